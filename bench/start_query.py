"""Figure 4: first response of Update-with-Start (a new application) and of the snapshot Query."""

from bench.journey import Applicant, Kind, api_client, steps_of, take_step
from bench.report import Result
from bench.stack import Stack
from bench.stats import summarize

FIGURE = "4 start & query"
START_P95_BUDGET_MS = 80.0
QUERY_P95_BUDGET_MS = 25.0


async def run(stack: Stack, smoke: bool) -> list[Result]:
    count = 10 if smoke else 200
    warm_up = 1 if smoke else 5
    (start,) = steps_of(Kind.START)
    queries = steps_of(Kind.QUERY)
    applicants = [Applicant(10_000 + n) for n in range(warm_up + count)]
    results: list[Result] = []
    async with api_client(stack.api_url, connections=1) as client:
        starts = [await take_step(client, start, applicant) for applicant in applicants]
        started = [a for a, s in zip(applicants, starts, strict=True) if s.ok]
        summary = summarize([s.ms for s in starts[warm_up:] if s.ok])
        print(f"  {start.name:28} {summary.line()}")
        results += [
            Result(FIGURE, "update-with-start p50", summary.p50, "ms"),
            Result(FIGURE, "update-with-start p95", summary.p95, "ms", START_P95_BUDGET_MS),
            Result(FIGURE, "update-with-start p99", summary.p99, "ms", note=f"n={summary.count}"),
        ]
        for query in queries:
            # Round-robin over the open applications, so no answer comes from a warm path only.
            answers = [
                await take_step(client, query, started[n % len(started)])
                for n in range(warm_up + count)
            ]
            summary = summarize([s.ms for s in answers[warm_up:] if s.ok])
            print(f"  {query.name:28} {summary.line()}")
            results += [
                Result(FIGURE, f"{query.name} query p50", summary.p50, "ms"),
                Result(FIGURE, f"{query.name} query p95", summary.p95, "ms", QUERY_P95_BUDGET_MS),
                Result(FIGURE, f"{query.name} query p99", summary.p99, "ms"),
            ]
        failures = sum(not s.ok for s in starts)
        results.append(Result(FIGURE, "failed starts", failures, "", 0))
    return results
