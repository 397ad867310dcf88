"""Figure 12's balancer: each application's consecutive requests on different API processes."""

import gzip
import json

import httpx
import pytest
from starlette.requests import Request
from starlette.responses import JSONResponse, Response

from bench.balancer import SERVED_PATH, create_app
from bench.stack import UPSTREAMS


def upstream(number: int) -> httpx.ASGITransport:
    """An API process that starts `loan-<n>` applications and says who it is and who called."""
    started = 0

    async def app(scope: dict, receive: object, send: object) -> None:  # type: ignore[type-arg]
        nonlocal started
        request = Request(scope, receive)  # type: ignore[arg-type]
        if request.method == "POST" and request.url.path == "/main/api/applications":
            started += 1
            body = json.dumps({"applicationId": f"loan-{number}-{started}"}).encode()
            response = Response(
                gzip.compress(body),
                headers={"content-encoding": "gzip", "content-type": "application/json"},
            )
        else:
            response = JSONResponse(
                {"api": number, "forwardedFor": request.headers.get("x-forwarded-for")}
            )
        await response(scope, receive, send)  # type: ignore[arg-type]

    return httpx.ASGITransport(app=app)


@pytest.fixture
def balancer(monkeypatch: pytest.MonkeyPatch) -> httpx.AsyncClient:
    monkeypatch.setenv(UPSTREAMS, "http://api-0,http://api-1")
    app = create_app([upstream(0), upstream(1)])
    transport = httpx.ASGITransport(app=app, client=("10.0.0.7", 1234))
    return httpx.AsyncClient(transport=transport, base_url="http://balancer")


async def test_an_applicants_requests_alternate_between_the_api_processes(
    balancer: httpx.AsyncClient,
) -> None:
    async with balancer:
        started = await balancer.post("/main/api/applications", json={})
        application = started.json()["applicationId"]
        assert application == "loan-0-1"
        answers = [
            (await balancer.get(f"/main/api/applications/{application}")).json() for _ in range(3)
        ]
        assert [a["api"] for a in answers] == [1, 0, 1]
        assert answers[0]["forwardedFor"] == "10.0.0.7"
        # The next new application takes the next process in the global turn.
        other = (await balancer.post("/main/api/applications", json={})).json()
        assert other["applicationId"] == "loan-1-1"
        served = (await balancer.get(SERVED_PATH)).json()
    assert served == {"loan-0-1": [0, 1, 0, 1], "loan-1-1": [1]}
