"""recognise_document on the recognition worker (`python worker.py recognition`'s Worker), through
a real Temporal server, reading synthetic document photos for real."""

import io
import time
import uuid
from collections.abc import AsyncIterator, Callable
from datetime import date
from functools import cache
from typing import Any

import pytest
from PIL import Image
from temporalio.client import Client, WorkflowFailureError
from temporalio.exceptions import ActivityError, TimeoutError, TimeoutType
from temporalio.testing import ActivityEnvironment
from temporalio.worker import Worker

from activities.models import DocumentHolder, DocumentRead, DocumentToRead, SideFile
from activities.recognition import RecognitionActivities
from journey import messages
from journey.models.documents import DocumentCode, DocumentFields, SideName
from recognition.cards import recognise
from recognition.models import DocumentKind, Recognised, Side
from recognition.uploads import clean_upload
from runtime.settings import Settings
from store.blobs import BlobStore
from tests.activities.conftest import RunActivityFn
from tests.recognition import synthetic
from worker import build_recognition_worker

TODAY = date(2026, 11, 23)
ACTIVITY = "recognise_document"
MARIO_ROSSI = DocumentHolder(
    codiceFiscale="RSSMRA85T10F205R", cognome="ROSSI", nome="MARIO", dataNascita=date(1985, 12, 10)
)


@cache
def _cie() -> tuple[synthetic.Sample, ...]:
    return tuple(synthetic.samples(DocumentKind.CIE, 1, today=TODAY, phone=True))


def _stored(blobs: BlobStore, picture: Image.Image) -> str:
    """As the API stores an upload: cleaned, re-encoded, under its content hash."""
    buffer = io.BytesIO()
    picture.save(buffer, "JPEG", quality=90)
    return blobs.put(clean_upload(buffer.getvalue()).jpeg)


def _holder(who: synthetic.Person) -> DocumentHolder:
    return DocumentHolder(
        codiceFiscale=who.codiceFiscale,
        cognome=who.cognome,
        nome=who.nome,
        dataNascita=who.dataNascita,
    )


def _request(
    blobs: BlobStore,
    holder: DocumentHolder,
    sides: dict[SideName, Image.Image],
    code: DocumentCode = DocumentCode.DIG,
) -> DocumentToRead:
    files = [SideFile(side=side, blob=_stored(blobs, picture)) for side, picture in sides.items()]
    return DocumentToRead(code=code, files=files, holder=holder, today=TODAY)


@pytest.fixture(scope="module")
def blobs(settings: Settings) -> BlobStore:
    assert settings.blob_dir is not None
    return BlobStore(settings.blob_dir)


@pytest.fixture(scope="module")
async def recognition_queue(temporal_client: Client, settings: Settings) -> AsyncIterator[str]:
    """The recognition role's own Worker, on a queue of this module's."""
    queue = f"loan-recognition-{uuid.uuid4()}"
    role = settings.model_copy(update={"recognition_task_queue": queue})
    async with build_recognition_worker(temporal_client, role):
        yield queue


async def _read(
    run_activity: RunActivityFn, queue: str, request: DocumentToRead, **options: Any
) -> DocumentRead:
    answer = await run_activity(ACTIVITY, request, task_queue=queue, **options)
    return DocumentRead.model_validate(answer)


async def test_both_sides_of_the_applicants_cie_fill_its_card(
    run_activity: RunActivityFn, recognition_queue: str, blobs: BlobStore
) -> None:
    front, back = _cie()
    request = _request(
        blobs, _holder(front.person), {SideName.FRONTE: front.image, SideName.RETRO: back.image}
    )
    read = await _read(run_activity, recognition_queue, request, heartbeat_seconds=10)
    assert read.values == DocumentFields(
        numeroDocumento="RY35322JP",
        dataRilascio="03/01/2021",
        comuneRilascio="LECCE",
        dataScadenza="03/01/2031",
        cognome="DE LUCA",
        nome="MATTEO",
        dataNascita="24/05/1970",
        # Not printed on a CIE: the applicant fills it; the fiscal code is not on its card.
        provinciaRilascio="",
    )
    assert (read.errors, read.sideRefusals, read.legible) == ([], {}, True)


