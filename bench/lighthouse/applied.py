"""The first page on a slow phone network: Lighthouse with applied throttling, and when it is ready.

    .venv/bin/python bench/lighthouse/applied.py --rounds 3 [--http2]

Figure 6b's simulated throttling estimates a page from a trace taken at full speed; this runs the
same pages of the built web app (web/dist) with Lighthouse's *applied* throttling (Chrome itself
slowed to its slow-4G profile, 562 ms a round trip and 1.6 Mbit/s, and its CPU by 4), where every
request really waits. Besides Lighthouse's figures it prints, from each run's requests, when the
light form could first be used: its code (the page's chunk and the chunks asked for with it), the
environment settings and the reference lists all arrived.

With `--http2` every page is also run over HTTP/2, through the same app served over TLS by
hypercorn (bench/http2.py), rounds alternating: the embedded stack speaks HTTP/1.1, a deployment
reaches phones over HTTPS.
"""

import argparse
import json
import os
import statistics
import sys
from contextlib import ExitStack
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from bench import lighthouse
from bench.http2 import http2_front
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
    parser.add_argument("--http2", action="store_true", help="also over HTTP/2 (bench/http2.py)")
    args = parser.parse_args()
    lighthouse.ensure_installed()
    with running_stack("embedded") as stack, ExitStack() as servers:
        # (label in the output and the reports' names, base URL, Chrome's flags)
        fronts = [("", stack.base_url, lighthouse.CHROME_FLAGS)]
        if args.http2:
            base = servers.enter_context(http2_front({**os.environ, **stack.env}))
            # The certificate is the run's own: only this Chrome is told to take it.
            fronts.append(
                ("HTTP/2", base, lighthouse.CHROME_FLAGS + " --ignore-certificate-errors")
            )
        runs: dict[tuple[str, str], list[tuple[float, float, float, float]]] = {}
        for n in range(args.rounds):
            for label, base, chrome in fronts:
                for page in lighthouse.PAGES:
                    slug = "-".join(
                        filter(None, (label.replace("/", ""), page.name.replace(" ", "-")))
                    )
                    path = lighthouse.REPORTS / "applied" / f"{slug}-{n + 1}.json"
                    run = lighthouse.audit(
                        base + page.path, path, "--throttling-method=devtools", chrome_flags=chrome
                    )
                    runs.setdefault((label, page.name), []).append(
                        (run.performance, run.lcp_s * 1000, run.tbt_ms, ready_ms(path))
                    )
        for (label, name), measured in runs.items():
            performance, lcp, tbt, ready = (
                statistics.median(r[k] for r in measured) for k in range(4)
            )
            every = ", ".join(f"{r[3] / 1000:.2f}" for r in measured)
            print(
                f"{name}{f' over {label}' if label else ''}: performance {performance:.0f}, "
                f"LCP {lcp / 1000:.2f} s, TBT {tbt:.0f} ms, ready {ready / 1000:.2f} s "
                f"(per run {every} s)",
                flush=True,
            )


if __name__ == "__main__":
    main()
