"""The eID gateway for SPID over OpenID Connect: discovery, JWKS, login, token, userinfo."""

import base64
import hashlib
import hmac
import re
import secrets
from datetime import UTC, datetime, timedelta
from html import escape
from typing import Any
from urllib.parse import unquote, urlencode, urlsplit

from fastapi import APIRouter, Request
from fastapi.responses import HTMLResponse, JSONResponse, RedirectResponse, Response

from sandbox.auth import as_utc
from sandbox.db import Database, EidgAccessToken, EidgCode
from sandbox.eid_gateway.identities import IDENTITIES, OUTCOME_ERRORS
from sandbox.eid_gateway.keys import SigningKey, b64url
from sandbox.settings import Settings

router = APIRouter(prefix="/eidg", tags=["eid gateway"])

SCOPES = ("openid", "profile")
# RFC 7636 §4.1: 43 to 128 characters of the unreserved set.
VERIFIER = re.compile(r"[A-Za-z0-9\-._~]{43,128}")
LOOPBACK = {"localhost", "127.0.0.1"}
# SPID level 2 (password and one-time code): what a loan application asks of the identity.
ACR_SPID_L2 = "https://www.spid.gov.it/SpidL2"


def _settings(request: Request) -> Settings:
    settings: Settings = request.app.state.settings
    return settings


def _database(request: Request) -> Database:
    database: Database = request.app.state.database
    return database


def issuer(settings: Settings) -> str:
    return f"{settings.public_url.rstrip('/')}/eidg"


def redirect_allowed(settings: Settings, redirect_uri: str) -> bool:
    """Exact match with a registered URI; a loopback one matches on any port (RFC 8252 §7.3)."""
    if redirect_uri in settings.eidg_redirect_uris:
        return True
    asked = urlsplit(redirect_uri)
    if asked.hostname not in LOOPBACK or asked.query or asked.fragment:
        return False
    return any(
        (known.scheme, known.path) == (asked.scheme, asked.path) and known.hostname in LOOPBACK
        for known in map(urlsplit, settings.eidg_redirect_uris)
    )


def _back(redirect_uri: str, **params: str) -> RedirectResponse:
    return RedirectResponse(f"{redirect_uri}?{urlencode(params)}", status_code=303)


def _error_page(message: str) -> HTMLResponse:
    # A wrong client or redirect is never redirected to: the browser could land anywhere.
    body = f"<h1>Richiesta non valida</h1><p>{escape(message)}</p>"
    return HTMLResponse(_page("Richiesta non valida", body), status_code=400)


def _page(title: str, body: str) -> str:
    return (
        f'<!doctype html><html lang="it"><head><meta charset="utf-8"><title>{escape(title)}</title>'
        "<style>body{font-family:sans-serif;max-width:36rem;margin:2rem auto}"
        "button{display:block;width:100%;margin:.5rem 0;padding:.8rem;text-align:left}"
        "</style></head><body>"
        f"{body}</body></html>"
    )


def _check_authorization(settings: Settings, params: dict[str, str]) -> Response | None:
    """None when the request may go on; else the error page or the redirect with the error."""
    if params.get("client_id") != settings.eidg_client_id:
        return _error_page("Client sconosciuto.")
    redirect_uri = params.get("redirect_uri", "")
    if not redirect_allowed(settings, redirect_uri):
        return _error_page("Indirizzo di ritorno non registrato per questo client.")
    state = params.get("state", "")
    problem: tuple[str, str] | None = None
    if params.get("response_type") != "code":
        problem = ("unsupported_response_type", "Solo response_type=code")
    elif "openid" not in params.get("scope", "").split():
        problem = ("invalid_scope", "Lo scope deve contenere openid")
    elif params.get("code_challenge_method") != "S256" or not params.get("code_challenge"):
        problem = ("invalid_request", "PKCE con code_challenge_method=S256 è obbligatorio")
    elif not state or not params.get("nonce"):
        problem = ("invalid_request", "state e nonce sono obbligatori")
    if problem:
        return _back(redirect_uri, error=problem[0], error_description=problem[1], state=state)
    return None


FORWARDED = (
    "client_id",
    "redirect_uri",
    "response_type",
    "scope",
    "state",
    "nonce",
    "code_challenge",
    "code_challenge_method",
)


