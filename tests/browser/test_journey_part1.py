"""Journey part 1 as a person does it: simulator, light form, offer, SECCI, personal data."""

from playwright.async_api import Page, expect

from journey import messages
from tests.browser.conftest import assert_accessible
from tests.browser.journey import (
    STEP_TIMEOUT,
    UNKNOWN_BANK_IBAN,
    VALID_IBAN,
    WRONG_CIN_IBAN,
    choose_from,
    choose_offer_and_confirm_secci,
    fill_light_form,
    fill_personal_data,
    page_snapshot,
    screenshot,
    submit_light_form,
)


async def test_from_the_simulator_to_the_documents_step(page: Page, live_server: str) -> None:
    # The public simulator: the engine's instalment, TAN, TAEG and representative example.
    await page.goto(f"{live_server}/main/simulatore?utm_source=newsletter&gclid=g-1&msclkid=ms-9")
    await page.locator('[name="importo"]').fill("12.000")
    await page.locator('[name="numeroRate"]').select_option("48")
    await expect(page.get_by_test_id("quote-example")).to_contain_text("12.000,00 €")
    await expect(page.get_by_test_id("quote-taeg")).to_contain_text("%")
    await assert_accessible(page)
    await screenshot(page, "simulatore-1280")
    # §3: the marketing parameters are kept in the browser with a timestamp.
    stored = await page.evaluate("JSON.parse(localStorage.getItem('prestito-online.marketing'))")
    assert stored["msclkid"] == "ms-9" and stored["timestamp"]

    await page.get_by_role("button", name="Richiedi il prestito").click()
    await expect(page.get_by_test_id("offer-importo")).to_have_text("12.000,00\u00a0€")
    # No consent box is ticked before the person ticks it.
    for agreement in ("questionOne", "questionTwo", "questionThree", "questionFour"):
        await expect(page.locator(f'[name="agreements.{agreement}"]')).not_to_be_checked()
    await fill_light_form(page)
    await submit_light_form(page)

    # Step 2: the offer for the terms asked, next to the largest one; step 3: the SECCI.
    await expect(page).to_have_url(f"{live_server}/main/offerta", timeout=STEP_TIMEOUT)
    await expect(page.get_by_role("radio")).to_have_count(2)
    await expect(page.get_by_test_id("offer-asked")).to_contain_text("12.000,00 €")
    await assert_accessible(page)
    await screenshot(page, "offerta-1280")
    pdf = await choose_offer_and_confirm_secci(page, live_server)
    assert len(pdf) > 1000

    # Step 4, round one: every mistake the form can tell by itself, told at once.
    await fill_personal_data(
        page,
        iban=WRONG_CIN_IBAN,
        employer_cap="00184",
        province=("torino", "Torino (TO)"),
        opened="122030",
    )
    await page.get_by_role("button", name="Continua", exact=True).click()
    summary = page.get_by_role("alert").filter(has_text="Non è stato possibile inviare")
    await expect(summary).to_contain_text(messages.DATA_FUTURA)
    await expect(summary).to_contain_text(messages.IBAN_NON_VALIDO)
    for name in ("coordinateBancarie.aperturaConto", "coordinateBancarie.iban"):
        await expect(page.locator(f'[name="{name}"]')).to_have_attribute("aria-invalid", "true")
    await expect(page.locator('[name="residenza.attuale.comune"]')).not_to_have_attribute(
        "aria-invalid", "true"
    )
    await screenshot(page, "informazioni-personali-errori-form-1280")

    # Round two: what only the back office knows (town and province, employer CAP, bank).
    await page.locator('[name="coordinateBancarie.aperturaConto"]').fill("032015")
    await page.locator('[name="coordinateBancarie.iban"]').fill(UNKNOWN_BANK_IBAN)
    await page.get_by_role("button", name="Continua", exact=True).click()
    for name in ("residenza.attuale.comune", "datoreLavoro.cap", "coordinateBancarie.iban"):
        await expect(page.locator(f'[name="{name}"]')).to_have_attribute(
            "aria-invalid", "true", timeout=STEP_TIMEOUT
        )
    await expect(summary).to_contain_text("IBAN")
    await expect(summary).not_to_contain_text(messages.DATA_FUTURA)
    await assert_accessible(page)
    await screenshot(page, "informazioni-personali-errori-1280")

    await choose_from(page, "residenza.attuale.provincia", "milano", "Milano (MI)")
    await page.locator('[name="datoreLavoro.cap"]').fill("20123")
    await page.locator('[name="coordinateBancarie.iban"]').fill(VALID_IBAN)
    # The IBAN is shown in groups of four as it is typed.
    await expect(page.locator('[name="coordinateBancarie.iban"]')).to_have_value(
        "IT60 X054 2811 1010 0000 0123 456"
    )
    await page.get_by_role("button", name="Continua", exact=True).click()

    await expect(page).to_have_url(f"{live_server}/main/documenti", timeout=STEP_TIMEOUT)
    await expect(page.get_by_role("heading", level=1)).to_have_text("Carica i tuoi documenti")
    await expect(page.get_by_role("region", name="Documento d'identità")).to_be_visible()
    await assert_accessible(page)
    await screenshot(page, "documenti-1280")

    # Back and reload keep the person on the server's step.
    await page.go_back()
    await expect(page).to_have_url(f"{live_server}/main/documenti")
    await page.reload()
    await expect(page).to_have_url(f"{live_server}/main/documenti")


