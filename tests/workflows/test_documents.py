"""The documents step in the workflow: the cards and their order, the routes through and out of
the step, recognition timing out, sending that fails and then succeeds.

The back office and recognition are re-declared by activity name (tests/workflows/fakes.py and
below): these tests are about the workflow's decisions. Real recognition on real images runs in
tests/activities/test_recognition.py and the browser tests.
"""

import asyncio
import uuid
from collections.abc import AsyncIterator, Callable
from contextlib import asynccontextmanager
from dataclasses import dataclass, field

import pytest
from temporalio import activity
from temporalio.client import Client, WorkflowHandle, WorkflowUpdateFailedError
from temporalio.worker import Worker

from activities.models import DocumentRead, DocumentToRead
from journey import messages
from journey.models.documents import DocumentCode, DocumentFields, SideName
from tests.utils.applicants import mario_rossi, personal_info, simulator_data
from tests.utils.histories import record_history
from tests.workflows.applications import to_personal_data
from tests.workflows.fakes import FakeBackOffice
from workflows.loan_application import LoanApplicationWorkflow
from workflows.models import (
    DocumentConfirmation,
    DocumentsSubmission,
    DocumentUpload,
    StartApplication,
    StepResult,
)

BLOB = "a" * 64
MARIO = DocumentFields(
    numeroDocumento="CA00000AA",
    dataRilascio="01/02/2020",
    provinciaRilascio="MI",
    comuneRilascio="MILANO",
    dataScadenza="01/02/2031",
    cognome="ROSSI",
    nome="MARIO",
    dataNascita="10/12/1985",
    codiceFiscale=mario_rossi().fiscalCode,
)


@dataclass
class FakeRecognition:
    """What recognition answers, chosen per test; `delay` makes it slower than its timeout."""

    answer: Callable[[DocumentToRead], DocumentRead] = lambda r: DocumentRead(values=MARIO)
    delay: float = 0.0
    calls: list[DocumentToRead] = field(default_factory=list)

    def activity(self) -> Callable[..., object]:
        fake = self

        @activity.defn(name="recognise_document")
        async def recognise_document(request: DocumentToRead) -> DocumentRead:
            fake.calls.append(request)
            if fake.delay:
                await asyncio.sleep(fake.delay)
            return fake.answer(request)

        return recognise_document


@dataclass
class Step5:
    client: Client
    task_queue: str
    recognition_queue: str
    backoffice: FakeBackOffice
    recognition: FakeRecognition

    async def start(self, recognition_timeout_seconds: float = 45) -> WorkflowHandle:
        return await self.client.start_workflow(
            LoanApplicationWorkflow.run,
            StartApplication(
                simulator=simulator_data(),
                channel="MAP",
                recognitionTaskQueue=self.recognition_queue,
                recognitionTimeoutSeconds=recognition_timeout_seconds,
            ),
            id=f"loan-{uuid.uuid4()}",
            task_queue=self.task_queue,
        )


@asynccontextmanager
async def step5(client: Client) -> AsyncIterator[Step5]:
    """The journey's worker and a recognition worker on a queue of its own."""
    backoffice, recognition = FakeBackOffice(), FakeRecognition()
    queue, recognition_queue = f"documents-{uuid.uuid4()}", f"recognition-{uuid.uuid4()}"
    async with (
        Worker(
            client,
            task_queue=queue,
            workflows=[LoanApplicationWorkflow],
            activities=backoffice.activities(),
        ),
        Worker(client, task_queue=recognition_queue, activities=[recognition.activity()]),
    ):
        yield Step5(client, queue, recognition_queue, backoffice, recognition)


@pytest.fixture
async def documents(temporal_client: Client) -> AsyncIterator[Step5]:
    async with step5(temporal_client) as built:
        yield built


async def to_documents(handle: WorkflowHandle, **personal: object) -> StepResult:
    await to_personal_data(handle)
    done = await handle.execute_update(
        LoanApplicationWorkflow.submit_personal_info, personal_info(**personal)
    )
    assert done.ok, done.errors
    return done


