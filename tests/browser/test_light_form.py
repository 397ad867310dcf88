"""A person fills the light form in chromium: an Italian error, a correction, the next page."""

from pathlib import Path

from playwright.async_api import Page, Response, expect

from journey import messages
from tests.browser.conftest import assert_accessible

ARTIFACTS = Path(__file__).resolve().parent.parent / "artifacts"


async def fill_light_form(page: Page, fiscal_code: str, mobile: str = "3401234567") -> None:
    await page.locator('[name="firstName"]').fill("Mario")
    await page.locator('[name="lastName"]').fill("Rossi")
    await page.locator('[name="fiscalCode"]').fill(fiscal_code)
    await page.locator('[name="emailAddress"]').fill("mario.rossi@gmail.com")
    await page.locator('[name="mobilePhone"]').fill(mobile)
    await page.locator('[name="cap"]').fill("20121")
    await page.locator('[name="abitazione"]').select_option("PRO")
    await page.locator('[name="posizioneLavorativa"]').select_option("D")
    for agreement in ("questionOne", "questionTwo", "questionFour"):
        await page.locator(f'[name="agreements.{agreement}"]').check(force=True)


async def test_light_form_error_then_correction_then_next_route(
    page: Page, live_server: str
) -> None:
    await page.goto(f"{live_server}/main/")
    await expect(page.locator('[name="firstName"]')).to_be_visible()
    await assert_accessible(page)

    # A fiscal code with a wrong check character: refused in Italian on the field itself.
    await fill_light_form(page, "RSSMRA85T10F205X")
    await page.get_by_role("button", name="Continua", exact=True).click()
    await expect(page.get_by_text(messages.CODICE_FISCALE_NON_VALIDO).first).to_be_visible()
    await expect(page.locator('[name="fiscalCode"]')).to_have_attribute("aria-invalid", "true")
    await expect(page).to_have_url(f"{live_server}/main/")
    await assert_accessible(page)

    await page.locator('[name="fiscalCode"]').fill("RSSMRA85T10F205R")
    await page.get_by_role("button", name="Continua", exact=True).click()
    await expect(page).to_have_url(f"{live_server}/main/offerta", timeout=15_000)
    await expect(page.get_by_test_id("offer-rata").first).to_be_visible()
    await assert_accessible(page)

    # Reload, and the light form's address, land on the server's route: its snapshot is the truth.
    await page.reload()
    await expect(page).to_have_url(f"{live_server}/main/offerta")
    await page.goto(f"{live_server}/main/")
    await expect(page).to_have_url(f"{live_server}/main/offerta")
    await expect(page.get_by_test_id("offer-rata").first).to_be_visible()


async def test_a_refused_mobile_lands_on_the_phone_error_page(page: Page, live_server: str) -> None:
    await page.goto(f"{live_server}/main/")
    await fill_light_form(page, "RSSMRA85T10F205R", mobile="3001234567")
    await page.get_by_role("button", name="Continua", exact=True).click()
    await expect(page).to_have_url(f"{live_server}/main/typ?esito=errorecellulare", timeout=15_000)
    await expect(page.get_by_role("heading", level=1)).to_be_visible()
    await assert_accessible(page)


async def test_the_light_form_at_320_px(page: Page, live_server: str) -> None:
    await page.set_viewport_size({"width": 320, "height": 800})
    await page.goto(f"{live_server}/main/")
    await expect(page.locator('[name="firstName"]')).to_be_visible()
    # Nothing wider than the screen: no horizontal scrolling on a small phone.
    overflow = await page.evaluate(
        "document.documentElement.scrollWidth - document.documentElement.clientWidth"
    )
    assert overflow <= 0
    ARTIFACTS.mkdir(exist_ok=True)
    await page.screenshot(path=str(ARTIFACTS / "light-form-320.png"), full_page=True)
    await assert_accessible(page)


async def test_without_simulator_data_the_instalment_is_the_simulators(
    page: Page, live_server: str
) -> None:
    # The simulator starts from 10.000 € in 60 months; so does a light form opened on its own.
    await page.goto(f"{live_server}/main/simulatore")
    await expect(page.get_by_test_id("quote-rata")).to_contain_text("€", timeout=15_000)
    simulator_rata = await page.get_by_test_id("quote-rata").text_content()
    await page.goto(f"{live_server}/main/")
    await expect(page.get_by_test_id("offer-importo")).to_have_text("10.000,00\u00a0€")
    await expect(page.get_by_test_id("offer-rata")).to_have_text(simulator_rata or "-")
    await assert_accessible(page)


