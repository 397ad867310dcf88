"""Figure 15: what a visitor's first load of a page costs the stack, as a browser asks it.

Chromium, with an empty cache and storage for every load, opens the light form (`/main/`) and
the simulator landing until the form is on screen and the network is quiet: the page, every
script it loads, its images, and the API routes it asks (settings, reference lists, the default
loan's quote). The CPU each process of the stack spent is read from /proc around each load. On
a phone the stack is elsewhere; on the benchmark's two cores it competes with the browser, and
every visitor's load is work the servers do.
"""

import time
from collections import Counter

from playwright.async_api import Request, async_playwright

from bench import lighthouse
from bench.report import Result
from bench.stack import Stack
from bench.stats import summarize

FIGURE = "15 page load"
PAGES = {page.name: page.path for page in lighthouse.PAGES}
# Where the light form is drawn: its first field.
READY = "Nome"


async def run(stack: Stack, smoke: bool) -> list[Result]:
    loads, warm_up = (2, 1) if smoke else (10, 2)
    results: list[Result] = []
    async with async_playwright() as playwright:
        browser = await playwright.chromium.launch(
            executable_path=lighthouse.CHROME, args=lighthouse.CHROME_FLAGS.split()[1:]
        )
        for name, path in PAGES.items():
            cpu: Counter[str] = Counter()
            taken: list[float] = []
            requests = 0
            for number in range(warm_up + loads):
                context = await browser.new_context()
                page = await context.new_page()
                asked: list[Request] = []

                def ask(request: Request, asked: list[Request] = asked) -> None:
                    asked.append(request)

                page.on("request", ask)
                before = stack.cpu()
                began = time.perf_counter()
                await page.goto(stack.base_url + path)
                await page.get_by_label(READY, exact=True).wait_for()
                await page.wait_for_load_state("networkidle")
                elapsed = (time.perf_counter() - began) * 1000
                after = stack.cpu()
                await context.close()
                if number >= warm_up:
                    taken.append(elapsed)
                    cpu.update({process: after[process] - before[process] for process in after})
                    requests = len(asked)
            per_load = {process: 1000 * s / loads for process, s in cpu.items()}
            servers = ", ".join(f"{process} {ms:.0f}" for process, ms in per_load.items() if ms)
            summary = summarize(taken)
            print(f"  {name}: {requests} requests, {summary.line()}; CPU ms per load: {servers}")
            results += [
                Result(FIGURE, f"{name}: requests", requests, ""),
                Result(FIGURE, f"{name}: load p50", summary.p50, "ms", note=f"n={summary.count}"),
                Result(
                    FIGURE,
                    f"{name}: stack CPU per load",
                    sum(per_load.values()),
                    "ms",
                    note=servers,
                ),
            ]
        await browser.close()
    return results
