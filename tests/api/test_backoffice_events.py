"""The back office's webhook end to end: the sandbox's operator raises an anomaly and sets an
outcome, the sandbox sends the signed event, the API takes it (signature, time, replays) and
the application reads its request at once, with no visit of the area."""

import asyncio
import hashlib
import hmac
import json
import queue
import socket
import threading
import uuid
from collections.abc import Iterator
from datetime import UTC, datetime, timedelta
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any

import httpx
import pytest

from runtime.settings import Settings
from tests.api.test_after_sale import raise_anomaly, signed
from tests.api.test_documents import PREFIX

EVENTS = "/main/api/pratiche/eventi"
HEADER = "X-Backoffice-Signature"


class Captured(BaseHTTPRequestHandler):
    """Stands where the product's webhook is: keeps each request's bytes and signature."""

    received: "queue.Queue[tuple[bytes, str]]"

    def do_POST(self) -> None:
        body = self.rfile.read(int(self.headers["Content-Length"]))
        self.received.put((body, self.headers.get(HEADER, "")))
        self.send_response(200)
        self.end_headers()

    def log_message(self, *_: Any) -> None:
        pass


@pytest.fixture
def capture(sandbox_url: str, settings: Settings) -> Iterator["queue.Queue[tuple[bytes, str]]"]:
    """The sandbox's events sent here, signed with the secret the API checks."""
    received: queue.Queue[tuple[bytes, str]] = queue.Queue()
    handler = type("Handler", (Captured,), {"received": received})
    server = ThreadingHTTPServer(("127.0.0.1", 0), handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    target = {
        "url": f"http://127.0.0.1:{server.server_port}/main/api/pratiche/eventi",
        "token": settings.backoffice_webhook_token.get_secret_value(),
    }
    put = httpx.put(f"{sandbox_url}/operator/api/practice-events/target", json=target)
    assert put.status_code == 200, put.text
    try:
        yield received
    finally:
        off = {"url": "", "token": "none"}
        httpx.put(f"{sandbox_url}/operator/api/practice-events/target", json=off)
        server.shutdown()


async def next_event(received: "queue.Queue[tuple[bytes, str]]") -> tuple[bytes, str]:
    return await asyncio.to_thread(received.get, True, 10)


def event(number: str, *, tipo: str = "ANOMALIA", sent_at: datetime | None = None) -> bytes:
    payload = {
        "idEvento": str(uuid.uuid4()),
        "tipo": tipo,
        "numPratica": number,
        "dataEvento": (sent_at or datetime.now(UTC)).isoformat(),
    }
    return json.dumps(payload, separators=(",", ":")).encode()


def signed_with(body: bytes, settings: Settings) -> dict[str, str]:
    secret = settings.backoffice_webhook_token.get_secret_value().encode()
    digest = hmac.new(secret, body, hashlib.sha256).hexdigest()
    return {HEADER: digest, "Content-Type": "application/json"}


async def tracking_when(
    api: httpx.AsyncClient, app_id: str, auth: dict[str, str], shown: Any
) -> dict[str, Any]:
    """The application's snapshot (a Query: no visit of the area) once `shown(tracking)`."""
    for _ in range(100):
        snapshot = (await api.get(f"{PREFIX}/{app_id}", headers=auth)).json()
        tracking = snapshot.get("tracking")
        if tracking and shown(tracking):
            return dict(tracking)
        await asyncio.sleep(0.1)
    raise AssertionError(f"the event was not read: {snapshot.get('tracking')}")


async def test_an_anomaly_and_an_outcome_are_read_as_the_back_office_tells_them(
    api: httpx.AsyncClient,
    sandbox_url: str,
    settings: Settings,
    tmp_path: Path,
    decided: list[str],
    capture: "queue.Queue[tuple[bytes, str]]",
) -> None:
    app_id, auth, number = await signed(api, sandbox_url, tmp_path, decided)

    raise_anomaly(sandbox_url, number, "CF", "N")
    body, signature = await next_event(capture)
    assert json.loads(body)["numPratica"] == number and json.loads(body)["tipo"] == "ANOMALIA"
    # What the sandbox sent, byte for byte, is what the product's webhook takes; once, even when
    # copies arrive together (a review had twenty copies taken and signalled).
    headers = {HEADER: signature, "Content-Type": "application/json"}
    copies = await asyncio.gather(
        *(api.post(EVENTS, content=body, headers=headers) for _ in range(8))
    )
    answers = sorted(copy.json()["status"] for copy in copies)
    assert answers == ["ignored"] * 7 + ["taken"], [c.text for c in copies]
    tracking = await tracking_when(
        api, app_id, auth, lambda t: [a["codDocumento"] for a in t["anomalie"]] == ["CF"]
    )
    assert tracking["numero"] == number
    # The same request sent again (a replay) changes nothing.
    again = await api.post(EVENTS, content=body, headers=headers)
    assert again.status_code == 200 and again.json() == {"status": "ignored"}

    refused = httpx.post(
        f"{sandbox_url}/operator/api/outcomes", json={"numPratica": number, "esito": "RESPINTA"}
    )
    assert refused.status_code == 200, refused.text
    body, signature = await next_event(capture)
    assert json.loads(body)["tipo"] == "ESITO"
    headers = {HEADER: signature, "Content-Type": "application/json"}
    assert (await api.post(EVENTS, content=body, headers=headers)).json() == {"status": "taken"}
    # Decided: nothing left to correct.
    await tracking_when(api, app_id, auth, lambda t: t["esito"] == "RESPINTA")
    deliveries = httpx.get(f"{sandbox_url}/operator/api/practice-events").json()
    assert [d["tipo"] for d in deliveries[:2]] == ["ESITO", "ANOMALIA"]
    assert all(d["status_code"] == 200 and d["attempts"] == 1 for d in deliveries[:2])

    # A product that does not answer: four attempts, then the last error kept for the operator
    # (the product reads the request on the customer's next visit anyway).
    with socket.socket() as closed:
        closed.bind(("127.0.0.1", 0))
        target = {"url": f"http://127.0.0.1:{closed.getsockname()[1]}/", "token": "t"}
        httpx.put(f"{sandbox_url}/operator/api/practice-events/target", json=target)
        approved = {"numPratica": number, "esito": "APPROVATA"}
        assert httpx.post(f"{sandbox_url}/operator/api/outcomes", json=approved).is_success
        for _ in range(100):
            last = httpx.get(f"{sandbox_url}/operator/api/practice-events").json()[0]
            if last["attempts"] == 4:
                break
            await asyncio.sleep(0.1)
    assert last["numPratica"] == number and last["attempts"] == 4, last
    assert last["delivered_at"] is None and "ConnectError" in last["last_error"]


async def test_an_event_not_signed_by_the_back_office_is_refused(
    api: httpx.AsyncClient, settings: Settings
) -> None:
    body = event("12345678")
    forged = {HEADER: "0" * 64, "Content-Type": "application/json"}
    assert (await api.post(EVENTS, content=body, headers=forged)).status_code == 401
    unsigned = {"Content-Type": "application/json"}
    assert (await api.post(EVENTS, content=body, headers=unsigned)).status_code == 401
    headers = signed_with(body, settings)
    tampered = body.replace(b"12345678", b"12345679")
    assert (await api.post(EVENTS, content=tampered, headers=headers)).status_code == 401


async def test_an_old_event_or_one_for_no_request_of_ours_is_ignored(
    api: httpx.AsyncClient, settings: Settings
) -> None:
    old = event("12345678", sent_at=datetime.now(UTC) - timedelta(hours=1))
    answer = await api.post(EVENTS, content=old, headers=signed_with(old, settings))
    assert answer.status_code == 200 and answer.json() == {"status": "ignored"}
    unknown = event("99999999")
    answer = await api.post(EVENTS, content=unknown, headers=signed_with(unknown, settings))
    assert answer.status_code == 200 and answer.json() == {"status": "ignored"}


async def test_a_signed_event_that_is_not_one_is_a_bad_request(
    api: httpx.AsyncClient, settings: Settings
) -> None:
    nested = b"[" * 30_000 + b"]" * 30_000  # a parser's recursion: was a 500
    for body in (b"not json", json.dumps({"tipo": "ALTRO", "numPratica": "1"}).encode(), nested):
        answer = await api.post(EVENTS, content=body, headers=signed_with(body, settings))
        assert answer.status_code == 422, answer.text
