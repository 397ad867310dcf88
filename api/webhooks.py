"""What the two webhooks (the identity-check provider's, the back office's) share: no
application token opens them, so each is trusted by an HMAC-SHA256 signature over the raw body,
and an event is taken only while recent."""

import hashlib
import hmac
import json
import logging
from datetime import UTC, datetime, timedelta
from typing import TypeVar

from fastapi import Request
from pydantic import BaseModel, ValidationError
from sqlalchemy.exc import IntegrityError
from sqlalchemy.orm import Session, sessionmaker

from api.db import in_transaction
from api.errors import ApiError
from journey import messages
from store.webhook_events import TakenEvent, claim_event, release_event

log = logging.getLogger(__name__)
EventT = TypeVar("EventT", bound=BaseModel)


def signed(body: bytes, signature: str, secret: str) -> bool:
    """The sender's signature: hex HMAC-SHA256 of the raw body, compared in constant time."""
    expected = hmac.new(secret.encode(), body, hashlib.sha256).hexdigest()
    return hmac.compare_digest(expected, signature.strip().lower())


async def signed_event(
    request: Request, signature: str, secret: str, model: type[EventT], sender: str
) -> EventT:
    """The body as `model`: 401 unless signed with `secret` (nothing of it read before), 422
    when signed but not one."""
    body = await request.body()
    if not signature or not signed(body, signature, secret):
        log.warning("%s refused: bad signature", sender)
        raise ApiError(401, "invalid_signature", messages.RICHIESTA_NON_VALIDA)
    try:
        return model.model_validate(json.loads(body))
    except (ValueError, ValidationError, RecursionError) as exc:
        # RecursionError: a body nested thousands deep, which the parser does not refuse itself.
        raise ApiError(422, "invalid_event", messages.RICHIESTA_NON_VALIDA) from exc


def recent(sent_at: datetime, window: timedelta) -> bool:
    """Sent within the window either side of now (a naive time is read as UTC)."""
    moment = sent_at if sent_at.tzinfo else sent_at.replace(tzinfo=UTC)
    return abs(datetime.now(UTC) - moment) <= window


async def claimed(
    sessions: sessionmaker[Session], table: TakenEvent, event_id: str, window: timedelta
) -> bool:
    """The event taken before it is acted on, False when it already was: two copies at the same
    instant cannot both be (the table's key decides). Remembered as long as its time could
    pass, both sides of the window."""
    keep = 2 * window
    try:
        await in_transaction(
            sessions, lambda session: claim_event(session, table, event_id, keep=keep)
        )
    except IntegrityError:
        return False
    return True


async def released(sessions: sessionmaker[Session], table: TakenEvent, event_id: str) -> None:
    """An event claimed but not delivered: the sender's next try is taken."""
    await in_transaction(sessions, lambda session: release_event(session, table, event_id))
