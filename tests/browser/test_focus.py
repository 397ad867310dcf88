"""Keyboard focus on arrival (issue 13): the page a visit lands on keeps the browser's focus."""

from playwright.async_api import Page, expect

from tests.browser.conftest import assert_accessible

ACTIVE = "document.activeElement"


async def test_the_first_tab_after_load_lands_on_the_first_control(
    page: Page, live_server: str
) -> None:
    await page.goto(f"{live_server}/main/")
    await expect(page.locator('[name="firstName"]')).to_be_visible()
    # Past the moment the heading used to take the focus (about 0.4 s after load).
    await page.wait_for_timeout(1000)
    assert await page.evaluate(f"{ACTIVE} === document.body")

    await page.keyboard.press("Tab")
    await expect(page.get_by_role("link", name="Vai al contenuto principale")).to_be_focused()
    await page.keyboard.press("Tab")
    await expect(page.locator('[name="firstName"]')).to_be_focused()
    await page.wait_for_timeout(600)
    await expect(page.locator('[name="firstName"]')).to_be_focused()


async def test_a_tab_pressed_while_the_page_loads_is_not_taken_back(
    page: Page, live_server: str
) -> None:
    await page.goto(f"{live_server}/main/simulatore", wait_until="commit")
    # Tab as soon as there is something to reach, as a keyboard user does.
    skip = page.get_by_role("link", name="Vai al contenuto principale")
    await skip.wait_for(state="attached")
    await page.keyboard.press("Tab")
    await expect(skip).to_be_focused()
    await page.wait_for_timeout(1000)
    await expect(skip).to_be_focused()


async def test_a_navigation_inside_the_app_starts_at_the_new_pages_heading(
    page: Page, live_server: str
) -> None:
    await page.goto(f"{live_server}/main/simulatore")
    start = page.get_by_role("button", name="Richiedi il prestito")
    await expect(start).to_be_enabled(timeout=15_000)
    await start.click()
    await expect(page.locator('[name="firstName"]')).to_be_visible()
    await expect(page.get_by_role("heading", level=1)).to_be_focused()
    await assert_accessible(page)
