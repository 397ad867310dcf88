"""After the signature, through the API against the sandbox: the anomaly area reads the
request's state and checklist, an anomaly the provider raises shows there, and the document
sent again reaches the back office and closes it; a signed request resumes there."""

import io
import re
from collections.abc import AsyncIterator
from pathlib import Path

import httpx
import pytest
from PIL import Image
from sqlalchemy import update
from temporalio.client import Client

from journey import messages
from recognition.models import DocumentKind
from runtime.settings import Settings
from store.db import make_engine
from store.drafts import draft_link_token
from store.models import Application
from tests.api.test_documents import PREFIX, to_documents
from tests.api.test_drafts import outbox
from tests.api.test_pratica import last_code, to_summary
from tests.utils.documents import mario_rossi_person, photos

FISCAL_CODE = "RSSMRA85T10F205R"
EMAIL = "mario.rossi@gmail.com"


async def signed(
    api: httpx.AsyncClient, sandbox_url: str, folder: Path, decided: list[str]
) -> tuple[str, dict[str, str], str]:
    """Mario Rossi's request sent and signed with the SMS code: (id, auth, request number)."""
    app_id, auth, _ = await to_summary(api, folder)
    sent = await api.post(f"{PREFIX}/{app_id}/request", headers=auth, json={})
    number = sent.json()["snapshot"]["firma"]["pratica"]["numero"]
    decided.append(number)
    accepted = {"contrattoLetto": True, "condizioniAccettate": True}
    await api.post(f"{PREFIX}/{app_id}/signing-code", headers=auth, json=accepted)
    done = await api.post(
        f"{PREFIX}/{app_id}/signature", headers=auth, json={"otp": last_code(sandbox_url)}
    )
    snapshot = done.json()["snapshot"]
    assert snapshot["status"] == "signed" and snapshot["route"] == "/firma/riepilogo", done.text
    return app_id, auth, number


def raise_anomaly(sandbox_url: str, number: str, code: str, state: str = "G") -> None:
    raised = httpx.post(
        f"{sandbox_url}/operator/api/anomalies",
        json={"numPratica": number, "codDocumento": code, "codStato": state},
    )
    assert raised.status_code == 200, raised.text


def checklist_state(sandbox_url: str, number: str, code: str) -> str:
    practices = httpx.get(f"{sandbox_url}/operator/api/practices").json()
    [practice] = [p for p in practices if p["numPratica"] == number]
    [document] = [d for d in practice["documenti"] if d["codDocumento"] == code]
    return str(document["codStato"])


