"""The patch generation (workflows/patches.py): a new application records one patch marker and
one `TemporalChangeVersion` upsert; an application open from before goes on asking each patch.
"""

import json
import uuid

import pytest
from temporalio.api.enums.v1 import EventType
from temporalio.client import Client, WorkflowHistory
from temporalio.worker import Replayer, UnsandboxedWorkflowRunner, Worker

from runtime.settings import Settings
from runtime.temporal import data_converter
from tests.utils.applicants import mario_rossi, personal_info
from tests.utils.histories import record_history
from tests.workflows.applications import start, to_personal_data
from tests.workflows.fakes import FakeBackOffice
from workflows import patches
from workflows.loan_application import LoanApplicationWorkflow
from workflows.models import OfferChoice

PATCH_MARKER = "core_patch"
CHANGE_VERSION = "TemporalChangeVersion"


def patch_markers(history: WorkflowHistory) -> list[str]:
    """The patch ids a history recorded, in order."""
    found = []
    for event in history.events:
        if event.event_type != EventType.EVENT_TYPE_MARKER_RECORDED:
            continue
        marker = event.marker_recorded_event_attributes
        if marker.marker_name == PATCH_MARKER:
            found.append(json.loads(marker.details["patch-data"].payloads[0].data)["id"])
    return found


def change_version_upserts(history: WorkflowHistory) -> int:
    return sum(
        CHANGE_VERSION
        in event.upsert_workflow_search_attributes_event_attributes.search_attributes.indexed_fields
        for event in history.events
        if event.event_type == EventType.EVENT_TYPE_UPSERT_WORKFLOW_SEARCH_ATTRIBUTES
    )


async def walk_to_documents(client: Client, task_queue: str) -> WorkflowHistory:
    handle = await start(client, task_queue)
    await to_personal_data(handle)
    done = await handle.execute_update(
        LoanApplicationWorkflow.submit_personal_info, personal_info()
    )
    assert done.ok and done.snapshot.route == "/documenti", done
    return await handle.fetch_history()


def replaying_worker(client: Client, task_queue: str, fake: FakeBackOffice) -> Worker:
    """Unsandboxed, so that the code before can be stood in for by patching this process's
    modules; a new one each time, caching nothing, so the next replays what the last recorded."""
    return Worker(
        client,
        task_queue=task_queue,
        workflows=[LoanApplicationWorkflow],
        activities=fake.activities(),
        workflow_runner=UnsandboxedWorkflowRunner(),
        max_cached_workflows=0,
    )


async def replays(history: WorkflowHistory, settings: Settings) -> None:
    """With today's code, as the suite's other recorded histories do."""
    replayer = Replayer(
        workflows=[LoanApplicationWorkflow], data_converter=data_converter(settings)
    )
    await replayer.replay_workflow(history)


@pytest.mark.usefixtures("worker")
async def test_a_new_application_records_one_patch_marker_through_its_first_steps(
    temporal_client: Client, settings: Settings
) -> None:
    history = await walk_to_documents(temporal_client, settings.task_queue)
    markers = patch_markers(history)
    # The newest generation's marker only: it takes every patch the journey has.
    assert markers == [patches.GENERATIONS[0][0]] == [patches.GENERATION_3]
    assert change_version_upserts(history) == 1
    # The generation's marker is in the run's first task, before anything else it records.
    first_marker = next(
        event.event_id
        for event in history.events
        if event.event_type == EventType.EVENT_TYPE_MARKER_RECORDED
    )
    first_task_done = next(
        event.event_id
        for event in history.events
        if event.event_type == EventType.EVENT_TYPE_WORKFLOW_TASK_COMPLETED
    )
    assert first_marker == first_task_done + 1
    record_history(history, "journey_part1_generation")
    record_history(history, "journey_part1_generation_2")
    record_history(history, "journey_part1_generation_3")


