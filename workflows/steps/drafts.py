"""Drafts (§4): saved with a resume code, reminded after a day, expired after a month, resumed
where the §2 rules say."""

import asyncio
from collections.abc import Callable
from datetime import datetime, timedelta

from temporalio import workflow

with workflow.unsafe.imports_passed_through():
    from activities.drafts import DraftActivities
    from activities.models import DraftCodeRequest, DraftReminder, ResumeCode, ResumeOtpRequest
    from journey.constants import FLAG_SI
    from journey.routes import Route
    from journey.rules.customer import is_italian
    from journey.rules.identity_check import resumes_where_it_stands
    from journey.rules.resume import ResumeContext, resume_destination
    from journey.steps import ApplicationStatus
    from workflows.italy import italian_date

from workflows.calls import (
    CALL_FAILURES,
    backoffice,
    record_step,
    required,
    session_of,
)
from workflows.patches import INACTIVITY_TIMER_KEPT, REFUSED_EXPIRY, patched
from workflows.state import ApplicationState


async def save_draft(state: ApplicationState) -> ResumeCode:
    assert state.form is not None
    return await required(
        DraftActivities.issue_resume_code,
        DraftCodeRequest(
            session=session_of(state),
            publicUrl=state.start.publicUrl,
            email=state.form.emailAddress.upper(),
            nome=state.form.firstName,
            cognome=state.form.lastName,
        ),
    )


def resume(state: ApplicationState, request_number: str | None) -> None:
    """The §2 resume destination, computed from the workflow's own state and Italy's today."""
    personal = state.informazioniPersonali
    citizenship = personal.informazioniDemografiche.cittadinanza if personal else None
    context = ResumeContext(
        request_number=request_number,
        step=state.step,
        secci_date=italian_date(state.secci.date) if state.secci and state.secci.date else None,
        gia_cliente=(state.cluster.flagGiaCliente or "").upper() == FLAG_SI,
        italian=is_italian(citizenship or state.cluster.cittadinanza),
        posizione_lavorativa=state.form.posizioneLavorativa if state.form else "",
        occupazione=personal.informazioniProfessionali.occupazione or None if personal else None,
        fiscal_code=state.form.fiscalCode if state.form else "",
        on_fido=bool(state.configuration and state.configuration.on_fido),
        spid_error_counter=state.spid.errorCounter,
        spid_info_confirmed=bool(state.spid.info) and state.spid.confirmed,
        spid_info_pending=bool(state.spid.info) and not state.spid.confirmed,
        signed=state.firma.signed,
    )
    destination = resume_destination(context, italian_date(workflow.now()))
    if state.firma.tracking is not None:
        # Back after an e-mail about an anomaly, perhaps seconds after the last read: the area
        # reads the back office again rather than show the read from before it.
        state.followed(state.firma.tracking.model_copy(update={"readAt": None}))
    if _half_way_through_documents(state) and destination.startswith(DOCUMENT_PAGES):
        # Half-way through the documents step: back to the page of it they had reached (the
        # §2 rule knows only the step, and would send them to cards already done, or to the
        # start of an identity path they are in the middle of).
        state.resumed(None)
        return
    # Before the light form is done there is nothing to resume but the light form itself.
    state.resumed(destination if state.applicant is not None else None)


# The documents step's pages and its identity paths' (§2).
DOCUMENT_PAGES = (Route.DOCUMENTI, Route.ONFIDO, Route.SPID)


def _half_way_through_documents(state: ApplicationState) -> bool:
    """A side uploaded, or an identity path (SPID, the remote check) begun."""
    documents = state.documents
    if documents is None:
        return False
    return (
        any(side.uploaded for slot in documents.slots for side in slot.sides)
        or resumes_where_it_stands(state.onfido)
        or bool(state.spid.info)
        or state.spid.errorCounter > 0
    )


async def send_resume_otp(state: ApplicationState) -> None:
    assert state.form is not None
    await required(
        DraftActivities.send_resume_otp,
        ResumeOtpRequest(
            session=session_of(state),
            mobilePhone=state.form.mobilePhone,
        ),
    )


def quiet_since(state: ApplicationState) -> datetime:
    """When the inactivity timers started: the applicant's last step, or else the run's start."""
    return state.lastActivity or workflow.info().start_time


