"""SPID (issue 15): the OpenID Connect login at the provider's eID gateway, product side.

`/spid` opens a login (PKCE S256, nonce, the spec's state `DS_` + draftId with a random part)
and answers the gateway's authorization address; the browser comes back to the callback, which
exchanges the code, checks the ID token against the gateway's keys (issuer, audience, expiry,
nonce), reads the SPID attributes and hands them to the workflow. Tokens and personal data stay
out of logs; the workflow's history holds them only through the encryption codec.
"""

import hashlib
import hmac
import logging
import time
from datetime import date
from typing import Any

import httpx
from authlib.common.errors import AuthlibBaseError
from authlib.integrations.httpx_client import AsyncOAuth2Client
from fastapi import APIRouter, Cookie, Query, Response
from fastapi.responses import RedirectResponse
from joserfc import jwt
from joserfc.errors import JoseError
from joserfc.jwk import KeySet
from pydantic import BaseModel
from temporalio.client import WorkflowUpdateFailedError
from temporalio.service import RPCError

from api.bodies import Body, EmptyBody
from api.db import in_transaction
from api.deps import SessionsDep, SettingsDep, TemporalDep
from api.errors import ApiError, responses
from api.workflow import ApplicationHandle, WorkflowAnswer, query, step
from journey import messages
from journey.models.documents import DocumentCode, DocumentFields
from journey.routes import Route
from journey.rules.spid import spid_exhausted
from runtime.settings import Settings
from store.spid_logins import PendingLogin, consume_login, open_login
from workflows.loan_application import LoanApplicationWorkflow
from workflows.models import Snapshot, SpidConfirmation, SpidDecline, SpidIdentity, StepResult
from workflows.steps.spid import SPID as SPID_STEP

router = APIRouter(tags=["spid"])
log = logging.getLogger(__name__)
CALLBACK = "/main/api/spid/callback"
# Discovery and keys change rarely; an hour's cache spares the gateway a call per login.
DISCOVERY_SECONDS = 3600
# SPID's idCard document types, as the documents step names them.
ID_CARD_TYPES = {
    # SPID does not tell the paper card from the electronic one; the numbers it carries are
    # the CIE's (the sandbox's controlloDocumento checks them as such).
    "CartaIdentita": DocumentCode.DIG,
    "CartaIdentitaElettronica": DocumentCode.DIG,
    "PatenteGuida": DocumentCode.PAT,
    "Passaporto": DocumentCode.PAS,
}
# The gateway's errors that close the SPID path at once (§4 "a fatal error").
FATAL_ERRORS = {"server_error", "temporarily_unavailable", "invalid_client"}
# Why a login was refused, as /spid?errore= names it: the page shows the message it stands for.
SPID_ERROR_CODES = {
    messages.SPID_ERRORE: "accesso",
    messages.SPID_CODICE_FISCALE_DIVERSO: "codice-fiscale",
}
_discovery: dict[str, tuple[float, dict[str, Any]]] = {}
# The browser that opened a login is the one it may come back to: /spid leaves this cookie
# there, bound to the login's state, and the callback takes no state without it. Without it,
# a login opened by someone else (an application filled with a victim's name and the
# attacker's phone) could be finished by the victim on the gateway, or spent by whoever holds
# the callback's address.
BROWSER_COOKIE = "prestito_spid"
BROWSER_COOKIE_SECONDS = 600


class SpidLogin(BaseModel):
    url: str


class SpidStart(Body):
    """An empty body: the login is the application's, which the token names."""


class SpidConfirmationRequest(Body):
    values: DocumentFields = DocumentFields()


def _client(settings: Settings, **kwargs: Any) -> AsyncOAuth2Client:
    return AsyncOAuth2Client(
        client_id=settings.eidg_client_id,
        client_secret=settings.eidg_client_secret.get_secret_value(),
        redirect_uri=f"{settings.qr_code_url.rstrip('/')}{CALLBACK}",
        scope="openid profile",
        code_challenge_method="S256",
        timeout=settings.backoffice_timeout_seconds,
        **kwargs,
    )


async def _metadata(
    settings: Settings, client: AsyncOAuth2Client, fresh: bool = False
) -> dict[str, Any]:
    """The gateway's discovery document and its JWKS, cached unless `fresh`."""
    issuer = settings.eidg_issuer.rstrip("/")
    cached = _discovery.get(issuer)
    if cached and cached[0] > time.monotonic() and not fresh:
        return cached[1]
    # Discovery and keys are public: no token goes with them.
    found = await client.request(
        "GET", f"{issuer}/.well-known/openid-configuration", withhold_token=True
    )
    found.raise_for_status()
    metadata: dict[str, Any] = found.json()
    keys = await client.request("GET", metadata["jwks_uri"], withhold_token=True)
    keys.raise_for_status()
    metadata = {**metadata, "jwks": keys.json()}
    _discovery[issuer] = (time.monotonic() + DISCOVERY_SECONDS, metadata)
    return metadata


