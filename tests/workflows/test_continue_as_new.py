"""Issue 12: an application whose history grows long continues as new with its whole state, so
no number of saves can push it to the server's limit, where it would be terminated."""

import asyncio

from temporalio.api.enums.v1 import EventType
from temporalio.client import Client, WorkflowHandle, WorkflowHistory

from runtime.temporal import SEARCH_ATTRIBUTES
from tests.utils.applicants import personal_info
from tests.utils.histories import record_history
from tests.utils.largest import largest
from tests.workflows.applications import (
    fake_worker,
    history_bytes,
    runs_of,
    start,
    to_personal_data,
)
from workflows.loan_application import LoanApplicationWorkflow
from workflows.models import DraftSave, Limits, ResumeStart, Snapshot


def updates(history: WorkflowHistory, event_type: EventType.ValueType) -> int:
    return sum(event.event_type == event_type for event in history.events)


async def current_run(handle: WorkflowHandle) -> str:
    run_id = (await handle.describe()).run_id
    assert run_id is not None
    return run_id


async def until_continued(handle: WorkflowHandle) -> str:
    """Asks for resume codes by SMS, which leave the state and the timers as they are, until the
    application continues as new; returns the new run's id."""
    run_id = await current_run(handle)
    for _ in range(50):
        await handle.execute_update(LoanApplicationWorkflow.send_resume_otp, ResumeStart())
        if (now := await current_run(handle)) != run_id:
            return now
    raise AssertionError("the application never continued as new")


async def test_a_long_history_continues_as_new_with_the_whole_application(
    temporal_client: Client,
) -> None:
    async with fake_worker(temporal_client) as (task_queue, _):
        handle = await start(temporal_client, task_queue, Limits(historyEvents=60))
        await to_personal_data(handle)
        draft = DraftSave(informazioniPersonali=personal_info(datoreLavoro={"nome": "Bozza"}))
        await handle.execute_update(LoanApplicationWorkflow.save_draft, draft)
        before: Snapshot = await handle.query(LoanApplicationWorkflow.snapshot)
        old_run = await current_run(handle)
        old = await temporal_client.get_workflow_handle(handle.id, run_id=old_run).describe()
        secci_file = await handle.query(LoanApplicationWorkflow.secci_file)

        new_run = await until_continued(handle)

        # The same application (workflow id, so the API's handles follow) in a new run.
        assert new_run != old_run
        assert (await handle.describe()).id == handle.id
        after = await handle.query(LoanApplicationWorkflow.snapshot)
        assert after == before
        assert (after.route, after.step, after.offerta, after.secci) == (
            "/informazioni-personali",
            "INFORMAZIONI_BASE",
            before.offerta,
            before.secci,
        )
        assert after.informazioniPersonali == draft.informazioniPersonali
        assert await handle.query(LoanApplicationWorkflow.secci_file) == secci_file
        new = await handle.describe()
        for key in SEARCH_ATTRIBUTES:
            assert new.typed_search_attributes.get(key) == old.typed_search_attributes.get(key)

        # The next step works on the new run.
        done = await handle.execute_update(
            LoanApplicationWorkflow.submit_personal_info, personal_info()
        )
        assert done.ok and done.snapshot.route == "/documenti", done

        first, second, *_ = await runs_of(temporal_client, handle)
        record_history(first, "continued_as_new")
        record_history(second, "continued_from_carried_state")


async def test_updates_racing_a_continue_as_new_are_each_done_once(
    temporal_client: Client,
) -> None:
    """Three tabs save at once while the application moves to new runs: every save is answered,
    none is lost or done twice (one resume code each). A run finishes every Update it accepted;
    one sent while it was continuing as new is retried by the client on the next run."""
    async with fake_worker(temporal_client) as (task_queue, fake):
        handle = await start(temporal_client, task_queue, Limits(historyEvents=80))
        await to_personal_data(handle)
        draft = DraftSave(informazioniPersonali=personal_info())

        async def tab() -> int:
            saved = 0
            for _ in range(20):
                answer = await handle.execute_update(LoanApplicationWorkflow.save_draft, draft)
                saved += answer.snapshot.informazioniPersonali == draft.informazioniPersonali
            return saved

        assert await asyncio.gather(tab(), tab(), tab()) == [20, 20, 20]
        assert fake.calls["resume_code"] == 60
        *continued, _ = await runs_of(temporal_client, handle)
        assert len(continued) >= 2
        for run in continued:
            accepted = updates(run, EventType.EVENT_TYPE_WORKFLOW_EXECUTION_UPDATE_ACCEPTED)
            assert (
                updates(run, EventType.EVENT_TYPE_WORKFLOW_EXECUTION_UPDATE_COMPLETED) == accepted
            )


async def test_two_hundred_largest_saves_never_end_the_application(
    temporal_client: Client,
) -> None:
    """Issue 12's scenario with the production bounds: each save carries the largest draft a
    form can make (about 9 KB, and as much again in its answer)."""
    async with fake_worker(temporal_client) as (task_queue, _):
        handle = await start(temporal_client, task_queue)
        await to_personal_data(handle)
        draft = largest(DraftSave)
        for _ in range(200):
            await handle.execute_update(LoanApplicationWorkflow.save_draft, draft)

        runs = await runs_of(temporal_client, handle)
        assert len(runs) >= 2
        sizes = [history_bytes(run) for run in runs]
        assert max(sizes) < 5 * 1024 * 1024, sizes  # the server's 4 MB suggestion, and one save
        snapshot = await handle.query(LoanApplicationWorkflow.snapshot)
        assert snapshot.status == "created"
        assert snapshot.informazioniPersonali == draft.informazioniPersonali
        done = await handle.execute_update(
            LoanApplicationWorkflow.submit_personal_info, personal_info()
        )
        assert done.ok and done.snapshot.route == "/documenti", done
