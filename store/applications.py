"""Reads and writes of the application index, the access tokens and the event log."""

import secrets
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from typing import Any

from sqlalchemy import select, update
from sqlalchemy.dialects.postgresql import insert as pg_insert
from sqlalchemy.dialects.sqlite import insert as sqlite_insert
from sqlalchemy.orm import Session

from store.hashing import token_hash
from store.models import AccessToken, Application, EventLog


def upsert_application(session: Session, draft_id: str, **fields: Any) -> None:
    """Creates or updates one index row; used by the worker after every step."""
    values = {"draft_id": draft_id, **fields}
    insert = (
        pg_insert if session.bind and session.bind.dialect.name == "postgresql" else sqlite_insert
    )
    statement = insert(Application).values(values)
    if fields:
        statement = statement.on_conflict_do_update(index_elements=["draft_id"], set_=fields)
    else:
        statement = statement.on_conflict_do_nothing(index_elements=["draft_id"])
    session.execute(statement)


def get_application(session: Session, draft_id: str) -> Application | None:
    return session.get(Application, draft_id)


def issue_token(session: Session, draft_id: str, replace: bool = False) -> str:
    """A fresh token bound to one application; `replace` revokes the ones issued before."""
    upsert_application(session, draft_id)
    now = datetime.now(UTC)
    if replace:
        session.execute(
            update(AccessToken)
            .where(AccessToken.draft_id == draft_id, AccessToken.replaced_at.is_(None))
            .values(replaced_at=now)
        )
    token = secrets.token_urlsafe(32)
    session.add(
        AccessToken(
            token_hash=token_hash(token), draft_id=draft_id, issued_at=now, last_used_at=now
        )
    )
    return token


@dataclass(frozen=True)
class TokenLifetime:
    """How long a token works: `idle` since its last use, `absolute` since it was issued."""

    idle: timedelta
    absolute: timedelta


# Touching a token on every request would be a write per request; once a minute is enough.
TOUCH_EVERY = timedelta(minutes=1)


def application_for_token(
    session: Session,
    token: str,
    lifetime: TokenLifetime | None = None,
    now: datetime | None = None,
) -> str | None:
    """The application a token opens, if it is known and, with a lifetime, not expired."""
    row = session.get(AccessToken, token_hash(token))
    if row is None or row.replaced_at is not None:
        return None
    if lifetime is None:
        return row.draft_id
    now = now or datetime.now(UTC)
    issued, used = _aware(row.issued_at, now), _aware(row.last_used_at or row.issued_at, now)
    if now - issued > lifetime.absolute or now - used > lifetime.idle:
        return None
    if now - used >= TOUCH_EVERY:
        row.last_used_at = now
    return row.draft_id


def token_replaced(session: Session, token: str) -> bool:
    """The token was valid until its draft was resumed on another device."""
    row = session.get(AccessToken, token_hash(token))
    return row is not None and row.replaced_at is not None


def _aware(moment: datetime, now: datetime) -> datetime:
    # SQLite gives back naive datetimes; they were written in UTC.
    return moment if moment.tzinfo else moment.replace(tzinfo=now.tzinfo)


def record_event(
    session: Session,
    *,
    event_key: str,
    action: str,
    session_id: str,
    fiscal_code_hash: str | None = None,
    num_pratica: str | None = None,
    data: dict[str, Any] | None = None,
) -> None:
    """Appends to the event log once per event key, so retried activities don't duplicate."""
    values = {
        "event_key": event_key,
        "action": action,
        "session": session_id,
        "fiscal_code_hash": fiscal_code_hash,
        "num_pratica": num_pratica,
        "data": data or {},
    }
    insert = (
        pg_insert if session.bind and session.bind.dialect.name == "postgresql" else sqlite_insert
    )
    session.execute(
        insert(EventLog).values(values).on_conflict_do_nothing(index_elements=["event_key"])
    )


def events_for(session: Session, session_id: str) -> list[EventLog]:
    return list(
        session.scalars(
            select(EventLog).where(EventLog.session == session_id).order_by(EventLog.id)
        )
    )
