"""Figure 6b: Lighthouse (mobile, simulated throttling) on the simulator landing and light form.

Lighthouse is pinned in `bench/lighthouse/` with its own lock file, so the web app's
dependencies stay as they are; `npm ci` installs it there on first use. It drives the Debian
chromium (CHROME_PATH), never a browser it would download.
"""

import argparse
import json
import os
import shutil
import statistics
import subprocess
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

from bench.report import Result
from bench.stack import ROOT, Stack

FIGURE = "6 lighthouse"
HERE = Path(__file__).resolve().parent / "lighthouse"
CLI = HERE / "node_modules" / "lighthouse" / "cli" / "index.js"
CHROME = "/usr/bin/chromium"
CHROME_FLAGS = (
    "--headless --no-sandbox --disable-gpu --disable-background-networking "
    "--disable-component-update --disable-sync"
)
RUNS = 5
PERFORMANCE_BUDGET = 95.0
ACCESSIBILITY_BUDGET = 100.0
LCP_BUDGET_S = 1.8
# Every run's full report is kept here, for the diagnostics the summary leaves out.
REPORTS = ROOT / "var" / "bench" / "lighthouse"


@dataclass(frozen=True)
class Page:
    name: str
    path: str


PAGES = (
    # An applicant arriving from the public simulator with the loan in the query string.
    Page(
        "simulator landing",
        "/main/?CODICE_OFFERTA=PP-STD&SC_TIPO_OFFERTA=2&MOD_PAGAMENTO=RID&SC_BENE=LIQUIDITA"
        "&SC_NUMERO_RATE=60&SC_IMPORTO_TOTALE=1000000&SC_IMPORTO_RATA=19300&UTM_SOURCE=bench",
    ),
    Page("light form", "/main/"),
)


@dataclass(frozen=True)
class Run:
    performance: float
    accessibility: float
    lcp_s: float
    fcp_s: float
    tbt_ms: float
    cls: float
    # Lighthouse's opportunities with their estimated saving, largest first: the "profile".
    opportunities: tuple[str, ...] = ()


def variants_arguments(description: str, rounds: int) -> argparse.Namespace:
    """The command line of the A/B drivers (lighthouse/ab.py, lighthouse/tasks.py)."""
    parser = argparse.ArgumentParser(description=description)
    parser.add_argument(
        "dists", nargs="+", type=Path, help="built web apps (a vite build's outDir)"
    )
    parser.add_argument("--rounds", type=int, default=rounds)
    return parser.parse_args()


def interleaved(dists: list[Path], rounds: int) -> Iterator[tuple[str, Page, str]]:
    """Each round, each variant copied in as the served web app (web/dist, which the API reads
    at every request), then each audited page: (variant, page, a slug for its file). Variants
    interleaved, so the machine's load falls on all of them alike."""
    served = ROOT / "web" / "dist"
    for round_ in range(rounds):
        for variant in dists:
            shutil.rmtree(served, ignore_errors=True)
            shutil.copytree(variant, served)
            for page in PAGES:
                yield (
                    variant.name,
                    page,
                    f"{variant.name}-{page.name.replace(' ', '-')}-{round_ + 1}",
                )


def ensure_installed() -> None:
    marker = HERE / "node_modules" / ".package-lock.json"
    lock = HERE / "package-lock.json"
    if not marker.exists() or marker.stat().st_mtime < lock.stat().st_mtime:
        subprocess.run(["npm", "ci", "--no-audit", "--no-fund"], cwd=HERE, check=True)


def audit(url: str, report: Path, *flags: str, chrome_flags: str = CHROME_FLAGS) -> Run:
    """One Lighthouse run of `url`, its JSON report written to `report`; `flags` go to
    Lighthouse after ours (bench/lighthouse/applied.py: `--throttling-method=devtools`)."""
    report.parent.mkdir(parents=True, exist_ok=True)
    subprocess.run(
        [
            "node",
            str(CLI),
            url,
            "--output=json",
            f"--output-path={report}",
            "--only-categories=performance,accessibility",
            f"--chrome-flags={chrome_flags}",
            "--quiet",
            *flags,
        ],
        env={**os.environ, "CHROME_PATH": CHROME},
        check=True,
        timeout=240,
    )
    data = json.loads(report.read_text())
    metrics = data["audits"]
    categories = data["categories"]
    savings = sorted(
        (
            (audit["details"]["overallSavingsMs"], audit["title"])
            for audit in data["audits"].values()
            if audit.get("details", {}).get("overallSavingsMs", 0) > 0
        ),
        reverse=True,
    )
    return Run(
        performance=categories["performance"]["score"] * 100,
        accessibility=categories["accessibility"]["score"] * 100,
        lcp_s=metrics["largest-contentful-paint"]["numericValue"] / 1000,
        fcp_s=metrics["first-contentful-paint"]["numericValue"] / 1000,
        tbt_ms=metrics["total-blocking-time"]["numericValue"],
        cls=metrics["cumulative-layout-shift"]["numericValue"],
        opportunities=tuple(f"{title} (-{ms / 1000:.1f} s)" for ms, title in savings[:3]),
    )


def run(stack: Stack, smoke: bool) -> list[Result]:
    ensure_installed()
    runs = 1 if smoke else RUNS
    results: list[Result] = []
    for page in PAGES:
        slug = page.name.replace(" ", "-")
        audits = [
            audit(stack.base_url + page.path, REPORTS / f"{slug}-{n + 1}.json") for n in range(runs)
        ]
        performance = statistics.median(a.performance for a in audits)
        accessibility = statistics.median(a.accessibility for a in audits)
        lcp = statistics.median(a.lcp_s for a in audits)
        fcp = statistics.median(a.fcp_s for a in audits)
        tbt = statistics.median(a.tbt_ms for a in audits)
        cls = statistics.median(a.cls for a in audits)
        every = ", ".join(f"{a.performance:.0f}/{a.lcp_s:.2f}s" for a in audits)
        # Lighthouse scales the tasks it observes by 4: on a shared machine the load is part of the
        # figure, so it is printed and kept with it.
        load = os.getloadavg()[0]
        print(f"  {page.name}: performance/LCP per run {every}; accessibility {accessibility:.0f}")
        print(f"  medians: FCP {fcp:.2f} s, TBT {tbt:.0f} ms, CLS {cls:.3f}")
        print(f"  opportunities: {'; '.join(audits[0].opportunities) or 'none'}")
        note = f"median of {runs} mobile runs, load average {load:.1f}"
        results += [
            Result(
                FIGURE,
                f"{page.name}: performance",
                performance,
                "",
                PERFORMANCE_BUDGET,
                False,
                note=note,
            ),
            Result(
                FIGURE,
                f"{page.name}: accessibility",
                accessibility,
                "",
                ACCESSIBILITY_BUDGET,
                False,
                note=note,
            ),
            Result(
                FIGURE,
                f"{page.name}: LCP",
                lcp,
                "s",
                LCP_BUDGET_S,
                note="; ".join(audits[0].opportunities),
            ),
            Result(FIGURE, f"{page.name}: FCP", fcp, "s", note=note),
            Result(FIGURE, f"{page.name}: TBT", tbt, "ms", note=note),
            Result(FIGURE, f"{page.name}: CLS", cls, "", note=note),
        ]
    return results
