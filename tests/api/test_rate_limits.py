"""Brute force gets nowhere: limits on the routes without a token, OTP attempts that survive a
resend, resends spaced and counted, and tokens that expire (DESIGN §7, ASVS V2 and V7)."""

import asyncio
import math
import re
from collections.abc import AsyncIterator
from datetime import UTC, datetime, timedelta
from pathlib import Path

import httpx
import pytest
from temporalio.client import Client

from api.ratelimit import (
    MESSAGES_PER_APPLICATION,
    REQUEST_NUMBER,
    RESUME,
    UPLOADS_PER_APPLICATION,
)
from journey import messages
from journey.constants import SECCI_PER_DAY
from runtime.settings import Settings
from store.applications import TokenLifetime, application_for_token, issue_token
from store.db import make_engine, session_factory
from store.drafts import (
    OTP_MAX_ATTEMPTS,
    resume_otp_sendable,
    store_resume_otp,
    verify_resume_otp,
)
from store.hashing import token_hash
from store.migrate import upgrade
from store.models import AccessToken
from tests.api.test_applications import start
from tests.api.test_documents import PREFIX, jpeg, to_documents
from tests.api.test_drafts import outbox
from tests.utils.applicants import mario_rossi
from tests.utils.tokens import last_used, make_almost_idle


@pytest.fixture
async def limited_api(
    temporal_client: Client, settings: Settings, worker: None
) -> AsyncIterator[httpx.AsyncClient]:
    """The API with the limits people get (the shared fixture raises them for the suite)."""
    from api.main import create_app

    app = create_app(settings.model_copy(update={"rate_limit_scale": 1.0}), temporal_client)
    # A client address of its own, so other tests' requests do not count against it.
    transport = httpx.ASGITransport(app=app, client=("198.51.100.7", 4321))
    async with httpx.AsyncClient(transport=transport, base_url="http://testserver") as client:
        yield client


async def test_wrong_resume_codes_are_stopped_after_a_few_tries(
    limited_api: httpx.AsyncClient,
) -> None:
    answers = [
        await limited_api.post("/main/api/draft/resume", json={"code": f"sbagliato-{n}"})
        for n in range(RESUME.per_client + 5)
    ]
    statuses = [a.status_code for a in answers]
    assert statuses[: RESUME.per_client] == [404] * RESUME.per_client
    assert set(statuses[RESUME.per_client :]) == {429}
    assert answers[-1].json()["message"] == messages.TROPPI_TENTATIVI
    assert int(answers[-1].headers["retry-after"]) > 0


async def test_request_number_lookups_are_limited(limited_api: httpx.AsyncClient) -> None:
    ask = {"request_number": "11223344", "fiscal_code": mario_rossi().fiscalCode}
    statuses = [
        (await limited_api.post("/main/api/draft/number", json=ask)).status_code
        for _ in range(REQUEST_NUMBER.per_client + 3)
    ]
    assert statuses[: REQUEST_NUMBER.per_client] == [202] * REQUEST_NUMBER.per_client
    assert set(statuses[REQUEST_NUMBER.per_client :]) == {429}


async def test_a_client_past_its_limit_does_not_lock_out_everyone_else(
    temporal_client: Client, settings: Settings, tmp_path: Path
) -> None:
    """Found by a review: refused requests counted towards the overall ceiling, so one script
    sending a few thousand requests from one address stopped every applicant's starts, resumes
    and look-ups for ten minutes."""
    from api.main import create_app

    database_url = f"sqlite:///{tmp_path / 'app.db'}"
    upgrade(database_url)
    # Scaled down (one a client, five overall), on a database of its own: the counts are exact.
    scaled = settings.model_copy(update={"rate_limit_scale": 0.01, "database_url": database_url})
    app = create_app(scaled, temporal_client)
    per_client = math.ceil(REQUEST_NUMBER.per_client * 0.01)
    overall = math.ceil(REQUEST_NUMBER.overall * 0.01)
    ask = {"request_number": "11223344", "fiscal_code": mario_rossi().fiscalCode}

    async def from_address(host: str, times: int = 1) -> list[int]:
        transport = httpx.ASGITransport(app=app, client=(host, 4321))
        async with httpx.AsyncClient(transport=transport, base_url="http://testserver") as one:
            return [
                (await one.post("/main/api/draft/number", json=ask)).status_code
                for _ in range(times)
            ]

    hammered = await from_address("198.51.100.20", times=overall * 4)
    assert hammered == [202] * per_client + [429] * (overall * 4 - per_client)
    # The others still get in, up to the overall ceiling, which still holds.
    others = [(await from_address(f"198.51.100.{30 + n}"))[0] for n in range(overall)]
    assert others == [202] * (overall - per_client) + [429] * per_client


