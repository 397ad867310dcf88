"""Where an Update's time goes, read from the client's clock and the server's history.

Figure 1 compares each step with its floor; this says which part of the round trip the
difference is in. The workflow task an Update runs in leaves three timestamps in the history
(scheduled, started, completed), taken by the server on the same machine's clock as the client's:

- *to the server*: the client sends → the task is scheduled (for a step, the API's own work,
  the token's look-up, then the server admitting the Update);
- *to the worker*: scheduled → a worker's poll takes it;
- *in the worker*: taken → completed (the poll's answer reaching the SDK, the workflow code,
  its local activities and their back-office calls, the completion reaching the server);
- *back*: completed → the client has the answer (the server completing the Update, the API
  decoding and answering, for a step).

Only meaningful with client and server on one machine, as in `bench/stack.py`.
"""

from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from temporalio.api.enums.v1 import EventType
from temporalio.api.history.v1 import HistoryEvent

from bench.stats import summarize

# An event stamped this much before the client's send is still the request's: the two clocks
# are the same clock, but the server rounds to the microsecond.
SLACK_S = 0.001


@dataclass(frozen=True)
class Window:
    """One request as the client saw it, in seconds since the epoch."""

    sent: float
    answered: float


@dataclass(frozen=True)
class Phases:
    """The four phases of one Update, in ms."""

    to_server: float
    to_worker: float
    in_worker: float
    back: float


def phases_of(events: Sequence[HistoryEvent], window: Window) -> Phases | None:
    """The phases of the Update answered in `window`, or None if no workflow task ran in it."""
    inside = [
        (event.event_time.ToDatetime().timestamp(), event.event_type)
        for event in events
        if window.sent - SLACK_S
        <= event.event_time.ToDatetime().timestamp()
        <= window.answered + SLACK_S
    ]
    scheduled = _times(inside, EventType.EVENT_TYPE_WORKFLOW_TASK_SCHEDULED)
    started = _times(inside, EventType.EVENT_TYPE_WORKFLOW_TASK_STARTED)
    completed = _times(inside, EventType.EVENT_TYPE_WORKFLOW_TASK_COMPLETED)
    if not (scheduled and started and completed):
        return None
    ms = 1000.0
    return Phases(
        to_server=(scheduled[0] - window.sent) * ms,
        to_worker=(started[0] - scheduled[0]) * ms,
        in_worker=(completed[-1] - started[0]) * ms,
        back=(window.answered - completed[-1]) * ms,
    )


def median_of(requests: Iterable[tuple[Sequence[HistoryEvent], Window]]) -> Phases | None:
    """Each phase's own p50 over the requests that ran a workflow task (they need not add up to
    the p50 of the whole); None if none did."""
    taken = [p for p in (phases_of(events, window) for events, window in requests) if p]
    return median_phases(taken) if taken else None


def median_phases(taken: Sequence[Phases]) -> Phases:
    """Each phase's own p50 (they need not add up to the p50 of the whole)."""
    return Phases(
        to_server=summarize([p.to_server for p in taken]).p50,
        to_worker=summarize([p.to_worker for p in taken]).p50,
        in_worker=summarize([p.in_worker for p in taken]).p50,
        back=summarize([p.back for p in taken]).p50,
    )


def line(phases: Phases) -> str:
    return (
        f"to the server {phases.to_server:.1f}, to the worker {phases.to_worker:.1f},"
        f" in the worker {phases.in_worker:.1f}, back {phases.back:.1f}"
    )


def _times(
    inside: Sequence[tuple[float, EventType.ValueType]], kind: EventType.ValueType
) -> list[float]:
    return [moment for moment, event_type in inside if event_type == kind]
