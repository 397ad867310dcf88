"""Limits on the routes anyone can call without a token: per client and overall, counted in the
app database so that every API replica shares them (DESIGN §7). Past a limit the answer is 429
with an Italian message and Retry-After; nothing is started, sent or looked up."""

import math
from collections.abc import Callable, Coroutine
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from typing import Annotated, Any

from fastapi import Depends, Request
from sqlalchemy.orm import Session, sessionmaker

from api.db import in_transaction
from api.deps import SessionsDep, SettingsDep, token_application
from api.errors import ApiError
from journey import messages
from runtime.settings import Settings
from store.rate_limits import hit, window_of


@dataclass(frozen=True)
class Limit:
    scope: str
    per_client: int
    overall: int
    window: timedelta


# A person needs a handful of tries; a script needs thousands. The overall ceilings stop a
# spread-out attack without touching a day's real traffic.
RESUME = Limit("resume", per_client=10, overall=1000, window=timedelta(minutes=10))
REQUEST_NUMBER = Limit("request-number", per_client=5, overall=500, window=timedelta(minutes=10))
START = Limit("start", per_client=20, overall=2000, window=timedelta(minutes=10))
# A landing token is checked once per visit; a few reloads are all a person needs.
ARRIVAL = Limit("arrival", per_client=20, overall=2000, window=timedelta(minutes=10))
CALL = Limit("call", per_client=20, overall=2000, window=timedelta(minutes=1))
QUOTE = Limit("quote", per_client=60, overall=6000, window=timedelta(minutes=1))
# A document's file is read by recognition: enough for every side tried a few times over, per
# application; an address (an office's or a mobile carrier's, shared by several applicants)
# gets room for a few of them. Counted only once the token holds (`application_limited`): a
# script with no application of its own must not use up a real applicant's allowance.
UPLOAD = Limit("upload", per_client=240, overall=3000, window=timedelta(minutes=10))
UPLOADS_PER_APPLICATION = 60
MOBILE = Limit("mobile", per_client=20, overall=2000, window=timedelta(minutes=10))
CLIENT_LOG = Limit("log", per_client=30, overall=3000, window=timedelta(minutes=1))
# Routes behind a token whose every call has the back office send something to the address the
# applicant typed: the resume code's e-mail on each draft saved. A person does it a few times; a
# script repeating it would mail any address without end. Counted per application too
# (MESSAGES_PER_APPLICATION). The SECCI's e-mails, on the offer's path, are counted by the
# workflow (constants.SECCI_PER_DAY), where counting costs the step nothing.
MESSAGES = Limit("messages", per_client=60, overall=6000, window=timedelta(minutes=10))
MESSAGES_PER_APPLICATION = 10


def client_of(request: Request) -> str:
    # The connection's address: uvicorn puts X-Forwarded-For's here only from the proxy named by
    # PRESTITO_FORWARDED_ALLOW_IPS (supervisor, compose), never from anyone else.
    return request.client.host if request.client else "unknown"


def rate_limited(limit: Limit) -> Callable[..., Coroutine[Any, Any, None]]:
    async def check(request: Request, sessions: SessionsDep, settings: SettingsDep) -> None:
        await _count(limit, sessions, _per_address(limit, request, settings))

    return check


def application_rate_limited(
    limit: Limit, per_application: int, owner: Callable[..., Any] = token_application
) -> Callable[..., Coroutine[Any, Any, None]]:
    """`rate_limited`, and at most `per_application` calls in the window for the application
    the request's token opens (`owner`, the route's own check: refused before anything is
    counted), counted first."""

    async def check(
        request: Request,
        sessions: SessionsDep,
        settings: SettingsDep,
        application_id: Annotated[str, Depends(owner)],
    ) -> None:
        allowed = math.ceil(per_application * settings.rate_limit_scale)
        counts = [
            (f"{limit.scope}:application:{application_id}", allowed),
            *_per_address(limit, request, settings),
        ]
        await _count(limit, sessions, counts)

    return check


def _per_address(limit: Limit, request: Request, settings: Settings) -> list[tuple[str, int]]:
    """The client address's count, then everyone's."""
    return [
        (
            f"{limit.scope}:client:{client_of(request)}",
            math.ceil(limit.per_client * settings.rate_limit_scale),
        ),
        (f"{limit.scope}:all", math.ceil(limit.overall * settings.rate_limit_scale)),
    ]


async def _count(
    limit: Limit, sessions: sessionmaker[Session], counts: list[tuple[str, int]]
) -> None:
    """Counts the request under each key in turn, in one transaction, up to the first whose
    window is past its allowance; then 429. A request refused on one count adds nothing to the
    counts after it: one script hammering a route from its address locks out itself, not every
    applicant behind the overall ceiling."""
    now = datetime.now(UTC)

    def within(session: Session) -> bool:
        return all(hit(session, key, limit.window, now) <= allowed for key, allowed in counts)

    if not await in_transaction(sessions, within):
        raise too_many(limit, now)


def too_many(limit: Limit, now: datetime) -> ApiError:
    retry = window_of(now, limit.window) + limit.window - now
    return ApiError(
        429,
        "too_many_requests",
        messages.TROPPI_TENTATIVI,
        headers={"Retry-After": str(max(1, math.ceil(retry.total_seconds())))},
    )


def limited(limit: Limit) -> Any:
    """For a route's `dependencies=[...]`."""
    return Depends(rate_limited(limit))


def application_limited(
    limit: Limit, per_application: int, owner: Callable[..., Any] = token_application
) -> Any:
    """For the `dependencies=[...]` of a route behind a token."""
    return Depends(application_rate_limited(limit, per_application, owner))
