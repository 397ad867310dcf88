"""The eID gateway's discovery, JWKS and login page, which hands out one-time codes."""

import secrets
from datetime import UTC, datetime, timedelta
from html import escape
from typing import Any
from urllib.parse import urlencode, urlsplit

from fastapi import APIRouter, Request
from fastapi.responses import HTMLResponse, RedirectResponse, Response

from sandbox.db import EidgCode
from sandbox.eid_gateway.identities import IDENTITIES, OUTCOME_ERRORS
from sandbox.eid_gateway.provider import (
    ACR_SPID_L2,
    SCOPES,
    database_of,
    issuer,
    settings_of,
    signing_key_of,
)
from sandbox.settings import Settings

router = APIRouter(prefix="/eidg", tags=["eid gateway"])

LOOPBACK = {"localhost", "127.0.0.1"}


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
    base = issuer(settings_of(request))
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
    key = signing_key_of(request)
    return {"keys": [key.public_jwk()]}


@router.get("/authorize", response_class=HTMLResponse)
def read_login_page(request: Request) -> Response:
    """The login page: the test identities, a cancel button and a gateway failure."""
    params = dict(request.query_params)
    refused = _check_authorization(settings_of(request), params)
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
    settings = settings_of(request)
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
    with database_of(request).session() as session:
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