async def test_uploads_are_counted_per_application_once_the_token_holds(
    limited_api: httpx.AsyncClient,
) -> None:
    """Found by a review: uploads were counted per address before the token was read, so 60
    requests with no token from a shared address (an office, a mobile carrier) stopped the real
    applicant behind it from sending a document for ten minutes."""
    junk = {"fronte": ("tessera.jpg", b"not an image", "image/jpeg")}
    nobody = f"{PREFIX}/loan-00000000-0000-0000-0000-000000000000/anomalies/CF"
    for _ in range(UPLOADS_PER_APPLICATION + 5):
        refused = await limited_api.post(nobody, headers={"b2b-authorization": "x"}, files=junk)
        assert refused.status_code == 401, refused.text

    app_id, auth = await to_documents(limited_api)
    upload = f"{PREFIX}/{app_id}/documents/IDE/fronte"
    photo = {"file": ("carta.jpg", jpeg(), "image/jpeg")}
    sent = await limited_api.post(upload, headers=auth, data={"code": "DIG"}, files=photo)
    assert sent.status_code == 200, sent.text
    # The application's own allowance still holds (each refused file counted too).
    text = {"file": ("carta.jpg", b"not an image", "image/jpeg")}
    statuses = [
        (await limited_api.post(upload, headers=auth, data={"code": "DIG"}, files=text)).status_code
        for _ in range(UPLOADS_PER_APPLICATION)
    ]
    assert statuses == [422] * (UPLOADS_PER_APPLICATION - 1) + [429]


async def test_offers_and_draft_saves_mail_the_applicant_a_bounded_number_of_times(
    limited_api: httpx.AsyncClient, sandbox_url: str
) -> None:
    """Found by a review: choosing the offers again and again, or saving the draft again and
    again, had the back office e-mail a new SECCI or resume code each time, to whatever address
    the light form was given."""
    first = await start(limited_api, emailAddress="tante.email@gmail.com")
    auth = {"b2b-authorization": str(first["token"])}
    simulation = first["snapshot"]["simulation"]  # type: ignore[index]
    # The two offers in turn: the same one chosen again makes and sends nothing.
    offers = [simulation[kind]["prgSimul"] for kind in ("codOfferta", "maxOfferta")]
    chosen = [
        await limited_api.post(
            f"/main/api/applications/{first['applicationId']}/offer",
            headers=auth,
            json={"offer": {"prgSimul": offers[n % 2]}},
        )
        for n in range(SECCI_PER_DAY + 1)
    ]
    assert [c.status_code for c in chosen] == [200] * (SECCI_PER_DAY + 1)
    assert [c.json()["ok"] for c in chosen] == [True] * SECCI_PER_DAY + [False]
    # Counted by the workflow, told on the page: the offer's path has no count of its own.
    assert chosen[-1].json()["errors"] == {"form": messages.TROPPI_TENTATIVI}
    assert chosen[-1].json()["snapshot"]["route"] == "/secci"
    mails = outbox(sandbox_url, "email", "TANTE.EMAIL@GMAIL.COM")
    assert len([m for m in mails if m["kind"] == "SECCIDS"]) == SECCI_PER_DAY

    # Draft saves are counted per application by the API: another one, same address.
    second = await start(limited_api, emailAddress="altra.bozza@gmail.com")
    other = {"b2b-authorization": str(second["token"])}
    saves = [
        (await limited_api.post("/main/api/draft/create", headers=other, json={})).status_code
        for _ in range(MESSAGES_PER_APPLICATION + 1)
    ]
    assert saves == [200] * MESSAGES_PER_APPLICATION + [429]
    mails = outbox(sandbox_url, "email", "ALTRA.BOZZA@GMAIL.COM")
    assert len([m for m in mails if m["kind"] == "BOZZADS"]) == MESSAGES_PER_APPLICATION
    # Counted per application: the first one still saves its own.
    saved = await limited_api.post("/main/api/draft/create", headers=auth, json={})
    assert saved.status_code == 200


