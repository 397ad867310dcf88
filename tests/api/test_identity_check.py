"""The remote identity check end to end against the sandbox provider (issue 15): the capture
page's address, the photos sent as its page sends them, the check, the provider's webhook
(signature, replays) and the pages the workflow says after it."""

import asyncio
import hashlib
import hmac
import io
import json
import uuid
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any
from urllib.parse import parse_qs, urlsplit

import httpx
import pytest
from PIL import Image, ImageDraw

from journey import messages
from recognition.models import DocumentKind, Side
from runtime.settings import Settings
from tests.api.test_documents import PREFIX, to_documents
from tests.api.test_spid import login_as
from tests.utils.documents import mario_rossi_person, photos

WEBHOOK = "/main/api/onfido/webhook"
SERVER = {"Authorization": "Token token=sandbox-idcheck-token"}


@pytest.fixture(scope="module")
def cie(tmp_path_factory: pytest.TempPathFactory) -> dict[Side, bytes]:
    folder: Path = tmp_path_factory.mktemp("cie")
    files = photos(folder, DocumentKind.CIE, mario_rossi_person())
    return {side: path.read_bytes() for side, path in files.items()}


def jpeg(image: Image.Image) -> bytes:
    out = io.BytesIO()
    image.convert("RGB").save(out, "JPEG", quality=90)
    return out.getvalue()


def selfie() -> bytes:
    image = Image.new("RGB", (480, 640), (60, 80, 120))
    draw = ImageDraw.Draw(image)
    draw.ellipse([110, 120, 370, 480], fill=(224, 172, 140))
    draw.ellipse([170, 240, 210, 270], fill=(40, 30, 20))
    draw.ellipse([270, 240, 310, 270], fill=(40, 30, 20))
    return jpeg(image)


async def to_remote_check(api: httpx.AsyncClient) -> tuple[str, dict[str, str]]:
    """Mario Rossi on /documenti whose SPID login failed at the gateway (fatal): the §2 rules
    send him to the remote check, the sandbox's configuration having on_fido on."""
    app_id, auth = await to_documents(api)
    back = await login_as(api, app_id, auth, "errore-gateway")
    assert back.headers["location"] == "/main/onfido"
    return app_id, auth


async def capture(
    api: httpx.AsyncClient, app_id: str, auth: dict[str, str], front: bytes, back: bytes
) -> str:
    """ "Inizia la verifica", then what the capture page sends with its SDK token; back on
    /onfido the check starts. Returns the check's id at the provider."""
    started = await api.post(f"{PREFIX}/{app_id}/onfido", headers=auth, json={})
    assert started.status_code == 200, started.text
    assert started.json()["snapshot"]["onfido"]["stato"] == "in_acquisizione"
    url = urlsplit(started.json()["url"])
    query = parse_qs(url.query)
    assert url.path == "/idcheck/capture"
    assert query["return_url"][0].endswith("/main/onfido")
    bearer = {"Authorization": f"Bearer {query['sdk_token'][0]}"}
    async with httpx.AsyncClient(base_url=f"{url.scheme}://{url.netloc}") as page:
        for side, content in (("front", front), ("back", back)):
            sent = await page.post(
                "/idcheck/v3.6/documents",
                headers=bearer,
                data={"type": "national_identity_card", "side": side},
                files={"file": ("foto.jpg", content, "image/jpeg")},
            )
            assert sent.status_code == 201, sent.text
        live = await page.post(
            "/idcheck/v3.6/live_photos",
            headers=bearer,
            files={"file": ("selfie.jpg", selfie(), "image/jpeg")},
        )
        assert live.status_code == 201, live.text
    checked = await api.post(f"{PREFIX}/{app_id}/onfido/check", headers=auth, json={})
    assert checked.status_code == 200, checked.text
    onfido = checked.json()["snapshot"]["onfido"]
    assert onfido["stato"] == "in_verifica" and checked.json()["snapshot"]["route"] == "/onfido"
    return str(onfido["check"]["id"])


async def completed_at_provider(sandbox_url: str, check_id: str) -> None:
    async with httpx.AsyncClient(base_url=sandbox_url, headers=SERVER) as provider:
        for _ in range(300):
            check = (await provider.get(f"/idcheck/v3.6/checks/{check_id}")).json()
            if check["status"] == "complete":
                return
            await asyncio.sleep(0.1)
    raise AssertionError(f"check {check_id} not complete")


