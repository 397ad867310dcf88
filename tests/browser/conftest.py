"""Browser fixtures: the real API serving the built web app, and Debian's chromium."""

import asyncio
from collections.abc import AsyncIterator, Generator
from pathlib import Path

import pytest
import uvicorn
from axe_playwright_python.async_playwright import Axe
from playwright.async_api import Browser, Page, async_playwright
from playwright.async_api import Error as PlaywrightError
from temporalio.client import Client

from runtime.settings import Settings
from tests.browser.journey import ARTIFACTS
from tests.conftest import ROOT, free_port

CHROMIUM = "/usr/bin/chromium"
CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]
WEB_DIST = ROOT / "web" / "dist"
# Serious and critical axe findings fail the test (WCAG 2.1 AA).
BLOCKING_IMPACTS = {"serious", "critical"}
# How long a page may take to finish loading what it shows before axe reads it.
SETTLE_TIMEOUT = 20_000
# The wait between two signing codes, shortened from the back office's 30 s: long enough to see
# it enforced and counted down on the page, short enough not to be the tests' waiting time.
OTP_RESEND_AFTER_SECONDS = 10
# Whether a test's own body failed, for the page fixture to keep what the page showed.
CALL_FAILED = pytest.StashKey[bool]()


@pytest.hookimpl(wrapper=True)
def pytest_runtest_makereport(
    item: pytest.Item, call: pytest.CallInfo[None]
) -> Generator[None, pytest.TestReport, pytest.TestReport]:
    report = yield
    if report.when == "call":
        item.stash[CALL_FAILED] = report.failed
    return report


@pytest.fixture(scope="session")
async def live_server(
    settings: Settings, temporal_client: Client, worker: None
) -> AsyncIterator[str]:
    """The product's API with the built web app, on a real port, as a person reaches it."""
    if not (WEB_DIST / "index.html").exists():
        pytest.fail("web/dist is missing: run `npm run build` (make test does it)")
    from api.main import create_app

    port = free_port()
    # Links in e-mails (resume links) point at this server, as they would in production.
    served = settings.model_copy(
        update={
            "web_dist": WEB_DIST,
            "qr_code_url": f"http://127.0.0.1:{port}",
            "otp_resend_after_seconds": OTP_RESEND_AFTER_SECONDS,
        }
    )
    app = create_app(served, temporal=temporal_client)
    server = uvicorn.Server(uvicorn.Config(app, host="127.0.0.1", port=port, log_level="warning"))
    task = asyncio.create_task(server.serve())
    while not server.started:
        await asyncio.sleep(0.05)
    yield f"http://127.0.0.1:{port}"
    server.should_exit = True
    await task


@pytest.fixture(scope="session")
async def browser() -> AsyncIterator[Browser]:
    if not Path(CHROMIUM).exists():
        pytest.fail("Debian chromium is missing: `apt-get install -y chromium` (make test does it)")
    async with async_playwright() as playwright:
        launched = await playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        yield launched
        await launched.close()


@pytest.fixture
async def page(browser: Browser, request: pytest.FixtureRequest) -> AsyncIterator[Page]:
    context = await browser.new_context(locale="it-IT", viewport={"width": 1280, "height": 900})
    opened = await context.new_page()
    yield opened
    if request.node.stash.get(CALL_FAILED, False):
        await _keep_failed_page(opened, request.node.name)
    await context.close()


async def _keep_failed_page(page: Page, test_name: str) -> None:
    """What the page showed when its test failed: a screenshot in tests/artifacts/failed/ and
    its text in the report (a wait that ran out says only what it waited for, not what the
    applicant saw instead: an error card, another page)."""
    try:
        folder = ARTIFACTS / "failed"
        folder.mkdir(parents=True, exist_ok=True)
        await page.screenshot(path=str(folder / f"{test_name}.png"), full_page=True)
        print(f"The page at {page.url} when the test failed:\n{await page.inner_text('body')}")
    except PlaywrightError as exc:
        print(f"The failed test's page could not be kept: {exc}")


async def assert_accessible(page: Page) -> None:
    """axe-core in the page: no serious or critical WCAG 2.1 A/AA violation."""
    # The page as it settles: axe reads colours mid-transition (a button fading in) as low
    # contrast. A figure still loading (aria-busy) would enable a button and start such a
    # transition after the wait, so the page is first let finish; two frames let a state change
    # start its transitions. Endless animations (a spinner) are not waited for.
    await page.wait_for_function(
        "() => !document.querySelector('[aria-busy=\"true\"]')", timeout=SETTLE_TIMEOUT
    )
    await page.evaluate(
        "() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)))"
    )
    await page.evaluate(
        """() => Promise.all(document.getAnimations()
            .filter((a) => a.effect?.getComputedTiming().iterations !== Infinity)
            .map((a) => a.finished.catch(() => null)))"""
    )
    results = await Axe().run(
        page,
        options={
            "runOnly": {"type": "tag", "values": ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]}
        },
    )
    blocking = [
        f"{v['id']} ({v['impact']}): {[n['target'] for n in v['nodes']][:3]}"
        for v in results.response["violations"]
        if v["impact"] in BLOCKING_IMPACTS
    ]
    assert not blocking, "\n".join(blocking)