async def test_an_anomaly_raised_by_the_provider_is_shown_and_corrected(
    api: httpx.AsyncClient, sandbox_url: str, tmp_path: Path, decided: list[str]
) -> None:
    app_id, auth, number = await signed(api, sandbox_url, tmp_path, decided)
    opened = await api.post(f"{PREFIX}/{app_id}/tracking", headers=auth, json={})
    assert opened.status_code == 200 and opened.json()["ok"], opened.text
    tracking = opened.json()["snapshot"]["tracking"]
    assert opened.json()["snapshot"]["route"] == "/anomalie"
    assert tracking["numero"] == number and tracking["anomalie"] == []
    assert tracking["descrizione"] == messages.RICHIESTA_IN_VALUTAZIONE
    # Every document received is waiting for the back office's check (the contract is not one).
    assert "Busta paga" in tracking["inVerifica"] and len(tracking["inVerifica"]) == 3

    raise_anomaly(sandbox_url, number, "CF", "N")
    # The provider tells the customer, with the link to the request's area.
    [mail] = [m for m in outbox(sandbox_url, "email", EMAIL) if number in m["subject"]]
    found = re.search(r"/main/resume\?draft=([a-z0-9]+)", mail["body"])
    assert found is not None and "Tessera sanitaria" in mail["body"], mail
    by_mail = await api.post("/main/api/draft/resume", json={"draftId": found.group(1)})
    assert by_mail.status_code == 200 and by_mail.json()["snapshot"]["route"] == "/anomalie"
    auth = {"b2b-authorization": by_mail.json()["token"]}
    anomaly = await _anomaly_shown(api, app_id, auth, "CF")
    assert anomaly == {
        "codDocumento": "CF",
        "descrizione": "Tessera sanitaria",
        "motivo": messages.ANOMALIA_DOCUMENTO_NON_CONFORME,
        "pagina": "/anomalie/tessera-sanitaria",
        "retro": True,
    }

    # A file that is not an image or PDF: refused on its field, nothing sent.
    junk = await api.post(
        f"{PREFIX}/{app_id}/anomalies/CF",
        headers=auth,
        files={"fronte": ("tessera.jpg", b"not an image", "image/jpeg")},
    )
    assert junk.status_code == 422 and set(junk.json()["errors"]) == {"fronte"}, junk.text
    big = b"\xff\xd8\xff" + b"\0" * (11 * 1024 * 1024)
    heavy = await api.post(
        f"{PREFIX}/{app_id}/anomalies/CF",
        headers=auth,
        files={"fronte": ("tessera.jpg", big, "image/jpeg")},
    )
    assert heavy.status_code == 413, heavy.text
    assert heavy.json()["errors"] == {"fronte": messages.DOCUMENTO_TROPPO_PESANTE}
    # A white page: recognition cannot read it, but nothing on it is a document either.
    white = io.BytesIO()
    Image.new("RGB", (1240, 1754), "white").save(white, "JPEG")
    blank = await api.post(
        f"{PREFIX}/{app_id}/anomalies/CF",
        headers=auth,
        files={"fronte": ("tessera.jpg", white.getvalue(), "image/jpeg")},
    )
    assert blank.status_code == 422, blank.text
    assert blank.json()["errors"] == {"fronte": messages.DOCUMENTO_SENZA_CONTENUTO}
    assert checklist_state(sandbox_url, number, "CF") == "N"

    # Another document (an identity card for the health card) is read and refused, as the
    # documents step would refuse it: nothing reaches the back office.
    (tmp_path / "cie").mkdir()
    card = photos(tmp_path / "cie", DocumentKind.CIE, mario_rossi_person())
    wrong = await api.post(
        f"{PREFIX}/{app_id}/anomalies/CF",
        headers=auth,
        files={
            side.value: (path.name, path.read_bytes(), "image/jpeg") for side, path in card.items()
        },
    )
    assert wrong.status_code == 200, wrong.text
    assert wrong.json()["errors"] == {
        "fronte": messages.ANOMALIA_DOCUMENTO_DIVERSO,
        "retro": messages.ANOMALIA_DOCUMENTO_DIVERSO,
    }
    assert checklist_state(sandbox_url, number, "CF") == "N"

    sides = photos(tmp_path, DocumentKind.TESSERA_SANITARIA, mario_rossi_person(), seed=7)
    front, back = sides.values()
    sent = await api.post(
        f"{PREFIX}/{app_id}/anomalies/CF",
        headers=auth,
        files={
            "fronte": (front.name, front.read_bytes(), "image/jpeg"),
            "retro": (back.name, back.read_bytes(), "image/jpeg"),
        },
    )
    assert sent.status_code == 200 and sent.json()["ok"], sent.text
    tracking = sent.json()["snapshot"]["tracking"]
    assert tracking["anomalie"] == [] and "Tessera sanitaria" in tracking["inVerifica"]
    # The back office has it: uploaded and to be checked again.
    assert checklist_state(sandbox_url, number, "CF") == "C"

    # The same photo for a new anomaly on the same document is not a correction.
    raise_anomaly(sandbox_url, number, "CF", "G")
    await _anomaly_shown(api, app_id, auth, "CF")
    same = await api.post(
        f"{PREFIX}/{app_id}/anomalies/CF",
        headers=auth,
        files={"fronte": (front.name, front.read_bytes(), "image/jpeg")},
    )
    assert same.json()["errors"] == {"fronte": messages.ANOMALIA_STESSO_FILE}, same.text
    assert checklist_state(sandbox_url, number, "CF") == "G"


async def _anomaly_shown(
    api: httpx.AsyncClient, app_id: str, auth: dict[str, str], code: str
) -> dict[str, object]:
    """The area read again (the suite reads the back office every time, tests/conftest.py)."""
    read = await api.post(f"{PREFIX}/{app_id}/tracking", headers=auth, json={})
    assert read.status_code == 200 and read.json()["ok"], read.text
    [anomaly] = read.json()["snapshot"]["tracking"]["anomalie"]
    assert anomaly["codDocumento"] == code, anomaly
    return dict(anomaly)


async def test_a_signed_request_resumes_in_the_anomaly_area_by_number_and_by_link(
    api: httpx.AsyncClient,
    sandbox_url: str,
    settings: Settings,
    tmp_path: Path,
    decided: list[str],
) -> None:
    app_id, _, number = await signed(api, sandbox_url, tmp_path, decided)
    ask = {"request_number": number, "fiscal_code": FISCAL_CODE}
    assert (await api.post("/main/api/draft/number", json=ask)).status_code == 202
    resumed = await api.post(
        "/main/api/draft/number/verify", json={**ask, "otp": last_code(sandbox_url)}
    )
    assert resumed.status_code == 200, resumed.text
    assert resumed.json()["snapshot"]["route"] == "/anomalie"
    link = draft_link_token(settings.token_secret.get_secret_value(), app_id)  # type: ignore[union-attr]
    by_link = await api.post("/main/api/draft/resume", json={"draftId": link})
    assert by_link.status_code == 200 and by_link.json()["snapshot"]["route"] == "/anomalie"
    other = {"b2b-authorization": by_link.json()["token"]}
    # Signed: the journey's own steps are closed, the area is open.
    closed = await api.post(f"{PREFIX}/{app_id}/request", headers=other, json={})
    assert closed.status_code == 409, closed.text
    tracked = await api.post(f"{PREFIX}/{app_id}/tracking", headers=other, json={})
    assert tracked.status_code == 200 and tracked.json()["snapshot"]["tracking"]["numero"] == number


