"""After the signature: the anomaly area follows the request and takes documents sent again."""

import asyncio
from collections.abc import AsyncIterator
from datetime import UTC, datetime, timedelta

import pytest
from temporalio.api.enums.v1 import EventType
from temporalio.client import Client, WorkflowHandle, WorkflowHistory, WorkflowUpdateFailedError
from temporalio.testing import WorkflowEnvironment

from activities.models import DocumentRead, PracticeFollowed
from journey import messages
from journey.models.documents import DocumentFields, SideName
from journey.models.firma import AnomalyDocument
from tests.utils.histories import record_history
from tests.workflows.test_documents import BLOB, MARIO
from tests.workflows.test_draft_timers import skipping_env  # noqa: F401
from tests.workflows.test_pratica import (
    RIGHT,
    Signing,
    code,
    send_request,
    sign,
    signing,
    to_summary,
)
from workflows.loan_application import LoanApplicationWorkflow
from workflows.models import (
    AnomalyCorrection,
    DraftSave,
    FollowRequest,
    PracticeEvent,
    ResumeStart,
    StepResult,
)

UPLOADED = datetime(2026, 11, 23, 10, tzinfo=UTC)
CHECKED = UPLOADED + timedelta(days=1)
NEW_FRONT, NEW_BACK = "c" * 64, "d" * 64


def checklist(health_card: str = "G", uploaded: datetime = UPLOADED) -> PracticeFollowed:
    """The identity card validated, the health card refused after its upload (an anomaly)."""
    return PracticeFollowed(
        stato="FIRMATA",
        esito="IN_ISTRUTTORIA",
        documenti=[
            AnomalyDocument(
                codDocumento="CAR",
                codCategoria="IDE",
                desCategoria="DOCUMENTO DI IDENTITA'",
                codStato="V",
                ultimoUpload=UPLOADED,
                ultimoAggiornamento=CHECKED,
            ),
            AnomalyDocument(
                codDocumento="CF",
                codCategoria="CFR",
                desCategoria="CODICE FISCALE",
                codStato=health_card,
                ultimoUpload=uploaded,
                ultimoAggiornamento=CHECKED,
            ),
            AnomalyDocument(codDocumento="CON", codStato="V", ultimoUpload=UPLOADED),
        ],
    )


@pytest.fixture
async def requests(temporal_client: Client) -> AsyncIterator[Signing]:
    async with signing(temporal_client) as built:
        yield built


async def signed(requests: Signing) -> WorkflowHandle:
    handle = await requests.start()
    await to_summary(handle)
    await send_request(handle)
    await code(handle)
    done = await sign(handle, RIGHT)
    assert done.ok and done.snapshot.status == "signed", done.errors
    return handle


async def follow(handle: WorkflowHandle) -> StepResult:
    return await handle.execute_update(LoanApplicationWorkflow.follow_request, FollowRequest())


async def correct(handle: WorkflowHandle, *blobs: str) -> StepResult:
    front, *back = blobs
    return await handle.execute_update(
        LoanApplicationWorkflow.correct_anomaly,
        AnomalyCorrection(codDocumento="CF", fronte=front, retro=back[0] if back else None),
    )


async def test_a_signed_request_shows_its_anomaly_and_takes_the_document_again(
    requests: Signing,
) -> None:
    handle = await signed(requests)
    requests.practices.followed = checklist
    delivered = requests.backoffice.calls["delivery"]

    opened = await follow(handle)
    assert opened.ok, opened.errors
    assert opened.snapshot.route == "/anomalie"
    tracking = opened.snapshot.tracking
    assert tracking is not None and tracking.numero == "12345678"
    assert tracking.descrizione == messages.RICHIESTA_IN_VALUTAZIONE
    [anomaly] = tracking.anomalie
    assert anomaly.codDocumento == "CF" and anomaly.pagina == "/anomalie/tessera-sanitaria"
    assert anomaly.descrizione == "Tessera sanitaria" and anomaly.retro
    assert anomaly.motivo == messages.ANOMALIA_DOCUMENTO_NON_VALIDO
    assert tracking.inVerifica == []

    # Reloaded at once: answered from the last read, no back-office call.
    again = await follow(handle)
    assert again.ok and requests.practices.follows == 1

    # The health card's own photo from the documents step is not a correction.
    same = await correct(handle, BLOB, NEW_BACK)
    assert not same.ok and same.errors == {"fronte": messages.ANOMALIA_STESSO_FILE}
    assert requests.backoffice.calls["delivery"] == delivered

    # The back office records the new upload: the document is to be checked again.
    requests.practices.followed = lambda: checklist("C", uploaded=CHECKED + timedelta(hours=1))
    sent = await correct(handle, NEW_FRONT, NEW_BACK)
    assert sent.ok, sent.errors
    assert requests.backoffice.calls["delivery"] == delivered + 1
    assert requests.practices.follows == 2  # read again at once, not 30 s later
    assert sent.snapshot.tracking is not None and sent.snapshot.tracking.anomalie == []
    assert sent.snapshot.tracking.inVerifica == ["Tessera sanitaria"]

    # Sent, it is no longer an anomaly to correct.
    twice = await correct(handle, "e" * 64)
    assert twice.errors == {"form": messages.ANOMALIA_GIA_CORRETTA}
    record_history(await handle.fetch_history(), "after_sale_anomaly_corrected")


