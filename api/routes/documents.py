"""The documents step (issue 14): uploads, confirmations, sending, the phone hand-off's code,
and the stream of snapshot changes that moves the desktop page on when the phone uploads."""

import asyncio
import io
from collections.abc import AsyncIterator
from datetime import datetime
from typing import Annotated, Any

import segno
from fastapi import APIRouter, File, Form, Header, Path, Request, UploadFile
from fastapi.responses import StreamingResponse
from pydantic import BaseModel
from temporalio.client import WorkflowHandle

from api.bodies import Body, EmptyBody
from api.db import in_transaction
from api.deps import SessionsDep, SettingsDep, application_of, current_application
from api.errors import ApiError, closed, expired, responses
from api.ratelimit import UPLOAD, UPLOADS_PER_APPLICATION, application_limited
from api.uploads import store_upload
from api.workflow import ApplicationHandle, WatchedHandle, WorkflowAnswer, query, step, update
from journey import messages
from journey.models.documents import DocumentCode, DocumentFields, SideName
from journey.rules.routes import mobile_upload_link
from journey.steps import ApplicationStatus
from store.blobs import BlobStore
from store.mobile_links import issue_code
from workflows.loan_application import LoanApplicationWorkflow
from workflows.models import (
    DocumentConfirmation,
    DocumentsSubmission,
    DocumentUpload,
    Snapshot,
    StepResult,
)

router = APIRouter(prefix="/applications", tags=["documents"])
STEP_ANSWERS = responses(401, 404, 409, 410, 413, 422, 503)
SlotId = Annotated[str, Path(pattern=r"^[A-Za-z0-9]{1,8}$")]
# How often the stream asks the workflow for its snapshot: the desktop follows the phone
# within a second or two; and how long one stream lasts before the browser opens another
# (its token is checked again then).
POLL_SECONDS = 0.75
KEEP_ALIVE_SECONDS = 15.0
STREAM_SECONDS = 300.0
# The stream's token is checked again this often: a draft resumed on another device replaces
# it, and this device's stream stops (its reconnection is told why) instead of following the
# other device's steps.
TOKEN_CHECK_SECONDS = 5.0
QR_SIZE = 115


async def upload_to(
    handle: WorkflowHandle[Any, Any],
    slot_id: str,
    side: SideName,
    code: DocumentCode,
    file: UploadFile,
    blob_dir: Any,
    from_phone: bool = False,
) -> StepResult:
    """Stored first, then handed to the workflow by its key: a refused file stores nothing."""
    await _open_for_uploads(handle, slot_id)
    key, name = await store_upload(file, BlobStore(blob_dir), side)
    upload = DocumentUpload(
        slotId=slot_id, code=code, side=side, blob=key, fileName=name, fromPhone=from_phone
    )
    return await update(handle, LoanApplicationWorkflow.upload_document, upload)  # type: ignore[no-any-return]


async def _open_for_uploads(handle: WorkflowHandle[Any, Any], slot_id: str) -> None:
    """409 before a byte is stored when the application asks for no such document now.

    The workflow's validator decides (and refuses what this lets by), but a file is cleaned,
    re-encoded and written before the Update that would refuse it: a review stored 4.7 MB per
    request, never collected, by uploading to an application still at the offer. A Query costs
    the upload a few milliseconds against its seconds of reading."""
    snapshot: Snapshot = await query(handle, LoanApplicationWorkflow.snapshot)
    if snapshot.status is ApplicationStatus.EXPIRED:
        raise expired()
    if snapshot.status is not ApplicationStatus.CREATED:
        # The workflow's own answer to an Update on a signed or closed application.
        raise closed()
    view = snapshot.documenti
    if view is None or slot_id not in {slot.id for slot in view.slots}:
        raise ApiError(409, "out_of_step", messages.PASSO_NON_DISPONIBILE)


class ConfirmationRequest(Body):
    values: DocumentFields


@router.post(
    "/{application_id}/documents/{slot_id}/confirmation",
    response_model=StepResult,
    responses=STEP_ANSWERS,
)
async def confirm_document(
    slot_id: SlotId, request: ConfirmationRequest, application: ApplicationHandle
) -> WorkflowAnswer:
    """The fields of a document, confirmed or corrected by the applicant, then checked."""
    return await step(
        application,
        LoanApplicationWorkflow.confirm_document,
        DocumentConfirmation(slotId=slot_id, values=request.values),
    )


# After the confirmation's route: a path with a side would match `confirmation` first.
@router.post(
    "/{application_id}/documents/{slot_id}/{side}",
    response_model=StepResult,
    dependencies=[application_limited(UPLOAD, UPLOADS_PER_APPLICATION, current_application)],
    responses={**STEP_ANSWERS, **responses(429)},
)
async def upload_document(
    slot_id: SlotId,
    side: SideName,
    code: Annotated[DocumentCode, Form()],
    file: Annotated[UploadFile, File(description="JPEG, PNG, HEIC or PDF, at most 10 MB")],
    application: ApplicationHandle,
    settings: SettingsDep,
) -> StepResult:
    """One side of a document: read by text recognition, its fields filled on the card."""
    return await upload_to(application, slot_id, side, code, file, settings.blob_dir)


