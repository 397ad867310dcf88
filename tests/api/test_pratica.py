"""The request and its signature through the API against the sandbox (issue 16): the request
sent, the contract to read, the code by SMS, wrong and right codes, the sealed contract; the
code never in the workflow's history, even decoded."""

import io
import json
import re
from pathlib import Path
from typing import Any

import httpx
import pytest
from asn1crypto import pem
from asn1crypto import x509 as asn1_x509
from google.protobuf import json_format
from pyhanko.pdf_utils.reader import PdfFileReader
from pyhanko.sign.validation import async_validate_pdf_signature
from pyhanko.sign.validation.status import PdfSignatureStatus
from pyhanko_certvalidator import ValidationContext
from pypdf import PdfReader
from temporalio.api.common.v1 import Payload
from temporalio.client import Client

from journey import messages
from recognition.models import DocumentKind
from runtime.settings import Settings
from tests.api.test_documents import PREFIX, to_documents
from tests.api.test_drafts import outbox
from tests.api.test_spid import login_as
from tests.utils.documents import mario_rossi_person, photos

PHONE = "+393401234567"  # tests/utils/applicants.mario_rossi's mobile, as the SMS goes to it


async def to_summary(
    api: httpx.AsyncClient, folder: Path
) -> tuple[str, dict[str, str], dict[str, Any]]:
    """Mario Rossi, identity by SPID, payslip uploaded and read: on /documenti/riepilogo."""
    app_id, auth = await to_documents(api)
    await login_as(api, app_id, auth, "mario-rossi")
    spid = await api.post(
        f"{PREFIX}/{app_id}/spid/confirmation",
        headers=auth,
        json={"values": {"provinciaRilascio": "MI"}},
    )
    assert spid.json()["snapshot"]["route"].endswith("/busta-paga"), spid.text
    [page] = photos(folder, DocumentKind.BUSTA_PAGA, mario_rossi_person()).values()
    read = await api.post(
        f"{PREFIX}/{app_id}/documents/DRED/fronte",
        headers=auth,
        data={"code": "DRED"},
        files={"file": (page.name, page.read_bytes(), "image/jpeg")},
    )
    assert read.status_code == 200, read.text
    values = read.json()["snapshot"]["documenti"]["slots"][2]["values"]
    confirmed = await api.post(
        f"{PREFIX}/{app_id}/documents/DRED/confirmation", headers=auth, json={"values": values}
    )
    snapshot: dict[str, Any] = confirmed.json()["snapshot"]
    assert snapshot["route"] == "/documenti/riepilogo", confirmed.text
    return app_id, auth, snapshot


async def sealed(content: bytes, sandbox_url: str) -> PdfSignatureStatus:
    """pyHanko's validator, trusting only the sandbox CA as it publishes it."""
    _, _, der = pem.unarmor(httpx.get(f"{sandbox_url}/signing/ca.pem").content)
    context = ValidationContext(trust_roots=[asn1_x509.Certificate.load(der)])
    [signature] = PdfFileReader(io.BytesIO(content)).embedded_signatures
    return await async_validate_pdf_signature(signature, context)


def evidence_of(content: bytes) -> dict[str, Any]:
    """The signature's evidence, attached to the signed contract as JSON."""
    [attached] = PdfReader(io.BytesIO(content)).attachments["evidenze-firma.json"]
    evidence: dict[str, Any] = json.loads(attached)
    return evidence


def last_code(sandbox_url: str) -> str:
    sms = outbox(sandbox_url, "sms", PHONE)[0]
    found = re.search(r"\b(\d{6})\b", sms["body"])
    assert found is not None, sms
    return found.group(1)


async def decoded_history(client: Client, workflow_id: str) -> bytes:
    """Every payload of the application's history, decrypted as the codec endpoint would."""
    history = await client.get_workflow_handle(workflow_id).fetch_history()
    found: list[Payload] = []

    def walk(node: object) -> None:
        if isinstance(node, dict):
            if "metadata" in node and "data" in node:
                found.append(json_format.ParseDict(node, Payload()))
                return
            for value in node.values():
                walk(value)
        elif isinstance(node, list):
            for value in node:
                walk(value)

    for event in history.events:
        walk(json_format.MessageToDict(event))
    codec = client.data_converter.payload_codec
    assert codec is not None
    return b"\n".join(p.data for p in await codec.decode(found))


