"""SPID in the workflow (issue 15): the identity the eID gateway released, checked against the
applicant and confirmed into the identity cards; errors counted as §4 says, and the way out at
the §9 limit. The login itself runs against the sandbox gateway in tests/api/test_spid.py."""

import pytest
from temporalio.client import WorkflowHandle, WorkflowUpdateFailedError

from journey import messages
from journey.models.documents import DocumentCode, DocumentFields
from tests.utils.applicants import mario_rossi
from tests.utils.histories import record_history
from tests.workflows.test_documents import Step5, documents, to_documents  # noqa: F401
from workflows.loan_application import LoanApplicationWorkflow
from workflows.models import SpidConfirmation, SpidDecline, SpidIdentity, StepResult

MARIO = SpidIdentity(
    codiceFiscale=mario_rossi().fiscalCode,
    nome="Mario",
    cognome="Rossi",
    dataNascita="10/12/1985",
    documento=DocumentCode.CAR,
    valori=DocumentFields(
        numeroDocumento="CA12345AB",
        dataRilascio="15/03/2021",
        comuneRilascio="MILANO",
        provinciaRilascio="MI",
        dataScadenza="10/12/2031",
    ),
)
GIULIA = MARIO.model_copy(update={"codiceFiscale": "BNCGLI80C54L219I", "nome": "Giulia"})
CANCELLED = SpidIdentity(error="access_denied")
GATEWAY_DOWN = SpidIdentity(error="server_error", fatal=True)


async def spid(handle: WorkflowHandle, identity: SpidIdentity) -> StepResult:
    return await handle.execute_update(LoanApplicationWorkflow.spid_identity, identity)


async def test_spid_success_confirms_the_identity_cards_and_goes_to_the_income_page(
    documents: Step5,  # noqa: F811
) -> None:
    handle = await documents.start()
    await to_documents(handle)
    given = await spid(handle, MARIO)
    assert given.ok, given.errors
    assert given.snapshot.route == "/spid/documenti"
    assert given.snapshot.spid is not None and given.snapshot.spid.info is not None
    assert given.snapshot.spid.info["valori"]["numeroDocumento"] == "CA12345AB"

    confirmed = await handle.execute_update(
        LoanApplicationWorkflow.confirm_spid,
        SpidConfirmation(values=DocumentFields(provinciaRilascio="MI")),
    )
    assert confirmed.ok, confirmed.errors
    view = confirmed.snapshot.documenti
    assert view is not None
    assert [(s.id, s.status) for s in view.slots][:2] == [
        ("IDE", "confermato"),
        ("CFR", "confermato"),
    ]
    assert view.documentoDiRiconoscimento.DOC_TIPO == "CAR"
    assert view.documentoDiRiconoscimento.numeroDocumento == "CA12345AB"
    assert view.checkDocumento.success
    assert confirmed.snapshot.route == "/documenti/giustificativo-del-reddito/busta-paga"
    # Done: SPID is not asked again.
    with pytest.raises(WorkflowUpdateFailedError):
        await spid(handle, MARIO)
    record_history(await handle.fetch_history(), "spid_success")


