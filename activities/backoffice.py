"""The provider's back office over HTTP: one client, the B2B protocol of DESIGN.md §4."""

import asyncio
import time
from collections import OrderedDict
from typing import Any

import httpx
from pydantic import BaseModel

from activities.models import BackOfficeSession
from activities.transport import AiohttpTransport


class BackOfficeUnavailable(Exception):
    """A transient failure (5xx, timeout, connection refused): worth retrying."""


class BackOfficeRejected(Exception):
    """The back office refused the request itself (4xx): retrying would give the same answer."""

    def __init__(self, service_id: str, status: int, errors: list[dict[str, Any]]) -> None:
        self.service_id, self.status, self.errors = service_id, status, errors
        super().__init__(f"{service_id} rejected with HTTP {status}: {errors}")


# The provider names a few answers other than `<serviceId>Response` (spec §7).
RESPONSE_KEYS = {"OCS_BASTCSEC_V3": "bastcsecv3Response"}


class _Token(BaseModel):
    value: str
    expires_at: float


class BackOfficeClient:
    """Speaks `{serviceId, companyType, request}` with the `b2b-authorization` header.

    Tokens come from `generaToken` and are cached per application session, so an activity
    retry or the next step reuses them; a 401 means the token expired and earns one refresh.
    """

    TOKEN_CACHE_SIZE = 10_000
    TOKEN_LIFETIME_SECONDS = 15 * 60

    def __init__(self, base_url: str, company_type: str, timeout: float = 10.0) -> None:
        self._company_type = company_type
        timeouts = httpx.Timeout(timeout, connect=min(timeout, 3.0))
        # Twenty connections (the transport's default) keep the back office busy enough.
        self._transport = AiohttpTransport()
        self._http = httpx.AsyncClient(
            base_url=base_url.rstrip("/"), timeout=timeouts, transport=self._transport
        )
        # The B2B calls are handed to the transport as the client would hand them, with its
        # headers and timeouts, without the rest of its `send`: a cookie jar filled from every
        # answer (through urllib's cookie machinery, and kept empty on purpose, see
        # activities/transport.py), auth and redirect flows and event hooks, none of which these
        # calls use. That was nearly a third of the worker's CPU per call (docs/benchmarks.md,
        # issue 17).
        self._execute_url = httpx.URL(f"{base_url.rstrip('/')}/b2b/execute")
        self._headers = dict(self._http.headers)
        self._timeouts = timeouts.as_dict()
        self._tokens: OrderedDict[str, _Token] = OrderedDict()
        self._token_locks: dict[str, asyncio.Lock] = {}

    async def aclose(self) -> None:
        await self._http.aclose()

    async def execute(
        self,
        service_id: str,
        request: dict[str, Any],
        session: BackOfficeSession,
        idempotency_key: str | None = None,
    ) -> dict[str, Any]:
        """Calls one service and returns the content of `<serviceId>Response`."""
        token = await self._token(session)
        try:
            return await self._post(service_id, request, token, idempotency_key)
        except BackOfficeRejected as rejected:
            if rejected.status != 401:
                raise
            self._tokens.pop(session.draftId, None)
            token = await self._token(session)
            return await self._post(service_id, request, token, idempotency_key)

    async def download(self, url: str, max_bytes: int = 10 * 1024 * 1024) -> bytes:
        """A document the back office produced (allegati_URL), only from the back office itself."""
        base = httpx.URL(str(self._http.base_url))
        target = httpx.URL(url)
        if (target.scheme, target.host, target.port) != (base.scheme, base.host, base.port):
            raise BackOfficeRejected("download", 400, [{"descrizione": f"foreign URL {url}"}])
        try:
            response = await self._http.get(target)
        except httpx.TransportError as exc:
            raise BackOfficeUnavailable(f"download: {type(exc).__name__}: {exc}") from exc
        if response.status_code >= 500:
            raise BackOfficeUnavailable(f"download: HTTP {response.status_code}")
        if response.status_code >= 400 or len(response.content) > max_bytes:
            raise BackOfficeRejected("download", response.status_code, [])
        return response.content

    async def _token(self, session: BackOfficeSession) -> str:
        cached = self._tokens.get(session.draftId)
        if cached and cached.expires_at > time.monotonic():
            return cached.value
        lock = self._token_locks.setdefault(session.draftId, asyncio.Lock())
        async with lock:
            cached = self._tokens.get(session.draftId)
            if cached and cached.expires_at > time.monotonic():
                return cached.value
            answer = await self._post(
                "generaToken",
                {
                    "fiscalCode": session.fiscalCode,
                    "lastName": session.lastName,
                    "firstName": session.firstName,
                    "email": session.email,
                    "mobilePhone": session.mobilePhone,
                    "application": "TYPDS",
                    "codiceApp": "DS",
                },
                token=None,
                idempotency_key=None,
            )
            token = _Token(
                value=answer["token"],
                expires_at=time.monotonic() + self.TOKEN_LIFETIME_SECONDS,
            )
            self._tokens[session.draftId] = token
            self._tokens.move_to_end(session.draftId)
            while len(self._tokens) > self.TOKEN_CACHE_SIZE:
                evicted, _ = self._tokens.popitem(last=False)
                self._token_locks.pop(evicted, None)
            return token.value

    async def _post(
        self,
        service_id: str,
        request: dict[str, Any],
        token: str | None,
        idempotency_key: str | None,
    ) -> dict[str, Any]:
        headers = dict(self._headers)
        if token:
            headers["b2b-authorization"] = token
        if idempotency_key:
            headers["Idempotency-Key"] = idempotency_key
        body = {
            "serviceId": service_id,
            "companyType": {"name": "companyType", "value": self._company_type},
            "request": request,
        }
        outgoing = httpx.Request(
            "POST",
            self._execute_url,
            json=body,
            headers=headers,
            extensions={"timeout": self._timeouts},
        )
        try:
            response = await self._transport.handle_async_request(outgoing)
        except httpx.TransportError as exc:
            raise BackOfficeUnavailable(f"{service_id}: {type(exc).__name__}: {exc}") from exc
        if response.status_code >= 500 or response.status_code == 429:
            raise BackOfficeUnavailable(f"{service_id}: HTTP {response.status_code}")
        try:
            payload = response.json()
        except ValueError as exc:
            raise BackOfficeUnavailable(f"{service_id}: answer is not JSON") from exc
        if response.status_code >= 400:
            errors = _errors_of(payload)
            raise BackOfficeRejected(service_id, response.status_code, errors)
        key = RESPONSE_KEYS.get(service_id, f"{service_id}Response")
        content = payload.get(key)
        if not isinstance(content, dict):
            raise BackOfficeUnavailable(f"{service_id}: answer without {key}")
        return content


def _errors_of(payload: Any) -> list[dict[str, Any]]:
    if isinstance(payload, dict):
        for value in payload.values():
            if isinstance(value, dict) and isinstance(value.get("elencoErrori"), list):
                return list(value["elencoErrori"])
    return []