def webhook(check_id: str, *, sent_at: datetime | None = None) -> bytes:
    """The provider's event as its webhook sends it (compact JSON)."""
    payload = {
        "payload": {
            "resource_type": "check",
            "action": "check.completed",
            "object": {"id": check_id, "status": "complete"},
            "event_id": str(uuid.uuid4()),
            "timestamp": (sent_at or datetime.now(UTC)).isoformat(),
        }
    }
    return json.dumps(payload, separators=(",", ":")).encode()


def signature(body: bytes, settings: Settings) -> dict[str, str]:
    secret = settings.idcheck_webhook_token.get_secret_value().encode()
    digest = hmac.new(secret, body, hashlib.sha256).hexdigest()
    return {"X-SHA2-Signature": digest, "Content-Type": "application/json"}


async def route_after(api: httpx.AsyncClient, app_id: str, auth: dict[str, str]) -> dict[str, Any]:
    """The snapshot once the Signal moved it off /onfido."""
    for _ in range(100):
        snapshot: dict[str, Any] = (await api.get(f"{PREFIX}/{app_id}", headers=auth)).json()
        if snapshot["onfido"]["stato"] != "in_verifica":
            return snapshot
        await asyncio.sleep(0.1)
    raise AssertionError("the webhook did not move the application")


async def test_a_clear_check_is_confirmed_then_the_documents_go_on(
    api: httpx.AsyncClient, settings: Settings, sandbox_url: str, cie: dict[Side, bytes]
) -> None:
    app_id, auth = await to_remote_check(api)
    check_id = await capture(api, app_id, auth, cie[Side.FRONTE], cie[Side.RETRO])
    await completed_at_provider(sandbox_url, check_id)
    body = webhook(check_id)
    # Taken once, even when copies arrive together.
    copies = await asyncio.gather(
        *(api.post(WEBHOOK, content=body, headers=signature(body, settings)) for _ in range(5))
    )
    answers = sorted(copy.json()["status"] for copy in copies)
    assert answers == ["ignored"] * 4 + ["taken"], [c.text for c in copies]
    snapshot = await route_after(api, app_id, auth)
    assert snapshot["route"] == "/onfido/conferma"
    assert snapshot["auth"] == "ONFIDO"
    onfido = snapshot["onfido"]
    assert onfido["stato"] == "da_confermare" and onfido["documento"] == "DIG"
    assert onfido["data"]["cognome"] == "ROSSI" and onfido["data"]["dataNascita"] == "10/12/1985"
    assert onfido["data"]["numeroDocumento"]
    assert onfido["token"] is None  # the SDK token went to the browser alone
    # A replay of the very same request changes nothing.
    again = await api.post(WEBHOOK, content=body, headers=signature(body, settings))
    assert again.status_code == 200 and again.json() == {"status": "ignored"}
    confirmed = await api.post(
        f"{PREFIX}/{app_id}/onfido/confirmation",
        headers=auth,
        json={"values": {"provinciaRilascio": "MI", "comuneRilascio": "MILANO"}},
    )
    assert confirmed.status_code == 200, confirmed.text
    result = confirmed.json()
    assert result["ok"], result["errors"]
    snapshot = result["snapshot"]
    ide = next(s for s in snapshot["documenti"]["slots"] if s["id"] == "IDE")
    assert ide["status"] == "confermato" and ide["code"] == "DIG"
    assert snapshot["onfido"]["confirmed"] is True
    # The health card is still the applicant's to give: the documents step goes on.
    assert snapshot["route"] == "/documenti"
    assert snapshot["auth"] == "ONFIDO"