@pytest.mark.parametrize("status", ["completed", "expired"])
async def test_a_request_closed_before_the_area_or_expired_is_not_resumed(
    api: httpx.AsyncClient,
    sandbox_url: str,
    settings: Settings,
    tmp_path: Path,
    decided: list[str],
    status: str,
) -> None:
    """A request signed before the after-sale area (its workflow ended) still goes to 'richiesta
    in corso'; one whose area expired after a month of silence to the tracking-expired page."""
    app_id, _, _ = await signed(api, sandbox_url, tmp_path, decided)
    with make_engine(settings.database_url).begin() as connection:
        connection.execute(
            update(Application).where(Application.draft_id == app_id).values(status=status)
        )
    link = draft_link_token(settings.token_secret.get_secret_value(), app_id)  # type: ignore[union-attr]
    gone = await api.post("/main/api/draft/resume", json={"draftId": link})
    assert gone.status_code == 410, gone.text
    esito = (
        "cliente-con-richiesta-in-corso" if status == "completed" else "tracking-pratica-scaduto"
    )
    assert gone.json()["data"]["url"] == f"/main/typ?esito={esito}"


async def test_an_anomalys_files_are_capped_at_two_documents(api: httpx.AsyncClient) -> None:
    """A body past two files is refused before anything is read (before the token is even
    looked at); one file past 10 MB goes on to the route (refused on its field there)."""
    path = f"{PREFIX}/loan-00000000-0000-0000-0000-000000000000/anomalies/CF"
    big = b"\xff\xd8\xff" + b"\0" * (11 * 1024 * 1024)
    over = await api.post(
        path, files={"fronte": ("a.jpg", big, "image/jpeg"), "retro": ("b.jpg", big, "image/jpeg")}
    )
    assert over.status_code == 413 and over.json()["message"] == messages.DOCUMENTO_TROPPO_PESANTE
    within = await api.post(path, files={"fronte": ("a.jpg", big, "image/jpeg")})
    # Past the body cap, the request reaches the route, which wants a token first.
    assert within.status_code == 401, within.text


async def test_an_anomalys_request_takes_no_part_but_its_two_sides(
    api: httpx.AsyncClient,
) -> None:
    """Found by a review: a third part was read and ignored; the request is its sides only."""
    app_id, auth = await to_documents(api)
    photo = ("a.jpg", b"\xff\xd8\xff" + b"\0" * 64, "image/jpeg")
    extra = await api.post(
        f"{PREFIX}/{app_id}/anomalies/CF", headers=auth, files={"fronte": photo, "altro": photo}
    )
    assert extra.status_code == 422, extra.text
    # Its two sides alone go on (here to "not signed": nothing to correct yet).
    sides = await api.post(f"{PREFIX}/{app_id}/anomalies/CF", headers=auth, files={"fronte": photo})
    assert sides.status_code == 409, sides.text


@pytest.fixture
async def throttled(
    temporal_client: Client, settings: Settings, worker: None
) -> AsyncIterator[httpx.AsyncClient]:
    """The API with the product's 30 s between reads (the suite's reads every time)."""
    from api.main import create_app

    app = create_app(
        settings.model_copy(update={"tracking_refresh_seconds": 30}), temporal=temporal_client
    )
    transport = httpx.ASGITransport(app=app, raise_app_exceptions=False)
    async with httpx.AsyncClient(transport=transport, base_url="http://testserver") as client:
        yield client


