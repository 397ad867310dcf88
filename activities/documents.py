"""Documents the back office produces, copied into our blob store for the applicant to read."""

from temporalio import activity
from temporalio.exceptions import ApplicationError

from activities.backoffice import BackOfficeClient, BackOfficeRejected
from activities.base import REJECTED
from activities.models import DocumentFetch, DocumentsDelivery, StoredDocument
from store.blobs import BlobStore


class DocumentActivities:
    def __init__(self, client: BackOfficeClient, blobs: BlobStore) -> None:
        self._client = client
        self._blobs = blobs

    @activity.defn
    async def store_document(self, fetch: DocumentFetch) -> StoredDocument:
        try:
            content = await self._client.download(fetch.url)
        except BackOfficeRejected as rejected:
            raise ApplicationError(str(rejected), type=REJECTED, non_retryable=True) from rejected
        if not content.startswith(b"%PDF-"):
            raise ApplicationError(
                "the back office sent something that is not a PDF",
                type=REJECTED,
                non_retryable=True,
            )
        return StoredDocument(key=self._blobs.put(content), size=len(content))

    @activity.defn
    async def deliver_documents(self, delivery: DocumentsDelivery) -> None:
        raise NotImplementedError
