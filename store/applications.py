"""Reads and writes of the application index, the access tokens and the event log."""

import secrets
from typing import Any

from sqlalchemy import delete, select
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
    if replace:
        session.execute(delete(AccessToken).where(AccessToken.draft_id == draft_id))
    token = secrets.token_urlsafe(32)
    session.add(AccessToken(token_hash=token_hash(token), draft_id=draft_id))
    return token


def application_for_token(session: Session, token: str) -> str | None:
    row = session.execute(
        select(AccessToken.draft_id).where(AccessToken.token_hash == token_hash(token))
    ).scalar_one_or_none()
    return row


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
