"""The documents step's API: the cards, files refused on their card, the phone hand-off's code
and its upload-only token (recognition itself: tests/workflows/test_documents.py)."""

import asyncio
import io
import json
import re
import threading
import time
from pathlib import Path
from typing import Any

import httpx
import pytest
from PIL import Image

from journey import messages
from recognition.models import DocumentKind
from runtime.settings import Settings
from store.applications import issue_token
from store.db import make_engine, session_factory
from tests.api.test_journey_part1 import to_personal_data
from tests.recognition.synthetic import COMUNI
from tests.utils.applicants import personal_info
from tests.utils.documents import mario_rossi_person, photos
from tests.utils.tokens import last_used, make_almost_idle

PREFIX = "/main/api/applications"
PROVINCE_OF = dict(COMUNI)


async def to_documents(api: httpx.AsyncClient) -> tuple[str, dict[str, str]]:
    """A new application walked to /documenti: its id and auth header."""
    app_id, auth = await to_personal_data(api)
    body = {"informazioniPersonali": personal_info().model_dump(mode="json")}
    done = await api.post(f"{PREFIX}/{app_id}/personal-info", headers=auth, json=body)
    assert done.json()["snapshot"]["route"] == "/documenti", done.text
    return app_id, auth


def jpeg(size: tuple[int, int] = (900, 600), *, blank: bool = False) -> bytes:
    """A photo OCR cannot read but that shows something (a dark card on a white table), or,
    `blank`, a white page."""
    image = Image.new("RGB", size, "white")
    if not blank:
        image.paste((40, 60, 90), (size[0] // 4, size[1] // 4, size[0] * 3 // 4, size[1] * 3 // 4))
    out = io.BytesIO()
    image.save(out, "JPEG")
    return out.getvalue()


def blob_count(settings: Settings) -> int:
    assert settings.blob_dir is not None
    return sum(1 for p in settings.blob_dir.rglob("*") if p.is_file())


async def test_an_employee_is_asked_identity_card_health_card_and_payslip_in_order(
    api: httpx.AsyncClient,
) -> None:
    app_id, auth = await to_documents(api)
    snapshot = (await api.get(f"{PREFIX}/{app_id}", headers=auth)).json()
    slots = snapshot["documenti"]["slots"]
    assert [(s["id"], s["route"]) for s in slots] == [
        ("IDE", "/documenti"),
        ("CFR", "/documenti"),
        ("DRED", "/documenti/giustificativo-del-reddito/busta-paga"),
    ]
    identity = slots[0]
    assert identity["codes"] == ["DIG", "CAR", "PAT"]
    assert [s["side"] for s in identity["sides"]] == ["fronte", "retro"]
    assert identity["status"] == "da_caricare" and identity["read"] is True


async def test_a_wrong_type_a_huge_file_and_a_truncated_jpeg_are_refused_on_their_card(
    api: httpx.AsyncClient, settings: Settings
) -> None:
    app_id, auth = await to_documents(api)
    before = blob_count(settings)
    url = f"{PREFIX}/{app_id}/documents/IDE/fronte"
    cases = [
        (b"%!PS-Adobe-3.0 not a picture", 422, messages.DOCUMENTO_FORMATO_NON_SUPPORTATO),
        (jpeg()[:2000], 422, messages.DOCUMENTO_DANNEGGIATO),
        # A white page: nothing on it could be a document, whatever is typed over it.
        (jpeg(blank=True), 422, messages.DOCUMENTO_SENZA_CONTENUTO),
        (b"\xff\xd8\xff" + b"\0" * (30 * 1024 * 1024), 413, messages.DOCUMENTO_TROPPO_PESANTE),
    ]
    for content, status, message in cases:
        answer = await api.post(
            url,
            headers=auth,
            data={"code": "DIG"},
            files={"file": ("documento.jpg", content, "image/jpeg")},
        )
        assert answer.status_code == status, answer.text
        assert answer.json()["errors"] == {"file": message}
        assert answer.json()["message"] == message
    # Nothing kept, nothing changed: the card still waits for its front.
    assert blob_count(settings) == before
    snapshot = (await api.get(f"{PREFIX}/{app_id}", headers=auth)).json()
    assert snapshot["documenti"]["slots"][0]["sides"][0]["uploaded"] is False


async def test_an_upload_before_the_documents_step_is_out_of_step(
    api: httpx.AsyncClient, settings: Settings
) -> None:
    """And stores nothing: a review kept 4.7 MB per refused upload, never collected."""
    app_id, auth = await to_personal_data(api)
    before = blob_count(settings)
    for slot in ("IDE", "XYZ"):
        answer = await api.post(
            f"{PREFIX}/{app_id}/documents/{slot}/fronte",
            headers=auth,
            data={"code": "DIG"},
            files={"file": ("fronte.jpg", jpeg(), "image/jpeg")},
        )
        assert answer.status_code == 409, answer.text
        assert answer.json()["code"] == "out_of_step"
    assert blob_count(settings) == before


async def test_an_upload_that_cannot_be_read_is_refused_on_its_card(
    api: httpx.AsyncClient,
) -> None:
    """A multipart envelope the parser refuses (here a name of 10,000 characters) is the file's
    problem, said on its card, not "reload the page"; nothing is stored or lost."""
    app_id, auth = await to_documents(api)
    answer = await api.post(
        f"{PREFIX}/{app_id}/documents/IDE/fronte",
        headers=auth,
        data={"code": "CAR"},
        files={"file": ("a" * 10_000 + ".jpg", jpeg(), "image/jpeg")},
    )
    assert answer.status_code == 422, answer.text
    assert answer.json()["errors"] == {"file": messages.DOCUMENTO_NON_RICEVUTO}
    # The same photo under a sane name goes on.
    again = await api.post(
        f"{PREFIX}/{app_id}/documents/IDE/fronte",
        headers=auth,
        data={"code": "CAR"},
        files={"file": ("carta.jpg", jpeg(), "image/jpeg")},
    )
    assert again.status_code == 200, again.text


async def test_an_unknown_side_is_refused_as_a_side_not_as_too_large(
    api: httpx.AsyncClient,
) -> None:
    app_id, auth = await to_documents(api)
    photo = jpeg() + b"\0" * (100 * 1024)  # over a form's cap, within a file's
    answer = await api.post(
        f"{PREFIX}/{app_id}/documents/IDE/lato3",
        headers=auth,
        data={"code": "DIG"},
        files={"file": ("carta.jpg", photo, "image/jpeg")},
    )
    assert answer.status_code == 422 and set(answer.json()["errors"]) == {"path.side"}, answer.text
    # The card's confirmation is a form: its cap stays a form's.
    big = await api.post(
        f"{PREFIX}/{app_id}/documents/IDE/confirmation",
        headers=auth,
        json={"values": {"numeroDocumento": "x" * 70_000}},
    )
    assert big.status_code == 413, big.text


async def test_a_card_refuses_a_document_type_it_does_not_take(api: httpx.AsyncClient) -> None:
    app_id, auth = await to_documents(api)
    answer = await api.post(
        f"{PREFIX}/{app_id}/documents/IDE/fronte",
        headers=auth,
        data={"code": "PAS"},
        files={"file": ("passaporto.jpg", jpeg(), "image/jpeg")},
    )
    assert answer.status_code == 422
    assert answer.json()["errors"] == {"code": messages.DOCUMENTO_TIPO_DIVERSO}


async def test_nothing_can_be_sent_before_every_card_is_confirmed(api: httpx.AsyncClient) -> None:
    app_id, auth = await to_documents(api)
    answer = await api.post(f"{PREFIX}/{app_id}/documents", headers=auth, json={})
    assert answer.status_code == 422
    assert answer.json()["errors"] == {"form": messages.DOCUMENTI_INCOMPLETI}


async def test_the_phone_code_opens_once_and_uploads_only(api: httpx.AsyncClient) -> None:
    app_id, auth = await to_documents(api)
    link = (await api.post(f"{PREFIX}/{app_id}/mobile-link", headers=auth, json={})).json()
    assert re.fullmatch(r"http://localhost:\d+/main/documenti/mobile\?code=[\w-]+", link["url"])
    assert link["url"].endswith(link["code"])
    assert link["qrSvg"].startswith("<svg") and 'width="115"' in link["qrSvg"]

    phone = await api.post("/main/api/mobile/session", json={"code": link["code"]})
    assert phone.status_code == 200, phone.text
    upload_only = {"b2b-authorization": phone.json()["token"]}
    # A second device with the same code is turned away.
    other = await api.post("/main/api/mobile/session", json={"code": link["code"]})
    assert other.status_code == 410
    assert other.json()["message"] == messages.CODICE_TELEFONO_NON_VALIDO

    cards = (await api.get("/main/api/mobile/documents", headers=upload_only)).json()
    assert [c["id"] for c in cards["slots"]] == ["IDE", "CFR", "DRED"]
    # The phone sees what to upload, and nothing about the person.
    assert "ROSSI" not in str(cards).upper() and "values" not in cards["slots"][0]
    # The upload token opens nothing else: not the snapshot, not the application's routes.
    assert (await api.get(f"{PREFIX}/{app_id}", headers=upload_only)).status_code == 401
    sent = await api.post(f"{PREFIX}/{app_id}/documents", headers=upload_only, json={})
    assert sent.status_code == 401
    # And the application's token is not an upload token.
    assert (await api.get("/main/api/mobile/documents", headers=auth)).status_code == 401


async def test_an_unknown_phone_code_is_refused(api: httpx.AsyncClient) -> None:
    answer = await api.post("/main/api/mobile/session", json={"code": "x" * 32})
    assert answer.status_code == 410


async def test_the_event_stream_sends_the_snapshot_once_while_it_holds(
    api: httpx.AsyncClient, monkeypatch: pytest.MonkeyPatch
) -> None:
    from api.routes import documents

    # One short stream: the in-process client reads it whole.
    monkeypatch.setattr(documents, "STREAM_SECONDS", 2.0)
    app_id, auth = await to_documents(api)
    stream = await api.get(f"{PREFIX}/{app_id}/events", headers=auth)
    assert stream.status_code == 200
    assert stream.headers["content-type"].startswith("text/event-stream")
    events = [e for e in stream.text.split("\n\n") if e.strip()]
    # The snapshot once: it did not change while the stream was open.
    assert len(events) == 1
    name, data = events[0].split("\n", 1)
    assert name == "event: snapshot"
    assert json.loads(data.removeprefix("data: "))["route"] == "/documenti"
    assert (await api.get(f"{PREFIX}/{app_id}/events")).status_code == 401


async def test_the_event_stream_stops_once_the_draft_is_resumed_elsewhere(
    api: httpx.AsyncClient, settings: Settings, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Another device's resume replaces this one's token: its stream ends within seconds
    instead of following the other device's steps, and its reconnection is told why."""
    from api.routes import documents

    monkeypatch.setattr(documents, "STREAM_SECONDS", 60.0)
    monkeypatch.setattr(documents, "TOKEN_CHECK_SECONDS", 0.3)
    app_id, auth = await to_documents(api)
    reading = asyncio.create_task(api.get(f"{PREFIX}/{app_id}/events", headers=auth))
    await asyncio.sleep(0.5)
    with session_factory(make_engine(settings.database_url)).begin() as session:
        issue_token(session, app_id, replace=True)
    stream = await asyncio.wait_for(reading, timeout=10)
    assert stream.text.count("event: snapshot") == 1
    again = await api.get(f"{PREFIX}/{app_id}/events", headers=auth)
    assert again.status_code == 401 and again.json()["code"] == "resumed_elsewhere"


async def test_the_event_stream_stops_once_the_request_is_resumed_elsewhere(
    api: httpx.AsyncClient, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A tab whose token was replaced (resumed on another device) reads nothing more of the
    request: its open stream ends instead of sending the next snapshot (and moving it on)."""
    from api.routes import documents

    monkeypatch.setattr(documents, "STREAM_SECONDS", 8.0)
    app_id, auth = await to_documents(api)
    stream = asyncio.create_task(api.get(f"{PREFIX}/{app_id}/events", headers=auth))
    await asyncio.sleep(0.5)
    saved = await api.post("/main/api/draft/create", headers=auth, json={"draftId": app_id})
    resumed = await api.post("/main/api/draft/resume", json={"code": saved.json()["code"]})
    other_device = {"b2b-authorization": resumed.json()["token"]}
    # On the other device: another citizenship, so other identity documents are asked for.
    info = personal_info(informazioniDemografiche={"cittadinanza": "ROU"})
    form = {"informazioniPersonali": info.model_dump(mode="json")}
    changed = await api.post(f"{PREFIX}/{app_id}/personal-info", headers=other_device, json=form)
    assert changed.status_code == 200, changed.text
    latest = (await api.get(f"{PREFIX}/{app_id}", headers=other_device)).json()

    answer = await stream
    sent = [
        json.loads(e.split("\n", 1)[1].removeprefix("data: "))
        for e in answer.text.split("\n\n")
        if e.startswith("event: snapshot")
    ]
    assert sent, answer.text
    assert latest not in sent


async def test_an_identity_card_read_confirmed_and_checked_for_real(
    api: httpx.AsyncClient, tmp_path: Path
) -> None:
    """Real recognition on its own worker, the real sandbox's controlloDocumento."""
    app_id, auth = await to_documents(api)
    files = photos(tmp_path, DocumentKind.CIE, mario_rossi_person(), phone=True)
    for side, path in files.items():
        answer = await api.post(
            f"{PREFIX}/{app_id}/documents/IDE/{side.value}",
            headers=auth,
            data={"code": "DIG"},
            files={"file": (path.name, path.read_bytes(), "image/jpeg")},
        )
        assert answer.status_code == 200, answer.text
    card = answer.json()["snapshot"]["documenti"]["slots"][0]
    assert card["status"] == "da_confermare", card
    values = card["values"]
    assert (values["cognome"], values["nome"]) == ("ROSSI", "MARIO")
    assert values["dataNascita"] == "10/12/1985" and values["numeroDocumento"]
    # The CIE prints the issuing comune, not its province: left empty, the applicant adds it.
    assert values["provinciaRilascio"] == ""
    missing = await api.post(
        f"{PREFIX}/{app_id}/documents/IDE/confirmation", headers=auth, json={"values": values}
    )
    assert missing.status_code == 422
    assert missing.json()["errors"] == {"values.provinciaRilascio": messages.CAMPO_OBBLIGATORIO}
    comune = values["comuneRilascio"]
    values["provinciaRilascio"] = PROVINCE_OF[comune]
    confirmed = await api.post(
        f"{PREFIX}/{app_id}/documents/IDE/confirmation", headers=auth, json={"values": values}
    )
    assert confirmed.status_code == 200, confirmed.text
    snapshot = confirmed.json()["snapshot"]
    assert snapshot["documenti"]["slots"][0]["status"] == "confermato", snapshot["documenti"]
    card = snapshot["documenti"]["documentoDiRiconoscimento"]
    assert card["DOC_TIPO"] == "DIG" and card["numeroDocumento"] == values["numeroDocumento"]
    assert snapshot["documenti"]["checkDocumento"] == {"success": True, "errors": []}


async def test_an_identity_card_scanned_into_one_pdf_is_given_on_both_sides(
    api: httpx.AsyncClient, tmp_path: Path
) -> None:
    """A scanner's usual output, front and back as the two pages of one PDF, chosen for both
    sides: the back is read from the second page, not refused as the front again."""
    app_id, auth = await to_documents(api)
    files = photos(tmp_path, DocumentKind.CIE, mario_rossi_person())
    front, back = (Image.open(path) for path in files.values())
    scan = io.BytesIO()
    front.save(scan, "PDF", save_all=True, append_images=[back], resolution=200)
    for side in ("fronte", "retro"):
        answer = await api.post(
            f"{PREFIX}/{app_id}/documents/IDE/{side}",
            headers=auth,
            data={"code": "DIG"},
            files={"file": ("scansione.pdf", scan.getvalue(), "application/pdf")},
        )
        assert answer.status_code == 200, answer.text
        card = answer.json()["snapshot"]["documenti"]["slots"][0]
        assert not any(s["refusal"] for s in card["sides"]), card["sides"]
    assert card["status"] == "da_confermare", card
    assert (card["values"]["cognome"], card["values"]["nome"]) == ("ROSSI", "MARIO")


async def test_the_event_stream_does_not_keep_an_idle_session_alive(
    api: httpx.AsyncClient, settings: Settings, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Found by a review: the documents page's stream re-checked the token every few seconds and
    reconnected every five minutes, and each check counted as the applicant's activity, so a
    computer left on /documenti kept its session for the twelve hours' limit instead of thirty
    idle minutes. Watching the application is not using it."""
    from api.routes import documents

    monkeypatch.setattr(documents, "STREAM_SECONDS", 1.0)
    monkeypatch.setattr(documents, "TOKEN_CHECK_SECONDS", 0.2)
    app_id, auth = await to_documents(api)
    token = auth["b2b-authorization"]
    almost_idle = make_almost_idle(settings, token)

    stream = await api.get(f"{PREFIX}/{app_id}/events", headers=auth)
    assert stream.status_code == 200 and "event: snapshot" in stream.text
    assert last_used(settings, token) == almost_idle
    # What the applicant does still counts.
    assert (await api.get(f"{PREFIX}/{app_id}", headers=auth)).status_code == 200
    assert last_used(settings, token) > almost_idle


async def test_an_api_process_cleans_one_file_at_a_time(
    api: httpx.AsyncClient, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Found by a review: twelve 40-megapixel images sent together held both cores for 28 s and
    another applicant's snapshot took 2.9 s. The rest of the files wait their turn."""
    from api import uploads

    app_id, auth = await to_documents(api)
    busy, most = 0, 0
    lock = threading.Lock()
    clean = uploads._clean_and_store

    def counted(*args: Any) -> str:
        nonlocal busy, most
        with lock:
            busy += 1
            most = max(most, busy)
        try:
            time.sleep(0.2)
            return clean(*args)
        finally:
            with lock:
                busy -= 1

    monkeypatch.setattr(uploads, "_clean_and_store", counted)
    sent = await asyncio.gather(
        *(
            api.post(
                f"{PREFIX}/{app_id}/documents/{slot}/{side}",
                headers=auth,
                data={"code": code},
                files={"file": (f"{slot}-{side}.jpg", jpeg(), "image/jpeg")},
            )
            for slot, side, code in (
                ("IDE", "fronte", "CAR"),
                ("IDE", "retro", "CAR"),
                ("CFR", "fronte", "CF"),
            )
        )
    )
    assert [answer.status_code for answer in sent] == [200, 200, 200], [a.text for a in sent]
    assert most == 1
