"""The copy of the back office's reference lists: written by the worker, read by the API."""

from datetime import datetime
from typing import Any

from sqlalchemy import select
from sqlalchemy.dialects.postgresql import insert as pg_insert
from sqlalchemy.dialects.sqlite import insert as sqlite_insert
from sqlalchemy.orm import Session

from store.models import LookupList


def save_lookup_lists(session: Session, lists: dict[str, list[dict[str, Any]]]) -> None:
    insert = (
        pg_insert if session.bind and session.bind.dialect.name == "postgresql" else sqlite_insert
    )
    for name, items in lists.items():
        statement = insert(LookupList).values(name=name, items=items)
        session.execute(
            statement.on_conflict_do_update(
                index_elements=["name"], set_={"items": items, "refreshed_at": datetime.now()}
            )
        )


def read_lookup_lists(session: Session) -> dict[str, list[dict[str, Any]]]:
    return {row.name: row.items for row in session.scalars(select(LookupList))}