async def test_a_correction_is_read_and_another_document_or_person_refused(
    requests: Signing,
) -> None:
    """Found by a review: any valid file was sent as the correction. It is read as the
    documents step reads it (as the type the applicant gave for it), and refused where the
    documents step would refuse it; what cannot be read, or a reading that fails, goes on."""
    handle = await signed(requests)
    requests.practices.followed = checklist
    await follow(handle)
    delivered = requests.backoffice.calls["delivery"]

    requests.recognition.answer = lambda r: DocumentRead(
        values=MARIO, sideRefusals={SideName.FRONTE: messages.DOCUMENTO_TIPO_DIVERSO}
    )
    other_type = await correct(handle, NEW_FRONT, NEW_BACK)
    assert other_type.errors == {"fronte": messages.ANOMALIA_DOCUMENTO_DIVERSO}
    assert requests.recognition.calls[-1].code == "CF"
    requests.recognition.answer = lambda r: DocumentRead(
        values=MARIO, errors=[messages.DOCUMENTO_NOME_DIVERSO]
    )
    someone_else = await correct(handle, NEW_FRONT, NEW_BACK)
    assert someone_else.errors == {"form": messages.DOCUMENTO_NOME_DIVERSO}
    assert requests.backoffice.calls["delivery"] == delivered

    requests.recognition.answer = lambda r: DocumentRead(values=DocumentFields(), legible=False)
    unreadable = await correct(handle, NEW_FRONT, NEW_BACK)
    assert unreadable.ok and requests.backoffice.calls["delivery"] == delivered + 1
    record_history(await handle.fetch_history(), "after_sale_anomaly_read")


async def test_the_identity_card_given_in_the_documents_step_is_not_a_correction(
    requests: Signing,
) -> None:
    """The checklist says CAR for the identity document; the applicant gave a CIE (DIG): the
    same photo sent again for it is recognised by the document's category."""
    handle = await signed(requests)
    car = checklist().documenti[0].model_copy(update={"codStato": "G"})
    requests.practices.followed = lambda: PracticeFollowed(documenti=[car])
    await follow(handle)
    same = await handle.execute_update(
        LoanApplicationWorkflow.correct_anomaly,
        AnomalyCorrection(codDocumento="CAR", fronte=NEW_FRONT, retro=BLOB),
    )
    assert same.errors == {"retro": messages.ANOMALIA_STESSO_FILE}


async def test_a_document_sent_again_is_kept_when_the_back_office_cannot_be_read_after(
    requests: Signing,
) -> None:
    handle = await signed(requests)
    requests.practices.followed = checklist
    await follow(handle)

    def down() -> PracticeFollowed:
        raise RuntimeError("the back office is down")

    requests.practices.followed = down
    sent = await correct(handle, NEW_FRONT, NEW_BACK)
    # Delivered: the page says so from what the workflow recorded, the anomaly gone.
    assert sent.ok, sent.errors
    assert sent.snapshot.tracking is not None and sent.snapshot.tracking.anomalie == []


async def test_the_state_that_cannot_be_read_is_an_error_for_the_page(requests: Signing) -> None:
    handle = await signed(requests)

    def refused() -> PracticeFollowed:
        return PracticeFollowed(errors=[{"codice": "E_PRATICA", "descrizione": "x"}])

    requests.practices.followed = refused
    answer = await follow(handle)
    assert not answer.ok and answer.errors == {"form": messages.ERRORE_RECUPERO_RICHIESTA}
    assert answer.snapshot.tracking is None and answer.snapshot.route == "/firma/riepilogo"


async def test_a_signed_request_resumes_in_the_anomaly_area_and_nothing_else_changes(
    requests: Signing,
) -> None:
    handle = await signed(requests)
    resumed = await handle.execute_update(
        LoanApplicationWorkflow.resume, ResumeStart(requestNumber="12345678")
    )
    assert resumed.route == "/anomalie"
    # Signed: the journey's own Updates are turned down, before they enter history.
    with pytest.raises(WorkflowUpdateFailedError):
        await handle.execute_update(LoanApplicationWorkflow.save_draft, DraftSave())
    with pytest.raises(WorkflowUpdateFailedError):
        await send_request(handle)


async def test_before_the_signature_there_is_no_anomaly_area(requests: Signing) -> None:
    handle = await requests.start()
    await to_summary(handle)
    with pytest.raises(WorkflowUpdateFailedError):
        await follow(handle)
    with pytest.raises(WorkflowUpdateFailedError):
        await correct(handle, NEW_FRONT)


