"""The webhooks' events already taken (store/models.IdentityCheckEvent, BackofficeEvent): each
event id is taken once, whatever its signature, so a captured request sent again changes
nothing; and forgotten once its time could no longer pass."""

from datetime import UTC, datetime, timedelta

from sqlalchemy import delete
from sqlalchemy.orm import Session

from store.models import BackofficeEvent, IdentityCheckEvent

TakenEvent = type[IdentityCheckEvent] | type[BackofficeEvent]


def claim_event(session: Session, table: TakenEvent, event_id: str, *, keep: timedelta) -> None:
    """Takes the event before acting on it. Raises IntegrityError, at the latest when the
    transaction commits, when it was already taken, even by a copy being taken at this very
    moment: the key's uniqueness decides, not a read before a write. Events older than `keep`
    (past the signature's time window, so refused anyway) are forgotten."""
    now = datetime.now(UTC)
    session.execute(delete(table).where(table.received_at < now - keep))
    session.add(table(event_id=event_id, received_at=now))
    session.flush()


def release_event(session: Session, table: TakenEvent, event_id: str) -> None:
    """An event claimed but not delivered: its sender's next try is taken."""
    session.execute(delete(table).where(table.event_id == event_id))
