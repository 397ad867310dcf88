"""OTP signing: 6-digit SMS code, 5 minutes, single use, 5 wrong attempts, signed contract PDF."""

import hashlib
import io
import re
from typing import Any

import httpx
from pypdf import PdfReader

from sandbox.app import create_app
from sandbox.settings import Settings
from tests.sandbox.conftest import APPLICANT, B2BClient, finalized_practice


async def _send(
    b2b: B2BClient, practice: dict[str, Any], idempotency_key: str | None = None, **extra: Any
) -> dict[str, Any]:
    request = {
        "codCliente": practice["codiceAnagrafico"],
        "codFiscale": APPLICANT["codFiscale"],
        "telefono": APPLICANT["telCellulare"],
        "tipoPratica": "CO",
        "nome": "MARIO",
        "cognome": "ROSSI",
        "email": APPLICANT["email"],
        "numPratica": practice["numPratica"],
        "reinvio": "N",
        **extra,
    }
    return await b2b.call("fesInitEnrollSendOTP", request, idempotency_key)


async def _code_from_sms(http: httpx.AsyncClient) -> str:
    messages = (
        await http.get("/operator/api/outbox", params={"channel": "sms", "to": "+393331234567"})
    ).json()
    found = re.search(r"\b(\d{6})\b", messages[0]["body"])
    assert found
    return found.group(1)


async def _sign(
    b2b: B2BClient,
    practice: dict[str, Any],
    otp: str,
    alias: str,
    url: str = "",
    idempotency_key: str | None = None,
) -> dict[str, Any]:
    return await b2b.call(
        "fesSignOTP",
        {
            "tipoPratica": "CO",
            "numPratica": practice["numPratica"],
            "nome": "MARIO",
            "cognome": "ROSSI",
            "alias": alias,
            "urlPdf": url,
            "otp": otp,
            "email": APPLICANT["email"],
        },
        idempotency_key,
    )


async def _sms_count(http: httpx.AsyncClient) -> int:
    return len((await http.get("/operator/api/outbox", params={"channel": "sms"})).json())


async def test_sign_with_the_code_from_the_sms(b2b: B2BClient, http: httpx.AsyncClient) -> None:
    practice = await finalized_practice(b2b)
    secci = await b2b.raw(
        "OCS_BASTCSEC_V3",
        {
            "importoRichiesto": 8000,
            "numeroRate": 48,
            "nome": "Mario",
            "cognome": "Rossi",
            "codFiscale": APPLICANT["codFiscale"],
        },
    )
    secci_url = secci.json()["bastcsecv3Response"]["allegati_URL"]
    sent = await _send(b2b, practice)
    assert sent["esito"] == "OK" and sent["otpId"] and sent["alias"]
    code = await _code_from_sms(http)

    signed = await _sign(b2b, practice, code, sent["alias"], secci_url)
    assert signed["esito"] == "OK", signed
    response = await http.get(signed["urlContrattoFirmato"].removeprefix("http://sandbox.test"))
    reader = PdfReader(io.BytesIO(response.content))
    contract = reader.pages[0].extract_text()
    for item in (
        f"Prestito personale n. {practice['numPratica']}",
        "MARIO ROSSI",
        "IT60X0542811101000000123456",
        "TAEG",
        "8.000,00 €",
        "48 mesi",
    ):
        assert item in contract, item
    evidence = reader.pages[-1].extract_text()
    secci_pdf = (await http.get(secci_url.removeprefix("http://sandbox.test"))).content
    flat = evidence.replace("\n", "")  # long values wrap inside the table cells
    for item in ("EVIDENZE DELLA FIRMA ELETTRONICA", sent["otpId"], "RSSMRA85T10F205R", "4567"):
        assert item in evidence, item
    # The evidence binds the signature to the very SECCI the applicant received.
    assert secci_url in flat
    assert hashlib.sha256(secci_pdf).hexdigest() in flat
    assert "3331234567" not in evidence  # the phone number is masked

    info = (await b2b.call("recuperoInfoPraticaB2C", {"numPratica": practice["numPratica"]}))[
        "pratica"
    ]
    assert info["stato"] == "FIRMATA"


async def test_code_is_single_use(b2b: B2BClient, http: httpx.AsyncClient) -> None:
    practice = await finalized_practice(b2b)
    sent = await _send(b2b, practice)
    code = await _code_from_sms(http)
    assert (await _sign(b2b, practice, code, sent["alias"]))["esito"] == "OK"
    again = await _sign(b2b, practice, code, sent["alias"])
    assert again["esito"] == "KO"
    assert again["elencoErrori"][0]["codice"] == "E_OTP_USATO"


async def test_wrong_code_then_blocked_after_five(b2b: B2BClient, http: httpx.AsyncClient) -> None:
    practice = await finalized_practice(b2b)
    sent = await _send(b2b, practice)
    code = await _code_from_sms(http)
    wrong = f"{(int(code) + 1) % 1_000_000:06d}"
    first = await _sign(b2b, practice, wrong, sent["alias"])
    assert first["esito"] == "KO"
    assert first["elencoErrori"][0]["descrizione"] == "OTP non valido"
    assert first["tentativiRimanenti"] == 4
    for _ in range(4):
        await _sign(b2b, practice, wrong, sent["alias"])
    blocked = await _sign(b2b, practice, code, sent["alias"])
    assert blocked["esito"] == "KO"
    assert blocked["elencoErrori"][0]["codice"] == "E_OTP_BLOCCATO"


