"""Figure 5: the worker with many open applications: memory, cold start, deadlock warnings.

Opens applications (each an Update-with-Start, then left waiting for the applicant as a real
draft is), reads the worker's resident memory from /proc, then restarts the worker and times its
first activation: a new application (imports, connect, poll, workflow task, activities) and a
Query on an existing one (its history replayed into an empty cache).
"""

import asyncio
import time

import httpx

from bench.journey import Applicant, Kind, Sample, api_client, steps_of, take_step, walk
from bench.report import Result
from bench.stack import Stack, rss_mib
from bench.stats import summarize

FIGURE = "5 worker"
OPEN_APPLICATIONS = 1_000
CONCURRENCY = 16
# What the SDK says when a workflow task blocks the event loop (TMPRL1101) or a handler is stuck.
DEADLOCK_PATTERN = r"deadlock|TMPRL1101"


async def _open(client: httpx.AsyncClient, count: int, first: int) -> list[Sample]:
    (start,) = steps_of(Kind.START)
    queue = [Applicant(first + n) for n in range(count)]
    samples: list[Sample] = []

    async def opener() -> None:
        while queue:
            samples.append(await take_step(client, start, queue.pop()))

    await asyncio.gather(*(opener() for _ in range(CONCURRENCY)))
    return samples


async def run(stack: Stack, smoke: bool) -> list[Result]:
    count = 20 if smoke else OPEN_APPLICATIONS
    (start,) = steps_of(Kind.START)
    (query, *_) = steps_of(Kind.QUERY)
    async with api_client(stack.api_url, connections=CONCURRENCY, timeout=60) as client:
        first = Applicant(500_000)
        await walk(client, first, lambda sample: None)
        idle = rss_mib(stack.pid("worker"))
        began = time.perf_counter()
        opened = await _open(client, count, 500_001)
        opening = time.perf_counter() - began
        loaded = rss_mib(stack.pid("worker"))
        failed = sum(not s.ok for s in opened)
        summary = summarize([s.ms for s in opened if s.ok])
        print(
            f"  opened {count} applications in {opening:.1f} s ({summary.line()}); "
            f"worker RSS {idle:.0f} -> {loaded:.0f} MiB"
        )

        stack.stop_process("worker")
        spawned = time.perf_counter()
        stack.start_worker()
        cold = await take_step(client, start, Applicant(600_000))
        cold_ms = (time.perf_counter() - spawned) * 1000
        replayed = await take_step(client, query, first)
        print(
            f"  restarted worker: first new application after {cold_ms:.0f} ms, "
            f"first query on an old one {replayed.ms:.0f} ms"
        )
    deadlocks = stack.count_in_log("worker", DEADLOCK_PATTERN)
    return [
        Result(FIGURE, "worker RSS, idle", idle, "MiB"),
        Result(FIGURE, f"worker RSS, {count} open applications", loaded, "MiB"),
        Result(FIGURE, "RSS per open application", (loaded - idle) * 1024 / count, "KiB"),
        Result(
            FIGURE,
            f"opening {count} applications",
            count / opening,
            "starts/s",
            note=f"{CONCURRENCY} clients, p95 {summary.p95:.0f} ms, {failed} failed",
        ),
        Result(
            FIGURE,
            "cold start: worker spawn to first new application",
            cold_ms if cold.ok else None,
            "ms",
            note=cold.error,
        ),
        Result(
            FIGURE,
            "first query after restart (replay)",
            replayed.ms if replayed.ok else None,
            "ms",
            note=replayed.error,
        ),
        Result(FIGURE, "deadlock warnings in the worker log", deadlocks, "", 0),
    ]