@router.post(
    "/{application_id}/documents/information", response_model=StepResult, responses=STEP_ANSWERS
)
async def save_information(request: EmptyBody, application: ApplicationHandle) -> WorkflowAnswer:
    """/documenti/salva-informazioni: no proof of income for this work position."""
    return await step(application, LoanApplicationWorkflow.save_information, DocumentsSubmission())


@router.post("/{application_id}/documents", response_model=StepResult, responses=STEP_ANSWERS)
async def submit_documents(request: EmptyBody, application: ApplicationHandle) -> WorkflowAnswer:
    """Every document to the back office, and CRM prospect Step 5."""
    return await step(application, LoanApplicationWorkflow.submit_documents, DocumentsSubmission())


class MobileLinkAnswer(BaseModel):
    code: str
    url: str
    # The QR code of the link, an SVG of 115 px to show on the card-qrcode.
    qrSvg: str
    expiresAt: datetime


@router.post(
    "/{application_id}/mobile-link",
    response_model=MobileLinkAnswer,
    responses=responses(401, 404, 409, 422, 503),
)
async def create_mobile_link(
    application: ApplicationHandle, sessions: SessionsDep, settings: SettingsDep
) -> MobileLinkAnswer:
    """A code for the phone of the hand-off, in a link and its QR; only in the documents step."""
    snapshot: Snapshot = await query(application, LoanApplicationWorkflow.snapshot)
    if snapshot.documenti is None or snapshot.documenti.sent:
        raise ApiError(409, "out_of_step", messages.CARICAMENTO_TELEFONO_NON_DISPONIBILE)
    issued = await in_transaction(sessions, lambda session: issue_code(session, application.id))
    url = mobile_upload_link(settings.qr_code_url, issued.code)
    return MobileLinkAnswer(
        code=issued.code, url=url, qrSvg=_qr_svg(url), expiresAt=issued.expires_at
    )


def _qr_svg(url: str) -> str:
    """The card-qrcode's QR (§2: size 115), as an SVG that scales without blur."""
    out = io.BytesIO()
    segno.make(url, error="m").save(
        out, kind="svg", border=2, xmldecl=False, omitsize=True, title="Codice QR"
    )
    svg = out.getvalue().decode()
    return svg.replace("<svg ", f'<svg width="{QR_SIZE}" height="{QR_SIZE}" ', 1)


@router.get(
    "/{application_id}/events",
    response_class=StreamingResponse,
    responses={
        200: {
            "description": "`snapshot` events whose data is the Snapshot as JSON",
            "content": {
                "text/event-stream": {
                    "schema": {
                        "type": "object",
                        "properties": {"event": {"type": "string"}, "data": {"type": "string"}},
                    }
                }
            },
        },
        **responses(401, 404, 422, 503),
    },
)
async def application_events(
    application: WatchedHandle,
    request: Request,
    sessions: SessionsDep,
    settings: SettingsDep,
    authorization: Annotated[str | None, Header(alias="b2b-authorization")] = None,
) -> StreamingResponse:
    """Server-sent events: `snapshot` with the whole snapshot each time it changes."""

    async def token_holds() -> bool:
        try:
            await application_of(sessions, settings, authorization, touch=False)
        except ApiError:
            return False
        return True

    async def stream() -> AsyncIterator[str]:
        loop = asyncio.get_running_loop()
        started = last_sent = checked = loop.time()
        previous = None
        while loop.time() - started < STREAM_SECONDS and not await request.is_disconnected():
            if loop.time() - checked > TOKEN_CHECK_SECONDS:
                if not await token_holds():
                    return
                checked = loop.time()
            try:
                snapshot: Snapshot = await query(application, LoanApplicationWorkflow.snapshot)
            except ApiError:
                # Temporal unreachable or the application gone: the browser reconnects later.
                return
            current = snapshot.model_dump_json()
            if current != previous:
                # Never a changed snapshot to a token replaced since the last check.
                if not await token_holds():
                    return
                previous, last_sent = current, loop.time()
                yield f"event: snapshot\ndata: {current}\n\n"
            elif loop.time() - last_sent > KEEP_ALIVE_SECONDS:
                last_sent = loop.time()
                yield ": still here\n\n"
            await asyncio.sleep(POLL_SECONDS)

    return StreamingResponse(
        stream(),
        media_type="text/event-stream",
        headers={"Cache-Control": "no-store", "X-Accel-Buffering": "no"},
    )
