"""A person lands on the light form with simulator data no simulator of ours could have made:
the page says so at once and leads back to the simulator, instead of a form filled for nothing."""

from playwright.async_api import Page, expect

from journey import messages
from tests.browser.conftest import assert_accessible

# The black-box review's link: 1,00 € in 48 instalments of 0,01 €.
REVIEWED = (
    "/main?CODICE_OFFERTA=PPONLINE&SC_TIPO_OFFERTA=2&MOD_PAGAMENTO=RID&SC_BENE=LIQUIDITA"
    "&SC_NUMERO_RATE=48&SC_IMPORTO_TOTALE=100&SC_IMPORTO_RATA=1"
)


async def test_impossible_simulator_data_say_so_and_lead_back_to_the_simulator(
    page: Page, live_server: str
) -> None:
    await page.goto(f"{live_server}{REVIEWED}&UTM_SOURCE=newsletter")
    await expect(page.get_by_role("heading", level=1)).to_have_text("Richiedi il tuo prestito")
    await expect(page.get_by_role("alert")).to_contain_text(messages.SIMULAZIONE_NON_VALIDA)
    # No form to fill in for nothing, and no figures of a loan that cannot be.
    await expect(page.get_by_role("textbox", name="Nome", exact=True)).to_have_count(0)
    await expect(page.get_by_role("button", name="Continua", exact=True)).to_have_count(0)
    await expect(page.get_by_text("1,00\u00a0€")).to_have_count(0)
    await assert_accessible(page)

    await page.get_by_role("link", name="Torna al simulatore").click()
    await expect(page).to_have_url(f"{live_server}/main/simulatore?UTM_SOURCE=newsletter")
    await expect(page.get_by_role("heading", level=1)).to_have_text(
        "Calcola la rata del tuo prestito"
    )
    # The loan calculated again goes to a light form that takes it.
    await expect(page.get_by_test_id("quote-rata")).to_contain_text("€", timeout=15_000)
    await page.get_by_role("button", name="Richiedi il prestito").click()
    await expect(page.get_by_role("textbox", name="Nome", exact=True)).to_be_visible()
    await expect(page.get_by_test_id("offer-importo")).to_have_text("10.000,00\u00a0€")


async def test_the_refusal_at_320_px(page: Page, live_server: str) -> None:
    await page.set_viewport_size({"width": 320, "height": 640})
    await page.goto(f"{live_server}{REVIEWED}")
    await expect(page.get_by_role("link", name="Torna al simulatore")).to_be_visible()
    # Nothing wider than the screen: no horizontal scrolling on a small phone.
    overflow = await page.evaluate(
        "document.documentElement.scrollWidth - document.documentElement.clientWidth"
    )
    assert overflow <= 0
    await assert_accessible(page)
