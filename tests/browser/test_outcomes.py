"""Each outcome the sandbox back office can give, as the person sees it (spec §2 /typ)."""

import re

import httpx
from playwright.async_api import Page, expect

from tests.browser.conftest import assert_accessible
from tests.browser.journey import STEP_TIMEOUT, fill_light_form, screenshot, submit_light_form


async def test_a_mobile_refused_by_the_back_office(page: Page, live_server: str) -> None:
    await page.goto(f"{live_server}/main/")
    await fill_light_form(page, mobile="3001234567")
    await submit_light_form(page)
    await expect(page).to_have_url(
        f"{live_server}/main/typ?esito=errorecellulare", timeout=STEP_TIMEOUT
    )
    await expect(page.get_by_test_id("esito-reason")).to_contain_text("numero di cellulare")
    # Only an automated refusal of the request can be reviewed by a person.
    await expect(page.get_by_role("button", name="Chiedi il riesame")).to_have_count(0)
    await assert_accessible(page)


async def test_an_amount_beyond_the_online_limit_goes_to_the_consultants(
    page: Page, live_server: str
) -> None:
    await page.goto(
        f"{live_server}/main/?CODICE_OFFERTA=PP-STD&SC_NUMERO_RATE=84"
        "&SC_IMPORTO_TOTALE=3500000&SC_IMPORTO_RATA=55000"
    )
    await expect(page.get_by_test_id("offer-importo")).to_have_text("35.000,00\u00a0€")
    await fill_light_form(page)
    await submit_light_form(page)
    await expect(page).to_have_url(f"{live_server}/main/typ?esito=forzosods", timeout=STEP_TIMEOUT)
    await expect(page.get_by_test_id("esito-reason")).to_contain_text("non si tratta di un rifiuto")
    await assert_accessible(page)


async def test_an_automated_refusal_can_be_reviewed_by_a_person(
    page: Page, live_server: str, sandbox_url: str
) -> None:
    await page.goto(f"{live_server}/main/")
    # Born in 1944: beyond the engine's age limit.
    await fill_light_form(page, fiscal_code="NRENNA44C42F205Z", first_name="Anna", last_name="Neri")
    await submit_light_form(page)
    await expect(page).to_have_url(
        f"{live_server}/main/typ?esito=esito-non-valido", timeout=STEP_TIMEOUT
    )
    await expect(page.get_by_test_id("esito-reason")).to_contain_text("sistema automatico")
    await assert_accessible(page)
    await screenshot(page, "esito-non-valido-1280")

    await page.get_by_label("Vuoi aggiungere qualcosa?").fill("Ho una pensione stabile.")
    await page.get_by_role("button", name="Chiedi il riesame da parte di una persona").click()
    await expect(page.get_by_test_id("review-requested")).to_be_visible(timeout=STEP_TIMEOUT)
    await assert_accessible(page)

    draft = await page.evaluate(
        "JSON.parse(sessionStorage.getItem('prestito-online.session')).applicationId"
    )
    reviews = httpx.get(f"{sandbox_url}/operator/api/reviews").json()
    assert [r["motivo"] for r in reviews if r["draftId"] == draft] == ["Ho una pensione stabile."]

    # A reload shows the request as sent: it cannot be asked twice.
    await page.reload()
    await expect(page.get_by_test_id("review-requested")).to_be_visible()


async def test_a_request_already_being_evaluated(page: Page, live_server: str) -> None:
    await page.goto(f"{live_server}/main/")
    # The sandbox knows an earlier request of Luca Verdi still under evaluation.
    await fill_light_form(
        page, fiscal_code="VRDLCU79L21L219K", first_name="Luca", last_name="Verdi"
    )
    await submit_light_form(page)
    await expect(page).to_have_url(
        f"{live_server}/main/typ?esito=cliente-con-richiesta-in-corso", timeout=STEP_TIMEOUT
    )
    await expect(page.get_by_role("heading", level=1)).to_be_visible()
    await assert_accessible(page)
    # Not a dead end: the request under way is followed from the resume page, by its number.
    await page.get_by_role("link", name="Segui la tua richiesta").click()
    await expect(page).to_have_url(re.compile(r"/main/resume\?segui=richiesta"))
    await expect(page.get_by_role("heading", level=1)).to_be_visible()


async def test_a_request_the_engine_cannot_price_is_a_generic_error(
    page: Page, live_server: str
) -> None:
    await page.goto(f"{live_server}/main/")
    # Five digits, so the form accepts it, but no comune has it: the engine answers with errors.
    await fill_light_form(page, cap="00000")
    await submit_light_form(page)
    await expect(page).to_have_url(
        f"{live_server}/main/typ?esito=erroregenerico", timeout=STEP_TIMEOUT
    )
    await expect(page.get_by_role("heading", level=1)).to_be_visible()
    await assert_accessible(page)


async def test_more_than_the_income_allows_is_confirmed_with_an_advisor(
    page: Page, live_server: str
) -> None:
    await page.goto(
        f"{live_server}/main/?CODICE_OFFERTA=PP-STD&SC_NUMERO_RATE=60"
        "&SC_IMPORTO_TOTALE=2500000&SC_IMPORTO_RATA=52000"
    )
    # Marco Esposito is known to the provider, with 1.200 € a month on file.
    await fill_light_form(
        page, fiscal_code="SPSMRC75L02F839K", first_name="Marco", last_name="Esposito"
    )
    await submit_light_form(page)
    await expect(page).to_have_url(
        f"{live_server}/main/typ?esito=forzosodsconferma", timeout=STEP_TIMEOUT
    )
    await expect(page.get_by_role("heading", level=1)).to_be_visible()
    await assert_accessible(page)
