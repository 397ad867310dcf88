"""The request and its signature (issue 16): "Invia la richiesta", the contract to read, the
signing code by SMS, the code typed, and the signed contract.

The code the applicant types goes to the app database and the workflow gets its reference
(store.signing_codes): no workflow history, log or snapshot holds a signing code.
"""

import ipaddress
from typing import Annotated, Any

from fastapi import APIRouter, Request
from fastapi.responses import Response
from pydantic import Field
from temporalio.client import WorkflowQueryFailedError
from temporalio.service import RPCError

from api.bodies import Body, EmptyBody
from api.db import in_transaction
from api.deps import SessionsDep, SettingsDep
from api.errors import ApiError, not_found_or_unavailable, responses
from api.ratelimit import client_of
from api.workflow import ApplicationHandle, WorkflowAnswer, step
from journey import messages
from journey.constants import OTP_LENGTH
from runtime.settings import Settings
from store.blobs import BlobStore
from store.signing_codes import put_code
from workflows.loan_application import LoanApplicationWorkflow
from workflows.models import OtpRequest, OtpSignature, RequestSubmission, StepResult

router = APIRouter(prefix="/applications", tags=["request and signature"])
STEP_ANSWERS = responses(401, 404, 409, 410, 422, 503)
PDF: dict[int | str, dict[str, Any]] = {
    200: {"content": {"application/pdf": {"schema": {"type": "string", "format": "binary"}}}}
}


class SigningCodeRequest(Body):
    contrattoLetto: bool = False
    condizioniAccettate: bool = False
    reinvio: bool = False


class SigningCode(Body):
    # Any short text: §5's rule (exactly six characters) answers 'OTP non valido' below, in
    # the page's words, rather than a schema error.
    otp: Annotated[str, Field(max_length=32)]


@router.post("/{application_id}/request", response_model=StepResult, responses=STEP_ANSWERS)
async def send_request(request: EmptyBody, application: ApplicationHandle) -> WorkflowAnswer:
    """/documenti/riepilogo "Invia la richiesta"."""
    return await step(application, LoanApplicationWorkflow.send_request, RequestSubmission())


@router.post("/{application_id}/signing-code", response_model=StepResult, responses=STEP_ANSWERS)
async def send_signing_code(
    request: SigningCodeRequest, application: ApplicationHandle
) -> WorkflowAnswer:
    """/firma/carica "Richiedi il codice" (or "Invia di nuovo"): only once the contract was read
    to its end and its conditions accepted."""
    if not (request.contrattoLetto and request.condizioniAccettate):
        raise ApiError(
            422,
            "contract_not_accepted",
            messages.CONTRATTO_DA_ACCETTARE,
            {"condizioniAccettate": messages.CONTRATTO_DA_ACCETTARE},
        )
    return await step(
        application,
        LoanApplicationWorkflow.send_signing_code,
        OtpRequest(contrattoLetto=True, condizioniAccettate=True, reinvio=request.reinvio),
    )


@router.post("/{application_id}/signature", response_model=StepResult, responses=STEP_ANSWERS)
async def sign(
    body: SigningCode, request: Request, application: ApplicationHandle, sessions: SessionsDep
) -> WorkflowAnswer:
    """/firma/carica: the code typed. §5: exactly six characters, else 'OTP non valido'."""
    code = body.otp.strip()
    if len(code) != OTP_LENGTH:
        raise ApiError(
            422, "otp_invalid", messages.OTP_NON_VALIDO, {"otp": messages.OTP_NON_VALIDO}
        )
    draft_id = application.id
    ref = await in_transaction(sessions, lambda session: put_code(session, draft_id, code))
    return await step(
        application,
        LoanApplicationWorkflow.sign_contract,
        OtpSignature(
            codeRef=ref,
            ipAddress=_address(client_of(request)),
            userAgent=request.headers.get("user-agent", "")[:300],
        ),
    )


def _address(host: str) -> str:
    """The applicant's IP address for the signature's evidence; "" when it is not one (a test
    client, a proxy not configured to pass it)."""
    try:
        return str(ipaddress.ip_address(host))
    except ValueError:
        return ""


async def _contract(
    application: ApplicationHandle, settings: Settings, *, signed: bool, name: str
) -> Response:
    """A contract PDF from our blob store (the browser never talks to the back office)."""
    try:
        key = await application.query(LoanApplicationWorkflow.contract_file, signed)
    except (WorkflowQueryFailedError, RPCError) as exc:
        raise not_found_or_unavailable(exc) from exc
    if not key:
        raise ApiError(404, "not_found", messages.RISORSA_NON_TROVATA)
    assert settings.blob_dir is not None
    return Response(
        BlobStore(settings.blob_dir).get(key),
        media_type="application/pdf",
        headers={
            # Shown on the page (inline), downloadable by its name.
            "Content-Disposition": f'inline; filename="{name}"',
            "Cache-Control": "private, no-store",
        },
    )


@router.get(
    "/{application_id}/contratto.pdf",
    response_class=Response,
    responses={**PDF, **responses(401, 404, 422, 503)},
)
async def read_contract(application: ApplicationHandle, settings: SettingsDep) -> Response:
    """The contract to read before signing, from our blob store."""
    return await _contract(application, settings, signed=False, name="Contratto.pdf")


@router.get(
    "/{application_id}/contratto-firmato.pdf",
    response_class=Response,
    responses={**PDF, **responses(401, 404, 422, 503)},
)
async def read_signed_contract(application: ApplicationHandle, settings: SettingsDep) -> Response:
    """The signed and sealed contract."""
    return await _contract(application, settings, signed=True, name="Contratto-firmato.pdf")
