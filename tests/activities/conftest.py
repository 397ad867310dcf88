"""Fixtures of the activity tests: a worker that runs one activity by name (run_activity.py)."""

import uuid
from collections.abc import AsyncIterator, Awaitable, Callable
from typing import Any

import pytest
from pydantic import BaseModel
from temporalio.client import Client
from temporalio.worker import Worker

from tests.activities.run_activity import ActivityCall, RunActivity

RunActivityFn = Callable[..., Awaitable[Any]]


@pytest.fixture(scope="session")
async def run_activity(temporal_client: Client) -> AsyncIterator[RunActivityFn]:
    """`await run_activity(name, model, task_queue=..., heartbeat_seconds=...)`: the activity's
    result as JSON, or the workflow's failure raised."""
    queue = f"run-activity-{uuid.uuid4()}"

    async def run(activity: str, request: BaseModel, *, task_queue: str, **options: Any) -> Any:
        call = ActivityCall(activity, task_queue, request.model_dump(mode="json"), **options)
        return await temporal_client.execute_workflow(
            RunActivity.run, call, id=f"run-activity-{uuid.uuid4()}", task_queue=queue
        )

    async with Worker(temporal_client, task_queue=queue, workflows=[RunActivity]):
        yield run
