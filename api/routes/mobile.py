"""The phone of the documents step's hand-off (§2 /main/documenti/mobile?code=…).

It opens the QR's code once and gets an upload token: good for this application's document
cards and their uploads, nothing else. The cards it sees carry no personal data: what each
document is, its sides, and whether they are in.
"""

from datetime import datetime
from typing import Annotated

from fastapi import APIRouter, Depends, File, Form, Header, UploadFile
from pydantic import BaseModel, Field

from api.bodies import Body
from api.db import in_transaction, transaction
from api.deps import SessionsDep, SettingsDep, TemporalDep
from api.errors import ApiError, responses
from api.ratelimit import MOBILE, UPLOAD, UPLOADS_PER_APPLICATION, application_limited, limited
from api.routes.documents import SlotId, upload_to
from api.workflow import query
from journey import messages
from journey.models.documents import (
    DocumentCategory,
    DocumentCode,
    DocumentsView,
    SideName,
    SlotStatus,
)
from store.mobile_links import CodeRefused, application_for_upload_token, open_code
from workflows.loan_application import LoanApplicationWorkflow
from workflows.models import Snapshot

router = APIRouter(prefix="/mobile", tags=["mobile"])


class SessionRequest(Body):
    code: str = Field(min_length=16, max_length=64)


class MobileSession(BaseModel):
    token: str
    expiresAt: datetime


@router.post(
    "/session",
    response_model=MobileSession,
    dependencies=[limited(MOBILE)],
    responses=responses(410, 422, 429, 503),
)
async def open_session(request: SessionRequest, sessions: SessionsDep) -> MobileSession:
    """The QR's code, opened on this phone: an upload token, once."""
    try:
        opened = await in_transaction(sessions, lambda session: open_code(session, request.code))
    except CodeRefused:
        raise ApiError(410, "code_used", messages.CODICE_TELEFONO_NON_VALIDO) from None
    return MobileSession(token=opened.token, expiresAt=opened.expires_at)


def upload_application(
    sessions: SessionsDep,
    authorization: Annotated[str | None, Header(alias="b2b-authorization")] = None,
) -> str:
    """The application an upload token may upload to."""
    owner = (
        transaction(sessions, lambda s: application_for_upload_token(s, authorization or ""))
        if authorization
        else None
    )
    if owner is None:
        raise ApiError(401, "invalid_token", messages.SESSIONE_TELEFONO_SCADUTA)
    return owner


UploadApplication = Annotated[str, Depends(upload_application)]


class MobileSide(BaseModel):
    side: SideName
    uploaded: bool
    refusal: str | None = None


class MobileSlot(BaseModel):
    id: str
    category: DocumentCategory
    code: DocumentCode
    codes: list[DocumentCode]
    sides: list[MobileSide]
    status: SlotStatus


class MobileDocuments(BaseModel):
    slots: list[MobileSlot]


def mobile_view(documents: DocumentsView | None) -> MobileDocuments:
    """The cards without their fields or names: what the phone needs to upload, nothing else."""
    if documents is None or documents.sent:
        return MobileDocuments(slots=[])
    return MobileDocuments(
        slots=[
            MobileSlot(
                id=s.id,
                category=s.category,
                code=s.code,
                codes=s.codes,
                sides=[
                    MobileSide(side=x.side, uploaded=x.uploaded, refusal=x.refusal) for x in s.sides
                ],
                status=s.status,
            )
            for s in documents.slots
        ]
    )


@router.get("/documents", response_model=MobileDocuments, responses=responses(401, 404, 422, 503))
async def mobile_documents(
    application_id: UploadApplication, temporal: TemporalDep
) -> MobileDocuments:
    """The document cards to upload from the phone."""
    handle = temporal.get_workflow_handle(application_id)
    snapshot: Snapshot = await query(handle, LoanApplicationWorkflow.snapshot)
    return mobile_view(snapshot.documenti)


@router.post(
    "/documents/{slot_id}/{side}",
    response_model=MobileDocuments,
    dependencies=[application_limited(UPLOAD, UPLOADS_PER_APPLICATION, upload_application)],
    responses=responses(401, 404, 409, 410, 413, 422, 429, 503),
)
async def mobile_upload(
    slot_id: SlotId,
    side: SideName,
    code: Annotated[DocumentCode, Form()],
    file: Annotated[UploadFile, File(description="JPEG, PNG, HEIC or PDF, at most 10 MB")],
    application_id: UploadApplication,
    temporal: TemporalDep,
    settings: SettingsDep,
) -> MobileDocuments:
    """One side from the phone; the desktop page follows by its event stream."""
    handle = temporal.get_workflow_handle(application_id)
    result = await upload_to(handle, slot_id, side, code, file, settings.blob_dir, from_phone=True)
    if not result.ok and result.errors.get("file"):
        message = result.errors["file"]
        raise ApiError(422, "file_refused", message, {"file": message})
    return mobile_view(result.snapshot.documenti)
