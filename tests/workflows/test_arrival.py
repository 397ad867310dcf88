"""LoanApplicationWorkflow's first submission with a landing token: the back office's loan and
customer replace what the browser sent, and a refused token fails the Update with its type."""

import uuid

import pytest
from temporalio.client import Client, WithStartWorkflowOperation, WorkflowUpdateFailedError
from temporalio.common import WorkflowIDConflictPolicy
from temporalio.exceptions import ApplicationError

from journey import messages
from journey.models.simulator import SimulatorData
from runtime.settings import Settings
from tests.utils.applicants import mario_rossi, simulator_data
from tests.utils.arrival import TOKEN_LOAN, simulator_token
from tests.utils.histories import record_history
from workflows.errors import Rejection
from workflows.loan_application import LoanApplicationWorkflow
from workflows.models import StartApplication, StepResult


async def _start(
    client: Client, task_queue: str, simulator: SimulatorData
) -> tuple[str, StepResult]:
    workflow_id = f"loan-{uuid.uuid4()}"
    start = WithStartWorkflowOperation(
        LoanApplicationWorkflow.run,
        StartApplication(simulator=simulator, channel="MAP"),
        id=workflow_id,
        task_queue=task_queue,
        id_conflict_policy=WorkflowIDConflictPolicy.FAIL,
    )
    result = await client.execute_update_with_start_workflow(
        LoanApplicationWorkflow.submit_basic_info, mario_rossi(), start_workflow_operation=start
    )
    return workflow_id, result


async def test_the_tokens_loan_replaces_the_landings(
    temporal_client: Client, settings: Settings, worker: None, sandbox_url: str
) -> None:
    issued = await simulator_token(sandbox_url)
    landing = simulator_data(SC_IMPORTO_TOTALE=4_000_000, EsitoOTP="S").model_copy(
        update={"SC_TOKEN": issued["SC_TOKEN"], "id": issued["id"]}
    )
    workflow_id, result = await _start(temporal_client, settings.task_queue, landing)
    assert result.ok, result.errors
    simulator = result.snapshot.simulator
    loan = int(TOKEN_LOAN["SC_IMPORTO_TOTALE"])
    assert loan == simulator.SC_IMPORTO_TOTALE
    assert simulator.SC_TOKEN is None and simulator.EsitoOTP is None
    assert simulator.id == issued["id"]
    handle = temporal_client.get_workflow_handle(workflow_id)
    record_history(await handle.fetch_history(), "token_arrival")


async def test_a_refused_token_fails_the_update_as_token_refused(
    temporal_client: Client, settings: Settings, worker: None
) -> None:
    landing = simulator_data().model_copy(update={"SC_TOKEN": "forged", "id": "SIM0"})
    with pytest.raises(WorkflowUpdateFailedError) as failed:
        await _start(temporal_client, settings.task_queue, landing)
    cause = failed.value.cause
    assert isinstance(cause, ApplicationError)
    assert cause.type == Rejection.TOKEN_REFUSED and cause.message == messages.TOKEN_NON_VALIDO
    assert cause.details == ("E_TOKEN_NON_VALIDO",)
    # Neither the token nor anything of it is in the failure the API and the Temporal UI read.
    assert "forged" not in str(cause.details) + cause.message