async def upload(
    handle: WorkflowHandle, slot: str, code: DocumentCode, side: SideName = SideName.FRONTE
) -> StepResult:
    return await handle.execute_update(
        LoanApplicationWorkflow.upload_document,
        DocumentUpload(slotId=slot, code=code, side=side, blob=BLOB, fileName=f"{side}.jpg"),
    )


async def both_sides(handle: WorkflowHandle, slot: str, code: DocumentCode) -> StepResult:
    await upload(handle, slot, code, SideName.FRONTE)
    return await upload(handle, slot, code, SideName.RETRO)


async def confirm(handle: WorkflowHandle, slot: str, values: DocumentFields = MARIO) -> StepResult:
    return await handle.execute_update(
        LoanApplicationWorkflow.confirm_document,
        DocumentConfirmation(slotId=slot, values=values),
    )


async def test_an_employee_goes_through_identity_card_health_card_payslip_and_sends(
    documents: Step5,
) -> None:
    handle = await documents.start()
    done = await to_documents(handle)
    assert done.snapshot.route == "/documenti"
    assert done.snapshot.documenti is not None
    assert [s.id for s in done.snapshot.documenti.slots] == ["IDE", "CFR", "DRED"]

    front = await upload(handle, "IDE", DocumentCode.DIG)
    assert front.ok and front.snapshot.documenti is not None
    card = front.snapshot.documenti.slots[0]
    assert card.status == "da_caricare" and card.sides[0].uploaded and card.sides[0].fileName
    read = await upload(handle, "IDE", DocumentCode.DIG, SideName.RETRO)
    card = read.snapshot.documenti.slots[0]  # type: ignore[union-attr]
    assert card.status == "da_confermare" and card.values.numeroDocumento == "CA00000AA"
    # Both sides went to recognition the second time, on its own task queue.
    assert [len(c.files) for c in documents.recognition.calls] == [1, 2]

    confirmed = await confirm(handle, "IDE")
    assert confirmed.ok, confirmed.errors
    view = confirmed.snapshot.documenti
    assert view is not None and view.slots[0].status == "confermato"
    assert view.documentoDiRiconoscimento.DOC_TIPO == "DIG"
    assert view.documentoDiRiconoscimento.numeroDocumento == "CA00000AA"
    assert view.checkDocumento.success
    assert confirmed.snapshot.route == "/documenti"

    await both_sides(handle, "CFR", DocumentCode.CF)
    health = await confirm(handle, "CFR")
    assert health.snapshot.route == "/documenti/giustificativo-del-reddito/busta-paga"
    await upload(handle, "DRED", DocumentCode.DRED)
    payslip = await confirm(handle, "DRED")
    assert payslip.snapshot.route == "/documenti/riepilogo"

    prospects = documents.backoffice.calls["prospect"]
    sent = await handle.execute_update(
        LoanApplicationWorkflow.submit_documents, DocumentsSubmission()
    )
    assert sent.ok and sent.snapshot.documenti is not None and sent.snapshot.documenti.sent
    assert sent.snapshot.step == "DOCUMENTI" and sent.snapshot.route == "/documenti/riepilogo"
    assert documents.backoffice.calls["delivery"] == 1
    assert documents.backoffice.calls["prospect"] == prospects + 1  # CRM Step 5
    # Still open to changes until the request is sent (tests/workflows/test_pratica.py).
    record_history(await handle.fetch_history(), "documents_step")


async def test_a_foreign_national_gives_residence_permit_and_passport_first(
    documents: Step5,
) -> None:
    handle = await documents.start()
    done = await to_documents(handle, informazioniDemografiche={"cittadinanza": "ROU"})
    assert done.snapshot.documenti is not None
    assert [s.id for s in done.snapshot.documenti.slots] == ["PER", "PAS", "CFR", "DRED"]
    permit = await both_sides(handle, "PER", DocumentCode.EPER)
    assert permit.snapshot.documenti.slots[0].status == "da_confermare"  # type: ignore[union-attr]
    passport = await upload(handle, "PAS", DocumentCode.PAS)
    # A passport is one page: read at once.
    assert passport.snapshot.documenti.slots[1].status == "da_confermare"  # type: ignore[union-attr]