async def test_another_persons_cie_is_refused_for_each_difference(
    run_activity: RunActivityFn, recognition_queue: str, blobs: BlobStore
) -> None:
    front, back = _cie()
    request = _request(
        blobs, MARIO_ROSSI, {SideName.FRONTE: front.image, SideName.RETRO: back.image}
    )
    read = await _read(run_activity, recognition_queue, request)
    assert read.errors == [
        messages.DOCUMENTO_NOME_DIVERSO,
        messages.DOCUMENTO_DATA_NASCITA_DIVERSA,
        messages.DOCUMENTO_CODICE_FISCALE_DIVERSO,
    ]
    # What was read stays on the card, for the applicant to see why.
    assert read.values.cognome == "DE LUCA"


async def test_the_back_uploaded_as_the_front_is_refused_on_that_side(
    run_activity: RunActivityFn, recognition_queue: str, blobs: BlobStore
) -> None:
    front, back = _cie()
    request = _request(blobs, _holder(front.person), {SideName.FRONTE: back.image})
    read = await _read(run_activity, recognition_queue, request)
    assert read.sideRefusals == {SideName.FRONTE: messages.DOCUMENTO_FRONTE_ATTESO}
    # Its fields are the other side's: none of them is kept for this one.
    assert read.values == DocumentFields()
    assert read.errors == [] and read.legible


async def test_another_document_is_refused_as_another_type(
    run_activity: RunActivityFn, recognition_queue: str, blobs: BlobStore
) -> None:
    health_card = synthetic.samples(DocumentKind.TESSERA_SANITARIA, 1, today=TODAY)[0]
    request = _request(blobs, _holder(health_card.person), {SideName.FRONTE: health_card.image})
    read = await _read(run_activity, recognition_queue, request)
    assert read.sideRefusals == {SideName.FRONTE: messages.DOCUMENTO_TIPO_DIVERSO}


async def test_a_photo_nobody_could_read_leaves_the_fields_to_type(
    run_activity: RunActivityFn, recognition_queue: str, blobs: BlobStore
) -> None:
    front, back = _cie()
    blurred = {
        SideName.FRONTE: synthetic.unreadable(front.image),
        SideName.RETRO: synthetic.unreadable(back.image),
    }
    request = _request(blobs, _holder(front.person), blurred)
    read = await _read(run_activity, recognition_queue, request)
    assert read.legible is False
    assert read.values == DocumentFields()
    assert (read.errors, read.sideRefusals) == ([], {})


async def test_a_code_recognition_does_not_read_is_refused_at_once(
    run_activity: RunActivityFn, recognition_queue: str, blobs: BlobStore
) -> None:
    front, _ = _cie()
    request = _request(blobs, MARIO_ROSSI, {SideName.FRONTE: front.image}, code=DocumentCode.ARED)
    with pytest.raises(WorkflowFailureError) as failed:
        await _read(run_activity, recognition_queue, request, attempts=3)
    cause = failed.value.cause
    assert isinstance(cause, ActivityError) and cause.cause is not None
    assert "not read by recognition" in str(cause.cause)


# --- heartbeats and the cache, on a worker of the test's own with a slowed or counted reader ------


def _slow(seconds: float) -> Callable[..., Recognised]:
    def read(photo: Image.Image, kind: DocumentKind, side: Side, *, today: date) -> Recognised:
        time.sleep(seconds)  # a page that takes its time, as a big scan on a busy core does
        return recognise(photo, kind, side, today=today)

    return read


