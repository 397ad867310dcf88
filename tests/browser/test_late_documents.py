"""A PDF that arrives late moves nothing under it.

The SECCI page shows the document's links and, on wide screens, a frame; they come after the page
(the PDF is fetched with the token). When the frame used to appear only then, everything under it
jumped 36rem down at that moment, and a tap aimed at "Salva e continua più tardi" landed in the
frame (a CI run saw exactly that: the draft was never saved). Here the PDF is held back by the
browser's network until the page has been measured, then let through.
"""

import asyncio

import pytest
from playwright.async_api import Locator, Page, Route, ViewportSize, expect

from tests.browser.conftest import assert_accessible
from tests.browser.journey import STEP_TIMEOUT, ApiJourney, screenshot
from tests.browser.test_320px import NARROW

DESKTOP: ViewportSize = {"width": 1280, "height": 900}


class HeldBack:
    """Requests matching a pattern wait until `release()`; the page meanwhile shows its loading."""

    def __init__(self) -> None:
        self.released = asyncio.Event()
        self.seen = asyncio.Event()

    async def handle(self, route: Route) -> None:
        self.seen.set()
        await self.released.wait()
        await route.continue_()

    def release(self) -> None:
        self.released.set()


async def box_of(locator: Locator) -> tuple[float, float, float, float]:
    box = await locator.bounding_box()
    assert box is not None, locator
    return box["x"], box["y"], box["width"], box["height"]


async def boxes(page: Page, controls: list[Locator]) -> list[tuple[float, float, float, float]]:
    # Measured from the top of the document, whatever the scroll.
    await page.evaluate("window.scrollTo(0, 0)")
    return [await box_of(control) for control in controls]


@pytest.mark.parametrize("viewport", [DESKTOP, NARROW], ids=["1280", "320"])
async def test_the_secci_arriving_moves_neither_the_confirmation_nor_save(
    viewport: ViewportSize, page: Page, live_server: str
) -> None:
    await page.set_viewport_size(viewport)
    journey = await ApiJourney.start(live_server)
    await journey.choose_offer()
    await journey.open_in(page)
    held = HeldBack()
    await page.route("**/secci.pdf", held.handle)

    await page.goto(f"{live_server}/main/secci")
    await expect(page.get_by_role("heading", level=1)).to_have_text(
        "Leggi il documento SECCI", timeout=STEP_TIMEOUT
    )
    await asyncio.wait_for(held.seen.wait(), STEP_TIMEOUT / 1000)
    # While it comes: said, and the links' places taken by busy buttons nobody can use yet.
    await expect(
        page.get_by_role("status").filter(has_text="Caricamento del documento")
    ).to_be_attached()
    await expect(page.get_by_test_id("secci-download")).to_have_count(0)
    await assert_accessible(page)
    await screenshot(page, f"secci-in-arrivo-{viewport['width']}")
    controls = [
        page.get_by_label("Ho letto il documento SECCI"),
        page.get_by_role("button", name="Conferma e continua"),
        page.get_by_role("button", name="Salva e continua più tardi"),
    ]
    before = await boxes(page, controls)

    held.release()
    await expect(page.get_by_test_id("secci-download")).to_be_visible(timeout=STEP_TIMEOUT)
    await expect(page.get_by_role("link", name="Apri il SECCI in una nuova scheda")).to_be_visible()
    if viewport is DESKTOP:
        await expect(
            page.frame_locator('iframe[title="Documento SECCI"]').locator("body")
        ).to_be_attached()
    assert await boxes(page, controls) == before

    # And the tap that follows at once is the one aimed at.
    await page.get_by_role("button", name="Salva e continua più tardi").click()
    await expect(page.get_by_test_id("draft-code")).to_be_visible(timeout=STEP_TIMEOUT)


@pytest.mark.parametrize("viewport", [DESKTOP, NARROW], ids=["1280", "320"])
async def test_the_simulators_figures_arriving_move_neither_its_button_nor_resume(
    viewport: ViewportSize, page: Page, live_server: str
) -> None:
    await page.set_viewport_size(viewport)
    held = HeldBack()
    await page.route("**/simulator/quote", held.handle)
    await page.goto(f"{live_server}/main/simulatore")
    await asyncio.wait_for(held.seen.wait(), STEP_TIMEOUT / 1000)
    await expect(page.get_by_text("Calcolo della rata in corso...")).to_be_visible()
    controls = [
        page.get_by_role("button", name="Richiedi il prestito"),
        page.get_by_role("link", name="Hai già iniziato una richiesta? Riprendi"),
    ]
    before = await boxes(page, controls)

    held.release()
    await expect(page.get_by_test_id("quote-rata")).to_contain_text("€", timeout=STEP_TIMEOUT)
    await expect(page.get_by_test_id("quote-example")).to_be_visible()
    assert await boxes(page, controls) == before

    # The person changes the duration: the figures are asked for again, in the same place.
    held.released.clear()
    held.seen.clear()
    await page.get_by_label("Durata").select_option("36")
    await asyncio.wait_for(held.seen.wait(), STEP_TIMEOUT / 1000)
    await expect(page.get_by_text("Calcolo della rata in corso...")).to_be_visible()
    await expect(page.get_by_role("button", name="Richiedi il prestito")).to_be_disabled()
    assert await boxes(page, controls) == before
    held.release()
    await expect(page.get_by_role("button", name="Richiedi il prestito")).to_be_enabled(
        timeout=STEP_TIMEOUT
    )
    assert await boxes(page, controls) == before
    await assert_accessible(page)
    await screenshot(page, f"simulatore-dopo-la-durata-{viewport['width']}")


@pytest.mark.parametrize("path", ["/main/simulatore", "/main/"], ids=["simulatore", "home"])
@pytest.mark.parametrize("viewport", [DESKTOP, NARROW], ids=["1280", "320"])
async def test_the_first_pages_heading_is_there_before_the_app_and_stays_put(
    path: str, viewport: ViewportSize, page: Page, live_server: str
) -> None:
    """The simulator (where an advert lands) and the light form show their heading and intro in
    index.html's static frame, before any script; React's page then takes their place exactly."""
    await page.set_viewport_size(viewport)
    held = HeldBack()
    await page.route("**/main/assets/**", held.handle)
    # Not waiting for the load, which waits for the scripts held back.
    await page.goto(f"{live_server}{path}", wait_until="commit")
    static = page.locator("#shell .shell-intro:visible")
    await expect(static).to_have_count(1)
    await expect(page.locator("#shell .shell-status")).to_be_hidden()
    texts = [await static.locator("h1").inner_text(), await static.locator("p").inner_text()]
    before = await boxes(page, [static.locator("h1"), static.locator("p")])
    await screenshot(page, f"primo-frame{path.replace('/', '-').rstrip('-')}-{viewport['width']}")

    held.release()
    await expect(page.locator("#shell")).to_have_count(0, timeout=STEP_TIMEOUT)
    heading = page.get_by_role("heading", level=1)
    await expect(heading).to_have_text(texts[0])
    intro = page.locator("main").get_by_text(texts[1], exact=True)
    assert await boxes(page, [heading, intro]) == before
