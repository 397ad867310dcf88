"""Every error answer is `{code, message, errors}` with an Italian message; never a trace."""

import logging
from typing import Any

from fastapi import FastAPI, Request
from fastapi.exceptions import RequestValidationError
from fastapi.responses import JSONResponse
from pydantic import BaseModel
from pydantic.json_schema import SkipJsonSchema
from starlette.exceptions import HTTPException as StarletteHTTPException
from temporalio.client import WorkflowUpdateFailedError
from temporalio.exceptions import ApplicationError
from temporalio.service import RPCError, RPCStatusCode

from api.limits import MAX_BODY_BYTES, is_upload
from journey import messages
from journey.routes import Esito
from journey.rules.routes import typ_route
from journey.steps import ApplicationStatus
from workflows.errors import Rejection

log = logging.getLogger("api")

# The body key of the simulator's data (the start of an application). A person cannot correct
# them on the page and reloading brings them back: a refusal there says so, with its own code,
# and the way on is the simulator.
SIMULATOR_SECTION = "simulator"
SIMULATION_REFUSED = "invalid_simulation"


class ApiError(Exception):
    def __init__(
        self,
        status: int,
        code: str,
        message: str,
        errors: dict[str, str] | None = None,
        extra: dict[str, object] | None = None,
        headers: dict[str, str] | None = None,
    ) -> None:
        self.status, self.code, self.message = status, code, message
        self.errors = errors or {}
        self.extra = extra or {}
        self.headers = headers


class ExpiredStatus(BaseModel):
    status: int


class ExpiredPage(BaseModel):
    url: str


class ErrorBody(BaseModel):
    """Every error answer: `errors` holds each refused field's Italian message.

    Some answers carry more: the 410 of an expired application `error` and `data` (§7), and a
    refused first submission the new application's `applicationId` and `token`.
    """

    code: str
    message: str
    errors: dict[str, str]
    # Optional and never null: an answer either carries them or leaves them out.
    error: ExpiredStatus | SkipJsonSchema[None] = None
    data: ExpiredPage | SkipJsonSchema[None] = None
    applicationId: str | SkipJsonSchema[None] = None
    token: str | SkipJsonSchema[None] = None


_ANSWERS: dict[int, dict[str, Any]] = {
    401: {"description": "No token, or one no application has or past its lifetime"},
    403: {"description": "The arrival token is expired, forged or already used"},
    404: {"description": "Not found (another application's id answers this too)"},
    409: {"description": "Not the application's current step, or the application is closed"},
    410: {"description": "The application has expired: `data.url` is the page to show"},
    413: {"description": f"A body over {MAX_BODY_BYTES // 1024} KiB"},
    422: {"description": "A malformed request or refused fields, each with its message"},
    429: {
        "description": "Too many requests: try again later",
        "headers": {
            "Retry-After": {
                "description": "Seconds until the limit's window ends (rate limits only)",
                "schema": {"type": "integer"},
            }
        },
    },
    503: {"description": "Temporal or the back office does not answer"},
}


def responses(*statuses: int) -> dict[int | str, dict[str, Any]]:
    """The error answers a route gives, for its `responses=`; 422 replaces FastAPI's own."""
    return {status: {"model": ErrorBody, **_ANSWERS[status]} for status in statuses}


def body(code: str, message: str, errors: dict[str, str] | None = None) -> dict[str, object]:
    return {"code": code, "message": message, "errors": errors or {}}


def expired() -> ApiError:
    # §7: "error.status 410 in the body means expired, and data.url is returned as the message".
    return _gone("expired", Esito.TRACKING_SCADUTO)


def submitted() -> ApiError:
    """A request already signed cannot be resumed or changed online: as for an expired one (410
    and the page to go to), the applicant is told it is being evaluated and an e-mail follows."""
    return _gone("submitted", Esito.RICHIESTA_IN_CORSO)


def _gone(code: str, esito: Esito) -> ApiError:
    url = f"/main{typ_route(esito)}"
    return ApiError(410, code, url, extra={"error": {"status": 410}, "data": {"url": url}})


def closed(extra: dict[str, object] | None = None) -> ApiError:
    """An application signed or closed: nothing more to change online."""
    return ApiError(409, "closed", messages.RICHIESTA_CHIUSA, extra=extra)


def token_refused() -> ApiError:
    """The token a person landed with cannot be trusted: they go on from the public simulator."""
    return ApiError(403, "token_refused", messages.TOKEN_NON_VALIDO)


def simulation_refused(errors: dict[str, str] | None = None) -> ApiError:
    """Simulator data no simulator of ours could have made: the person recalculates the loan."""
    return ApiError(422, SIMULATION_REFUSED, messages.SIMULAZIONE_NON_VALIDA, errors)


