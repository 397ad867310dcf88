"""Fixed-window request counters in the app database (api/ratelimit.py decides the limits)."""

from datetime import datetime, timedelta

from sqlalchemy import bindparam, delete, insert, update
from sqlalchemy.exc import IntegrityError
from sqlalchemy.orm import Session

from store.models import Base, RateLimitWindow

# Built once on the table, with their values as parameters: a tokenless route runs these on every
# request, and built anew through the ORM they cost more CPU than the database's own work (as the
# token's look-up in store/applications.py).
WINDOWS = Base.metadata.tables[RateLimitWindow.__tablename__]
# The windows before this one are no longer read.
FORGET_OLDER = delete(WINDOWS).where(
    WINDOWS.c.key == bindparam("counted_key"), WINDOWS.c.window_start < bindparam("counted_from")
)
COUNT_ONE = (
    update(WINDOWS)
    .where(
        WINDOWS.c.key == bindparam("counted_key"),
        WINDOWS.c.window_start == bindparam("counted_from"),
    )
    .values(count=WINDOWS.c.count + 1)
    .returning(WINDOWS.c.count)
)
OPEN_WINDOW = insert(WINDOWS).values(
    key=bindparam("counted_key"), window_start=bindparam("counted_from"), count=1
)


def window_of(now: datetime, length: timedelta) -> datetime:
    """The start of the fixed window `now` falls in."""
    seconds = int(length.total_seconds())
    return datetime.fromtimestamp(int(now.timestamp()) // seconds * seconds, tz=now.tzinfo)


def hit(session: Session, key: str, length: timedelta, now: datetime) -> int:
    """Counts one request for `key` and answers how many the current window has seen."""
    window = {"counted_key": key, "counted_from": window_of(now, length)}
    session.execute(FORGET_OLDER, window)
    counted = session.execute(COUNT_ONE, window).scalar_one_or_none()
    if counted is not None:
        return int(counted)
    try:
        with session.begin_nested():
            session.execute(OPEN_WINDOW, window)
        return 1
    except IntegrityError:
        # Another replica opened the window first: count on its row.
        return hit(session, key, length, now)
