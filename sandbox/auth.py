"""Session tokens of the B2B protocol: issued by generaToken, checked on every other call."""

import secrets
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from typing import Any

from sqlalchemy.orm import Session

from sandbox.db import Token
from sandbox.protocol import B2BError, errore


def as_utc(moment: datetime) -> datetime:
    """SQLite drops the zone of stored datetimes; they are always written in UTC."""
    return moment if moment.tzinfo else moment.replace(tzinfo=UTC)


def issue_token(
    session: Session,
    ttl_seconds: int,
    application: str | None,
    fiscal_code: str | None,
    claims: dict[str, Any],
) -> Token:
    token = Token(
        token=secrets.token_urlsafe(32),
        application=application,
        fiscal_code=fiscal_code,
        claims=claims,
        expires_at=datetime.now(UTC) + timedelta(seconds=ttl_seconds),
    )
    session.add(token)
    return token


@dataclass(frozen=True)
class CheckedToken:
    claims: dict[str, Any]
    expires_at: datetime


# Tokens are never revoked, they only expire: one checked is known until its expiry, so the
# table is read once per token instead of on every call (a fifth of a call's time under load).
# Bounded: past the limit the memory starts again, and tokens are read from the table again.
_CHECKED: dict[str, CheckedToken] = {}
_CHECKED_LIMIT = 10_000


def check_token(session: Session, value: str | None) -> CheckedToken:
    if not value:
        raise B2BError(
            401,
            [errore("E_TOKEN_MANCANTE", "Token di autorizzazione mancante", "b2b-authorization")],
        )
    checked = _CHECKED.get(value)
    if checked is None:
        checked = _read_token(session, value)
        if len(_CHECKED) >= _CHECKED_LIMIT:
            _CHECKED.clear()
        _CHECKED[value] = checked
    if checked.expires_at <= datetime.now(UTC):
        raise B2BError(
            401, [errore("E_TOKEN_SCADUTO", "Token di autorizzazione scaduto", "b2b-authorization")]
        )
    return checked


def _read_token(session: Session, value: str) -> CheckedToken:
    token = session.get(Token, value)
    if token is None:
        raise B2BError(
            401,
            [
                errore(
                    "E_TOKEN_NON_VALIDO", "Token di autorizzazione non valido", "b2b-authorization"
                )
            ],
        )
    return CheckedToken(claims=dict(token.claims), expires_at=as_utc(token.expires_at))
