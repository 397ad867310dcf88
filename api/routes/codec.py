"""Codec endpoint for the Temporal UI: support staff read decrypted payloads in the browser.

It is an app of its own, mounted at /main/api/codec, so that its CORS policy (the Temporal UI's
origin may call it) covers this route only and never the applicant's API.
"""

import base64
import binascii
import json
import logging
from typing import Annotated, Any

from fastapi import APIRouter, Depends, FastAPI, Header, Request
from fastapi.concurrency import run_in_threadpool
from fastapi.middleware.cors import CORSMiddleware
from fastapi.responses import JSONResponse
from google.protobuf import json_format
from temporalio.api.common.v1 import Payload, Payloads
from temporalio.converter import PayloadCodec

from api import errors
from api.deps import SettingsDep
from api.errors import ApiError
from api.staff_auth import StaffMember, StaffTokenError, StaffTokenVerifier
from journey import messages
from runtime.codec import PayloadDecryptionError
from runtime.settings import Settings

log = logging.getLogger("api.codec")

# Not named `router`: api/routes would then include it in the applicant's API, where neither
# this app's CORS policy nor its staff check applies.
codec_routes = APIRouter(tags=["codec"])


def create_app(settings: Settings, codec: PayloadCodec) -> FastAPI:
    """The codec app, with CORS for the Temporal UI's origin and the staff token check."""
    app = FastAPI(openapi_url=None, docs_url=None, redoc_url=None)
    app.state.settings = settings
    app.state.codec = codec
    app.state.staff_tokens = StaffTokenVerifier.from_settings(settings)
    errors.install(app)
    app.add_exception_handler(StaffTokenError, _refused)  # type: ignore[arg-type]
    app.include_router(codec_routes)
    # The UI sends the staff member's token (codec "pass-access-token") and its namespace.
    app.add_middleware(
        CORSMiddleware,
        allow_origins=settings.codec_cors_origins,
        allow_methods=["POST"],
        allow_headers=["authorization", "content-type", "x-namespace"],
        max_age=600,
    )
    return app


async def authorised_staff(
    request: Request,
    settings: SettingsDep,
    authorization: Annotated[str | None, Header()] = None,
    origin: Annotated[str | None, Header()] = None,
) -> StaffMember | None:
    """Who may read decrypted payloads: the holder of a staff token with the codec role.

    In development, without an identity provider, only the Temporal UI's pages may ask: another
    site open in the developer's browser (or one rebinding its name to 127.0.0.1) sends its own
    Origin. Production never decrypts without a token.
    """
    if settings.mode == "development" and origin not in settings.codec_cors_origins:
        raise ApiError(403, "forbidden_origin", messages.SESSIONE_NON_VALIDA)
    verifier: StaffTokenVerifier | None = request.app.state.staff_tokens
    if verifier is None:
        if settings.mode == "production":
            log.warning("codec refused: PRESTITO_CODEC_JWT_* are not configured")
            raise ApiError(403, "codec_disabled", messages.SESSIONE_NON_VALIDA)
        return None
    scheme, _, token = (authorization or "").partition(" ")
    if scheme.lower() != "bearer" or not token.strip():
        raise StaffTokenError(401, "missing_token", "no bearer token")
    return await run_in_threadpool(verifier.verify, token.strip())


StaffDep = Annotated[StaffMember | None, Depends(authorised_staff)]


@codec_routes.post("/decode")
async def decode_payloads(
    request: Request,
    staff: StaffDep,
    namespace: Annotated[str | None, Header(alias="x-namespace")] = None,
) -> dict[str, Any]:
    """Decrypts the payloads the Temporal UI sends."""
    payloads = _parse_payloads(await request.body())
    codec: PayloadCodec = request.app.state.codec
    decoded: list[Payload] = []
    failed: dict[str, str] = {}
    for index, payload in enumerate(payloads.payloads):
        try:
            decoded.extend(await codec.decode([payload]))
        except PayloadDecryptionError as exc:
            log.warning("codec: payload %d not decrypted: %s", index, exc)
            failed[f"payloads.{index}"] = messages.RICHIESTA_NON_VALIDA
    if failed:
        raise ApiError(400, "undecryptable_payload", messages.RICHIESTA_NON_VALIDA, failed)
    # Who read personal data, and where: the audit trail of the support tool.
    log.info(
        "codec: %d payloads decoded for %s (namespace %s)",
        len(decoded),
        staff.subject if staff else "the development UI",
        namespace or "-",
    )
    return json_format.MessageToDict(Payloads(payloads=decoded))


def _parse_payloads(raw: bytes) -> Payloads:
    """The UI's `{"payloads": [{"metadata": {...}, "data": "..."}]}`, or a 400 saying where."""
    try:
        body = json.loads(raw)
    except ValueError:
        raise ApiError(400, "invalid_request", messages.RICHIESTA_NON_VALIDA) from None
    if not isinstance(body, dict) or not isinstance(body.get("payloads"), list):
        raise _invalid("payloads")
    for index, payload in enumerate(body["payloads"]):
        where = f"payloads.{index}"
        if not isinstance(payload, dict) or not isinstance(payload.get("metadata", {}), dict):
            raise _invalid(where)
        # Protobuf's JSON reader turns what is not base64 into empty bytes without a word.
        if not _is_base64(payload.get("data", "")):
            raise _invalid(f"{where}.data")
        for name, value in payload.get("metadata", {}).items():
            if not _is_base64(value):
                raise _invalid(f"{where}.metadata.{name}")
    try:
        return json_format.Parse(raw, Payloads())
    except json_format.ParseError:
        raise _invalid("payloads") from None


def _is_base64(value: object) -> bool:
    # Proto3's JSON form of bytes: standard or URL-safe alphabet, padding optional.
    if not isinstance(value, str):
        return False
    altchars = b"-_" if "-" in value or "_" in value else None
    try:
        base64.b64decode(value + "=" * (-len(value) % 4), altchars=altchars, validate=True)
    except (binascii.Error, ValueError):
        return False
    return True


def _invalid(field: str) -> ApiError:
    return ApiError(
        400,
        "invalid_request",
        messages.RICHIESTA_NON_VALIDA,
        {field: messages.RICHIESTA_NON_VALIDA},
    )


async def _refused(request: Request, exc: StaffTokenError) -> JSONResponse:
    # The reason goes to the log, not to the caller; the token itself goes nowhere.
    log.warning("codec refused %s: %s", exc.code, exc.reason)
    message = (
        messages.SERVIZIO_NON_DISPONIBILE if exc.status == 503 else messages.SESSIONE_NON_VALIDA
    )
    headers = {}
    if exc.status == 401:
        headers["WWW-Authenticate"] = (
            "Bearer" if exc.code == "missing_token" else 'Bearer error="invalid_token"'
        )
    return JSONResponse(errors.body(exc.code, message), exc.status, headers=headers)
