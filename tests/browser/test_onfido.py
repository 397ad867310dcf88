"""The remote identity check in Chromium (issue 15): /onfido, the sandbox provider's capture page
with Chromium's fake camera, its webhook to the live API, and /onfido/conferma."""

import re
from collections.abc import AsyncIterator
from pathlib import Path

import httpx
import pytest
from PIL import Image
from playwright.async_api import Browser, Page, async_playwright, expect

from journey import messages
from recognition.models import DocumentKind, Side
from runtime.settings import Settings
from tests.browser.conftest import CHROMIUM, CHROMIUM_ARGS, assert_accessible
from tests.browser.journey import STEP_TIMEOUT, ApiJourney, screenshot
from tests.browser.test_320px import NARROW, assert_buttons_fit
from tests.browser.test_320px import assert_fits as assert_fits_320
from tests.browser.test_documents import PROVINCE_OF, assert_fits, card
from tests.utils.documents import mario_rossi_person, photos

# A camera that needs no device and no permission prompt: a generated moving picture.
CAMERA_ARGS = ["--use-fake-device-for-media-stream", "--use-fake-ui-for-media-stream"]
# The provider reads the document with text recognition after its own delay; then the webhook.
CHECK_TIMEOUT = 60_000


@pytest.fixture(scope="module")
async def browser() -> AsyncIterator[Browser]:
    """This module's Chromium, with the fake camera the capture page's selfie uses."""
    if not Path(CHROMIUM).exists():
        pytest.fail("Debian chromium is missing: `apt-get install -y chromium` (make test does it)")
    async with async_playwright() as playwright:
        launched = await playwright.chromium.launch(
            executable_path=CHROMIUM, args=[*CHROMIUM_ARGS, *CAMERA_ARGS]
        )
        yield launched
        await launched.close()


@pytest.fixture
async def page(browser: Browser) -> AsyncIterator[Page]:
    # bypass_csp: the capture page runs only its own nonce'd script, and the test reads its video.
    context = await browser.new_context(
        locale="it-IT",
        viewport={"width": 1280, "height": 900},
        permissions=["camera"],
        bypass_csp=True,
    )
    opened = await context.new_page()
    yield opened
    await context.close()


@pytest.fixture(scope="module", autouse=True)
async def webhooks_to_this_api(sandbox_url: str, live_server: str, settings: Settings) -> None:
    """The sandbox provider's webhooks, signed with the API's secret, go to this test's API."""
    target = {
        "url": f"{live_server}/main/api/onfido/webhook",
        "token": settings.idcheck_webhook_token.get_secret_value(),
    }
    async with httpx.AsyncClient(timeout=10) as client:
        answer = await client.put(f"{sandbox_url}/idcheck/operator/webhook-target", json=target)
    assert answer.status_code == 200, answer.text


async def at_onfido(base: str, page: Page, **form: object) -> ApiJourney:
    """An applicant of work position C (§2: the remote check) walked to /onfido, in this tab."""
    journey = await ApiJourney.start(base, **{"posizioneLavorativa": "C", **form})
    await journey.choose_offer()
    await journey.confirm_secci()
    await journey.submit_personal_info()
    assert (await journey.snapshot())["route"] == "/onfido"
    await journey.open_in(page)
    await page.goto(f"{base}/main/onfido")
    await expect(page.get_by_role("heading", name="Verifica la tua identità online")).to_be_visible(
        timeout=STEP_TIMEOUT
    )
    return journey


async def capture(page: Page, document: dict[Side, Path]) -> None:
    """On the provider's page: the identity card's sides from files, the selfie with the fake
    camera ("Scatta la foto"), and "Invia"."""
    await page.get_by_role("button", name="Inizia la verifica").click()
    await expect(page.get_by_role("heading", name="Verifica della tua identità")).to_be_visible(
        timeout=STEP_TIMEOUT
    )
    await page.get_by_label("Carta d'identità").check()
    await page.get_by_role("button", name="Continua").click()
    for heading in ("foto del fronte", "foto del retro"):
        await expect(page.get_by_role("heading", name=re.compile(heading))).to_be_visible()
        side = Side.FRONTE if heading.endswith("fronte") else Side.RETRO
        await page.get_by_label("Carica un file").set_input_files(str(document[side]))
    await expect(page.get_by_role("heading", name=re.compile("selfie"))).to_be_visible()
    # Chromium's fake camera sends blank frames for a moment after it starts, and a blank selfie
    # is "consider" (sandbox README): the photo is taken once the video has played a while.
    video = page.get_by_label("Anteprima della fotocamera")
    for _ in range(50):
        if await video.evaluate("(v) => v.readyState >= 2 && v.currentTime > 1.5"):
            break
        await page.wait_for_timeout(200)
    ready = page.get_by_role("heading", name="Foto pronte")
    # Should the camera still not be ready, the page says so, and the photo is taken again.
    for _ in range(20):
        await page.get_by_role("button", name="Scatta la foto").click()
        try:
            await expect(ready).to_be_visible(timeout=1000)
            break
        except AssertionError:
            continue
    await expect(ready).to_be_visible(timeout=STEP_TIMEOUT)
    await page.get_by_role("button", name="Invia").click()


