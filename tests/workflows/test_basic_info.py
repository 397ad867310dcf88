"""LoanApplicationWorkflow, step 1 (light form), on a real dev server and the sandbox."""

import uuid

import pytest
from temporalio import activity
from temporalio.client import (
    Client,
    WithStartWorkflowOperation,
    WorkflowUpdateFailedError,
)
from temporalio.common import WorkflowIDConflictPolicy
from temporalio.exceptions import ApplicationError
from temporalio.worker import Worker

from activities.models import CheckOutcome, ConfigurationFound, FiscalCodeDecoding, StepRecord
from journey import messages
from journey.forms import BasicInfoForm
from runtime.settings import Settings
from runtime.temporal import CHANNEL, STATUS
from store.applications import events_for, get_application
from store.db import make_engine, session_factory
from tests.utils.applicants import mario_rossi, simulator_data
from tests.utils.histories import record_history
from workflows.loan_application import LoanApplicationWorkflow
from workflows.models import StartApplication, StepResult


async def start_with_basic_info(
    client: Client, task_queue: str, form: BasicInfoForm
) -> tuple[str, StepResult]:
    workflow_id = f"loan-{uuid.uuid4()}"
    start = WithStartWorkflowOperation(
        LoanApplicationWorkflow.run,
        StartApplication(simulator=simulator_data(), channel="MAP"),
        id=workflow_id,
        task_queue=task_queue,
        id_conflict_policy=WorkflowIDConflictPolicy.FAIL,
    )
    result = await client.execute_update_with_start_workflow(
        LoanApplicationWorkflow.submit_basic_info, form, start_workflow_operation=start
    )
    return workflow_id, result


async def test_valid_light_form_moves_to_the_offer(
    temporal_client: Client, settings: Settings, worker: None
) -> None:
    workflow_id, result = await start_with_basic_info(
        temporal_client, settings.task_queue, mario_rossi(firstName="  mario ", lastName="ROSSI")
    )

    assert result.ok, result.errors
    # The saved step stays empty until the SECCI is confirmed (§2 step map on resume).
    assert result.snapshot.step is None
    assert result.snapshot.route == "/offerta"
    assert result.snapshot.user is not None
    assert result.snapshot.user.dataNascita == "10/12/1985"  # decoded by the back office
    assert result.snapshot.user.fiscalCode == "RSSMRA85T10F205R"

    handle = temporal_client.get_workflow_handle(workflow_id)
    description = await handle.describe()
    assert description.typed_search_attributes.get(CHANNEL) == "MAP"
    assert description.typed_search_attributes.get(STATUS) == "created"

    sessions = session_factory(make_engine(settings.database_url))
    with sessions() as session:
        row = get_application(session, workflow_id)
        assert row is not None and row.step is None and row.channel == "MAP"
        assert row.fiscal_code_hash and "RSSMRA" not in row.fiscal_code_hash
        assert [e.action for e in events_for(session, workflow_id)] == ["basic_info_submitted"]


async def test_a_number_the_back_office_refuses_goes_to_errorecellulare(
    temporal_client: Client, settings: Settings, worker: None
) -> None:
    # 3-prefixed and well formed, but not an Italian mobile range the numbering plan knows.
    _, result = await start_with_basic_info(
        temporal_client, settings.task_queue, mario_rossi(mobilePhone="3001234567")
    )
    assert not result.ok
    assert "mobilePhone" in result.errors
    assert result.snapshot.route == "/typ?esito=errorecellulare"


