"""The smallest workflow with an Update: what figure 1's floor is measured with (bench/floor.py).

A module of its own with nothing but temporalio, so the workflow sandbox imports it as it
imports the product's workflow, and nothing of the benchmark's tooling comes with it.
"""

from datetime import timedelta

from temporalio import activity, workflow


@activity.defn
async def nothing(value: str) -> str:
    return value


@workflow.defn
class FloorWorkflow:
    def __init__(self) -> None:
        self._closed = False

    @workflow.run
    async def run(self) -> None:
        await workflow.wait_condition(lambda: self._closed)

    @workflow.update
    async def step(self, local_activities: int) -> int:
        for _ in range(local_activities):
            await workflow.execute_local_activity(
                nothing, "x", start_to_close_timeout=timedelta(seconds=5)
            )
        return local_activities

    @workflow.query
    def closed(self) -> bool:
        return self._closed

    @workflow.signal
    def close(self) -> None:
        self._closed = True
