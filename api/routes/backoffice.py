"""The back office's webhook: a signed request changed (an anomaly raised on one of its
documents, its outcome set). DESIGN §3: events from outside are Signals.

No application token opens it: it is trusted by its HMAC-SHA256 signature over the raw body,
and a signed event is taken once and only while it is recent, so a captured request sent again
changes nothing. It says which request and what kind of change; the workflow reads the request
from the back office itself, so a forged or stale event could at most cause one more read.
"""

import logging
from datetime import datetime, timedelta
from typing import Annotated, Literal

from fastapi import APIRouter, Header, Request
from pydantic import BaseModel, Field
from temporalio.service import RPCError, RPCStatusCode

from api.db import in_transaction
from api.deps import SessionsDep, SettingsDep, TemporalDep
from api.errors import ApiError, responses
from api.webhooks import claimed, recent, released, signed_event
from journey import messages
from store.backoffice_events import application_of_request
from store.models import BackofficeEvent
from workflows.loan_application import LoanApplicationWorkflow
from workflows.models import PracticeEvent

router = APIRouter(tags=["back office"])
log = logging.getLogger(__name__)
SIGNATURE_HEADER = "X-Backoffice-Signature"


class BackofficeEventIn(BaseModel):
    """As the back office sends it: compact JSON, signed byte for byte."""

    idEvento: str = Field(min_length=1, max_length=64)
    tipo: Literal["ANOMALIA", "ESITO"]
    numPratica: str = Field(pattern=r"^\d{8}$")
    dataEvento: datetime


class EventTaken(BaseModel):
    """What the back office reads: taken, or ignored (a replay, an old event, a request that
    is not followed online any more)."""

    status: Literal["taken", "ignored"]


@router.post(
    "/pratiche/eventi",
    response_model=EventTaken,
    responses=responses(401, 422, 503),
)
async def backoffice_event(
    request: Request,
    settings: SettingsDep,
    sessions: SessionsDep,
    temporal: TemporalDep,
    signature: Annotated[str, Header(alias=SIGNATURE_HEADER, max_length=128)] = "",
) -> EventTaken:
    """401 unsigned or badly signed; 200 "ignored" for a replay, an old event or a request no
    application of ours made; otherwise the application's workflow gets a Signal. 503 when
    Temporal cannot take it: not taken, so the back office sends it again."""
    secret = settings.backoffice_webhook_token.get_secret_value()
    event = await signed_event(request, signature, secret, BackofficeEventIn, "back-office event")
    window = timedelta(seconds=settings.backoffice_webhook_tolerance_seconds)
    if not recent(event.dataEvento, window):
        log.warning("back-office event ignored: outside the time window")
        return EventTaken(status="ignored")

    if not await claimed(sessions, BackofficeEvent, event.idEvento, window):
        log.info("back-office event ignored: already taken")
        return EventTaken(status="ignored")
    draft_id = await in_transaction(
        sessions, lambda session: application_of_request(session, event.numPratica)
    )
    if not draft_id:
        log.warning("back-office event %s for a request no application made", event.tipo)
        return EventTaken(status="ignored")
    try:
        await temporal.get_workflow_handle(draft_id).signal(
            LoanApplicationWorkflow.practice_changed,
            PracticeEvent(numPratica=event.numPratica, tipo=event.tipo),
        )
    except RPCError as exc:
        if exc.status is RPCStatusCode.NOT_FOUND:
            # The application's run is over (expired, or closed before the area existed): the
            # customer's link says so; nothing is left to tell.
            log.info("back-office event ignored: the application is closed")
            return EventTaken(status="ignored")
        log.error("back-office event not delivered: %s", type(exc).__name__)
        await released(sessions, BackofficeEvent, event.idEvento)
        raise ApiError(503, "unavailable", messages.SERVIZIO_NON_DISPONIBILE) from exc
    return EventTaken(status="taken")