@pytest.mark.parametrize(
    ("position", "occupation", "pages"),
    [
        ("A", "01", ["modello-unico", "ricevuta-modello-unico"]),
        ("P", "01", ["certificato-di-pensione"]),
        ("C", "STG", ["busta-paga"]),
    ],
)
async def test_the_proof_of_income_follows_the_work_position(
    documents: Step5, position: str, occupation: str, pages: list[str]
) -> None:
    handle = await documents.start()
    await to_personal_data_as(handle, position)
    done = await handle.execute_update(
        LoanApplicationWorkflow.submit_personal_info,
        personal_info(informazioniProfessionali={"occupazione": occupation}),
    )
    assert done.ok, done.errors
    routes = [s.route for s in done.snapshot.documenti.slots[2:]]  # type: ignore[union-attr]
    assert routes == [f"/documenti/giustificativo-del-reddito/{page}" for page in pages]


async def to_personal_data_as(handle: WorkflowHandle, position: str) -> None:
    from workflows.models import OfferChoice, SecciConfirmation

    light = await handle.execute_update(
        LoanApplicationWorkflow.submit_basic_info, mario_rossi(posizioneLavorativa=position)
    )
    assert light.ok and light.snapshot.simulation, light
    offer = light.snapshot.simulation.codOfferta
    assert offer is not None and offer.prgSimul is not None
    await handle.execute_update(
        LoanApplicationWorkflow.choose_offer, OfferChoice(prgSimul=offer.prgSimul)
    )
    await handle.execute_update(
        LoanApplicationWorkflow.confirm_secci, SecciConfirmation(letto=True)
    )


async def test_recognition_timing_out_leaves_the_fields_to_type(documents: Step5) -> None:
    # Given up after a second rather than production's 45 s: the same path, without the wait.
    handle = await documents.start(recognition_timeout_seconds=1)
    await to_documents(handle)
    # Slower than the start's timeout, and faster than the 10 s heartbeat timeout that would
    # give up on it otherwise: the values below are read only if the start's timeout is ignored.
    documents.recognition.delay = 5
    documents.recognition.answer = lambda r: DocumentRead(values=MARIO)
    await upload(handle, "IDE", DocumentCode.DIG)
    typed = await upload(handle, "IDE", DocumentCode.DIG, SideName.RETRO)
    card = typed.snapshot.documenti.slots[0]  # type: ignore[union-attr]
    assert card.status == "da_compilare" and card.values == DocumentFields()
    assert typed.snapshot.route == "/documenti/carica-dati"
    manual = await confirm(handle, "IDE")
    assert manual.ok and manual.snapshot.route == "/documenti"


async def test_a_wrong_side_and_another_persons_document_are_refused_on_the_card(
    documents: Step5,
) -> None:
    handle = await documents.start()
    await to_documents(handle)
    documents.recognition.answer = lambda r: DocumentRead(
        values=MARIO, sideRefusals={SideName.FRONTE: messages.DOCUMENTO_FRONTE_ATTESO}
    )
    refused = await upload(handle, "IDE", DocumentCode.DIG)
    assert not refused.ok and refused.errors == {"file": messages.DOCUMENTO_FRONTE_ATTESO}
    side = refused.snapshot.documenti.slots[0].sides[0]  # type: ignore[union-attr]
    assert not side.uploaded and side.refusal == messages.DOCUMENTO_FRONTE_ATTESO

    documents.recognition.answer = lambda r: DocumentRead(
        values=MARIO, errors=[messages.DOCUMENTO_NOME_DIVERSO]
    )
    read = await both_sides(handle, "IDE", DocumentCode.DIG)
    card = read.snapshot.documenti.slots[0]  # type: ignore[union-attr]
    assert card.errors == [messages.DOCUMENTO_NOME_DIVERSO]
    # What the checks say on confirmation stays on the card; the field errors come first.
    documents.backoffice.document_errors = [messages.DOCUMENTO_SCADUTO]
    checked = await confirm(handle, "IDE")
    assert not checked.ok
    assert checked.snapshot.documenti.slots[0].errors == [messages.DOCUMENTO_SCADUTO]  # type: ignore[union-attr]
    assert checked.snapshot.documenti.checkDocumento.success is False  # type: ignore[union-attr]
    with pytest.raises(WorkflowUpdateFailedError):
        await confirm(handle, "IDE", MARIO.model_copy(update={"dataRilascio": "31/02/2020"}))


