"""Figure 1: step latency for one applicant, through the API and the workflow Update.

The applicant walks the whole journey again and again with no think time (100 walks, so
at least 100 samples of each step and 600 steps in all), against a sandbox with
zero added latency, so the figure is the product's own overhead per step.
"""

from collections import Counter, defaultdict

from bench import floor
from bench.journey import JOURNEY, Applicant, Kind, Sample, api_client, walk
from bench.report import Result
from bench.stack import Stack
from bench.stats import summarize

FIGURE = floor.FIGURE
P50_BUDGET_MS = 25.0
P95_BUDGET_MS = 50.0


async def run(stack: Stack, smoke: bool) -> list[Result]:
    walks = 3 if smoke else 100
    samples: dict[str, list[Sample]] = defaultdict(list)
    failures = 0
    async with api_client(stack.api_url, connections=1) as client:
        warm_up = 1 if smoke else 5
        for number in range(warm_up + walks):
            collected: list[Sample] = []
            await walk(client, Applicant(number), collected.append)
            if number < warm_up:
                continue
            for sample in collected:
                samples[sample.step].append(sample)
                failures += not sample.ok
    results: list[Result] = []
    for step in JOURNEY:
        taken = [s.ms for s in samples[step.name] if s.ok]
        if not taken:
            results.append(Result(FIGURE, f"{step.name} p50", None, "ms", note="never succeeded"))
            continue
        summary = summarize(taken)
        print(f"  {step.name:28} {summary.line()}")
        gated = step.kind is Kind.UPDATE
        results += [
            Result(FIGURE, f"{step.name} p50", summary.p50, "ms", P50_BUDGET_MS if gated else None),
            Result(FIGURE, f"{step.name} p95", summary.p95, "ms", P95_BUDGET_MS if gated else None),
            Result(FIGURE, f"{step.name} p99", summary.p99, "ms", note=f"n={summary.count}"),
        ]
    errors = Counter(s.error for taken in samples.values() for s in taken if not s.ok)
    results.append(
        Result(
            FIGURE,
            "failed steps",
            failures,
            "",
            0,
            note=", ".join(f"{error} x{n}" for error, n in errors.most_common(3)),
        )
    )
    return results + await floor.run(stack, smoke)
