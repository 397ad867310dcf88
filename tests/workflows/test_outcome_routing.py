"""Every branch of the §4 outcome routing after the light form, through the workflow."""

import uuid

import pytest
from temporalio.client import Client
from temporalio.worker import Worker

from activities.models import EngineResult, ProspectSaved
from tests.utils.applicants import mario_rossi, simulator_data
from tests.workflows.fakes import FakeBackOffice, engine
from workflows.loan_application import LoanApplicationWorkflow
from workflows.models import StartApplication

NO_CRM_ID = "no-crm-id"


@pytest.mark.parametrize(
    ("crm_code", "answer", "route", "engine_called"),
    [
        # No CRM id: 20000 is a generic failure, anything else a request already in progress.
        ("20000", engine(), "/typ?esito=erroregenerico", False),
        ("20001", engine(), "/typ?esito=cliente-con-richiesta-in-corso", False),
        # The engine's own error lists: generic error.
        ("0", engine(errors=1), "/typ?esito=erroregenerico", True),
        ("0", engine(pricing_errors=1), "/typ?esito=erroregenerico", True),
        # Pricing classes that leave the online journey.
        ("0", engine("X"), "/typ?esito=forzosods", True),
        ("0", engine("Z"), "/typ?esito=forzosods", True),
        ("0", engine("Y"), "/typ?esito=forzosodsconferma", True),
        # Any other pricing without an offer: not valid; with an offer: on to the choice.
        ("0", engine("N", offer=False), "/typ?esito=esito-non-valido", True),
        ("0", engine("A"), "/offerta", True),
    ],
)
async def test_spec_4_outcome_after_the_light_form(
    temporal_client: Client,
    crm_code: str,
    answer: EngineResult,
    route: str,
    engine_called: bool,
) -> None:
    no_id = crm_code != "0"
    fake = FakeBackOffice(
        engine_answer=answer,
        prospect=ProspectSaved(codiceEsito=crm_code)
        if no_id
        else ProspectSaved(codiceEsito="0", idCrm="INC1", idAnagCRM="ANA1"),
    )
    task_queue = f"outcomes-{uuid.uuid4()}"
    async with Worker(
        temporal_client,
        task_queue=task_queue,
        workflows=[LoanApplicationWorkflow],
        activities=fake.activities(),
    ):
        handle = await temporal_client.start_workflow(
            LoanApplicationWorkflow.run,
            StartApplication(simulator=simulator_data(), channel="MAP"),
            id=f"loan-{uuid.uuid4()}",
            task_queue=task_queue,
        )
        result = await handle.execute_update(
            LoanApplicationWorkflow.submit_basic_info, mario_rossi()
        )
        await handle.terminate("test over")
    assert result.ok
    assert result.snapshot.route == route
    assert (fake.calls["engine"] == 1) is engine_called
    # Step 1 then Step 1.1 with the engine's result; without a CRM id only Step 1.
    assert fake.calls["prospect"] == (2 if engine_called else 1)
