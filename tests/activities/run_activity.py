"""A workflow that runs one activity by name, with the timeouts a test gives: how the activity
tests reach a real worker through a real Temporal server, as the journey's workflow does.

A module of its own with nothing but temporalio: the workflow sandbox imports it afresh.
"""

from dataclasses import dataclass
from datetime import timedelta
from typing import Any

from temporalio import workflow
from temporalio.common import RetryPolicy


@dataclass
class ActivityCall:
    activity: str
    task_queue: str
    # The activity's input model, as JSON: the worker's converter builds the model from it.
    input: dict[str, Any]
    start_to_close_seconds: float = 60
    heartbeat_seconds: float | None = None
    attempts: int = 1


@workflow.defn
class RunActivity:
    @workflow.run
    async def run(self, call: ActivityCall) -> Any:
        heartbeat = call.heartbeat_seconds
        return await workflow.execute_activity(
            call.activity,
            call.input,
            task_queue=call.task_queue,
            start_to_close_timeout=timedelta(seconds=call.start_to_close_seconds),
            heartbeat_timeout=timedelta(seconds=heartbeat) if heartbeat else None,
            retry_policy=RetryPolicy(maximum_attempts=call.attempts),
        )
