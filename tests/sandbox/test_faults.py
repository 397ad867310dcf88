"""Fault injection: errors, latency and timeouts, from settings and changed at runtime."""

import time

import httpx

from sandbox.app import create_app
from sandbox.settings import Settings
from tests.sandbox.conftest import B2BClient


async def test_error_rate_one_answers_500_or_503_in_protocol_shape(settings: Settings) -> None:
    app = create_app(settings.model_copy(update={"error_rate": 1.0}))
    async with httpx.AsyncClient(
        transport=httpx.ASGITransport(app=app), base_url="http://t"
    ) as http:
        statuses = set()
        for _ in range(20):
            response = await B2BClient(http).raw("generaToken", {})
            statuses.add(response.status_code)
            assert response.json()["b2bResponse"]["elencoErrori"][0]["codice"] == "E_FAULT"
        health = await http.get("/health")
    assert statuses <= {500, 503} and statuses
    assert health.status_code == 200  # only the B2B endpoint is faulty


async def test_faults_change_at_runtime(b2b: B2BClient, http: httpx.AsyncClient) -> None:
    response = await http.put(
        "/operator/api/faults", json={"error_rate": 1.0, "latency_ms": 0, "timeout_rate": 0.0}
    )
    assert response.status_code == 200
    assert (await b2b.raw("controlloEmail", {"email": "A@B.IT"})).status_code in {500, 503}
    await http.put("/operator/api/faults", json={"error_rate": 0.0})
    assert (await b2b.raw("controlloEmail", {"email": "A@B.IT"})).status_code == 200
    assert (await http.get("/operator/api/faults")).json()["error_rate"] == 0.0


async def test_latency(b2b: B2BClient, http: httpx.AsyncClient) -> None:
    await http.put("/operator/api/faults", json={"latency_ms": 300})
    started = time.monotonic()
    await b2b.call("controlloEmail", {"email": "A@B.IT"})
    assert time.monotonic() - started >= 0.3


async def test_timeout_outlasts_the_client(b2b: B2BClient, http: httpx.AsyncClient) -> None:
    await http.put("/operator/api/faults", json={"timeout_rate": 1.0, "timeout_seconds": 2})
    started = time.monotonic()
    response = await b2b.raw("controlloEmail", {"email": "A@B.IT"})
    # Silent for longer than a client would wait, then it answers normally.
    assert time.monotonic() - started >= 2
    assert response.status_code == 200


async def test_invalid_fault_settings_are_422(http: httpx.AsyncClient) -> None:
    response = await http.put("/operator/api/faults", json={"error_rate": 2})
    assert response.status_code == 422
    assert "detail" not in response.json()
