"""Builds the FastAPI app; `uvicorn api.main:app` serves it."""

from collections.abc import AsyncIterator
from contextlib import asynccontextmanager

from fastapi import APIRouter, FastAPI
from fastapi.middleware.gzip import GZipMiddleware
from temporalio.client import Client

from api import errors, routes, security, web
from api.limits import BodyLimit
from api.lookups import LookupCache
from api.quotes import QuoteCache
from api.routes import codec
from runtime.codec import EncryptionCodec, parse_keys
from runtime.heap import freeze_startup_heap
from runtime.logs import configure_logging
from runtime.settings import Settings, get_settings
from runtime.temporal import connect
from store.db import make_engine, session_factory

API_PREFIX = "/main/api"


def create_app(
    settings: Settings | None = None, temporal: Client | None = None, served: bool = False
) -> FastAPI:
    """`served` is the process's own app (uvicorn's): its start-up heap is frozen once it is
    up. The tests build many apps in one process and leave the collector alone."""
    settings = settings or get_settings()
    configure_logging(settings.log_level)

    @asynccontextmanager
    async def lifespan(app: FastAPI) -> AsyncIterator[None]:
        if getattr(app.state, "temporal", None) is None:
            app.state.temporal = await connect(settings)
        if served:
            freeze_startup_heap()
        yield

    app = FastAPI(
        title="Prestito Online",
        description="API del percorso di richiesta di prestito personale online.",
        openapi_url=f"{API_PREFIX}/openapi.json",
        # Served by api/security.py, with the policy that lets Swagger UI load from its CDN.
        docs_url=None,
        redoc_url=None,
        lifespan=lifespan,
    )
    app.state.settings = settings
    app.state.temporal = temporal
    engine = make_engine(settings.database_url)
    app.state.sessions = session_factory(engine)
    app.state.lookups = LookupCache(app.state.sessions)
    app.state.quotes = QuoteCache(settings.quote_cache_seconds)
    assert settings.encryption_keys is not None
    app.state.codec = EncryptionCodec(parse_keys(settings.encryption_keys.get_secret_value()))
    errors.install(app)

    api = APIRouter(prefix=API_PREFIX)
    for router in routes.routers():
        api.include_router(router)
    app.include_router(api)
    # Its own app, so that the Temporal UI's origin is allowed there (CORS) and nowhere else.
    app.mount(f"{API_PREFIX}/codec", codec.create_app(settings, app.state.codec))
    # Compressed answers of the API (the web app's files are compressed once, in api/web.py).
    app.add_middleware(GZipMiddleware, minimum_size=1024)
    app.add_middleware(BodyLimit)
    # The web app's files are answered ahead of the API's routing and middleware.
    web.mount(app, settings.web_dist)
    # Outermost: the 413 of the body limit and the web app's files carry the headers too.
    security.install(app, settings, docs_url=f"{API_PREFIX}/docs", api_prefix=API_PREFIX)
    return app


def __getattr__(name: str) -> FastAPI:
    # `uvicorn api.main:app` builds the app on first access, not at import time.
    if name == "app":
        return create_app(served=True)
    raise AttributeError(name)