async def test_a_clear_check_leads_to_confirming_the_data_read(
    page: Page, live_server: str, tmp_path: Path
) -> None:
    await at_onfido(live_server, page)
    await assert_accessible(page)
    await screenshot(page, "onfido")
    mario = mario_rossi_person()
    await capture(page, photos(tmp_path, DocumentKind.CIE, mario))

    # Back on the site: the check is asked for, and the page waits for its result.
    await expect(page).to_have_url(re.compile(r"/main/onfido\?idcheck=completato$"))
    await expect(
        page.get_by_role("heading", name="Stiamo verificando la tua identità")
    ).to_be_visible(timeout=STEP_TIMEOUT)
    await screenshot(page, "onfido-attesa")
    await expect(page).to_have_url(f"{live_server}/main/onfido/conferma", timeout=CHECK_TIMEOUT)
    await expect(
        page.get_by_role("heading", name="Conferma i dati del tuo documento")
    ).to_be_visible()
    recap = page.locator("dl")
    await expect(recap.get_by_text("Carta d'identità elettronica")).to_be_visible()
    await expect(recap.get_by_text("ROSSI", exact=True)).to_be_visible()
    number = page.get_by_label("Numero documento", exact=True)
    await expect(number).not_to_have_value("")
    await assert_accessible(page)
    await screenshot(page, "onfido-conferma")

    # The provider does not read the province of issue: confirming without it says so.
    province = page.get_by_label("Provincia di rilascio", exact=True)
    await province.fill("")
    await page.get_by_role("button", name="Conferma", exact=True).click()
    summary = page.get_by_role("alert").filter(has_text="Provincia di rilascio")
    await expect(summary).to_be_focused()
    await assert_accessible(page)
    # Another province than the comune's: the document's check says so, on the page.
    await province.fill("MI")
    await page.get_by_role("button", name="Conferma", exact=True).click()
    refused = page.get_by_role("alert").filter(has_text="Il documento non è stato accettato")
    await expect(refused).to_be_visible(timeout=STEP_TIMEOUT)
    comune = page.get_by_label("Comune di rilascio", exact=True)
    if not await comune.input_value():
        await comune.fill("MILANO")
    await province.fill(PROVINCE_OF[(await comune.input_value()).upper()])
    date_of_issue = page.get_by_label("Data di rilascio", exact=True)
    if await date_of_issue.count() and not await date_of_issue.input_value():
        await date_of_issue.fill("01/02/2020")
    # Whom the document is of stays as read (the server refuses it changed, DATO_LETTO_NON_
    # MODIFICABILE): shown read-only, said so, nothing to retype.
    surname = page.get_by_label("Cognome", exact=True)
    await expect(surname).to_have_value("ROSSI")
    await expect(surname).not_to_be_editable()
    await expect(page.get_by_label("Numero documento", exact=True)).not_to_be_editable()
    await expect(page.get_by_text("non si può modificare").first).to_be_visible()
    await assert_accessible(page)
    await screenshot(page, "onfido-conferma-dato-letto")

    await page.get_by_role("button", name="Conferma", exact=True).click()

    # The identity card is confirmed: the health card is next.
    await expect(page).to_have_url(f"{live_server}/main/documenti", timeout=STEP_TIMEOUT)
    identity = card(page, "Documento d'identità")
    await expect(identity.get_by_text("Confermato")).to_be_visible(timeout=STEP_TIMEOUT)
    await expect(identity.get_by_text("Carta d'identità elettronica")).to_be_visible()
    await expect(card(page, "Tessera sanitaria")).to_be_visible()


