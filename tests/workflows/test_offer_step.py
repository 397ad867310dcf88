"""Step 2, the offer: the CRM's step and the SECCI in one activity (deliver_secci, whose order
of calls tests/activities/test_offer.py shows); a refusal or a failure of either leaves the
applicant on the offer."""

import uuid
from typing import Any

import pytest
from temporalio import activity
from temporalio.api.enums.v1 import EventType
from temporalio.client import Client, WorkflowUpdateFailedError
from temporalio.exceptions import ApplicationError
from temporalio.worker import Worker

from activities.base import REJECTED
from activities.models import (
    ProspectSave,
    ProspectSaved,
    SecciDelivered,
    SecciDelivery,
    SecciProduced,
    StoredDocument,
)
from journey import constants, messages
from journey.steps import ProspectStep
from runtime.settings import Settings
from store.applications import events_for
from store.db import make_engine, session_factory
from tests.api.test_drafts import outbox
from tests.utils.applicants import mario_rossi
from tests.utils.histories import record_history
from tests.workflows.applications import start
from tests.workflows.fakes import FakeBackOffice
from tests.workflows.test_basic_info import start_with_basic_info
from workflows.loan_application import LoanApplicationWorkflow
from workflows.models import OfferChoice, SecciConfirmation, StepResult


def with_replaced(fake: FakeBackOffice, *replacements: Any) -> list[Any]:
    replaced = {r.__temporal_activity_definition.name: r for r in replacements}
    return [
        replaced.get(a.__temporal_activity_definition.name, a)  # type: ignore[attr-defined]
        for a in fake.activities()
    ]


async def offer_after_light_form(
    client: Client, activities: list[Any]
) -> tuple[StepResult | BaseException, Any]:
    task_queue = f"offer-{uuid.uuid4()}"
    async with Worker(
        client, task_queue=task_queue, workflows=[LoanApplicationWorkflow], activities=activities
    ):
        handle = await start(client, task_queue)
        light = await handle.execute_update(
            LoanApplicationWorkflow.submit_basic_info, mario_rossi()
        )
        assert light.ok and light.snapshot.simulation and light.snapshot.simulation.codOfferta
        prg = light.snapshot.simulation.codOfferta.prgSimul
        assert prg is not None
        try:
            chosen: StepResult | BaseException = await handle.execute_update(
                LoanApplicationWorkflow.choose_offer, OfferChoice(prgSimul=prg)
            )
        except WorkflowUpdateFailedError as failure:
            chosen = failure
        snapshot = await handle.query(LoanApplicationWorkflow.snapshot)
        return chosen, snapshot


async def test_the_crm_step_and_the_secci_go_in_one_call_and_the_crm_ids_are_kept(
    temporal_client: Client,
) -> None:
    fake, deliveries, saves = FakeBackOffice(), [], []
    prospect = next(
        a for a in fake.activities() if a.__temporal_activity_definition.name == "save_prospect"
    )

    @activity.defn(name="save_prospect")
    async def save_prospect(save: ProspectSave) -> ProspectSaved:
        saves.append(save)
        return await prospect(save)  # type: ignore[no-any-return]

    @activity.defn(name="deliver_secci")
    async def deliver_secci(delivery: SecciDelivery) -> SecciDelivered:
        deliveries.append(delivery)
        return SecciDelivered(
            produced=SecciProduced(url="http://bo/secci.pdf", sessionId="S", numPraticaTmp="T1"),
            stored=StoredDocument(key="secci-key", size=1),
            prospect=ProspectSaved(codiceEsito="0", idCrm="INC2", idAnagCRM="ANA2"),
        )

    task_queue = f"offer-{uuid.uuid4()}"
    async with Worker(
        temporal_client,
        task_queue=task_queue,
        workflows=[LoanApplicationWorkflow],
        activities=with_replaced(fake, save_prospect, deliver_secci),
    ):
        handle = await start(temporal_client, task_queue)
        light = await handle.execute_update(
            LoanApplicationWorkflow.submit_basic_info, mario_rossi()
        )
        assert light.snapshot.simulation and light.snapshot.simulation.codOfferta
        choice = OfferChoice(prgSimul=light.snapshot.simulation.codOfferta.prgSimul or "")
        chosen = await handle.execute_update(LoanApplicationWorkflow.choose_offer, choice)
        assert chosen.ok and chosen.snapshot.route == "/secci", chosen
        assert chosen.snapshot.secci and chosen.snapshot.secci.available
        assert chosen.snapshot.secci.numPratica == "T1"
        confirmed = await handle.execute_update(
            LoanApplicationWorkflow.confirm_secci, SecciConfirmation(letto=True)
        )
        assert confirmed.ok, confirmed

    [delivery] = deliveries
    assert delivery.prospect is not None
    assert delivery.prospect.payload.step == ProspectStep.SCELTA_UTENTE.value
    # The CRM's step carries the draft's link and the ids the light form's step was given.
    assert delivery.prospect.publicUrl
    assert delivery.prospect.payload.idAnagCRM == fake.prospect.idAnagCRM
    assert delivery.secci.prgSimul == choice.prgSimul and delivery.mail.tipo == "SECCIDS"
    # Not asked again on its own; the next step sends the ids the offer's answer gave.
    assert [save.payload.step for save in saves] == [
        ProspectStep.LIGHT_FORM.value,
        ProspectStep.ESITO_MOTORE.value,
        ProspectStep.CONFERMA_SECCI.value,
    ]
    assert saves[-1].payload.idAnagCRM == "ANA2"
    assert saves[-1].payload.datiProdotti[0].incidentIdCRM == "INC2"


