"""Figure 9: other applicants' Update and Query latency while text recognition runs.

Issue 14's promise: a slow page never delays another applicant's step, because recognition has
its own task queue and worker process. Measured on the embedded stack (bench/stack.py, which
starts the recognition worker as the supervisor does): open applications answer the snapshot
Query and the save-draft Update (an Update with a back-office activity: the resume code and its
e-mail) one after the other, round-robin, first with the recognition worker idle, then with it
reading a CIE's two phone photos again and again (bench/recognition_burn_workflow.py, two
documents queued so the worker never waits). The phases alternate, three of each, so that a
drift of the shared machine falls on both alike.
"""

import asyncio
import dataclasses
import io
import time
import uuid
from datetime import date
from typing import Final

from temporalio.client import WorkflowHandle
from temporalio.worker import Worker

from activities.models import DocumentHolder, DocumentToRead, SideFile
from bench.journey import Applicant, JourneyStep, Kind, api_client, steps_of, take_step
from bench.recognition_burn_workflow import Burn, RecognitionBurnWorkflow
from bench.report import Result
from bench.stack import Stack
from bench.stats import summarize
from journey.models.documents import DocumentCode, SideName
from recognition.models import DocumentKind
from recognition.uploads import clean_upload
from runtime.settings import Settings
from runtime.temporal import connect
from store.blobs import BlobStore
from tests.recognition import synthetic

FIGURE: Final = "9 recognition isolation"
APPLICATIONS: Final = 10
ROUNDS: Final = 3
PAIRS_PER_PHASE: Final = 100
# Documents queued at once on the recognition worker, which reads one at a time.
QUEUED: Final = 2
# Within the noise of this machine (docs/benchmarks.md: ~15 % between runs).
RATIO_BUDGET: Final = 1.15
TODAY: Final = date(2026, 11, 23)
SAVE_DRAFT = JourneyStep(
    "save draft", "POST", "/draft/create", lambda a: {"draftId": a.application_id}, Kind.UPDATE
)


def _document(blobs: BlobStore) -> DocumentToRead:
    """A CIE's front and back as phone photos, stored as the API stores uploads."""
    sides = synthetic.samples(DocumentKind.CIE, 1, today=TODAY, phone=True)
    files = []
    for sample in sides:
        buffer = io.BytesIO()
        sample.image.save(buffer, "JPEG", quality=90)
        blob = blobs.put(clean_upload(buffer.getvalue()).jpeg)
        files.append(SideFile(side=SideName(sample.side.value), blob=blob))
    who = sides[0].person
    return DocumentToRead(
        code=DocumentCode.DIG,
        files=files,
        holder=DocumentHolder(codiceFiscale=who.codiceFiscale, cognome=who.cognome, nome=who.nome),
        today=TODAY,
    )


async def run(stack: Stack, smoke: bool) -> list[Result]:
    settings = Settings(
        var_dir=stack.var_dir, temporal_address=stack.env["PRESTITO_TEMPORAL_ADDRESS"]
    )
    assert settings.blob_dir is not None
    document = _document(BlobStore(settings.blob_dir))
    temporal = await connect(settings)
    queue = f"bench-recognition-burn-{uuid.uuid4().hex[:8]}"
    burn = Burn(settings.recognition_task_queue, document.model_dump(mode="json"))
    (start,) = steps_of(Kind.START)
    (query,) = steps_of(Kind.QUERY)
    samples: dict[tuple[str, bool], list[float]] = {
        (step, reading): [] for step in (query.name, SAVE_DRAFT.name) for reading in (False, True)
    }
    failures = 0
    started: list[WorkflowHandle[RecognitionBurnWorkflow, int]] = []
    busy_cpu = busy_wall = 0.0
    documents = 0
    async with (
        api_client(stack.api_url, connections=1) as client,
        Worker(temporal, task_queue=queue, workflows=[RecognitionBurnWorkflow]),
    ):
        applicants = [Applicant(30_000 + n) for n in range(APPLICATIONS)]
        for applicant in applicants:
            if not (await take_step(client, start, applicant)).ok:
                raise RuntimeError("an application of figure 9 could not start")
        # Warm-up: the API's, the workers' and the recognition process's first calls.
        for applicant in applicants:
            await take_step(client, query, applicant)
            await take_step(client, SAVE_DRAFT, applicant)
        # `--smoke` (only when named: it is no part of `make test`) checks that it runs.
        rounds, pairs = (1, 10) if smoke else (ROUNDS, PAIRS_PER_PHASE)
        for _ in range(rounds):
            for reading in (False, True):
                burners: list[WorkflowHandle[RecognitionBurnWorkflow, int]] = []
                if reading:
                    burners = [
                        await temporal.start_workflow(
                            RecognitionBurnWorkflow.run,
                            dataclasses.replace(burn, days_ahead=1000 * (len(started) + i)),
                            id=f"bench-burn-{uuid.uuid4()}",
                            task_queue=queue,
                        )
                        for i in range(QUEUED)
                    ]
                    started += burners
                    await asyncio.sleep(1.0)  # the first page under way
                cpu_before, began = stack.cpu()["recognition"], time.perf_counter()
                for n in range(pairs):
                    applicant = applicants[n % APPLICATIONS]
                    for step in (query, SAVE_DRAFT):
                        sample = await take_step(client, step, applicant)
                        failures += not sample.ok
                        if sample.ok:
                            samples[(step.name, reading)].append(sample.ms)
                if reading:
                    busy_cpu += stack.cpu()["recognition"] - cpu_before
                    busy_wall += time.perf_counter() - began
                for burner in burners:
                    await burner.signal(RecognitionBurnWorkflow.stop)
                documents += sum([await burner.result() for burner in burners])
    return _results(samples, failures, busy_cpu / busy_wall, documents)


def _results(
    samples: dict[tuple[str, bool], list[float]], failures: int, busy: float, documents: int
) -> list[Result]:
    results = []
    for step in (steps_of(Kind.QUERY)[0].name, SAVE_DRAFT.name):
        idle, reading = summarize(samples[(step, False)]), summarize(samples[(step, True)])
        kind = "Query" if step == "snapshot" else "Update"
        print(f"  {step:12} idle    {idle.line()}")
        print(f"  {step:12} reading {reading.line()}")
        for label, summary in (("idle", idle), ("reading", reading)):
            results += [
                Result(FIGURE, f"{step} {kind} p50, recognition {label}", summary.p50, "ms"),
                Result(
                    FIGURE,
                    f"{step} {kind} p95, recognition {label}",
                    summary.p95,
                    "ms",
                    note=f"n={summary.count}",
                ),
            ]
        results.append(
            Result(
                FIGURE,
                f"{step} {kind}: p50 reading / idle",
                reading.p50 / idle.p50,
                "×",
                RATIO_BUDGET,
                note=f"p95 {reading.p95 / idle.p95:.2f}×",
            )
        )
    results += [
        Result(
            FIGURE,
            "recognition worker CPU while reading",
            100 * busy,
            "%",
            note=f"{documents} CIE (front + back) read during the reading phases",
        ),
        Result(FIGURE, "failed round trips", failures, "", 0),
    ]
    return results
