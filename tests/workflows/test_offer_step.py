"""Step 2, the offer: the CRM's step and the SECCI asked together, then the SECCI copied and
e-mailed together; a refusal or a failure of either leaves the applicant on the offer."""

import asyncio
import time
import uuid
from collections.abc import Callable
from typing import Any

import pytest
from temporalio import activity
from temporalio.client import Client, WorkflowUpdateFailedError
from temporalio.exceptions import ApplicationError
from temporalio.worker import Worker

from activities.base import REJECTED
from activities.models import ProspectSave, ProspectSaved, SecciProduced, StoredDocument
from journey import messages
from journey.steps import ProspectStep
from tests.utils.applicants import mario_rossi
from tests.workflows.applications import start
from tests.workflows.fakes import FakeBackOffice
from workflows.loan_application import LoanApplicationWorkflow
from workflows.models import OfferChoice, StepResult

# Long enough that two calls made one after the other could not overlap on a busy machine.
CALL_SECONDS = 0.4


class Timeline:
    """When each back-office call began and ended, in this process's clock."""

    def __init__(self) -> None:
        self.spans: dict[str, tuple[float, float]] = {}

    def overlap(self, first: str, second: str) -> bool:
        (a_start, a_end), (b_start, b_end) = self.spans[first], self.spans[second]
        return a_start < b_end and b_start < a_end

    def timed(self, name: str, answer: Callable[[], Any]) -> Any:
        async def call(_: object) -> Any:
            began = time.monotonic()
            await asyncio.sleep(CALL_SECONDS)
            self.spans[name] = (began, time.monotonic())
            return answer()

        return activity.defn(name=name)(call)


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


async def test_the_crm_step_and_the_secci_are_asked_together_then_copied_and_mailed_together(
    temporal_client: Client,
) -> None:
    fake, timeline = FakeBackOffice(), Timeline()
    activities = with_replaced(
        fake,
        timeline.timed(
            "produce_secci",
            lambda: SecciProduced(url="http://bo/secci.pdf", sessionId="S", numPraticaTmp="T1"),
        ),
        timeline.timed("store_document", lambda: StoredDocument(key="secci-key", size=1)),
        timeline.timed("send_secci_email", lambda: None),
    )
    prospect = next(
        a for a in activities if a.__temporal_activity_definition.name == "save_prospect"
    )

    @activity.defn(name="save_prospect")
    async def save_prospect(save: ProspectSave) -> ProspectSaved:
        if save.payload.step != ProspectStep.SCELTA_UTENTE.value:
            return await prospect(save)  # type: ignore[no-any-return]
        return await timeline.timed("crm_step_2", lambda: fake.prospect)(save)  # type: ignore[no-any-return]

    activities = with_replaced(fake, *[a for a in activities if a is not prospect], save_prospect)
    chosen, snapshot = await offer_after_light_form(temporal_client, activities)

    assert isinstance(chosen, StepResult) and chosen.ok, chosen
    assert snapshot.route == "/secci" and snapshot.secci and snapshot.secci.available
    assert timeline.overlap("crm_step_2", "produce_secci")
    assert timeline.overlap("store_document", "send_secci_email")
    # The copy and the e-mail need the SECCI's address: they start once it is there.
    assert timeline.spans["store_document"][0] >= timeline.spans["produce_secci"][1]


async def test_a_crm_refusal_keeps_the_applicant_on_the_offer_and_sends_no_secci(
    temporal_client: Client,
) -> None:
    fake = FakeBackOffice()
    mailed: list[object] = []
    prospect = next(
        a for a in fake.activities() if a.__temporal_activity_definition.name == "save_prospect"
    )

    @activity.defn(name="save_prospect")
    async def save_prospect(save: ProspectSave) -> ProspectSaved:
        if save.payload.step == ProspectStep.SCELTA_UTENTE.value:
            raise ApplicationError("HTTP 422", type=REJECTED, non_retryable=True)
        return await prospect(save)  # type: ignore[no-any-return]

    @activity.defn(name="send_secci_email")
    async def send_secci_email(email: object) -> None:
        mailed.append(email)

    chosen, snapshot = await offer_after_light_form(
        temporal_client, with_replaced(fake, save_prospect, send_secci_email)
    )

    assert isinstance(chosen, StepResult) and not chosen.ok
    assert chosen.errors == {"form": messages.ERRORE_AGGIORNAMENTO_PROSPECT}
    assert snapshot.route == "/offerta" and snapshot.secci is None
    assert mailed == []


async def test_a_failed_secci_email_asks_to_retry_and_the_retry_goes_on(
    temporal_client: Client,
) -> None:
    fake, attempts = FakeBackOffice(), []

    @activity.defn(name="send_secci_email")
    async def send_secci_email(_: object) -> None:
        attempts.append(1)
        if len(attempts) == 1:
            raise ApplicationError("HTTP 422", type=REJECTED, non_retryable=True)

    task_queue = f"offer-{uuid.uuid4()}"
    async with Worker(
        temporal_client,
        task_queue=task_queue,
        workflows=[LoanApplicationWorkflow],
        activities=with_replaced(fake, send_secci_email),
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
