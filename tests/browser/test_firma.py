"""The request and its signature in Chromium (issue 16): the whole journey from the simulator to
the thank-you page, then each way the SMS code can go (wrong, locked, expired, resent), a request
the back office refuses, and the signature resumed on another device, by the labels a person
reads, against the sandbox back office (its contract, its seal, its SMS outbox)."""

import asyncio
import re
from collections.abc import Iterator
from datetime import UTC, datetime, timedelta
from pathlib import Path
from urllib.parse import urlsplit

import httpx
import pytest
from playwright.async_api import Browser, Page, expect
from sqlalchemy import create_engine, update

from journey import messages
from recognition.models import DocumentKind
from runtime.settings import Settings
from sandbox.db import Otp
from store.applications import events_for
from store.db import make_engine, session_factory
from tests.api.test_pratica import to_summary
from tests.browser.conftest import OTP_RESEND_AFTER_SECONDS, assert_accessible
from tests.browser.journey import (
    STEP_TIMEOUT,
    VALID_IBAN,
    ApiJourney,
    choose_offer_and_confirm_secci,
    fill_light_form,
    fill_personal_data,
    outbox,
    screenshot,
    submit_light_form,
)
from tests.browser.test_320px import NARROW, assert_fits
from tests.browser.test_documents import READ_TIMEOUT, confirm_read_fields, upload_document
from tests.browser.test_late_documents import HeldBack, boxes
from tests.utils.documents import mario_rossi_person, photos

PHONE = "+393401234567"  # Mario Rossi's mobile, as the SMS goes to it
FISCAL_CODE = "RSSMRA85T10F205R"
# The SMS code's wait between sends as the test server has it, and some slack: a page that
# counted the production's 30 s would not be ready in time.
RESEND_TIMEOUT = (OTP_RESEND_AFTER_SECONDS + 10) * 1000
SUMMARY = "Il contratto in sintesi: scorri fino in fondo"
LETTO = "Ho letto il contratto fino in fondo"
ACCETTO = "Accetto le condizioni del contratto"
CODE_FIELD = "Codice ricevuto via SMS"


@pytest.fixture
def decided(sandbox_url: str) -> Iterator[list[str]]:
    """The requests a test sent, decided by the provider's operator afterwards: an open request
    of Mario Rossi would make the sandbox's CRM refuse his next light form in another test."""
    numbers: list[str] = []
    yield numbers
    for number in numbers:
        httpx.post(
            f"{sandbox_url}/operator/outcomes", data={"numPratica": number, "esito": "APPROVATA"}
        )


def codes_sent(sandbox_url: str) -> list[str]:
    """The SMS codes sent to Mario Rossi's phone, newest first."""
    found = [re.search(r"\b(\d{6})\b", sms["body"]) for sms in outbox(sandbox_url, "sms", PHONE)]
    return [match.group(1) for match in found if match]


def other_than(code: str) -> str:
    return "000000" if code != "000000" else "111111"


async def at_summary(base: str, page: Page, folder: Path) -> ApiJourney:
    """Mario Rossi on /documenti/riepilogo through the API (identity by SPID, payslip read),
    opened in this tab."""
    async with httpx.AsyncClient(base_url=base, timeout=60) as api:
        app_id, auth, _ = await to_summary(api, folder)
    journey = ApiJourney(base, app_id, auth["b2b-authorization"])
    await journey.open_in(page)
    await page.goto(f"{base}/main/documenti/riepilogo")
    await expect(
        page.get_by_role("heading", name="Controlla e invia la tua richiesta")
    ).to_be_visible(timeout=STEP_TIMEOUT)
    return journey


async def send_request(page: Page, base: str, decided: list[str]) -> str:
    """ "Invia la richiesta": the signing page, with the request number. Returns it."""
    await page.get_by_role("button", name="Invia la richiesta").click()
    await expect(page).to_have_url(f"{base}/main/firma/carica", timeout=STEP_TIMEOUT)
    await expect(page.get_by_text(messages.PRATICA_INVIATA)).to_be_visible()
    number = (await page.get_by_test_id("numero-pratica").inner_text()).strip()
    assert re.fullmatch(r"\d{8}", number), number
    decided.append(number)
    return number


