"""Part 1 of the journey on a real dev server and the sandbox: light form to /documenti (§4)."""

import uuid

import pytest
from temporalio.api.enums.v1 import EventType
from temporalio.client import Client, WorkflowHandle, WorkflowUpdateFailedError

from journey import messages
from journey.steps import Step
from runtime.settings import Settings
from runtime.temporal import STEP
from tests.utils.applicants import mario_rossi, personal_info, simulator_data
from tests.utils.histories import record_history
from tests.workflows.applications import fake_worker, start, to_personal_data
from tests.workflows.test_basic_info import start_with_basic_info
from workflows.loan_application import LoanApplicationWorkflow
from workflows.models import OfferChoice, SecciConfirmation

pytestmark = pytest.mark.usefixtures("worker")


async def through_secci(client: Client, settings: Settings) -> WorkflowHandle:
    workflow_id, result = await start_with_basic_info(client, settings.task_queue, mario_rossi())
    assert result.ok and result.snapshot.route == "/offerta", result
    handle = client.get_workflow_handle_for(LoanApplicationWorkflow.run, workflow_id)
    simulation = result.snapshot.simulation
    assert simulation is not None and simulation.codOfferta is not None
    chosen = await handle.execute_update(
        LoanApplicationWorkflow.choose_offer,
        OfferChoice(prgSimul=simulation.codOfferta.prgSimul or ""),
    )
    assert chosen.ok and chosen.snapshot.route == "/secci", chosen
    confirmed = await handle.execute_update(
        LoanApplicationWorkflow.confirm_secci, SecciConfirmation(letto=True)
    )
    assert confirmed.ok and confirmed.snapshot.route == "/informazioni-personali"
    return handle


async def test_light_form_offer_secci_personal_data_reach_documenti(
    temporal_client: Client, settings: Settings
) -> None:
    workflow_id, result = await start_with_basic_info(
        temporal_client, settings.task_queue, mario_rossi()
    )
    snapshot = result.snapshot
    assert result.ok and snapshot.route == "/offerta"
    assert snapshot.simulation and snapshot.simulation.pricing == "A"
    offer = snapshot.simulation.codOfferta
    assert offer and offer.importoTotale == 1_000_000 and offer.numeroRate == 60
    assert offer.taeg and offer.tan and offer.taeg > offer.tan  # fees make the TAEG higher

    handle = temporal_client.get_workflow_handle_for(LoanApplicationWorkflow.run, workflow_id)
    chosen = await handle.execute_update(
        LoanApplicationWorkflow.choose_offer, OfferChoice(prgSimul=offer.prgSimul or "")
    )
    assert chosen.ok and chosen.snapshot.route == "/secci"
    assert chosen.snapshot.offerta == offer
    secci = chosen.snapshot.secci
    assert secci and secci.available and (secci.numPratica or "").startswith("TMPSAP_")
    assert secci.date and secci.date[:10] == (await handle.describe()).start_time.date().isoformat()
    blob = (
        settings.blob_dir
        / (key := await handle.query(LoanApplicationWorkflow.secci_file))[:2]
        / key
    )  # type: ignore[operator, index]
    assert blob.read_bytes().startswith(b"%PDF-")

    confirmed = await handle.execute_update(
        LoanApplicationWorkflow.confirm_secci, SecciConfirmation(letto=True)
    )
    assert confirmed.snapshot.step == Step.BASIC_INFO
    assert confirmed.snapshot.route == "/informazioni-personali"

    assert (await handle.describe()).typed_search_attributes.get(STEP) == "Dati personali"

    done = await handle.execute_update(
        LoanApplicationWorkflow.submit_personal_info, personal_info()
    )
    assert done.ok, done.errors
    assert done.snapshot.step == Step.PERSONAL_INFO
    assert done.snapshot.route == "/documenti"
    assert (await handle.describe()).typed_search_attributes.get(STEP) == "Documenti"
    record_history(await handle.fetch_history(), "journey_part1")


async def test_an_offer_not_proposed_is_rejected_by_the_validator(
    temporal_client: Client, settings: Settings
) -> None:
    workflow_id, _ = await start_with_basic_info(
        temporal_client, settings.task_queue, mario_rossi()
    )
    handle = temporal_client.get_workflow_handle_for(LoanApplicationWorkflow.run, workflow_id)
    with pytest.raises(WorkflowUpdateFailedError):
        await handle.execute_update(
            LoanApplicationWorkflow.choose_offer, OfferChoice(prgSimul="123")
        )
    with pytest.raises(WorkflowUpdateFailedError):  # nothing to confirm yet
        await handle.execute_update(
            LoanApplicationWorkflow.confirm_secci, SecciConfirmation(letto=True)
        )


