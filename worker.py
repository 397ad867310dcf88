"""Starts a worker: `python worker.py` for the loan journey, `python worker.py recognition` for
text recognition of the documents on their own task queue."""

import asyncio
import compileall
import os
import signal
import sys
from collections.abc import Awaitable, Callable
from concurrent.futures import ThreadPoolExecutor
from datetime import timedelta
from pathlib import Path
from typing import Any

from temporalio.client import (
    Client,
    Schedule,
    ScheduleActionStartWorkflow,
    ScheduleAlreadyRunningError,
    ScheduleIntervalSpec,
    ScheduleOverlapPolicy,
    SchedulePolicy,
    ScheduleSpec,
)
from temporalio.worker import UnsandboxedWorkflowRunner, Worker, WorkflowRunner
from temporalio.worker.workflow_sandbox import SandboxedWorkflowRunner

from activities.arrival import ArrivalActivities
from activities.backoffice import BackOfficeClient
from activities.checks import CheckActivities
from activities.configuration import ConfigurationActivities, SimulatorActivities
from activities.documents import DocumentActivities
from activities.drafts import DraftActivities
from activities.identity_check import IdentityCheckActivities, IdentityCheckClient
from activities.identity_documents import IdentityDocumentActivities
from activities.links import DraftLinks
from activities.lookups import LookupActivities
from activities.offer import OfferActivities
from activities.practice import PracticeActivities
from activities.prospect import ProspectActivities
from activities.records import RecordActivities
from runtime.heap import freeze_startup_heap
from runtime.logs import configure_logging
from runtime.settings import Settings, get_settings
from runtime.temporal import connect
from store.blobs import BlobStore
from store.db import make_engine, session_factory
from store.lookups import read_lookup_lists
from workflows.loan_application import LoanApplicationWorkflow
from workflows.lookups import SCHEDULE_ID, WORKFLOW_ID, LookupRefreshWorkflow
from workflows.public import (
    ArrivalWorkflow,
    ConfigurationWorkflow,
    QuoteWorkflow,
    SimulatorDataWorkflow,
)

LOOKUP_REFRESH_EVERY = timedelta(hours=24)
WORKFLOW_SOURCES = Path(__file__).resolve().parent / "workflows"


def compile_workflow_sources() -> None:
    """The sandbox imports the workflow module anew for every application it runs. Where the
    bytecode cache is turned off (PYTHONDONTWRITEBYTECODE, as on our CI machines) each of those
    imports compiled the source again, on the event loop every step waits on; compiled once
    here, the imports read `__pycache__`. A read-only install just keeps compiling."""
    compileall.compile_dir(WORKFLOW_SOURCES, quiet=2)


def activities_of(*groups: object) -> list[Callable[..., Any]]:
    """Every `@activity.defn` method of the activity classes: a new activity of an existing class
    is registered by being defined."""
    return [
        getattr(group, name)
        for group in groups
        for name in dir(type(group))
        if hasattr(getattr(type(group), name), "__temporal_activity_definition")
    ]


def build_worker(
    client: Client, settings: Settings, executor: ThreadPoolExecutor
) -> tuple[Worker, Callable[[], Awaitable[None]]]:
    """The journey's worker, and what closes its HTTP clients once it has stopped (their
    connections would otherwise be reported unclosed at exit)."""
    backoffice = BackOfficeClient(
        settings.backoffice_url,
        settings.backoffice_company_type,
        settings.backoffice_timeout_seconds,
    )
    checks = CheckActivities(backoffice)
    configuration = ConfigurationActivities(backoffice)
    simulator = SimulatorActivities(backoffice)
    arrival = ArrivalActivities(backoffice)
    assert settings.token_secret is not None and settings.blob_dir is not None
    links = DraftLinks(settings.token_secret.get_secret_value())
    prospects = ProspectActivities(backoffice, links)
    sessions = session_factory(make_engine(settings.database_url))
    records = RecordActivities(sessions, settings.token_secret.get_secret_value())
    offers = OfferActivities(backoffice, links, BlobStore(settings.blob_dir), records)
    documents = DocumentActivities(backoffice, BlobStore(settings.blob_dir))
    lookups = LookupActivities(backoffice, sessions)
    drafts = DraftActivities(backoffice, sessions, settings.token_secret.get_secret_value())
    identity_documents = IdentityDocumentActivities(backoffice)
    identity_check_client = IdentityCheckClient(
        settings.idcheck_url,
        settings.idcheck_api_token.get_secret_value(),
        settings.backoffice_timeout_seconds,
    )
    identity_checks = IdentityCheckActivities(identity_check_client)
    practices = PracticeActivities(backoffice, sessions, BlobStore(settings.blob_dir))
    worker = Worker(
        client,
        task_queue=settings.task_queue,
        workflows=[
            LoanApplicationWorkflow,
            LookupRefreshWorkflow,
            QuoteWorkflow,
            SimulatorDataWorkflow,
            ConfigurationWorkflow,
            ArrivalWorkflow,
        ],
        activities=activities_of(
            checks,
            configuration,
            simulator,
            arrival,
            prospects,
            offers,
            documents,
            identity_documents,
            identity_checks,
            practices,
            records,
            lookups,
            drafts,
        ),
        activity_executor=executor,
        # A worker that dies holds its cached applications until this runs out, then another
        # worker takes them (the SDK's default, 10 s, was the whole recovery time after a crash
        # in tests/test_faults.py). Longer than a busy worker's usual queue wait, so a slow task
        # is not replayed elsewhere for nothing.
        sticky_queue_schedule_to_start_timeout=timedelta(seconds=3),
        workflow_runner=workflow_runner(settings),
    )

    async def close_clients() -> None:
        await backoffice.aclose()
        await identity_check_client.aclose()

    return worker, close_clients


