"""The B2B protocol: envelope, error shape, and the registry of services by serviceId."""

from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from typing import Any, Generic, TypeVar

from pydantic import BaseModel, ConfigDict, Field
from sqlalchemy.orm import Session

from sandbox.settings import Settings


class CompanyType(BaseModel):
    name: str
    value: str


class Envelope(BaseModel):
    """Body of every call: `{serviceId, companyType, request}`."""

    serviceId: str = Field(min_length=1)
    companyType: CompanyType
    request: dict[str, Any] = Field(default_factory=dict)


class ServiceRequest(BaseModel):
    """Base of every service's request model: the product may send more than a service reads."""

    model_config = ConfigDict(extra="allow", str_strip_whitespace=True)


class Errore(BaseModel):
    """One entry of `elencoErrori`."""

    codice: str
    campo: str | None = None
    descrizione: str


def errore(codice: str, descrizione: str, campo: str | None = None) -> dict[str, Any]:
    return Errore(codice=codice, campo=campo, descrizione=descrizione).model_dump()


class B2BError(Exception):
    """A protocol-level failure, answered with `status` in the protocol's own shape."""

    def __init__(self, status: int, errors: list[dict[str, Any]]) -> None:
        super().__init__(status, errors)
        self.status = status
        self.errors = errors


def error_body(service_id: str | None, errors: list[dict[str, Any]]) -> dict[str, Any]:
    return {f"{service_id or 'b2b'}Response": {"esito": "KO", "elencoErrori": errors}}


@dataclass
class Context:
    """What a service handler may use besides its request."""

    session: Session
    settings: Settings
    company: str
    token_claims: dict[str, Any]


RequestT = TypeVar("RequestT", bound=ServiceRequest)
Handler = Callable[[Context, Any], Awaitable[dict[str, Any]]]


@dataclass(frozen=True)
class Service(Generic[RequestT]):
    service_id: str
    model: type[RequestT]
    handler: Handler
    needs_token: bool
    # Changes nothing (a check, a look-up, a read of a request's state): a retry simply runs
    # it again, so its answer is not stored under the call's idempotency key. A stored answer
    # of a read would be served again, stale, to a later read that happened to reuse its key.
    pure: bool
    # The real provider names some answers differently from `<serviceId>Response` (spec §7:
    # OCS_BASTCSEC_V3 answers bastcsecv3Response); those answers carry both keys.
    response_key: str

    def answer(self, content: dict[str, Any]) -> dict[str, Any]:
        generic = f"{self.service_id}Response"
        return (
            {self.response_key: content, generic: content}
            if self.response_key != generic
            else {generic: content}
        )


SERVICES: dict[str, Service[Any]] = {}


def service(
    service_id: str,
    model: type[RequestT],
    *,
    needs_token: bool = True,
    pure: bool = False,
    response_key: str | None = None,
) -> Callable[[Callable[[Context, RequestT], Awaitable[dict[str, Any]]]], Handler]:
    """Register a handler for `service_id`; its request is validated against `model`."""

    def register(
        handler: Callable[[Context, RequestT], Awaitable[dict[str, Any]]],
    ) -> Handler:
        SERVICES[service_id] = Service(
            service_id,
            model,
            handler,
            needs_token,
            pure,
            response_key or f"{service_id}Response",
        )
        return handler

    return register
