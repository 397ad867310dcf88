"""Workflows for tests/workflows/test_sandbox.py, in a module of their own: the sandbox
re-imports a workflow's module, and the test module reads files at import."""

from temporalio import workflow
from temporalio.worker.workflow_sandbox import RestrictedWorkflowAccessError


# The restriction fails the workflow at once (instead of retrying its task), so the test reads it.
@workflow.defn(failure_exception_types=[RestrictedWorkflowAccessError])
class ProbeWorkflow:
    """Imports a step module the way LoanApplicationWorkflow imports its steps, and calls it."""

    @workflow.run
    async def run(self, module: str) -> str:
        step = __import__(module, fromlist=["wall_clock"])
        return step.wall_clock()  # type: ignore[no-any-return]


@workflow.defn(failure_exception_types=[RestrictedWorkflowAccessError])
class PassThroughProbeWorkflow:
    """The same step module passed through, as the step modules were before: nothing stops it."""

    @workflow.run
    async def run(self, module: str) -> str:
        with workflow.unsafe.imports_passed_through():
            step = __import__(module, fromlist=["wall_clock"])
        return step.wall_clock()  # type: ignore[no-any-return]
