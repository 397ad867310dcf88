"""Checks and their reports: created in_progress, completed in the background (processing.py)."""

import uuid
from datetime import UTC, datetime
from typing import Any, Literal

from fastapi import APIRouter, Request
from fastapi.responses import JSONResponse
from pydantic import BaseModel, Field, ValidationError
from sqlalchemy import select
from sqlalchemy.exc import IntegrityError

from sandbox.db import IdcheckApplicant, IdcheckCheck, IdcheckImage, IdcheckReport
from sandbox.identity_check import processing
from sandbox.identity_check.applicants import json_body
from sandbox.identity_check.provider import (
    API,
    database_of,
    invalid,
    invalid_model,
    iso,
    not_found,
    require_api_client,
)

router = APIRouter(prefix=API, tags=["identity check"])

ReportName = Literal["document", "facial_similarity_photo"]


class CheckIn(BaseModel):
    applicant_id: str = Field(min_length=1, max_length=36)
    report_names: list[ReportName] = Field(min_length=1, max_length=2)


def check_json(check: IdcheckCheck, report_ids: list[str]) -> dict[str, Any]:
    return {
        "id": check.id,
        "applicant_id": check.applicant_id,
        "status": check.status,
        "result": check.result,
        "report_ids": report_ids,
        "created_at": iso(check.created_at),
        "href": f"{API}/checks/{check.id}",
    }


def report_json(report: IdcheckReport) -> dict[str, Any]:
    return {
        "id": report.id,
        "name": report.name,
        "status": report.status,
        "result": report.result,
        "sub_result": report.sub_result,
        "breakdown": report.breakdown,
        "properties": report.properties,
        "check_id": report.check_id,
        "created_at": iso(report.created_at),
        "href": f"{API}/reports/{report.id}",
    }


def _report_ids(session: Any, check_id: str) -> list[str]:
    query = select(IdcheckReport.id).where(IdcheckReport.check_id == check_id)
    return list(session.scalars(query.order_by(IdcheckReport.created_at, IdcheckReport.name)))


def _has(session: Any, applicant_id: str, kind: str, side: str | None = None) -> bool:
    query = select(IdcheckImage.id).where(
        IdcheckImage.applicant_id == applicant_id, IdcheckImage.kind == kind
    )
    if side:
        query = query.where(IdcheckImage.side == side)
    return session.scalar(query.limit(1)) is not None


@router.post("/checks")
async def create_check(request: Request) -> JSONResponse:
    """Start a check of an applicant's uploads; an Idempotency-Key makes a retry safe."""
    require_api_client(request)
    try:
        body = CheckIn.model_validate(await json_body(request))
    except ValidationError as error:
        raise invalid_model(error) from error
    key = request.headers.get("idempotency-key") or None
    earlier = _same_call(request, key, body.applicant_id)
    if earlier is not None:
        return earlier
    try:
        answer = _create(request, key, body)
    except IntegrityError:
        # Two calls with one key at once: the other one created the check.
        earlier = _same_call(request, key, body.applicant_id)
        if earlier is None:
            raise
        return earlier
    processing.schedule(request.app, answer["id"])
    return JSONResponse(answer, status_code=201)


def _same_call(request: Request, key: str | None, applicant_id: str) -> JSONResponse | None:
    """The check an earlier call with this Idempotency-Key created, if any."""
    if key is None:
        return None
    with database_of(request).session() as session:
        earlier = session.scalar(select(IdcheckCheck).where(IdcheckCheck.idempotency_key == key))
        if earlier is None:
            return None
        if earlier.applicant_id != applicant_id:
            raise invalid("Idempotency-Key already used for another applicant")
        # The same call again (a timeout, a retried activity): the first check, not two.
        return JSONResponse(check_json(earlier, _report_ids(session, earlier.id)), status_code=201)


def _create(request: Request, key: str | None, body: CheckIn) -> dict[str, Any]:
    with database_of(request).session() as session:
        applicant = session.get(IdcheckApplicant, body.applicant_id)
        if applicant is None:
            raise not_found("Applicant")
        if "document" in body.report_names and not _has(session, applicant.id, "document", "front"):
            raise invalid("The applicant has no document front", {"documents": ["missing"]})
        if "facial_similarity_photo" in body.report_names and not _has(
            session, applicant.id, "live_photo"
        ):
            raise invalid("The applicant has no live photo", {"live_photos": ["missing"]})
        now = datetime.now(UTC)
        check = IdcheckCheck(
            id=str(uuid.uuid4()),
            applicant_id=applicant.id,
            status="in_progress",
            idempotency_key=key,
            created_at=now,
        )
        session.add(check)
        session.flush()
        reports = [
            IdcheckReport(
                id=str(uuid.uuid4()),
                check_id=check.id,
                name=name,
                status="awaiting_data",
                created_at=now,
            )
            for name in sorted(set(body.report_names))
        ]
        session.add_all(reports)
        return check_json(check, [report.id for report in reports])


@router.get("/checks/{check_id}")
async def read_check(request: Request, check_id: str) -> dict[str, Any]:
    """One check; one left unfinished by a restart is taken up again."""
    require_api_client(request)
    with database_of(request).session() as session:
        check = session.get(IdcheckCheck, check_id)
        if check is None:
            raise not_found("Check")
        answer = check_json(check, _report_ids(session, check.id))
    if answer["status"] == "in_progress":
        processing.schedule(request.app, check_id)
    return answer


@router.get("/reports")
def read_reports(request: Request, check_id: str = "") -> dict[str, Any]:
    """The reports of one check."""
    require_api_client(request)
    with database_of(request).session() as session:
        if session.get(IdcheckCheck, check_id) is None:
            raise not_found("Check")
        query = select(IdcheckReport).where(IdcheckReport.check_id == check_id)
        reports = session.scalars(query.order_by(IdcheckReport.created_at, IdcheckReport.name))
        return {"reports": [report_json(report) for report in reports]}


@router.get("/reports/{report_id}")
def read_report(request: Request, report_id: str) -> dict[str, Any]:
    """One report."""
    require_api_client(request)
    with database_of(request).session() as session:
        report = session.get(IdcheckReport, report_id)
        if report is None:
            raise not_found("Report")
        return report_json(report)