async def test_continue_looks_like_the_action_it_is_before_the_form_is_complete(
    page: Page, live_server: str
) -> None:
    await page.goto(f"{live_server}/main/")
    button = page.get_by_role("button", name="Continua", exact=True)
    # Inactive, so it explains itself (the hint is read with it); never greyed out like a
    # disabled button, because a click on it does something: it shows what is missing.
    await expect(button).to_have_attribute("data-inactive", "")
    await expect(button).to_have_accessible_description(messages.TOOLTIP_COMPILA_CAMPI)
    await expect(button).to_be_enabled()
    await expect(button).to_have_css("background-color", "rgb(181, 0, 31)")
    await button.click()
    await expect(
        page.get_by_role("alert").filter(has_text=messages.CONTROLLA_CAMPI)
    ).to_be_visible()


async def test_the_first_page_asks_for_its_answers_before_its_chunk_arrives(
    page: Page, live_server: str
) -> None:
    """On a phone's network every round trip counts: the environment settings and the reference
    lists leave with the app's start (web/src/api/early.ts), not once the light form's code has
    arrived and rendered, a round trip later each (docs/benchmarks.md, issue 17's tenth round)."""
    events: list[str] = []
    page.on("request", lambda request: events.append(f"asked {request.url}"))
    page.on("requestfinished", lambda request: events.append(f"arrived {request.url}"))
    await page.goto(f"{live_server}/main/")
    await expect(page.locator('[name="firstName"]')).to_be_visible()
    # The lists have come: the page has read the reference lists.
    await expect(page.locator('[name="abitazione"] option[value="PRO"]')).to_have_count(1)

    def first(kind: str, part: str) -> int:
        return next(n for n, event in enumerate(events) if event.startswith(kind) and part in event)

    page_code = first("arrived", "/main/assets/LightFormPage-")
    assert first("asked", "/main/api/env") < page_code, events
    assert first("asked", "/main/api/cache/lookup") < page_code, events
    # Each asked for once: the page reads the answers asked for early, it does not ask again.
    assert sum("/main/api/env" in event for event in events if event.startswith("asked")) == 1
    assert sum("/main/api/cache/lookup" in e for e in events if e.startswith("asked")) == 1


async def test_every_script_of_the_first_page_is_compiled_while_it_streams_in(
    page: Page, live_server: str
) -> None:
    """V8 compiles a function on its first call, on the main thread, unless the file says all its
    functions run at load (web/vite.config.ts): 49-62 ms of a slow machine's start went to that
    (docs/benchmarks.md, issue 17's fourteenth round)."""
    scripts: list[Response] = []
    page.on(
        "response",
        lambda response: scripts.append(response) if response.url.endswith(".js") else None,
    )
    await page.goto(f"{live_server}/main/")
    await expect(page.locator('[name="firstName"]')).to_be_visible()
    app_scripts = [r for r in scripts if "/main/assets/" in r.url]
    assert len(app_scripts) > 10, [r.url for r in scripts]
    for response in app_scripts:
        assert (await response.text()).startswith("//# allFunctionsCalledOnLoad\n"), response.url


async def test_the_light_form_opened_from_the_simulator_survives_a_reload(
    page: Page, live_server: str
) -> None:
    """The router writes the light form's address as /main?… (no slash after main): a reload
    there got the API's JSON 404 instead of the page, with the loan the person had chosen."""
    await page.goto(f"{live_server}/main/simulatore")
    await page.locator('[name="importo"]').fill("12.000")
    await expect(page.get_by_test_id("quote-example")).to_contain_text("12.000,00 €")
    await page.get_by_role("button", name="Richiedi il prestito").click()
    await expect(page.get_by_test_id("offer-importo")).to_have_text("12.000,00\u00a0€")
    assert "/main?" in page.url, page.url
    await page.reload()
    await expect(page.get_by_test_id("offer-importo")).to_have_text("12.000,00\u00a0€")
    await expect(page.get_by_role("button", name="Continua", exact=True)).to_be_visible()
    await assert_accessible(page)
    await page.go_back()
    await expect(page.get_by_role("button", name="Richiedi il prestito")).to_be_visible()
    assert page.url.endswith("/main/simulatore"), page.url