async def test_an_application_open_from_before_the_generation_asks_each_patch(
    temporal_client: Client, settings: Settings, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Started by the code before the generation (no marker, each patch asked as reached), the
    application is picked up by a worker of today's code halfway and finished there: the patches
    it reaches after the deploy are asked and recorded one by one, and its history replays."""
    fake, task_queue = FakeBackOffice(), f"patches-{uuid.uuid4()}"

    def worker() -> Worker:
        return replaying_worker(temporal_client, task_queue, fake)

    with monkeypatch.context() as before:
        before.setattr(patches, "GENERATIONS", ())
        async with worker():
            handle = await start(temporal_client, task_queue)
            await to_personal_data(handle)
    recorded_before = patch_markers(await handle.fetch_history())
    assert patches.GENERATION not in recorded_before
    assert patches.GENERATION_2 not in recorded_before
    assert patches.GENERATION_3 not in recorded_before
    assert patches.OFFER_CALLS_TOGETHER in recorded_before
    assert patches.SECCI_IN_ONE_CALL in recorded_before
    assert patches.PERSONAL_DATA_CHECKS_IN_ONE_CALL not in recorded_before

    async with worker():
        done = await handle.execute_update(
            LoanApplicationWorkflow.submit_personal_info, personal_info()
        )
    assert done.ok and done.snapshot.route == "/documenti", done
    history = await handle.fetch_history()
    markers = patch_markers(history)
    assert patches.GENERATION not in markers
    assert markers[-1] == patches.PERSONAL_DATA_CHECKS_IN_ONE_CALL
    assert fake.calls["personal_data_checks"] == 1
    await replays(history, settings)


@pytest.mark.parametrize(
    ("generations", "asked_at_the_offer"),
    [
        (
            ((patches.GENERATION, patches.TAKEN),),
            [patches.SECCI_IN_ONE_CALL, patches.OFFER_RECORDED_WITH_ITS_CALLS],
        ),
        (
            ((patches.GENERATION_2, patches.TAKEN_2), (patches.GENERATION, patches.TAKEN)),
            [patches.OFFER_RECORDED_WITH_ITS_CALLS],
        ),
    ],
    ids=["first generation", "second generation"],
)
async def test_an_application_of_an_older_generation_asks_only_the_later_patches(
    temporal_client: Client,
    settings: Settings,
    monkeypatch: pytest.MonkeyPatch,
    generations: tuple[tuple[str, frozenset[str]], ...],
    asked_at_the_offer: list[str],
) -> None:
    """Started by the code of an older generation (its one marker), the application reaches the
    offer under today's code: the patches of its generation are taken without a marker, the
    ones added after it are asked and recorded, and the history replays."""
    fake, task_queue = FakeBackOffice(), f"patches-{uuid.uuid4()}"
    marker = generations[0][0]

    def worker() -> Worker:
        return replaying_worker(temporal_client, task_queue, fake)

    with monkeypatch.context() as before:
        before.setattr(patches, "GENERATIONS", generations)
        async with worker():
            handle = await start(temporal_client, task_queue)
            light = await handle.execute_update(
                LoanApplicationWorkflow.submit_basic_info, mario_rossi()
            )
    assert light.ok and light.snapshot.simulation and light.snapshot.simulation.codOfferta
    assert patch_markers(await handle.fetch_history()) == [marker]

    async with worker():
        chosen = await handle.execute_update(
            LoanApplicationWorkflow.choose_offer,
            OfferChoice(prgSimul=light.snapshot.simulation.codOfferta.prgSimul or ""),
        )
    assert chosen.ok and chosen.snapshot.route == "/secci", chosen
    history = await handle.fetch_history()
    assert patch_markers(history) == [marker, *asked_at_the_offer]
    # The offer's record written once, by its own activity.
    assert fake.calls["deliver_secci"] == 1 and fake.calls["offer_chosen"] == 1
    await replays(history, settings)
