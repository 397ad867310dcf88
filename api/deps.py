"""FastAPI dependencies as `Annotated` aliases: settings, Temporal client, DB, the applicant."""

from datetime import timedelta
from typing import Annotated

from fastapi import Depends, Header, Request
from sqlalchemy.orm import Session, sessionmaker
from temporalio.client import Client

from api.db import in_transaction
from api.errors import ApiError
from journey import messages
from runtime.settings import Settings
from store.applications import (
    TokenHolder,
    TokenLifetime,
    token_holder,
    token_replaced,
    touch_token,
)


# The dependencies are `async`: FastAPI runs a plain `def` dependency in its thread pool, a
# hop each that cost an answer more than its Query (docs/benchmarks.md, issue 17).
async def get_settings_dep(request: Request) -> Settings:
    return request.app.state.settings  # type: ignore[no-any-return]


async def get_temporal(request: Request) -> Client:
    return request.app.state.temporal  # type: ignore[no-any-return]


async def get_sessions(request: Request) -> sessionmaker[Session]:
    """Routes open short transactions with it (api/db.py), never one for the whole request."""
    return request.app.state.sessions  # type: ignore[no-any-return]


SettingsDep = Annotated[Settings, Depends(get_settings_dep)]
TemporalDep = Annotated[Client, Depends(get_temporal)]
SessionsDep = Annotated[sessionmaker[Session], Depends(get_sessions)]


async def application_of(
    sessions: sessionmaker[Session], settings: Settings, token: str | None, touch: bool = True
) -> str:
    """The application a token opens; 401 without a token, with one no application has, or
    with one past its idle or absolute lifetime (the resume code is the way back).

    Every request asks this, so it is read where it costs least. On SQLite (the embedded run)
    on the event loop: in WAL mode a read never waits for the worker's writes, and the thread
    pool's hop there and back cost a request 0.6 ms of its 1.9 in the API (docs/benchmarks.md,
    issue 17). On PostgreSQL the read crosses the network, so it goes to the thread pool. The
    token's use, a write once a minute at most, always goes to the thread pool; `touch=False`
    for what only watches the application (its event stream), which is not the applicant's
    activity: a page left open must not keep its session from expiring.
    """
    if not token:
        raise ApiError(401, "missing_token", messages.SESSIONE_NON_VALIDA)
    token = token.strip()
    lifetime = TokenLifetime(
        idle=timedelta(minutes=settings.token_idle_minutes),
        absolute=timedelta(hours=settings.token_lifetime_hours),
    )

    def read(session: Session) -> TokenHolder | None:
        return token_holder(session, token, lifetime)

    if settings.database_url.startswith("sqlite"):
        # On the engine's connection, not in a session: 28 µs instead of 72 for the same read.
        with sessions.kw["bind"].connect() as connection:
            holder = token_holder(connection, token, lifetime)
    else:
        holder = await in_transaction(sessions, read)
    if holder is None:
        if await in_transaction(sessions, lambda session: token_replaced(session, token)):
            raise ApiError(401, "resumed_elsewhere", messages.RIPRESA_ALTRO_DISPOSITIVO)
        raise ApiError(401, "invalid_token", messages.SESSIONE_NON_VALIDA)
    if touch and holder.touch_due:
        await in_transaction(sessions, lambda session: touch_token(session, token))
    return holder.draft_id


async def token_application(
    sessions: SessionsDep,
    settings: SettingsDep,
    authorization: Annotated[str | None, Header(alias="b2b-authorization")] = None,
) -> str:
    """For routes whose path names no application: the one the header's token opens."""
    return await application_of(sessions, settings, authorization)


async def current_application(
    application_id: str,
    sessions: SessionsDep,
    settings: SettingsDep,
    authorization: Annotated[str | None, Header(alias="b2b-authorization")] = None,
) -> str:
    """The application the token is bound to; any other id answers 404 as if it didn't exist."""
    return _owned(application_id, await application_of(sessions, settings, authorization))


async def watched_application(
    application_id: str,
    sessions: SessionsDep,
    settings: SettingsDep,
    authorization: Annotated[str | None, Header(alias="b2b-authorization")] = None,
) -> str:
    """`current_application` for a request that only watches (the event stream): the token must
    hold, and its idle lifetime does not start again."""
    owner = await application_of(sessions, settings, authorization, touch=False)
    return _owned(application_id, owner)


def _owned(application_id: str, owner: str) -> str:
    if owner != application_id:
        raise ApiError(404, "not_found", messages.RICHIESTA_NON_TROVATA)
    return owner


CurrentApplication = Annotated[str, Depends(current_application)]
WatchedApplication = Annotated[str, Depends(watched_application)]
TokenApplication = Annotated[str, Depends(token_application)]
