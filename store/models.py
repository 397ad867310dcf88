"""SQLAlchemy tables. The workflow is the source of truth; these rows are projections of it."""

from datetime import datetime
from typing import Any

from sqlalchemy import JSON, DateTime, ForeignKey, Index, String, func
from sqlalchemy.orm import DeclarativeBase, Mapped, mapped_column


class Base(DeclarativeBase):
    pass


class Application(Base):
    """The index of applications (the spec's draft record), for look-ups Temporal can't do:
    by resume code, by request number + fiscal code, by status for lists."""

    __tablename__ = "applications"

    draft_id: Mapped[str] = mapped_column(String(64), primary_key=True)
    # Codes and fiscal codes are stored as keyed hashes: the index can find a row without
    # holding personal data or a usable resume code in clear.
    resume_code_hash: Mapped[str | None] = mapped_column(String(64), unique=True)
    # The draft link's secret, hashed (store/drafts.draft_link_token): the link never names the
    # workflow id, which support staff and the CRM see.
    link_hash: Mapped[str | None] = mapped_column(String(64), unique=True)
    fiscal_code_hash: Mapped[str | None] = mapped_column(String(64), index=True)
    request_number: Mapped[str | None] = mapped_column(String(8), index=True)
    step: Mapped[str | None] = mapped_column(String(32))
    status: Mapped[str] = mapped_column(String(16), default="created")
    channel: Mapped[str | None] = mapped_column(String(16))
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), server_default=func.now())
    updated_at: Mapped[datetime] = mapped_column(
        DateTime(timezone=True), server_default=func.now(), onupdate=func.now()
    )


class AccessToken(Base):
    """Application tokens (header b2b-authorization), stored as SHA-256 of the token."""

    __tablename__ = "access_tokens"

    token_hash: Mapped[str] = mapped_column(String(64), primary_key=True)
    draft_id: Mapped[str] = mapped_column(
        ForeignKey("applications.draft_id", ondelete="CASCADE"), index=True
    )
    issued_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), server_default=func.now())
    # Refreshed at most once a minute: the idle lifetime counts from here.
    last_used_at: Mapped[datetime | None] = mapped_column(DateTime(timezone=True))
    # Set when the draft was resumed elsewhere: the token opens nothing, and the first device
    # is told why instead of seeing a technical error.
    replaced_at: Mapped[datetime | None] = mapped_column(DateTime(timezone=True))


class EventLog(Base):
    """The event log record of spec §3: id, action, fiscalCode, session, numPratica, data."""

    __tablename__ = "event_log"
    __table_args__ = (Index("ix_event_log_session_created", "session", "created_at"),)

    id: Mapped[int] = mapped_column(primary_key=True, autoincrement=True)
    # Idempotency key (workflow id + step): an activity retried after a lost reply
    # must not log the same event twice.
    event_key: Mapped[str] = mapped_column(String(160), unique=True)
    action: Mapped[str] = mapped_column(String(64))
    fiscal_code_hash: Mapped[str | None] = mapped_column(String(64))
    session: Mapped[str] = mapped_column(String(64))
    num_pratica: Mapped[str | None] = mapped_column(String(8))
    data: Mapped[dict[str, Any]] = mapped_column(JSON, default=dict)
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), server_default=func.now())


class LookupList(Base):
    """The back office's reference lists (provinces, comuni, occupations...), copied by the
    worker so the forms never wait on the back office, and the API never calls it."""

    __tablename__ = "lookup_lists"

    name: Mapped[str] = mapped_column(String(64), primary_key=True)
    items: Mapped[list[dict[str, Any]]] = mapped_column(JSON)
    refreshed_at: Mapped[datetime] = mapped_column(
        DateTime(timezone=True), server_default=func.now(), onupdate=func.now()
    )