def rejected(exc: WorkflowUpdateFailedError, extra: dict[str, object] | None = None) -> ApiError:
    """The workflow turned an Update down: its error type says which answer the applicant gets.

    `extra` travels with every answer (the first submission's application id and token, so a
    refused light form can be corrected without starting over).
    """
    cause = exc.cause
    kind = cause.type if isinstance(cause, ApplicationError) else None
    if kind == Rejection.INVALID_INPUT and isinstance(cause, ApplicationError):
        errors = cause.details[0] if cause.details and isinstance(cause.details[0], dict) else {}
        return ApiError(422, "validation_error", messages.CONTROLLA_CAMPI, errors, extra)
    if kind == Rejection.OUT_OF_STEP:
        return ApiError(409, "out_of_step", messages.PASSO_NON_DISPONIBILE, extra=extra)
    if kind == Rejection.CLOSED and isinstance(cause, ApplicationError):
        if cause.details and cause.details[0] == ApplicationStatus.EXPIRED:
            return expired()
        return closed(extra)
    if kind == Rejection.TOKEN_REFUSED:
        return token_refused()
    if kind == Rejection.TOO_LARGE:
        # The same answer as the body cap (api/limits.py): a bound the API let through.
        return ApiError(413, "too_large", messages.RICHIESTA_TROPPO_GRANDE, extra=extra)
    if kind == Rejection.BACKOFFICE_UNAVAILABLE:
        return ApiError(
            503, "backoffice_unavailable", messages.SERVIZIO_NON_DISPONIBILE, extra=extra
        )
    # Not one of ours: a bug in a handler. The details stay in the log and the workflow's history.
    log.error("update failed unexpectedly: %r", cause)
    return ApiError(500, "internal_error", messages.ERRORE_GENERICO, extra=extra)


def not_found_or_unavailable(exc: Exception) -> ApiError:
    """Temporal's NotFound is the application that does not exist; anything else is down."""
    if isinstance(exc, RPCError) and exc.status == RPCStatusCode.NOT_FOUND:
        return ApiError(404, "not_found", messages.RICHIESTA_NON_TROVATA)
    return ApiError(503, "temporal_unavailable", messages.SERVIZIO_NON_DISPONIBILE)


def install(app: FastAPI) -> None:
    @app.exception_handler(ApiError)
    async def _api_error(_: Request, exc: ApiError) -> JSONResponse:
        return JSONResponse(
            {**body(exc.code, exc.message, exc.errors), **exc.extra}, exc.status, exc.headers
        )

    @app.exception_handler(RequestValidationError)
    async def _malformed(_: Request, exc: RequestValidationError) -> JSONResponse:
        # Malformed JSON or a body of the wrong shape: say which fields, in Italian.
        errors: dict[str, str] = {}
        in_simulation = False
        for item in exc.errors():
            loc = [str(part) for part in item.get("loc", ()) if part not in ("body",)]
            field = ".".join(loc[1:] if loc and loc[0] == "form" else loc) or "body"
            simulation = bool(loc) and loc[0] == SIMULATOR_SECTION
            in_simulation |= simulation
            message = (
                messages.SIMULAZIONE_NON_VALIDA
                if simulation
                else messages.CAMPO_TROPPO_LUNGO.format(massimo=item["ctx"]["max_length"])
                if item.get("type") == "string_too_long" and "max_length" in item.get("ctx", {})
                else messages.RICHIESTA_NON_VALIDA
            )
            errors.setdefault(field, message)
        if in_simulation:
            # Whatever else the form lacks, the simulator's data are what stops the request.
            return JSONResponse(
                body(SIMULATION_REFUSED, messages.SIMULAZIONE_NON_VALIDA, errors), 422
            )
        # Only fields the person can shorten: they are asked to check them, not to reload.
        fixable = bool(errors) and messages.RICHIESTA_NON_VALIDA not in errors.values()
        summary = messages.CONTROLLA_CAMPI if fixable else messages.RICHIESTA_NON_VALIDA
        return JSONResponse(body("invalid_request", summary, errors), 422)

    @app.exception_handler(StarletteHTTPException)
    async def _http(request: Request, exc: StarletteHTTPException) -> JSONResponse:
        if exc.status_code == 400 and is_upload(request.url.path):
            # A multipart envelope that cannot be read (a file name thousands of characters
            # long, a cut-off part): said on the file's card, which can be sent again.
            errors = {"file": messages.DOCUMENTO_NON_RICEVUTO}
            return JSONResponse(body("file_refused", messages.DOCUMENTO_NON_RICEVUTO, errors), 422)
        if exc.status_code == 400:
            # FastAPI's answer to a body it cannot decode (not UTF-8): as malformed as bad JSON.
            errors = {"body": messages.RICHIESTA_NON_VALIDA}
            return JSONResponse(body("invalid_request", messages.RICHIESTA_NON_VALIDA, errors), 422)
        if exc.status_code == 404:
            return JSONResponse(body("not_found", messages.RISORSA_NON_TROVATA), 404)
        if exc.status_code == 405:
            # With Starlette's Allow header: a 405 says which methods the route has (RFC 9110).
            answer = body("method_not_allowed", messages.RICHIESTA_NON_VALIDA)
            return JSONResponse(answer, 405, exc.headers)
        return JSONResponse(
            body("http_error", messages.RICHIESTA_NON_VALIDA), exc.status_code, exc.headers
        )

    @app.exception_handler(Exception)
    async def _unexpected(request: Request, exc: Exception) -> JSONResponse:
        log.exception("unexpected error on %s %s", request.method, request.url.path)
        return JSONResponse(body("internal_error", messages.ERRORE_GENERICO), 500)
