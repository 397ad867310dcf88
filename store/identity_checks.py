"""Remote identity checks (store/models.IdentityCheck, IdentityCheckEvent): which application a
provider's webhook is for, and which webhook events were already taken."""

from datetime import UTC, datetime, timedelta

from sqlalchemy import delete
from sqlalchemy.orm import Session

from store.applications import upsert_application
from store.models import IdentityCheck, IdentityCheckEvent


def record_check(session: Session, check_id: str, draft_id: str) -> None:
    """The check the provider runs for this application (idempotent)."""
    upsert_application(session, draft_id)
    if session.get(IdentityCheck, check_id) is None:
        session.add(
            IdentityCheck(check_id=check_id, draft_id=draft_id, created_at=datetime.now(UTC))
        )


def application_of_check(session: Session, check_id: str) -> str | None:
    row = session.get(IdentityCheck, check_id)
    return row.draft_id if row else None


def event_taken(session: Session, event_id: str) -> bool:
    return session.get(IdentityCheckEvent, event_id) is not None


def take_event(session: Session, event_id: str, *, keep: timedelta) -> None:
    """Remembers an event as taken, once its application has it; events older than `keep`
    (past the signature's time window, so refused anyway) are forgotten."""
    now = datetime.now(UTC)
    session.execute(delete(IdentityCheckEvent).where(IdentityCheckEvent.received_at < now - keep))
    if session.get(IdentityCheckEvent, event_id) is None:
        session.add(IdentityCheckEvent(event_id=event_id, received_at=now))
