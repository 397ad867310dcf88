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

    async def raw(
        self, service_id: str, request: dict[str, Any], idempotency_key: str | None = None
    ) -> httpx.Response:
        headers = {"b2b-authorization": self.token} if self.token else {}
        if idempotency_key:
            headers["Idempotency-Key"] = idempotency_key
        body = {"serviceId": service_id, "companyType": COMPANY, "request": request}
        return await self.http.post("/b2b/execute", json=body, headers=headers)

    async def call(
        self, service_id: str, request: dict[str, Any], idempotency_key: str | None = None
    ) -> dict[str, Any]:
        response = await self.raw(service_id, request, idempotency_key)
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


# A valid applicant: fiscal code of MARIO ROSSI born in Milan on 10/12/1985.
APPLICANT: dict[str, Any] = {
    "codFiscale": "RSSMRA85T10F205R",
    "nome": "MARIO",
    "cognome": "ROSSI",
    "dataNascita": "19851210",
    "email": "MARIO.ROSSI@EXAMPLE.COM",
    "telCellulare": "3331234567",
    "iban": "IT60X0542811101000000123456",
    "posizioneLavorativa": "D",
    "residenza": {
        "indirizzo": "VIA ROMA 1",
        "localita": "MILANO",
        "provincia": "MI",
        "cap": "20121",
    },
}


async def finalized_practice(
    b2b: B2BClient, draft_id: str = "loan-1", **overrides: Any
) -> dict[str, Any]:
    """Price an offer, then add and finalize a practice for it, as the journey does."""
    simulation = await b2b.call(
        "eseguiMotoreSimulazione", {"importoRichiesto": 8000, "numeroRate": 48}
    )
    request = {
        **APPLICANT,
        "draftId": draft_id,
        "prgSimul": simulation["codOfferta"]["prgSimul"],
        **overrides,
    }
    added = await b2b.call("practiceAdd", request)
    await b2b.call(
        "practiceFinalize",
        {"numPratica": added["numPratica"], "codiceAnagrafico": added["codiceAnagrafico"]},
    )
    return added