async def test_the_area_reloaded_writes_nothing_and_a_resume_reads_again(
    throttled: httpx.AsyncClient,
    sandbox_url: str,
    temporal_client: Client,
    tmp_path: Path,
    decided: list[str],
) -> None:
    """Found by a review: every visit was an Update (5 events, 7.6 KB of history) even when
    answered from the last read; and the anomaly the e-mail announced was hidden for 30 s."""
    app_id, auth, number = await signed(throttled, sandbox_url, tmp_path, decided)
    first = await throttled.post(f"{PREFIX}/{app_id}/tracking", headers=auth, json={})
    assert first.json()["ok"] and first.json()["snapshot"]["tracking"]["anomalie"] == []
    handle = temporal_client.get_workflow_handle(app_id)
    events = len((await handle.fetch_history()).events)
    raise_anomaly(sandbox_url, number, "CF", "G")
    for _ in range(5):
        again = await throttled.post(f"{PREFIX}/{app_id}/tracking", headers=auth, json={})
        assert again.status_code == 200 and again.json()["ok"]
        assert again.json()["snapshot"]["tracking"]["anomalie"] == []  # the last read's
    assert len((await handle.fetch_history()).events) == events

    # The e-mail's link: a resume, then the area reads the back office at once.
    [mail] = [m for m in outbox(sandbox_url, "email", EMAIL) if number in m["subject"]]
    found = re.search(r"/main/resume\?draft=([a-z0-9]+)", mail["body"])
    assert found is not None
    resumed = await throttled.post("/main/api/draft/resume", json={"draftId": found.group(1)})
    other = {"b2b-authorization": resumed.json()["token"]}
    read = await throttled.post(f"{PREFIX}/{app_id}/tracking", headers=other, json={})
    assert [a["codDocumento"] for a in read.json()["snapshot"]["tracking"]["anomalie"]] == ["CF"]


async def test_files_are_not_stored_for_a_request_with_nothing_to_correct(
    api: httpx.AsyncClient, settings: Settings, tmp_path: Path, decided: list[str]
) -> None:
    """Found by a review: each refused call stored its files first, which nothing would use."""
    assert settings.blob_dir is not None
    [front] = list(
        photos(tmp_path, DocumentKind.BUSTA_PAGA, mario_rossi_person(), seed=11).values()
    )
    before = sum(1 for _ in settings.blob_dir.rglob("*") if _.is_file())
    app_id, auth, _ = await to_summary(api, tmp_path)  # not signed
    unsigned = await api.post(
        f"{PREFIX}/{app_id}/anomalies/DRED",
        headers=auth,
        files={"fronte": (front.name, front.read_bytes(), "image/jpeg")},
    )
    assert unsigned.status_code == 409, unsigned.text
    stored = sum(1 for _ in settings.blob_dir.rglob("*") if _.is_file())
    # Only the payslip the documents step took.
    assert stored == before + 1


async def test_the_sides_of_a_correction_are_the_documents_own(
    api: httpx.AsyncClient, sandbox_url: str, tmp_path: Path, decided: list[str]
) -> None:
    """Found by a review: one file for both sides, a health card without its back, a payslip
    with a back, were all taken."""
    app_id, auth, number = await signed(api, sandbox_url, tmp_path, decided)
    raise_anomaly(sandbox_url, number, "CF", "G")
    raise_anomaly(sandbox_url, number, "DRED", "N")
    await api.post(f"{PREFIX}/{app_id}/tracking", headers=auth, json={})
    front, back = photos(
        tmp_path, DocumentKind.TESSERA_SANITARIA, mario_rossi_person(), seed=9
    ).values()
    as_jpeg = {"fronte": (front.name, front.read_bytes(), "image/jpeg")}
    cases = [
        (
            "CF",
            {**as_jpeg, "retro": (front.name, front.read_bytes(), "image/jpeg")},
            messages.ANOMALIA_STESSO_FILE_DUE_LATI,
        ),
        ("CF", as_jpeg, messages.ANOMALIA_RETRO_MANCANTE),
        (
            "DRED",
            {**as_jpeg, "retro": (back.name, back.read_bytes(), "image/jpeg")},
            messages.ANOMALIA_SENZA_RETRO,
        ),
    ]
    for code, files, message in cases:
        sent = await api.post(f"{PREFIX}/{app_id}/anomalies/{code}", headers=auth, files=files)
        assert sent.status_code == 200 and sent.json()["errors"] == {"retro": message}, sent.text
    for code in ("ZZZZZZZZZ", "C%20F"):
        odd = await api.post(f"{PREFIX}/{app_id}/anomalies/{code}", headers=auth, files=as_jpeg)
        assert odd.status_code == 422, odd.text


async def test_a_decided_request_has_nothing_to_correct(
    api: httpx.AsyncClient, sandbox_url: str, tmp_path: Path, decided: list[str]
) -> None:
    app_id, auth, number = await signed(api, sandbox_url, tmp_path, decided)
    raise_anomaly(sandbox_url, number, "DRED", "N")
    httpx.post(
        f"{sandbox_url}/operator/api/outcomes", json={"numPratica": number, "esito": "RESPINTA"}
    )
    read = await api.post(f"{PREFIX}/{app_id}/tracking", headers=auth, json={})
    tracking = read.json()["snapshot"]["tracking"]
    assert tracking["descrizione"] == messages.RICHIESTA_NON_ACCOLTA
    assert tracking["anomalie"] == [] and tracking["inVerifica"] == []
