"""Documents between us and the back office: the PDFs it produces, copied into our blob store for
the applicant to read, and the applicant's uploads, handed to it at the end of the step."""

import base64
from typing import Final

from temporalio import activity
from temporalio.exceptions import ApplicationError

from activities.backoffice import BackOfficeClient, BackOfficeRejected
from activities.base import REJECTED, BackOfficeActivities
from activities.models import DocumentFetch, DocumentsDelivery, StoredDocument
from store.blobs import BlobStore

# The types the API stores uploads as, by their first bytes. (recognition.uploads knows them
# too, but importing it would load its image and PDF decoders into the journey's worker.)
CONTENT_TYPES: Final = (
    (b"\xff\xd8\xff", "image/jpeg"),
    (b"\x89PNG\r\n\x1a\n", "image/png"),
    (b"%PDF-", "application/pdf"),
)


def content_type(content: bytes) -> str:
    return next((kind for magic, kind in CONTENT_TYPES if content.startswith(magic)), "")


async def copy_pdf(client: BackOfficeClient, blobs: BlobStore, url: str) -> StoredDocument:
    """A PDF the back office produced (its allegati_URL), copied into our blob store for the
    applicant to read; anything that is not a PDF is refused, not stored."""
    try:
        content = await client.download(url)
    except BackOfficeRejected as rejected:
        raise ApplicationError(str(rejected), type=REJECTED, non_retryable=True) from rejected
    if not content.startswith(b"%PDF-"):
        raise ApplicationError(
            "the back office sent something that is not a PDF",
            type=REJECTED,
            non_retryable=True,
        )
    return StoredDocument(key=blobs.put(content), size=len(content))


class DocumentActivities(BackOfficeActivities):
    def __init__(self, client: BackOfficeClient, blobs: BlobStore) -> None:
        super().__init__(client)
        self._blobs = blobs

    @activity.defn
    async def store_document(self, fetch: DocumentFetch) -> StoredDocument:
        return await copy_pdf(self._client, self._blobs, fetch.url)

    @activity.defn
    async def deliver_documents(self, delivery: DocumentsDelivery) -> None:
        """Each file to the back office's caricaDocumento, by application, code and side.

        Delivering the same file again is harmless: the back office keeps one copy of each
        side, and the idempotency key of each file is its own. A retry after a failure starts
        from the first file not yet delivered, which the heartbeat remembers.
        """
        details = activity.info().heartbeat_details
        done = int(details[0]) if details else 0
        for index, file in enumerate(delivery.files):
            if index < done:
                continue
            content = self._blobs.get(file.blob)
            request = {
                "draftId": delivery.session.draftId,
                "codDocumento": file.code.value,
                "lato": file.side.value,
                # Anything else is refused by the back office, as it should be.
                "tipoContenuto": content_type(content) or "application/octet-stream",
                "contenuto": base64.b64encode(content).decode("ascii"),
                "sha256": file.blob,
            }
            suffix = f":{file.code.value}:{file.side.value}:{file.blob[:16]}"
            await self._call("caricaDocumento", request, delivery.session, key_suffix=suffix)
            activity.heartbeat(index + 1)
