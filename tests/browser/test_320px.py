"""Every page of journey part 1 and the drafts at 320 px: nothing wider than the screen."""

from playwright.async_api import FloatRect, Page, expect

from runtime.settings import Settings
from tests.browser.conftest import assert_accessible
from tests.browser.journey import STEP_TIMEOUT, ApiJourney, screenshot
from tests.browser.test_drafts import set_index

NARROW = {"width": 320, "height": 740}


async def assert_fits(page: Page, name: str) -> None:
    await expect(page.get_by_role("heading", level=1).first).to_be_attached(timeout=STEP_TIMEOUT)
    overflow = await page.evaluate(
        "document.documentElement.scrollWidth - document.documentElement.clientWidth"
    )
    await screenshot(page, f"{name}-320")
    if overflow > 0:
        widest = await page.evaluate(
            """() => [...document.querySelectorAll('body *')]
              .filter(e => e.getBoundingClientRect().right > document.documentElement.clientWidth)
              .slice(-3).map(e => e.tagName + ' ' + (e.textContent || '').slice(0, 60))"""
        )
        raise AssertionError(f"{name} is {overflow} px wider than the screen: {widest}")


# A button's label keeps at least this much room from its edges (borders included).
LABEL_ROOM = 6


async def assert_buttons_fit(page: Page, name: str) -> None:
    """Every button shown is inside the screen and its label inside it, with room around it: a long
    label wraps onto more lines in a button that grows, never cut by the screen's edge or drawn
    over the button's border."""
    problems = await page.evaluate(
        """(room) => [...document.querySelectorAll('button, .chakra-button')]
          .filter((button) => button.getClientRects().length > 0 && button.offsetWidth > 1)
          .flatMap((button) => {
            const box = button.getBoundingClientRect();
            const range = document.createRange();
            range.selectNodeContents(button);
            const label = range.getBoundingClientRect();
            const name = (button.textContent || button.getAttribute('aria-label') || '').trim();
            const gaps = {
              left: label.left - box.left, right: box.right - label.right,
              top: label.top - box.top, bottom: box.bottom - label.bottom,
            };
            const cramped = label.width > 0 && Object.values(gaps).some((gap) => gap < room);
            const outside = box.left < 0 || box.right > document.documentElement.clientWidth;
            return cramped || outside
              ? [`${name}: ${JSON.stringify(gaps, (k, v) => (k ? Math.round(v) : v))}, `
                 + `${Math.round(box.left)}..${Math.round(box.right)} px`]
              : [];
          })""",
        LABEL_ROOM,
    )
    if problems:
        await screenshot(page, f"{name}-buttons-320")
    assert not problems, f"{name}: buttons that do not fit: {problems}"


def overlap(one: FloatRect | None, other: FloatRect | None) -> bool:
    assert one is not None and other is not None
    return not (
        one["y"] >= other["y"] + other["height"]
        or other["y"] >= one["y"] + one["height"]
        or one["x"] >= other["x"] + other["width"]
        or other["x"] >= one["x"] + one["width"]
    )


async def test_public_pages_at_320_px(page: Page, live_server: str) -> None:
    await page.set_viewport_size(NARROW)
    for path, name in (
        ("simulatore", "simulatore"),
        ("resume", "resume-numero"),
        ("resume?ripresa=altro-dispositivo", "resume-altro-dispositivo"),
        ("typ?esito=tracking-pratica-scaduto", "typ-scaduto"),
        ("check", "check"),
        ("pagina-che-non-esiste", "404"),
    ):
        await page.goto(f"{live_server}/main/{path}")
        await assert_fits(page, name)


