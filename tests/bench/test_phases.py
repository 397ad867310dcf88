"""Figure 1's phases: an Update's round trip split by the timestamps of its workflow task."""

from google.protobuf.timestamp_pb2 import Timestamp
from temporalio.api.enums.v1 import EventType
from temporalio.api.history.v1 import HistoryEvent

from bench.phases import Phases, Window, median_phases, phases_of

SENT = 1_800_000_000.0


def event(kind: EventType.ValueType, ms_after_send: float) -> HistoryEvent:
    moment = Timestamp()
    moment.FromNanoseconds(round((SENT + ms_after_send / 1000) * 1e9))
    return HistoryEvent(event_type=kind, event_time=moment)


def an_update(offset_ms: float = 0.0) -> list[HistoryEvent]:
    """A step's task with one local activity: scheduled, started, a heartbeat task, completed."""
    return [
        event(EventType.EVENT_TYPE_WORKFLOW_TASK_SCHEDULED, offset_ms + 3.0),
        event(EventType.EVENT_TYPE_WORKFLOW_TASK_STARTED, offset_ms + 3.5),
        event(EventType.EVENT_TYPE_WORKFLOW_TASK_COMPLETED, offset_ms + 9.0),
        event(EventType.EVENT_TYPE_WORKFLOW_TASK_SCHEDULED, offset_ms + 9.1),
        event(EventType.EVENT_TYPE_WORKFLOW_TASK_STARTED, offset_ms + 9.2),
        event(EventType.EVENT_TYPE_WORKFLOW_TASK_COMPLETED, offset_ms + 15.0),
        event(EventType.EVENT_TYPE_WORKFLOW_EXECUTION_UPDATE_COMPLETED, offset_ms + 15.1),
    ]


def test_an_update_is_split_at_its_first_schedule_first_start_and_last_completion() -> None:
    phases = phases_of(an_update(), Window(SENT, SENT + 0.019))

    assert phases is not None
    assert round(phases.to_server, 3) == 3.0
    assert round(phases.to_worker, 3) == 0.5
    assert round(phases.in_worker, 3) == 11.5
    assert round(phases.back, 3) == 4.0


def test_only_the_events_of_the_request_count() -> None:
    # The previous step's task, 50 ms before, is another request's.
    events = [*an_update(-50.0), *an_update()]

    phases = phases_of(events, Window(SENT, SENT + 0.019))

    assert phases is not None
    assert round(phases.to_server, 3) == 3.0


def test_a_request_that_ran_no_workflow_task_has_no_phases() -> None:
    assert phases_of(an_update(100.0), Window(SENT, SENT + 0.019)) is None


def test_each_phase_has_its_own_median() -> None:
    taken = [Phases(1, 1, 10, 3), Phases(2, 1, 30, 1), Phases(3, 1, 20, 2)]

    assert median_phases(taken) == Phases(2, 1, 20, 2)
