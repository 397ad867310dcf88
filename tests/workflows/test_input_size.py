"""Issue 12: every Update's validator checks the size of its input, so nothing an applicant sends,
even past the API, enters an application's history larger than a form can make."""

import pytest
from temporalio import workflow
from temporalio.client import Client, WorkflowHandle, WorkflowUpdateFailedError
from temporalio.contrib.pydantic import pydantic_data_converter
from temporalio.exceptions import ApplicationError

from journey import messages
from journey.models.personal_info import DatoreLavoro
from tests.utils.applicants import personal_info
from tests.utils.largest import largest
from tests.workflows.applications import fake_worker, start, to_personal_data
from workflows.errors import Rejection
from workflows.loan_application import LoanApplicationWorkflow
from workflows.models import DraftSave, Limits

UPDATES = sorted(
    (definition.name, definition)
    for definition in workflow._Definition.must_from_class(LoanApplicationWorkflow).updates.values()
    if definition.name
)


def input_type(name: str) -> type:
    arg_types = dict(UPDATES)[name].arg_types
    assert arg_types and len(arg_types) == 1, "an Update takes one model"
    return arg_types[0]


async def event_count(handle: WorkflowHandle) -> int:
    return len((await handle.fetch_history()).events)


@pytest.mark.parametrize("name", [name for name, _ in UPDATES])
def test_the_largest_valid_input_of_every_update_fits_under_the_bound(name: str) -> None:
    """The bound turns down only what no form can make: every field of the input at its own
    bound still fits (a field added without a bound, or a long one, shows up here)."""
    value = largest(input_type(name))
    size = len(pydantic_data_converter.payload_converter.to_payload(value).data)
    assert size <= Limits().inputBytes, f"{name}: {size} bytes"


async def test_every_update_turns_down_an_input_over_the_bound(temporal_client: Client) -> None:
    async with fake_worker(temporal_client) as (task_queue, _):
        # A bound below the smallest input: whatever the step, each validator says too large.
        handle = await start(temporal_client, task_queue, Limits(inputBytes=1))
        await handle.query(LoanApplicationWorkflow.snapshot)  # its first task done
        before = await event_count(handle)
        turned_down: dict[str, str | None] = {}
        for name, _ in UPDATES:
            with pytest.raises(WorkflowUpdateFailedError) as failed:
                await handle.execute_update(name, largest(input_type(name)))
            cause = failed.value.cause
            turned_down[name] = cause.type if isinstance(cause, ApplicationError) else None
        assert turned_down == {name: Rejection.TOO_LARGE for name, _ in UPDATES}
        assert await event_count(handle) == before  # a rejected Update leaves no trace
        snapshot = await handle.query(LoanApplicationWorkflow.snapshot)
        assert snapshot.status == "created" and snapshot.route == "/"


async def test_an_oversized_draft_sent_past_the_api_is_refused_and_the_application_lives_on(
    temporal_client: Client,
) -> None:
    async with fake_worker(temporal_client) as (task_queue, fake):
        # 4 KiB, so that a valid draft (about 9 KB at most) can be too large for this application.
        handle = await start(temporal_client, task_queue, Limits(inputBytes=4 * 1024))
        await to_personal_data(handle)
        before = await event_count(handle)
        oversized = DraftSave(informazioniPersonali=largest(DraftSave).informazioniPersonali)
        for _ in range(3):
            with pytest.raises(WorkflowUpdateFailedError) as failed:
                await handle.execute_update(LoanApplicationWorkflow.save_draft, oversized)
            cause = failed.value.cause
            assert isinstance(cause, ApplicationError) and cause.type == Rejection.TOO_LARGE
            assert cause.message == messages.RICHIESTA_TROPPO_GRANDE
        assert await event_count(handle) == before
        assert fake.calls["resume_code"] == 0

        saved = await handle.execute_update(
            LoanApplicationWorkflow.save_draft, DraftSave(informazioniPersonali=personal_info())
        )
        assert saved.snapshot.informazioniPersonali == personal_info()
        done = await handle.execute_update(
            LoanApplicationWorkflow.submit_personal_info, personal_info()
        )
        assert done.ok and done.snapshot.route == "/documenti", done


async def test_a_draft_past_its_field_bounds_never_reaches_the_validator_nor_history(
    temporal_client: Client,
) -> None:
    """A client that skips validation (`model_construct`) is stopped by the worker's decoding:
    the 2 MB employer name of issue 12 no longer even reaches the size check."""
    async with fake_worker(temporal_client) as (task_queue, _):
        handle = await start(temporal_client, task_queue)
        await to_personal_data(handle)
        before = await event_count(handle)
        employer = DatoreLavoro.model_construct(nome="A" * 100_000)
        huge = DraftSave.model_construct(
            informazioniPersonali=personal_info().model_copy(update={"datoreLavoro": employer})
        )
        with pytest.raises(WorkflowUpdateFailedError):
            await handle.execute_update(LoanApplicationWorkflow.save_draft, huge)
        assert await event_count(handle) == before
        done = await handle.execute_update(
            LoanApplicationWorkflow.submit_personal_info, personal_info()
        )
        assert done.ok and done.snapshot.route == "/documenti", done
