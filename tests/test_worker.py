"""Where the workflows run in Temporal's sandbox: in every test, and on request."""

from temporalio.worker import UnsandboxedWorkflowRunner
from temporalio.worker.workflow_sandbox import SandboxedWorkflowRunner

from runtime.settings import Settings
from worker import workflow_runner


def test_deployed_workers_run_the_workflows_without_the_sandbox() -> None:
    assert isinstance(workflow_runner(Settings()), UnsandboxedWorkflowRunner)


def test_the_sandbox_can_be_turned_on_for_a_deployment() -> None:
    assert isinstance(workflow_runner(Settings(workflow_sandbox=True)), SandboxedWorkflowRunner)


def test_the_suites_workers_run_in_the_sandbox(settings: Settings) -> None:
    # What keeps the determinism checks: every journey the suite walks goes through them.
    assert isinstance(workflow_runner(settings), SandboxedWorkflowRunner)
