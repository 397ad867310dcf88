"""Drafts (spec §7 /draft/*): save, resume by code or link, resume by request number + OTP."""

from datetime import UTC, datetime
from typing import Annotated, Any

from fastapi import APIRouter, Depends
from pydantic import BaseModel, ConfigDict, Field, model_validator
from temporalio.client import WorkflowUpdateFailedError
from temporalio.service import RPCError

from api.bodies import Body
from api.db import in_transaction
from api.deps import SessionsDep, SettingsDep, TemporalDep, TokenApplication
from api.errors import ApiError, expired, rejected, responses, submitted
from api.ratelimit import (
    MESSAGES,
    MESSAGES_PER_APPLICATION,
    REQUEST_NUMBER,
    RESUME,
    application_limited,
    limited,
)
from journey import messages
from journey.models.personal_info import InformazioniPersonali
from journey.steps import ApplicationStatus
from store.applications import issue_token
from store.drafts import (
    application_by_draft_link,
    application_by_number,
    application_by_resume_code,
    resume_otp_sendable,
    verify_resume_otp,
)
from store.models import Application
from workflows.loan_application import LoanApplicationWorkflow
from workflows.models import DraftSave, DraftSaved, ResumeStart, Snapshot

router = APIRouter(prefix="/draft", tags=["drafts"])


class DraftCreate(BaseModel):
    model_config = ConfigDict(extra="ignore")

    draftId: str | None = None
    informazioniPersonali: InformazioniPersonali | None = None


class DraftResume(Body):
    draftId: Annotated[str | None, Field(max_length=64)] = None
    code: Annotated[str | None, Field(max_length=64)] = None

    @model_validator(mode="after")
    def _one_of(self) -> "DraftResume":
        if not (self.draftId or self.code):
            raise ValueError("draftId or code")
        return self


class DraftNumber(Body):
    request_number: Annotated[str, Field(pattern=r"^\d{8}$")]
    fiscal_code: Annotated[str, Field(min_length=16, max_length=16)]


class DraftNumberVerify(DraftNumber):
    otp: Annotated[str, Field(pattern=r"^\d{6}$")]


class Resumed(BaseModel):
    applicationId: str
    token: str
    snapshot: Snapshot


async def _secret(settings: SettingsDep) -> str:
    assert settings.token_secret is not None
    return settings.token_secret.get_secret_value()


SecretDep = Annotated[str, Depends(_secret)]
NOT_FOUND = ApiError(404, "not_found", messages.BOZZA_NON_TROVATA)


@router.post(
    "/create",
    response_model=DraftSaved,
    # Each save e-mails a new resume code (api/ratelimit.py).
    dependencies=[application_limited(MESSAGES, MESSAGES_PER_APPLICATION)],
    responses=responses(401, 404, 409, 410, 413, 422, 429, 503),
)
async def create_draft(
    body: DraftCreate,
    application_id: TokenApplication,
    temporal: TemporalDep,
) -> DraftSaved:
    """Saves the draft: a resume code shown now and e-mailed with its link."""
    if body.draftId and body.draftId != application_id:
        raise NOT_FOUND
    handle = temporal.get_workflow_handle(application_id)
    try:
        saved: DraftSaved = await handle.execute_update(
            LoanApplicationWorkflow.save_draft,
            DraftSave(informazioniPersonali=body.informazioniPersonali),
        )
    except WorkflowUpdateFailedError as exc:
        answer = rejected(exc)
        if answer.status == 503:
            # §8 names this failure: the draft could not be created.
            answer = ApiError(503, "draft_not_saved", messages.ERRORE_CREAZIONE_BOZZA)
        raise answer from exc
    except RPCError as exc:
        raise ApiError(503, "draft_not_saved", messages.ERRORE_CREAZIONE_BOZZA) from exc
    return saved


def gone_for_good(row: Application) -> None:
    """An expired request, or one already signed (its workflow has ended: any Update would fail
    as if Temporal were down), goes to its outcome page instead of being resumed."""
    if row.status == ApplicationStatus.EXPIRED:
        raise expired()
    if row.status == ApplicationStatus.COMPLETED:
        raise submitted()


