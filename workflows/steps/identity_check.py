"""The remote identity check (issue 15, §2 /onfido and /onfido/conferma): the applicant takes
photos of a document and a selfie on the provider's capture page, the provider checks them and
says so by webhook, and the applicant confirms the document data it read.

A check that is not clear, or whose result does not come in time, is not a dead end: the
applicant uploads the documents instead, and is told why.
"""

from temporalio import workflow

with workflow.unsafe.imports_passed_through():
    from activities.identity_check import IdentityCheckActivities
    from activities.models import IdentityCheckApplicant, IdentityCheckRef
    from journey import messages
    from journey.models.documents import DocumentFields, DocumentSlot
    from journey.models.identity import IdentityCheckStatus
    from journey.rules.dates import parse_italian_date
    from journey.rules.document_fields import normalise_fields
    from journey.rules.required_documents import with_code
    from workflows.models import DocumentConfirmation, IdentityCheckConfirmation

from workflows.calls import required
from workflows.errors import OutOfStep
from workflows.patches import IDENTITY_CHECK_READING_KEPT, patched
from workflows.state import ApplicationState
from workflows.steps import documents

ONFIDO = "onfido"
CLEAR = "clear"


async def open_capture(state: ApplicationState) -> str:
    """The applicant at the provider (once), and a fresh SDK token for its capture page."""
    applicant_id = state.onfido.id
    if applicant_id is None:
        assert state.form is not None and state.applicant is not None
        created = await required(
            IdentityCheckActivities.create_check_applicant,
            IdentityCheckApplicant(
                firstName=state.form.firstName,
                lastName=state.form.lastName,
                dateOfBirth=parse_italian_date(state.applicant.dataNascita or ""),
                email=state.form.emailAddress.lower(),
            ),
        )
        applicant_id = created.applicantId
    token = await required(
        IdentityCheckActivities.issue_sdk_token, IdentityCheckRef(id=applicant_id)
    )
    state.identity_check_opened(applicant_id)
    return token.token


async def start_check(state: ApplicationState) -> str:
    """Back from the capture page: the provider checks what it got."""
    assert state.onfido.id is not None
    created = await required(
        IdentityCheckActivities.create_check, IdentityCheckRef(id=state.onfido.id)
    )
    state.identity_check_started(created.checkId, workflow.now())
    return created.checkId


async def check_completed(state: ApplicationState, check_id: str) -> bool:
    """A webhook said the check changed: its result, read from the provider. True when it
    moved the application on; a check not (yet) complete, or not this one, changes nothing."""
    onfido = state.onfido
    if (
        onfido.stato is not IdentityCheckStatus.IN_VERIFICA
        or (onfido.check or {}).get("id") != check_id
    ):
        return False
    outcome = await required(IdentityCheckActivities.read_check, IdentityCheckRef(id=check_id))
    if not outcome.complete:
        return False
    card = _card_for(state, outcome.code)
    clear = outcome.result == CLEAR and card is not None
    state.identity_check_completed(
        onfido.model_copy(
            update={
                "check": {"id": check_id, "result": outcome.result},
                "document": outcome.document,
                "facial": outcome.facial,
                "documento": outcome.code if clear else None,
                "data": outcome.values if clear else None,
                "stato": IdentityCheckStatus.DA_CONFERMARE
                if clear
                else IdentityCheckStatus.NON_SUPERATA,
            }
        )
    )
    return True


async def confirm(
    state: ApplicationState, confirmation: IdentityCheckConfirmation
) -> dict[str, str]:
    """/onfido/conferma: the card of the document the provider read takes the applicant's
    confirmed fields and runs through the checks like a typed one (controlloDocumento)."""
    onfido = state.onfido
    card = _card_for(state, onfido.documento)
    if onfido.stato is not IdentityCheckStatus.DA_CONFERMARE or card is None:
        raise OutOfStep("there is no remote identity check to confirm")
    assert onfido.documento is not None and onfido.data is not None
    if card.code is not onfido.documento:
        state.document_changed(with_code(card, onfido.documento))
    changed = identity_changed(onfido.data, confirmation.values)
    if changed and patched(IDENTITY_CHECK_READING_KEPT):
        return {name: messages.DATO_LETTO_NON_MODIFICABILE for name in changed}
    given = {k: v for k, v in confirmation.values.model_dump().items() if v}
    values = onfido.data.model_copy(update=given)
    errors = await documents.confirm(state, DocumentConfirmation(slotId=card.id, values=values))
    if errors:
        return errors
    state.identity_check_confirmed(values)
    return {}


# Whom the document is of, as the provider read it from the document it matched to the face: the
# applicant completes and corrects the rest, never these (a verified document of one's own would
# otherwise confirm another person's name and fiscal code, those of the light form).
READ_IDENTITY = ("cognome", "nome", "dataNascita", "codiceFiscale", "numeroDocumento")


def identity_changed(read: DocumentFields, typed: DocumentFields) -> list[str]:
    """The identity fields the provider read that the confirmation gives otherwise (the same
    name in other letters' case is the same name)."""
    was, now = _upper(read), _upper(typed)
    return [name for name in READ_IDENTITY if was[name] and now[name] and now[name] != was[name]]


def _upper(values: DocumentFields) -> dict[str, str]:
    normalised = normalise_fields(values)
    return {name: str(getattr(normalised, name)).upper() for name in READ_IDENTITY}


def skip(state: ApplicationState) -> dict[str, str]:
    """The applicant prefers to upload the documents (no camera, no time)."""
    state.identity_check_ended(IdentityCheckStatus.RINUNCIATA)
    return {}


def _card_for(state: ApplicationState, code: object) -> DocumentSlot | None:
    """The identity card of the documents step that takes this type of document."""
    view = state.documents
    if view is None or code is None:
        return None
    return next((s for s in view.slots if code in s.codes), None)
