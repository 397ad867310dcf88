"""The app database: the same migrations and queries on SQLite and on PostgreSQL."""

import uuid
from collections.abc import Iterator
from datetime import UTC, datetime, timedelta
from pathlib import Path

import psycopg
import pytest
from sqlalchemy import inspect, text
from sqlalchemy.orm import Session, sessionmaker

from store.applications import (
    TokenLifetime,
    application_for_token,
    events_for,
    get_application,
    issue_token,
    record_event,
    token_holder,
    touch_token,
    upsert_application,
)
from store.db import as_utc, make_engine, session_factory
from store.hashing import keyed_hash, token_hash
from store.lookups import read_lookup_lists, save_lookup_lists
from store.migrate import upgrade
from store.models import AccessToken
from store.rate_limits import hit

POSTGRES_ADMIN = "host=127.0.0.1 port=5432 user=postgres dbname=postgres"


def _postgres_available() -> bool:
    try:
        psycopg.connect(POSTGRES_ADMIN, connect_timeout=2).close()
        return True
    except psycopg.OperationalError:
        return False


@pytest.fixture(params=["sqlite", "postgresql"])
def sessions(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[sessionmaker[Session]]:
    if request.param == "sqlite":
        url = f"sqlite:///{tmp_path / 'app.db'}"
        upgrade(url)
        engine = make_engine(url)
        yield session_factory(engine)
        engine.dispose()
        return
    if not _postgres_available():
        pytest.fail("PostgreSQL on 127.0.0.1:5432 is required by the store tests")
    name = f"prestito_test_{uuid.uuid4().hex[:12]}"
    with psycopg.connect(POSTGRES_ADMIN, autocommit=True) as admin:
        admin.execute(f'CREATE DATABASE "{name}"')
    url = f"postgresql+psycopg://postgres@127.0.0.1:5432/{name}"
    try:
        upgrade(url)
        engine = make_engine(url)
        yield session_factory(engine)
        engine.dispose()
    finally:
        with psycopg.connect(POSTGRES_ADMIN, autocommit=True) as admin:
            admin.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')


def test_migrations_create_the_index_tokens_and_event_log(sessions: sessionmaker[Session]) -> None:
    with sessions() as session:
        tables = set(inspect(session.bind).get_table_names())  # type: ignore[arg-type]
        version = session.execute(text("SELECT version_num FROM alembic_version")).scalar_one()
    assert {
        "applications",
        "access_tokens",
        "event_log",
        "lookup_lists",
        "mobile_links",
        "spid_logins",
        "identity_checks",
        "identity_check_events",
        "signing_codes",
        "backoffice_events",
    } <= tables
    assert version == "0011"


def test_lookup_lists_are_replaced_whole(sessions: sessionmaker[Session]) -> None:
    with sessions.begin() as session:
        save_lookup_lists(session, {"province": [{"sigla": "MI"}], "settori": [{"codice": "PRI"}]})
    with sessions.begin() as session:
        save_lookup_lists(session, {"province": [{"sigla": "MI"}, {"sigla": "TO"}]})
    with sessions() as session:
        lists = read_lookup_lists(session)
    assert lists == {
        "province": [{"sigla": "MI"}, {"sigla": "TO"}],
        "settori": [{"codice": "PRI"}],
    }


def test_upsert_creates_then_updates_the_index_row(sessions: sessionmaker[Session]) -> None:
    with sessions.begin() as session:
        upsert_application(session, "loan-1", step="INFORMAZIONI_BASE", status="created")
    with sessions.begin() as session:
        upsert_application(
            session, "loan-1", step="INFORMAZIONI_PERSONALI", request_number="12345678"
        )
    with sessions() as session:
        row = get_application(session, "loan-1")
        assert row is not None
        assert (row.step, row.status, row.request_number) == (
            "INFORMAZIONI_PERSONALI",
            "created",
            "12345678",
        )


def test_every_write_of_an_index_row_moves_its_updated_at(
    sessions: sessionmaker[Session],
) -> None:
    # Support staff sort drafts by their last change; ON CONFLICT skips the column's onupdate.
    with sessions.begin() as session:
        upsert_application(session, "loan-1", step="INFORMAZIONI_BASE")
        session.execute(
            text("UPDATE applications SET updated_at = :old WHERE draft_id = 'loan-1'"),
            {"old": datetime(2020, 1, 1, tzinfo=UTC)},
        )
    with sessions.begin() as session:
        upsert_application(session, "loan-1", step="OFFERTA")
    with sessions() as session:
        row = get_application(session, "loan-1")
        assert row is not None and row.step == "OFFERTA"
        assert as_utc(row.updated_at) > datetime(2025, 1, 1, tzinfo=UTC)
        assert as_utc(row.created_at) > datetime(2025, 1, 1, tzinfo=UTC)


def test_a_token_opens_only_its_own_application(sessions: sessionmaker[Session]) -> None:
    with sessions.begin() as session:
        mine = issue_token(session, "loan-mine")
        issue_token(session, "loan-other")
    with sessions() as session:
        assert application_for_token(session, mine) == "loan-mine"
        assert application_for_token(session, mine + "x") is None
        assert len(mine) >= 43  # 256 random bits, url-safe base64


def test_a_replacing_token_revokes_the_old_one(sessions: sessionmaker[Session]) -> None:
    with sessions.begin() as session:
        old = issue_token(session, "loan-1")
    with sessions.begin() as session:
        new = issue_token(session, "loan-1", replace=True)
    with sessions() as session:
        assert application_for_token(session, old) is None
        assert application_for_token(session, new) == "loan-1"


def test_reading_a_token_writes_nothing_and_says_when_its_use_is_due(
    sessions: sessionmaker[Session],
) -> None:
    lifetime = TokenLifetime(idle=timedelta(minutes=30), absolute=timedelta(hours=12))
    with sessions.begin() as session:
        token = issue_token(session, "loan-1")
        issued_row = session.get(AccessToken, token_hash(token))
        assert issued_row is not None
        issued, first_use = as_utc(issued_row.issued_at), issued_row.last_used_at
    later = issued + timedelta(minutes=5)
    with sessions.begin() as session:
        assert token_holder(session, token, lifetime, issued) == ("loan-1", False)
        assert token_holder(session, token, lifetime, later) == ("loan-1", True)
        assert token_holder(session, token + "x", lifetime, later) is None
    with sessions.begin() as session:
        row = session.get(AccessToken, token_hash(token))
        assert row is not None and row.last_used_at == first_use
        touch_token(session, token, later)
    with sessions.begin() as session:
        assert token_holder(session, token, lifetime, later) == ("loan-1", False)
        # Idle from its last use: still open 29 minutes after it, not 31.
        assert token_holder(session, token, lifetime, later + timedelta(minutes=29))
        assert token_holder(session, token, lifetime, later + timedelta(minutes=31)) is None


def test_the_event_log_keeps_one_line_per_event_key(sessions: sessionmaker[Session]) -> None:
    for _ in range(2):  # a retried activity writes the same event again
        with sessions.begin() as session:
            upsert_application(session, "loan-1")
            record_event(
                session,
                event_key="loan-1:basic_info_submitted:1",
                action="basic_info_submitted",
                session_id="loan-1",
                data={"step": "INFORMAZIONI_BASE"},
            )
    with sessions() as session:
        events = events_for(session, "loan-1")
    assert [(e.action, e.data) for e in events] == [
        ("basic_info_submitted", {"step": "INFORMAZIONI_BASE"})
    ]


def test_resume_code_replaced_and_number_needs_the_fiscal_code(
    sessions: sessionmaker[Session],
) -> None:
    from store.drafts import application_by_number, application_by_resume_code, set_resume_code

    with sessions.begin() as session:
        set_resume_code(session, "k" * 32, "loan-1", "first-code")
        set_resume_code(session, "k" * 32, "loan-1", "second-code")
        upsert_application(
            session,
            "loan-1",
            request_number="12345678",
            fiscal_code_hash=keyed_hash("k" * 32, "RSSMRA85T10F205R"),
        )
    with sessions() as session:
        assert application_by_resume_code(session, "k" * 32, "first-code") is None
        found = application_by_resume_code(session, "k" * 32, "second-code")
        assert found is not None and found.draft_id == "loan-1"
        assert application_by_number(session, "k" * 32, "12345678", "rssmra85t10f205r") is not None
        assert application_by_number(session, "k" * 32, "12345678", "BNCGLI92D43H501T") is None


def test_resume_otp_single_use_expiry_and_five_attempts(sessions: sessionmaker[Session]) -> None:
    from datetime import UTC, datetime, timedelta

    from store.drafts import store_resume_otp, verify_resume_otp

    now, secret = datetime(2026, 11, 22, 10, 0, tzinfo=UTC), "k" * 32
    with sessions.begin() as session:
        upsert_application(session, "loan-1")
        store_resume_otp(session, secret, "loan-1", "123456", now)
    with sessions.begin() as session:
        assert not verify_resume_otp(session, secret, "loan-1", "000000", now)
        assert verify_resume_otp(session, secret, "loan-1", "123456", now)
        assert not verify_resume_otp(session, secret, "loan-1", "123456", now)  # used

    with sessions.begin() as session:
        store_resume_otp(session, secret, "loan-1", "654321", now)
    with sessions.begin() as session:
        assert not verify_resume_otp(
            session, secret, "loan-1", "654321", now + timedelta(minutes=6)
        )

    with sessions.begin() as session:
        store_resume_otp(session, secret, "loan-1", "111111", now)
    with sessions.begin() as session:
        for _ in range(5):
            assert not verify_resume_otp(session, secret, "loan-1", "999999", now)
        assert not verify_resume_otp(session, secret, "loan-1", "111111", now)  # locked out


def test_request_counters_count_per_key_and_start_again_each_window(
    sessions: sessionmaker[Session],
) -> None:
    minute = timedelta(minutes=1)
    now = datetime(2026, 11, 27, 12, 0, 10, tzinfo=UTC)
    with sessions.begin() as session:
        counts = [hit(session, "start:client:10.0.0.1", minute, now) for _ in range(3)]
        other = hit(session, "start:all", minute, now)
    assert (counts, other) == ([1, 2, 3], 1)
    with sessions.begin() as session:
        assert hit(session, "start:client:10.0.0.1", minute, now + minute) == 1
    with sessions() as session:
        # The past window of that key is gone; the other key's is kept until it is counted again.
        windows = session.execute(text("SELECT key, count FROM rate_limit_windows")).all()
    assert sorted(map(tuple, windows)) == [("start:all", 1), ("start:client:10.0.0.1", 1)]
