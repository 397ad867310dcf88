"""After the signature (the anomaly area, /anomalie): where the request stands, and a document
the back office asks for again, sent with its front and, where it has one, its back."""

from datetime import UTC, datetime, timedelta
from typing import Annotated

from fastapi import APIRouter, File, Path, Request, UploadFile

from api.bodies import EmptyBody
from api.deps import SettingsDep, current_application
from api.errors import ApiError, responses
from api.ratelimit import UPLOAD, UPLOADS_PER_APPLICATION, application_limited
from api.uploads import store_upload
from api.workflow import ApplicationHandle, WorkflowAnswer, query, step, update
from journey import messages
from journey.models.documents import DocumentCode, SideName
from journey.steps import ApplicationStatus
from store.blobs import BlobStore
from workflows.loan_application import LoanApplicationWorkflow
from workflows.models import AnomalyCorrection, FollowRequest, Snapshot, StepResult

router = APIRouter(prefix="/applications", tags=["after sale"])
STEP_ANSWERS = responses(401, 404, 409, 410, 413, 422, 503)
SIDES = {side.value for side in SideName}


@router.post("/{application_id}/tracking", response_model=StepResult, responses=STEP_ANSWERS)
async def follow_request(
    request: EmptyBody, application: ApplicationHandle, settings: SettingsDep
) -> StepResult | WorkflowAnswer:
    """The request's state and its anomalies, as the back office has them now (at most every
    30 seconds; in between, as last read). ok false with `form` when they could not be read.

    A read moments ago is answered from the snapshot (a Query): a page reloaded in a loop writes
    nothing to the application's history; only a read due goes to the workflow as an Update.
    """
    snapshot: Snapshot = await query(application, LoanApplicationWorkflow.snapshot)
    read_at = snapshot.tracking.aggiornatoIl if snapshot.tracking else None
    if read_at is not None and snapshot.status is ApplicationStatus.SIGNED:
        age = datetime.now(UTC) - read_at
        if age < timedelta(seconds=settings.tracking_refresh_seconds):
            return StepResult(ok=True, snapshot=snapshot)
    return await step(application, LoanApplicationWorkflow.follow_request, FollowRequest())


@router.post(
    "/{application_id}/anomalies/{code}",
    response_model=StepResult,
    dependencies=[application_limited(UPLOAD, UPLOADS_PER_APPLICATION, current_application)],
    responses={**STEP_ANSWERS, **responses(429)},
)
async def correct_anomaly(
    code: Annotated[DocumentCode, Path(description="The document's code on the checklist")],
    fronte: Annotated[UploadFile, File(description="JPEG, PNG, HEIC or PDF, at most 10 MB")],
    application: ApplicationHandle,
    settings: SettingsDep,
    request: Request,
    retro: Annotated[UploadFile | None, File(description="The back, where it has one")] = None,
) -> StepResult:
    """The document sent again: each file checked and stored first (a refused file stores
    nothing and sends nothing), then handed to the workflow by its key. Nothing is stored for a
    request that is not followed after sale or a document that is not to be corrected, nor for
    a request with parts besides its two sides."""
    if set((await request.form()).keys()) - SIDES:
        raise ApiError(422, "invalid_request", messages.RICHIESTA_NON_VALIDA)
    snapshot: Snapshot = await query(application, LoanApplicationWorkflow.snapshot)
    if snapshot.status is not ApplicationStatus.SIGNED:
        raise ApiError(409, "out_of_step", messages.PASSO_NON_DISPONIBILE)
    tracking = snapshot.tracking
    if tracking is None or code.value not in {a.codDocumento for a in tracking.anomalie}:
        return StepResult(
            ok=False, errors={"form": messages.ANOMALIA_GIA_CORRETTA}, snapshot=snapshot
        )
    assert settings.blob_dir is not None  # set by the settings' own defaults
    blobs = BlobStore(settings.blob_dir)
    correction = AnomalyCorrection(
        codDocumento=code,
        fronte=await _stored(fronte, SideName.FRONTE, blobs),
        retro=await _stored(retro, SideName.RETRO, blobs) if retro is not None else None,
    )
    return await update(application, LoanApplicationWorkflow.correct_anomaly, correction)  # type: ignore[no-any-return]


async def _stored(file: UploadFile, side: SideName, blobs: BlobStore) -> str:
    """One side stored; a refusal names the side's field, so the page shows it there."""
    try:
        key, _ = await store_upload(file, blobs, side)
    except ApiError as refused:
        refused.errors = {side.value: refused.message}
        raise
    return key
