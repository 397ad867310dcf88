"""The workflow's own modules run inside Temporal's sandbox, so its determinism checks see them.

Only what samples-python passes through may pass: activities' names and types, models, and pure
libraries. A step module that called `datetime.now()` would then fail its workflow task instead
of quietly returning the worker's clock.
"""

import ast
import uuid
from collections.abc import Iterator
from datetime import timedelta
from pathlib import Path

import pytest
from temporalio.client import Client, WorkflowFailureError
from temporalio.exceptions import ApplicationError
from temporalio.worker import Worker

from tests.workflows.probe_workflows import PassThroughProbeWorkflow, ProbeWorkflow

WORKFLOWS = Path(__file__).resolve().parents[2] / "workflows"
# What a workflow module may import through the sandbox's pass-through.
PASSED_THROUGH = (
    "activities",
    "journey",
    "runtime.temporal",
    "workflows.models",
    "workflows.italy",
)


def _passed_through(path: Path) -> set[str]:
    """The modules a file imports inside `with workflow.unsafe.imports_passed_through():`."""
    names: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if not isinstance(node, ast.With):
            continue
        if "imports_passed_through" not in ast.unparse(node.items[0].context_expr):
            continue
        for statement in node.body:
            if isinstance(statement, ast.ImportFrom) and statement.module:
                names.add(statement.module)
            elif isinstance(statement, ast.Import):
                names.update(alias.name for alias in statement.names)
    return names


@pytest.mark.parametrize(
    "path", sorted(WORKFLOWS.rglob("*.py")), ids=lambda p: str(p.relative_to(WORKFLOWS))
)
def test_only_names_types_models_and_pure_libraries_pass_through(path: Path) -> None:
    allowed = {
        name
        for name in _passed_through(path)
        if any(name == p or name.startswith(p + ".") for p in PASSED_THROUGH)
    }
    assert _passed_through(path) == allowed, "workflow logic must run inside the sandbox"


PROBE = '''"""Written by tests/workflows/test_sandbox.py for one test, then removed."""

from datetime import datetime


def wall_clock() -> str:
    return datetime.now().isoformat()
'''


@pytest.fixture
def probe_step() -> Iterator[str]:
    """A step module that reads the wall clock, as a careless change to a real one might."""
    name = f"_probe_{uuid.uuid4().hex}"
    path = WORKFLOWS / "steps" / f"{name}.py"
    path.write_text(PROBE, encoding="utf-8")
    try:
        yield f"workflows.steps.{name}"
    finally:
        path.unlink()


async def _run(client: Client, workflow_run: object, module: str) -> str:
    queue = f"sandbox-probe-{uuid.uuid4()}"
    async with Worker(
        client, task_queue=queue, workflows=[ProbeWorkflow, PassThroughProbeWorkflow]
    ):
        return await client.execute_workflow(  # type: ignore[no-any-return]
            workflow_run,  # type: ignore[arg-type]
            module,
            id=f"sandbox-probe-{uuid.uuid4()}",
            task_queue=queue,
            execution_timeout=timedelta(seconds=20),
        )


async def test_a_wall_clock_read_in_a_step_module_fails_in_the_sandbox(
    temporal_client: Client, probe_step: str
) -> None:
    with pytest.raises(WorkflowFailureError) as failure:
        await _run(temporal_client, ProbeWorkflow.run, probe_step)
    cause = failure.value.cause
    assert isinstance(cause, ApplicationError)
    assert cause.type == "RestrictedWorkflowAccessError"
    assert "datetime.datetime.now" in cause.message


async def test_the_same_read_passed_through_goes_unnoticed(
    temporal_client: Client, probe_step: str
) -> None:
    # Why the step modules must not be passed through: this is what the old layout allowed.
    assert await _run(temporal_client, PassThroughProbeWorkflow.run, probe_step)