async def test_a_check_not_passed_asks_for_the_documents_and_says_why(
    page: Page, live_server: str, tmp_path: Path
) -> None:
    await at_onfido(live_server, page)
    # A blank photo for each side: the provider reads nothing, and its document report says so.
    blank = tmp_path / "vuota.jpg"
    Image.new("RGB", (1200, 800), (245, 245, 245)).save(blank, "JPEG")
    await capture(page, {Side.FRONTE: blank, Side.RETRO: blank})
    await expect(page).to_have_url(f"{live_server}/main/documenti", timeout=CHECK_TIMEOUT)
    await expect(page.get_by_text(messages.VERIFICA_REMOTA_NON_SUPERATA)).to_be_visible()
    await expect(card(page, "Documento d'identità")).to_be_visible()
    await assert_accessible(page)


async def test_resume_on_the_confirmation_page_on_another_device(
    page: Page, browser: Browser, live_server: str, tmp_path: Path
) -> None:
    await at_onfido(live_server, page)
    await capture(page, photos(tmp_path, DocumentKind.CIE, mario_rossi_person()))
    await expect(page).to_have_url(f"{live_server}/main/onfido/conferma", timeout=CHECK_TIMEOUT)
    number = await page.get_by_label("Numero documento", exact=True).input_value()
    assert number
    await page.get_by_role("button", name="Salva e continua più tardi").click()
    code = (await page.get_by_test_id("draft-code").text_content() or "").strip()

    other_device = await browser.new_context(locale="it-IT", viewport={"width": 320, "height": 640})
    phone = await other_device.new_page()
    await phone.goto(f"{live_server}/main/resume?code={code}")
    await expect(phone).to_have_url(f"{live_server}/main/onfido/conferma", timeout=STEP_TIMEOUT)
    await expect(phone.get_by_label("Numero documento", exact=True)).to_have_value(number)
    await phone.reload()
    await expect(phone.get_by_label("Numero documento", exact=True)).to_have_value(
        number, timeout=STEP_TIMEOUT
    )
    await assert_fits(phone)
    await screenshot(phone, "onfido-conferma-320")
    await other_device.close()


async def test_a_cancelled_capture_offers_to_start_again_or_upload(
    page: Page, live_server: str
) -> None:
    await at_onfido(live_server, page)
    await page.get_by_role("button", name="Inizia la verifica").click()
    await page.get_by_role("button", name="Annulla").click()
    await expect(page).to_have_url(re.compile(r"/main/onfido\?idcheck=annullato$"))
    await expect(page.get_by_role("heading", name="La verifica è stata interrotta")).to_be_visible(
        timeout=STEP_TIMEOUT
    )
    await assert_accessible(page)
    # A reload without the provider's answer: the capture was started, and can be taken up again.
    await page.goto(f"{live_server}/main/onfido")
    await expect(page.get_by_role("heading", name="Hai già iniziato la verifica")).to_be_visible(
        timeout=STEP_TIMEOUT
    )
    await expect(page.get_by_role("button", name="Riprendi la verifica")).to_be_visible()


async def test_preferring_to_upload_the_documents(page: Page, live_server: str) -> None:
    await at_onfido(live_server, page)
    await page.get_by_role("button", name="Preferisco caricare i documenti").click()
    await expect(page).to_have_url(f"{live_server}/main/documenti", timeout=STEP_TIMEOUT)
    await expect(page.get_by_text(messages.VERIFICA_REMOTA_ANNULLATA)).to_be_visible()
    await expect(card(page, "Documento d'identità")).to_be_visible()


async def test_the_buttons_fit_a_320_px_screen(page: Page, live_server: str) -> None:
    await at_onfido(live_server, page)
    await page.set_viewport_size(NARROW)
    await assert_buttons_fit(page, "onfido")
    await assert_fits_320(page, "onfido")
    # Back from the capture page: the waiting page, kept up by holding the check's answer (the
    # provider's result would move the page on before it is read).
    await page.set_viewport_size({"width": 1280, "height": 900})
    await page.get_by_role("button", name="Inizia la verifica").click()
    await page.wait_for_url(re.compile(r"^(?!.*/main/onfido).*$"))
    await page.route("**/onfido/check", lambda route: None)
    await page.set_viewport_size(NARROW)
    await page.goto(f"{live_server}/main/onfido?idcheck=completato")
    await expect(
        page.get_by_role("heading", name="Stiamo verificando la tua identità")
    ).to_be_visible(timeout=STEP_TIMEOUT)
    await expect(page.get_by_role("button", name="Preferisco caricare i documenti")).to_be_visible()
    await assert_fits_320(page, "onfido-attesa")
    await assert_buttons_fit(page, "onfido-attesa")