async def test_a_cap_that_is_not_the_towns_is_corrected_where_it_is_told(
    page: Page, live_server: str
) -> None:
    # The light form says 20121 (Milan); the residence is in Turin.
    await page.goto(f"{live_server}/main/")
    await fill_light_form(page, cap="20121", email="cap.browser@gmail.com")
    await submit_light_form(page)
    await choose_offer_and_confirm_secci(page, live_server)

    cap = page.locator('[name="residenza.attuale.cap"]')
    await expect(cap).to_have_value("20121")
    await fill_personal_data(page, province=("torino", "Torino (TO)"), town="Torino")
    await page.get_by_role("button", name="Continua", exact=True).click()
    await expect(cap).to_have_attribute("aria-invalid", "true", timeout=STEP_TIMEOUT)
    error = page.locator("#field-residenza-attuale-cap-error")
    await expect(error).to_have_text("Il CAP non corrisponde al comune indicato")
    await expect(page.locator('[name="residenza.attuale.comune"]')).not_to_have_attribute(
        "aria-invalid", "true"
    )
    await assert_accessible(page)
    await screenshot(page, "informazioni-personali-cap-1280")

    await cap.fill("10121")
    await page.keyboard.press("Escape")
    await page.get_by_role("button", name="Continua", exact=True).click()
    await expect(page).to_have_url(f"{live_server}/main/documenti", timeout=STEP_TIMEOUT)
    # The corrected CAP is the application's from now on.
    assert (await page_snapshot(page, live_server))["informazioniBase"]["cap"] == "10121"


async def test_the_application_stays_in_the_tab_that_holds_it(page: Page, live_server: str) -> None:
    await page.goto(f"{live_server}/main/?code=DEMO")
    await expect(page.get_by_test_id("offer-importo")).to_have_text("10.000,00\u00a0€")
    await fill_light_form(page)
    await submit_light_form(page)
    await expect(page).to_have_url(f"{live_server}/main/offerta", timeout=STEP_TIMEOUT)

    # The token is kept per tab (sessionStorage), never browser-wide: a new tab holds nothing
    # and starts on the light form; the way back from elsewhere is the resume code or link.
    second = await page.context.new_page()
    await second.goto(f"{live_server}/main/")
    await expect(second.locator('[name="firstName"]')).to_be_visible(timeout=STEP_TIMEOUT)
    await expect(second).to_have_url(f"{live_server}/main/")
    assert await second.evaluate("localStorage.getItem('prestito-online.session')") is None
    await second.close()
    # The tab that holds it stays on the server's route across a reload.
    await page.reload()
    await expect(page).to_have_url(f"{live_server}/main/offerta", timeout=STEP_TIMEOUT)


async def test_an_unknown_simulator_code_says_so_on_the_simulator(
    page: Page, live_server: str
) -> None:
    await page.goto(f"{live_server}/main/?code=NOPE")
    await expect(page).to_have_url(
        f"{live_server}/main/simulatore?simulazione=non-trovata", timeout=STEP_TIMEOUT
    )
    await expect(page.get_by_role("alert")).to_be_visible()
