"""The eID gateway's token endpoint (code + PKCE for tokens) and its userinfo endpoint."""

import base64
import hashlib
import hmac
import re
import secrets
from datetime import UTC, datetime, timedelta
from typing import Any
from urllib.parse import unquote

from fastapi import APIRouter, Request
from fastapi.responses import JSONResponse

from sandbox.auth import as_utc
from sandbox.db import EidgAccessToken, EidgCode
from sandbox.eid_gateway.identities import IDENTITIES
from sandbox.eid_gateway.keys import b64url
from sandbox.eid_gateway.provider import (
    ACR_SPID_L2,
    database_of,
    issuer,
    settings_of,
    signing_key_of,
    subject,
)

router = APIRouter(prefix="/eidg", tags=["eid gateway"])

# RFC 7636 §4.1: 43 to 128 characters of the unreserved set.
VERIFIER = re.compile(r"[A-Za-z0-9\-._~]{43,128}")


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
    settings = settings_of(request)
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
    with database_of(request).session() as session:
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
        key = signing_key_of(request)
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


@router.get("/userinfo")
def read_userinfo(request: Request) -> JSONResponse:
    """The SPID attributes of the person behind a Bearer access token."""
    header = request.headers.get("authorization", "")
    value = header[7:] if header.lower().startswith("bearer ") else ""
    with database_of(request).session() as session:
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
