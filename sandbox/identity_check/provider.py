"""What the identity-check endpoints share: errors, the two kinds of credentials, hrefs."""

import hashlib
import hmac
from dataclasses import dataclass, field
from datetime import UTC, datetime
from typing import Any

from fastapi import FastAPI, Request
from fastapi.responses import JSONResponse
from pydantic import ValidationError
from sqlalchemy.orm import Session

from sandbox.auth import as_utc
from sandbox.db import Database, IdcheckApplicant, IdcheckSdkToken
from sandbox.settings import Settings

API = "/idcheck/v3.6"


class IdcheckError(Exception):
    """An error in Onfido's shape: `{"error": {"type", "message", "fields"}}`."""

    def __init__(
        self, status: int, type_: str, message: str, fields: dict[str, Any] | None = None
    ) -> None:
        super().__init__(message)
        self.status, self.type, self.message, self.fields = status, type_, message, fields or {}

    def response(self) -> JSONResponse:
        error = {"type": self.type, "message": self.message, "fields": self.fields}
        return JSONResponse({"error": error}, status_code=self.status)


def not_found(what: str) -> IdcheckError:
    return IdcheckError(404, "resource_not_found", f"{what} not found")


def invalid(message: str, fields: dict[str, Any] | None = None) -> IdcheckError:
    return IdcheckError(422, "validation_error", message, fields)


def invalid_model(error: ValidationError) -> IdcheckError:
    fields: dict[str, list[str]] = {}
    for item in error.errors():
        name = ".".join(str(part) for part in item["loc"]) or "body"
        fields.setdefault(name, []).append(item["msg"])
    return invalid("There was a validation error on this request", fields)


def install(app: FastAPI) -> None:
    # The app's own handlers speak the B2B protocol's shape; these routes speak Onfido's.
    async def handle(_: Request, exc: Exception) -> JSONResponse:
        assert isinstance(exc, IdcheckError)
        return exc.response()

    app.add_exception_handler(IdcheckError, handle)


@dataclass
class Runtime:
    """What the provider keeps in memory: the default webhook target (replaceable by the
    operator at run time) and the background tasks, held so they are not collected."""

    webhook_url: str | None
    webhook_token: str
    tasks: set[Any] = field(default_factory=set)
    running_checks: set[str] = field(default_factory=set)


def settings_of(request: Request) -> Settings:
    settings: Settings = request.app.state.settings
    return settings


def database_of(request: Request) -> Database:
    database: Database = request.app.state.database
    return database


def runtime_of(request: Request) -> Runtime:
    runtime: Runtime = request.app.state.idcheck
    return runtime


def token_sha256(token: str) -> str:
    return hashlib.sha256(token.encode()).hexdigest()


def _unauthorized(message: str) -> IdcheckError:
    return IdcheckError(401, "authorization_error", message)


def is_api_client(request: Request) -> bool:
    """True for the server's own API token (`Authorization: Token token=<token>`)."""
    header = request.headers.get("authorization", "")
    scheme, _, rest = header.partition(" ")
    if scheme.lower() != "token" or not rest.startswith("token="):
        return False
    expected = settings_of(request).idcheck_api_token
    return hmac.compare_digest(rest.removeprefix("token=").encode(), expected.encode())


def require_api_client(request: Request) -> None:
    if not is_api_client(request):
        raise _unauthorized("Please provide a valid API token")


def sdk_applicant(session: Session, request: Request) -> IdcheckApplicant:
    """The applicant an SDK token (`Authorization: Bearer <token>`) was issued for."""
    header = request.headers.get("authorization", "")
    scheme, _, value = header.partition(" ")
    if scheme.lower() != "bearer" or not value:
        raise _unauthorized("Please provide a valid SDK token")
    token = session.get(IdcheckSdkToken, token_sha256(value.strip()))
    if token is None:
        raise _unauthorized("Invalid SDK token")
    if as_utc(token.expires_at) <= datetime.now(UTC):
        raise _unauthorized("Expired SDK token")
    applicant = session.get(IdcheckApplicant, token.applicant_id)
    if applicant is None:
        raise _unauthorized("Invalid SDK token")
    return applicant


def iso(moment: datetime | None) -> str | None:
    """ISO 8601 in UTC with a Z, as Onfido writes its times."""
    if moment is None:
        return None
    return as_utc(moment).astimezone(UTC).strftime("%Y-%m-%dT%H:%M:%SZ")