@router.post(
    "/applications/{application_id}/spid",
    response_model=SpidLogin,
    responses=responses(401, 404, 409, 410, 422, 503),
)
async def start_spid(
    request: SpidStart,
    application: ApplicationHandle,
    sessions: SessionsDep,
    settings: SettingsDep,
    response: Response,
) -> SpidLogin:
    """A SPID login: the eID gateway's address the browser goes to."""
    snapshot: Snapshot = await query(application, LoanApplicationWorkflow.snapshot)
    if snapshot.spid is None or snapshot.spid.confirmed or spid_exhausted(snapshot.spid):
        # The workflow would turn the result down: no login that cannot count.
        raise ApiError(409, "out_of_step", messages.PASSO_NON_DISPONIBILE)
    async with _client(settings) as client:
        try:
            metadata = await _metadata(settings, client)
        except (httpx.HTTPError, KeyError, ValueError) as exc:
            log.error("eID gateway discovery failed: %s", type(exc).__name__)
            raise ApiError(503, "eidg_unavailable", messages.SERVIZIO_NON_DISPONIBILE) from exc
        draft_id = application.id
        state, login = await in_transaction(
            sessions, lambda session: open_login(session, draft_id, state_prefix=f"DS_{draft_id}")
        )
        url, _ = client.create_authorization_url(
            metadata["authorization_endpoint"],
            state=state,
            nonce=login.nonce,
            code_verifier=login.code_verifier,
        )
    response.set_cookie(
        BROWSER_COOKIE,
        _browser_binding(settings, state),
        max_age=BROWSER_COOKIE_SECONDS,
        path=CALLBACK,
        secure=settings.qr_code_url.startswith("https://"),
        httponly=True,
        # Lax: sent on the gateway's top-level redirect back to us, on no cross-site request.
        samesite="lax",
    )
    return SpidLogin(url=url)


def _browser_binding(settings: Settings, state: str) -> str:
    assert settings.token_secret is not None
    key = settings.token_secret.get_secret_value().encode()
    return hmac.new(key, f"spid-browser:{state}".encode(), hashlib.sha256).hexdigest()


def identity_of(userinfo: dict[str, Any]) -> SpidIdentity:
    """SPID's attributes as the workflow takes them: TINIT- off the fiscal number, dates as
    gg/mm/aaaa, idCard ("<type> <number> <issuer> <issued> <expires>") as the document's fields."""
    parts = str(userinfo.get("idCard", "")).split()
    kind = ID_CARD_TYPES.get(parts[0]) if len(parts) == 5 else None
    values = DocumentFields()
    if kind is not None:
        _, number, issuer, issued, expires = parts
        values = DocumentFields(
            numeroDocumento=number[:20],
            comuneRilascio=issuer.removeprefix("Comune").upper()[:60],
            dataRilascio=_italian(issued),
            dataScadenza=_italian(expires),
        )
    return SpidIdentity(
        codiceFiscale=str(userinfo.get("fiscalNumber", "")).removeprefix("TINIT-")[:16],
        nome=str(userinfo.get("name", ""))[:60],
        cognome=str(userinfo.get("familyName", ""))[:60],
        dataNascita=_italian(str(userinfo.get("dateOfBirth", ""))),
        documento=kind,
        valori=values,
    )


def _italian(iso: str) -> str:
    try:
        return date.fromisoformat(iso).strftime("%d/%m/%Y")
    except ValueError:
        return ""


async def _login_result(
    settings: Settings, login: PendingLogin, code: str | None, error: str | None
) -> SpidIdentity:
    if error or not code:
        return SpidIdentity(error=(error or "invalid_request")[:60], fatal=error in FATAL_ERRORS)
    async with _client(settings) as client:
        metadata = await _metadata(settings, client)
        token = await client.fetch_token(
            metadata["token_endpoint"], code=code, code_verifier=login.code_verifier
        )
        try:
            decoded = _id_token(token["id_token"], metadata)
        except JoseError:
            # Signed with a key the cached set lacks: the gateway may have rotated its keys
            # within the hour the set is kept. Read once more before failing the applicant's
            # login, which would cost them one of their attempts.
            decoded = _id_token(token["id_token"], await _metadata(settings, client, fresh=True))
        jwt.JWTClaimsRegistry(
            iss={"essential": True, "value": settings.eidg_issuer.rstrip("/")},
            aud={"essential": True, "value": settings.eidg_client_id},
            exp={"essential": True},
            nonce={"essential": True, "value": login.nonce},
            sub={"essential": True},
        ).validate(decoded.claims)
        userinfo = await client.get(metadata["userinfo_endpoint"])
        userinfo.raise_for_status()
        attributes = userinfo.json()
        if attributes.get("sub") != decoded.claims["sub"]:
            # OpenID Connect Core §5.3.2: attributes of another subject are not this login's.
            raise ValueError("the userinfo's subject is not the ID token's")
        return identity_of(attributes)


