"""Remote identity checks (store/models.IdentityCheck): which application a provider's webhook
is for (its events taken: store/webhook_events.py)."""

from datetime import UTC, datetime

from sqlalchemy.orm import Session

from store.applications import upsert_application
from store.models import IdentityCheck


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
