"""Fixtures: a sandbox on a temp-file database, reached over HTTP through the ASGI transport."""

from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import httpx
import pytest

from sandbox.app import create_app
from sandbox.settings import Settings

COMPANY = {"name": "companyType", "value": "1"}


class B2BClient:
    """Speaks the provider protocol: `POST /b2b/execute` with the envelope and the token."""

    def __init__(self, http: httpx.AsyncClient) -> None:
        self.http = http
        self.token: str | None = None

    async def login(self, **request: Any) -> str:
        answer = await self.call(
            "generaToken", request or {"application": "TYPDS", "codiceApp": "DS"}
        )
        self.token = answer["token"]
        return self.token

    async def raw(self, service_id: str, request: dict[str, Any]) -> httpx.Response:
        headers = {"b2b-authorization": self.token} if self.token else {}
        body = {"serviceId": service_id, "companyType": COMPANY, "request": request}
        return await self.http.post("/b2b/execute", json=body, headers=headers)

    async def call(self, service_id: str, request: dict[str, Any]) -> dict[str, Any]:
        response = await self.raw(service_id, request)
        assert response.status_code == 200, response.text
        payload: dict[str, Any] = response.json()[f"{service_id}Response"]
        return payload


@pytest.fixture
def settings(tmp_path: Path) -> Settings:
    return Settings(
        database_url=f"sqlite:///{tmp_path / 'sandbox.db'}", public_url="http://sandbox.test"
    )


@pytest.fixture
async def http(settings: Settings) -> AsyncIterator[httpx.AsyncClient]:
    app = create_app(settings)
    transport = httpx.ASGITransport(app=app)
    async with httpx.AsyncClient(transport=transport, base_url="http://sandbox.test") as client:
        yield client


@pytest.fixture
async def b2b(http: httpx.AsyncClient) -> B2BClient:
    client = B2BClient(http)
    await client.login()
    return client
