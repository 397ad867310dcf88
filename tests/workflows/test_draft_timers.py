"""Draft timers on the time-skipping test server: reminder after a day, expiry after a month."""

import sys
import uuid
from collections import Counter
from collections.abc import AsyncIterator
from datetime import timedelta
from pathlib import Path

import pytest
from temporalio import activity
from temporalio.api.enums.v1 import IndexedValueType
from temporalio.api.operatorservice.v1 import AddSearchAttributesRequest
from temporalio.client import Client, WorkflowHandle
from temporalio.testing import WorkflowEnvironment
from temporalio.worker import Worker

from activities.models import (
    CheckOutcome,
    ConfigurationFound,
    EngineResult,
    FiscalCodeDecoding,
    ProspectSaved,
    StepRecord,
)
from journey.models.simulation import Offerta, Simulation
from runtime.settings import Settings
from runtime.temporal import SEARCH_ATTRIBUTES, data_converter
from tests.utils.applicants import mario_rossi, simulator_data
from workflows.loan_application import LoanApplicationWorkflow
from workflows.models import StartApplication

TEST_SERVER = Path(sys.executable).parent / "temporal-test-server"


class FakeBackOffice:
    """Every back-office answer the light form needs, and a count of what the timers did."""

    def __init__(self) -> None:
        self.calls: Counter[str] = Counter()

    def activities(self) -> list[object]:
        calls = self.calls

        @activity.defn(name="check_email")
        async def check_email(_: object) -> CheckOutcome:
            return CheckOutcome()

        @activity.defn(name="check_phone")
        async def check_phone(_: object) -> CheckOutcome:
            return CheckOutcome()

        @activity.defn(name="decode_fiscal_code")
        async def decode_fiscal_code(_: object) -> FiscalCodeDecoding:
            return FiscalCodeDecoding(dataNascita="10/12/1985")

        @activity.defn(name="fetch_configuration")
        async def fetch_configuration(_: object) -> ConfigurationFound:
            return ConfigurationFound()

        @activity.defn(name="save_prospect")
        async def save_prospect(_: object) -> ProspectSaved:
            return ProspectSaved(codiceEsito="0", idCrm="INC1", idAnagCRM="ANA1")

        @activity.defn(name="run_simulation")
        async def run_simulation(_: object) -> EngineResult:
            offer = Offerta(prgSimul="1", importoTotale=1_000_000, numeroRate=60)
            return EngineResult(
                simulation=Simulation(pricing="A", codOfferta=offer, maxOfferta=offer)
            )

        @activity.defn(name="send_reminder")
        async def send_reminder(_: object) -> None:
            calls["reminder"] += 1

        @activity.defn(name="record_step")
        async def record_step(record: StepRecord) -> None:
            calls[record.action] += 1

        return [
            check_email,
            check_phone,
            decode_fiscal_code,
            fetch_configuration,
            save_prospect,
            run_simulation,
            send_reminder,
            record_step,
        ]


@pytest.fixture(scope="module")
async def skipping_env(settings: Settings) -> AsyncIterator[WorkflowEnvironment]:
    env = await WorkflowEnvironment.start_time_skipping(
        test_server_existing_path=str(TEST_SERVER), data_converter=data_converter(settings)
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


async def start(client: Client, task_queue: str) -> WorkflowHandle:
    handle = await client.start_workflow(
        LoanApplicationWorkflow.run,
        StartApplication(simulator=simulator_data(), channel="MAP"),
        id=f"loan-{uuid.uuid4()}",
        task_queue=task_queue,
    )
    result = await handle.execute_update(LoanApplicationWorkflow.submit_basic_info, mario_rossi())
    assert result.ok and result.snapshot.route == "/offerta"
    return handle


async def test_reminder_once_per_silence_rearmed_by_activity_then_expiry(
    skipping_env: WorkflowEnvironment,
) -> None:
    fake, task_queue = FakeBackOffice(), f"timers-{uuid.uuid4()}"
    async with Worker(
        skipping_env.client,
        task_queue=task_queue,
        workflows=[LoanApplicationWorkflow],
        activities=fake.activities(),
    ):
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
