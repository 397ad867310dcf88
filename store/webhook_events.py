"""The webhooks' events already taken (store/models.IdentityCheckEvent, BackofficeEvent): each
event id is taken once, whatever its signature, so a captured request sent again changes
nothing; and forgotten once its time could no longer pass."""

from datetime import UTC, datetime, timedelta

from sqlalchemy import delete
from sqlalchemy.orm import Session

from store.models import BackofficeEvent, IdentityCheckEvent

TakenEvent = type[IdentityCheckEvent] | type[BackofficeEvent]


def event_taken(session: Session, table: TakenEvent, event_id: str) -> bool:
    return session.get(table, event_id) is not None


def take_event(session: Session, table: TakenEvent, event_id: str, *, keep: timedelta) -> None:
    """Remembers an event as taken, once its application has it; events older than `keep`
    (past the signature's time window, so refused anyway) are forgotten."""
    now = datetime.now(UTC)
    session.execute(delete(table).where(table.received_at < now - keep))
    if session.get(table, event_id) is None:
        session.add(table(event_id=event_id, received_at=now))
