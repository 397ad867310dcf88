"""Draft timers on the time-skipping test server: reminder after a day, expiry after a month."""

import sys
import uuid
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from datetime import timedelta
from pathlib import Path

import pytest
from temporalio.api.enums.v1 import IndexedValueType
from temporalio.api.operatorservice.v1 import AddSearchAttributesRequest
from temporalio.client import Client, WorkflowHandle
from temporalio.testing import WorkflowEnvironment
from temporalio.worker import Worker

from runtime.settings import Settings
from runtime.temporal import SEARCH_ATTRIBUTES, data_converter
from tests.utils.applicants import mario_rossi, simulator_data
from tests.workflows.fakes import FakeBackOffice
from workflows.loan_application import LoanApplicationWorkflow
from workflows.models import Limits, ResumeStart, StartApplication

TEST_SERVER = Path(sys.executable).parent / "temporal-test-server"


@pytest.fixture(scope="module")
async def skipping_env(settings: Settings) -> AsyncIterator[WorkflowEnvironment]:
    env = await WorkflowEnvironment.start_time_skipping(
        test_server_existing_path=str(TEST_SERVER),
        data_converter=data_converter(settings),
        # The SDK gives it 5 s, which a machine busy with other suites can miss.
        test_server_startup_timeout=timedelta(seconds=60),
    )
    # The test server starts with no custom search attributes; the workflow upserts these.
    await env.client.operator_service.add_search_attributes(
        AddSearchAttributesRequest(
            namespace="default",
            search_attributes={
                key.name: IndexedValueType.INDEXED_VALUE_TYPE_KEYWORD for key in SEARCH_ATTRIBUTES
            },
        )
    )
    yield env
    await env.shutdown()


@asynccontextmanager
async def timers_worker(env: WorkflowEnvironment, fake: FakeBackOffice) -> AsyncIterator[str]:
    """A worker with the fake back office on a task queue of its own; yields the queue."""
    task_queue = f"timers-{uuid.uuid4()}"
    async with Worker(
        env.client,
        task_queue=task_queue,
        workflows=[LoanApplicationWorkflow],
        activities=fake.activities(),
    ):
        yield task_queue


async def start(client: Client, task_queue: str, limits: Limits | None = None) -> WorkflowHandle:
    handle = await client.start_workflow(
        LoanApplicationWorkflow.run,
        StartApplication(simulator=simulator_data(), channel="MAP", limits=limits or Limits()),
        id=f"loan-{uuid.uuid4()}",
        task_queue=task_queue,
    )
    result = await handle.execute_update(LoanApplicationWorkflow.submit_basic_info, mario_rossi())
    assert result.ok and result.snapshot.route == "/offerta"
    return handle


async def test_reminder_once_per_silence_rearmed_by_activity_then_expiry(
    skipping_env: WorkflowEnvironment,
) -> None:
    fake = FakeBackOffice()
    async with timers_worker(skipping_env, fake) as task_queue:
        handle = await start(skipping_env.client, task_queue)

        await skipping_env.sleep(timedelta(hours=23))
        assert fake.calls["reminder"] == 0
        await skipping_env.sleep(timedelta(hours=2))
        assert fake.calls["reminder"] == 1  # one day without activity

        await skipping_env.sleep(timedelta(days=3))
        assert fake.calls["reminder"] == 1  # the same silence: no second reminder

        # The applicant comes back: the timers start again from now.
        await handle.execute_update(LoanApplicationWorkflow.submit_basic_info, mario_rossi())
        await skipping_env.sleep(timedelta(hours=25))
        assert fake.calls["reminder"] == 2

        await skipping_env.sleep(timedelta(days=28))
        assert (await handle.query(LoanApplicationWorkflow.snapshot)).status == "created"
        await skipping_env.sleep(timedelta(days=2))  # 30 days after the last activity
        snapshot = await handle.result()
        assert snapshot.status == "expired"
        assert fake.calls["draft_expired"] == 1


async def start_refused(client: Client, task_queue: str) -> WorkflowHandle:
    """An application whose light form the checks refused (the fake refuses the e-mail)."""
    handle = await client.start_workflow(
        LoanApplicationWorkflow.run,
        StartApplication(simulator=simulator_data(), channel="MAP"),
        id=f"loan-{uuid.uuid4()}",
        task_queue=task_queue,
    )
    refused = await handle.execute_update(LoanApplicationWorkflow.submit_basic_info, mario_rossi())
    assert not refused.ok and refused.snapshot.route == "/"
    return handle


async def test_a_refused_light_form_expires_in_a_day_without_a_reminder(
    skipping_env: WorkflowEnvironment,
) -> None:
    fake = FakeBackOffice(refuse_email=True)
    async with timers_worker(skipping_env, fake) as task_queue:
        handle = await start_refused(skipping_env.client, task_queue)

        await skipping_env.sleep(timedelta(hours=23))
        assert (await handle.query(LoanApplicationWorkflow.snapshot)).status == "created"
        await skipping_env.sleep(timedelta(hours=2))
        snapshot = await handle.result()  # the workflow ends: nothing is left running
        assert snapshot.status == "expired"
        assert fake.calls["reminder"] == 0  # the address never passed the checks


async def test_a_corrected_light_form_gets_the_month_again(
    skipping_env: WorkflowEnvironment,
) -> None:
    fake = FakeBackOffice(refuse_email=True)
    async with timers_worker(skipping_env, fake) as task_queue:
        handle = await start_refused(skipping_env.client, task_queue)
        fake.refuse_email = False
        corrected = await handle.execute_update(
            LoanApplicationWorkflow.submit_basic_info, mario_rossi()
        )
        assert corrected.ok
        await skipping_env.sleep(timedelta(days=2))
        assert (await handle.query(LoanApplicationWorkflow.snapshot)).status == "created"
        assert fake.calls["reminder"] == 1
        # Left running, it would hold the test server's clock for the tests after this one.
        await handle.terminate()


async def test_a_continue_as_new_neither_postpones_nor_repeats_the_timers(
    skipping_env: WorkflowEnvironment,
) -> None:
    fake = FakeBackOffice()
    async with timers_worker(skipping_env, fake) as task_queue:
        handle = await start(skipping_env.client, task_queue, Limits(historyEvents=40))
        first = skipping_env.client.get_workflow_handle(
            handle.id, run_id=handle.first_execution_run_id
        )
        started = (await first.describe()).start_time
        await skipping_env.sleep(timedelta(days=10))
        assert fake.calls["reminder"] == 1

        # Ten days after the last step, the history grows long (resume codes by SMS are not a
        # step: they do not re-arm the timers) and the application continues as new.
        for _ in range(20):
            await handle.execute_update(LoanApplicationWorkflow.send_resume_otp, ResumeStart())
            if (await handle.describe()).run_id != handle.first_execution_run_id:
                break
        else:
            raise AssertionError("the application never continued as new")

        # Still 30 days from the last step, not from the new run; and no second reminder.
        await skipping_env.sleep(timedelta(days=19, hours=23))
        assert (await handle.query(LoanApplicationWorkflow.snapshot)).status == "created"
        snapshot = await handle.result()
        assert snapshot.status == "expired"
        closed = (await handle.describe()).close_time
        assert closed is not None
        assert timedelta(days=30) <= closed - started < timedelta(days=30, hours=1)
        assert fake.calls["reminder"] == 1
        assert fake.calls["draft_expired"] == 1
