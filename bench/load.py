"""Figure 3: N concurrent simulated applicants walking the journey with think time.

Each applicant walks the implemented journey from the start, pausing between steps, then starts
again as a new application until the time is up. Arrivals are spread over one walk, so the run
holds N applicants at every step of the journey, as a day's traffic does, instead of N light
forms in the same second. Two paces:

- *stress*: 1-3 s between steps, for N = 10, 50, 200. Nobody fills a form that fast: at 200
  applicants it asks for ~100 steps/s, the product's whole capacity several times over on two
  cores, and shows where it saturates.
- *person*: 5-15 s between steps, for N = 200 — still quicker than anyone reads an offer or fills
  in the personal data, and the pace at which the budget speaks of 200 concurrent applicants.

Steps/s, p50/p95/p99 and errors per run, and the CPU each process spent per step.
"""

import asyncio
import random
import time
from collections import Counter
from dataclasses import dataclass

import httpx

from bench.journey import JOURNEY, Applicant, Sample, api_client, think_time, walk
from bench.report import Result
from bench.stack import Stack
from bench.stats import summarize

FIGURE = "3 load"
P95_BUDGET_MS = 150.0
BUDGET_AT = 200


@dataclass(frozen=True)
class Pace:
    name: str
    think_seconds: tuple[float, float]
    applicants: tuple[int, ...]
    seconds: float
    # The p95 budget at BUDGET_AT applicants.
    p95_budget_ms: float = P95_BUDGET_MS

    @property
    def ramp_seconds(self) -> float:
        """One walk: the pauses between its steps at the mean think time."""
        low, high = self.think_seconds
        return (len(JOURNEY) - 1) * (low + high) / 2


PACES = (
    Pace("stress", (1.0, 3.0), (10, 50, 200), 45.0),
    # Issue 17: 200 applicants at a person's pace within 300 ms p95, 0 errors.
    Pace("person", (5.0, 15.0), (200,), 120.0, p95_budget_ms=300.0),
)
SMOKE = Pace("stress", (1.0, 3.0), (10,), 6.0)


async def applicants_walking(
    api_url: str, applicants: int, pace: Pace, seconds: float, seed: int = 7
) -> tuple[list[Sample], float]:
    """Every sample taken by `applicants` concurrent people in `seconds`, and the time taken."""
    rng = random.Random(seed)
    samples: list[Sample] = []
    origin = time.perf_counter()
    deadline = origin + seconds
    ramp = min(pace.ramp_seconds, seconds / 2)

    async def person(client: httpx.AsyncClient, slot: int) -> None:
        think = think_time(*pace.think_seconds, rng)
        await asyncio.sleep(rng.uniform(0, ramp))
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


async def run(
    stack: Stack, smoke: bool, label: str | None = None, paces: tuple[str, ...] = ()
) -> list[Result]:
    """Every pace, or only those named in `paces`."""
    label = label or stack.name
    results: list[Result] = []
    chosen = [pace for pace in PACES if not paces or pace.name in paces]
    for pace in (SMOKE,) if smoke else chosen:
        for size in pace.applicants:
            results += await one_run(stack, label, pace, size)
    return results


async def one_run(
    stack: Stack, label: str, pace: Pace, size: int, figure: str = FIGURE
) -> list[Result]:
    """One pace and size against `stack.api_url`: its rows of the figure."""
    before = stack.cpu()
    samples, elapsed = await applicants_walking(stack.api_url, size, pace, pace.seconds)
    used = {name: spent - before[name] for name, spent in stack.cpu().items()}
    ok = [s.ms for s in samples if s.ok]
    errors = [s for s in samples if not s.ok]
    summary = summarize(ok) if ok else None
    # Only answered steps count: a step that timed out did not serve anyone.
    rate = len(ok) / elapsed
    kinds = Counter(s.error for s in errors)
    where = f"{label}, {pace.name} pace, N={size}"
    print(
        f"  {where}: {rate:.1f} steps/s, "
        f"{summary.line() if summary else 'no successful step'}, errors {dict(kinds)}"
    )
    # Where the CPU goes: on two cores this, not waiting, is what caps steps/s.
    per_step = ", ".join(
        f"{name} {1000 * cpu / max(len(samples), 1):.0f}" for name, cpu in used.items()
    )
    print(f"  CPU ms per step: {per_step}")
    # Which steps make the tail: the p95 of all steps hides whether it is one slow step or
    # every step queueing behind the CPU.
    for step in JOURNEY:
        times = [s.ms for s in samples if s.ok and s.step == step.name]
        if times:
            print(f"    {step.name}: {summarize(times).line()}")
    gated = size == BUDGET_AT
    low, high = pace.think_seconds
    return [
        Result(
            figure,
            f"{where}: steps/s",
            rate,
            "steps/s",
            note=f"think {low:.0f}-{high:.0f} s, {pace.seconds:.0f} s run; "
            f"CPU ms per step: {per_step}",
        ),
        Result(figure, f"{where}: p50", summary.p50 if summary else None, "ms"),
        Result(
            figure,
            f"{where}: p95",
            summary.p95 if summary else None,
            "ms",
            pace.p95_budget_ms if gated else None,
        ),
        Result(figure, f"{where}: p99", summary.p99 if summary else None, "ms"),
        Result(
            figure,
            f"{where}: errors",
            len(errors),
            "",
            0 if gated else None,
            note=", ".join(f"{k} x{v}" for k, v in kinds.most_common(3)),
        ),
    ]