async def watch_inactivity(state: ApplicationState, until: Callable[[], bool]) -> None:
    """Runs for the run's life: a reminder after a day of silence (once per silence), and
    expiry after a month; any step re-arms both. Returns when the application is closed, or
    when `until` holds (the run is to continue as new; the next one watches on)."""
    if patched(INACTIVITY_TIMER_KEPT):
        await _watch_with_one_timer(state, until)
        return
    while not state.status.closed and not until():
        refused = _refused(state) and patched(REFUSED_EXPIRY)
        due, expiry_at, remind = _deadlines(state, refused)
        wait = max(due - workflow.now(), timedelta(0))
        try:
            await workflow.wait_condition(
                _moved_on(state, state.activityCount, refused, until), timeout=wait
            )
            continue  # something happened: the timers start again from now
        except TimeoutError:
            pass
        if workflow.now() >= expiry_at:
            state.expired()
            await record_step(state, "draft_expired")
        elif remind:
            await _remind(state)


async def _watch_with_one_timer(state: ApplicationState, until: Callable[[], bool]) -> None:
    """The same deadlines with one timer at a time: a step moves the deadlines later, and the
    timer, when it fires, waits on for what is left instead of being cancelled and started
    again at every step (two history events and two timer tasks per step, for nothing). It is
    replaced only when a deadline comes earlier than it (the first reminder, the checks
    accepting a refused light form)."""

    def due() -> datetime:
        # Every application watched this way was started after the refused-form rule.
        return _deadlines(state, _refused(state))[0]

    while not state.status.closed and not until():
        armed = due()
        timer = asyncio.ensure_future(
            asyncio.sleep(max(armed - workflow.now(), timedelta(0)).total_seconds())
        )
        await workflow.wait_condition(
            lambda timer=timer, armed=armed: (
                timer.done()  # type: ignore[misc]
                or state.status.closed
                or until()
                or due() < armed
            )
        )
        if not timer.done():
            timer.cancel()
            continue
        deadline, expiry_at, remind = _deadlines(state, _refused(state))
        if workflow.now() < deadline:
            continue  # a step moved the deadline: wait for what is left
        if workflow.now() >= expiry_at:
            state.expired()
            await record_step(state, "draft_expired")
        elif remind:
            await _remind(state)


def _deadlines(state: ApplicationState, refused: bool) -> tuple[datetime, datetime, bool]:
    """The next deadline, the expiry, and whether a reminder comes first; `refused` applies
    the refused light form's rule (a short expiry, no reminder)."""
    start, last = state.start, quiet_since(state)
    expiry_at = last + timedelta(days=start.draftExpiryDays)
    reminder_at = last + timedelta(hours=start.reminderAfterHours)
    # Signed, there is nothing to come back and finish: the after-sale area only expires.
    remind = (
        state.form is not None
        and not state.reminderSent
        and state.status is not ApplicationStatus.SIGNED
    )
    if refused:
        # Refused by the checks and not corrected: nobody to remind, nothing to keep long.
        expiry_at, remind = last + timedelta(hours=start.refusedExpiryHours), False
    due = min(reminder_at, expiry_at) if remind else expiry_at
    return due, expiry_at, remind


def _refused(state: ApplicationState) -> bool:
    """A light form was sent and the checks have not accepted it (yet, while they run)."""
    return state.form is not None and state.applicant is None


def _moved_on(
    state: ApplicationState, seen: int, refused: bool, until: Callable[[], bool]
) -> Callable[[], bool]:
    # The checks finishing (or a correction accepted) changes which timers apply.
    return lambda: state.activityCount != seen or (refused and not _refused(state)) or until()


async def _remind(state: ApplicationState) -> None:
    assert state.form is not None
    state.reminderSent = True
    try:
        await backoffice(
            DraftActivities.send_reminder,
            DraftReminder(
                session=session_of(state),
                email=state.form.emailAddress.upper(),
                nome=state.form.firstName,
                cognome=state.form.lastName,
                publicUrl=state.start.publicUrl,
            ),
        )
    except CALL_FAILURES as failure:
        # A lost reminder is logged, not retried for ever: the draft itself is unharmed.
        workflow.logger.error("reminder e-mail failed: %s", failure)