@pytest.mark.parametrize(
    ("section", "override", "field"),
    [
        (
            "residenza",
            {
                "attuale": {
                    "provincia": "MI",
                    "comune": "Torino",
                    "indirizzo": "Via Roma",
                    "numeroCivico": "10",
                }
            },
            "residenza.attuale.comune",
        ),
        ("datoreLavoro", {"cap": "10121"}, "datoreLavoro.cap"),
        (
            "informazioniProfessionali",
            {"occupazione": "99"},
            "informazioniProfessionali.occupazione",
        ),
        # Right check digits and CIN, a bank that does not exist: only the back office knows.
        (
            "coordinateBancarie",
            {"iban": "IT62 Q999 9911 1010 0000 0123 456"},
            "coordinateBancarie.iban",
        ),
    ],
)
async def test_each_check_failure_lands_on_its_field_then_is_corrected(
    temporal_client: Client,
    settings: Settings,
    section: str,
    override: dict[str, object],
    field: str,
) -> None:
    handle = await through_secci(temporal_client, settings)
    refused = await handle.execute_update(
        LoanApplicationWorkflow.submit_personal_info, personal_info(**{section: override})
    )
    assert not refused.ok
    assert field in refused.errors, refused.errors
    assert refused.snapshot.route == "/informazioni-personali"
    assert refused.snapshot.informazioniPersonali is not None  # what was typed is kept

    corrected = await handle.execute_update(
        LoanApplicationWorkflow.submit_personal_info, personal_info()
    )
    assert corrected.ok and corrected.snapshot.route == "/documenti"
    if field == "coordinateBancarie.iban":
        record_history(await handle.fetch_history(), "journey_part1_iban_corrected")


async def test_a_residence_cap_other_than_the_light_forms_is_corrected_on_step_4(
    temporal_client: Client, settings: Settings
) -> None:
    # The light form said 20121 (Milan); the person lives in Turin.
    handle = await through_secci(temporal_client, settings)
    turin = {"provincia": "TO", "comune": "Torino", "indirizzo": "Via Roma", "numeroCivico": "10"}
    refused = await handle.execute_update(
        LoanApplicationWorkflow.submit_personal_info,
        personal_info(residenza={"attuale": turin, "anniResidenza": 5}),
    )
    assert refused.errors == {
        "residenza.attuale.cap": "Il CAP non corrisponde al comune indicato"
    }, refused.errors

    corrected = await handle.execute_update(
        LoanApplicationWorkflow.submit_personal_info,
        personal_info(residenza={"attuale": {**turin, "cap": "10121"}, "anniResidenza": 5}),
    )
    assert corrected.ok and corrected.snapshot.route == "/documenti", corrected.errors
    # The corrected CAP replaces the light form's for everything after.
    assert corrected.snapshot.informazioniBase is not None
    assert corrected.snapshot.informazioniBase.cap == "10121"
    record_history(await handle.fetch_history(), "journey_part1_cap_corrected")


async def test_large_request_goes_to_an_advisor(
    temporal_client: Client, settings: Settings
) -> None:
    workflow_id = f"loan-{uuid.uuid4()}"
    from temporalio.client import WithStartWorkflowOperation
    from temporalio.common import WorkflowIDConflictPolicy

    from workflows.models import StartApplication

    start = WithStartWorkflowOperation(
        LoanApplicationWorkflow.run,
        StartApplication(
            simulator=simulator_data(
                SC_IMPORTO_TOTALE=3_500_000, SC_IMPORTO_RATA=50_000, SC_NUMERO_RATE=84
            ),
            channel="MAP",
        ),
        id=workflow_id,
        task_queue=settings.task_queue,
        id_conflict_policy=WorkflowIDConflictPolicy.FAIL,
    )
    result = await temporal_client.execute_update_with_start_workflow(
        LoanApplicationWorkflow.submit_basic_info, mario_rossi(), start_workflow_operation=start
    )
    assert result.ok
    assert result.snapshot.route == "/typ?esito=forzosods"
    assert messages.ERRORE_CREAZIONE_PROSPECT not in result.errors.values()


async def test_the_steps_of_a_journey_keep_one_inactivity_timer(temporal_client: Client) -> None:
    # Each step moves the deadlines later; the timer armed before them waits on when it fires,
    # instead of being cancelled and started again at every step.
    async with fake_worker(temporal_client) as (task_queue, _):
        handle = await start(temporal_client, task_queue)
        await to_personal_data(handle)
        history = await handle.fetch_history()
    started = [e for e in history.events if e.event_type == EventType.EVENT_TYPE_TIMER_STARTED]
    # At most the month's expiry from the start, then the day's reminder once there is a light
    # form; one timer started per step would be four.
    assert len(started) <= 2