async def test_call_starts_no_workflow_past_its_limit(limited_api: httpx.AsyncClient) -> None:
    body = {"action": "getSimulatorData", "code": "SCONOSCIUTO"}
    # The limit counts in windows of a minute: the 25 calls (each starts a workflow, seconds on
    # a busy machine) are made inside one, or the next window's fresh count hides the limit.
    second = datetime.now(UTC).second
    if second > 40:
        await asyncio.sleep(61 - second)
    statuses = [
        (await limited_api.post("/main/api/call", json=body)).status_code for _ in range(25)
    ]
    assert statuses.count(429) == 5


async def test_a_resend_gives_no_new_attempts_and_comes_no_sooner_than_a_minute(
    api: httpx.AsyncClient, settings: Settings, sandbox_url: str
) -> None:
    started = await start(api, mobilePhone="3470001122")
    sessions = session_factory(make_engine(settings.database_url))
    with sessions.begin() as session:
        from store.applications import upsert_application

        upsert_application(session, started["applicationId"], request_number="55667788")
    ask = {"request_number": "55667788", "fiscal_code": mario_rossi().fiscalCode}
    assert (await api.post("/main/api/draft/number", json=ask)).status_code == 202
    again = await api.post("/main/api/draft/number", json=ask)
    assert again.status_code == 429 and again.json()["message"] == messages.CODICE_GIA_INVIATO
    assert len(outbox(sandbox_url, "sms", "+393470001122")) == 1  # no second SMS

    for _ in range(OTP_MAX_ATTEMPTS):
        wrong = await api.post("/main/api/draft/number/verify", json={**ask, "otp": "999999"})
        assert wrong.status_code == 422
    # A new code after the minute does not reset the five failed attempts of the window.
    assert settings.token_secret is not None
    secret = settings.token_secret.get_secret_value()
    later = datetime.now(UTC) + timedelta(minutes=2)
    with sessions.begin() as session:
        assert resume_otp_sendable(session, started["applicationId"], later)
        store_resume_otp(session, secret, started["applicationId"], "424242", later)
    with sessions.begin() as session:
        assert not verify_resume_otp(session, secret, started["applicationId"], "424242", later)


def test_tokens_expire_when_idle_and_after_their_lifetime(settings: Settings) -> None:
    sessions = session_factory(make_engine(settings.database_url))
    lifetime = TokenLifetime(idle=timedelta(minutes=30), absolute=timedelta(hours=12))
    now = datetime.now(UTC)
    with sessions.begin() as session:
        from store.applications import upsert_application

        upsert_application(session, "loan-lifetime")
        token = issue_token(session, "loan-lifetime")
    with sessions.begin() as session:
        assert application_for_token(session, token, lifetime, now + timedelta(minutes=29))
    with sessions.begin() as session:
        # Used at +29 min: idle counts from there.
        assert application_for_token(session, token, lifetime, now + timedelta(minutes=58))
        assert not application_for_token(session, token, lifetime, now + timedelta(minutes=90))
    with sessions.begin() as session:
        row = session.get(AccessToken, token_hash(token))
        assert row is not None
        row.issued_at = now - timedelta(days=400)  # the backdated token the probe used
        row.last_used_at = now
    with sessions.begin() as session:
        assert application_for_token(session, token, lifetime, now) is None


async def test_an_expired_token_answers_401_in_italian(
    api: httpx.AsyncClient, settings: Settings
) -> None:
    started = await start(api)
    sessions = session_factory(make_engine(settings.database_url))
    with sessions.begin() as session:
        row = session.get(AccessToken, token_hash(started["token"]))
        assert row is not None
        row.last_used_at = datetime.now(UTC) - timedelta(minutes=settings.token_idle_minutes + 1)
    answer = await api.get(
        f"/main/api/applications/{started['applicationId']}",
        headers={"b2b-authorization": started["token"]},
    )
    assert answer.status_code == 401
    assert answer.json()["message"] == messages.SESSIONE_NON_VALIDA
    assert re.search("link", answer.json()["message"])


async def test_a_request_restarts_the_idle_lifetime_of_its_token(
    api: httpx.AsyncClient, settings: Settings
) -> None:
    """The token is read without writing; its use is written apart, when a minute has passed."""
    started = await start(api)
    almost_idle = make_almost_idle(settings, str(started["token"]))
    answer = await api.get(
        f"/main/api/applications/{started['applicationId']}",
        headers={"b2b-authorization": started["token"]},
    )
    assert answer.status_code == 200
    assert last_used(settings, str(started["token"])) > almost_idle + timedelta(minutes=1)
