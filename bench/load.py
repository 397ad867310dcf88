"""Figure 3: N concurrent simulated applicants walking the journey with think time.

Each applicant walks the implemented journey from the start, pausing between steps as a person
filling a form would (shortened to seconds), then starts again as a new application until the
time is up. Steps/s, p95/p99 and errors per N, against the stack it is given.
"""

import asyncio
import random
import time
from collections import Counter

import httpx

from bench.journey import Applicant, Sample, api_client, think_time, walk
from bench.report import Result
from bench.stack import Stack
from bench.stats import summarize

FIGURE = "3 load"
APPLICANTS = (10, 50, 200)
THINK_SECONDS = (1.0, 3.0)
P95_BUDGET_MS = 150.0
BUDGET_AT = 200


async def applicants_walking(
    api_url: str, applicants: int, seconds: float, seed: int = 7
) -> tuple[list[Sample], float]:
    """Every sample taken by `applicants` concurrent people in `seconds`, and the time taken."""
    rng = random.Random(seed)
    samples: list[Sample] = []
    origin = time.perf_counter()
    deadline = origin + seconds

    async def person(client: httpx.AsyncClient, slot: int) -> None:
        think = think_time(*THINK_SECONDS, rng)
        # Arrivals spread over one think time, not all at the same instant.
        await asyncio.sleep(rng.uniform(0, THINK_SECONDS[1]))
        walks = 0
        while time.perf_counter() < deadline:
            applicant = Applicant(100_000 * (slot + 1) + walks)
            await walk(client, applicant, samples.append, think, origin=origin, deadline=deadline)
            walks += 1
            if time.perf_counter() < deadline:
                await asyncio.sleep(think())

    async with api_client(api_url, connections=applicants) as client:
        await asyncio.gather(*(person(client, slot) for slot in range(applicants)))
    return samples, time.perf_counter() - origin


async def run(stack: Stack, smoke: bool, label: str | None = None) -> list[Result]:
    label = label or stack.name
    sizes = APPLICANTS[:1] if smoke else APPLICANTS
    seconds = 6.0 if smoke else 45.0
    results: list[Result] = []
    for size in sizes:
        before = stack.cpu()
        samples, elapsed = await applicants_walking(stack.api_url, size, seconds)
        used = {name: spent - before[name] for name, spent in stack.cpu().items()}
        ok = [s.ms for s in samples if s.ok]
        errors = [s for s in samples if not s.ok]
        summary = summarize(ok) if ok else None
        # Only answered steps count: a step that timed out did not serve anyone.
        rate = len(ok) / elapsed
        kinds = Counter(s.error for s in errors)
        print(
            f"  {label} N={size}: {rate:.1f} steps/s, "
            f"{summary.line() if summary else 'no successful step'}, errors {dict(kinds)}"
        )
        # Where the CPU goes: on two cores this, not waiting, is what caps steps/s.
        per_step = ", ".join(
            f"{name} {1000 * cpu / max(len(samples), 1):.0f}" for name, cpu in used.items()
        )
        print(f"  CPU ms per step: {per_step}")
        gated = size == BUDGET_AT
        where = f"{label}, N={size}"
        results += [
            Result(
                FIGURE,
                f"{where}: steps/s",
                rate,
                "steps/s",
                note=f"{seconds:.0f} s run; CPU ms per step: {per_step}",
            ),
            Result(
                FIGURE,
                f"{where}: p95",
                summary.p95 if summary else None,
                "ms",
                P95_BUDGET_MS if gated else None,
            ),
            Result(FIGURE, f"{where}: p99", summary.p99 if summary else None, "ms"),
            Result(
                FIGURE,
                f"{where}: errors",
                len(errors),
                "",
                0 if gated else None,
                note=", ".join(f"{k} x{v}" for k, v in kinds.most_common(3)),
            ),
        ]
    return results
