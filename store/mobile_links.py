"""The phone hand-off's codes and upload tokens (store/models.MobileLink)."""

import secrets
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta

from sqlalchemy import select
from sqlalchemy.orm import Session

from store.applications import upsert_application
from store.db import as_utc
from store.hashing import token_hash
from store.models import MobileLink

# Long enough to pick up the phone and scan; the upload token then lasts the uploads.
CODE_LIFETIME = timedelta(minutes=15)
UPLOAD_LIFETIME = timedelta(minutes=30)


@dataclass(frozen=True)
class IssuedCode:
    code: str
    expires_at: datetime


@dataclass(frozen=True)
class UploadToken:
    token: str
    expires_at: datetime


class CodeRefused(Exception):
    """Expired, unknown, or already opened on another device."""


def issue_code(session: Session, draft_id: str, now: datetime | None = None) -> IssuedCode:
    """A new code for the QR of this application (the ones before keep their own lifetime)."""
    now = now or datetime.now(UTC)
    upsert_application(session, draft_id)
    # 192 random bits: the code travels in a QR and a link, nobody types it.
    code = secrets.token_urlsafe(24)
    expires = now + CODE_LIFETIME
    session.add(MobileLink(code_hash=token_hash(code), draft_id=draft_id, expires_at=expires))
    return IssuedCode(code, expires)


def open_code(session: Session, code: str, now: datetime | None = None) -> UploadToken:
    """The first device to open the code gets the upload token; CodeRefused otherwise."""
    now = now or datetime.now(UTC)
    row = session.get(MobileLink, token_hash(code.strip()))
    if row is None or as_utc(row.expires_at) < now or row.upload_token_hash is not None:
        raise CodeRefused()
    token = secrets.token_urlsafe(32)
    row.upload_token_hash = token_hash(token)
    row.upload_expires_at = now + UPLOAD_LIFETIME
    return UploadToken(token, row.upload_expires_at)


def application_for_upload_token(
    session: Session, token: str, now: datetime | None = None
) -> str | None:
    """The application an upload token may upload to, while it lives."""
    now = now or datetime.now(UTC)
    row = session.scalars(
        select(MobileLink).where(MobileLink.upload_token_hash == token_hash(token.strip()))
    ).first()
    if row is None or row.upload_expires_at is None or as_utc(row.upload_expires_at) < now:
        return None
    return row.draft_id
