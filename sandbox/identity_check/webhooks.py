"""Webhooks: registered targets plus the default one, signed deliveries with retries, and the
operator's replay of a delivery (the same bytes and signature, for replay-protection tests)."""

import asyncio
import hashlib
import hmac
import json
import logging
import secrets
import uuid
from datetime import UTC, datetime
from typing import Any, Final

import httpx
from fastapi import APIRouter, Request
from fastapi.responses import JSONResponse
from pydantic import BaseModel, Field, ValidationError
from sqlalchemy import select

from sandbox.db import Database, IdcheckDelivery, IdcheckWebhook
from sandbox.identity_check.applicants import json_body
from sandbox.identity_check.provider import (
    API,
    Runtime,
    database_of,
    invalid_model,
    iso,
    not_found,
    require_api_client,
    runtime_of,
)

router = APIRouter(tags=["identity check"])
log = logging.getLogger("sandbox.identity_check")

EVENT: Final = "check.completed"
# Waits before the second, third and fourth attempt of a delivery.
RETRY_DELAYS: Final = (0.5, 1.0, 2.0)
TIMEOUT_SECONDS: Final = 5.0
URL_PATTERN: Final = r"^https?://[^\s]+$"


class WebhookIn(BaseModel):
    url: str = Field(max_length=500, pattern=URL_PATTERN)
    events: list[str] = Field(default_factory=lambda: [EVENT])


class TargetIn(BaseModel):
    url: str = Field(max_length=500, pattern=URL_PATTERN)
    token: str = Field(min_length=1, max_length=200)


def sign(body: bytes, token: str) -> str:
    return hmac.new(token.encode(), body, hashlib.sha256).hexdigest()


def event_body(check_id: str, completed_at: datetime) -> bytes:
    """The event as Onfido sends it, compact: what is signed is exactly what is sent."""
    payload = {
        "payload": {
            "resource_type": "check",
            "action": EVENT,
            "object": {
                "id": check_id,
                "status": "complete",
                "completed_at_iso8601": iso(completed_at),
                "href": f"{API}/checks/{check_id}",
            },
            "event_id": str(uuid.uuid4()),
            "timestamp": iso(datetime.now(UTC)),
        }
    }
    return json.dumps(payload, separators=(",", ":")).encode()


async def _post(url: str, body: bytes, signature: str) -> tuple[int | None, str | None]:
    headers = {"Content-Type": "application/json", "X-SHA2-Signature": signature}
    try:
        async with httpx.AsyncClient(timeout=TIMEOUT_SECONDS) as client:
            answer = await client.post(url, content=body, headers=headers)
    except httpx.HTTPError as error:
        return None, f"{type(error).__name__}: {error}"[:500]
    return answer.status_code, None if answer.is_success else answer.text[:500]


async def _attempt(database: Database, delivery_id: str) -> bool:
    """One send of a stored delivery; its outcome is recorded."""
    with database.session() as session:
        delivery = session.get(IdcheckDelivery, delivery_id)
        if delivery is None:
            return False
        url, body, signature = delivery.target_url, delivery.body, delivery.signature
    status, error = await _post(url, body, signature)
    with database.session() as session:
        delivery = session.get(IdcheckDelivery, delivery_id)
        assert delivery is not None
        delivery.attempts += 1
        delivery.status_code, delivery.last_error = status, error
        if error is None:
            delivery.delivered_at = datetime.now(UTC)
    return error is None


async def _deliver(database: Database, delivery_id: str) -> None:
    if await _attempt(database, delivery_id):
        return
    for delay in RETRY_DELAYS:
        await asyncio.sleep(delay)
        if await _attempt(database, delivery_id):
            return
    log.warning("webhook delivery %s failed after %d attempts", delivery_id, 1 + len(RETRY_DELAYS))


