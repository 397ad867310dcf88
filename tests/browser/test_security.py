"""The Content Security Policy in a real browser: the pages load everything they need under it."""

import asyncio
import re
from collections.abc import AsyncIterator

import pytest
import uvicorn
from playwright.async_api import Browser, Page, Route, expect
from temporalio.client import Client

from runtime.settings import Settings
from tests.browser.conftest import WEB_DIST
from tests.browser.journey import (
    STEP_TIMEOUT,
    choose_offer_and_confirm_secci,
    fill_light_form,
    submit_light_form,
)
from tests.conftest import free_port

# Every frame reports what the policy blocked to the top page, which the test reads at the end.
RECORD_VIOLATIONS = """
document.addEventListener("securitypolicyviolation", (event) => {
  const report = `${event.effectiveDirective} blocked ${event.blockedURI || "inline"}`
    + ` in ${event.documentURI} (${event.sourceFile}:${event.lineNumber})`;
  try {
    (window.top.__cspViolations = window.top.__cspViolations || []).push(report);
  } catch (crossOrigin) {
    (window.__cspViolations = window.__cspViolations || []).push(report);
  }
});
"""


class Violations:
    """What the policy blocked on a page: the DOM events and chromium's console messages."""

    def __init__(self, page: Page) -> None:
        self.page = page
        self.console: list[str] = []
        page.on("console", self._console)

    def _console(self, message: object) -> None:
        text = getattr(message, "text", "")
        if "Content Security Policy" in text:
            self.console.append(text)

    async def assert_none(self) -> None:
        reported: list[str] = []
        for frame in self.page.frames:
            try:
                reported += await frame.evaluate("window.__cspViolations || []")
            except Exception:  # a frame the browser's PDF viewer owns: its console still counts
                continue
        assert not reported and not self.console, "\n".join([*reported, *self.console])


@pytest.fixture
async def watched(page: Page) -> Violations:
    await page.context.add_init_script(RECORD_VIOLATIONS)
    return Violations(page)


async def test_the_journey_to_the_personal_data_breaks_no_rule_of_the_policy(
    page: Page, watched: Violations, live_server: str
) -> None:
    response = await page.goto(f"{live_server}/main/simulatore")
    assert response is not None
    policy = response.headers["content-security-policy"]
    assert "'unsafe-inline'" not in policy.split("script-src", 1)[1].split(";", 1)[0]
    assert response.headers["x-frame-options"] == "DENY"
    await page.locator('[name="importo"]').fill("12.000")
    await expect(page.get_by_test_id("quote-taeg")).to_contain_text("%")
    await page.get_by_role("button", name="Richiedi il prestito").click()
    await fill_light_form(page)
    await submit_light_form(page)
    # The offer, and the SECCI shown in a frame from an object URL (frame-src blob:).
    await choose_offer_and_confirm_secci(page, live_server)
    await watched.assert_none()


async def test_the_first_frame_script_runs_under_the_policy(
    page: Page, watched: Violations, live_server: str
) -> None:
    # index.html's inline script shows the page's heading before any module has loaded;
    # blocked, the frame would show the loading message instead.
    await page.route("**/main/assets/**", lambda route: route.abort())
    await page.goto(f"{live_server}/main/")
    await expect(page.locator("#shell .shell-intro[data-page=home]")).to_be_visible()
    await expect(page.locator("#shell .shell-status")).to_be_hidden()
    await page.goto(f"{live_server}/main/simulatore")
    await expect(page.locator("#shell .shell-intro[data-page=simulatore]")).to_be_visible()
    await expect(page.locator("#shell .shell-status")).to_be_hidden()
    await watched.assert_none()


# Google's origins, answered here by stand-ins: the machine has no way out, and what is tested
# is that the policy lets the tag manager and the analytics it loads through.
GOOGLE = re.compile(r"^https://([a-z0-9-]+\.)*(googletagmanager|google-analytics|google)\.com/")
TAG_MANAGER_STAND_IN = """
window.__tagManagerRan = true;
const gtag = document.createElement("script");
gtag.src = "https://www.googletagmanager.com/gtag/js?id=G-TEST";
document.head.appendChild(gtag);
new Image().src = "https://www.google-analytics.com/g/collect?v=2&tid=G-TEST";
navigator.sendBeacon("https://region1.analytics.google.com/g/collect?v=2&tid=G-TEST");
"""


async def _google(route: Route) -> None:
    url = route.request.url
    if "/gtm.js" in url:
        await route.fulfill(body=TAG_MANAGER_STAND_IN, content_type="text/javascript")
    elif "/gtag/js" in url:
        await route.fulfill(body="window.__gtagRan = true;", content_type="text/javascript")
    else:
        await route.fulfill(status=204)


@pytest.fixture
async def tag_manager_server(
    settings: Settings, temporal_client: Client, worker: None
) -> AsyncIterator[str]:
    """The product with PRESTITO_TAG_MANAGER_ID set."""
    from api.main import create_app

    port = free_port()
    configured = settings.model_copy(update={"web_dist": WEB_DIST, "tag_manager_id": "GTM-TEST1"})
    server = uvicorn.Server(
        uvicorn.Config(
            create_app(configured, temporal=temporal_client),
            host="127.0.0.1",
            port=port,
            log_level="warning",
        )
    )
    task = asyncio.create_task(server.serve())
    while not server.started:
        await asyncio.sleep(0.05)
    yield f"http://127.0.0.1:{port}"
    server.should_exit = True
    await task


async def test_the_tag_manager_loads_under_the_policy_when_configured(
    page: Page, watched: Violations, tag_manager_server: str
) -> None:
    await page.route(GOOGLE, _google)
    await page.goto(f"{tag_manager_server}/main/simulatore")
    await expect(page.locator('[name="importo"]')).to_be_visible(timeout=STEP_TIMEOUT)
    # Polled with evaluate, not wait_for_function: its in-page predicate is an eval the policy
    # (rightly) refuses.
    for _ in range(100):
        if await page.evaluate("Boolean(window.__tagManagerRan && window.__gtagRan)"):
            break
        await asyncio.sleep(0.1)
    else:
        raise AssertionError("the tag manager's script or the tag it loads never ran")
    await watched.assert_none()


SWAGGER_STAND_IN = """
window.SwaggerUIBundle = function (config) {
  document.getElementById("swagger-ui").textContent = "Swagger UI: " + config.url;
  return {};
};
SwaggerUIBundle.presets = { apis: {} };
SwaggerUIBundle.SwaggerUIStandalonePreset = {};
"""


async def test_the_api_docs_page_loads_swagger_ui_under_its_own_policy(
    browser: Browser, live_server: str
) -> None:
    context = await browser.new_context()
    page = await context.new_page()
    await context.add_init_script(RECORD_VIOLATIONS)
    watched = Violations(page)

    async def cdn(route: Route) -> None:
        if route.request.url.endswith(".js"):
            await route.fulfill(body=SWAGGER_STAND_IN, content_type="text/javascript")
        else:
            await route.fulfill(body="", content_type="text/css")

    await page.route("https://cdn.jsdelivr.net/**", cdn)
    await page.route("https://fastapi.tiangolo.com/**", lambda route: route.fulfill(status=204))
    await page.goto(f"{live_server}/main/api/docs")
    # The CDN's script and the page's own start-up script both ran.
    await expect(page.locator("#swagger-ui")).to_have_text("Swagger UI: /main/api/openapi.json")
    await watched.assert_none()
    await context.close()
