"""Placeholder until the document checks land (helper branch `recog`)."""

from temporalio import activity

from activities.models import DocumentCheck, DocumentChecked


class IdentityDocumentActivities:
    @activity.defn
    async def check_document_fields(self, request: DocumentCheck) -> DocumentChecked:
        raise NotImplementedError
