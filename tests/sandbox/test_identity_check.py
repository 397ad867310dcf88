"""The identity-check provider (Onfido-shaped): applicants, SDK tokens, uploads from the capture
page, checks that read the documents, and signed webhooks that can be replayed."""

import asyncio
import hashlib
import hmac
import io
import json
import threading
from collections.abc import AsyncIterator, Iterator
from datetime import UTC, datetime, timedelta
from html import unescape
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any

import httpx
import pytest
from fastapi import FastAPI
from PIL import Image, ImageDraw
from sqlalchemy import update

from recognition.models import DocumentKind, Side
from sandbox.app import create_app
from sandbox.db import IdcheckSdkToken
from sandbox.settings import Settings
from tests.utils.documents import foreign_person, mario_rossi_person, photos

API = "/idcheck/v3.6"
SERVER = {"Authorization": "Token token=sandbox-idcheck-token"}
RETURN = "http://127.0.0.1:5173/main/onfido/conferma?bozza=7f3a"


@pytest.fixture
def settings(tmp_path: Path) -> Settings:
    # No default webhook target: nothing listens on the product's port in these tests.
    return Settings(
        database_url=f"sqlite:///{tmp_path / 'sandbox.db'}",
        public_url="http://sandbox.test",
        idcheck_delay_seconds=0.05,
        idcheck_webhook_url=None,
    )


@pytest.fixture
def app(settings: Settings) -> FastAPI:
    return create_app(settings)


@pytest.fixture
async def http(app: FastAPI) -> AsyncIterator[httpx.AsyncClient]:
    transport = httpx.ASGITransport(app=app)
    async with httpx.AsyncClient(transport=transport, base_url="http://sandbox.test") as client:
        yield client


def jpeg(image: Image.Image) -> bytes:
    out = io.BytesIO()
    image.convert("RGB").save(out, "JPEG", quality=90)
    return out.getvalue()


def blank(size: tuple[int, int] = (1200, 800)) -> bytes:
    return jpeg(Image.new("RGB", size, (245, 245, 245)))


