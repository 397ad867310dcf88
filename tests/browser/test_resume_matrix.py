"""Save and resume on another device, from every page that offers saving (issue 13.3, 13.4).

For each such page: a first browser saves the draft; a second one ("the phone") resumes it by
typing the code, a third by the e-mail's link; each resume tells the browser it replaced that the
request was resumed elsewhere, on reload or at its next action, and that browser can take the
request back with the code and go on to the end of what is built (/documenti).
"""

import re
from collections.abc import Awaitable, Callable
from dataclasses import dataclass

import pytest
from playwright.async_api import Browser, BrowserContext, Page, ViewportSize, expect

from journey import messages
from tests.browser.conftest import assert_accessible
from tests.browser.journey import (
    STEP_TIMEOUT,
    ApiJourney,
    fill_personal_data,
    outbox,
    screenshot,
)

PHONE: ViewportSize = {"width": 390, "height": 844}
DESKTOP: ViewportSize = {"width": 1280, "height": 900}
ELSEWHERE = "/main/resume?ripresa=altro-dispositivo"


async def choose_offer(page: Page, saved_here: bool) -> None:
    await page.get_by_role("button", name="Scegli questa offerta").first.click()


async def confirm_secci(page: Page, saved_here: bool) -> None:
    await page.get_by_label("Ho letto il documento SECCI").check()
    await page.get_by_role("button", name="Conferma e continua").click()


async def send_personal_data(page: Page, saved_here: bool) -> None:
    if saved_here:
        # Filled on the first device and saved with the draft: the form comes back filled.
        employer = page.locator('[name="datoreLavoro.nome"]')
        await expect(employer).to_have_value("Acme Italia S.p.A.")
    else:
        await fill_personal_data(page)
    await page.get_by_role("button", name="Continua", exact=True).click()


@dataclass(frozen=True)
class Step:
    path: str
    # What a person does there to go on; `saved_here`: the draft was saved on this page.
    go_on: Callable[[Page, bool], Awaitable[None]] | None


# The journey's pages that offer saving, in order.
STEPS = (
    Step("/offerta", choose_offer),
    Step("/secci", confirm_secci),
    Step("/informazioni-personali", send_personal_data),
    # The end of what is built: the next part is announced, not offered yet.
    Step("/documenti", None),
)


async def reach(journey: ApiJourney, path: str) -> None:
    """Through the API, quickly, to the page where the first device saves."""
    for step, advance in zip(
        STEPS,
        (journey.choose_offer, journey.confirm_secci, journey.submit_personal_info),
        strict=False,
    ):
        if step.path == path:
            return
        await advance()


async def walk_to_the_end(page: Page, base: str, start: str) -> None:
    """From `start` to /documenti as a person does it, reloading on every page on the way."""
    steps = STEPS[[step.path for step in STEPS].index(start) :]
    for step in steps:
        await expect(page).to_have_url(f"{base}/main{step.path}", timeout=STEP_TIMEOUT)
        await page.reload()
        await expect(page).to_have_url(f"{base}/main{step.path}", timeout=STEP_TIMEOUT)
        if step.go_on is not None:
            await step.go_on(page, step.path == start)
    await expect(page.get_by_role("heading", level=1)).to_have_text("Carica i tuoi documenti")
    await expect(page.get_by_role("region", name="Documento d'identità")).to_be_visible()


async def resume_by_typing(page: Page, typed: str) -> None:
    field = page.get_by_label("Codice di ripresa", exact=True)
    await field.fill(typed)
    await page.get_by_role("button", name="Riprendi la richiesta").click()


async def expect_told_resumed_elsewhere(page: Page, base: str) -> None:
    """The calm page of issue 13.4, with its way forward; a reload keeps it."""
    for reload in (True, False):
        await expect(page).to_have_url(f"{base}{ELSEWHERE}", timeout=STEP_TIMEOUT)
        await expect(page.get_by_role("heading", level=1)).to_have_text(
            "Richiesta ripresa su un altro dispositivo"
        )
        await expect(page.get_by_text(messages.RIPRESA_ALTRO_DISPOSITIVO)).to_be_visible()
        await expect(page.get_by_role("link", name="Torna al simulatore")).to_have_attribute(
            "href", "/main/simulatore"
        )
        await expect(page.get_by_text("Si è verificato un errore")).to_have_count(0)
        if reload:
            await page.reload()
    # The tab forgot the request: its token opens nothing any more.
    assert await page.evaluate("sessionStorage.getItem('prestito-online.session')") is None


async def new_device(browser: Browser, viewport: ViewportSize) -> tuple[BrowserContext, Page]:
    context = await browser.new_context(locale="it-IT", viewport=viewport)
    return context, await context.new_page()