async def test_the_request_is_sent_and_signed_with_the_sms_code(
    api: httpx.AsyncClient,
    sandbox_url: str,
    temporal_client: Client,
    settings: Settings,
    tmp_path: Path,
    decided: list[str],
) -> None:
    app_id, auth, _ = await to_summary(api, tmp_path)
    sent = await api.post(f"{PREFIX}/{app_id}/request", headers=auth, json={})
    assert sent.status_code == 200, sent.text
    snapshot = sent.json()["snapshot"]
    decided.append(snapshot["firma"]["pratica"]["numero"])
    assert snapshot["route"] == "/firma/carica" and snapshot["step"] == "TYP"
    number = snapshot["firma"]["pratica"]["numero"]
    assert re.fullmatch(r"\d{8}", number) and snapshot["firma"]["contratto"]
    contract = await api.get(f"{PREFIX}/{app_id}/contratto.pdf", headers=auth)
    assert contract.status_code == 200 and contract.content.startswith(b"%PDF-")
    assert (await api.post(f"{PREFIX}/{app_id}/request", headers=auth, json={})).status_code == 409

    unread = await api.post(f"{PREFIX}/{app_id}/signing-code", headers=auth, json={})
    assert unread.status_code == 422
    assert unread.json()["message"] == messages.CONTRATTO_DA_ACCETTARE
    asked = await api.post(
        f"{PREFIX}/{app_id}/signing-code",
        headers=auth,
        json={"contrattoLetto": True, "condizioniAccettate": True},
    )
    assert asked.status_code == 200 and asked.json()["ok"], asked.text
    assert asked.json()["snapshot"]["firma"]["otp"]["counter"] == 1
    code = last_code(sandbox_url)

    short = await api.post(f"{PREFIX}/{app_id}/signature", headers=auth, json={"otp": "12345"})
    assert short.status_code == 422 and short.json()["errors"] == {"otp": messages.OTP_NON_VALIDO}
    other = "000000" if code != "000000" else "111111"
    wrong = await api.post(f"{PREFIX}/{app_id}/signature", headers=auth, json={"otp": other})
    assert wrong.status_code == 200 and wrong.json()["errors"] == {"otp": messages.OTP_NON_VALIDO}
    assert wrong.json()["snapshot"]["firma"]["otp"]["attemptsLeft"] == 4

    signed = await api.post(
        f"{PREFIX}/{app_id}/signature",
        headers={**auth, "User-Agent": "Prova/1.0"},
        json={"otp": code},
    )
    assert signed.status_code == 200 and signed.json()["ok"], signed.text
    snapshot = signed.json()["snapshot"]
    assert snapshot["route"] == "/firma/riepilogo" and snapshot["status"] == "signed"
    assert snapshot["firma"]["firmato"] and snapshot["firma"]["transactionId"]
    pdf = await api.get(f"{PREFIX}/{app_id}/contratto-firmato.pdf", headers=auth)
    assert pdf.status_code == 200 and pdf.content.startswith(b"%PDF-")
    # The seal holds against the sandbox's CA, and the evidence names this browser.
    status = await sealed(pdf.content, sandbox_url)
    assert status.intact and status.valid and status.trusted
    evidence = evidence_of(pdf.content)
    assert evidence["userAgent"] == "Prova/1.0" and evidence["numPratica"] == number
    assert evidence["idTransazione"] == snapshot["firma"]["transactionId"]

    # Neither the code nor the wrong one ever entered the workflow, encrypted or not.
    history = await decoded_history(temporal_client, app_id)
    for typed in (code, other):
        assert not re.search(rb"(?<![0-9])" + typed.encode() + rb"(?![0-9])", history), typed
    assert number.encode() in history  # the decoding did work


async def test_five_wrong_codes_lock_it_and_a_new_code_waits_its_turn(
    api: httpx.AsyncClient, sandbox_url: str, tmp_path: Path, decided: list[str]
) -> None:
    app_id, auth, _ = await to_summary(api, tmp_path)
    sent = await api.post(f"{PREFIX}/{app_id}/request", headers=auth, json={})
    decided.append(sent.json()["snapshot"]["firma"]["pratica"]["numero"])
    accepted = {"contrattoLetto": True, "condizioniAccettate": True}
    await api.post(f"{PREFIX}/{app_id}/signing-code", headers=auth, json=accepted)
    code = last_code(sandbox_url)
    other = "000000" if code != "000000" else "111111"
    for _ in range(5):
        await api.post(f"{PREFIX}/{app_id}/signature", headers=auth, json={"otp": other})
    locked = await api.post(f"{PREFIX}/{app_id}/signature", headers=auth, json={"otp": code})
    assert locked.json()["errors"] == {"otp": messages.OTP_BLOCCATO}
    assert locked.json()["snapshot"]["firma"]["otp"]["locked"]
    too_soon = await api.post(
        f"{PREFIX}/{app_id}/signing-code", headers=auth, json={**accepted, "reinvio": True}
    )
    assert too_soon.json()["errors"] == {"otp": messages.OTP_ATTENDI}


@pytest.mark.parametrize("otp", ["", "1234567", "abc"])
async def test_a_code_not_of_six_characters_is_refused_before_the_workflow(
    api: httpx.AsyncClient, otp: str
) -> None:
    app_id, auth = await to_documents(api)
    refused = await api.post(f"{PREFIX}/{app_id}/signature", headers=auth, json={"otp": otp})
    assert refused.status_code == 422
    assert refused.json()["errors"] == {"otp": messages.OTP_NON_VALIDO}


async def test_resume_by_request_number_lands_on_the_signature_before_signing(
    api: httpx.AsyncClient, sandbox_url: str, tmp_path: Path, decided: list[str]
) -> None:
    """Another device: the request number and fiscal code, the SMS code, then /firma/carica
    (§2 rule 1); the application index holds the number from the request's sending."""
    app_id, auth, _ = await to_summary(api, tmp_path)
    sent = await api.post(f"{PREFIX}/{app_id}/request", headers=auth, json={})
    number = sent.json()["snapshot"]["firma"]["pratica"]["numero"]
    decided.append(number)
    ask = {"request_number": number, "fiscal_code": "RSSMRA85T10F205R"}
    assert (await api.post("/main/api/draft/number", json=ask)).status_code == 202
    resumed = await api.post(
        "/main/api/draft/number/verify", json={**ask, "otp": last_code(sandbox_url)}
    )
    assert resumed.status_code == 200, resumed.text
    snapshot = resumed.json()["snapshot"]
    assert snapshot["route"] == "/firma/carica" and snapshot["firma"]["pratica"]["numero"] == number
    # The new device signs; the first one's token was replaced.
    other = {"b2b-authorization": resumed.json()["token"]}
    contract = await api.get(f"{PREFIX}/{app_id}/contratto.pdf", headers=other)
    assert contract.status_code == 200
    assert (await api.get(f"{PREFIX}/{app_id}", headers=auth)).status_code == 401
