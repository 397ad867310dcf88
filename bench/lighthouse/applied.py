"""The first page on a slow phone network: Lighthouse with applied throttling, and when it is ready.

    .venv/bin/python bench/lighthouse/applied.py --rounds 3

Figure 6b's simulated throttling estimates a page from a trace taken at full speed; this runs the
same pages of the built web app (web/dist) with Lighthouse's *applied* throttling (Chrome itself
slowed to its slow-4G profile, 562 ms a round trip and 1.6 Mbit/s, and its CPU by 4), where every
request really waits. Besides Lighthouse's figures it prints, from each run's requests, when the
light form could first be used: its code (the page's chunk and the chunks asked for with it), the
environment settings and the reference lists all arrived.
"""

import argparse
import json
import statistics
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from bench import lighthouse
from bench.stack import running_stack

PAGE_CHUNK = "/assets/LightFormPage-"
# The chunks the page's import asks for come with it; later ones (prefetches) are not waited for.
WITH_THE_PAGE_MS = 300


def ready_ms(report: Path) -> float:
    requests = json.loads(report.read_text())["audits"]["network-requests"]["details"]["items"]
    page = next(r["networkRequestTime"] for r in requests if PAGE_CHUNK in r["url"])
    code = [
        r["networkEndTime"]
        for r in requests
        if "/assets/" in r["url"] and abs(r["networkRequestTime"] - page) < WITH_THE_PAGE_MS
    ]
    answers = [
        r["networkEndTime"]
        for r in requests
        if r["url"].endswith(("/main/api/env", "/main/api/cache/lookup"))
    ]
    return max(code + answers)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=3)
    args = parser.parse_args()
    lighthouse.ensure_installed()
    with running_stack("embedded") as stack:
        for page in lighthouse.PAGES:
            runs = []
            slug = page.name.replace(" ", "-")
            for n in range(args.rounds):
                path = lighthouse.REPORTS / "applied" / f"{slug}-{n + 1}.json"
                run = lighthouse.audit(
                    stack.base_url + page.path, path, "--throttling-method=devtools"
                )
                runs.append((run.performance, run.lcp_s * 1000, run.tbt_ms, ready_ms(path)))
            performance, lcp, tbt, ready = (statistics.median(r[k] for r in runs) for k in range(4))
            every = ", ".join(f"{r[3] / 1000:.2f}" for r in runs)
            print(
                f"{page.name}: performance {performance:.0f}, LCP {lcp / 1000:.2f} s, "
                f"TBT {tbt:.0f} ms, ready {ready / 1000:.2f} s (per run {every} s)",
                flush=True,
            )


if __name__ == "__main__":
    main()