async def read_accept_and_ask_for_the_code(page: Page) -> None:
    """The contract shown and downloadable; its summary read to the end with the keyboard, the
    two boxes ticked, "Richiedi il codice"."""
    async with page.expect_download() as download_info:
        await page.get_by_role("link", name="Scarica il contratto (PDF)").click()
    download = await download_info.value
    assert download.suggested_filename == "Contratto.pdf"
    assert Path(await download.path()).read_bytes().startswith(b"%PDF")
    letto, accetto = page.get_by_label(LETTO), page.get_by_label(ACCETTO)
    # Unticked, and not to be ticked before the end is reached.
    for box in (letto, accetto):
        await expect(box).not_to_be_checked()
        await expect(box).to_be_disabled()
    await page.get_by_role("region", name=SUMMARY).focus()
    await page.keyboard.press("End")
    await expect(page.get_by_text(messages.CONTRATTO_DA_ACCETTARE)).to_have_count(0)
    await expect(letto).to_be_enabled()
    await letto.check()
    await accetto.check()
    await page.get_by_role("button", name="Richiedi il codice").click()
    await expect(page.get_by_label(CODE_FIELD)).to_be_editable(timeout=STEP_TIMEOUT)
    await expect(page.get_by_label(CODE_FIELD)).to_be_focused()


async def type_code(page: Page, code: str) -> None:
    await page.get_by_label(CODE_FIELD).fill(code)
    await page.get_by_role("button", name="Firma la richiesta").click()


async def signed(page: Page, base: str) -> None:
    await expect(page).to_have_url(f"{base}/main/firma/riepilogo", timeout=STEP_TIMEOUT)
    await expect(page.get_by_role("heading", level=1)).to_have_text("Hai firmato la tua richiesta")


async def test_the_whole_journey_from_the_simulator_to_the_thank_you_page(
    page: Page,
    live_server: str,
    sandbox_url: str,
    settings: Settings,
    tmp_path: Path,
    decided: list[str],
) -> None:
    # Part 1 as a person does it (tests/browser/test_journey_part1.py says more of it).
    await page.goto(f"{live_server}/main/simulatore")
    await page.locator('[name="importo"]').fill("12.000")
    await page.locator('[name="numeroRate"]').select_option("48")
    await expect(page.get_by_test_id("quote-taeg")).to_contain_text("%")
    await page.get_by_role("button", name="Richiedi il prestito").click()
    await expect(page.get_by_test_id("offer-importo")).to_have_text("12.000,00\u00a0€")
    await fill_light_form(page)
    await submit_light_form(page)
    await choose_offer_and_confirm_secci(page, live_server)
    await fill_personal_data(page, iban=VALID_IBAN)
    await page.get_by_role("button", name="Continua", exact=True).click()

    # The documents: Mario Rossi's identity card, health card and payslip.
    await expect(page).to_have_url(f"{live_server}/main/documenti", timeout=STEP_TIMEOUT)
    mario = mario_rossi_person()
    await upload_document(page, "Documento d'identità", photos(tmp_path, DocumentKind.CIE, mario))
    await confirm_read_fields(page, "Documento d'identità", mario)
    await upload_document(
        page, "Tessera sanitaria", photos(tmp_path, DocumentKind.TESSERA_SANITARIA, mario)
    )
    await confirm_read_fields(page, "Tessera sanitaria", mario)
    await expect(page).to_have_url(re.compile(r"/busta-paga$"), timeout=STEP_TIMEOUT)
    await upload_document(page, "Busta paga", photos(tmp_path, DocumentKind.BUSTA_PAGA, mario))
    await confirm_read_fields(page, "Busta paga", mario)

    # The summary: the loan, the personal data and the documents, each with its change.
    await expect(page).to_have_url(f"{live_server}/main/documenti/riepilogo", timeout=READ_TIMEOUT)
    for part in ("Il prestito", "I tuoi dati", "I documenti"):
        await expect(page.get_by_role("region", name=part, exact=True)).to_be_visible()
    await expect(page.get_by_test_id("offer-importo")).to_have_text("12.000,00\u00a0€")
    await expect(page.get_by_role("link", name="Modifica il prestito")).to_be_visible()
    await expect(page.get_by_role("button", name="Modifica i tuoi dati")).to_be_visible()
    await expect(page.get_by_role("button", name="Modifica (Busta paga)")).to_be_visible()
    await assert_accessible(page)
    await screenshot(page, "riepilogo-richiesta-1280")

    number = await send_request(page, live_server, decided)
    await assert_accessible(page)
    await read_accept_and_ask_for_the_code(page)
    await expect(page.get_by_test_id("otp-stato")).to_contain_text("Ti restano 5 tentativi.")
    await expect(page.get_by_text("340 ••• 4567")).to_be_visible()
    await assert_accessible(page)
    await screenshot(page, "firma-carica-1280")

    await type_code(page, codes_sent(sandbox_url)[0])
    await signed(page, live_server)
    await expect(page.get_by_text(number)).to_be_visible()
    await assert_accessible(page)
    async with page.expect_download() as download_info:
        await page.get_by_role("link", name="Scarica il contratto firmato (PDF)").click()
    download = await download_info.value
    assert download.suggested_filename == "Contratto-firmato.pdf"
    assert b"/ByteRange" in Path(await download.path()).read_bytes()  # sealed
    await screenshot(page, "firma-riepilogo-1280")

    await page.get_by_role("button", name="Concludi").click()
    await expect(page).to_have_url(f"{live_server}/main/typ", timeout=STEP_TIMEOUT)
    await expect(page.get_by_role("heading", level=1)).to_have_text(
        "Grazie, la tua richiesta è firmata"
    )
    await expect(page.get_by_text(number)).to_be_visible()
    await assert_accessible(page)
    await screenshot(page, "typ-grazie-1280")

    # §7 POST /typ: hashed identifiers only; CRM prospect Step 6.
    stored = await page.evaluate("() => sessionStorage.getItem('prestito-online.session')")
    application_id = re.search(r'"applicationId":"([^"]+)"', stored).group(1)  # type: ignore[union-attr]
    with session_factory(make_engine(settings.database_url))() as session:
        [typ] = [e for e in events_for(session, application_id) if e.action == "typ"]
    assert typ.data["hashCodiceFiscale"] and FISCAL_CODE not in str(typ.data)
    assert "3401234567" not in str(typ.data) and typ.data["hashTelefono"]
    prospects = httpx.get(f"{sandbox_url}/operator/api/prospects").json()
    steps = [
        step
        for p in prospects
        if p["codiceFiscale"] == FISCAL_CODE
        for step in [p["step"], *p["steps"]]
    ]
    assert "Step 6 – Thank you page" in steps, steps


