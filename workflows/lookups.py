"""LookupRefreshWorkflow: a copy of the back office's reference lists, refreshed on a schedule."""

from datetime import timedelta

from temporalio import workflow
from temporalio.common import RetryPolicy

with workflow.unsafe.imports_passed_through():
    from activities.lookups import LookupActivities
    from activities.models import LookupsRefreshed

SCHEDULE_ID = "lookup-refresh"
WORKFLOW_ID = "lookup-refresh"


@workflow.defn
class LookupRefreshWorkflow:
    @workflow.run
    async def run(self) -> LookupsRefreshed:
        return await workflow.execute_activity_method(
            LookupActivities.refresh_lookups,
            start_to_close_timeout=timedelta(minutes=5),
            heartbeat_timeout=timedelta(seconds=30),
            retry_policy=RetryPolicy(maximum_interval=timedelta(minutes=1)),
        )
