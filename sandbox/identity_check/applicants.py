"""Applicants, and the SDK tokens that let one applicant's browser upload on the capture page."""

import json
import secrets
import uuid
from datetime import UTC, date, datetime, timedelta
from typing import Any

from fastapi import APIRouter, Request
from fastapi.responses import JSONResponse
from pydantic import BaseModel, ConfigDict, Field, ValidationError

from sandbox.db import IdcheckApplicant, IdcheckSdkToken
from sandbox.identity_check.provider import (
    API,
    database_of,
    invalid,
    invalid_model,
    iso,
    not_found,
    require_api_client,
    settings_of,
    token_sha256,
)

router = APIRouter(prefix=API, tags=["identity check"])


class ApplicantIn(BaseModel):
    model_config = ConfigDict(str_strip_whitespace=True)

    first_name: str = Field(min_length=1, max_length=100)
    last_name: str = Field(min_length=1, max_length=100)
    dob: date
    email: str | None = Field(default=None, max_length=254, pattern=r"^[^@\s]+@[^@\s]+$")


class SdkTokenIn(BaseModel):
    applicant_id: str = Field(min_length=1, max_length=36)
    referrer: str | None = Field(default=None, max_length=500)


async def json_body(request: Request) -> Any:
    try:
        return json.loads(await request.body())
    except ValueError as error:
        raise invalid("The request body is not valid JSON") from error


def applicant_json(applicant: IdcheckApplicant) -> dict[str, Any]:
    return {
        "id": applicant.id,
        "first_name": applicant.first_name,
        "last_name": applicant.last_name,
        "dob": applicant.dob,
        "email": applicant.email,
        "created_at": iso(applicant.created_at),
        "href": f"{API}/applicants/{applicant.id}",
    }


@router.post("/applicants")
async def create_applicant(request: Request) -> JSONResponse:
    """Register the person to verify."""
    require_api_client(request)
    try:
        body = ApplicantIn.model_validate(await json_body(request))
    except ValidationError as error:
        raise invalid_model(error) from error
    applicant = IdcheckApplicant(
        id=str(uuid.uuid4()),
        first_name=body.first_name,
        last_name=body.last_name,
        dob=body.dob.isoformat(),
        email=body.email,
        created_at=datetime.now(UTC),
    )
    with database_of(request).session() as session:
        session.add(applicant)
    return JSONResponse(applicant_json(applicant), status_code=201)


@router.get("/applicants/{applicant_id}")
def read_applicant(request: Request, applicant_id: str) -> dict[str, Any]:
    """One applicant."""
    require_api_client(request)
    with database_of(request).session() as session:
        applicant = session.get(IdcheckApplicant, applicant_id)
        if applicant is None:
            raise not_found("Applicant")
        return applicant_json(applicant)


@router.post("/sdk_token")
async def create_sdk_token(request: Request) -> dict[str, str]:
    """A short-lived token for the capture page, bound to one applicant."""
    require_api_client(request)
    settings = settings_of(request)
    try:
        body = SdkTokenIn.model_validate(await json_body(request))
    except ValidationError as error:
        raise invalid_model(error) from error
    token = secrets.token_urlsafe(32)
    with database_of(request).session() as session:
        if session.get(IdcheckApplicant, body.applicant_id) is None:
            raise not_found("Applicant")
        session.add(
            IdcheckSdkToken(
                token_sha256=token_sha256(token),
                applicant_id=body.applicant_id,
                referrer=body.referrer,
                expires_at=datetime.now(UTC)
                + timedelta(seconds=settings.idcheck_sdk_token_ttl_seconds),
            )
        )
    return {"token": token}
