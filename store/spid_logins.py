"""SPID logins under way (store/models.SpidLogin): opened by /spid, consumed by the callback."""

import secrets
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta

from sqlalchemy.orm import Session

from store.applications import upsert_application
from store.db import as_utc
from store.hashing import token_hash
from store.models import SpidLogin

LOGIN_LIFETIME = timedelta(minutes=10)


@dataclass(frozen=True)
class PendingLogin:
    draft_id: str
    code_verifier: str
    nonce: str


def open_login(
    session: Session, draft_id: str, *, state_prefix: str, now: datetime | None = None
) -> tuple[str, PendingLogin]:
    """A new login: its state (the spec's `DS_` + draftId, then a random part nobody can
    guess), the PKCE verifier and the nonce, kept for the callback."""
    now = now or datetime.now(UTC)
    upsert_application(session, draft_id)
    state = f"{state_prefix}.{secrets.token_urlsafe(24)}"
    login = PendingLogin(draft_id, secrets.token_urlsafe(64), secrets.token_urlsafe(24))
    session.add(
        SpidLogin(
            state_hash=token_hash(state),
            draft_id=draft_id,
            code_verifier=login.code_verifier,
            nonce=login.nonce,
            expires_at=now + LOGIN_LIFETIME,
        )
    )
    return state, login


def consume_login(session: Session, state: str, now: datetime | None = None) -> PendingLogin | None:
    """The login a callback's state belongs to, once: the row goes whatever the outcome."""
    now = now or datetime.now(UTC)
    row = session.get(SpidLogin, token_hash(state))
    if row is None:
        return None
    session.delete(row)
    if as_utc(row.expires_at) < now:
        return None
    return PendingLogin(row.draft_id, row.code_verifier, row.nonce)