@pytest.mark.parametrize("saved_on", [step.path for step in STEPS])
async def test_save_then_resume_elsewhere_by_code_and_by_link(
    saved_on: str, page: Page, browser: Browser, live_server: str, sandbox_url: str
) -> None:
    name = saved_on.strip("/").replace("/", "-")
    email = f"ripresa.{name}@gmail.com"
    journey = await ApiJourney.start(live_server, emailAddress=email)
    await reach(journey, saved_on)

    # The first device, on the page: "Salva e continua più tardi" shows the code.
    await journey.open_in(page)
    await page.goto(f"{live_server}/main{saved_on}")
    await expect(page).to_have_url(f"{live_server}/main{saved_on}", timeout=STEP_TIMEOUT)
    if saved_on == "/informazioni-personali":
        await fill_personal_data(page)
    await page.get_by_role("button", name="Salva e continua più tardi").click()
    code = (await page.get_by_test_id("draft-code").text_content() or "").strip()
    assert re.fullmatch(r"[0-9A-Z]{4}(-[0-9A-Z]{4}){3}", code), code

    # The phone: the code typed by hand, in lower case and without the dashes.
    phone_context, phone = await new_device(browser, PHONE)
    await phone.goto(f"{live_server}/main/resume")
    await expect(phone.get_by_role("heading", name="Hai un codice di ripresa?")).to_be_visible()
    await resume_by_typing(phone, code.replace("-", "").lower())
    await expect(phone).to_have_url(f"{live_server}/main{saved_on}", timeout=STEP_TIMEOUT)
    await phone.reload()
    await expect(phone).to_have_url(f"{live_server}/main{saved_on}", timeout=STEP_TIMEOUT)

    # The first device, on reload: what happened and how to go on, not the generic error.
    await page.reload()
    await expect_told_resumed_elsewhere(page, live_server)
    await assert_accessible(page)
    await screenshot(page, f"ripresa-altrove-{name}-1280")
    await page.get_by_role("link", name="Riprendi qui con il codice").click()
    await expect(page).to_have_url(f"{live_server}/main/resume#field-code")
    await expect(page.get_by_label("Codice di ripresa", exact=True)).to_be_focused()

    # A third device: the e-mail's link.
    [*_, mail] = [m for m in outbox(sandbox_url, "email", email.upper()) if m["kind"] == "BOZZADS"]
    link = re.search(r"https?://\S+/main/resume\?code=[\w-]+", mail["body"])
    assert link and code in link.group(0)
    laptop_context, laptop = await new_device(browser, DESKTOP)
    await laptop.goto(link.group(0))
    await expect(laptop).to_have_url(f"{live_server}/main{saved_on}", timeout=STEP_TIMEOUT)
    await laptop.reload()
    await expect(laptop).to_have_url(f"{live_server}/main{saved_on}", timeout=STEP_TIMEOUT)

    # The phone's next action: told, then back in with the code, on to the end from here.
    await phone.get_by_role("button", name="Salva e continua più tardi").click()
    await expect_told_resumed_elsewhere(phone, live_server)
    await phone.get_by_role("link", name="Riprendi qui con il codice").click()
    await expect(phone.get_by_label("Codice di ripresa", exact=True)).to_be_focused()
    await resume_by_typing(phone, code)
    await walk_to_the_end(phone, live_server, saved_on)

    # The laptop's token went with the phone's new resume.
    await laptop.reload()
    await expect_told_resumed_elsewhere(laptop, live_server)
    await laptop_context.close()
    await phone_context.close()


async def test_the_code_field_says_what_to_fix(page: Page, live_server: str) -> None:
    await page.goto(f"{live_server}/main/resume")
    await assert_accessible(page)
    button = page.get_by_role("button", name="Riprendi la richiesta")
    field = page.get_by_label("Codice di ripresa", exact=True)
    await expect(field).to_have_attribute("autocomplete", "off")
    await expect(field).to_have_attribute("autocapitalize", "characters")
    await expect(field).to_have_attribute("spellcheck", "false")

    await button.click()
    summary = page.get_by_role("alert").filter(has_text="Non riusciamo a riprendere")
    await expect(summary).to_contain_text("Inserisci il codice di ripresa.")
    await expect(summary).to_be_focused()

    await field.fill("k7qm-2xpr-h9td")
    await button.click()
    await expect(field).to_have_attribute("aria-invalid", "true")
    await expect(summary).to_contain_text("ne hai inseriti 12")

    # The right shape, but no draft has it: the server's answer, on the field.
    await field.fill("k7qm 2xpr h9td 4wnb")
    await field.blur()
    await expect(field).to_have_value("K7QM-2XPR-H9TD-4WNB")
    await button.click()
    await expect(summary).to_contain_text(messages.BOZZA_NON_TROVATA)
    await expect(summary).to_contain_text("Nessuna richiesta salvata ha questo codice")
    await expect(page).to_have_url(f"{live_server}/main/resume")
    await assert_accessible(page)
    await screenshot(page, "resume-codice-errore-1280")
