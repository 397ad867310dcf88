"""SPID (issue 15): the identity the eID gateway released, checked against the applicant, then
confirmed on /spid/documenti, where it fills the identity cards of the documents step.

The login itself (OpenID Connect with PKCE) runs in the API; the workflow gets its result.
"""

from temporalio import workflow

with workflow.unsafe.imports_passed_through():
    from journey import messages
    from journey.models.documents import DocumentCategory, DocumentFields, SlotStatus
    from journey.rules.document_fields import normalise_fields
    from journey.rules.required_documents import with_code
    from workflows.models import DocumentConfirmation, SpidConfirmation, SpidIdentity

from workflows.errors import OutOfStep
from workflows.patches import SPID_IDENTITY_KEPT, patched
from workflows.state import ApplicationState
from workflows.steps import documents

SPID = "spid"


async def identity(state: ApplicationState, identity: SpidIdentity) -> dict[str, str]:
    """The login's result: an error counts (§4); another person's identity is refused and
    counts too; the applicant's own goes to /spid/documenti to be confirmed."""
    assert state.form is not None
    if identity.error:
        state.spid_failed(fatal=identity.fatal)
        return {SPID: messages.SPID_ERRORE}
    if identity.codiceFiscale.upper() != state.form.fiscalCode.upper():
        state.spid_failed(fatal=False)
        return {SPID: messages.SPID_CODICE_FISCALE_DIVERSO}
    state.spid_identified(identity.model_dump(mode="json", exclude={"error", "fatal"}))
    return {}


async def confirm(state: ApplicationState, confirmation: SpidConfirmation) -> dict[str, str]:
    """The identity document from SPID confirmed: the identity card runs through
    controlloDocumento like a typed one; the health card takes the fiscal code SPID gave."""
    view = state.documents
    if view is None or not state.spid.info:
        raise OutOfStep("there is no SPID identity to confirm")
    identity = SpidIdentity.model_validate(state.spid.info)
    person = DocumentFields(
        cognome=identity.cognome.upper(),
        nome=identity.nome.upper(),
        dataNascita=identity.dataNascita,
        codiceFiscale=identity.codiceFiscale.upper(),
    )
    for slot in view.slots:
        if slot.category is DocumentCategory.CFR:
            values = person.model_copy(update={"dataScadenza": identity.valori.dataScadenza})
            state.document_changed(
                slot.model_copy(
                    update={"values": values, "status": SlotStatus.CONFERMATO, "errors": []}
                )
            )
    card = next(s for s in view.slots if s.category is DocumentCategory.IDE)
    if identity.documento is not None and identity.documento in card.codes:
        state.document_changed(with_code(card, identity.documento))
    released = identity.valori.model_copy(update=person.model_dump(exclude_defaults=True))
    changed = released_changed(released, confirmation.values)
    if changed and patched(SPID_IDENTITY_KEPT):
        # SPID vouched for who this is and for its document: the applicant completes what SPID
        # did not give (the province of issue), never retypes what it did.
        return {name: messages.DATO_SPID_NON_MODIFICABILE for name in changed}
    given = {
        name: value
        for name, value in confirmation.values.model_dump().items()
        if value and not getattr(released, name)
    }
    values = released.model_copy(update=given)
    errors = await documents.confirm(state, DocumentConfirmation(slotId=card.id, values=values))
    if errors:
        return errors
    state.spid_confirmed()
    return {}


async def decline(state: ApplicationState) -> dict[str, str]:
    """SPID's identity put aside for good, as after a fatal error (§4: every chance used): the
    personal documents, or the remote check where it is offered, as the §9 limit routes."""
    state.spid_failed(fatal=True)
    return {}


def released_changed(released: DocumentFields, typed: DocumentFields) -> list[str]:
    """Every field SPID gave a value for that the confirmation gives otherwise (the same value
    in other letters' case or spacing is the same)."""
    was, now = normalise_fields(released), normalise_fields(typed)
    return [
        name
        for name in DocumentFields.model_fields
        if getattr(was, name)
        and getattr(now, name)
        and str(getattr(now, name)).upper() != str(getattr(was, name)).upper()
    ]