async def _resume(row: Application | None, sessions: SessionsDep, temporal: TemporalDep) -> Resumed:
    """A fresh token (the old ones stop working) and the page the resume rules choose."""
    if row is None:
        raise NOT_FOUND
    gone_for_good(row)
    handle = temporal.get_workflow_handle(row.draft_id)
    try:
        snapshot: Snapshot = await handle.execute_update(
            LoanApplicationWorkflow.resume, ResumeStart(requestNumber=row.request_number)
        )
    except WorkflowUpdateFailedError as exc:
        raise rejected(exc) from exc
    except RPCError as exc:
        raise ApiError(500, "resume_failed", messages.ERRORE_CARICAMENTO_BOZZA) from exc
    draft_id = row.draft_id
    token = await in_transaction(
        sessions, lambda session: issue_token(session, draft_id, replace=True)
    )
    return Resumed(applicationId=row.draft_id, token=token, snapshot=snapshot)


@router.post(
    "/resume",
    response_model=Resumed,
    dependencies=[limited(RESUME)],
    responses=responses(404, 409, 410, 413, 422, 429, 503),
)
async def resume_draft(
    body: DraftResume, sessions: SessionsDep, temporal: TemporalDep, secret: SecretDep
) -> Resumed:
    """By the code of the e-mail (/resume?code=) or by the draft link (/resume?draft=)."""
    code, draft_id = body.code, body.draftId
    row = await in_transaction(
        sessions,
        lambda session: (
            application_by_resume_code(session, secret, code)
            if code
            else application_by_draft_link(session, secret, draft_id or "")
        ),
    )
    return await _resume(row, sessions, temporal)


async def _by_number(body: DraftNumber, sessions: SessionsDep, secret: str) -> Application | None:
    """The application with this request number and fiscal code, if there is one."""
    return await in_transaction(
        sessions,
        lambda session: application_by_number(
            session, secret, body.request_number, body.fiscal_code
        ),
    )


OTP_INVALID = ApiError(
    422, "otp_invalid", messages.OTP_NON_VALIDO, {"otp": messages.OTP_NON_VALIDO}
)


@router.post(
    "/number",
    status_code=202,
    dependencies=[limited(REQUEST_NUMBER)],
    responses=responses(409, 410, 413, 422, 429, 503),
)
async def send_number_otp(
    body: DraftNumber, sessions: SessionsDep, temporal: TemporalDep, secret: SecretDep
) -> dict[str, Any]:
    """Request number + fiscal code: a one-time code goes to the phone on file first.

    An unknown pair is answered as a known one is (202, nothing sent), except where the known
    one has something to tell the person asking: a code already sent in the last minute (429),
    or a request that has expired or been signed (410). Telling those apart takes both the
    request number and the fiscal code, and REQUEST_NUMBER allows five tries in ten minutes
    from an address.
    """
    row = await _by_number(body, sessions, secret)
    if row is None:
        return {"otpSent": True}
    gone_for_good(row)
    draft_id = row.draft_id
    now = datetime.now(UTC)
    if not await in_transaction(
        sessions, lambda session: resume_otp_sendable(session, draft_id, now)
    ):
        raise ApiError(429, "otp_too_soon", messages.CODICE_GIA_INVIATO)
    try:
        await temporal.get_workflow_handle(row.draft_id).execute_update(
            LoanApplicationWorkflow.send_resume_otp, ResumeStart()
        )
    except WorkflowUpdateFailedError as exc:
        raise rejected(exc) from exc
    except RPCError as exc:
        raise ApiError(503, "otp_not_sent", messages.SERVIZIO_NON_DISPONIBILE) from exc
    return {"otpSent": True}


@router.post(
    "/number/verify",
    response_model=Resumed,
    dependencies=[limited(REQUEST_NUMBER)],
    responses=responses(409, 410, 413, 422, 429, 503),
)
async def verify_number_otp(
    body: DraftNumberVerify, sessions: SessionsDep, temporal: TemporalDep, secret: SecretDep
) -> Resumed:
    """The one-time code from the SMS; five tries, five minutes, then a new code is needed."""
    row = await _by_number(body, sessions, secret)
    if row is None:
        raise OTP_INVALID  # as for a wrong code: which pairs exist is not told
    draft_id = row.draft_id
    verified = await in_transaction(
        sessions,
        lambda session: verify_resume_otp(session, secret, draft_id, body.otp, datetime.now(UTC)),
    )
    if not verified:
        raise OTP_INVALID
    return await _resume(row, sessions, temporal)
