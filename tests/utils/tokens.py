"""An application token's idle lifetime, read and set in the app database for the tests."""

from datetime import UTC, datetime, timedelta

from runtime.settings import Settings
from store.db import as_utc, make_engine, session_factory
from store.hashing import token_hash
from store.models import AccessToken


def make_almost_idle(settings: Settings, token: str) -> datetime:
    """The token last used a minute short of its idle lifetime: that moment."""
    almost_idle = datetime.now(UTC) - timedelta(minutes=settings.token_idle_minutes - 1)
    with session_factory(make_engine(settings.database_url)).begin() as session:
        row = session.get(AccessToken, token_hash(token))
        assert row is not None
        row.last_used_at = almost_idle
    return almost_idle


def last_used(settings: Settings, token: str) -> datetime:
    with session_factory(make_engine(settings.database_url)).begin() as session:
        row = session.get(AccessToken, token_hash(token))
        assert row is not None and row.last_used_at is not None
        return as_utc(row.last_used_at)
