"""Reads and writes of the application index, the access tokens and the event log."""

import secrets
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from functools import cache
from typing import Any, NamedTuple

from sqlalchemy import Connection, Executable, bindparam, delete, func, insert, select, update
from sqlalchemy.dialects.postgresql import insert as pg_insert
from sqlalchemy.dialects.sqlite import insert as sqlite_insert
from sqlalchemy.orm import Session

from store.hashing import token_hash
from store.models import AccessToken, Application, Base, EventLog, MobileLink

# The statements run by every step (its record) and every request (its token) are built once,
# on the tables rather than through the ORM, and take their values as parameters, so SQLAlchemy
# reuses their compiled form. Built anew through the ORM they cost a step's record 1.35 ms of
# CPU and a token's look-up 0.5 ms, more than SQLite's own work (docs/benchmarks.md, issue 17).
APPLICATIONS, TOKENS, EVENTS = (
    Base.metadata.tables[model.__tablename__] for model in (Application, AccessToken, EventLog)
)
TOKEN_ROW = select(
    TOKENS.c.draft_id, TOKENS.c.issued_at, TOKENS.c.last_used_at, TOKENS.c.replaced_at
).where(TOKENS.c.token_hash == bindparam("hash"))
TOKEN_INSERT = insert(TOKENS)
TOKEN_TOUCH = (
    update(TOKENS)
    .where(TOKENS.c.token_hash == bindparam("hash"))
    .values(last_used_at=bindparam("at"))
)


def _dialect(session: Session | Connection) -> str:
    if isinstance(session, Connection):
        return session.dialect.name
    return session.bind.dialect.name if session.bind else "sqlite"


@cache
def _upsert(dialect: str, fields: tuple[str, ...]) -> Executable:
    new_row = (pg_insert if dialect == "postgresql" else sqlite_insert)(APPLICATIONS)
    if not fields:
        return new_row.on_conflict_do_nothing(index_elements=["draft_id"])
    # The row's values come from the insert's own (`excluded`); ON CONFLICT skips `onupdate`.
    changed = {name: new_row.excluded[name] for name in fields}
    return new_row.on_conflict_do_update(
        index_elements=["draft_id"], set_={**changed, "updated_at": func.now()}
    )


@cache
def _event_insert(dialect: str) -> Executable:
    new_row = (pg_insert if dialect == "postgresql" else sqlite_insert)(EVENTS)
    return new_row.on_conflict_do_nothing(index_elements=["event_key"])


def upsert_application(session: Session | Connection, draft_id: str, **fields: Any) -> None:
    """Creates or updates one index row; used by the worker after every step."""
    statement = _upsert(_dialect(session), tuple(sorted(fields)))
    session.execute(statement, {"draft_id": draft_id, **fields})


def get_application(session: Session, draft_id: str) -> Application | None:
    return session.get(Application, draft_id)


def issue_token(session: Session, draft_id: str, replace: bool = False) -> str:
    """A fresh token bound to one application; `replace` revokes the ones issued before, and
    with them the phone hand-off's codes and upload tokens: resuming elsewhere is how an
    applicant shuts out a device left behind, the phone it handed the documents to as well."""
    upsert_application(session, draft_id)
    now = datetime.now(UTC)
    if replace:
        session.execute(
            update(AccessToken)
            .where(AccessToken.draft_id == draft_id, AccessToken.replaced_at.is_(None))
            .values(replaced_at=now)
        )
        session.execute(delete(MobileLink).where(MobileLink.draft_id == draft_id))
    token = secrets.token_urlsafe(32)
    session.execute(
        TOKEN_INSERT,
        {
            "token_hash": token_hash(token),
            "draft_id": draft_id,
            "issued_at": now,
            "last_used_at": now,
        },
    )
    return token


@dataclass(frozen=True)
class TokenLifetime:
    """How long a token works: `idle` since its last use, `absolute` since it was issued."""

    idle: timedelta
    absolute: timedelta


# Touching a token on every request would be a write per request; once a minute is enough.
TOUCH_EVERY = timedelta(minutes=1)


class TokenHolder(NamedTuple):
    """The application a valid token opens, and whether its last use is due to be written."""

    draft_id: str
    touch_due: bool


def token_holder(
    session: Session | Connection,
    token: str,
    lifetime: TokenLifetime | None = None,
    now: datetime | None = None,
) -> TokenHolder | None:
    """Only reads: the application a token opens, if it is known and, with a lifetime, not
    expired. The API reads it where it cannot wait on a writer (api/deps.py), on a plain
    connection where it can: a read needs none of a session's bookkeeping."""
    row = session.execute(TOKEN_ROW, {"hash": token_hash(token)}).first()
    if row is None or row.replaced_at is not None:
        return None
    if lifetime is None:
        return TokenHolder(str(row.draft_id), touch_due=False)
    now = now or datetime.now(UTC)
    issued, used = _aware(row.issued_at, now), _aware(row.last_used_at or row.issued_at, now)
    if now - issued > lifetime.absolute or now - used > lifetime.idle:
        return None
    return TokenHolder(str(row.draft_id), touch_due=now - used >= TOUCH_EVERY)


def touch_token(session: Session, token: str, now: datetime | None = None) -> None:
    """The token was used now: its idle lifetime starts again."""
    session.execute(TOKEN_TOUCH, {"hash": token_hash(token), "at": now or datetime.now(UTC)})


def application_for_token(
    session: Session,
    token: str,
    lifetime: TokenLifetime | None = None,
    now: datetime | None = None,
) -> str | None:
    """The application a token opens, if it is known and not expired; its use recorded."""
    now = now or datetime.now(UTC)
    holder = token_holder(session, token, lifetime, now)
    if holder is None:
        return None
    if holder.touch_due:
        touch_token(session, token, now)
    return holder.draft_id


def token_replaced(session: Session, token: str) -> bool:
    """The token was valid until its draft was resumed on another device."""
    row = session.execute(TOKEN_ROW, {"hash": token_hash(token)}).first()
    return row is not None and row.replaced_at is not None


def _aware(moment: datetime, now: datetime) -> datetime:
    # SQLite gives back naive datetimes; they were written in UTC.
    return moment if moment.tzinfo else moment.replace(tzinfo=now.tzinfo)


def record_event(
    session: Session | Connection,
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
    session.execute(_event_insert(_dialect(session)), values)


def events_for(session: Session, session_id: str) -> list[EventLog]:
    return list(
        session.scalars(
            select(EventLog).where(EventLog.session == session_id).order_by(EventLog.id)
        )
    )