async def test_a_crm_refusal_keeps_the_applicant_on_the_offer_and_sends_no_secci(
    temporal_client: Client,
) -> None:
    fake = FakeBackOffice()

    @activity.defn(name="deliver_secci")
    async def deliver_secci(delivery: SecciDelivery) -> SecciDelivered:
        # What the activity answers when crmCreaProspect refused: nothing copied or sent.
        return SecciDelivered(
            produced=SecciProduced(url="http://bo/secci.pdf"),
            prospectRefused="crmCreaProspect rejected with HTTP 422",
        )

    chosen, snapshot = await offer_after_light_form(
        temporal_client, with_replaced(fake, deliver_secci)
    )

    assert isinstance(chosen, StepResult) and not chosen.ok
    assert chosen.errors == {"form": messages.ERRORE_AGGIORNAMENTO_PROSPECT}
    assert snapshot.route == "/offerta" and snapshot.secci is None


async def test_a_failed_secci_email_asks_to_retry_and_the_retry_goes_on(
    temporal_client: Client,
) -> None:
    fake, attempts = FakeBackOffice(), []

    delivered = next(
        a for a in fake.activities() if a.__temporal_activity_definition.name == "deliver_secci"
    )

    @activity.defn(name="deliver_secci")
    async def deliver_secci(delivery: SecciDelivery) -> SecciDelivered:
        # invioEmail answered KO the first time: the activity fails, not retried.
        attempts.append(1)
        if len(attempts) == 1:
            raise ApplicationError("invioEmail refused", type=REJECTED, non_retryable=True)
        return await delivered(delivery)  # type: ignore[no-any-return]

    task_queue = f"offer-{uuid.uuid4()}"
    async with Worker(
        temporal_client,
        task_queue=task_queue,
        workflows=[LoanApplicationWorkflow],
        activities=with_replaced(fake, deliver_secci),
    ):
        handle = await start(temporal_client, task_queue)
        light = await handle.execute_update(
            LoanApplicationWorkflow.submit_basic_info, mario_rossi()
        )
        assert light.snapshot.simulation and light.snapshot.simulation.codOfferta
        choice = OfferChoice(prgSimul=light.snapshot.simulation.codOfferta.prgSimul or "")
        with pytest.raises(WorkflowUpdateFailedError) as failure:
            await handle.execute_update(LoanApplicationWorkflow.choose_offer, choice)
        assert isinstance(failure.value.cause, ApplicationError)
        assert failure.value.cause.type == "BackOfficeUnavailable"
        assert (await handle.query(LoanApplicationWorkflow.snapshot)).route == "/offerta"

        again = await handle.execute_update(LoanApplicationWorkflow.choose_offer, choice)
        assert again.ok and again.snapshot.route == "/secci"


@pytest.mark.usefixtures("worker")
async def test_the_offer_is_one_local_activity_that_also_records_the_step_once(
    temporal_client: Client, settings: Settings
) -> None:
    """With the worker's own activities: the calls and the step's record in one round of the
    worker, and the record in the app database once (record_step does not write it again)."""
    handle = await start(temporal_client, settings.task_queue)
    light = await handle.execute_update(LoanApplicationWorkflow.submit_basic_info, mario_rossi())
    assert light.ok and light.snapshot.simulation and light.snapshot.simulation.codOfferta
    chosen = await handle.execute_update(
        LoanApplicationWorkflow.choose_offer,
        OfferChoice(prgSimul=light.snapshot.simulation.codOfferta.prgSimul or ""),
    )
    assert chosen.ok and chosen.snapshot.route == "/secci", chosen

    events = (await handle.fetch_history()).events
    accepted = [
        e.event_id
        for e in events
        if e.event_type == EventType.EVENT_TYPE_WORKFLOW_EXECUTION_UPDATE_ACCEPTED
    ][-1]
    local_activities = [
        e
        for e in events
        if e.event_id > accepted
        and e.event_type == EventType.EVENT_TYPE_MARKER_RECORDED
        and e.marker_recorded_event_attributes.marker_name == "core_local_activity"
    ]
    assert len(local_activities) == 1
    engine = make_engine(settings.database_url)
    try:
        with session_factory(engine)() as session:
            actions = [e.action for e in events_for(session, handle.id)]
    finally:
        engine.dispose()
    assert actions == ["basic_info_submitted", "offer_chosen"]


