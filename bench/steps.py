"""Figure 1: step latency for one applicant, through the API and the workflow Update.

The applicant walks the whole journey again and again with no think time, against a sandbox with
zero added latency, so the figure is the product's own overhead per step.
"""

from collections import defaultdict

from bench.journey import JOURNEY, Applicant, Kind, Sample, api_client, walk
from bench.report import Result
from bench.stack import Stack
from bench.stats import summarize

FIGURE = "1 step latency"
P50_BUDGET_MS = 25.0
P95_BUDGET_MS = 50.0
WARM_UP_WALKS = 5


async def run(stack: Stack, smoke: bool) -> list[Result]:
    walks = 10 if smoke else 200
    samples: dict[str, list[Sample]] = defaultdict(list)
    failures = 0
    async with api_client(stack.api_url, connections=1) as client:
        for number in range(WARM_UP_WALKS + walks):
            collected: list[Sample] = []
            await walk(client, Applicant(number), collected.append)
            if number < WARM_UP_WALKS:
                continue
            for sample in collected:
                samples[sample.step].append(sample)
                failures += not sample.ok
    results: list[Result] = []
    for step in JOURNEY:
        summary = summarize([s.ms for s in samples[step.name] if s.ok])
        print(f"  {step.name:28} {summary.line()}")
        gated = step.kind is Kind.UPDATE
        results += [
            Result(FIGURE, f"{step.name} p50", summary.p50, "ms", P50_BUDGET_MS if gated else None),
            Result(FIGURE, f"{step.name} p95", summary.p95, "ms", P95_BUDGET_MS if gated else None),
            Result(FIGURE, f"{step.name} p99", summary.p99, "ms", note=f"n={summary.count}"),
        ]
    results.append(Result(FIGURE, "failed steps", failures, "", 0))
    return results
