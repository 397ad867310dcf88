"""What was typed and not sent survives a reload, in that tab only, until the step is accepted."""

from playwright.async_api import Browser, Page, expect

from tests.browser.journey import (
    STEP_TIMEOUT,
    VALID_IBAN,
    ApiJourney,
    fill_personal_data,
    next_frames,
)

KEPT = "() => Object.keys(sessionStorage).filter((k) => k.startsWith('prestito-online.typed'))"


async def test_the_light_form_keeps_what_was_typed_over_a_reload(
    page: Page, live_server: str
) -> None:
    await page.goto(f"{live_server}/main/")
    await page.get_by_label("Nome", exact=True).fill("Mario")
    await page.get_by_label("Cognome", exact=True).fill("Rossi")
    await page.get_by_label("Codice fiscale").fill("RSSMRA85T10F205R")
    await page.get_by_label("Cellulare").fill("3401234567")
    consent = page.get_by_label("consultazione dei sistemi di informazioni creditizie")
    await consent.check(force=True)
    await next_frames(page)

    await page.reload()
    await expect(page.get_by_label("Nome", exact=True)).to_have_value("Mario", timeout=STEP_TIMEOUT)
    await expect(page.get_by_label("Cognome", exact=True)).to_have_value("Rossi")
    await expect(page.get_by_label("Codice fiscale")).to_have_value("RSSMRA85T10F205R")
    await expect(page.get_by_label("Cellulare")).to_have_value("3401234567")
    await expect(consent).to_be_checked()
    await expect(page.get_by_label("Email")).to_have_value("")


async def test_personal_data_survive_a_reload_in_that_tab_only_until_sent(
    page: Page, browser: Browser, live_server: str
) -> None:
    journey = await ApiJourney.start(live_server)
    await journey.choose_offer()
    await journey.confirm_secci()
    await journey.open_in(page)
    await page.goto(f"{live_server}/main/informazioni-personali")
    address = page.locator('[name="residenza.attuale.indirizzo"]')
    await address.fill("Via Roma")
    await page.locator('[name="residenza.attuale.numeroCivico"]').fill("10")
    await page.locator('[name="informazioniDemografiche.cittadinanza"]').select_option("ITA")
    await page.locator('[name="datoreLavoro.nome"]').fill("Acme Italia S.p.A.")
    await page.get_by_label("IBAN").fill(VALID_IBAN)
    await next_frames(page)

    await page.reload()
    await expect(address).to_have_value("Via Roma", timeout=STEP_TIMEOUT)
    await expect(page.locator('[name="residenza.attuale.numeroCivico"]')).to_have_value("10")
    await expect(page.locator('[name="informazioniDemografiche.cittadinanza"]')).to_have_value(
        "ITA"
    )
    await expect(page.locator('[name="datoreLavoro.nome"]')).to_have_value("Acme Italia S.p.A.")
    await expect(page.get_by_label("IBAN")).to_have_value("IT60 X054 2811 1010 0000 0123 456")

    # Another device with the same request: what this tab typed stayed in this tab.
    other_device = await browser.new_context(locale="it-IT", viewport={"width": 390, "height": 844})
    phone = await other_device.new_page()
    await journey.open_in(phone)
    await phone.goto(f"{live_server}/main/informazioni-personali")
    await expect(phone.get_by_role("heading", level=1)).to_be_visible(timeout=STEP_TIMEOUT)
    await expect(phone.locator('[name="residenza.attuale.indirizzo"]')).to_have_value("")
    await expect(phone.get_by_label("IBAN")).to_have_value("")
    assert await phone.evaluate(KEPT) == []
    await other_device.close()

    # Sent and accepted: nothing is kept, and coming back to the page restores nothing.
    await fill_personal_data(page)
    await page.get_by_role("button", name="Continua", exact=True).click()
    await expect(page).to_have_url(f"{live_server}/main/documenti", timeout=STEP_TIMEOUT)
    assert await page.evaluate(KEPT) == []
    await page.goto(f"{live_server}/main/informazioni-personali")
    await expect(page).to_have_url(f"{live_server}/main/documenti", timeout=STEP_TIMEOUT)
    assert await page.evaluate(KEPT) == []
