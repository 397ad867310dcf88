"""Figure 1's floor: an Update and a Query that do nothing, on the same dev server.

What the Temporal server and SDK cost before any journey code runs: the round trip of an
Update whose handler returns at once, the same Update starting its workflow (how an application
starts), the extra cost of each local activity (a back-office call of a step with the HTTP left
out), and a Query. The worker runs its workflows as the product's deployed workers do.
Measured from a client and a worker in this process against the stack's dev server (same
tuning, its own task queue), with no API, codec or
back office in the way. A step's budget below this floor cannot be met by the journey's code.
"""

import time
import uuid
from collections.abc import Awaitable, Callable
from dataclasses import dataclass

from temporalio.client import Client, WithStartWorkflowOperation
from temporalio.common import WorkflowIDConflictPolicy
from temporalio.worker import Worker

from bench.floor_workflow import FloorWorkflow, nothing
from bench.report import Result
from bench.stack import Stack
from bench.stats import Summary, summarize
from runtime.settings import Settings
from worker import workflow_runner

FIGURE = "1 step latency"
LOCAL_ACTIVITIES = 4


@dataclass(frozen=True)
class Floor:
    """The p50s a step's floor is made of, in ms."""

    empty_update: float
    empty_start: float
    per_local_activity: float


async def run(stack: Stack, smoke: bool) -> tuple[list[Result], Floor]:
    count = 10 if smoke else 200
    client = await Client.connect(stack.env["PRESTITO_TEMPORAL_ADDRESS"])
    queue = f"bench-floor-{uuid.uuid4().hex[:8]}"
    async with Worker(
        client,
        task_queue=queue,
        workflows=[FloorWorkflow],
        activities=[nothing],
        workflow_runner=workflow_runner(Settings()),
    ):
        handle = await client.start_workflow(
            FloorWorkflow.run, id=f"bench-floor-{uuid.uuid4()}", task_queue=queue
        )
        for _ in range(5):  # warm-up: the sandbox's first import, the sticky queue
            await handle.execute_update(FloorWorkflow.step, 0)
        empty = await _timed(lambda: handle.execute_update(FloorWorkflow.step, 0), count)
        busy = await _timed(
            lambda: handle.execute_update(FloorWorkflow.step, LOCAL_ACTIVITIES), count
        )
        query = await _timed(lambda: handle.query(FloorWorkflow.closed), count)
        await handle.signal(FloorWorkflow.close)
        await handle.result()
        started: list[str] = []

        def start() -> Awaitable[object]:
            started.append(f"bench-floor-start-{uuid.uuid4()}")
            operation = WithStartWorkflowOperation(
                FloorWorkflow.run,
                id=started[-1],
                id_conflict_policy=WorkflowIDConflictPolicy.FAIL,
                task_queue=queue,
            )
            return client.execute_update_with_start_workflow(
                FloorWorkflow.step, 0, start_workflow_operation=operation
            )

        empty_start = await _timed(start, count)
        for workflow_id in started:
            await client.get_workflow_handle(workflow_id).signal(FloorWorkflow.close)
    per_activity = (busy.p50 - empty.p50) / LOCAL_ACTIVITIES
    print(f"  floor: empty Update {empty.line()}")
    print(f"  floor: Update with {LOCAL_ACTIVITIES} local activities {busy.line()}")
    print(f"  floor: Query {query.line()}")
    print(f"  floor: empty Update-with-Start {empty_start.line()}")
    results = [
        Result(FIGURE, "floor: empty Update p50", empty.p50, "ms", note=f"n={empty.count}"),
        Result(FIGURE, "floor: empty Update p95", empty.p95, "ms"),
        Result(FIGURE, "floor: each local activity p50", per_activity, "ms"),
        Result(FIGURE, "floor: Query p50", query.p50, "ms"),
        Result(FIGURE, "floor: empty Update-with-Start p50", empty_start.p50, "ms"),
    ]
    return results, Floor(empty.p50, empty_start.p50, per_activity)


async def _timed(call: Callable[[], Awaitable[object]], count: int) -> Summary:
    taken = []
    for _ in range(count):
        began = time.perf_counter()
        await call()
        taken.append((time.perf_counter() - began) * 1000)
    return summarize(taken)
