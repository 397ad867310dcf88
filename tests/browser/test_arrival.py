"""A person arrives from the provider's simulator or customer area with a token, in chromium: the
loan and the data the back office vouches for, a refusal in Italian, and no token in any answer."""

from collections.abc import Iterator
from contextlib import contextmanager

import httpx
from playwright.async_api import Page, Response, expect

from journey import messages
from tests.browser.conftest import assert_accessible
from tests.utils.arrival import GIULIA, GIULIA_FISCAL_CODE, simulator_token, user_token

STEP_TIMEOUT = 20_000


@contextmanager
def api_answers(page: Page) -> Iterator[list[Response]]:
    """Every answer of the API the page receives while inside the block."""
    answers: list[Response] = []

    def keep(response: Response) -> None:
        if "/main/api/" in response.url:
            answers.append(response)

    page.on("response", keep)
    yield answers
    page.remove_listener("response", keep)


async def assert_no_answer_carries(answers: list[Response], secret: str) -> None:
    assert answers, "the page made no API call"
    for answer in answers:
        try:
            text = await answer.text()
        except Exception:  # an answer the page aborted or a redirect has no body to read
            continue
        assert secret not in text, answer.url


async def complete_the_rest(page: Page) -> None:
    await page.get_by_label("Tipo di abitazione").select_option("PRO")
    await page.get_by_label("Posizione lavorativa").select_option("D")
    for agreement in ("questionOne", "questionTwo", "questionFour"):
        await page.locator(f'[name="agreements.{agreement}"]').check(force=True)


async def test_a_simulator_token_shows_its_loan_whatever_the_address_bar_says(
    page: Page, live_server: str, sandbox_url: str
) -> None:
    issued = await simulator_token(sandbox_url)  # 7.200 € in 48 instalments
    # The address bar edited to a bigger loan: the token's loan is the one shown and requested.
    landing = (
        f"{live_server}/main/?SC_TOKEN={issued['SC_TOKEN']}&id={issued['id']}"
        "&SC_IMPORTO_TOTALE=5000000&SC_NUMERO_RATE=120&SC_IMPORTO_RATA=50000"
    )
    with api_answers(page) as answers:
        await page.goto(landing)
        await expect(page.get_by_test_id("offer-importo")).to_have_text("7.200,00\u00a0€")
        await expect(page.get_by_test_id("offer-rate")).to_contain_text("48")
        await assert_accessible(page)
        # A reload checks the token again (it is spent only by the application's start).
        await page.reload()
        await expect(page.get_by_test_id("offer-importo")).to_have_text("7.200,00\u00a0€")

        await page.get_by_label("Nome", exact=True).fill("Mario")
        await page.get_by_label("Cognome", exact=True).fill("Rossi")
        await page.get_by_label("Codice fiscale", exact=True).fill("RSSMRA85T10F205R")
        await page.get_by_label("Email", exact=True).fill("mario.rossi@gmail.com")
        await page.get_by_label("Cellulare", exact=True).fill("3401234567")
        await page.get_by_label("CAP di residenza", exact=True).fill("20121")
        await complete_the_rest(page)
        await page.get_by_role("button", name="Continua", exact=True).click()
        await expect(page).to_have_url(f"{live_server}/main/offerta", timeout=STEP_TIMEOUT)
        await expect(page.get_by_text("7.200,00\u00a0€").first).to_be_visible()
        await page.reload()
        await expect(page).to_have_url(f"{live_server}/main/offerta", timeout=STEP_TIMEOUT)
        await expect(page.get_by_text("7.200,00\u00a0€").first).to_be_visible()
    await assert_no_answer_carries(answers, issued["SC_TOKEN"])
    stored = await page.evaluate("JSON.stringify({...localStorage, ...sessionStorage})")
    assert issued["SC_TOKEN"] not in stored

    # The same link again: spent, so the person goes on from the public simulator.
    await page.goto(landing)
    await expect(page).to_have_url(
        f"{live_server}/main/simulatore?arrivo=non-valido", timeout=STEP_TIMEOUT
    )
    await expect(page.get_by_text(messages.TOKEN_NON_VALIDO)).to_be_visible()


async def test_a_user_token_prefills_the_light_form_and_the_journey_goes_on(
    page: Page, live_server: str, sandbox_url: str
) -> None:
    issued = await user_token(sandbox_url)
    await page.set_viewport_size({"width": 320, "height": 800})
    with api_answers(page) as answers:
        await page.goto(f"{live_server}/main/?token={issued['token']}&flag={issued['flag']}")
        await expect(page.get_by_label("Nome", exact=True)).to_have_value("Giulia")
        await expect(page.get_by_label("Cognome", exact=True)).to_have_value("Bianchi")
        await expect(page.get_by_label("Codice fiscale", exact=True)).to_have_value(
            GIULIA_FISCAL_CODE
        )
        await expect(page.get_by_label("Email", exact=True)).to_have_value(
            "giulia.bianchi@example.com"
        )
        await expect(page.get_by_label("Cellulare", exact=True)).to_have_value(GIULIA["cellulare"])
        await expect(page.get_by_label("CAP di residenza", exact=True)).to_have_value(GIULIA["cap"])
        # Each prefilled field says where it came from, and stays editable.
        await expect(page.get_by_label("Nome", exact=True)).to_have_accessible_description(
            "Compilato dai tuoi dati: correggilo se non è giusto."
        )
        await expect(page.get_by_label("Email", exact=True)).to_be_editable()
        overflow = await page.evaluate(
            "document.documentElement.scrollWidth - document.documentElement.clientWidth"
        )
        assert overflow <= 0
        await assert_accessible(page)
        # Nothing the page does not show was sent to it: no birth date, no document.
        body = await page.content()
        assert GIULIA["numeroDocumento"] not in body and GIULIA["dataNascita"] not in body

        await complete_the_rest(page)
        await page.get_by_role("button", name="Continua", exact=True).click()
        await expect(page).to_have_url(f"{live_server}/main/offerta", timeout=STEP_TIMEOUT)
        await expect(page.get_by_test_id("offer-rata").first).to_be_visible()
    await assert_no_answer_carries(answers, issued["token"])
    # The start carried the token to the server, which spent it: the link now opens nothing.
    async with httpx.AsyncClient() as http:
        spent = await http.get(
            f"{live_server}/main/api/elenco-parametri/{issued['flag']}/{issued['token']}"
        )
    assert spent.status_code == 403


async def test_expired_and_forged_tokens_are_refused_and_lead_to_the_simulator(
    page: Page, live_server: str, sandbox_url: str
) -> None:
    expired = await simulator_token(sandbox_url, ttl_seconds=0)
    real = await user_token(sandbox_url)
    for landing in (
        f"?SC_TOKEN={expired['SC_TOKEN']}&id={expired['id']}",
        f"?SC_TOKEN=forged-token&id={expired['id']}",
        f"?token=forged-token&flag={real['flag']}",
    ):
        await page.goto(f"{live_server}/main/{landing}")
        await expect(page).to_have_url(
            f"{live_server}/main/simulatore?arrivo=non-valido", timeout=STEP_TIMEOUT
        )
        await expect(page.get_by_text(messages.TOKEN_NON_VALIDO)).to_be_visible()
        # Never a blank page or someone else's data: the public simulator, ready to use.
        await expect(page.get_by_test_id("quote-rata")).to_contain_text("€", timeout=STEP_TIMEOUT)
        await expect(page.get_by_role("button", name="Richiedi il prestito")).to_be_visible()
    await assert_accessible(page)