@router.get("/.well-known/openid-configuration")
def read_configuration(request: Request) -> dict[str, Any]:
    """The provider's discovery document (OpenID Connect Discovery 1.0)."""
    base = issuer(_settings(request))
    return {
        "issuer": base,
        "authorization_endpoint": f"{base}/authorize",
        "token_endpoint": f"{base}/token",
        "userinfo_endpoint": f"{base}/userinfo",
        "jwks_uri": f"{base}/jwks",
        "response_types_supported": ["code"],
        "grant_types_supported": ["authorization_code"],
        "subject_types_supported": ["public"],
        "id_token_signing_alg_values_supported": ["RS256"],
        "scopes_supported": list(SCOPES),
        "token_endpoint_auth_methods_supported": ["client_secret_post", "client_secret_basic"],
        "code_challenge_methods_supported": ["S256"],
        "acr_values_supported": [ACR_SPID_L2],
        "claims_supported": [
            *("sub", "iss", "aud", "exp", "iat", "nonce", "acr", "auth_time", "at_hash"),
            *sorted(IDENTITIES["mario-rossi"].attributes),
        ],
    }


@router.get("/jwks")
def read_jwks(request: Request) -> dict[str, Any]:
    """The public key that verifies the ID tokens."""
    key: SigningKey = request.app.state.eidg_key
    return {"keys": [key.public_jwk()]}


@router.get("/authorize", response_class=HTMLResponse)
def read_login_page(request: Request) -> Response:
    """The login page: the test identities, a cancel button and a gateway failure."""
    params = dict(request.query_params)
    refused = _check_authorization(_settings(request), params)
    if refused is not None:
        return refused
    hidden = "".join(
        f'<input type="hidden" name="{name}" value="{escape(params.get(name, ""))}">'
        for name in FORWARDED
    )
    buttons = "".join(
        f'<button name="identita" value="{escape(identity.key)}">'
        f"<strong>{escape(identity.label)}</strong><br>{escape(identity.description)}</button>"
        for identity in IDENTITIES.values()
    )
    body = (
        "<h1>Entra con SPID</h1>"
        "<p>Gateway di identità di prova: scegli l'identità con cui accedere.</p>"
        f'<form method="post" action="/eidg/authorize">{hidden}{buttons}'
        '<button name="identita" value="errore-gateway">'
        "<strong>Errore del gateway</strong><br>Il gateway risponde con un errore.</button>"
        '<button name="identita" value="annulla"><strong>Annulla</strong></button>'
        "</form>"
    )
    return HTMLResponse(_page("Entra con SPID", body))


@router.post("/authorize")
async def create_code(request: Request) -> Response:
    """The person's choice: back to the client with a one-time code, or with the error."""
    settings = _settings(request)
    form = {name: str(value) for name, value in (await request.form()).items()}
    refused = _check_authorization(settings, form)
    if refused is not None:
        return refused
    redirect_uri, state, choice = form["redirect_uri"], form["state"], form.get("identita", "")
    if choice in OUTCOME_ERRORS:
        error, description = OUTCOME_ERRORS[choice]
        return _back(redirect_uri, error=error, error_description=description, state=state)
    if choice not in IDENTITIES:
        return _error_page("Identità sconosciuta.")
    code = secrets.token_urlsafe(32)
    with _database(request).session() as session:
        session.add(
            EidgCode(
                code=code,
                client_id=form["client_id"],
                redirect_uri=redirect_uri,
                identity=choice,
                scope=form["scope"],
                nonce=form["nonce"],
                code_challenge=form["code_challenge"],
                expires_at=datetime.now(UTC) + timedelta(seconds=settings.eidg_code_ttl_seconds),
            )
        )
    return _back(redirect_uri, code=code, state=state)


def _oauth_error(status: int, error: str, description: str, **headers: str) -> JSONResponse:
    # RFC 6749 §5.2: the token endpoint's errors, never cached.
    return JSONResponse(
        {"error": error, "error_description": description},
        status_code=status,
        headers={"Cache-Control": "no-store", **headers},
    )


def _client_credentials(request: Request, form: dict[str, str]) -> tuple[str, str, bool]:
    """client_secret_basic (RFC 6749 §2.3.1, form-encoded parts) or client_secret_post."""
    header = request.headers.get("authorization", "")
    if header.lower().startswith("basic "):
        try:
            decoded = base64.b64decode(header[6:], validate=True).decode()
        except ValueError:
            return "", "", True
        client_id, _, secret = decoded.partition(":")
        return unquote(client_id), unquote(secret), True
    return form.get("client_id", ""), form.get("client_secret", ""), False


