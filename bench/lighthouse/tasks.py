"""Blocking time from CPU time: built web apps compared by their main thread's tasks in a trace.

    .venv/bin/python bench/lighthouse/tasks.py /tmp/before-dist /tmp/after-dist --rounds 5

Lighthouse's simulated TBT scales the wall time of the tasks it observes by 4, so on a shared
machine other processes' load lands in the figure. This reads the same tasks from a Chrome trace
by the CPU time their thread spent (`tdur`), which the load barely moves, and applies Lighthouse's
rule to them: every task after the first contentful paint blocks for 4 × its CPU time − 50 ms.
Variants are interleaved on one running stack as in ab.py (same inline scripts in every variant).
"""

import json
import os
import statistics
import sys
import tempfile
from dataclasses import dataclass
from pathlib import Path

from playwright.sync_api import Playwright, ViewportSize, sync_playwright

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from bench import lighthouse
from bench.stack import running_stack

CATEGORIES = "devtools.timeline,disabled-by-default-devtools.timeline,loading,toplevel"
SLOWDOWN = 4
LONG_TASK_MS = 50
# Lighthouse's mobile emulation: Moto G Power's screen.
VIEWPORT: ViewportSize = {"width": 412, "height": 823}


@dataclass(frozen=True)
class Tasks:
    tbt_ms: float
    longest_ms: float
    total_ms: float


def read_trace(path: Path) -> Tasks:
    events = json.loads(path.read_text())
    events = events["traceEvents"] if isinstance(events, dict) else events
    # The page's renderer: the one that parsed its HTML (Chrome's own pages run in others).
    page = {
        event["pid"]
        for event in events
        if event.get("name") == "ParseHTML"
        and event["args"].get("beginData", {}).get("url", "").startswith("http")
    }
    main = {
        (event["pid"], event["tid"])
        for event in events
        if event.get("name") == "thread_name"
        and event["args"].get("name") == "CrRendererMain"
        and event["pid"] in page
    }
    paints = [
        event["ts"]
        for event in events
        if event.get("name") == "firstContentfulPaint" and event["pid"] in page
    ]
    if not paints:
        raise RuntimeError(f"{path}: no first contentful paint in the trace")
    tasks = [
        event["tdur"] / 1000
        for event in events
        if event.get("name") == "RunTask"
        and event.get("ph") == "X"
        and (event["pid"], event["tid"]) in main
        and event["ts"] + event["dur"] > min(paints)
        and "tdur" in event
    ]
    return Tasks(
        tbt_ms=sum(max(0.0, SLOWDOWN * cpu - LONG_TASK_MS) for cpu in tasks),
        longest_ms=max(tasks, default=0.0),
        total_ms=sum(tasks),
    )


def trace(playwright: Playwright, url: str, path: Path) -> Tasks:
    # A browser of its own for every page, as Lighthouse launches one: nothing compiled or cached.
    browser = playwright.chromium.launch(
        executable_path=lighthouse.CHROME, args=lighthouse.CHROME_FLAGS.split()[1:]
    )
    context = browser.new_context(viewport=VIEWPORT, is_mobile=True, device_scale_factor=1.75)
    page = context.new_page()
    browser.start_tracing(page=page, categories=CATEGORIES.split(","))
    page.goto(url, wait_until="networkidle")
    page.wait_for_timeout(2000)
    path.write_bytes(browser.stop_tracing())
    browser.close()
    return read_trace(path)


def main() -> None:
    args = lighthouse.variants_arguments(__doc__.splitlines()[0], rounds=5)
    traces = Path(tempfile.mkdtemp(prefix="prestito-traces-"))
    runs: dict[tuple[str, str], list[Tasks]] = {}
    with running_stack("embedded") as stack, sync_playwright() as playwright:
        for name, page, slug in lighthouse.interleaved(args.dists, args.rounds):
            tasks = trace(playwright, stack.base_url + page.path, traces / f"{slug}.json")
            runs.setdefault((name, page.name), []).append(tasks)
            print(
                f"{name:>12} {page.name:18} TBT {tasks.tbt_ms:4.0f} ms "
                f"longest {tasks.longest_ms:3.0f} ms total {tasks.total_ms:4.0f} ms CPU "
                f"load {os.getloadavg()[0]:.1f}",
                flush=True,
            )
    for (name, title), traced in runs.items():
        tbt = statistics.median(t.tbt_ms for t in traced)
        longest = statistics.median(t.longest_ms for t in traced)
        total = statistics.median(t.total_ms for t in traced)
        print(
            f"median {name:>12} {title:18} TBT {tbt:4.0f} ms longest {longest:3.0f} ms "
            f"total {total:4.0f} ms CPU (n={len(traced)})"
        )
    print(f"traces in {traces}")


if __name__ == "__main__":
    main()
