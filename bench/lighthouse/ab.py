"""Lighthouse A/B: two or more built web apps compared back to back on one running stack.

    .venv/bin/python bench/lighthouse/ab.py /tmp/before-dist /tmp/after-dist --rounds 3

On a shared machine the load moves Lighthouse's figures more than most changes do, so variants are
audited interleaved (A, B, A, B, …), each round copying one variant's files into web/dist, which
the API reads at every request. The inline scripts of index.html must be the same in every
variant: the API hashes them into its CSP once, at start. web/dist is left holding the last one.
"""

import os
import statistics
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from bench import lighthouse
from bench.stack import running_stack


def main() -> None:
    args = lighthouse.variants_arguments(__doc__.splitlines()[0], rounds=3)
    lighthouse.ensure_installed()
    runs: dict[tuple[str, str], list[lighthouse.Run]] = {}
    with running_stack("embedded") as stack:
        for name, page, slug in lighthouse.interleaved(args.dists, args.rounds):
            run = lighthouse.audit(
                stack.base_url + page.path, lighthouse.REPORTS / "ab" / f"{slug}.json"
            )
            runs.setdefault((name, page.name), []).append(run)
            print(
                f"{name:>12} {page.name:18} performance {run.performance:.0f} "
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