def pkce_challenge(verifier: str) -> str:
    return b64url(hashlib.sha256(verifier.encode("ascii")).digest())


@router.post("/token")
async def create_token(request: Request) -> JSONResponse:
    """Exchange a one-time code for an access token and a signed ID token."""
    settings = _settings(request)
    form = {name: str(value) for name, value in (await request.form()).items()}
    client_id, secret, basic = _client_credentials(request, form)
    if client_id != settings.eidg_client_id or not hmac.compare_digest(
        secret.encode(), settings.eidg_client_secret.encode()
    ):
        challenge = {"WWW-Authenticate": 'Basic realm="eidg"'} if basic else {}
        return _oauth_error(401, "invalid_client", "Autenticazione del client fallita", **challenge)
    if form.get("grant_type") != "authorization_code":
        return _oauth_error(400, "unsupported_grant_type", "Solo authorization_code")
    verifier = form.get("code_verifier", "")
    if not VERIFIER.fullmatch(verifier):
        return _oauth_error(400, "invalid_request", "code_verifier mancante o malformato")
    now = datetime.now(UTC)
    with _database(request).session() as session:
        code = session.get(EidgCode, form.get("code", ""))
        if code is None or code.client_id != client_id:
            return _oauth_error(400, "invalid_grant", "Codice sconosciuto")
        if code.used_at is not None:
            # RFC 6749 §4.1.2: a replayed code may be stolen, so what it bought is withdrawn.
            for token in session.query(EidgAccessToken).filter_by(code=code.code):
                token.revoked = True
            return _oauth_error(400, "invalid_grant", "Codice già usato")
        code.used_at = now
        if as_utc(code.expires_at) <= now:
            return _oauth_error(400, "invalid_grant", "Codice scaduto")
        if form.get("redirect_uri") != code.redirect_uri:
            return _oauth_error(400, "invalid_grant", "redirect_uri diverso da quello autorizzato")
        if not hmac.compare_digest(pkce_challenge(verifier), code.code_challenge):
            return _oauth_error(400, "invalid_grant", "code_verifier non corrisponde")
        access_token = secrets.token_urlsafe(32)
        session.add(
            EidgAccessToken(
                token=access_token,
                code=code.code,
                client_id=client_id,
                identity=code.identity,
                scope=code.scope,
                expires_at=now + timedelta(seconds=settings.eidg_token_ttl_seconds),
            )
        )
        identity = IDENTITIES[code.identity]
        key: SigningKey = request.app.state.eidg_key
        id_token = key.sign(
            {
                "iss": issuer(settings),
                "aud": client_id,
                "sub": subject(identity.fiscal_number),
                "iat": int(now.timestamp()),
                "auth_time": int(as_utc(code.created_at).timestamp()),
                "exp": int(now.timestamp()) + settings.eidg_token_ttl_seconds,
                "nonce": code.nonce,
                "acr": ACR_SPID_L2,
                # OIDC Core §3.1.3.6: the left half of the access token's SHA-256.
                "at_hash": b64url(hashlib.sha256(access_token.encode()).digest()[:16]),
            }
        )
    return JSONResponse(
        {
            "access_token": access_token,
            "token_type": "Bearer",
            "expires_in": settings.eidg_token_ttl_seconds,
            "id_token": id_token,
            "scope": code.scope,
        },
        headers={"Cache-Control": "no-store"},
    )


def subject(fiscal_number: str) -> str:
    # A stable identifier that is not the fiscal code itself: the ID token carries no personal data.
    return hashlib.sha256(f"eidg:{fiscal_number}".encode()).hexdigest()[:32]


@router.get("/userinfo")
def read_userinfo(request: Request) -> JSONResponse:
    """The SPID attributes of the person behind a Bearer access token."""
    header = request.headers.get("authorization", "")
    value = header[7:] if header.lower().startswith("bearer ") else ""
    with _database(request).session() as session:
        token = session.get(EidgAccessToken, value) if value else None
        if token is None or token.revoked or as_utc(token.expires_at) <= datetime.now(UTC):
            return JSONResponse(
                {"error": "invalid_token", "error_description": "Token di accesso non valido"},
                status_code=401,
                headers={"WWW-Authenticate": 'Bearer error="invalid_token"'},
            )
        identity = IDENTITIES[token.identity]
        claims: dict[str, Any] = {"sub": subject(identity.fiscal_number)}
        if "profile" in token.scope.split():
            claims.update(identity.attributes)
    return JSONResponse(claims, headers={"Cache-Control": "no-store"})
