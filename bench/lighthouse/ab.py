"""Lighthouse A/B: two or more built web apps compared back to back on one running stack.

    .venv/bin/python bench/lighthouse/ab.py /tmp/before-dist /tmp/after-dist --rounds 3

On a shared machine the load moves Lighthouse's figures more than most changes do, so variants are
audited interleaved (A, B, A, B, …), each round copying one variant's files into web/dist, which
the API reads at every request. The inline scripts of index.html must be the same in every
variant: the API hashes them into its CSP once, at start. web/dist is left holding the last one.
"""

import argparse
import os
import shutil
import statistics
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from bench import lighthouse
from bench.stack import ROOT, running_stack


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument(
        "dists", nargs="+", type=Path, help="built web apps (a vite build's outDir)"
    )
    parser.add_argument("--rounds", type=int, default=3)
    args = parser.parse_args()
    dist = ROOT / "web" / "dist"
    lighthouse.ensure_installed()
    runs: dict[tuple[str, str], list[lighthouse.Run]] = {}
    with running_stack("embedded") as stack:
        for round_ in range(args.rounds):
            for variant in args.dists:
                shutil.rmtree(dist, ignore_errors=True)
                shutil.copytree(variant, dist)
                for page in lighthouse.PAGES:
                    slug = f"{variant.name}-{page.name.replace(' ', '-')}-{round_ + 1}"
                    run = lighthouse.audit(
                        stack.base_url + page.path, lighthouse.REPORTS / "ab" / f"{slug}.json"
                    )
                    runs.setdefault((variant.name, page.name), []).append(run)
                    print(
                        f"{variant.name:>12} {page.name:18} performance {run.performance:.0f} "
                        f"TBT {run.tbt_ms:.0f} ms LCP {run.lcp_s:.2f} s CLS {run.cls:.3f} "
                        f"a11y {run.accessibility:.0f} load {os.getloadavg()[0]:.1f}",
                        flush=True,
                    )
    for (name, title), audits in runs.items():
        print(
            f"median {name:>12} {title:18} performance "
            f"{statistics.median(a.performance for a in audits):.0f} "
            f"TBT {statistics.median(a.tbt_ms for a in audits):.0f} ms "
            f"LCP {statistics.median(a.lcp_s for a in audits):.2f} s "
            f"CLS {statistics.median(a.cls for a in audits):.3f} (n={len(audits)})"
        )


if __name__ == "__main__":
    main()
