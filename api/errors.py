"""Every error answer is `{code, message, errors}` with an Italian message; never a trace."""

import logging

from fastapi import FastAPI, Request
from fastapi.exceptions import RequestValidationError
from fastapi.responses import JSONResponse
from starlette.exceptions import HTTPException as StarletteHTTPException

from journey import messages

log = logging.getLogger("api")


class ApiError(Exception):
    def __init__(
        self,
        status: int,
        code: str,
        message: str,
        errors: dict[str, str] | None = None,
        extra: dict[str, object] | None = None,
    ) -> None:
        self.status, self.code, self.message = status, code, message
        self.errors = errors or {}
        self.extra = extra or {}


def body(code: str, message: str, errors: dict[str, str] | None = None) -> dict[str, object]:
    return {"code": code, "message": message, "errors": errors or {}}


def install(app: FastAPI) -> None:
    @app.exception_handler(ApiError)
    async def _api_error(_: Request, exc: ApiError) -> JSONResponse:
        return JSONResponse({**body(exc.code, exc.message, exc.errors), **exc.extra}, exc.status)

    @app.exception_handler(RequestValidationError)
    async def _malformed(_: Request, exc: RequestValidationError) -> JSONResponse:
        # Malformed JSON or a body of the wrong shape: say which fields, in Italian.
        errors: dict[str, str] = {}
        for item in exc.errors():
            loc = [str(part) for part in item.get("loc", ()) if part not in ("body",)]
            field = ".".join(loc[1:] if loc and loc[0] == "form" else loc) or "body"
            errors.setdefault(field, messages.RICHIESTA_NON_VALIDA)
        return JSONResponse(body("invalid_request", messages.RICHIESTA_NON_VALIDA, errors), 422)

    @app.exception_handler(StarletteHTTPException)
    async def _http(_: Request, exc: StarletteHTTPException) -> JSONResponse:
        if exc.status_code == 404:
            return JSONResponse(body("not_found", messages.RISORSA_NON_TROVATA), 404)
        if exc.status_code == 405:
            return JSONResponse(body("method_not_allowed", messages.RICHIESTA_NON_VALIDA), 405)
        return JSONResponse(body("http_error", messages.RICHIESTA_NON_VALIDA), exc.status_code)

    @app.exception_handler(Exception)
    async def _unexpected(request: Request, exc: Exception) -> JSONResponse:
        log.exception("unexpected error on %s %s", request.method, request.url.path)
        return JSONResponse(body("internal_error", messages.ERRORE_GENERICO), 500)
