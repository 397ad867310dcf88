"""The resume one-time code's counters hold when guesses come at once, on SQLite and PostgreSQL."""

import threading
from collections.abc import Callable, Sequence
from concurrent.futures import ThreadPoolExecutor
from datetime import UTC, datetime
from functools import partial
from typing import TypeVar

from sqlalchemy.orm import Session, sessionmaker

from store.applications import upsert_application
from store.drafts import OTP_MAX_ATTEMPTS, store_resume_otp, verify_resume_otp
from store.models import ResumeOtp
from tests.store.test_applications import sessions  # noqa: F401

SECRET = "test-secret-for-the-resume-codes!"
NOW = datetime(2026, 3, 1, 10, tzinfo=UTC)
RIGHT = "123456"
T = TypeVar("T")


def _all_at_once(
    factory: sessionmaker[Session], calls: Sequence[Callable[[Session], T]]
) -> list[T]:
    """Each call in a transaction of its own on its own thread, all released together."""
    start = threading.Barrier(len(calls))

    def run(call: Callable[[Session], T]) -> T:
        start.wait()
        with factory.begin() as session:
            return call(session)

    with ThreadPoolExecutor(max_workers=len(calls)) as pool:
        return list(pool.map(run, calls))


def _code_sent(factory: sessionmaker[Session], draft_id: str) -> None:
    with factory.begin() as session:
        upsert_application(session, draft_id)
    with factory.begin() as session:
        store_resume_otp(session, SECRET, draft_id, RIGHT, NOW)


def _verify(session: Session, draft_id: str, code: str) -> bool:
    return verify_resume_otp(session, SECRET, draft_id, code, NOW)


def _stored(factory: sessionmaker[Session], draft_id: str) -> ResumeOtp:
    with factory() as session:
        row = session.get(ResumeOtp, draft_id)
        assert row is not None
        return row


def test_wrong_codes_sent_at_once_use_up_the_attempts(
    sessions: sessionmaker[Session],  # noqa: F811
) -> None:
    _code_sent(sessions, "loan-guessed")
    wrong = [partial(_verify, draft_id="loan-guessed", code=f"{n:06d}") for n in range(29)]
    assert _all_at_once(sessions, wrong) == [False] * 29
    assert _stored(sessions, "loan-guessed").attempts == OTP_MAX_ATTEMPTS
    # The five are gone: the right code, guessed next, opens nothing.
    with sessions.begin() as session:
        assert not verify_resume_otp(session, SECRET, "loan-guessed", RIGHT, NOW)
    assert _stored(sessions, "loan-guessed").attempts == OTP_MAX_ATTEMPTS


def test_the_right_code_sent_at_once_opens_the_draft_once(
    sessions: sessionmaker[Session],  # noqa: F811
) -> None:
    _code_sent(sessions, "loan-twice")
    right = [partial(_verify, draft_id="loan-twice", code=RIGHT)] * 5
    assert sorted(_all_at_once(sessions, right)) == [False] * 4 + [True]
    assert _stored(sessions, "loan-twice").used


def test_codes_sent_at_once_all_count_towards_the_window(
    sessions: sessionmaker[Session],  # noqa: F811
) -> None:
    _code_sent(sessions, "loan-resent")
    resend = [(lambda s: store_resume_otp(s, SECRET, "loan-resent", RIGHT, NOW))] * 10
    _all_at_once(sessions, resend)
    assert _stored(sessions, "loan-resent").sends == 11