async def test_resend_replaces_the_code_on_the_same_otpId(
    b2b: B2BClient, http: httpx.AsyncClient
) -> None:
    practice = await finalized_practice(b2b)
    first = await _send(b2b, practice)
    old = await _code_from_sms(http)
    again = await _send(b2b, practice, reinvio="S", otpId=first["otpId"])
    assert (again["otpId"], again["alias"], again["invii"]) == (first["otpId"], first["alias"], 2)
    new = await _code_from_sms(http)
    if new != old:
        assert (await _sign(b2b, practice, old, first["alias"]))["esito"] == "KO"
    assert (await _sign(b2b, practice, new, first["alias"]))["esito"] == "OK"


async def test_expired_code(settings: Settings) -> None:
    app = create_app(settings.model_copy(update={"otp_ttl_seconds": -1}))
    async with httpx.AsyncClient(
        transport=httpx.ASGITransport(app=app), base_url="http://sandbox.test"
    ) as http:
        b2b = B2BClient(http)
        await b2b.login()
        practice = await finalized_practice(b2b)
        sent = await _send(b2b, practice)
        code = await _code_from_sms(http)
        expired = await _sign(b2b, practice, code, sent["alias"])
    assert expired["elencoErrori"][0]["codice"] == "E_OTP_SCADUTO"


async def test_sms_says_five_minutes(b2b: B2BClient, http: httpx.AsyncClient) -> None:
    practice = await finalized_practice(b2b)
    await _send(b2b, practice)
    body = (await http.get("/operator/api/outbox", params={"channel": "sms"})).json()[0]["body"]
    assert "Valido 5 minuti" in body


async def test_code_is_not_stored_in_clear(
    b2b: B2BClient, http: httpx.AsyncClient, settings: Settings
) -> None:
    import sqlite3

    practice = await finalized_practice(b2b)
    await _send(b2b, practice)
    code = await _code_from_sms(http)
    database = settings.database_url.removeprefix("sqlite:///")
    with sqlite3.connect(database) as connection:
        rows = connection.execute("select code_hash, salt from otps").fetchall()
    assert rows and all(code not in value for row in rows for value in row)


async def test_otp_for_someone_else_practice(b2b: B2BClient) -> None:
    practice = await finalized_practice(b2b)
    answer = await _send(b2b, practice, codFiscale="BNCGLI80C54L219I")
    assert answer["esito"] == "KO"
    assert answer["elencoErrori"][0]["codice"] == "E_PRATICA"


async def test_the_contract_prints_names_as_typed_markup_included(
    b2b: B2BClient, http: httpx.AsyncClient
) -> None:
    # The fiscal code reads only the letters of a name, so this one is still Mario Rossi's.
    surname = 'ROSSI & "FIGLI" D\'AMICO <B>X</B>'
    practice = await finalized_practice(b2b, cognome=surname)
    sent = await _send(b2b, practice)
    signed = await _sign(b2b, practice, await _code_from_sms(http), sent["alias"])
    assert signed["esito"] == "OK", signed
    response = await http.get(signed["urlContrattoFirmato"].removeprefix("http://sandbox.test"))
    reader = PdfReader(io.BytesIO(response.content))
    assert f"Consumatore MARIO {surname}" in reader.pages[0].extract_text()
    assert f"Firmatario MARIO {surname}" in reader.pages[-1].extract_text()


async def test_a_retried_send_with_the_same_key_sends_no_second_sms(
    b2b: B2BClient, http: httpx.AsyncClient
) -> None:
    practice = await finalized_practice(b2b)
    first = await _send(b2b, practice, idempotency_key="loan-1/otp-1")
    retried = await _send(b2b, practice, idempotency_key="loan-1/otp-1")
    assert retried == first
    assert await _sms_count(http) == 1
    # The one code sent still signs: the retry replaced nothing.
    code = await _code_from_sms(http)
    assert (await _sign(b2b, practice, code, first["alias"]))["esito"] == "OK"


async def test_a_retried_signature_with_the_same_key_gives_the_same_contract(
    b2b: B2BClient, http: httpx.AsyncClient
) -> None:
    practice = await finalized_practice(b2b)
    sent = await _send(b2b, practice)
    code = await _code_from_sms(http)
    first = await _sign(b2b, practice, code, sent["alias"], idempotency_key="loan-1/sign-1")
    # The answer was lost to a timeout; the retry must not read as "code already used".
    retried = await _sign(b2b, practice, code, sent["alias"], idempotency_key="loan-1/sign-1")
    assert first["esito"] == "OK"
    assert retried == first


async def test_a_new_code_after_the_lock_signs(b2b: B2BClient, http: httpx.AsyncClient) -> None:
    practice = await finalized_practice(b2b)
    sent = await _send(b2b, practice)
    code = await _code_from_sms(http)
    wrong = f"{(int(code) + 1) % 1_000_000:06d}"
    for _ in range(5):
        await _sign(b2b, practice, wrong, sent["alias"])
    assert (await _sign(b2b, practice, code, sent["alias"]))["elencoErrori"][0]["codice"] == (
        "E_OTP_BLOCCATO"
    )
    again = await _send(b2b, practice, reinvio="S", otpId=sent["otpId"])
    assert again["esito"] == "OK" and again["invii"] == 2
    new = await _code_from_sms(http)
    assert (await _sign(b2b, practice, new, sent["alias"]))["esito"] == "OK"
