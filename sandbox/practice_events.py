"""The back office tells the product that a request changed: an anomaly raised on one of its
documents, or its outcome set (the product's webhook, POST /main/api/pratiche/eventi, signed
with HMAC-SHA256 over the exact bytes sent).

Sent once the operator's change is committed (the product reads the request at once), in the
background with retries, and each delivery kept in memory for the operator to read; the
product also reads the request whenever the customer opens its area, so a lost event delays
nothing the customer sees."""

import asyncio
import hashlib
import hmac
import json
import logging
import uuid
from collections import deque
from dataclasses import dataclass, field
from datetime import UTC, datetime
from typing import Any, Final, Literal

import httpx
from fastapi import APIRouter, FastAPI, Request
from pydantic import BaseModel, Field

log = logging.getLogger("sandbox.practice_events")

router = APIRouter(prefix="/operator/api", tags=["operator"])

SIGNATURE_HEADER: Final = "X-Backoffice-Signature"
# Waits before the second, third and fourth attempt of a delivery.
RETRY_DELAYS: Final = (0.5, 1.0, 2.0)
TIMEOUT_SECONDS: Final = 5.0
KEPT: Final = 200

Kind = Literal["ANOMALIA", "ESITO"]


@dataclass
class Delivery:
    event_id: str
    kind: str
    practice: str
    target: str
    attempts: int = 0
    status_code: int | None = None
    error: str | None = None
    created_at: datetime = field(default_factory=lambda: datetime.now(UTC))
    delivered_at: datetime | None = None


@dataclass
class Runtime:
    """The target (replaceable at run time: a test's API listens on a port known only then),
    the deliveries sent, newest first, and the tasks sending them."""

    url: str | None
    token: str
    deliveries: deque[Delivery] = field(default_factory=lambda: deque(maxlen=KEPT))
    tasks: set[asyncio.Task[None]] = field(default_factory=set)


class TargetIn(BaseModel):
    # Empty: no events are sent.
    url: str = Field(max_length=500, pattern=r"^(https?://[^\s]+)?$")
    token: str = Field(min_length=1, max_length=200)


def runtime_of(app: FastAPI) -> Runtime:
    runtime: Runtime = app.state.practice_events
    return runtime


def event_body(event_id: str, kind: Kind, practice: str) -> bytes:
    """Compact JSON: what is signed is exactly what is sent."""
    payload = {
        "idEvento": event_id,
        "tipo": kind,
        "numPratica": practice,
        "dataEvento": datetime.now(UTC).isoformat().replace("+00:00", "Z"),
    }
    return json.dumps(payload, separators=(",", ":")).encode()


def sign(body: bytes, token: str) -> str:
    return hmac.new(token.encode(), body, hashlib.sha256).hexdigest()


async def _attempt(delivery: Delivery, body: bytes, signature: str) -> bool:
    headers = {"Content-Type": "application/json", SIGNATURE_HEADER: signature}
    delivery.attempts += 1
    try:
        async with httpx.AsyncClient(timeout=TIMEOUT_SECONDS) as client:
            answer = await client.post(delivery.target, content=body, headers=headers)
    except httpx.HTTPError as error:
        delivery.status_code, delivery.error = None, f"{type(error).__name__}: {error}"[:500]
        return False
    delivery.status_code = answer.status_code
    delivery.error = None if answer.is_success else answer.text[:500]
    if answer.is_success:
        delivery.delivered_at = datetime.now(UTC)
    return answer.is_success


async def _deliver(delivery: Delivery, body: bytes, signature: str) -> None:
    if await _attempt(delivery, body, signature):
        return
    for delay in RETRY_DELAYS:
        await asyncio.sleep(delay)
        if await _attempt(delivery, body, signature):
            return
    log.warning(
        "practice event %s for %s not delivered after %d attempts: %s",
        delivery.kind,
        delivery.practice,
        delivery.attempts,
        delivery.error,
    )


def announce(app: FastAPI, kind: Kind, practice: str) -> None:
    """Send the event in the background; call it once the change is committed."""
    runtime = runtime_of(app)
    if not runtime.url:
        return
    event_id = str(uuid.uuid4())
    body = event_body(event_id, kind, practice)
    delivery = Delivery(event_id=event_id, kind=kind, practice=practice, target=runtime.url)
    runtime.deliveries.appendleft(delivery)
    task = asyncio.get_running_loop().create_task(
        _deliver(delivery, body, sign(body, runtime.token))
    )
    runtime.tasks.add(task)
    task.add_done_callback(runtime.tasks.discard)


def delivery_json(delivery: Delivery) -> dict[str, Any]:
    return {
        "idEvento": delivery.event_id,
        "tipo": delivery.kind,
        "numPratica": delivery.practice,
        "target": delivery.target,
        "attempts": delivery.attempts,
        "status_code": delivery.status_code,
        "last_error": delivery.error,
        "created_at": delivery.created_at.isoformat(),
        "delivered_at": delivery.delivered_at.isoformat() if delivery.delivered_at else None,
    }


@router.get("/practice-events")
def read_deliveries(request: Request) -> list[dict[str, Any]]:
    """The events sent to the product, newest first."""
    return [delivery_json(delivery) for delivery in runtime_of(request.app).deliveries]


@router.put("/practice-events/target")
def update_target(request: Request, target: TargetIn) -> dict[str, str]:
    """Replace where the events go, and the secret they are signed with."""
    runtime = runtime_of(request.app)
    runtime.url, runtime.token = target.url or None, target.token
    return {"url": target.url}
