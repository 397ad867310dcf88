"""Placeholder until the recognition activity lands (helper branch `recog`)."""

from temporalio import activity

from activities.models import DocumentRead, DocumentToRead


class RecognitionActivities:
    @activity.defn
    async def recognise_document(self, request: DocumentToRead) -> DocumentRead:
        raise NotImplementedError
