"""Issue 16: the contract read before signing, and the sandbox's PAdES seal on the signed one."""

import asyncio
import hashlib
import io
import json
import re
from datetime import UTC, datetime
from decimal import Decimal
from typing import Any

import httpx
from asn1crypto import pem
from asn1crypto import x509 as asn1_x509
from pyhanko.pdf_utils.reader import PdfFileReader
from pyhanko.sign.validation import async_validate_pdf_signature
from pyhanko.sign.validation.status import PdfSignatureStatus
from pyhanko_certvalidator import ValidationContext
from pypdf import PdfReader

from sandbox.app import create_app
from sandbox.db import Database
from sandbox.pdf.common import Document, euro, percent
from sandbox.seal.keys import load_seal
from sandbox.seal.pades import seal_pdf
from sandbox.settings import Settings
from tests.sandbox.conftest import APPLICANT, B2BClient

IP = "203.0.113.7"
USER_AGENT = "Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0 Safari/537.36"


def _path(url: str) -> str:
    return url.removeprefix("http://sandbox.test")


async def _practice(b2b: B2BClient) -> tuple[dict[str, Any], dict[str, Any], dict[str, Any]]:
    """A priced offer and its practice, added and finalized: (offer, added, finalized)."""
    simulation = await b2b.call(
        "eseguiMotoreSimulazione", {"importoRichiesto": 8000, "numeroRate": 48}
    )
    offer = simulation["codOfferta"]
    added = await b2b.call(
        "practiceAdd", {**APPLICANT, "draftId": "loan-seal", "prgSimul": offer["prgSimul"]}
    )
    finalized = await b2b.call(
        "practiceFinalize",
        {"numPratica": added["numPratica"], "codiceAnagrafico": added["codiceAnagrafico"]},
    )
    return offer, added, finalized


async def _signed(b2b: B2BClient, http: httpx.AsyncClient, **extra: Any) -> dict[str, Any]:
    """Finalize, ask for the SMS code, sign with it from IP and browser: the fesSignOTP answer."""
    _, added, finalized = await _practice(b2b)
    sent = await b2b.call(
        "fesInitEnrollSendOTP",
        {
            "codFiscale": APPLICANT["codFiscale"],
            "telefono": APPLICANT["telCellulare"],
            "numPratica": added["numPratica"],
        },
    )
    sms = (await http.get("/operator/api/outbox", params={"channel": "sms"})).json()[0]["body"]
    code = re.search(r"\b(\d{6})\b", sms)
    assert code
    signed = await b2b.call(
        "fesSignOTP",
        {
            "numPratica": added["numPratica"],
            "alias": sent["alias"],
            "otpId": sent["otpId"],
            "otp": code.group(1),
            "urlPdf": finalized["urlContratto"],
            "ipAddress": IP,
            "userAgent": USER_AGENT,
            **extra,
        },
    )
    assert signed["esito"] == "OK", signed
    return {**signed, "otpId": sent["otpId"], "urlContratto": finalized["urlContratto"]}


async def _validate(http: httpx.AsyncClient, content: bytes) -> PdfSignatureStatus:
    """pyHanko's validator, trusting only the sandbox CA as published."""
    _, _, der = pem.unarmor((await http.get("/signing/ca.pem")).content)
    context = ValidationContext(trust_roots=[asn1_x509.Certificate.load(der)])
    signatures = PdfFileReader(io.BytesIO(content)).embedded_signatures
    assert [s.field_name for s in signatures] == ["Firma"]
    return await async_validate_pdf_signature(signatures[0], context)


async def test_finalize_issues_the_contract_with_the_secci_figures_once(
    b2b: B2BClient, http: httpx.AsyncClient
) -> None:
    offer, added, finalized = await _practice(b2b)
    response = await http.get(_path(finalized["urlContratto"]))
    assert response.headers["content-type"] == "application/pdf"
    text = PdfReader(io.BytesIO(response.content)).pages[0].extract_text()
    # Each figure of the priced offer (the SECCI's), as the consumer reads it in the contract.
    for line in (
        f"Prestito personale n. {added['numPratica']}",
        "Consumatore MARIO ROSSI",
        f"Importo totale del credito {euro(offer['importoTotaleCredito'])}",
        "Durata 48 mesi",
        f"Rate 48 rate mensili da {euro(offer['importoRata'])} "
        f"(ultima {euro(offer['importoUltimaRata'])})",
        f"TAN fisso {percent(offer['tan'])}",
        f"TAEG {percent(offer['taeg'])}",
        f"Spese di istruttoria {euro(offer['speseIstruttoria'])}",
        f"Spese di incasso rata {euro(offer['speseIncassoRata'])} per rata",
        f"Imposta di bollo o sostitutiva {euro(offer['impostaBollo'])}",
        f"Interessi {euro(offer['interessiTotali'])}",
        "Costo totale del credito "
        + euro(Decimal(str(offer["importoTotaleDovuto"])) - Decimal("8000")),
        f"Importo totale dovuto dal consumatore {euro(offer['importoTotaleDovuto'])}",
    ):
        assert line in text, line

    again = await b2b.call(
        "practiceFinalize",
        {"numPratica": added["numPratica"], "codiceAnagrafico": added["codiceAnagrafico"]},
    )
    assert again["urlContratto"] == finalized["urlContratto"]


