"""Figure 1: step latency for one applicant, through the API and the workflow Update, against
each step's own floor.

The applicant walks the whole journey again and again with no think time (100 walks, so
at least 100 samples of each step and 600 steps in all), against a sandbox with
zero added latency, so the figure is the product's own overhead per step.

A step's floor is what it cannot go below on this machine, measured in the same run, a few
samples after every walk: an empty Update, plus the cost of each local activity it runs (both
from `bench/floor.py`), plus the sandbox's own time answering its calls (the sandbox times
every request, `sandbox/busy.py`).
The local activities are counted in a walked application's history, between the Update's
acceptance and its completion. Each step's p50 is budgeted at 1.5× its floor. The CPU each
process spends per step is read from /proc around every step.
"""

import time
from collections import Counter, defaultdict
from dataclasses import dataclass, field

import httpx
from temporalio.api.enums.v1 import EventType
from temporalio.client import Client

from bench import floor
from bench.journey import JOURNEY, Applicant, Kind, Sample, api_client, take_step
from bench.phases import Phases, Window, median_of
from bench.phases import line as phases_line
from bench.report import Result
from bench.stack import Stack
from bench.stats import summarize

FIGURE = floor.FIGURE
FLOOR_RATIO_BUDGET = 1.5
# The floor is sampled after every walk, so that steps and floor share the machine's moods.
FLOOR_SAMPLES_PER_WALK = 2
LOCAL_ACTIVITY_MARKER = "core_local_activity"
# Applications whose histories are read for the phases of their steps (the last walked).
PHASE_APPLICATIONS = 20
# Which Update each step of the journey is, to find it in a history.
UPDATE_OF_STEP = {
    "light form": "submit_basic_info",
    "offer": "choose_offer",
    "SECCI confirmed": "confirm_secci",
    "personal data": "submit_personal_info",
}


@dataclass
class Measured:
    samples: list[Sample] = field(default_factory=list)
    sandbox_ms: list[float] = field(default_factory=list)
    cpu_s: Counter[str] = field(default_factory=Counter)
    # (application, the request as the client saw it), for the phases of an Update.
    windows: list[tuple[str, Window]] = field(default_factory=list)


async def run(stack: Stack, smoke: bool) -> list[Result]:
    walks = 3 if smoke else 100
    measured: dict[str, Measured] = defaultdict(Measured)
    failures = 0
    applicant = Applicant(0)
    async with (
        api_client(stack.api_url, connections=1) as client,
        httpx.AsyncClient(base_url=stack.env["SANDBOX_PUBLIC_URL"]) as sandbox,
        floor.floor_rig(stack) as floor_rig,
    ):
        warm_up = 1 if smoke else 5
        for number in range(warm_up + walks):
            applicant = Applicant(number)
            for step in JOURNEY:
                busy_before = await _sandbox_busy(sandbox)
                cpu_before = stack.cpu()
                sent = time.time()
                sample = await take_step(client, step, applicant)
                cpu_after = stack.cpu()
                busy_after = await _sandbox_busy(sandbox)
                if number >= warm_up:
                    taken = measured[step.name]
                    taken.samples.append(sample)
                    taken.sandbox_ms.append((busy_after - busy_before) * 1000)
                    taken.cpu_s.update(
                        {name: cpu_after[name] - cpu_before[name] for name in cpu_after}
                    )
                    if step.kind in (Kind.START, Kind.UPDATE) and sample.ok:
                        window = Window(sent, sent + sample.ms / 1000)
                        taken.windows.append((applicant.application_id, window))
                    failures += not sample.ok
                if not sample.ok:
                    break
            if number >= warm_up:
                for _ in range(FLOOR_SAMPLES_PER_WALK):
                    await floor_rig.sample()
        floor_results, floors = floor_rig.results()
        floor_phases = await floor_rig.phases()
    temporal = await Client.connect(stack.env["PRESTITO_TEMPORAL_ADDRESS"])
    local_activities = await _local_activities(temporal, applicant.application_id)
    step_phases = await _phases(temporal, measured)
    for kind, name in (("empty", "empty Update"), ("busy", "Update with local activities")):
        if kind in floor_phases:
            print(f"  floor: {name}, phases p50 ms: {phases_line(floor_phases[kind])}")
            floor_results.append(
                Result(
                    FIGURE,
                    f"floor: {name} in the worker p50",
                    floor_phases[kind].in_worker,
                    "ms",
                    note=phases_line(floor_phases[kind]),
                )
            )
    results: list[Result] = []
    cpu_total: Counter[str] = Counter()
    answered = 0
    for step in JOURNEY:
        taken = measured[step.name]
        ok = [s.ms for s in taken.samples if s.ok]
        if not ok:
            results.append(Result(FIGURE, f"{step.name} p50", None, "ms", note="never succeeded"))
            continue
        summary = summarize(ok)
        cpu_total.update(taken.cpu_s)
        answered += len(taken.samples)
        cpu_ms = {name: 1000 * s / len(taken.samples) for name, s in taken.cpu_s.items()}
        cpu_line = ", ".join(f"{name} {ms:.0f}" for name, ms in _by_process(cpu_ms).items())
        print(f"  {step.name:28} {summary.line()}")
        print(f"  {'':28} CPU ms: {cpu_line}")
        results += [
            Result(FIGURE, f"{step.name} p50", summary.p50, "ms"),
            Result(FIGURE, f"{step.name} p95", summary.p95, "ms"),
            Result(FIGURE, f"{step.name} p99", summary.p99, "ms", note=f"n={summary.count}"),
            Result(
                FIGURE, f"{step.name} CPU, all processes", sum(cpu_ms.values()), "ms", note=cpu_line
            ),
        ]
        if step.kind in (Kind.START, Kind.UPDATE) and step.name in local_activities:
            sandbox_ms = summarize(taken.sandbox_ms).p50
            activities = local_activities[step.name]
            # The light form starts its application: its floor starts a workflow too.
            starts = step.kind is Kind.START
            empty = floors.empty_start if starts else floors.empty_update
            step_floor = empty + activities * floors.per_local_activity + sandbox_ms
            print(
                f"  {'':28} floor {step_floor:.1f} ms = empty "
                f"{'Update-with-Start' if starts else 'Update'} {empty:.1f}"
                f" + {activities} local activities x {floors.per_local_activity:.1f}"
                f" + sandbox {sandbox_ms:.1f}; ratio {summary.p50 / step_floor:.2f}"
            )
            if step.name in step_phases:
                phases = step_phases[step.name]
                print(f"  {'':28} phases p50 ms: {phases_line(phases)}")
                results.append(
                    Result(
                        FIGURE,
                        f"{step.name} in the worker p50",
                        phases.in_worker,
                        "ms",
                        note=phases_line(phases),
                    )
                )
            results += [
                Result(
                    FIGURE,
                    f"{step.name} floor",
                    step_floor,
                    "ms",
                    note=f"{activities} local activities, sandbox {sandbox_ms:.1f} ms",
                ),
                Result(
                    FIGURE,
                    f"{step.name} p50 / floor",
                    summary.p50 / step_floor,
                    "x",
                    FLOOR_RATIO_BUDGET,
                ),
            ]
    if answered:
        per_step = {name: 1000 * s / answered for name, s in cpu_total.items()}
        line = ", ".join(f"{name} {ms:.0f}" for name, ms in _by_process(per_step).items())
        print(f"  CPU ms per answered step (all steps): {line}")
        results.append(
            Result(
                FIGURE,
                "CPU per answered step, all processes",
                sum(per_step.values()),
                "ms",
                note=line,
            )
        )
    errors = Counter(s.error for taken in measured.values() for s in taken.samples if not s.ok)
    results.append(
        Result(
            FIGURE,
            "failed steps",
            failures,
            "",
            0,
            note=", ".join(f"{error} x{n}" for error, n in errors.most_common(3)),
        )
    )
    return results + floor_results