def selfie() -> bytes:
    """A face-like picture: skin-coloured oval, eyes and mouth on a graded background."""
    image = Image.new("RGB", (480, 640))
    draw = ImageDraw.Draw(image)
    for y in range(640):
        draw.line([(0, y), (480, y)], fill=(40 + y // 8, 60 + y // 10, 90))
    draw.ellipse([110, 120, 370, 480], fill=(224, 172, 140))
    draw.ellipse([170, 240, 210, 270], fill=(40, 30, 20))
    draw.ellipse([270, 240, 310, 270], fill=(40, 30, 20))
    draw.arc([190, 340, 290, 410], 20, 160, fill=(120, 40, 40), width=6)
    return jpeg(image)


def fake_camera_frame() -> bytes:
    """What Chromium's fake camera shows (--use-fake-device-for-media-stream) at its plainest:
    a dark green frame, light corners, a clock, and its turning wedge at its thinnest."""
    image = Image.new("RGB", (640, 480), (0, 128, 0))
    draw = ImageDraw.Draw(image)
    for corner in ((600, 0, 640, 40), (0, 440, 40, 480), (600, 440, 640, 480)):
        draw.rectangle(corner, fill=(0, 255, 0))
    draw.text((90, 30), "0:00:00:200 4", fill=(72, 255, 18), font_size=32)
    draw.pieslice((200, 120, 440, 360), 0, 5, fill=(72, 255, 18))
    return jpeg(image)


async def new_applicant(http: httpx.AsyncClient, last_name: str = "Rossi") -> str:
    body = {"first_name": "Mario", "last_name": last_name, "dob": "1985-12-10"}
    answer = await http.post(f"{API}/applicants", json=body, headers=SERVER)
    assert answer.status_code == 201, answer.text
    applicant_id: str = answer.json()["id"]
    return applicant_id


async def sdk_token(http: httpx.AsyncClient, applicant_id: str) -> str:
    answer = await http.post(
        f"{API}/sdk_token", json={"applicant_id": applicant_id}, headers=SERVER
    )
    assert answer.status_code == 200, answer.text
    token: str = answer.json()["token"]
    return token


async def upload(
    http: httpx.AsyncClient,
    token: str,
    content: bytes,
    *,
    side: str | None = None,
    document_type: str = "national_identity_card",
) -> httpx.Response:
    """As the capture page does: the SDK token as a Bearer, the image as multipart."""
    headers = {"Authorization": f"Bearer {token}"}
    files = {"file": ("foto.jpg", content, "image/jpeg")}
    if side is None:
        return await http.post(f"{API}/live_photos", files=files, headers=headers)
    data = {"type": document_type, "side": side}
    return await http.post(f"{API}/documents", files=files, data=data, headers=headers)


async def prepared(
    http: httpx.AsyncClient,
    last_name: str,
    front: bytes,
    back: bytes | None,
    live: bytes,
) -> str:
    """An applicant whose capture page sent these images."""
    applicant_id = await new_applicant(http, last_name)
    token = await sdk_token(http, applicant_id)
    assert (await upload(http, token, front, side="front")).status_code == 201
    if back is not None:
        assert (await upload(http, token, back, side="back")).status_code == 201
    assert (await upload(http, token, live)).status_code == 201
    return applicant_id


async def start_check(http: httpx.AsyncClient, applicant_id: str, **headers: str) -> httpx.Response:
    body = {"applicant_id": applicant_id, "report_names": ["document", "facial_similarity_photo"]}
    return await http.post(f"{API}/checks", json=body, headers={**SERVER, **headers})


async def completed(http: httpx.AsyncClient, check_id: str, seconds: float = 30) -> dict[str, Any]:
    for _ in range(int(seconds / 0.1)):
        check: dict[str, Any] = (await http.get(f"{API}/checks/{check_id}", headers=SERVER)).json()
        if check["status"] == "complete":
            return check
        await asyncio.sleep(0.1)
    raise AssertionError(f"check {check_id} still {check['status']}")


async def reports_of(http: httpx.AsyncClient, check_id: str) -> dict[str, dict[str, Any]]:
    answer = await http.get(f"{API}/reports", params={"check_id": check_id}, headers=SERVER)
    assert answer.status_code == 200, answer.text
    return {report["name"]: report for report in answer.json()["reports"]}


@pytest.fixture(scope="module")
def cie_mario(tmp_path_factory: pytest.TempPathFactory) -> dict[Side, bytes]:
    folder = tmp_path_factory.mktemp("cie")
    files = photos(folder, DocumentKind.CIE, mario_rossi_person())
    return {side: path.read_bytes() for side, path in files.items()}


async def test_applicant_token_and_uploads_from_the_capture_page(http: httpx.AsyncClient) -> None:
    body = {"first_name": "Mario", "last_name": "Rossi", "dob": "1985-12-10", "email": "m@x.it"}
    created = await http.post(f"{API}/applicants", json=body, headers=SERVER)
    assert created.status_code == 201
    applicant = created.json()
    assert applicant["href"] == f"{API}/applicants/{applicant['id']}"
    read = await http.get(applicant["href"], headers=SERVER)
    assert read.json() == applicant
    token = await sdk_token(http, applicant["id"])

    front = await upload(http, token, blank(), side="front")
    assert front.status_code == 201, front.text
    document = front.json()
    assert (document["applicant_id"], document["type"], document["side"]) == (
        applicant["id"],
        "national_identity_card",
        "front",
    )
    assert document["file_size"] > 0 and document["href"].startswith(f"{API}/documents/")
    assert (await http.get(document["href"], headers=SERVER)).json() == document
    live = await upload(http, token, selfie())
    assert live.status_code == 201
    assert live.json()["applicant_id"] == applicant["id"]
    assert (await http.get(live.json()["href"], headers=SERVER)).json() == live.json()
    # The server may upload too, naming the applicant.
    by_server = await http.post(
        f"{API}/live_photos",
        files={"file": ("s.jpg", selfie(), "image/jpeg")},
        data={"applicant_id": applicant["id"]},
        headers=SERVER,
    )
    assert by_server.status_code == 201


async def test_calls_without_valid_credentials_are_401(
    http: httpx.AsyncClient, app: FastAPI
) -> None:
    body = {"first_name": "Mario", "last_name": "Rossi", "dob": "1985-12-10"}
    for headers in ({}, {"Authorization": "Token token=wrong"}):
        answer = await http.post(f"{API}/applicants", json=body, headers=headers)
        assert answer.status_code == 401
        assert answer.json()["error"]["type"] == "authorization_error"
    token = await sdk_token(http, await new_applicant(http))
    wrong = await upload(http, token + "x", selfie())
    assert wrong.status_code == 401
    # An SDK token is not an API token.
    sdk_as_api = await http.get(f"{API}/webhooks", headers={"Authorization": f"Bearer {token}"})
    assert sdk_as_api.status_code == 401
    with app.state.database.session() as session:
        session.execute(
            update(IdcheckSdkToken).values(expires_at=datetime.now(UTC) - timedelta(seconds=1))
        )
    expired = await upload(http, token, selfie())
    assert expired.status_code == 401
    assert expired.json()["error"]["message"] == "Expired SDK token"


async def test_uploads_must_be_images_within_the_size_bound(http: httpx.AsyncClient) -> None:
    token = await sdk_token(http, await new_applicant(http))
    text = await upload(http, token, b"not an image at all", side="front")
    assert text.status_code == 422
    assert text.json()["error"]["type"] == "validation_error"
    assert "file" in text.json()["error"]["fields"]
    huge = await upload(http, token, b"\xff\xd8\xff\xe0" + b"\0" * (11 * 1024 * 1024))
    assert huge.status_code == 422
    wrong_type = await upload(http, token, blank(), side="front", document_type="tessera")
    assert wrong_type.status_code == 422


async def test_capture_page_is_italian_with_a_file_fallback(http: httpx.AsyncClient) -> None:
    token = await sdk_token(http, await new_applicant(http))
    page = await http.get("/idcheck/capture", params={"sdk_token": token, "return_url": RETURN})
    assert page.status_code == 200
    text = unescape(page.text)
    assert '<html lang="it">' in text
    for words in (
        "Carta d'identità",
        "Passaporto",
        "Patente di guida",
        "Permesso di soggiorno",
        "Scatta la foto",
        "Carica un file",
        "Invia",
        "Annulla",
    ):
        assert words in text
    data = json.loads(
        text.split('type="application/json"')[1].split(">", 1)[1].split("</script")[0]
    )
    assert data["done"] == RETURN + "&idcheck=completato"
    assert data["cancel"] == RETURN + "&idcheck=annullato"
    assert "script-src 'nonce-" in page.headers["content-security-policy"]


@pytest.mark.parametrize(
    "return_url",
    [
        "https://evil.example/main/onfido/conferma",
        "http://localhost:8000/altro/",
        "http://localhost.evil.example:8000/main/",
        "http://localhost:8000/main/../admin/",
        "http://localhost:8000@evil.example/main/",
        "",
    ],
)
async def test_capture_page_refuses_a_return_url_not_allowed(
    http: httpx.AsyncClient, return_url: str
) -> None:
    token = await sdk_token(http, await new_applicant(http))
    page = await http.get("/idcheck/capture", params={"sdk_token": token, "return_url": return_url})
    assert page.status_code == 400
    assert "location" not in page.headers


async def test_capture_page_with_a_wrong_token_says_the_session_expired(
    http: httpx.AsyncClient,
) -> None:
    page = await http.get("/idcheck/capture", params={"sdk_token": "x", "return_url": RETURN})
    assert page.status_code == 401
    assert "Sessione scaduta" in page.text


async def test_readable_cie_and_a_selfie_give_a_clear_check_with_what_was_read(
    http: httpx.AsyncClient, cie_mario: dict[Side, bytes]
) -> None:
    applicant_id = await prepared(
        http, "Rossi", cie_mario[Side.FRONTE], cie_mario[Side.RETRO], selfie()
    )
    started = await start_check(http, applicant_id)
    assert started.status_code == 201, started.text
    assert (started.json()["status"], started.json()["result"]) == ("in_progress", None)
    check = await completed(http, started.json()["id"])
    reports = await reports_of(http, check["id"])
    document = reports["document"]
    assert check["result"] == "clear", document["breakdown"]
    assert sorted(check["report_ids"]) == sorted(r["id"] for r in reports.values())
    properties = document["properties"]
    assert properties["document_numbers"][0]["value"]
    assert (properties["first_name"], properties["last_name"]) == ("MARIO", "ROSSI")
    assert properties["date_of_birth"] == "1985-12-10"
    assert properties["issuing_country"] == "ITA"
    assert (document["result"], document["sub_result"]) == ("clear", "clear")
    assert reports["facial_similarity_photo"]["result"] == "clear"
    one = await http.get(f"{API}/reports/{document['id']}", headers=SERVER)
    assert one.json() == document


async def test_someone_elses_document_is_caution_on_the_names(
    http: httpx.AsyncClient, cie_mario: dict[Side, bytes]
) -> None:
    applicant_id = await new_applicant(http, "Bianchi")
    token = await sdk_token(http, applicant_id)
    await upload(http, token, cie_mario[Side.FRONTE], side="front")
    await upload(http, token, cie_mario[Side.RETRO], side="back")
    await upload(http, token, selfie())
    check = await completed(http, (await start_check(http, applicant_id)).json()["id"])
    document = (await reports_of(http, check["id"]))["document"]
    assert (check["result"], document["sub_result"]) == ("consider", "caution")
    comparison = document["breakdown"]["data_comparison"]["breakdown"]
    assert comparison["last_name"]["result"] == "consider"
    assert comparison["date_of_birth"]["result"] == "clear"


async def test_a_residence_permit_of_a_foreign_applicant_is_read(
    http: httpx.AsyncClient, tmp_path: Path
) -> None:
    who = foreign_person()
    files = photos(tmp_path, DocumentKind.PERMESSO_SOGGIORNO, who)
    body = {"first_name": "Andrei", "last_name": "Popescu", "dob": who.dataNascita.isoformat()}
    applicant_id = (await http.post(f"{API}/applicants", json=body, headers=SERVER)).json()["id"]
    token = await sdk_token(http, applicant_id)
    for side, name in ((Side.FRONTE, "front"), (Side.RETRO, "back")):
        sent = await upload(
            http, token, files[side].read_bytes(), side=name, document_type="residence_permit"
        )
        assert sent.status_code == 201
    await upload(http, token, selfie())
    check = await completed(http, (await start_check(http, applicant_id)).json()["id"])
    document = (await reports_of(http, check["id"]))["document"]
    assert check["result"] == "clear", document["breakdown"]
    assert document["properties"]["document_type"] == "residence_permit"
    assert document["properties"]["last_name"] == "POPESCU"


async def test_blank_photos_give_consider_saying_why(http: httpx.AsyncClient) -> None:
    applicant_id = await prepared(http, "Rossi", blank(), blank(), blank((640, 480)))
    check = await completed(http, (await start_check(http, applicant_id)).json()["id"])
    assert check["result"] == "consider"
    reports = await reports_of(http, check["id"])
    document = reports["document"]
    assert (document["result"], document["sub_result"]) == ("consider", "rejected")
    quality = document["breakdown"]["image_integrity"]["breakdown"]["image_quality"]
    assert quality["result"] == "consider" and quality["properties"]["reason"]
    assert document["properties"]["document_numbers"] == []
    assert reports["facial_similarity_photo"]["result"] == "consider"


async def test_chromium_fake_camera_counts_as_a_picture(http: httpx.AsyncClient) -> None:
    applicant_id = await prepared(http, "Rossi", blank(), None, fake_camera_frame())
    check = await completed(http, (await start_check(http, applicant_id)).json()["id"])
    reports = await reports_of(http, check["id"])
    assert reports["facial_similarity_photo"]["result"] == "clear"


async def test_last_name_considera_makes_the_document_suspected(http: httpx.AsyncClient) -> None:
    applicant_id = await prepared(http, "Considera", blank(), None, selfie())
    check = await completed(http, (await start_check(http, applicant_id)).json()["id"])
    document = (await reports_of(http, check["id"]))["document"]
    assert (check["result"], document["result"], document["sub_result"]) == (
        "consider",
        "consider",
        "suspected",
    )


async def test_last_name_attesa_never_completes(http: httpx.AsyncClient) -> None:
    applicant_id = await prepared(http, "Attesa", blank(), None, selfie())
    check_id = (await start_check(http, applicant_id)).json()["id"]
    await asyncio.sleep(0.5)
    check = (await http.get(f"{API}/checks/{check_id}", headers=SERVER)).json()
    assert (check["status"], check["result"]) == ("in_progress", None)
    reports = await reports_of(http, check_id)
    assert {r["status"] for r in reports.values()} == {"awaiting_data"}


async def test_a_check_needs_a_document_front_and_a_live_photo(http: httpx.AsyncClient) -> None:
    applicant_id = await new_applicant(http)
    token = await sdk_token(http, applicant_id)
    no_front = await start_check(http, applicant_id)
    assert no_front.status_code == 422
    assert "documents" in no_front.json()["error"]["fields"]
    await upload(http, token, blank(), side="front")
    no_live = await start_check(http, applicant_id)
    assert no_live.status_code == 422
    assert "live_photos" in no_live.json()["error"]["fields"]
    unknown = await start_check(http, "nobody")
    assert unknown.status_code == 404
    assert unknown.json()["error"]["type"] == "resource_not_found"


async def test_the_same_idempotency_key_gives_the_same_check(http: httpx.AsyncClient) -> None:
    applicant_id = await prepared(http, "Attesa", blank(), None, selfie())
    first = await start_check(http, applicant_id, **{"Idempotency-Key": "check-7f3a"})
    again = await start_check(http, applicant_id, **{"Idempotency-Key": "check-7f3a"})
    other = await start_check(http, applicant_id, **{"Idempotency-Key": "check-other"})
    assert first.status_code == again.status_code == 201
    assert again.json() == first.json()
    assert other.json()["id"] != first.json()["id"]


class Receiver:
    """A webhook endpoint on a real port, recording what comes; it can fail the first calls."""

    def __init__(self, failures: int = 0) -> None:
        self.received: list[tuple[str, dict[str, str], bytes]] = []
        self.failures = failures
        outer = self

        class Handler(BaseHTTPRequestHandler):
            def do_POST(self) -> None:
                body = self.rfile.read(int(self.headers["Content-Length"]))
                outer.received.append((self.path, dict(self.headers), body))
                failing = outer.failures > 0
                outer.failures -= 1
                self.send_response(500 if failing else 200)
                self.send_header("Content-Length", "0")
                self.end_headers()

            def log_message(self, *args: Any) -> None:
                pass

        self.server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.url = f"http://127.0.0.1:{self.server.server_address[1]}"

    async def wait_for(self, count: int, seconds: float = 30) -> None:
        for _ in range(int(seconds / 0.05)):
            if len(self.received) >= count:
                return
            await asyncio.sleep(0.05)
        raise AssertionError(f"{len(self.received)} webhook calls, expected {count}")


@pytest.fixture
def receiver() -> Iterator[Receiver]:
    running = Receiver()
    thread = threading.Thread(target=running.server.serve_forever, daemon=True)
    thread.start()
    yield running
    running.server.shutdown()
    running.server.server_close()


def verified(headers: dict[str, str], body: bytes, token: str) -> dict[str, Any]:
    """As the product must: the HMAC of the raw bytes, compared in constant time."""
    expected = hmac.new(token.encode(), body, hashlib.sha256).hexdigest()
    assert hmac.compare_digest(expected, headers["X-SHA2-Signature"])
    assert headers["Content-Type"] == "application/json"
    payload: dict[str, Any] = json.loads(body)["payload"]
    return payload


async def test_completed_check_is_signed_to_every_target_and_can_be_replayed(
    http: httpx.AsyncClient, receiver: Receiver
) -> None:
    target = {"url": f"{receiver.url}/main/api/onfido/webhook", "token": "secret-of-the-test"}
    assert (await http.put("/idcheck/operator/webhook-target", json=target)).status_code == 200
    registered = await http.post(
        f"{API}/webhooks", json={"url": f"{receiver.url}/registrato"}, headers=SERVER
    )
    assert registered.status_code == 201
    webhook = registered.json()
    assert webhook["enabled"] is True and webhook["events"] == ["check.completed"]
    listed = (await http.get(f"{API}/webhooks", headers=SERVER)).json()["webhooks"]
    assert [w["id"] for w in listed] == [webhook["id"]]

    applicant_id = await prepared(http, "Rossi", blank(), None, selfie())
    check_id = (await start_check(http, applicant_id)).json()["id"]
    await receiver.wait_for(2)
    tokens = {"/main/api/onfido/webhook": target["token"], "/registrato": webhook["token"]}
    payloads = [verified(headers, body, tokens[path]) for path, headers, body in receiver.received]
    assert {p["event_id"] for p in payloads} == {payloads[0]["event_id"]}
    event = payloads[0]
    assert (event["resource_type"], event["action"]) == ("check", "check.completed")
    assert event["object"]["id"] == check_id
    assert event["object"]["status"] == "complete"
    assert event["object"]["href"] == f"{API}/checks/{check_id}"
    assert event["timestamp"].endswith("Z") and event["object"]["completed_at_iso8601"]

    deliveries = (await http.get("/idcheck/operator/deliveries")).json()["deliveries"]
    assert {(d["status_code"], d["attempts"]) for d in deliveries} == {(200, 1)}
    default = next(d for d in deliveries if d["target"] == target["url"])
    resent = await http.post(f"/idcheck/operator/deliveries/{default['id']}/resend")
    assert resent.status_code == 200 and resent.json()["attempts"] == 2
    first = next(r for r in receiver.received if r[0] == "/main/api/onfido/webhook")
    replay = receiver.received[-1]
    assert replay[2] == first[2]
    assert replay[1]["X-SHA2-Signature"] == first[1]["X-SHA2-Signature"]
    page = await http.get("/")
    assert "webhook inviati" in unescape(page.text) and check_id in page.text


async def test_a_failed_delivery_is_retried(http: httpx.AsyncClient, receiver: Receiver) -> None:
    receiver.failures = 1
    target = {"url": f"{receiver.url}/hook", "token": "t"}
    await http.put("/idcheck/operator/webhook-target", json=target)
    applicant_id = await prepared(http, "Rossi", blank(), None, selfie())
    await start_check(http, applicant_id)
    await receiver.wait_for(2)
    assert receiver.received[0][2] == receiver.received[1][2]
    for _ in range(50):
        deliveries = (await http.get("/idcheck/operator/deliveries")).json()["deliveries"]
        if deliveries and deliveries[0]["status_code"] == 200:
            break
        await asyncio.sleep(0.05)
    assert (deliveries[0]["status_code"], deliveries[0]["attempts"]) == (200, 2)
