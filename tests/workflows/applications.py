"""Applications on a worker of their own, with the fake back office: started with the limits a
test chooses, walked to the step it needs, and their runs read back."""

import uuid
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager

from temporalio.client import Client, WorkflowHandle, WorkflowHistory
from temporalio.worker import Worker

from tests.utils.applicants import mario_rossi, simulator_data
from tests.workflows.fakes import FakeBackOffice
from workflows.loan_application import LoanApplicationWorkflow
from workflows.models import Limits, OfferChoice, SecciConfirmation, StartApplication, StepResult


@asynccontextmanager
async def fake_worker(client: Client) -> AsyncIterator[tuple[str, FakeBackOffice]]:
    """A worker on a task queue of its own; yields the queue and the back office's counts."""
    fake, task_queue = FakeBackOffice(), f"applications-{uuid.uuid4()}"
    async with Worker(
        client,
        task_queue=task_queue,
        workflows=[LoanApplicationWorkflow],
        activities=fake.activities(),
    ):
        yield task_queue, fake


async def start(client: Client, task_queue: str, limits: Limits | None = None) -> WorkflowHandle:
    return await client.start_workflow(
        LoanApplicationWorkflow.run,
        StartApplication(simulator=simulator_data(), channel="MAP", limits=limits or Limits()),
        id=f"loan-{uuid.uuid4()}",
        task_queue=task_queue,
    )


async def to_personal_data(handle: WorkflowHandle) -> StepResult:
    """Light form, offer and SECCI done: the applicant is on /informazioni-personali."""
    light = await handle.execute_update(LoanApplicationWorkflow.submit_basic_info, mario_rossi())
    assert light.ok and light.snapshot.simulation, light
    offer = light.snapshot.simulation.codOfferta
    assert offer is not None and offer.prgSimul is not None
    chosen = await handle.execute_update(
        LoanApplicationWorkflow.choose_offer, OfferChoice(prgSimul=offer.prgSimul)
    )
    assert chosen.ok and chosen.snapshot.route == "/secci", chosen
    confirmed = await handle.execute_update(
        LoanApplicationWorkflow.confirm_secci, SecciConfirmation(letto=True)
    )
    assert confirmed.snapshot.route == "/informazioni-personali", confirmed
    return confirmed


async def runs_of(client: Client, handle: WorkflowHandle) -> list[WorkflowHistory]:
    """The history of every run of the application, from the first to the current one."""
    histories: list[WorkflowHistory] = []
    run_id: str | None = handle.first_execution_run_id or handle.result_run_id
    while run_id:
        history = await client.get_workflow_handle(handle.id, run_id=run_id).fetch_history()
        histories.append(history)
        last = history.events[-1]
        continued = last.workflow_execution_continued_as_new_event_attributes
        run_id = (
            continued.new_execution_run_id
            if last.HasField("workflow_execution_continued_as_new_event_attributes")
            else None
        )
    return histories


def history_bytes(history: WorkflowHistory) -> int:
    return sum(event.ByteSize() for event in history.events)