async def test_a_wrong_code_then_the_right_one(
    page: Page, live_server: str, sandbox_url: str, tmp_path: Path, decided: list[str]
) -> None:
    await at_summary(live_server, page, tmp_path)
    # The contract comes after the page: its links and frame have their places meanwhile, so
    # the summary and the boxes under them stay where they are when it arrives.
    held = HeldBack()
    await page.route("**/contratto.pdf", held.handle)
    await send_request(page, live_server, decided)
    await asyncio.wait_for(held.seen.wait(), STEP_TIMEOUT / 1000)
    await expect(
        page.get_by_role("status").filter(has_text="Caricamento del contratto")
    ).to_be_attached()
    await assert_accessible(page)
    controls = [page.get_by_role("region", name=SUMMARY), page.get_by_label(LETTO)]
    before = await boxes(page, controls)
    held.release()
    await expect(page.get_by_test_id("contratto-download")).to_be_visible(timeout=STEP_TIMEOUT)
    assert await boxes(page, controls) == before

    await read_accept_and_ask_for_the_code(page)
    code = codes_sent(sandbox_url)[0]

    await type_code(page, other_than(code))
    summary = page.get_by_role("alert").filter(has_text="Non è stato possibile firmare")
    await expect(summary).to_contain_text(messages.OTP_NON_VALIDO, timeout=STEP_TIMEOUT)
    await expect(summary).to_be_focused()
    field = page.get_by_label(CODE_FIELD)
    await expect(field).to_have_attribute("aria-invalid", "true")
    await expect(page.get_by_test_id("otp-stato")).to_contain_text("Ti restano 4 tentativi.")
    await assert_accessible(page)
    await screenshot(page, "firma-codice-errato-1280")

    await type_code(page, code)
    await signed(page, live_server)


async def test_five_wrong_codes_lock_it_and_a_new_code_works(
    page: Page, live_server: str, sandbox_url: str, tmp_path: Path, decided: list[str]
) -> None:
    await at_summary(live_server, page, tmp_path)
    await send_request(page, live_server, decided)
    await read_accept_and_ask_for_the_code(page)
    first = codes_sent(sandbox_url)[0]
    for left in (4, 3, 2, 1):
        await type_code(page, other_than(first))
        await expect(page.get_by_test_id("otp-stato")).to_contain_text(
            f"Ti rest{'a' if left == 1 else 'ano'} {left} tentativ{'o' if left == 1 else 'i'}.",
            timeout=STEP_TIMEOUT,
        )
    await type_code(page, other_than(first))
    await expect(page.get_by_text(messages.OTP_BLOCCATO).first).to_be_visible(timeout=STEP_TIMEOUT)
    await expect(page.get_by_label(CODE_FIELD)).to_be_disabled()
    await expect(page.get_by_role("button", name="Firma la richiesta")).to_be_disabled()
    await assert_accessible(page)

    # A new code, once the wait between sends is over.
    new_code = page.get_by_role("button", name="Richiedi un nuovo codice")
    await expect(new_code).to_be_enabled(timeout=RESEND_TIMEOUT)
    await new_code.click()
    await expect(page.get_by_test_id("otp-stato")).to_contain_text(
        "Codice inviato 2 volte.", timeout=STEP_TIMEOUT
    )
    second = codes_sent(sandbox_url)[0]
    await type_code(page, second)
    await signed(page, live_server)