async def test_a_fiscal_code_of_someone_else_is_refused_then_corrected(
    temporal_client: Client, settings: Settings, worker: None
) -> None:
    workflow_id, result = await start_with_basic_info(
        temporal_client, settings.task_queue, mario_rossi(lastName="Bianchi")
    )
    assert not result.ok
    assert set(result.errors) & {"lastName", "fiscalCode"}
    assert result.snapshot.route == "/"
    assert result.snapshot.informazioniBase is not None  # nothing typed is lost
    assert result.snapshot.informazioniBase.lastName == "Bianchi"

    handle = temporal_client.get_workflow_handle_for(LoanApplicationWorkflow.run, workflow_id)
    corrected = await handle.execute_update(
        LoanApplicationWorkflow.submit_basic_info, mario_rossi()
    )
    assert corrected.ok
    assert corrected.snapshot.route == "/offerta"

    record_history(await handle.fetch_history(), "basic_info_refused_then_corrected")


async def test_the_validator_keeps_malformed_input_out_of_history(
    temporal_client: Client, settings: Settings, worker: None
) -> None:
    workflow_id, _ = await start_with_basic_info(
        temporal_client, settings.task_queue, mario_rossi()
    )
    handle = temporal_client.get_workflow_handle_for(LoanApplicationWorkflow.run, workflow_id)

    with pytest.raises(WorkflowUpdateFailedError):
        await handle.execute_update(
            LoanApplicationWorkflow.submit_basic_info, mario_rossi(fiscalCode="NOTACODE")
        )

    history = await handle.fetch_history()
    accepted = [
        e
        for e in history.events
        if e.HasField("workflow_execution_update_accepted_event_attributes")
    ]
    assert len(accepted) == 1  # only the first, valid submission
    snapshot = await handle.query(LoanApplicationWorkflow.snapshot)
    assert snapshot.informazioniBase is not None
    assert snapshot.informazioniBase.fiscalCode == "RSSMRA85T10F205R"


async def test_an_unavailable_back_office_fails_the_update_and_keeps_the_form(
    temporal_client: Client, settings: Settings
) -> None:
    # Activities re-declared by name: the back office answers nothing but failures.
    @activity.defn(name="check_email")
    async def check_email(_: object) -> CheckOutcome:
        raise ApplicationError("HTTP 503", type="BackOfficeRejected", non_retryable=True)

    @activity.defn(name="check_phone")
    async def check_phone(_: object) -> CheckOutcome:
        return CheckOutcome()

    @activity.defn(name="decode_fiscal_code")
    async def decode_fiscal_code(_: object) -> FiscalCodeDecoding:
        return FiscalCodeDecoding()

    @activity.defn(name="check_light_form")
    async def check_light_form(_: object) -> CheckOutcome:
        raise ApplicationError("HTTP 503", type="BackOfficeRejected", non_retryable=True)

    @activity.defn(name="fetch_configuration")
    async def fetch_configuration(_: object) -> ConfigurationFound:
        return ConfigurationFound()  # asked for alongside the checks

    @activity.defn(name="record_step")
    async def record_step(_: StepRecord) -> None:
        raise AssertionError("no step is recorded when the checks did not run")

    task_queue = f"unavailable-{uuid.uuid4()}"
    async with Worker(
        temporal_client,
        task_queue=task_queue,
        workflows=[LoanApplicationWorkflow],
        activities=[
            check_email,
            check_phone,
            decode_fiscal_code,
            check_light_form,
            fetch_configuration,
            record_step,
        ],
    ):
        with pytest.raises(WorkflowUpdateFailedError) as failure:
            await start_with_basic_info(temporal_client, task_queue, mario_rossi())
        assert isinstance(failure.value.cause, ApplicationError)
        assert failure.value.cause.type == "BackOfficeUnavailable"
        assert failure.value.cause.message == messages.SERVIZIO_NON_DISPONIBILE


async def test_an_email_the_back_office_refuses_is_a_field_error(
    temporal_client: Client, settings: Settings, worker: None
) -> None:
    # Well formed, so the form accepts it; a disposable-address domain the back office refuses.
    _, result = await start_with_basic_info(
        temporal_client, settings.task_queue, mario_rossi(emailAddress="mario@10minutemail.com")
    )
    assert not result.ok
    assert set(result.errors) == {"emailAddress"}
    assert result.snapshot.route == "/"