async def announce(
    database: Database, runtime: Runtime, check_id: str, completed_at: datetime
) -> None:
    """Send check.completed to the default target and to every registered webhook."""
    body = event_body(check_id, completed_at)
    event_id = json.loads(body)["payload"]["event_id"]
    targets: list[tuple[str, str]] = []
    if runtime.webhook_url:
        targets.append((runtime.webhook_url, runtime.webhook_token))
    with database.session() as session:
        for webhook in session.scalars(select(IdcheckWebhook).where(IdcheckWebhook.enabled)):
            if EVENT in webhook.events:
                targets.append((webhook.url, webhook.token))
        deliveries = [
            IdcheckDelivery(
                id=str(uuid.uuid4()),
                check_id=check_id,
                event_id=event_id,
                target_url=url,
                body=body,
                signature=sign(body, token),
            )
            for url, token in targets
        ]
        session.add_all(deliveries)
    await asyncio.gather(*(_deliver(database, delivery.id) for delivery in deliveries))


def delivery_json(delivery: IdcheckDelivery) -> dict[str, Any]:
    return {
        "id": delivery.id,
        "check_id": delivery.check_id,
        "event_id": delivery.event_id,
        "target": delivery.target_url,
        "status_code": delivery.status_code,
        "attempts": delivery.attempts,
        "last_error": delivery.last_error,
        "created_at": iso(delivery.created_at),
        "delivered_at": iso(delivery.delivered_at),
    }


def webhook_json(webhook: IdcheckWebhook) -> dict[str, Any]:
    return {
        "id": webhook.id,
        "url": webhook.url,
        "token": webhook.token,
        "events": webhook.events,
        "enabled": webhook.enabled,
        "href": f"{API}/webhooks/{webhook.id}",
    }


@router.post(f"{API}/webhooks")
async def create_webhook(request: Request) -> JSONResponse:
    """Register a target; its generated token signs what it receives."""
    require_api_client(request)
    try:
        body = WebhookIn.model_validate(await json_body(request))
    except ValidationError as error:
        raise invalid_model(error) from error
    webhook = IdcheckWebhook(
        id=str(uuid.uuid4()), url=body.url, token=secrets.token_hex(32), events=body.events
    )
    with database_of(request).session() as session:
        session.add(webhook)
    return JSONResponse(webhook_json(webhook), status_code=201)


@router.get(f"{API}/webhooks")
def read_webhooks(request: Request) -> dict[str, Any]:
    """The registered webhooks."""
    require_api_client(request)
    with database_of(request).session() as session:
        query = select(IdcheckWebhook).order_by(IdcheckWebhook.created_at)
        return {"webhooks": [webhook_json(webhook) for webhook in session.scalars(query)]}


@router.put("/idcheck/operator/webhook-target")
async def update_webhook_target(request: Request) -> dict[str, str]:
    """Replace the default target (a test's API listens on a port known only at run time)."""
    try:
        body = TargetIn.model_validate(await json_body(request))
    except ValidationError as error:
        raise invalid_model(error) from error
    runtime = runtime_of(request)
    runtime.webhook_url, runtime.webhook_token = body.url, body.token
    return {"url": body.url}


def deliveries(database: Database) -> list[dict[str, Any]]:
    with database.session() as session:
        query = select(IdcheckDelivery).order_by(IdcheckDelivery.created_at.desc())
        return [delivery_json(delivery) for delivery in session.scalars(query.limit(200))]


@router.get("/idcheck/operator/deliveries")
def read_deliveries(request: Request) -> dict[str, Any]:
    """Webhook deliveries, newest first."""
    return {"deliveries": deliveries(database_of(request))}


@router.post("/idcheck/operator/deliveries/{delivery_id}/resend")
async def resend_delivery(request: Request, delivery_id: str) -> dict[str, Any]:
    """Send a delivery again, byte for byte with its signature: a replay, as an attacker would."""
    database = database_of(request)
    with database.session() as session:
        if session.get(IdcheckDelivery, delivery_id) is None:
            raise not_found("Delivery")
    await _attempt(database, delivery_id)
    with database.session() as session:
        delivery = session.get(IdcheckDelivery, delivery_id)
        assert delivery is not None
        return delivery_json(delivery)