async def test_a_practice_with_no_priced_terms_has_no_contract(b2b: B2BClient) -> None:
    # The seeded request in progress (Luca Verdi) was never priced: nothing to sign.
    finalized = await b2b.call(
        "practiceFinalize", {"numPratica": "10000001", "codiceAnagrafico": "C000000001"}
    )
    assert (finalized["stato"], finalized["urlContratto"]) == ("FINALIZZATA", None)


async def test_signed_contract_is_sealed_and_validates_against_the_sandbox_ca(
    b2b: B2BClient, http: httpx.AsyncClient
) -> None:
    signed = await _signed(b2b, http)
    content = (await http.get(_path(signed["urlContrattoFirmato"]))).content

    status = await _validate(http, content)
    assert (status.intact, status.valid, status.trusted) == (True, True, True)
    assert status.bottom_line
    assert "sigillo contratti" in status.signing_cert.subject.human_friendly

    reader = PdfReader(io.BytesIO(content))
    evidence_page = reader.pages[-1].extract_text()
    for line in (
        f"Indirizzo IP del firmatario {IP}",
        f"Programma di navigazione (user agent) {USER_AGENT}",
        f"Identificativo transazione {signed['idTransazione']}",
        f"Identificativo OTP {signed['otpId']}",
    ):
        assert line in evidence_page, line
    evidence = json.loads(reader.attachments["evidenze-firma.json"][0])
    shown = (await http.get(_path(signed["urlContratto"]))).content
    assert evidence["indirizzoIP"] == IP
    assert evidence["userAgent"] == USER_AGENT
    assert evidence["idTransazione"] == signed["idTransazione"]
    assert evidence["otpId"] == signed["otpId"]
    assert evidence["dataFirma"] == signed["dataFirma"]
    # The signature is bound to the very contract the consumer was shown before signing.
    assert evidence["sha256Contratto"] == hashlib.sha256(shown).hexdigest()
    assert evidence["sha256Documento"] == evidence["sha256Contratto"]


async def test_one_byte_changed_breaks_the_seal(b2b: B2BClient, http: httpx.AsyncClient) -> None:
    signed = await _signed(b2b, http)
    content = bytearray((await http.get(_path(signed["urlContrattoFirmato"]))).content)
    # A byte inside the first page's compressed content stream: still a well-formed PDF, but
    # no longer the one the seal's digest covers.
    offset = content.index(b"stream", content.index(b"/Type /Page")) + 20
    signature = PdfFileReader(io.BytesIO(bytes(content))).embedded_signatures[0]
    start, length, *_ = signature.byte_range
    assert start <= offset < start + length
    content[offset] ^= 0x01

    status = await _validate(http, bytes(content))
    assert not status.intact
    assert not status.bottom_line


async def test_the_ca_is_kept_across_restarts(settings: Settings) -> None:
    pems = []
    for _ in range(2):
        app = create_app(settings)
        transport = httpx.ASGITransport(app=app)
        async with httpx.AsyncClient(transport=transport, base_url="http://sandbox.test") as http:
            response = await http.get("/signing/ca.pem")
        assert response.status_code == 200
        assert response.content.startswith(b"-----BEGIN CERTIFICATE-----")
        pems.append(response.content)
    assert pems[0] == pems[1]


async def test_signing_without_ip_and_user_agent_says_so(
    b2b: B2BClient, http: httpx.AsyncClient
) -> None:
    signed = await _signed(b2b, http, ipAddress=None, userAgent=None)
    content = (await http.get(_path(signed["urlContrattoFirmato"]))).content
    evidence = json.loads(PdfReader(io.BytesIO(content)).attachments["evidenze-firma.json"][0])
    assert (evidence["indirizzoIP"], evidence["userAgent"]) == (None, None)
    assert "non rilevato" in PdfReader(io.BytesIO(content)).pages[-1].extract_text()


async def test_ip_address_must_be_one_address(b2b: B2BClient) -> None:
    response = await b2b.raw(
        "fesSignOTP",
        {"numPratica": "12345678", "otp": "000000", "ipAddress": "203.0.113.7, 10.0.0.1"},
    )
    assert response.status_code == 422
    response = await b2b.raw(
        "fesSignOTP", {"numPratica": "12345678", "otp": "000000", "userAgent": "x" * 513}
    )
    assert response.status_code == 422


async def test_sealing_lets_no_other_call_run_meanwhile(settings: Settings) -> None:
    # fesSignOTP seals inside the transaction that used the OTP: were other calls on the event
    # loop to run meanwhile, one writing to SQLite would block the loop on the lock it holds.
    database = Database(settings.database_url)
    database.create_all()
    with database.session() as session:
        identity = load_seal(session)
    pdf = Document("Contratto")
    pdf.add_page()
    pdf.paragraph("Contratto di prova")
    ran = 0

    async def other_call() -> None:
        nonlocal ran
        while True:
            await asyncio.sleep(0)
            ran += 1

    other = asyncio.create_task(other_call())
    await asyncio.sleep(0)
    before = ran
    sealed = seal_pdf(pdf.render(), {"idTransazione": "t-1"}, datetime.now(UTC), identity)
    assert ran == before
    other.cancel()
    assert b"/ETSI.CAdES.detached" in sealed
