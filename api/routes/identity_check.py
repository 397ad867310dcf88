"""The remote identity check (issue 15): the capture page's address, the check started when the
applicant comes back, the document data confirmed; and the provider's webhook.

The webhook is the one route no application token opens: it is trusted by its HMAC-SHA256
signature over the raw body (compared in constant time), and a signed event is taken once and
only while it is recent, so a captured request sent again changes nothing. It tells the
workflow which check changed; the workflow reads the result from the provider itself.
"""

import logging
from datetime import datetime, timedelta
from typing import Annotated
from urllib.parse import urlencode

from fastapi import APIRouter, Header, Request
from pydantic import BaseModel, Field
from temporalio.service import RPCError

from api.bodies import Body, EmptyBody
from api.db import in_transaction
from api.deps import SessionsDep, SettingsDep, TemporalDep
from api.errors import ApiError, responses
from api.webhooks import claimed, recent, released, signed_event
from api.workflow import ApplicationHandle, WorkflowAnswer, step, update
from journey import messages
from journey.models.documents import DocumentFields
from journey.routes import Route
from store.identity_checks import application_of_check, record_check
from store.models import IdentityCheckEvent as TakenEvent
from workflows.loan_application import LoanApplicationWorkflow
from workflows.models import (
    IdentityCheckConfirmation,
    IdentityCheckEvent,
    IdentityCheckRequested,
    IdentityCheckStart,
    IdentityCheckStarted,
    IdentityCheckSubmission,
    Snapshot,
    StepResult,
)

router = APIRouter(tags=["identity check"])
log = logging.getLogger(__name__)
STEP_ANSWERS = responses(401, 404, 409, 410, 422, 503)
SIGNATURE_HEADER = "X-SHA2-Signature"


class CaptureLink(BaseModel):
    """The provider's capture page, with this browser's short-lived SDK token."""

    url: str
    snapshot: Snapshot


class IdentityCheckConfirmationRequest(Body):
    values: DocumentFields = DocumentFields()


class WebhookObject(BaseModel):
    id: str = Field(min_length=1, max_length=64)
    status: str = Field(default="", max_length=32)


class WebhookPayload(BaseModel):
    resource_type: str = Field(max_length=32)
    action: str = Field(max_length=64)
    object: WebhookObject
    event_id: str = Field(min_length=1, max_length=64)
    timestamp: datetime


class Webhook(BaseModel):
    payload: WebhookPayload


class WebhookTaken(BaseModel):
    """What the provider reads: taken, or ignored (a replay, or a check that is not ours)."""

    status: str


@router.post(
    "/applications/{application_id}/onfido",
    response_model=CaptureLink,
    responses=STEP_ANSWERS,
)
async def start_identity_check(
    request: EmptyBody, application: ApplicationHandle, settings: SettingsDep
) -> CaptureLink:
    """/onfido "Inizia la verifica": the capture page's address; the browser goes there and
    comes back to /main/onfido."""
    started: IdentityCheckStarted = await update(
        application, LoanApplicationWorkflow.start_identity_check, IdentityCheckStart()
    )
    query = urlencode(
        {
            "sdk_token": started.sdkToken,
            "return_url": f"{settings.qr_code_url.rstrip('/')}/main{Route.ONFIDO}",
        }
    )
    return CaptureLink(url=f"{settings.idcheck_capture_url}?{query}", snapshot=started.snapshot)


@router.post(
    "/applications/{application_id}/onfido/check",
    response_model=StepResult,
    responses=STEP_ANSWERS,
)
async def submit_identity_check(
    request: EmptyBody, application: ApplicationHandle, sessions: SessionsDep
) -> StepResult:
    """Back from the capture page with the photos taken: the provider checks them."""
    requested: IdentityCheckRequested = await update(
        application, LoanApplicationWorkflow.submit_identity_check, IdentityCheckSubmission()
    )
    await in_transaction(
        sessions, lambda session: record_check(session, requested.checkId, application.id)
    )
    return requested.result


@router.post(
    "/applications/{application_id}/onfido/confirmation",
    response_model=StepResult,
    responses=STEP_ANSWERS,
)
async def confirm_identity_check(
    request: IdentityCheckConfirmationRequest, application: ApplicationHandle
) -> WorkflowAnswer:
    """/onfido/conferma: the document data the provider read, confirmed or corrected."""
    return await step(
        application,
        LoanApplicationWorkflow.confirm_identity_check,
        IdentityCheckConfirmation(values=request.values),
    )


@router.post(
    "/applications/{application_id}/onfido/skip",
    response_model=StepResult,
    responses=STEP_ANSWERS,
)
async def skip_identity_check(request: EmptyBody, application: ApplicationHandle) -> WorkflowAnswer:
    """ "Preferisco caricare i documenti": the documents step's own pages instead."""
    return await step(
        application, LoanApplicationWorkflow.skip_identity_check, IdentityCheckStart()
    )


@router.post(
    "/onfido/webhook",
    response_model=WebhookTaken,
    responses=responses(401, 422, 503),
)
async def identity_check_webhook(
    request: Request,
    settings: SettingsDep,
    sessions: SessionsDep,
    temporal: TemporalDep,
    signature: Annotated[str, Header(alias=SIGNATURE_HEADER, max_length=128)] = "",
) -> WebhookTaken:
    """The provider says a check changed. 401 unsigned or badly signed; 200 "ignored" for a
    replay, an old event or another resource; the application's workflow gets a Signal."""
    secret = settings.idcheck_webhook_token.get_secret_value()
    webhook = await signed_event(request, signature, secret, Webhook, "identity check webhook")
    payload = webhook.payload
    window = timedelta(seconds=settings.idcheck_webhook_tolerance_seconds)
    if not recent(payload.timestamp, window):
        log.warning("identity check webhook ignored: outside the time window")
        return WebhookTaken(status="ignored")
    if payload.resource_type != "check":
        return WebhookTaken(status="ignored")

    if not await claimed(sessions, TakenEvent, payload.event_id, window):
        log.info("identity check webhook ignored: event already taken")
        return WebhookTaken(status="ignored")
    draft_id = await in_transaction(
        sessions, lambda session: application_of_check(session, payload.object.id)
    )
    if not draft_id:
        log.warning("identity check webhook for an unknown check")
        return WebhookTaken(status="ignored")
    try:
        await temporal.get_workflow_handle(draft_id).signal(
            LoanApplicationWorkflow.identity_check_completed,
            IdentityCheckEvent(checkId=payload.object.id),
        )
    except RPCError as exc:
        # Not taken: the provider sends it again; the workflow's timer reads the check anyway.
        log.error("identity check webhook not delivered: %s", type(exc).__name__)
        await released(sessions, TakenEvent, payload.event_id)
        raise ApiError(503, "unavailable", messages.SERVIZIO_NON_DISPONIBILE) from exc
    return WebhookTaken(status="taken")
