"""Fixed-window request counters in the app database (api/ratelimit.py decides the limits)."""

from datetime import datetime, timedelta

from sqlalchemy import delete, update
from sqlalchemy.exc import IntegrityError
from sqlalchemy.orm import Session

from store.models import RateLimitWindow


def window_of(now: datetime, length: timedelta) -> datetime:
    """The start of the fixed window `now` falls in."""
    seconds = int(length.total_seconds())
    return datetime.fromtimestamp(int(now.timestamp()) // seconds * seconds, tz=now.tzinfo)


def hit(session: Session, key: str, length: timedelta, now: datetime) -> int:
    """Counts one request for `key` and answers how many the current window has seen."""
    start = window_of(now, length)
    # The windows before this one are no longer read.
    session.execute(
        delete(RateLimitWindow).where(
            RateLimitWindow.key == key, RateLimitWindow.window_start < start
        )
    )
    counted = session.execute(
        update(RateLimitWindow)
        .where(RateLimitWindow.key == key, RateLimitWindow.window_start == start)
        .values(count=RateLimitWindow.count + 1)
        .returning(RateLimitWindow.count)
    ).scalar_one_or_none()
    if counted is not None:
        return counted
    try:
        with session.begin_nested():
            session.add(RateLimitWindow(key=key, window_start=start, count=1))
        return 1
    except IntegrityError:
        # Another replica opened the window first: count on its row.
        return hit(session, key, length, now)
