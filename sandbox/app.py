"""The sandbox FastAPI application: B2B endpoint, PDF files, the seal's CA, eID gateway,
identity-check provider, health, operator page."""

import hashlib
import json
import logging
from typing import Any

from fastapi import FastAPI, Request
from fastapi.exceptions import RequestValidationError
from fastapi.responses import JSONResponse, Response
from pydantic import ValidationError
from starlette.exceptions import HTTPException as StarletteHTTPException

from sandbox import busy, operator, practice_events, services
from sandbox.auth import check_token
from sandbox.db import Database, Document, IdempotentAnswer
from sandbox.eid_gateway import login as eid_login
from sandbox.eid_gateway import tokens as eid_tokens
from sandbox.eid_gateway.keys import load_signing_key
from sandbox.faults import FaultInjector, FaultSettings
from sandbox.identity_check import applicants as idcheck_applicants
from sandbox.identity_check import capture as idcheck_capture
from sandbox.identity_check import checks as idcheck_checks
from sandbox.identity_check import provider as idcheck
from sandbox.identity_check import uploads as idcheck_uploads
from sandbox.identity_check import webhooks as idcheck_webhooks
from sandbox.protocol import SERVICES, B2BError, Context, Envelope, error_body, errore
from sandbox.seal import routes as seal_routes
from sandbox.seal.keys import load_seal
from sandbox.seed import seed
from sandbox.settings import Settings

log = logging.getLogger("sandbox")


def _validation_errors(error: ValidationError) -> list[dict[str, Any]]:
    return [
        errore(
            "E_RICHIESTA_NON_VALIDA",
            f"Dato non valido: {item['msg']}",
            ".".join(str(part) for part in item["loc"]) or None,
        )
        for item in error.errors()
    ]


def create_app(settings: Settings | None = None) -> FastAPI:
    settings = settings or Settings()
    database = Database(settings.database_url)
    database.create_all()
    with database.session() as session:
        seed(session)
        signing_key = load_signing_key(session)
        seal = load_seal(session)
    faults = FaultInjector(
        FaultSettings(
            error_rate=settings.error_rate,
            latency_ms=settings.latency_ms,
            timeout_rate=settings.timeout_rate,
            timeout_seconds=settings.timeout_seconds,
        )
    )
    services.load()

    app = FastAPI(title="Prestito Online — sandbox back office", version="1")
    app.state.settings = settings
    app.state.database = database
    app.state.faults = faults
    app.state.eidg_key = signing_key
    app.state.seal = seal
    app.state.practice_events = practice_events.Runtime(
        url=settings.practice_webhook_url, token=settings.practice_webhook_token
    )
    app.state.idcheck = idcheck.Runtime(
        webhook_url=settings.idcheck_webhook_url, webhook_token=settings.idcheck_webhook_token
    )

    @app.exception_handler(StarletteHTTPException)
    async def http_error(_: Request, exc: StarletteHTTPException) -> JSONResponse:
        # Never FastAPI's default `{"detail": ...}`: every error speaks the protocol's shape.
        return JSONResponse(
            error_body(None, [errore(f"E_HTTP_{exc.status_code}", str(exc.detail))]),
            status_code=exc.status_code,
        )

    @app.exception_handler(RequestValidationError)
    async def invalid_request(_: Request, exc: RequestValidationError) -> JSONResponse:
        errors = [
            errore("E_RICHIESTA_NON_VALIDA", f"Dato non valido: {item['msg']}")
            for item in exc.errors()
        ]
        return JSONResponse(error_body(None, errors), status_code=422)

    @app.exception_handler(Exception)
    async def unexpected(_: Request, exc: Exception) -> JSONResponse:
        log.exception("unexpected sandbox failure", exc_info=exc)
        return JSONResponse(
            error_body(None, [errore("E_INTERNO", "Errore interno del sistema")]), status_code=500
        )

    @app.post("/b2b/execute")
    async def execute(request: Request) -> JSONResponse:
        """Run one back-office service by its serviceId."""
        injected = await faults.before_call()
        if injected:
            return JSONResponse(injected[1], status_code=injected[0])
        service_id: str | None = None
        try:
            try:
                envelope = Envelope.model_validate(json.loads(await request.body()))
            except (ValueError, ValidationError) as error:
                details = (
                    _validation_errors(error)
                    if isinstance(error, ValidationError)
                    else [errore("E_JSON_NON_VALIDO", "Il corpo della richiesta non è JSON valido")]
                )
                raise B2BError(422, details) from error
            service_id = envelope.serviceId
            if envelope.companyType.value != settings.company_type:
                raise B2BError(
                    422,
                    [errore("E_COMPANY_TYPE", "Codice società non riconosciuto", "companyType")],
                )
            target = SERVICES.get(service_id)
            if target is None:
                raise B2BError(
                    404,
                    [
                        errore(
                            "E_SERVIZIO_SCONOSCIUTO",
                            f"Servizio sconosciuto: {service_id}",
                            "serviceId",
                        )
                    ],
                )
            with database.session() as session:
                claims: dict[str, Any] = {}
                if target.needs_token:
                    claims = check_token(session, request.headers.get("b2b-authorization")).claims
                try:
                    body = target.model.model_validate(envelope.request)
                except ValidationError as error:
                    raise B2BError(422, _validation_errors(error)) from error
                key = None if target.pure else request.headers.get("idempotency-key")
                fingerprint = (
                    hashlib.sha256(
                        json.dumps(envelope.request, sort_keys=True, default=str).encode()
                    ).hexdigest()
                    if key
                    else ""
                )
                stored = session.get(IdempotentAnswer, (service_id, key)) if key else None
                # A retry of the same call (same key, same request) gets the first answer again:
                # no second prospect, practice or SMS. A reused key with new content runs anew.
                if stored is not None and stored.request_sha256 == fingerprint:
                    return JSONResponse(target.answer(stored.answer))
                context = Context(session, settings, envelope.companyType.value, claims)
                answer = await target.handler(context, body)
                if key:
                    session.merge(
                        IdempotentAnswer(
                            service_id=service_id,
                            key=key,
                            request_sha256=fingerprint,
                            answer=answer,
                        )
                    )
            return JSONResponse(target.answer(answer))
        except B2BError as error:
            return JSONResponse(error_body(service_id, error.errors), status_code=error.status)

    @app.get("/files/{document_id}.pdf")
    def read_file(document_id: str) -> Response:
        """A PDF produced by the back office (SECCI, contract to sign, sealed contract)."""
        with database.session() as session:
            document = session.get(Document, document_id)
            if document is None:
                raise StarletteHTTPException(404, "Documento non trovato")
            return Response(document.content, media_type="application/pdf")

    @app.get("/health")
    def health() -> dict[str, str]:
        return {"status": "ok"}

    app.include_router(seal_routes.router)
    app.include_router(eid_login.router)
    app.include_router(eid_tokens.router)
    for module in (
        idcheck_applicants,
        idcheck_uploads,
        idcheck_capture,
        idcheck_checks,
        idcheck_webhooks,
    ):
        app.include_router(module.router)
    idcheck.install(app)
    app.include_router(operator.router)
    app.include_router(practice_events.router)
    app.include_router(busy.router)
    busy.install(app)
    return app


def __getattr__(name: str) -> FastAPI:
    # `sandbox.app:app` for uvicorn, built on first use so importing the module touches no database.
    if name == "app":
        built = create_app()
        globals()["app"] = built
        return built
    raise AttributeError(name)