def _id_token(token: str, metadata: dict[str, Any]) -> jwt.Token:
    return jwt.decode(token, KeySet.import_key_set(metadata["jwks"]), algorithms=["RS256"])


@router.get(
    "/spid/callback",
    status_code=303,
    response_class=RedirectResponse,
    responses=responses(422, 503),
)
async def spid_callback(
    sessions: SessionsDep,
    settings: SettingsDep,
    temporal: TemporalDep,
    state: str = Query(max_length=200),
    code: str | None = Query(default=None, max_length=512),
    error: str | None = Query(default=None, max_length=60),
    browser: str | None = Cookie(default=None, alias=BROWSER_COOKIE, max_length=64),
) -> RedirectResponse:
    """The browser back from the eID gateway: the identity to the workflow, then its page."""
    if browser is None or not hmac.compare_digest(browser, _browser_binding(settings, state)):
        # Not the browser that opened this login: the login is left as it is (whoever holds
        # the address cannot spend it) and this browser goes to /spid, which offers to start
        # again to its applicant, if it has one.
        log.warning("SPID callback from a browser that did not open the login")
        return _back_to_spid()
    login = await in_transaction(sessions, lambda session: consume_login(session, state))
    if login is None:
        # Unknown, used already or past its ten minutes: the applicant starts SPID again.
        return _back_to_spid()
    try:
        identity = await _login_result(settings, login, code, error)
    except (httpx.HTTPError, JoseError, AuthlibBaseError, KeyError, ValueError) as exc:
        # Only the failure's kind: the code, tokens and attributes are not for logs.
        log.warning("SPID login failed: %s", type(exc).__name__)
        identity = SpidIdentity(error="login_failed")
    handle = temporal.get_workflow_handle(login.draft_id)
    refused: str | None = None
    try:
        result = await handle.execute_update(LoanApplicationWorkflow.spid_identity, identity)
        snapshot: Snapshot = result.snapshot
        refused = result.errors.get(SPID_STEP)
    except (WorkflowUpdateFailedError, RPCError) as exc:
        log.warning("SPID result not taken by the application: %s", type(exc).__name__)
        snapshot = await query(handle, LoanApplicationWorkflow.snapshot)
    if refused and snapshot.spid is not None and not spid_exhausted(snapshot.spid):
        # A failed login with a chance left: back to /spid, which says what went wrong (the
        # snapshot keeps only the count) and offers to try again.
        return _back_to_spid(refused)
    response = RedirectResponse(f"/main{snapshot.route}", status_code=303)
    response.delete_cookie(BROWSER_COOKIE, path=CALLBACK)
    return response


def _back_to_spid(refused: str = messages.SPID_ERRORE) -> RedirectResponse:
    """/spid, which says why (`refused`, as the page names it) and offers to start again."""
    reason = SPID_ERROR_CODES.get(refused, SPID_ERROR_CODES[messages.SPID_ERRORE])
    return RedirectResponse(f"/main{Route.SPID}?errore={reason}", status_code=303)


@router.post(
    "/applications/{application_id}/spid/confirmation",
    response_model=StepResult,
    responses=responses(401, 404, 409, 410, 422, 503),
)
async def confirm_spid(
    request: SpidConfirmationRequest, application: ApplicationHandle
) -> WorkflowAnswer:
    """/spid/documenti: the identity document data from SPID confirmed by the applicant."""
    return await step(
        application, LoanApplicationWorkflow.confirm_spid, SpidConfirmation(values=request.values)
    )


@router.post(
    "/applications/{application_id}/spid/decline",
    response_model=StepResult,
    responses=responses(401, 404, 409, 410, 413, 422, 503),
)
async def decline_spid(request: EmptyBody, application: ApplicationHandle) -> WorkflowAnswer:
    """/spid/documenti: "Carica invece i tuoi documenti": SPID's identity put aside, the
    documents instead (when SPID's data are not right, or the document check refuses them)."""
    return await step(application, LoanApplicationWorkflow.decline_spid, SpidDecline())
