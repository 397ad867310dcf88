"""Loan applications: start with the light form, submit steps, read the snapshot."""

import asyncio
import uuid
from typing import Annotated

from fastapi import APIRouter, Response
from pydantic import Field
from temporalio import common
from temporalio.client import (
    WithStartWorkflowOperation,
    WorkflowUpdateFailedError,
)
from temporalio.service import RPCError

from api.bodies import Body
from api.db import in_transaction
from api.deps import SessionsDep, SettingsDep, TemporalDep
from api.errors import ApiError, not_found_or_unavailable, rejected, responses
from api.ratelimit import START, limited
from api.workflow import ApplicationHandle, WorkflowAnswer, query, snapshot, step
from journey import constants, messages
from journey.forms import BasicInfoForm, normalise_basic_info, validate_basic_info
from journey.models.personal_info import InformazioniPersonali
from journey.models.simulator import BoundedMarketingParams, OfferedSimulatorData
from journey.routes import Route
from journey.rules.support import support_step
from journey.steps import ApplicationStatus
from runtime.temporal import CHANNEL, STATUS, STEP
from store.applications import issue_token
from store.blobs import BlobStore
from workflows.loan_application import LoanApplicationWorkflow
from workflows.models import (
    OfferChoice,
    PersonalInfoChange,
    ResumeStart,
    ReviewRequest,
    SecciConfirmation,
    Snapshot,
    StartApplication,
    StepResult,
    application_id,
)

router = APIRouter(prefix="/applications", tags=["applications"])
# A step's Update: the token, the workflow's typed rejections, Temporal or the back office down.
STEP_ANSWERS = responses(401, 404, 409, 410, 413, 422, 503)


class StartRequest(Body):
    # What may start an application; the workflow keeps them as SimulatorData and MarketingParams.
    simulator: OfferedSimulatorData
    form: BasicInfoForm
    marketing: BoundedMarketingParams | None = None
    # The flag of the customer area's token in `simulator.token` (§7 elenco-parametri).
    userTokenFlag: Annotated[str | None, Field(max_length=10)] = None


class FormRequest(Body):
    form: BasicInfoForm


class Started(StepResult):
    applicationId: str
    token: str


@router.post(
    "",
    response_model=Started,
    dependencies=[limited(START)],
    responses=responses(403, 413, 422, 429, 503),
)
async def create_application(
    request: StartRequest, temporal: TemporalDep, sessions: SessionsDep, settings: SettingsDep
) -> Started:
    """Starts an application with its first submission (Update-With-Start)."""
    # The workflow's validator applies the same rule, but Update-With-Start starts the workflow
    # even when its Update is rejected: checked here, a half-filled form starts nothing.
    errors = validate_basic_info(normalise_basic_info(request.form))
    if errors:
        raise ApiError(422, "validation_error", messages.CONTROLLA_CAMPI, errors)
    new_id = application_id(str(uuid.uuid4()))
    start = WithStartWorkflowOperation(
        LoanApplicationWorkflow.run,
        StartApplication(
            simulator=request.simulator,
            channel=constants.CANALE_ACQUISIZIONE,
            publicUrl=settings.qr_code_url,
            draftExpiryDays=settings.draft_expiry_days,
            reminderAfterHours=settings.reminder_after_hours,
            marketing=request.marketing,
            userTokenFlag=request.userTokenFlag,
            recognitionTaskQueue=settings.recognition_task_queue,
            identityCheckMinutes=settings.idcheck_timeout_minutes,
            otpResendAfterSeconds=settings.otp_resend_after_seconds,
            trackingRefreshSeconds=settings.tracking_refresh_seconds,
        ),
        id=new_id,
        task_queue=settings.task_queue,
        id_conflict_policy=common.WorkflowIDConflictPolicy.FAIL,
        search_attributes=common.TypedSearchAttributes(
            [
                common.SearchAttributePair(STATUS, ApplicationStatus.CREATED),
                # Support staff find it on its first page before anything else is recorded.
                common.SearchAttributePair(STEP, support_step(Route.HOME)),
                common.SearchAttributePair(CHANNEL, constants.CANALE_ACQUISIZIONE),
            ]
        ),
    )
    # The token's row and the workflow need nothing of each other: written while Temporal
    # starts the application, the row costs the first answer none of its time. Should the row
    # fail, the application it would have opened is never reached and expires as a draft.
    token, result = await asyncio.gather(
        in_transaction(sessions, lambda session: issue_token(session, new_id)),
        temporal.execute_update_with_start_workflow(
            LoanApplicationWorkflow.submit_basic_info, request.form, start_workflow_operation=start
        ),
        return_exceptions=True,
    )
    if isinstance(token, BaseException):
        raise token
    if isinstance(result, WorkflowUpdateFailedError):
        raise rejected(result, {"applicationId": new_id, "token": token}) from result
    if isinstance(result, RPCError):
        raise not_found_or_unavailable(result) from result
    if isinstance(result, BaseException):
        raise result
    return Started(applicationId=new_id, token=token, **result.model_dump())