@pytest.mark.usefixtures("worker")
async def test_the_same_offer_chosen_again_keeps_its_secci_and_mails_nothing(
    temporal_client: Client, settings: Settings, sandbox_url: str
) -> None:
    """Found by a review: each choice of the offer already chosen made and e-mailed a new SECCI,
    a second tap or a script repeating it included."""
    workflow_id, light = await start_with_basic_info(
        temporal_client, settings.task_queue, mario_rossi(emailAddress="stessa.offerta@gmail.com")
    )
    simulation = light.snapshot.simulation
    assert simulation and simulation.codOfferta and simulation.maxOfferta
    asked, largest = simulation.codOfferta.prgSimul or "", simulation.maxOfferta.prgSimul or ""
    assert asked != largest
    handle = temporal_client.get_workflow_handle_for(LoanApplicationWorkflow.run, workflow_id)

    async def choose(prg: str) -> StepResult:
        chosen = await handle.execute_update(
            LoanApplicationWorkflow.choose_offer, OfferChoice(prgSimul=prg)
        )
        assert chosen.ok and chosen.snapshot.route == "/secci", chosen
        return chosen

    first = await choose(asked)
    again = await choose(asked)
    assert again.snapshot.secci == first.snapshot.secci
    assert again.snapshot.offerta == first.snapshot.offerta
    # Another offer is another SECCI, and so is the first one chosen back after it.
    other = await choose(largest)
    back = await choose(asked)
    assert other.snapshot.secci != first.snapshot.secci != back.snapshot.secci
    mails = outbox(sandbox_url, "email", "STESSA.OFFERTA@GMAIL.COM")
    assert len([m for m in mails if m["kind"] == "SECCIDS"]) == 3

    history = await handle.fetch_history()
    delivered = [
        e
        for e in history.events
        if e.event_type == EventType.EVENT_TYPE_MARKER_RECORDED
        and b"deliver_secci" in e.marker_recorded_event_attributes.SerializeToString()
    ]
    assert len(delivered) == 3
    record_history(history, "same_offer_chosen_twice")


@pytest.mark.usefixtures("worker")
async def test_no_more_seccis_than_the_days_allowance_are_made_or_mailed(
    temporal_client: Client, settings: Settings, sandbox_url: str
) -> None:
    """Found by a review: the two offers chosen in turn made and e-mailed a SECCI each time."""
    workflow_id, light = await start_with_basic_info(
        temporal_client, settings.task_queue, mario_rossi(emailAddress="molte.secci@gmail.com")
    )
    simulation = light.snapshot.simulation
    assert simulation and simulation.codOfferta and simulation.maxOfferta
    offers = [simulation.codOfferta.prgSimul or "", simulation.maxOfferta.prgSimul or ""]
    handle = temporal_client.get_workflow_handle_for(LoanApplicationWorkflow.run, workflow_id)
    answers = [
        await handle.execute_update(
            LoanApplicationWorkflow.choose_offer, OfferChoice(prgSimul=offers[n % 2])
        )
        for n in range(constants.SECCI_PER_DAY + 1)
    ]
    assert [a.ok for a in answers] == [True] * constants.SECCI_PER_DAY + [False]
    assert answers[-1].errors == {"form": messages.TROPPI_TENTATIVI}
    # The applicant stays with the last SECCI made, to read and confirm.
    assert answers[-1].snapshot.secci == answers[-2].snapshot.secci
    mails = outbox(sandbox_url, "email", "MOLTE.SECCI@GMAIL.COM")
    assert len([m for m in mails if m["kind"] == "SECCIDS"]) == constants.SECCI_PER_DAY
    confirmed = await handle.execute_update(
        LoanApplicationWorkflow.confirm_secci, SecciConfirmation(letto=True)
    )
    assert confirmed.ok and confirmed.snapshot.route == "/informazioni-personali"
    record_history(await handle.fetch_history(), "secci_per_day_capped")
