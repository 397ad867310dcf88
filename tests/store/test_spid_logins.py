"""SPID logins under way: stored by the hash of their state, consumed once, gone after ten
minutes."""

from datetime import UTC, datetime, timedelta

from sqlalchemy.orm import Session, sessionmaker

from store.spid_logins import LOGIN_LIFETIME, consume_login, open_login
from tests.store.test_applications import sessions  # noqa: F401

NOW = datetime(2026, 3, 1, 10, tzinfo=UTC)


def test_a_login_state_opens_one_callback(sessions: sessionmaker[Session]) -> None:  # noqa: F811
    with sessions.begin() as session:
        state, login = open_login(session, "loan-1", state_prefix="DS_loan-1", now=NOW)
    assert state.startswith("DS_loan-1.") and len(state) > len("DS_loan-1.") + 30
    with sessions.begin() as session:
        assert consume_login(session, state, now=NOW) == login
    with sessions.begin() as session:
        assert consume_login(session, state, now=NOW) is None


def test_a_login_state_expires(sessions: sessionmaker[Session]) -> None:  # noqa: F811
    with sessions.begin() as session:
        state, _ = open_login(session, "loan-2", state_prefix="DS_loan-2", now=NOW)
    later = NOW + LOGIN_LIFETIME + timedelta(seconds=1)
    with sessions.begin() as session:
        assert consume_login(session, state, now=later) is None