async def test_the_identity_spid_released_cannot_be_retyped_on_confirming(
    documents: Step5,  # noqa: F811
) -> None:
    """Found by a review: /spid/documenti took the applicant's values over the names, birth
    date and document number SPID vouched for. The province SPID does not carry is completed;
    SPID's own values, given again in other letters' case, are the same values."""
    handle = await documents.start()
    await to_documents(handle)
    await spid(handle, MARIO)
    retyped = await handle.execute_update(
        LoanApplicationWorkflow.confirm_spid,
        SpidConfirmation(
            values=DocumentFields(
                cognome="Bianchi",
                numeroDocumento="ZZ99999ZZ",
                dataScadenza="10/12/2040",
                provinciaRilascio="MI",
            )
        ),
    )
    assert not retyped.ok
    assert retyped.errors == {
        "cognome": messages.DATO_SPID_NON_MODIFICABILE,
        "numeroDocumento": messages.DATO_SPID_NON_MODIFICABILE,
        # Found by a second review: the document's own dates and place were not kept.
        "dataScadenza": messages.DATO_SPID_NON_MODIFICABILE,
    }
    assert retyped.snapshot.route == "/spid/documenti"
    assert retyped.snapshot.documenti is not None
    assert retyped.snapshot.documenti.slots[0].status != "confermato"

    confirmed = await handle.execute_update(
        LoanApplicationWorkflow.confirm_spid,
        SpidConfirmation(
            values=DocumentFields(cognome="rossi", nome="MARIO", provinciaRilascio="MI")
        ),
    )
    assert confirmed.ok, confirmed.errors
    assert confirmed.snapshot.route == "/documenti/giustificativo-del-reddito/busta-paga"
    # What SPID gave is what is kept, in SPID's letters, not as typed again.
    assert confirmed.snapshot.documenti is not None
    [card] = [s for s in confirmed.snapshot.documenti.slots if s.id == "IDE"]
    assert card.values is not None
    assert (card.values.cognome, card.values.nome) == ("ROSSI", "MARIO")
    assert card.values.dataScadenza == "10/12/2031"
    record_history(await handle.fetch_history(), "spid_identity_kept")


async def test_spid_data_that_cannot_be_confirmed_give_way_to_the_documents(
    documents: Step5,  # noqa: F811
) -> None:
    """SPID's values are locked: when the document check refuses them (an expired card), the
    applicant is not stuck on /spid/documenti but uploads the documents instead."""
    handle = await documents.start()
    await to_documents(handle)
    await spid(handle, MARIO)
    declined = await handle.execute_update(LoanApplicationWorkflow.decline_spid, SpidDecline())
    assert declined.ok, declined.errors
    assert declined.snapshot.route == "/documenti/documenti-personali"
    assert declined.snapshot.spid is not None and declined.snapshot.spid.errorCounter >= 2
    # Put aside for good: SPID is not offered again, nor declined twice.
    with pytest.raises(WorkflowUpdateFailedError):
        await spid(handle, MARIO)
    with pytest.raises(WorkflowUpdateFailedError):
        await handle.execute_update(LoanApplicationWorkflow.decline_spid, SpidDecline())


async def test_spid_section_4_another_persons_identity_is_refused_and_counted(
    documents: Step5,  # noqa: F811
) -> None:
    handle = await documents.start()
    await to_documents(handle)
    refused = await spid(handle, GIULIA)
    assert not refused.ok
    assert refused.errors == {"spid": messages.SPID_CODICE_FISCALE_DIVERSO}
    assert refused.snapshot.spid is not None
    assert refused.snapshot.spid.errorCounter == 1 and refused.snapshot.spid.info is None
    assert refused.snapshot.route == "/documenti"


async def test_spid_section_9_two_errors_lead_to_the_personal_documents(
    documents: Step5,  # noqa: F811
) -> None:
    handle = await documents.start()
    await to_documents(handle)
    await spid(handle, CANCELLED)
    second = await spid(handle, GIULIA)
    assert second.snapshot.spid is not None and second.snapshot.spid.errorCounter == 2
    assert second.snapshot.route == "/documenti/documenti-personali"
    # The path is closed at the limit.
    with pytest.raises(WorkflowUpdateFailedError):
        await spid(handle, MARIO)


async def test_spid_section_4_a_fatal_error_uses_every_chance(
    documents: Step5,  # noqa: F811
) -> None:
    handle = await documents.start()
    await to_documents(handle)
    failed = await spid(handle, GATEWAY_DOWN)
    assert failed.errors == {"spid": messages.SPID_ERRORE}
    assert failed.snapshot.spid is not None and failed.snapshot.spid.errorCounter == 2
    assert failed.snapshot.route == "/documenti/documenti-personali"