def sandbox_database(settings: Settings, sandbox_url: str) -> str:
    """The sandbox's SQLite file (tests/conftest.running_sandbox names it by the port)."""
    port = urlsplit(sandbox_url).port
    return f"sqlite:///{settings.var_dir / f'sandbox-{port}.db'}"


async def test_an_expired_code_is_refused_and_a_new_one_is_offered(
    page: Page,
    live_server: str,
    sandbox_url: str,
    settings: Settings,
    tmp_path: Path,
    decided: list[str],
) -> None:
    await at_summary(live_server, page, tmp_path)
    number = await send_request(page, live_server, decided)
    await read_accept_and_ask_for_the_code(page)
    code = codes_sent(sandbox_url)[0]
    # The provider's five minutes, passed: its code expires where the provider keeps it.
    engine = create_engine(sandbox_database(settings, sandbox_url))
    with engine.begin() as connection:
        connection.execute(
            update(Otp)
            .where(Otp.num_pratica == number)
            .values(expires_at=datetime.now(UTC) - timedelta(seconds=1))
        )
    engine.dispose()

    await type_code(page, code)
    await expect(page.get_by_text(messages.OTP_SCADUTO).first).to_be_visible(timeout=STEP_TIMEOUT)
    await expect(page.get_by_label(CODE_FIELD)).to_be_disabled()
    await expect(page.get_by_role("button", name="Richiedi un nuovo codice")).to_be_visible()
    await assert_accessible(page)
    await screenshot(page, "firma-codice-scaduto-1280")


async def test_resend_after_the_wait_replaces_the_code(
    page: Page, live_server: str, sandbox_url: str, tmp_path: Path, decided: list[str]
) -> None:
    journey = await at_summary(live_server, page, tmp_path)
    await send_request(page, live_server, decided)
    await read_accept_and_ask_for_the_code(page)
    sent = codes_sent(sandbox_url)
    first = sent[0]
    resend = page.get_by_role("button", name="Invia di nuovo")
    await expect(resend).to_be_disabled()
    # The page counts down the workflow's wait, not a number of its own.
    countdown = page.get_by_text(re.compile(r"Potrai chiedere un nuovo codice tra \d+ second"))
    await expect(countdown).to_be_visible()
    seconds = int(re.findall(r"\d+", await countdown.inner_text())[0])
    assert 0 < seconds <= OTP_RESEND_AFTER_SECONDS, seconds
    # Asked for anyway, before the wait is over: the workflow refuses it.
    async with httpx.AsyncClient(timeout=30) as client:
        too_soon = await client.post(
            f"{journey.url}/signing-code",
            headers={"b2b-authorization": journey.token},
            json={"contrattoLetto": True, "condizioniAccettate": True, "reinvio": True},
        )
    assert too_soon.json()["errors"] == {"otp": messages.OTP_ATTENDI}, too_soon.text
    assert codes_sent(sandbox_url) == sent  # no SMS went

    await expect(resend).to_be_enabled(timeout=RESEND_TIMEOUT)
    await resend.click()
    await expect(page.get_by_test_id("otp-stato")).to_contain_text(
        "Codice inviato 2 volte.", timeout=STEP_TIMEOUT
    )
    second = codes_sent(sandbox_url)[0]
    if second != first:
        # The old code stopped working when the new one was sent.
        await type_code(page, first)
        await expect(page.get_by_label(CODE_FIELD)).to_have_attribute(
            "aria-invalid", "true", timeout=STEP_TIMEOUT
        )
    await type_code(page, second)
    await signed(page, live_server)


