"""Free text in the browser (issue 12): markup refused on the field, & ' " shown as typed."""

import io

from playwright.async_api import Page, expect
from pypdf import PdfReader

from journey import messages
from tests.browser.journey import (
    STEP_TIMEOUT,
    UNKNOWN_BANK_IBAN,
    VALID_IBAN,
    choose_offer_and_confirm_secci,
    fill_light_form,
    fill_personal_data,
    page_snapshot,
    submit_light_form,
)

# Mario D'Amico, born in Milan on 10/12/1985.
FISCAL_CODE = "DMCMRA85T10F205D"
EMPLOYER = 'Müller & Söhne "Figli" S.r.l.'


async def test_names_with_apostrophes_and_ampersands_show_as_typed(
    page: Page, live_server: str
) -> None:
    await page.goto(f"{live_server}/main/")
    await fill_light_form(
        page, fiscal_code=FISCAL_CODE, last_name="D'Amico", email="damico.browser@gmail.com"
    )
    await submit_light_form(page)
    secci = await choose_offer_and_confirm_secci(page, live_server)
    assert "MARIO D'AMICO" in PdfReader(io.BytesIO(secci)).pages[0].extract_text()
    recap = page.get_by_text("Mario D'Amico", exact=True)
    await expect(recap).to_be_visible()

    # Markup in the employer's name is refused on the field, before anything is sent.
    await fill_personal_data(page, iban=UNKNOWN_BANK_IBAN)
    employer = page.locator('[name="datoreLavoro.nome"]')
    await employer.fill("<b>Müller</b> & Söhne")
    await page.get_by_role("button", name="Continua", exact=True).click()
    summary = page.get_by_role("alert").filter(has_text="Non è stato possibile inviare")
    await expect(summary).to_contain_text(messages.TESTO_NON_VALIDO)
    await expect(employer).to_have_attribute("aria-invalid", "true")

    # & and quotes are fine: the server keeps them as typed (its answer is about the IBAN),
    # and the page shows them back as typed after a reload.
    await employer.fill(EMPLOYER)
    await page.get_by_role("button", name="Continua", exact=True).click()
    iban = page.locator('[name="coordinateBancarie.iban"]')
    await expect(iban).to_have_attribute("aria-invalid", "true", timeout=STEP_TIMEOUT)
    await page.reload()
    await expect(employer).to_have_value(EMPLOYER, timeout=STEP_TIMEOUT)
    await expect(recap).to_be_visible()

    await iban.fill(VALID_IBAN)
    await page.get_by_role("button", name="Continua", exact=True).click()
    await expect(page).to_have_url(f"{live_server}/main/documenti", timeout=STEP_TIMEOUT)
    # Kept as typed by the application too, for the documents it will be checked against.
    snapshot = await page_snapshot(page, live_server)
    assert (snapshot["user"]["firstName"], snapshot["user"]["lastName"]) == ("Mario", "D'Amico")
