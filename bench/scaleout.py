"""Figure 12: scale-out on one machine, two API processes and three journey workers.

The stack of figure 3's PostgreSQL variant (PostgreSQL as the app database, the dev server for
Temporal) with two uvicorn API processes and bench/balancer.py in front of them, and three
journey worker processes on the task queue. Figure 3's person's pace (N = 200, 5-15 s between
steps) walks the journey through the balancer, which sends each applicant's consecutive requests
to different API processes. An API process that kept anything of an application in memory would
fail that applicant's next request on the other process: the figure counts errors, and per
application how many distinct API processes served it.
"""

import itertools
from collections import Counter

import httpx

from bench import load
from bench.balancer import SERVED_PATH
from bench.report import Result
from bench.stack import Stack

FIGURE = "12 scale-out"
API_PROCESSES = 2
WORKER_PROCESSES = 3
PERSON = next(pace for pace in load.PACES if pace.name == "person")


def served_by(served: dict[str, list[int]]) -> list[Result]:
    """How the balancer spread the applications' requests over the API processes."""
    walked = {app: processes for app, processes in served.items() if len(processes) > 1}
    both = sum(1 for processes in walked.values() if len(set(processes)) == API_PROCESSES)
    pairs = sum(len(processes) - 1 for processes in walked.values())
    same = sum(
        1 for processes in walked.values() for a, b in itertools.pairwise(processes) if a == b
    )
    per_process = Counter(index for processes in served.values() for index in processes)
    spread = ", ".join(f"API {index + 1}: {n}" for index, n in sorted(per_process.items()))
    print(
        f"  {both} of {len(walked)} applications with two requests or more were served by "
        f"{API_PROCESSES} API processes; {same} of {pairs} consecutive pairs on the same one; "
        f"requests {spread}"
    )
    return [
        Result(
            FIGURE,
            f"applications served by {API_PROCESSES} API processes",
            100 * both / len(walked) if walked else None,
            "%",
            100.0,
            at_most=False,
            note=f"{both} of {len(walked)} with 2+ requests; requests {spread}",
        ),
        Result(
            FIGURE,
            "consecutive requests answered by the same API process",
            same,
            "",
            0,
            note=f"of {pairs} pairs",
        ),
    ]


def pace_and_size(smoke: bool) -> tuple[load.Pace, int]:
    return (load.SMOKE, load.SMOKE.applicants[0]) if smoke else (PERSON, load.BUDGET_AT)


async def reference(stack: Stack, smoke: bool) -> list[Result]:
    """The same load on one API process and the default workers, just before: on a shared
    machine, what the scale-out changes is read against this, not against another day's run."""
    pace, size = pace_and_size(smoke)
    workers = sum(1 for name in stack.processes if name.startswith("worker"))
    label = f"1 API + {workers} workers, PostgreSQL"
    return await load.one_run(stack, label, pace, size, figure=FIGURE)


async def run(stack: Stack, smoke: bool) -> list[Result]:
    if len(stack.api_ports) != API_PROCESSES:
        return [Result(FIGURE, "errors", None, "", note=f"{stack.name} has no balancer")]
    pace, size = pace_and_size(smoke)
    label = f"{API_PROCESSES} APIs + {WORKER_PROCESSES} workers, PostgreSQL"
    results = await load.one_run(stack, label, pace, size, figure=FIGURE)
    async with httpx.AsyncClient(base_url=stack.base_url) as client:
        served = (await client.get(SERVED_PATH)).json()
    return results + served_by(served)
