"""Figure 1's floor: an Update and a Query that do nothing, on the same dev server.

What the Temporal server and SDK cost before any journey code runs: the round trip of an
Update whose handler returns at once, the same Update starting its workflow (how an application
starts), the extra cost of each local activity (a back-office call of a step with the HTTP left
out), and a Query. The worker runs its workflows as the product's deployed workers do.
Measured from a client and a worker in this process against the stack's dev server (same
tuning, its own task queue), with no API, codec or back office in the way, a few samples after
each of figure 1's walks. A step's budget below this floor cannot be met by the journey's code.
"""

import time
import uuid
from collections.abc import AsyncIterator, Awaitable, Callable
from contextlib import asynccontextmanager
from dataclasses import dataclass

from temporalio.client import Client, WithStartWorkflowOperation, WorkflowHandle
from temporalio.common import WorkflowIDConflictPolicy
from temporalio.worker import Worker

from bench.floor_workflow import FloorWorkflow, nothing
from bench.phases import Phases, Window, median_of
from bench.report import Result
from bench.stack import Stack
from bench.stats import summarize
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


class FloorRig:
    """The floor's worker and workflow, sampled a little at a time between the journey's walks.

    Measured in alternation with the steps rather than after them, so that a step and its floor
    see the same machine: on a shared 2-core VM the floor moved by 2x between two runs minutes
    apart (an empty Update 5.4 ms, then 10.2 ms), and a ratio of numbers taken minutes apart
    moved with it.
    """

    def __init__(self, client: Client, queue: str) -> None:
        self._client, self._queue = client, queue
        self._handle: WorkflowHandle[FloorWorkflow, None] | None = None
        self._taken: dict[str, list[float]] = {"empty": [], "busy": [], "query": [], "start": []}
        # The Updates on the one workflow, as the client saw them, for their phases.
        self._windows: dict[str, list[Window]] = {"empty": [], "busy": []}
        self._started: list[str] = []

    async def open(self) -> None:
        self._handle = await self._client.start_workflow(
            FloorWorkflow.run, id=f"bench-floor-{uuid.uuid4()}", task_queue=self._queue
        )
        for _ in range(5):  # warm-up: the first workflow task, the sticky queue
            await self._handle.execute_update(FloorWorkflow.step, 0)

    async def sample(self) -> None:
        """One of each: an empty Update, one with local activities, a Query, a start."""
        handle = self._handle
        assert handle is not None
        await self._time("empty", lambda: handle.execute_update(FloorWorkflow.step, 0))
        await self._time(
            "busy", lambda: handle.execute_update(FloorWorkflow.step, LOCAL_ACTIVITIES)
        )
        await self._time("query", lambda: handle.query(FloorWorkflow.closed))
        await self._time("start", self._start)

    async def close(self) -> None:
        for workflow_id in [*self._started, *([self._handle.id] if self._handle else [])]:
            await self._client.get_workflow_handle(workflow_id).signal(FloorWorkflow.close)

    def _start(self) -> Awaitable[object]:
        self._started.append(f"bench-floor-start-{uuid.uuid4()}")
        operation = WithStartWorkflowOperation(
            FloorWorkflow.run,
            id=self._started[-1],
            id_conflict_policy=WorkflowIDConflictPolicy.FAIL,
            task_queue=self._queue,
        )
        return self._client.execute_update_with_start_workflow(
            FloorWorkflow.step, 0, start_workflow_operation=operation
        )

    async def _time(self, kind: str, call: Callable[[], Awaitable[object]]) -> None:
        sent, began = time.time(), time.perf_counter()
        await call()
        taken = time.perf_counter() - began
        self._taken[kind].append(taken * 1000)
        if kind in self._windows:
            self._windows[kind].append(Window(sent, sent + taken))

    async def phases(self) -> dict[str, Phases]:
        """The empty Update's phases and those of the one with local activities
        (bench/phases.py), read from the floor workflow's history."""
        assert self._handle is not None
        events = (await self._handle.fetch_history()).events
        found = {kind: median_of((events, w) for w in ws) for kind, ws in self._windows.items()}
        return {kind: phases for kind, phases in found.items() if phases}

    def results(self) -> tuple[list[Result], Floor]:
        empty, busy, query, empty_start = (
            summarize(self._taken[kind]) for kind in ("empty", "busy", "query", "start")
        )
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


@asynccontextmanager
async def floor_rig(stack: Stack) -> AsyncIterator[FloorRig]:
    """A worker on a task queue of its own, on the stack's dev server, run as deployed."""
    client = await Client.connect(stack.env["PRESTITO_TEMPORAL_ADDRESS"])
    queue = f"bench-floor-{uuid.uuid4().hex[:8]}"
    async with Worker(
        client,
        task_queue=queue,
        workflows=[FloorWorkflow],
        activities=[nothing],
        workflow_runner=workflow_runner(Settings()),
    ):
        rig = FloorRig(client, queue)
        await rig.open()
        try:
            yield rig
        finally:
            await rig.close()