async def test_the_phone_cannot_replace_a_document_confirmed_on_the_computer(
    documents: Step5,
) -> None:
    """Found by a review: a side replaced from the phone after the computer had confirmed the
    card undid the confirmation while the computer still offered to send the request."""
    handle = await documents.start()
    await to_documents(handle)
    await both_sides(handle, "IDE", DocumentCode.DIG)
    phone = DocumentUpload(
        slotId="IDE", code=DocumentCode.DIG, side=SideName.FRONTE, blob=BLOB, fromPhone=True
    )
    # Before the confirmation the phone may replace it, as its page says.
    assert (await handle.execute_update(LoanApplicationWorkflow.upload_document, phone)).ok
    assert (await confirm(handle, "IDE")).ok
    with pytest.raises(WorkflowUpdateFailedError) as refused:
        await handle.execute_update(LoanApplicationWorkflow.upload_document, phone)
    assert refused.value.cause.details[0] == {  # type: ignore[union-attr]
        "file": messages.DOCUMENTO_CONFERMATO_SUL_COMPUTER
    }
    snapshot = await handle.query(LoanApplicationWorkflow.snapshot)
    assert snapshot.documenti.slots[0].status == "confermato"  # type: ignore[union-attr]
    # The computer itself still can.
    again = await upload(handle, "IDE", DocumentCode.DIG)
    assert again.ok and again.snapshot.documenti.slots[0].status != "confermato"  # type: ignore[union-attr]


async def test_sending_that_fails_keeps_everything_and_can_be_done_again(
    documents: Step5,
) -> None:
    handle = await documents.start()
    await to_documents(handle)
    for slot, code in (("IDE", DocumentCode.DIG), ("CFR", DocumentCode.CF)):
        await both_sides(handle, slot, code)
        await confirm(handle, slot)
    await upload(handle, "DRED", DocumentCode.DRED)
    await confirm(handle, "DRED")
    documents.backoffice.delivery_fails = True
    failed = await handle.execute_update(
        LoanApplicationWorkflow.submit_documents, DocumentsSubmission()
    )
    assert failed.errors == {"form": messages.ERRORE_INVIO_DOCUMENTI}
    assert failed.snapshot.documenti is not None and failed.snapshot.documenti.sendFailed
    assert all(s.status == "confermato" for s in failed.snapshot.documenti.slots)
    documents.backoffice.delivery_fails = False
    sent = await handle.execute_update(
        LoanApplicationWorkflow.submit_documents, DocumentsSubmission()
    )
    assert sent.ok and sent.snapshot.documenti is not None and sent.snapshot.documenti.sent
    assert not sent.snapshot.documenti.sendFailed


async def test_personal_data_sent_again_during_the_step_change_the_cards(
    documents: Step5,
) -> None:
    handle = await documents.start()
    await to_documents(handle)
    await both_sides(handle, "IDE", DocumentCode.DIG)
    await confirm(handle, "IDE")
    again = await handle.execute_update(
        LoanApplicationWorkflow.submit_personal_info,
        personal_info(informazioniDemografiche={"cittadinanza": "ROU"}),
    )
    assert again.ok, again.errors
    view = again.snapshot.documenti
    assert view is not None
    # Now a foreign national's cards; the health card and payslip asked before stay as they were.
    assert [s.id for s in view.slots] == ["PER", "PAS", "CFR", "DRED"]
    assert again.snapshot.route == "/documenti"
