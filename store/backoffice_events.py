"""The back office's webhook (api/routes/backoffice.py): which application a signed request
is, and which events were already taken."""

from datetime import UTC, datetime, timedelta

from sqlalchemy import delete, select
from sqlalchemy.orm import Session

from store.models import Application, BackofficeEvent


def application_of_request(session: Session, request_number: str) -> str | None:
    """The application that created this request; the latest, should one ever be made twice."""
    return session.scalars(
        select(Application.draft_id)
        .where(Application.request_number == request_number)
        .order_by(Application.updated_at.desc())
        .limit(1)
    ).first()


def event_taken(session: Session, event_id: str) -> bool:
    return session.get(BackofficeEvent, event_id) is not None


def take_event(session: Session, event_id: str, *, keep: timedelta) -> None:
    """Remembers an event as taken, once its application has it; events older than `keep`
    (past the signature's time window, so refused anyway) are forgotten."""
    now = datetime.now(UTC)
    session.execute(delete(BackofficeEvent).where(BackofficeEvent.received_at < now - keep))
    if session.get(BackofficeEvent, event_id) is None:
        session.add(BackofficeEvent(event_id=event_id, received_at=now))