@router.get("/{application_id}", response_model=Snapshot, responses=responses(401, 404, 422, 503))
async def read_application(application: ApplicationHandle) -> WorkflowAnswer:
    """The application's snapshot, with the route the applicant belongs on."""
    return await snapshot(application, LoanApplicationWorkflow.snapshot)


@router.post("/{application_id}/basic-info", response_model=StepResult, responses=STEP_ANSWERS)
async def submit_basic_info(request: FormRequest, application: ApplicationHandle) -> WorkflowAnswer:
    """The light form again, after a correction."""
    return await step(application, LoanApplicationWorkflow.submit_basic_info, request.form)


class OfferRequest(Body):
    offer: OfferChoice


class SecciRequest(Body):
    confirmation: SecciConfirmation


class ReviewBody(Body):
    review: ReviewRequest


@router.post("/{application_id}/review", response_model=StepResult, responses=STEP_ANSWERS)
async def request_review(request: ReviewBody, application: ApplicationHandle) -> WorkflowAnswer:
    """After an automated refusal: a person at the provider reviews the decision."""
    return await step(application, LoanApplicationWorkflow.request_review, request.review)


class PersonalInfoRequest(Body):
    informazioniPersonali: InformazioniPersonali


# The SECCIs an offer choice or a renewal has made and e-mailed are counted by the workflow,
# in its state (constants.SECCI_PER_DAY): no count in the app database on the offer's path.
@router.post("/{application_id}/offer", response_model=StepResult, responses=STEP_ANSWERS)
async def choose_offer(request: OfferRequest, application: ApplicationHandle) -> WorkflowAnswer:
    """Step 2: the offer chosen; the SECCI is produced and sent by e-mail."""
    return await step(application, LoanApplicationWorkflow.choose_offer, request.offer)


@router.post("/{application_id}/secci", response_model=StepResult, responses=STEP_ANSWERS)
async def confirm_secci(request: SecciRequest, application: ApplicationHandle) -> WorkflowAnswer:
    """Step 3: the SECCI read and confirmed."""
    return await step(application, LoanApplicationWorkflow.confirm_secci, request.confirmation)


@router.post(
    "/{application_id}/secci-renewal",
    response_model=StepResult,
    responses=responses(401, 404, 409, 410, 422, 503),
)
async def renew_secci(application: ApplicationHandle) -> WorkflowAnswer:
    """On /resume/secci: a new SECCI dated today for the chosen offer, to read and confirm."""
    return await step(application, LoanApplicationWorkflow.renew_secci, ResumeStart())


@router.get(
    "/{application_id}/secci.pdf",
    response_class=Response,
    responses={
        200: {"content": {"application/pdf": {"schema": {"type": "string", "format": "binary"}}}},
        **responses(401, 404, 422, 503),
    },
)
async def read_secci(application: ApplicationHandle, settings: SettingsDep) -> Response:
    """The SECCI PDF, from our blob store (the browser never talks to the back office)."""
    key = await query(application, LoanApplicationWorkflow.secci_file)
    if not key:
        raise ApiError(404, "not_found", messages.RISORSA_NON_TROVATA)
    assert settings.blob_dir is not None
    content = BlobStore(settings.blob_dir).get(key)
    return Response(
        content,
        media_type="application/pdf",
        headers={
            "Content-Disposition": 'attachment; filename="SECCI.pdf"',
            "Cache-Control": "private, no-store",
        },
    )


@router.post("/{application_id}/personal-info", response_model=StepResult, responses=STEP_ANSWERS)
async def submit_personal_info(
    request: PersonalInfoRequest, application: ApplicationHandle
) -> WorkflowAnswer:
    """Step 4: personal data, each check's errors on its field."""
    return await step(
        application, LoanApplicationWorkflow.submit_personal_info, request.informazioniPersonali
    )


class PersonalInfoChangeRequest(Body):
    """No fields: the application is the one the token names."""


@router.post(
    "/{application_id}/personal-info-change", response_model=StepResult, responses=STEP_ANSWERS
)
async def change_personal_info(
    request: PersonalInfoChangeRequest, application: ApplicationHandle
) -> WorkflowAnswer:
    """/documenti/riepilogo "Modifica i tuoi dati": back to step 4's page, filled in."""
    return await step(
        application, LoanApplicationWorkflow.change_personal_info, PersonalInfoChange()
    )
