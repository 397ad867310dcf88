"""The back office's webhook (api/routes/backoffice.py): which application a signed request
is (its events taken: store/webhook_events.py)."""

from sqlalchemy import select
from sqlalchemy.orm import Session

from store.models import Application


def application_of_request(session: Session, request_number: str) -> str | None:
    """The application that created this request; the latest, should one ever be made twice."""
    return session.scalars(
        select(Application.draft_id)
        .where(Application.request_number == request_number)
        .order_by(Application.updated_at.desc())
        .limit(1)
    ).first()