async def test_each_step_at_320_px(page: Page, live_server: str) -> None:
    await page.set_viewport_size(NARROW)
    journey = await ApiJourney.start(live_server)
    await journey.open_in(page)

    await page.goto(f"{live_server}/main/")
    await expect(page).to_have_url(f"{live_server}/main/offerta", timeout=STEP_TIMEOUT)
    await assert_fits(page, "offerta")
    await journey.choose_offer()
    await page.reload()
    await expect(page).to_have_url(f"{live_server}/main/secci", timeout=STEP_TIMEOUT)
    await expect(page.get_by_test_id("secci-download")).to_be_visible(timeout=STEP_TIMEOUT)
    # The inactive button explains itself on a tap below 900 px (§2).
    await page.get_by_role("button", name="Conferma e continua").click()
    await expect(page.get_by_role("tooltip")).to_contain_text("Compila tutti i campi")
    # Nor does it cover the hint the same tap shows above the button.
    hint = page.locator("form").get_by_text("Per proseguire conferma di aver letto il documento")
    await expect(hint).to_be_visible()
    assert not overlap(
        await page.get_by_role("tooltip").bounding_box(), await hint.bounding_box()
    ), "the tooltip covers the field's hint"
    await assert_fits(page, "secci")
    await assert_accessible(page)

    await journey.confirm_secci()
    await page.reload()
    await expect(page).to_have_url(
        f"{live_server}/main/informazioni-personali", timeout=STEP_TIMEOUT
    )
    settori = page.locator('[name="informazioniProfessionali.settore"] option')
    await expect(settori).not_to_have_count(1)
    await assert_fits(page, "informazioni-personali")
    # An Italian IBAN is read back whole before the loan is paid into it, not its first 22
    # characters with the rest scrolled out of the field.
    iban = page.get_by_label("IBAN")
    await iban.fill("IT60X0542811101000000123456")
    await expect(iban).to_have_value("IT60 X054 2811 1010 0000 0123 456")
    hidden = await iban.evaluate("field => field.scrollWidth - field.clientWidth")
    await screenshot(page, "informazioni-personali-iban-320")
    assert hidden <= 0, f"the IBAN's last {hidden} px are scrolled out of its field"

    await journey.submit_personal_info()
    await page.reload()
    await expect(page).to_have_url(f"{live_server}/main/documenti", timeout=STEP_TIMEOUT)
    await page.get_by_role("button", name="Salva e continua più tardi").click()
    await expect(page.get_by_test_id("draft-code")).to_be_visible(timeout=STEP_TIMEOUT)
    await assert_fits(page, "documenti")
    await assert_accessible(page)


async def test_light_form_at_320_px(page: Page, live_server: str) -> None:
    await page.set_viewport_size(NARROW)
    await page.goto(f"{live_server}/main/")
    await expect(page.get_by_label("Nome", exact=True)).to_be_visible(timeout=STEP_TIMEOUT)
    await assert_buttons_fit(page, "light-form")
    # Sent empty: the tap's tooltip says why, and the last consent's red hint shows above the
    # button; neither covers the other.
    await page.get_by_role("button", name="Continua", exact=True).click()
    await expect(page.get_by_role("tooltip")).to_contain_text("Compila tutti i campi")
    last_consent = page.get_by_label("consultazione dei sistemi di informazioni creditizie")
    hint = page.locator(f"#{await last_consent.get_attribute('id')}-error")
    await expect(hint).to_be_visible()
    await screenshot(page, "light-form-tooltip-320")
    assert not overlap(
        await page.get_by_role("tooltip").bounding_box(), await hint.bounding_box()
    ), "the tooltip covers the last consent's error"
    await assert_fits(page, "light-form")
    await assert_buttons_fit(page, "light-form-errors")


async def test_resume_by_request_number_at_320_px(
    page: Page, live_server: str, settings: Settings
) -> None:
    journey = await ApiJourney.start(live_server, mobilePhone="3471112244")
    set_index(settings, journey.application_id, request_number="12345679")
    await page.set_viewport_size(NARROW)
    await page.goto(f"{live_server}/main/resume")
    await expect(page.get_by_role("heading", name="Non hai il codice?")).to_be_visible(
        timeout=STEP_TIMEOUT
    )
    await assert_buttons_fit(page, "resume")
    await page.get_by_label("Numero pratica").fill("12345679")
    await page.get_by_label("Codice fiscale").fill("RSSMRA85T10F205R")
    await page.get_by_role("button", name="Inviami il codice").click()
    await page.get_by_label("Codice SMS").fill("000000")
    await page.get_by_role("button", name="Verifica e riprendi").click()
    await expect(page.get_by_text("OTP non valido").first).to_be_visible(timeout=STEP_TIMEOUT)
    await expect(page.get_by_role("button", name="Inviami un nuovo codice")).to_be_visible()
    await assert_fits(page, "resume-codice-sms")
    await assert_buttons_fit(page, "resume-codice-sms")
