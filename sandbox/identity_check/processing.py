"""A check's work in the background: wait the provider's delay, write the reports, complete the
check and announce it to the webhooks. Last name "Attesa" is test data for a check that never
completes (a client's timeout)."""

import asyncio
import logging
from datetime import UTC, date, datetime
from typing import Final

from fastapi import FastAPI
from sqlalchemy import select
from sqlalchemy.orm import Session

from recognition.fields import same_letters
from sandbox.db import Database, IdcheckApplicant, IdcheckCheck, IdcheckImage, IdcheckReport
from sandbox.identity_check import reports, webhooks
from sandbox.identity_check.provider import Runtime
from sandbox.settings import Settings

log = logging.getLogger("sandbox.identity_check")

WAIT_SURNAME: Final = "ATTESA"


def schedule(app: FastAPI, check_id: str) -> None:
    """Process the check once in this process, unless it already is being processed."""
    runtime: Runtime = app.state.idcheck
    if check_id in runtime.running_checks:
        return
    runtime.running_checks.add(check_id)
    task = asyncio.get_running_loop().create_task(
        _process(app.state.database, app.state.settings, runtime, check_id)
    )
    runtime.tasks.add(task)
    task.add_done_callback(runtime.tasks.discard)


def _latest(
    session: Session,
    applicant_id: str,
    kind: str,
    side: str | None = None,
    document_type: str | None = None,
) -> IdcheckImage | None:
    """The newest upload of its kind: a retaken photo replaces the one before."""
    query = select(IdcheckImage).where(
        IdcheckImage.applicant_id == applicant_id, IdcheckImage.kind == kind
    )
    if side is not None:
        query = query.where(IdcheckImage.side == side)
    if document_type is not None:
        query = query.where(IdcheckImage.document_type == document_type)
    return session.scalar(query.order_by(IdcheckImage.created_at.desc()).limit(1))


def _outcomes(
    person: reports.Person,
    names: list[str],
    front: IdcheckImage | None,
    back: IdcheckImage | None,
    selfie: bytes | None,
) -> dict[str, reports.Outcome]:
    today = date.today()
    outcomes: dict[str, reports.Outcome] = {}
    if "document" in names:
        if front is None or front.document_type is None:
            outcomes["document"] = reports.missing_document("national_identity_card")
        else:
            read, expected = reports.read_document(
                front.document_type, front.content, back.content if back else None, today
            )
            outcomes["document"] = reports.document_outcome(
                person, front.document_type, read, expected, today
            )
    if "facial_similarity_photo" in names:
        outcomes["facial_similarity_photo"] = reports.facial_outcome(selfie)
    return outcomes


async def _process(database: Database, settings: Settings, runtime: Runtime, check_id: str) -> None:
    try:
        with database.session() as session:
            check = session.get(IdcheckCheck, check_id)
            applicant = session.get(IdcheckApplicant, check.applicant_id) if check else None
            if check is None or applicant is None or check.status != "in_progress":
                return
            if same_letters(applicant.last_name, WAIT_SURNAME):
                return
            names = list(
                session.scalars(
                    select(IdcheckReport.name).where(IdcheckReport.check_id == check_id)
                )
            )
            person = reports.Person(applicant.first_name, applicant.last_name, applicant.dob)
            front = _latest(session, applicant.id, "document", side="front")
            back = None
            if front is not None and front.document_type != "passport":
                # The back of the same document: not a leftover of another one tried before.
                back = _latest(session, applicant.id, "document", "back", front.document_type)
            photo = _latest(session, applicant.id, "live_photo")
            selfie = photo.content if photo else None
        await asyncio.sleep(settings.idcheck_delay_seconds)
        # Text recognition takes a second or so a side: off the event loop.
        outcomes = await asyncio.to_thread(_outcomes, person, names, front, back, selfie)
        completed_at = datetime.now(UTC)
        with database.session() as session:
            check = session.get(IdcheckCheck, check_id)
            if check is None or check.status != "in_progress":
                return
            for report in session.scalars(
                select(IdcheckReport).where(IdcheckReport.check_id == check_id)
            ):
                outcome = outcomes[report.name]
                report.status = "complete"
                report.result, report.sub_result = outcome.result, outcome.sub_result
                report.breakdown, report.properties = outcome.breakdown, outcome.properties
            clear = all(outcome.result == "clear" for outcome in outcomes.values())
            check.status, check.result = "complete", "clear" if clear else "consider"
            check.completed_at = completed_at
        await webhooks.announce(database, runtime, check_id, completed_at)
    except Exception:
        # Logged, and left in_progress: reading the check again takes it up again.
        log.exception("identity check %s failed", check_id)
    finally:
        runtime.running_checks.discard(check_id)
