"""deliver_documents on the journey's worker: the files reach the sandbox back office once."""

import io
import uuid

import httpx
import pytest
from PIL import Image

from activities.models import BackOfficeSession, DocumentFile, DocumentsDelivery
from journey.models.documents import DocumentCode, SideName
from runtime.settings import Settings
from store.blobs import BlobStore
from tests.activities.conftest import RunActivityFn


def _image(colour: str, kind: str) -> bytes:
    buffer = io.BytesIO()
    Image.new("RGB", (120, 80), colour).save(buffer, kind)
    return buffer.getvalue()


@pytest.mark.usefixtures("worker")
async def test_every_file_reaches_the_back_office_once(
    run_activity: RunActivityFn, settings: Settings, sandbox_url: str
) -> None:
    assert settings.blob_dir is not None
    blobs = BlobStore(settings.blob_dir)
    contents = {
        (DocumentCode.DIG, SideName.FRONTE): _image("white", "JPEG"),
        (DocumentCode.DIG, SideName.RETRO): _image("grey", "JPEG"),
        (DocumentCode.DRED, SideName.FRONTE): _image("black", "PNG"),
    }
    draft_id = f"loan-{uuid.uuid4()}"
    delivery = DocumentsDelivery(
        session=BackOfficeSession(draftId=draft_id, fiscalCode="RSSMRA85T10F205R"),
        files=[
            DocumentFile(code=code, side=side, blob=blobs.put(content))
            for (code, side), content in contents.items()
        ],
    )

    def received() -> dict[tuple[str, str], dict[str, object]]:
        listed = httpx.get(f"{sandbox_url}/operator/api/files", params={"draftId": draft_id})
        return {(f["codDocumento"], f["lato"]): f for f in listed.json()}

    await run_activity("deliver_documents", delivery, task_queue=settings.task_queue)
    first = received()
    assert set(first) == {(code.value, side.value) for code, side in contents}
    for (code, side), content in contents.items():
        stored = first[(code.value, side.value)]
        assert stored["versione"] == 1
        file = httpx.get(f"{sandbox_url}/operator/files/{stored['id']}")
        assert file.content == content
    assert first[("DRED", "fronte")]["tipoContenuto"] == "image/png"
    # Sent again (the applicant pressed send twice, or the activity was retried): nothing new.
    await run_activity("deliver_documents", delivery, task_queue=settings.task_queue)
    assert received() == first
