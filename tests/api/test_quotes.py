"""The engine's public quotes are asked once a minute at most, whoever asks (api/quotes.py)."""

import asyncio
from datetime import date
from pathlib import Path
from typing import Any

import httpx
import pytest

from api.quotes import QuoteCache
from journey.models.simulation import Offerta
from runtime.settings import Settings
from store.migrate import upgrade
from tests.api.test_security_headers import dist, settings  # noqa: F401 (fixture)
from workflows.models import Quote, QuoteRequest

TEN_THOUSAND = QuoteRequest(importo=1_000_000, numeroRate=60)


class Engine:
    """Stands for the workflow: counts the asks, answers with the amount asked."""

    def __init__(self) -> None:
        self.asked: list[QuoteRequest] = []
        self.release = asyncio.Event()
        self.release.set()
        self.refuse = False
        self.fail = False

    async def __call__(self, request: QuoteRequest) -> Quote:
        self.asked.append(request)
        await self.release.wait()
        if self.fail:
            raise RuntimeError("back office unreachable")
        if self.refuse:
            return Quote(errori=["Importo non finanziabile"])
        return Quote(
            offerta=Offerta(importoTotale=request.importo, numeroRate=request.numeroRate),
            esempioRappresentativo=f"Esempio rappresentativo: {len(self.asked)}",
        )


class Clock:
    def __init__(self) -> None:
        self.now = 1000.0
        self.day = date(2026, 11, 28)

    def __call__(self) -> float:
        return self.now


def cache(clock: Clock, seconds: float = 60, kept: int = 512) -> QuoteCache:
    return QuoteCache(seconds, kept=kept, clock=clock, today=lambda: clock.day)


async def test_the_same_quote_is_asked_once_a_minute() -> None:
    engine, clock = Engine(), Clock()
    quotes = cache(clock)
    first = await quotes.quote(TEN_THOUSAND, engine)
    clock.now += 59
    again = await quotes.quote(QuoteRequest(importo=1_000_000, numeroRate=60), engine)
    assert again == first and len(engine.asked) == 1
    clock.now += 2
    later = await quotes.quote(TEN_THOUSAND, engine)
    assert len(engine.asked) == 2 and later.esempioRappresentativo == "Esempio rappresentativo: 2"


async def test_other_terms_and_another_day_are_asked_anew() -> None:
    engine, clock = Engine(), Clock()
    quotes = cache(clock)
    await quotes.quote(TEN_THOUSAND, engine)
    other = await quotes.quote(QuoteRequest(importo=1_000_000, numeroRate=72), engine)
    purpose = await quotes.quote(
        QuoteRequest(importo=1_000_000, numeroRate=60, finalita="AUTO"), engine
    )
    assert other.offerta is not None and other.offerta.numeroRate == 72
    assert purpose.offerta is not None
    clock.day = date(2026, 11, 29)
    await quotes.quote(TEN_THOUSAND, engine)
    assert len(engine.asked) == 4


async def test_visitors_asking_at_once_share_one_ask_even_if_the_first_leaves() -> None:
    engine, clock = Engine(), Clock()
    engine.release.clear()
    quotes = cache(clock)
    first = asyncio.create_task(quotes.quote(TEN_THOUSAND, engine))
    others = [asyncio.create_task(quotes.quote(TEN_THOUSAND, engine)) for _ in range(5)]
    await asyncio.sleep(0)
    first.cancel()
    engine.release.set()
    answers = await asyncio.gather(*others)
    assert len(engine.asked) == 1
    assert all(answer == answers[0] and answer.offerta is not None for answer in answers)
    with pytest.raises(asyncio.CancelledError):
        await first


async def test_a_refusal_or_a_failure_is_never_kept() -> None:
    engine, clock = Engine(), Clock()
    quotes = cache(clock)
    engine.refuse = True
    refused = await quotes.quote(TEN_THOUSAND, engine)
    assert refused.errori == ["Importo non finanziabile"]
    engine.refuse, engine.fail = False, True
    waiting = [asyncio.create_task(quotes.quote(TEN_THOUSAND, engine)) for _ in range(2)]
    for failed in await asyncio.gather(*waiting, return_exceptions=True):
        assert isinstance(failed, RuntimeError)
    engine.fail = False
    priced = await quotes.quote(TEN_THOUSAND, engine)
    assert priced.offerta is not None
    assert len(engine.asked) == 3


async def test_only_the_latest_quotes_are_kept() -> None:
    engine, clock = Engine(), Clock()
    quotes = cache(clock, kept=2)
    for months in (12, 24, 36):
        await quotes.quote(QuoteRequest(importo=500_000, numeroRate=months), engine)
    await quotes.quote(QuoteRequest(importo=500_000, numeroRate=36), engine)
    await quotes.quote(QuoteRequest(importo=500_000, numeroRate=12), engine)
    assert [request.numeroRate for request in engine.asked] == [12, 24, 36, 12]


async def test_none_is_kept_when_turned_off() -> None:
    engine, clock = Engine(), Clock()
    quotes = cache(clock, seconds=0)
    for _ in range(3):
        await quotes.quote(TEN_THOUSAND, engine)
    assert len(engine.asked) == 3


class Temporal:
    """The API's Temporal client where only the quote's workflow is asked."""

    def __init__(self) -> None:
        self.started: list[str] = []

    async def execute_workflow(self, run: Any, request: QuoteRequest, **options: Any) -> Quote:
        self.started.append(options["id"])
        return Quote(offerta=Offerta(importoTotale=request.importo, numeroRate=request.numeroRate))


async def test_the_api_asks_the_engine_once_for_the_same_default_loan(
    tmp_path: Path,
    dist: Path,  # noqa: F811
) -> None:
    from api.main import create_app

    temporal = Temporal()
    configured = settings(tmp_path, dist)
    upgrade(configured.database_url)  # the rate limits' table
    app = create_app(configured, temporal=temporal)  # type: ignore[arg-type]
    transport = httpx.ASGITransport(app=app)
    async with httpx.AsyncClient(transport=transport, base_url="http://testserver") as api:
        answers = [
            await api.post(
                "/main/api/simulator/quote", json={"importo": 1_000_000, "numeroRate": 60}
            )
            for _ in range(3)
        ]
        other = await api.post(
            "/main/api/simulator/quote", json={"importo": 1_500_000, "numeroRate": 60}
        )
    assert [answer.status_code for answer in answers] == [200, 200, 200]
    assert answers[0].json() == answers[2].json()
    assert other.json()["offerta"]["importoTotale"] == 1_500_000
    assert len(temporal.started) == 2


def test_the_default_keeps_a_minute() -> None:
    assert Settings().quote_cache_seconds == 60
