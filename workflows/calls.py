"""How the workflow calls its activities: timeouts and retries chosen once, for every step."""

from collections.abc import Awaitable, Callable
from datetime import timedelta
from typing import Any, TypeVar

from temporalio import workflow
from temporalio.common import RetryPolicy
from temporalio.exceptions import ActivityError, ApplicationError

with workflow.unsafe.imports_passed_through():
    from activities.base import REJECTED
    from activities.models import BackOfficeSession, StepRecord
    from activities.records import RecordActivities
    from journey.rules.support import support_step
    from runtime.temporal import CHANNEL, IDENTITY_PATH, NUM_PRATICA, STATUS, STEP

from workflows.errors import BackOfficeUnavailable
from workflows.patches import IDENTITY_PATH_IN_DOCUMENTS, IDENTITY_PATH_MARKED, patched
from workflows.state import ApplicationState

ArgT = TypeVar("ArgT")
ResultT = TypeVar("ResultT")

# An applicant is waiting on the other side of every Update: transient faults are retried
# quickly and the whole call is capped, so the page answers "retry later" instead of hanging.
BACKOFFICE_RETRY = RetryPolicy(
    initial_interval=timedelta(milliseconds=300),
    backoff_coefficient=2.0,
    maximum_interval=timedelta(seconds=4),
    maximum_attempts=5,
    non_retryable_error_types=[REJECTED],
)
# The app database is ours: keep retrying, the index must catch up with the workflow.
RECORD_RETRY = RetryPolicy(maximum_interval=timedelta(seconds=30))


async def backoffice(activity: Callable[[Any, ArgT], Awaitable[ResultT]], arg: ArgT) -> ResultT:
    """One back-office call; raises one of CALL_FAILURES when it finally fails.

    A local activity: it runs in the worker that runs the workflow and is recorded as one
    marker, instead of a task scheduled, started and completed through the server. The calls are
    short and an applicant waits on them, so those round trips were most of a step's time
    (docs/benchmarks.md).
    """
    return await workflow.execute_local_activity_method(
        activity,  # type: ignore[arg-type]
        arg,
        start_to_close_timeout=timedelta(seconds=12),
        schedule_to_close_timeout=timedelta(seconds=30),
        retry_policy=BACKOFFICE_RETRY,
    )


async def required(activity: Callable[[Any, ArgT], Awaitable[ResultT]], arg: ArgT) -> ResultT:
    """A call the step cannot do without: when it finally fails, rejected or unreachable, the
    Update fails with BackOfficeUnavailable and the applicant is asked to retry."""
    try:
        return await backoffice(activity, arg)
    except CALL_FAILURES as failure:
        raise BackOfficeUnavailable() from failure


# What a failed back-office call raises in the workflow: an ActivityError around the activity's
# error, or (local activities) the activity's ApplicationError itself.
CALL_FAILURES = (ActivityError, ApplicationError)


def is_rejection(failure: Exception) -> bool:
    """The back office refused the request itself (4xx), as opposed to being unreachable."""
    error = failure.cause if isinstance(failure, ActivityError) else failure
    return isinstance(error, ApplicationError) and error.type == REJECTED


def session_of(state: ApplicationState) -> BackOfficeSession:
    form = state.form
    return BackOfficeSession(
        draftId=workflow.info().workflow_id,
        fiscalCode=form.fiscalCode if form else "",
        firstName=form.firstName if form else "",
        lastName=form.lastName if form else "",
        email=form.emailAddress if form else "",
        mobilePhone=form.mobilePhone if form else "",
    )


def step_record(state: ApplicationState, action: str, **data: Any) -> StepRecord:
    """The app database's index row and event-log line for a step, under a key of its own."""
    return _record(
        state, action, f"{workflow.info().workflow_id}:{action}:{workflow.uuid4()}", data
    )


def _record(state: ApplicationState, action: str, key: str, data: dict[str, Any]) -> StepRecord:
    return StepRecord(
        draftId=workflow.info().workflow_id,
        eventKey=key,
        action=action,
        step=state.step.value if state.step else None,
        status=state.status,
        channel=state.channel,
        fiscalCode=state.form.fiscalCode if state.form else None,
        numPratica=state.firma.pratica.numero if state.firma.pratica else None,
        data=data,
    )


async def record_step(state: ApplicationState, action: str, **data: Any) -> None:
    """Search attributes for support staff, then the app database's index and event log,
    unless the step's own activity already wrote that record (`state.recordedWithCall`)."""
    attributes = [
        STATUS.value_set(state.status),
        CHANNEL.value_set(state.channel),
        STEP.value_set(support_step(state.route)),
    ]
    number = state.firma.pratica.numero if state.firma.pratica else None
    if number:
        # Support finds an application by the request number the applicant reads to them.
        attributes.append(NUM_PRATICA.value_set(number))
    workflow.upsert_search_attributes(attributes)
    written, state.recordedWithCall = state.recordedWithCall, None
    if written is not None and written.model_copy(update={"eventKey": ""}) == _record(
        state, action, "", data
    ):
        return
    if written is not None:
        # The activity wrote what the step was expected to become, and it became something
        # else: the index is put right by this record (its event line stays, under its key).
        workflow.logger.warning("step %s recorded as %s, now %s", action, written, state.status)
    # Local too: a write to our own database, idempotent by its event key.
    await workflow.execute_local_activity_method(
        RecordActivities.record_step,
        step_record(state, action, **data),
        start_to_close_timeout=timedelta(seconds=10),
        retry_policy=RECORD_RETRY,
    )


def mark_identity_path(state: ApplicationState) -> None:
    """Support staff see which identity path an application took, and why: the IdentityPath
    search attribute, and the reason and the check's status in the memo; only when they
    change, so a history holds a handful of these."""
    path = state.identity_path
    early = state.identity_path_anywhere
    if path is None and early is not None and not patched(IDENTITY_PATH_IN_DOCUMENTS):
        path = early
    if path is None or path == state.identityPathMarked:
        return
    if not patched(IDENTITY_PATH_MARKED):
        return
    name, reason = path
    if state.identityPathMarked is None or state.identityPathMarked[0] != name:
        workflow.upsert_search_attributes([IDENTITY_PATH.value_set(name)])
    workflow.upsert_memo({"identityPath": name, "identityPathReason": reason})
    state.identityPathMarked = path