async def test_a_request_the_back_office_refuses_is_listed_on_the_summary_and_corrected(
    page: Page, live_server: str, sandbox_url: str, tmp_path: Path, decided: list[str]
) -> None:
    await at_summary(live_server, page, tmp_path)
    refusal = {
        "codFiscale": FISCAL_CODE,
        "campo": "iban",
        "descrizione": "IBAN di un conto estinto",
    }
    assert httpx.post(f"{sandbox_url}/operator/api/practice-refusals", json=refusal).is_success

    await page.get_by_role("button", name="Invia la richiesta").click()
    alert = page.get_by_role("alert").filter(has_text=messages.ERRORE_INVIO_PRATICA)
    await expect(alert).to_contain_text("Esito: KO", timeout=STEP_TIMEOUT)
    await expect(alert.get_by_role("listitem")).to_have_text("IBAN: IBAN di un conto estinto")
    await expect(page).to_have_url(f"{live_server}/main/documenti/riepilogo")
    await assert_accessible(page)
    await screenshot(page, "riepilogo-ko-1280")
    await page.set_viewport_size(NARROW)
    await assert_fits(page, "riepilogo-ko")
    # Still there after a reload.
    await page.reload()
    await expect(alert).to_contain_text("Esito: KO", timeout=STEP_TIMEOUT)

    # A document changed from its card: read again, confirmed on its page, back to the summary.
    await page.set_viewport_size({"width": 1280, "height": 900})
    await page.get_by_role("button", name="Modifica (Busta paga)").click()
    mario = mario_rossi_person()
    payslip = photos(tmp_path, DocumentKind.BUSTA_PAGA, mario, seed=2)
    await upload_document(page, "Busta paga", payslip)
    await expect(page).to_have_url(re.compile(r"/busta-paga$"), timeout=STEP_TIMEOUT)
    await confirm_read_fields(page, "Busta paga", mario)
    await expect(page).to_have_url(f"{live_server}/main/documenti/riepilogo", timeout=STEP_TIMEOUT)

    # The IBAN is changed on the personal data page, then the request goes.
    await page.get_by_role("button", name="Modifica i tuoi dati").click()
    await expect(page).to_have_url(
        f"{live_server}/main/informazioni-personali", timeout=STEP_TIMEOUT
    )
    iban = page.locator('[name="coordinateBancarie.iban"]')
    await expect(iban).not_to_have_value("")
    await iban.fill("IT25O0306909606100000012345")
    await page.get_by_role("button", name="Continua", exact=True).click()
    await expect(page).to_have_url(f"{live_server}/main/documenti/riepilogo", timeout=STEP_TIMEOUT)
    await expect(page.get_by_text("IT25 O030 6909 6061 0000 0012 345")).to_be_visible()
    await send_request(page, live_server, decided)


async def test_resume_by_number_fiscal_code_and_sms_code_on_another_device_before_signing(
    page: Page,
    browser: Browser,
    live_server: str,
    sandbox_url: str,
    tmp_path: Path,
    decided: list[str],
) -> None:
    await at_summary(live_server, page, tmp_path)
    number = await send_request(page, live_server, decided)

    other = await browser.new_context(locale="it-IT", viewport=NARROW)
    try:
        phone = await other.new_page()
        await phone.goto(f"{live_server}/main/resume")
        await phone.get_by_label("Numero pratica").fill(number)
        await phone.get_by_label("Codice fiscale").fill(FISCAL_CODE.lower())
        await phone.get_by_role("button", name="Inviami il codice").click()
        await expect(phone.get_by_label("Codice SMS")).to_be_visible(timeout=STEP_TIMEOUT)
        await phone.get_by_label("Codice SMS").fill(codes_sent(sandbox_url)[0])
        await phone.get_by_role("button", name="Verifica e riprendi").click()
        # §2 rule 1: a request number of 8 digits resumes at the signing page.
        await expect(phone).to_have_url(f"{live_server}/main/firma/carica", timeout=STEP_TIMEOUT)
        await expect(phone.get_by_test_id("numero-pratica")).to_have_text(number)
        await assert_accessible(phone)
        await assert_fits(phone, "firma-carica-ripresa")
        await read_accept_and_ask_for_the_code(phone)
        await assert_fits(phone, "firma-codice")
        await type_code(phone, codes_sent(sandbox_url)[0])
        await signed(phone, live_server)
        await expect(
            phone.get_by_role("link", name="Scarica il contratto firmato (PDF)")
        ).to_be_visible()
        await assert_fits(phone, "firma-riepilogo")
        await phone.get_by_role("button", name="Concludi").click()
        await expect(phone).to_have_url(f"{live_server}/main/typ", timeout=STEP_TIMEOUT)
        await assert_fits(phone, "typ-grazie")
    finally:
        await other.close()