def _by_process(cpu_ms: dict[str, float]) -> dict[str, float]:
    """The journey's worker processes added up as `workers`; recognition is left out when idle."""
    grouped: dict[str, float] = {}
    for name, ms in cpu_ms.items():
        key = "workers" if name.startswith("worker") else name
        grouped[key] = grouped.get(key, 0.0) + ms
    return {name: ms for name, ms in grouped.items() if ms >= 0.5 or name != "recognition"}


async def _sandbox_busy(sandbox: httpx.AsyncClient) -> float:
    answer = await sandbox.get("/operator/api/busy")
    answer.raise_for_status()
    return float(answer.json()["seconds"])


async def _phases(client: Client, measured: dict[str, Measured]) -> dict[str, Phases]:
    """Each Update step's phases (bench/phases.py), over the last walked applications."""
    walked = [app for taken in measured.values() for app, _ in taken.windows]
    last = list(dict.fromkeys(reversed(walked)))[:PHASE_APPLICATIONS]
    histories = {
        app: (await client.get_workflow_handle(app).fetch_history()).events for app in last
    }
    found = {
        name: median_of((histories[app], w) for app, w in taken.windows if app in histories)
        for name, taken in measured.items()
    }
    return {name: phases for name, phases in found.items() if phases}


async def _local_activities(client: Client, application_id: str) -> dict[str, int]:
    """Local activities per step, counted in one walked application's history: the markers
    recorded between each Update's acceptance and its completion."""
    if not application_id:
        return {}
    history = await client.get_workflow_handle(application_id).fetch_history()
    step_of_update = {update: step for step, update in UPDATE_OF_STEP.items()}
    counts: dict[str, int] = {}
    current: str | None = None
    for event in history.events:
        if event.event_type == EventType.EVENT_TYPE_WORKFLOW_EXECUTION_UPDATE_ACCEPTED:
            name = event.workflow_execution_update_accepted_event_attributes.accepted_request
            current = step_of_update.get(name.input.name)
            if current is not None:
                counts[current] = 0
        elif event.event_type == EventType.EVENT_TYPE_MARKER_RECORDED and current is not None:
            # Patches are markers too; only the local activities' count.
            marker = event.marker_recorded_event_attributes.marker_name
            counts[current] += marker == LOCAL_ACTIVITY_MARKER
        elif event.event_type == EventType.EVENT_TYPE_WORKFLOW_EXECUTION_UPDATE_COMPLETED:
            current = None
    return counts
