"""Figure 14: what a first visit costs the API: index.html and every file it loads at once.

A browser with an empty cache, from an advert: the page and its scripts, asked one after the
other with `Accept-Encoding: gzip` as a browser asks them, against the stack's API. The API's
CPU per visit is read from /proc around the visits; the files are compressed once per process
(`api/web.py`), so the first visits (warm-up) are not counted.
"""

import re
import time

import httpx

from bench.report import Result
from bench.stack import Stack
from bench.stats import summarize

FIGURE = "14 first visit"
# What index.html makes a browser fetch before any page is drawn: its scripts and styles.
INITIAL = re.compile(r"""/main/assets/[^"']+\.(?:js|css)""")


async def run(stack: Stack, smoke: bool) -> list[Result]:
    visits, warm_up = (5, 2) if smoke else (100, 5)
    headers = {"Accept-Encoding": "gzip, deflate, br"}
    async with httpx.AsyncClient(base_url=stack.base_url, headers=headers) as browser:
        page = await browser.get("/main/")
        files = sorted(set(INITIAL.findall(page.text)))
        taken, cpu, sent = [], 0.0, 0
        for number in range(warm_up + visits):
            before = stack.cpu()["api"]
            began = time.perf_counter()
            sent = 0
            for path in ("/main/", *files):
                answer = await browser.get(path)
                answer.raise_for_status()
                sent += answer.num_bytes_downloaded
            if number >= warm_up:
                taken.append((time.perf_counter() - began) * 1000)
                cpu += stack.cpu()["api"] - before
    summary = summarize(taken)
    print(f"  first visit ({1 + len(files)} files, {sent / 1000:.1f} kB sent): {summary.line()}")
    return [
        Result(
            FIGURE, "files of a first visit", 1 + len(files), "", note=f"{sent / 1000:.1f} kB sent"
        ),
        Result(FIGURE, "first visit p50", summary.p50, "ms", note=f"n={summary.count}"),
        Result(FIGURE, "API CPU per first visit", 1000 * cpu / visits, "ms"),
    ]
