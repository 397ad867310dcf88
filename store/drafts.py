"""Ways back into a draft: resume codes, request number + fiscal code, and their one-time codes."""

import base64
import hashlib
import hmac
from datetime import datetime, timedelta

from sqlalchemy import select, update
from sqlalchemy.orm import Session

from journey.rules.resume_code import normalise_resume_code
from store.applications import upsert_application
from store.hashing import keyed_hash
from store.models import Application, ResumeOtp

OTP_LIFETIME = timedelta(minutes=5)
# Per window, whatever the number of codes sent in it: asking for a new code gives no new tries
# (EBA RTS on SCA, art. 4: at most five failed attempts before a block).
OTP_MAX_ATTEMPTS = 5
OTP_WINDOW = timedelta(minutes=30)
OTP_MAX_SENDS = 3
OTP_RESEND_AFTER = timedelta(minutes=1)


def draft_link_token(secret: str, draft_id: str) -> str:
    """The secret of a draft's link (§2 /resume?draft=): derived from the draft id with the
    server's key, so every e-mail and the CRM carry the same link without the workflow ever
    knowing it, and unguessable without the key. Bound to this one purpose by its label."""
    digest = hmac.new(secret.encode(), f"draft-link:{draft_id}".encode(), hashlib.sha256)
    return base64.b32encode(digest.digest()).decode()[:32].lower()


def application_by_draft_link(session: Session, secret: str, token: str) -> Application | None:
    """A draft link's application; a workflow id, or any other text, finds nothing."""
    return session.scalars(
        select(Application).where(Application.link_hash == keyed_hash(secret, token))
    ).one_or_none()


def set_resume_code(session: Session, secret: str, draft_id: str, code: str) -> None:
    """A new code replaces the previous one: only the latest e-mail opens the draft."""
    upsert_application(
        session, draft_id, resume_code_hash=keyed_hash(secret, normalise_resume_code(code))
    )


def application_by_resume_code(session: Session, secret: str, code: str) -> Application | None:
    return session.scalars(
        select(Application).where(
            Application.resume_code_hash == keyed_hash(secret, normalise_resume_code(code))
        )
    ).one_or_none()


def application_by_number(
    session: Session, secret: str, request_number: str, fiscal_code: str
) -> Application | None:
    """Both must match: a request number alone must not reveal whose request it is."""
    return session.scalars(
        select(Application).where(
            Application.request_number == request_number.strip(),
            Application.fiscal_code_hash == keyed_hash(secret, fiscal_code),
        )
    ).one_or_none()


def _at(moment: datetime | None, now: datetime) -> datetime | None:
    # SQLite gives back naive datetimes; they were written in UTC.
    return moment.replace(tzinfo=now.tzinfo) if moment and not moment.tzinfo else moment


def _window_open(row: ResumeOtp, now: datetime) -> bool:
    started = _at(row.window_started_at, now)
    return started is not None and now - started < OTP_WINDOW


def resume_otp_sendable(session: Session, draft_id: str, now: datetime) -> bool:
    """A new code may go out: a minute after the last one, three per window at most."""
    row = session.get(ResumeOtp, draft_id)
    if row is None or not _window_open(row, now):
        return True
    last = _at(row.last_sent_at, now)
    return row.sends < OTP_MAX_SENDS and (last is None or now - last >= OTP_RESEND_AFTER)


def store_resume_otp(
    session: Session, secret: str, draft_id: str, code: str, now: datetime
) -> None:
    """The new code replaces the previous one; the failed attempts of the window stay."""
    row = session.get(ResumeOtp, draft_id)
    if row is None:
        row = ResumeOtp(draft_id=draft_id, attempts=0, sends=0)
        session.add(row)
    if not _window_open(row, now):
        row.window_started_at, row.attempts, row.sends = now, 0, 1
    else:
        # Counted by the database, not from the value read above: two codes sent at once both
        # count towards the window's three.
        row.sends = ResumeOtp.sends + 1  # type: ignore[assignment]
    row.code_hash, row.expires_at = keyed_hash(secret, code), now + OTP_LIFETIME
    row.used, row.last_sent_at = False, now


def verify_resume_otp(
    session: Session, secret: str, draft_id: str, code: str, now: datetime
) -> bool:
    """Single use, five minutes, five attempts; a wrong try counts even when the code expired.

    The attempt is taken by the database in one statement before the code is compared: read,
    add one and write back, thirty guesses sent at once all read the same count and all got
    compared (SQLite ignores FOR UPDATE), far past the five."""
    taken = session.execute(
        update(ResumeOtp)
        .where(
            ResumeOtp.draft_id == draft_id,
            ResumeOtp.used.is_(False),
            ResumeOtp.attempts < OTP_MAX_ATTEMPTS,
        )
        .values(attempts=ResumeOtp.attempts + 1)
        .returning(ResumeOtp.code_hash, ResumeOtp.expires_at),
        execution_options={"synchronize_session": False},
    ).first()
    if taken is None:
        return False
    code_hash, expires = taken
    expires = expires if expires.tzinfo else expires.replace(tzinfo=now.tzinfo)
    if expires < now or not hmac.compare_digest(code_hash, keyed_hash(secret, code)):
        return False
    # Used once: of two right guesses at once, only the one that marks it opens the draft.
    used = session.execute(
        update(ResumeOtp)
        .where(
            ResumeOtp.draft_id == draft_id,
            ResumeOtp.used.is_(False),
            ResumeOtp.code_hash == code_hash,
        )
        .values(used=True),
        execution_options={"synchronize_session": False},
    )
    return bool(used.rowcount == 1)  # type: ignore[attr-defined]
