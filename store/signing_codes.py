"""Signing codes on their way to the back office (store/models.SigningCode): put by the API,
taken once by the signing activity."""

import secrets
from datetime import UTC, datetime, timedelta

from sqlalchemy import delete
from sqlalchemy.orm import Session

from store.applications import upsert_application
from store.db import as_utc
from store.models import SigningCode

# Long enough for the Update to reach the activity, even with retries; no code lives longer.
CODE_LIFETIME = timedelta(minutes=2)


def put_code(session: Session, draft_id: str, code: str) -> str:
    """Keeps the code for the signing activity; its reference goes to the workflow."""
    now = datetime.now(UTC)
    session.execute(delete(SigningCode).where(SigningCode.expires_at < now))
    upsert_application(session, draft_id)
    ref = secrets.token_urlsafe(24)
    session.add(SigningCode(ref=ref, draft_id=draft_id, code=code, expires_at=now + CODE_LIFETIME))
    return ref


def read_code(session: Session, ref: str, draft_id: str) -> str | None:
    """The code for its own application; None when dropped, expired or someone else's. A
    retried signing call reads it again (the back office answers a retry by its idempotency
    key), so it is dropped only once the call has an answer."""
    row = session.get(SigningCode, ref)
    if row is None or row.draft_id != draft_id or as_utc(row.expires_at) < datetime.now(UTC):
        return None
    return row.code


def drop_code(session: Session, ref: str) -> None:
    session.execute(delete(SigningCode).where(SigningCode.ref == ref))
