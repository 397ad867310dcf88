"""Session tokens of the B2B protocol: issued by generaToken, checked on every other call."""

import secrets
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


def check_token(session: Session, value: str | None) -> Token:
    if not value:
        raise B2BError(
            401,
            [errore("E_TOKEN_MANCANTE", "Token di autorizzazione mancante", "b2b-authorization")],
        )
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
    if as_utc(token.expires_at) <= datetime.now(UTC):
        raise B2BError(
            401, [errore("E_TOKEN_SCADUTO", "Token di autorizzazione scaduto", "b2b-authorization")]
        )
    return token