class ResumeOtp(Base):
    """The one-time code sent to the phone on file before a resume by request number (DESIGN §7).

    One per application: a new code replaces the previous one. Stored as a keyed hash.
    """

    __tablename__ = "resume_otps"

    draft_id: Mapped[str] = mapped_column(
        ForeignKey("applications.draft_id", ondelete="CASCADE"), primary_key=True
    )
    code_hash: Mapped[str] = mapped_column(String(64))
    expires_at: Mapped[datetime] = mapped_column(DateTime(timezone=True))
    attempts: Mapped[int] = mapped_column(default=0)
    used: Mapped[bool] = mapped_column(default=False)
    # Codes sent in the current window and when: a resend neither resets the attempts nor comes
    # sooner than a minute after the last one (store/drafts.py).
    sends: Mapped[int] = mapped_column(default=0)
    window_started_at: Mapped[datetime | None] = mapped_column(DateTime(timezone=True))
    last_sent_at: Mapped[datetime | None] = mapped_column(DateTime(timezone=True))


class RateLimitWindow(Base):
    """Requests counted per key (a route and a client, or a route overall) in fixed windows,
    in the app database so that every API replica sees the same counts."""

    __tablename__ = "rate_limit_windows"

    key: Mapped[str] = mapped_column(String(160), primary_key=True)
    window_start: Mapped[datetime] = mapped_column(DateTime(timezone=True), primary_key=True)
    count: Mapped[int] = mapped_column(default=0)


class MobileLink(Base):
    """The phone hand-off of the documents step (issue 14): a code in a QR, opened once.

    The code is good for a few minutes and for one device: the first phone that opens it gets an
    upload token, bound to this application and good for uploading only; any other device is
    turned away. Both are stored as SHA-256: the row is useless to whoever reads it.
    """

    __tablename__ = "mobile_links"

    code_hash: Mapped[str] = mapped_column(String(64), primary_key=True)
    draft_id: Mapped[str] = mapped_column(
        ForeignKey("applications.draft_id", ondelete="CASCADE"), index=True
    )
    expires_at: Mapped[datetime] = mapped_column(DateTime(timezone=True))
    upload_token_hash: Mapped[str | None] = mapped_column(String(64), unique=True)
    upload_expires_at: Mapped[datetime | None] = mapped_column(DateTime(timezone=True))


class SpidLogin(Base):
    """A SPID login under way (issue 15): the OpenID Connect state, stored as SHA-256, with the
    PKCE verifier and the nonce the callback needs; good for ten minutes and for one callback."""

    __tablename__ = "spid_logins"

    state_hash: Mapped[str] = mapped_column(String(64), primary_key=True)
    draft_id: Mapped[str] = mapped_column(
        ForeignKey("applications.draft_id", ondelete="CASCADE"), index=True
    )
    code_verifier: Mapped[str] = mapped_column(String(128))
    nonce: Mapped[str] = mapped_column(String(64))
    expires_at: Mapped[datetime] = mapped_column(DateTime(timezone=True))


class IdentityCheck(Base):
    """A remote identity check at the provider (issue 15): which application its webhook is
    for. The provider's check id is not personal data; nothing else about the check is here."""

    __tablename__ = "identity_checks"

    check_id: Mapped[str] = mapped_column(String(64), primary_key=True)
    draft_id: Mapped[str] = mapped_column(
        ForeignKey("applications.draft_id", ondelete="CASCADE"), index=True
    )
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True))


class IdentityCheckEvent(Base):
    """A provider webhook event taken (issue 15): the same event id is taken once, whatever
    its signature, so a captured request sent again changes nothing."""

    __tablename__ = "identity_check_events"

    event_id: Mapped[str] = mapped_column(String(64), primary_key=True)
    received_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), index=True)


class BackofficeEvent(Base):
    """A back-office webhook event taken (an anomaly raised, an outcome set): the same event id
    is taken once, so a captured request sent again changes nothing."""

    __tablename__ = "backoffice_events"

    event_id: Mapped[str] = mapped_column(String(64), primary_key=True)
    received_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), index=True)


class SigningCode(Base):
    """A signing code the applicant typed (issue 16), on its way to the back office: the API
    puts it here and hands the workflow only its reference, so no history holds a code. The
    signing activity takes it (and deletes it) within minutes; older rows are dropped."""

    __tablename__ = "signing_codes"

    ref: Mapped[str] = mapped_column(String(64), primary_key=True)
    draft_id: Mapped[str] = mapped_column(
        ForeignKey("applications.draft_id", ondelete="CASCADE"), index=True
    )
    code: Mapped[str] = mapped_column(String(16))
    expires_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), index=True)
