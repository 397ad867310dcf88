"""Loan applications: start with the light form, submit steps, read the snapshot."""

import uuid

from fastapi import APIRouter
from pydantic import BaseModel, ConfigDict
from temporalio import common
from temporalio.client import (
    WithStartWorkflowOperation,
    WorkflowHandle,
    WorkflowQueryFailedError,
    WorkflowUpdateFailedError,
)
from temporalio.exceptions import ApplicationError
from temporalio.service import RPCError, RPCStatusCode

from api.deps import CurrentApplication, SessionDep, SettingsDep, TemporalDep
from api.errors import ApiError
from journey import constants, messages
from journey.forms import BasicInfoForm, normalise_basic_info, validate_basic_info
from journey.models.simulator import SimulatorData
from runtime.temporal import CHANNEL, STATUS
from store.applications import issue_token
from workflows.loan_application import LoanApplicationWorkflow
from workflows.models import Snapshot, StartApplication, StepResult

router = APIRouter(prefix="/applications", tags=["applications"])


class StartRequest(BaseModel):
    model_config = ConfigDict(extra="forbid")

    simulator: SimulatorData
    form: BasicInfoForm


class FormRequest(BaseModel):
    model_config = ConfigDict(extra="forbid")

    form: BasicInfoForm


class Started(StepResult):
    applicationId: str
    token: str


def _reject_malformed(form: BasicInfoForm) -> None:
    # The workflow's validator applies the same rule; answering here first means a half-filled
    # form never starts a workflow at all.
    errors = validate_basic_info(normalise_basic_info(form))
    if errors:
        raise ApiError(422, "validation_error", messages.CONTROLLA_CAMPI, errors)


def _step_failure(
    exc: WorkflowUpdateFailedError, application_id: str, token: str | None
) -> ApiError:
    cause = exc.cause
    extra = {"applicationId": application_id, "token": token} if token else None
    if isinstance(cause, ApplicationError) and cause.type == "BackOfficeUnavailable":
        return ApiError(
            503, "backoffice_unavailable", messages.SERVIZIO_NON_DISPONIBILE, extra=extra
        )
    return ApiError(422, "validation_error", messages.CONTROLLA_CAMPI, extra=extra)


@router.post("", response_model=Started)
async def create_application(
    request: StartRequest, temporal: TemporalDep, session: SessionDep, settings: SettingsDep
) -> Started:
    """Starts an application with its first submission (Update-With-Start)."""
    _reject_malformed(request.form)
    application_id = f"loan-{uuid.uuid4()}"
    token = issue_token(session, application_id)
    session.commit()
    start = WithStartWorkflowOperation(
        LoanApplicationWorkflow.run,
        StartApplication(simulator=request.simulator, channel=constants.CANALE_ACQUISIZIONE),
        id=application_id,
        task_queue=settings.task_queue,
        id_conflict_policy=common.WorkflowIDConflictPolicy.FAIL,
        search_attributes=common.TypedSearchAttributes(
            [
                common.SearchAttributePair(STATUS, "created"),
                common.SearchAttributePair(CHANNEL, constants.CANALE_ACQUISIZIONE),
            ]
        ),
    )
    try:
        result = await temporal.execute_update_with_start_workflow(
            LoanApplicationWorkflow.submit_basic_info, request.form, start_workflow_operation=start
        )
    except WorkflowUpdateFailedError as exc:
        raise _step_failure(exc, application_id, token) from exc
    return Started(applicationId=application_id, token=token, **result.model_dump())


@router.get("/{application_id}", response_model=Snapshot)
async def read_application(application_id: CurrentApplication, temporal: TemporalDep) -> Snapshot:
    """The application's snapshot, with the route the applicant belongs on."""
    handle = temporal.get_workflow_handle_for(LoanApplicationWorkflow.run, application_id)
    try:
        return await handle.query(LoanApplicationWorkflow.snapshot)
    except (WorkflowQueryFailedError, RPCError) as exc:
        raise _not_found_or_unavailable(exc) from exc


@router.post("/{application_id}/basic-info", response_model=StepResult)
async def submit_basic_info(
    application_id: CurrentApplication, request: FormRequest, temporal: TemporalDep
) -> StepResult:
    """The light form again, after a correction."""
    _reject_malformed(request.form)
    handle: WorkflowHandle = temporal.get_workflow_handle_for(
        LoanApplicationWorkflow.run, application_id
    )
    try:
        return await handle.execute_update(LoanApplicationWorkflow.submit_basic_info, request.form)
    except WorkflowUpdateFailedError as exc:
        raise _step_failure(exc, application_id, None) from exc
    except RPCError as exc:
        raise _not_found_or_unavailable(exc) from exc


def _not_found_or_unavailable(exc: Exception) -> ApiError:
    if isinstance(exc, RPCError) and exc.status == RPCStatusCode.NOT_FOUND:
        return ApiError(404, "not_found", messages.RICHIESTA_NON_TROVATA)
    return ApiError(503, "temporal_unavailable", messages.SERVIZIO_NON_DISPONIBILE)