def workflow_runner(settings: Settings) -> WorkflowRunner:
    """Sandboxed in the tests and on request; deployed workers run without the sandbox's cost
    (runtime/settings.py says where its checks are kept)."""
    if settings.workflow_sandbox:
        return SandboxedWorkflowRunner()
    return UnsandboxedWorkflowRunner()


async def ensure_lookup_schedule(client: Client, settings: Settings) -> None:
    """The reference lists are refreshed daily; a fresh database gets them at once."""
    try:
        await client.create_schedule(
            SCHEDULE_ID,
            Schedule(
                action=ScheduleActionStartWorkflow(
                    LookupRefreshWorkflow.run, id=WORKFLOW_ID, task_queue=settings.task_queue
                ),
                spec=ScheduleSpec(intervals=[ScheduleIntervalSpec(every=LOOKUP_REFRESH_EVERY)]),
                policy=SchedulePolicy(overlap=ScheduleOverlapPolicy.SKIP),
            ),
            trigger_immediately=True,
        )
        return
    except ScheduleAlreadyRunningError:
        pass
    with session_factory(make_engine(settings.database_url))() as session:
        if not read_lookup_lists(session):
            await client.get_schedule_handle(SCHEDULE_ID).trigger()


def build_recognition_worker(client: Client, settings: Settings) -> Worker:
    """Text recognition alone, on its own task queue: its processes are scaled apart from the
    journey's, and a page being read never waits behind a step, nor a step behind a page."""
    # Imported here: the journey's worker never loads tesseract.
    from activities.recognition import RecognitionActivities

    assert settings.blob_dir is not None
    return Worker(
        client,
        task_queue=settings.recognition_task_queue,
        activities=activities_of(RecognitionActivities(BlobStore(settings.blob_dir))),
        # One side at a time per process by default: OCR is CPU-bound; the thread it runs in
        # leaves the event loop free to heartbeat.
        max_concurrent_activities=settings.recognition_concurrency,
        # SIGTERM: the side being read is finished and answered, not thrown away.
        graceful_shutdown_timeout=timedelta(seconds=5),
    )


async def serve(worker: Worker) -> None:
    # SIGTERM (supervisor, orchestrator) lets running activities finish before exiting.
    loop = asyncio.get_running_loop()
    for signum in (signal.SIGTERM, signal.SIGINT):
        loop.add_signal_handler(signum, lambda: asyncio.ensure_future(worker.shutdown()))
    await worker.run()


async def main() -> None:
    settings = get_settings()
    configure_logging(settings.log_level)
    compile_workflow_sources()
    client = await connect(settings)
    await ensure_lookup_schedule(client, settings)
    with ThreadPoolExecutor(max_workers=16) as executor:
        worker, close_clients = build_worker(client, settings, executor)
        freeze_startup_heap()
        try:
            await serve(worker)
        finally:
            await close_clients()


async def main_recognition() -> None:
    from recognition.ocr import reader

    settings = get_settings()
    configure_logging(settings.log_level)
    os.nice(settings.recognition_nice)
    # tesseract's engines load here, once, not on the first applicant's page; missing
    # Italian data stops the process with the reason, and the supervisor says it keeps dying.
    await asyncio.to_thread(reader)
    client = await connect(settings)
    recognition_worker = build_recognition_worker(client, settings)
    freeze_startup_heap()
    await serve(recognition_worker)


if __name__ == "__main__":
    role = sys.argv[1] if len(sys.argv) > 1 else "journey"
    if role not in ("journey", "recognition"):
        sys.exit(f"usage: python worker.py [recognition]; unknown role {role!r}")
    if role == "recognition":
        # A side is one core's work; an OpenMP build of tesseract (Debian's, not the tesserocr
        # wheel's) would start threads that only fight over the cores. Set before it loads.
        os.environ.setdefault("OMP_THREAD_LIMIT", "1")
    import uvloop  # here only: a worker built by tests runs on their loop

    # uvloop, as uvicorn gives the API: a step's wake-ups from the SDK's core and its back-office
    # sockets are the loop's own work, and in C a step costs the worker less CPU and time
    # (docs/benchmarks.md, issue 17's tenth round). Workflow code runs on the SDK's own loop.
    uvloop.run(main_recognition() if role == "recognition" else main())