async def test_a_month_of_silence_expires_the_area_with_no_reminder(
    skipping_env: WorkflowEnvironment,  # noqa: F811
) -> None:
    async with signing(skipping_env.client) as built:
        handle = await signed(built)
        built.practices.followed = checklist
        await follow(handle)
        await skipping_env.sleep(timedelta(days=29))
        assert (await handle.query(LoanApplicationWorkflow.snapshot)).status == "signed"
        # Nothing to come back and finish: no "resume your request" e-mail.
        assert built.backoffice.calls["reminder"] == 0
        await skipping_env.sleep(timedelta(days=2))  # 30 days after the last visit
        snapshot = await handle.result()
        assert snapshot.status == "expired" and built.backoffice.calls["reminder"] == 0


async def changed(handle: WorkflowHandle, number: str = "12345678", tipo: str = "ANOMALIA") -> None:
    await handle.signal(
        LoanApplicationWorkflow.practice_changed,
        PracticeEvent.model_validate({"numPratica": number, "tipo": tipo}),
    )


async def shown(handle: WorkflowHandle, code: str) -> None:
    """The snapshot, with no visit of the area, shows the anomaly once the event was read."""
    for _ in range(100):
        tracking = (await handle.query(LoanApplicationWorkflow.snapshot)).tracking
        if tracking is not None and [a.codDocumento for a in tracking.anomalie] == [code]:
            return
        await asyncio.sleep(0.05)
    raise AssertionError(f"the anomaly on {code} was not read")


async def test_the_back_offices_event_is_read_at_once_with_no_visit(requests: Signing) -> None:
    """An anomaly raised: the area is read then, not when the customer next opens it (they are
    e-mailed; the page must show what the e-mail says), and the reading is in the history."""
    handle = await signed(requests)
    requests.practices.followed = checklist
    await changed(handle)
    await shown(handle, "CF")
    assert requests.practices.follows == 1
    snapshot = await handle.query(LoanApplicationWorkflow.snapshot)
    assert snapshot.route == "/anomalie" and snapshot.status == "signed"
    # The area's page, opened moments later, answers from that read.
    assert (await follow(handle)).ok and requests.practices.follows == 1
    record_history(await handle.fetch_history(), "after_sale_backoffice_event")


async def test_events_arriving_together_are_covered_by_one_more_read(requests: Signing) -> None:
    """However many events the back office sends while a read is under way, one read after it
    covers them: a burst cannot make a read per event (nor grow the history with them)."""
    handle = await signed(requests)

    async def slow_first_read() -> PracticeFollowed:
        if requests.practices.follows == 1:
            await asyncio.sleep(1.5)  # seven more events arrive while it reads
        return checklist()

    requests.practices.followed = slow_first_read
    await changed(handle)
    while requests.practices.follows == 0:
        await asyncio.sleep(0.01)
    await asyncio.gather(*(changed(handle) for _ in range(7)))
    await shown(handle, "CF")
    for _ in range(40):  # let any read still due happen before counting
        await asyncio.sleep(0.05)
    assert requests.practices.follows == 2


def markers_after_the_last_signal(history: WorkflowHistory) -> int:
    """The local activities run between the last Signal and the next Update taken: what the
    workflow did for that Signal."""
    kinds = [event.event_type for event in history.events]
    signalled = len(kinds) - 1 - kinds[::-1].index(EventType.EVENT_TYPE_WORKFLOW_EXECUTION_SIGNALED)
    after = kinds[signalled:]
    end = after.index(EventType.EVENT_TYPE_WORKFLOW_EXECUTION_UPDATE_ACCEPTED)
    return after[:end].count(EventType.EVENT_TYPE_MARKER_RECORDED)


async def test_an_event_for_another_request_or_before_the_signature_reads_nothing(
    requests: Signing,
) -> None:
    requests.practices.followed = checklist
    handle = await requests.start()
    await to_summary(handle)
    await send_request(handle)
    # The request exists, its signature does not yet.
    await changed(handle)
    await code(handle)
    assert markers_after_the_last_signal(await handle.fetch_history()) == 0
    assert (await handle.query(LoanApplicationWorkflow.snapshot)).tracking is None

    signed_one = await signed(requests)
    await changed(signed_one, number="87654321")
    # The next visit reads the back office itself; nothing was read for the event.
    opened = await follow(signed_one)
    assert opened.snapshot.tracking is not None
    assert markers_after_the_last_signal(await signed_one.fetch_history()) == 0
    assert requests.practices.follows == 1


async def test_an_event_keeps_the_area_open_a_month_from_then(
    skipping_env: WorkflowEnvironment,  # noqa: F811
) -> None:
    """The customer is asked for a document: the area does not expire under them a few days
    later because their last visit was weeks ago."""
    async with signing(skipping_env.client) as built:
        handle = await signed(built)
        built.practices.followed = checklist
        await follow(handle)
        await skipping_env.sleep(timedelta(days=25))
        await changed(handle)
        await skipping_env.sleep(timedelta(days=10))  # 35 days after the visit
        snapshot = await handle.query(LoanApplicationWorkflow.snapshot)
        assert snapshot.status == "signed" and built.practices.follows == 2