async def _with_worker(
    client: Client,
    activities: RecognitionActivities,
    run: Callable[[str], Any],
) -> Any:
    queue = f"recognition-test-{uuid.uuid4()}"
    async with Worker(
        client,
        task_queue=queue,
        activities=[activities.recognise_document],
        max_concurrent_activities=1,
    ):
        return await run(queue)


async def test_a_long_reading_heartbeats_past_its_heartbeat_timeout(
    temporal_client: Client, run_activity: RunActivityFn, blobs: BlobStore
) -> None:
    front, _ = _cie()
    request = _request(blobs, _holder(front.person), {SideName.FRONTE: front.image})
    slow = RecognitionActivities(blobs, heartbeat_every=0.2, read=_slow(3))
    read = await _with_worker(
        temporal_client,
        slow,
        lambda queue: _read(run_activity, queue, request, heartbeat_seconds=1),
    )
    assert read.values.numeroDocumento == "RY35322JP"


async def test_without_heartbeats_the_same_reading_is_given_up(
    temporal_client: Client, run_activity: RunActivityFn, blobs: BlobStore
) -> None:
    # The control of the test above: what the heartbeats save it from.
    front, _ = _cie()
    request = _request(blobs, _holder(front.person), {SideName.FRONTE: front.image})
    silent = RecognitionActivities(blobs, heartbeat_every=60, read=_slow(3))
    with pytest.raises(WorkflowFailureError) as failed:
        await _with_worker(
            temporal_client,
            silent,
            lambda queue: _read(run_activity, queue, request, heartbeat_seconds=1),
        )
    cause = failed.value.cause
    assert isinstance(cause, ActivityError) and isinstance(cause.cause, TimeoutError)
    assert cause.cause.type is TimeoutType.HEARTBEAT


async def test_the_front_is_read_once_when_the_back_arrives(
    temporal_client: Client, run_activity: RunActivityFn, blobs: BlobStore
) -> None:
    front, back = _cie()
    holder = _holder(front.person)
    reads: list[Side] = []

    def counted(photo: Image.Image, kind: DocumentKind, side: Side, *, today: date) -> Recognised:
        reads.append(side)
        return recognise(photo, kind, side, today=today)

    counting = RecognitionActivities(blobs, read=counted)
    first = _request(blobs, holder, {SideName.FRONTE: front.image})
    both = _request(blobs, holder, {SideName.FRONTE: front.image, SideName.RETRO: back.image})

    async def run(queue: str) -> tuple[DocumentRead, DocumentRead]:
        return (
            await _read(run_activity, queue, first),
            await _read(run_activity, queue, both),
        )

    alone, together = await _with_worker(temporal_client, counting, run)
    assert reads == [Side.FRONTE, Side.RETRO]
    assert alone.values.numeroDocumento == together.values.numeroDocumento == "RY35322JP"


async def test_the_cache_keeps_the_latest_sides_of_each_day(blobs: BlobStore) -> None:
    reads: list[tuple[str, date]] = []

    def counted(photo: Image.Image, kind: DocumentKind, side: Side, *, today: date) -> Recognised:
        reads.append((side.value, today))
        return Recognised()

    activities = RecognitionActivities(blobs, read=counted, cache_size=2)
    white, grey = (Image.new("RGB", (800, 500), colour) for colour in ("white", "grey"))
    one = _request(blobs, MARIO_ROSSI, {SideName.FRONTE: white})
    other = _request(blobs, MARIO_ROSSI, {SideName.FRONTE: grey})
    # Whether a document has expired depends on the day: another day is another reading.
    tomorrow = one.model_copy(update={"today": date(2026, 11, 24)})
    environment = ActivityEnvironment()
    for request in (one, one, tomorrow, other, one):
        await environment.run(activities.recognise_document, request)
    # `one` of today was read again only after two newer readings pushed it out.
    assert reads == [
        ("fronte", TODAY),
        ("fronte", date(2026, 11, 24)),
        ("fronte", TODAY),
        ("fronte", TODAY),
    ]