async def test_the_identity_the_provider_read_cannot_be_changed_on_confirming(
    api: httpx.AsyncClient, settings: Settings, sandbox_url: str, cie: dict[Side, bytes]
) -> None:
    """Found by a review: the confirmation took the applicant's own name, birth date, fiscal
    code and document number over those the provider read from the document it matched to the
    face, so a verified document of one's own could confirm another person's light form."""
    app_id, auth = await to_remote_check(api)
    check_id = await capture(api, app_id, auth, cie[Side.FRONTE], cie[Side.RETRO])
    await completed_at_provider(sandbox_url, check_id)
    body = webhook(check_id)
    assert (await api.post(WEBHOOK, content=body, headers=signature(body, settings))).is_success
    read = (await route_after(api, app_id, auth))["onfido"]["data"]
    confirmation = f"{PREFIX}/{app_id}/onfido/confirmation"
    province = {"provinciaRilascio": "MI", "comuneRilascio": "MILANO"}
    changed = await api.post(
        confirmation,
        headers=auth,
        json={"values": {**province, "cognome": "BIANCHI", "dataNascita": "03/04/1992"}},
    )
    assert changed.status_code == 200, changed.text
    refused = changed.json()
    assert not refused["ok"]
    assert refused["errors"] == {
        "cognome": messages.DATO_LETTO_NON_MODIFICABILE,
        "dataNascita": messages.DATO_LETTO_NON_MODIFICABILE,
    }
    assert refused["snapshot"]["onfido"]["data"] == read
    assert refused["snapshot"]["route"] == "/onfido/conferma"
    # The reading sent back as it was (in other letters' case), and what it lacked: confirmed.
    same = {**province, "cognome": read["cognome"].lower(), "nome": read["nome"]}
    confirmed = await api.post(confirmation, headers=auth, json={"values": same})
    assert confirmed.json()["ok"], confirmed.text


async def test_a_blank_document_photo_is_not_clear_and_the_documents_are_asked(
    api: httpx.AsyncClient, settings: Settings, sandbox_url: str
) -> None:
    app_id, auth = await to_remote_check(api)
    blank = jpeg(Image.new("RGB", (1200, 800), (245, 245, 245)))
    check_id = await capture(api, app_id, auth, blank, blank)
    await completed_at_provider(sandbox_url, check_id)
    body = webhook(check_id)
    assert (await api.post(WEBHOOK, content=body, headers=signature(body, settings))).is_success
    snapshot = await route_after(api, app_id, auth)
    assert snapshot["onfido"]["stato"] == "non_superata"
    assert snapshot["onfido"]["check"]["result"] == "consider"
    assert snapshot["onfido"]["data"] is None
    assert snapshot["route"] == "/documenti"
    # Over: no new check, nothing to confirm.
    refused = await api.post(f"{PREFIX}/{app_id}/onfido", headers=auth, json={})
    assert refused.status_code == 409


async def test_a_webhook_with_a_bad_signature_is_refused(
    api: httpx.AsyncClient, settings: Settings
) -> None:
    body = webhook("chk-unknown")
    forged = {"X-SHA2-Signature": "0" * 64, "Content-Type": "application/json"}
    assert (await api.post(WEBHOOK, content=body, headers=forged)).status_code == 401
    unsigned = {"Content-Type": "application/json"}
    assert (await api.post(WEBHOOK, content=body, headers=unsigned)).status_code == 401
    # Signed, then changed by one byte on the way.
    headers = signature(body, settings)
    tampered = body.replace(b"chk-unknown", b"chk-unknowm")
    assert (await api.post(WEBHOOK, content=tampered, headers=headers)).status_code == 401


async def test_an_old_webhook_is_ignored_even_signed(
    api: httpx.AsyncClient, settings: Settings
) -> None:
    body = webhook("chk-old", sent_at=datetime.now(UTC) - timedelta(hours=1))
    answer = await api.post(WEBHOOK, content=body, headers=signature(body, settings))
    assert answer.status_code == 200 and answer.json() == {"status": "ignored"}


async def test_the_applicant_may_upload_the_documents_instead(api: httpx.AsyncClient) -> None:
    app_id, auth = await to_remote_check(api)
    skipped = await api.post(f"{PREFIX}/{app_id}/onfido/skip", headers=auth, json={})
    assert skipped.status_code == 200, skipped.text
    snapshot = skipped.json()["snapshot"]
    assert snapshot["onfido"]["stato"] == "rinunciata" and snapshot["route"] == "/documenti"
    # The same check cannot be opened again afterwards.
    refused = await api.post(f"{PREFIX}/{app_id}/onfido", headers=auth, json={})
    assert refused.status_code == 409


async def test_an_italian_employee_is_not_sent_to_the_remote_check(
    api: httpx.AsyncClient,
) -> None:
    app_id, auth = await to_documents(api)
    snapshot = (await api.get(f"{PREFIX}/{app_id}", headers=auth)).json()
    assert snapshot["onfido"] is None and snapshot["route"] == "/documenti"
    assert (await api.post(f"{PREFIX}/{app_id}/onfido", headers=auth, json={})).status_code == 409
