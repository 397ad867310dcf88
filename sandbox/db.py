"""The sandbox's own tables: provider-side state of tokens, prospects, practices, outboxes,
the eID gateway and the identity-check provider."""

from collections.abc import Iterator
from contextlib import contextmanager
from datetime import UTC, datetime
from pathlib import Path
from typing import Any, ClassVar

from sqlalchemy import (
    JSON,
    DateTime,
    ForeignKey,
    Integer,
    LargeBinary,
    String,
    UniqueConstraint,
    create_engine,
    event,
)
from sqlalchemy.engine import Engine
from sqlalchemy.orm import DeclarativeBase, Mapped, Session, mapped_column, sessionmaker


def utcnow() -> datetime:
    return datetime.now(UTC)


class Base(DeclarativeBase):
    type_annotation_map: ClassVar[dict[Any, Any]] = {
        dict[str, Any]: JSON,
        datetime: DateTime(timezone=True),
    }


class Token(Base):
    __tablename__ = "tokens"

    token: Mapped[str] = mapped_column(String(64), primary_key=True)
    application: Mapped[str | None] = mapped_column(String(40))
    fiscal_code: Mapped[str | None] = mapped_column(String(16))
    claims: Mapped[dict[str, Any]] = mapped_column(default=dict)
    expires_at: Mapped[datetime]
    created_at: Mapped[datetime] = mapped_column(default=utcnow)


class ArrivalToken(Base):
    """A token the provider's own pages hand to a person arriving at the journey: from the
    simulator (bound to its simulator data) or from the customer area (bound to a customer).
    Only its SHA-256 is kept, like any credential; it expires and is spent by its first use."""

    __tablename__ = "arrival_tokens"

    token_hash: Mapped[str] = mapped_column(String(64), primary_key=True)
    kind: Mapped[str] = mapped_column(String(10))
    id_simulator_data: Mapped[str | None] = mapped_column(String(40))
    fiscal_code: Mapped[str | None] = mapped_column(String(16))
    flag: Mapped[str | None] = mapped_column(String(10))
    data: Mapped[dict[str, Any]] = mapped_column(default=dict)
    expires_at: Mapped[datetime]
    used_at: Mapped[datetime | None]
    created_at: Mapped[datetime] = mapped_column(default=utcnow)


class Prospect(Base):
    __tablename__ = "prospects"

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    id_anag_crm: Mapped[str] = mapped_column(String(20), unique=True)
    incident_id_crm: Mapped[str] = mapped_column(String(20), unique=True)
    op_id_crm: Mapped[str] = mapped_column(String(20))
    codice_fiscale: Mapped[str] = mapped_column(String(16), index=True)
    step: Mapped[str | None] = mapped_column(String(80))
    payload: Mapped[dict[str, Any]] = mapped_column(default=dict)
    history: Mapped[dict[str, Any]] = mapped_column(default=dict)
    created_at: Mapped[datetime] = mapped_column(default=utcnow)
    updated_at: Mapped[datetime] = mapped_column(default=utcnow, onupdate=utcnow)


class Customer(Base):
    """A customer the provider already knows (seeded): what recuperaClusterCliente returns."""

    __tablename__ = "customers"

    codice_fiscale: Mapped[str] = mapped_column(String(16), primary_key=True)
    cluster: Mapped[int]
    data: Mapped[dict[str, Any]] = mapped_column(default=dict)


class SimulatorData(Base):
    __tablename__ = "simulator_data"

    code: Mapped[str] = mapped_column(String(40), primary_key=True)
    data: Mapped[dict[str, Any]] = mapped_column(default=dict)
    created_at: Mapped[datetime] = mapped_column(default=utcnow)


class Simulation(Base):
    """One priced offer; prgSimul is derived from its inputs, so repeating a request reuses it."""

    __tablename__ = "simulations"

    prg_simul: Mapped[str] = mapped_column(String(12), primary_key=True)
    offer: Mapped[dict[str, Any]] = mapped_column(default=dict)
    created_at: Mapped[datetime] = mapped_column(default=utcnow)


class Document(Base):
    """A PDF the back office produced (SECCI, contract to sign, sealed contract), served under
    /files/."""

    __tablename__ = "documents"

    id: Mapped[str] = mapped_column(String(40), primary_key=True)
    kind: Mapped[str] = mapped_column(String(20))
    num_pratica: Mapped[str | None] = mapped_column(String(40), index=True)
    content: Mapped[bytes] = mapped_column(LargeBinary)
    sha256: Mapped[str] = mapped_column(String(64))
    created_at: Mapped[datetime] = mapped_column(default=utcnow)


class ReceivedFile(Base):
    """A side of a document the journey handed over (caricaDocumento): one per application,
    document code and side, replaced when a new file comes for the same side."""

    __tablename__ = "received_files"
    __table_args__ = (UniqueConstraint("draft_id", "cod_documento", "lato"),)

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    draft_id: Mapped[str] = mapped_column(String(80), index=True)
    cod_documento: Mapped[str] = mapped_column(String(10))
    lato: Mapped[str] = mapped_column(String(10))
    content_type: Mapped[str] = mapped_column(String(40))
    content: Mapped[bytes] = mapped_column(LargeBinary)
    sha256: Mapped[str] = mapped_column(String(64))
    size: Mapped[int]
    # 1 for the first file of this side, one more each time a different file replaces it.
    version: Mapped[int] = mapped_column(default=1)
    created_at: Mapped[datetime] = mapped_column(default=utcnow)
    updated_at: Mapped[datetime] = mapped_column(default=utcnow)


class Practice(Base):
    __tablename__ = "practices"

    num_pratica: Mapped[str] = mapped_column(String(8), primary_key=True)
    codice_anagrafico: Mapped[str] = mapped_column(String(10))
    draft_id: Mapped[str | None] = mapped_column(String(80), unique=True)
    codice_fiscale: Mapped[str] = mapped_column(String(16), index=True)
    # VERIFICATA (check passed) -> INSERITA (add) -> FINALIZZATA -> FIRMATA
    stato: Mapped[str] = mapped_column(String(20))
    # Set by the operator: IN_ISTRUTTORIA until then, then APPROVATA / RESPINTA / ...
    esito: Mapped[str] = mapped_column(String(20), default="IN_ISTRUTTORIA")
    data: Mapped[dict[str, Any]] = mapped_column(default=dict)
    created_at: Mapped[datetime] = mapped_column(default=utcnow)
    updated_at: Mapped[datetime] = mapped_column(default=utcnow, onupdate=utcnow)


class ChecklistDocument(Base):
    __tablename__ = "checklist_documents"

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    num_pratica: Mapped[str] = mapped_column(ForeignKey("practices.num_pratica"), index=True)
    cod_documento: Mapped[str] = mapped_column(String(10))
    cod_categoria: Mapped[str] = mapped_column(String(10))
    des_categoria: Mapped[str] = mapped_column(String(80))
    cod_stato: Mapped[str] = mapped_column(String(2))
    ultimo_upload: Mapped[datetime | None]
    ultimo_aggiornamento: Mapped[datetime | None]


class Otp(Base):
    __tablename__ = "otps"

    otp_id: Mapped[str] = mapped_column(String(40), primary_key=True)
    num_pratica: Mapped[str] = mapped_column(String(8), index=True)
    alias: Mapped[str] = mapped_column(String(40))
    phone: Mapped[str] = mapped_column(String(20))
    salt: Mapped[str] = mapped_column(String(32))
    code_hash: Mapped[str] = mapped_column(String(64))
    expires_at: Mapped[datetime]
    failed_attempts: Mapped[int] = mapped_column(default=0)
    sends: Mapped[int] = mapped_column(default=1)
    used_at: Mapped[datetime | None]
    signer: Mapped[dict[str, Any]] = mapped_column(default=dict)


class OutboxMessage(Base):
    __tablename__ = "outbox"

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    channel: Mapped[str] = mapped_column(String(5), index=True)  # "sms" or "email"
    recipient: Mapped[str] = mapped_column(String(254), index=True)
    subject: Mapped[str | None] = mapped_column(String(200))
    body: Mapped[str]
    kind: Mapped[str] = mapped_column(String(20))
    # None when no SMTP server is configured, else the delivery result.
    delivery: Mapped[str | None] = mapped_column(String(200))
    created_at: Mapped[datetime] = mapped_column(default=utcnow)


class ReviewRequest(Base):
    """A request for a human to review an automated credit decision (CCD2, art. 18)."""

    __tablename__ = "review_requests"

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    draft_id: Mapped[str] = mapped_column(String(64), index=True)
    codice_fiscale: Mapped[str] = mapped_column(String(16))
    esito: Mapped[str] = mapped_column(String(40))
    motivo: Mapped[str | None]
    created_at: Mapped[datetime] = mapped_column(default=utcnow)


class IdempotentAnswer(Base):
    """The answer to a call with an Idempotency-Key, replayed when the same call comes again."""

    __tablename__ = "idempotent_answers"

    service_id: Mapped[str] = mapped_column(String(60), primary_key=True)
    key: Mapped[str] = mapped_column(String(200), primary_key=True)
    request_sha256: Mapped[str] = mapped_column(String(64))
    answer: Mapped[dict[str, Any]] = mapped_column(default=dict)
    created_at: Mapped[datetime] = mapped_column(default=utcnow)


class EidgSigningKey(Base):
    """The eID gateway's RSA key: kept, so ID tokens stay verifiable across sandbox restarts."""

    __tablename__ = "eidg_keys"

    kid: Mapped[str] = mapped_column(String(64), primary_key=True)
    private_pem: Mapped[bytes] = mapped_column(LargeBinary)
    created_at: Mapped[datetime] = mapped_column(default=utcnow)


class SealCredentials(Base):
    """The sandbox CA and the contract seal it issued: kept, so sealed contracts stay verifiable
    across restarts; the CA key stays too, to renew the seal near its end."""

    __tablename__ = "seal_credentials"

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    ca_cert_pem: Mapped[bytes] = mapped_column(LargeBinary)
    ca_key_pem: Mapped[bytes] = mapped_column(LargeBinary)
    cert_pem: Mapped[bytes] = mapped_column(LargeBinary)
    key_pem: Mapped[bytes] = mapped_column(LargeBinary)
    created_at: Mapped[datetime] = mapped_column(default=utcnow)


class EidgCode(Base):
    """A one-time authorization code of the eID gateway, bound to client, redirect and PKCE."""

    __tablename__ = "eidg_codes"

    code: Mapped[str] = mapped_column(String(64), primary_key=True)
    client_id: Mapped[str] = mapped_column(String(100))
    redirect_uri: Mapped[str] = mapped_column(String(500))
    identity: Mapped[str] = mapped_column(String(40))
    scope: Mapped[str] = mapped_column(String(200))
    nonce: Mapped[str] = mapped_column(String(200))
    code_challenge: Mapped[str] = mapped_column(String(128))
    expires_at: Mapped[datetime]
    used_at: Mapped[datetime | None]
    created_at: Mapped[datetime] = mapped_column(default=utcnow)


class EidgAccessToken(Base):
    """An access token for the eID gateway's userinfo, revoked if its code is replayed."""

    __tablename__ = "eidg_access_tokens"

    token: Mapped[str] = mapped_column(String(64), primary_key=True)
    code: Mapped[str] = mapped_column(String(64), index=True)
    client_id: Mapped[str] = mapped_column(String(100))
    identity: Mapped[str] = mapped_column(String(40))
    scope: Mapped[str] = mapped_column(String(200))
    expires_at: Mapped[datetime]
    revoked: Mapped[bool] = mapped_column(default=False)
    created_at: Mapped[datetime] = mapped_column(default=utcnow)


class IdcheckApplicant(Base):
    """A person the identity-check provider is asked to verify (Onfido's applicant)."""

    __tablename__ = "idcheck_applicants"

    id: Mapped[str] = mapped_column(String(36), primary_key=True)
    first_name: Mapped[str] = mapped_column(String(100))
    last_name: Mapped[str] = mapped_column(String(100))
    dob: Mapped[str] = mapped_column(String(10))  # YYYY-MM-DD, as it came
    email: Mapped[str | None] = mapped_column(String(254))
    created_at: Mapped[datetime] = mapped_column(default=utcnow)


class IdcheckSdkToken(Base):
    """A capture page's token, kept only as its SHA-256: the database never holds a usable one."""

    __tablename__ = "idcheck_sdk_tokens"

    token_sha256: Mapped[str] = mapped_column(String(64), primary_key=True)
    applicant_id: Mapped[str] = mapped_column(ForeignKey("idcheck_applicants.id"), index=True)
    referrer: Mapped[str | None] = mapped_column(String(500))
    expires_at: Mapped[datetime]
    created_at: Mapped[datetime] = mapped_column(default=utcnow)


class IdcheckImage(Base):
    """An uploaded picture: a document side (`kind` "document") or a selfie ("live_photo"),
    stored as the clean JPEG re-encoded on arrival."""

    __tablename__ = "idcheck_images"

    id: Mapped[str] = mapped_column(String(36), primary_key=True)
    applicant_id: Mapped[str] = mapped_column(ForeignKey("idcheck_applicants.id"), index=True)
    kind: Mapped[str] = mapped_column(String(20))
    document_type: Mapped[str | None] = mapped_column(String(30))
    side: Mapped[str | None] = mapped_column(String(5))
    file_name: Mapped[str] = mapped_column(String(200))
    file_size: Mapped[int]
    content: Mapped[bytes] = mapped_column(LargeBinary)
    created_at: Mapped[datetime] = mapped_column(default=utcnow)


class IdcheckCheck(Base):
    __tablename__ = "idcheck_checks"

    id: Mapped[str] = mapped_column(String(36), primary_key=True)
    applicant_id: Mapped[str] = mapped_column(ForeignKey("idcheck_applicants.id"), index=True)
    status: Mapped[str] = mapped_column(String(20))  # in_progress, complete
    result: Mapped[str | None] = mapped_column(String(20))  # clear, consider
    idempotency_key: Mapped[str | None] = mapped_column(String(200), unique=True)
    created_at: Mapped[datetime] = mapped_column(default=utcnow)
    completed_at: Mapped[datetime | None]


class IdcheckReport(Base):
    __tablename__ = "idcheck_reports"

    id: Mapped[str] = mapped_column(String(36), primary_key=True)
    check_id: Mapped[str] = mapped_column(ForeignKey("idcheck_checks.id"), index=True)
    name: Mapped[str] = mapped_column(String(40))
    status: Mapped[str] = mapped_column(String(20))
    result: Mapped[str | None] = mapped_column(String(20))
    sub_result: Mapped[str | None] = mapped_column(String(20))
    breakdown: Mapped[dict[str, Any]] = mapped_column(default=dict)
    properties: Mapped[dict[str, Any]] = mapped_column(default=dict)
    created_at: Mapped[datetime] = mapped_column(default=utcnow)


class IdcheckWebhook(Base):
    """A webhook the client registered; its token signs what is sent to it."""

    __tablename__ = "idcheck_webhooks"

    id: Mapped[str] = mapped_column(String(36), primary_key=True)
    url: Mapped[str] = mapped_column(String(500))
    token: Mapped[str] = mapped_column(String(64))
    events: Mapped[list[str]] = mapped_column(JSON, default=list)
    enabled: Mapped[bool] = mapped_column(default=True)
    created_at: Mapped[datetime] = mapped_column(default=utcnow)


class IdcheckDelivery(Base):
    """One event sent to one target: the exact bytes and signature, kept so it can be replayed."""

    __tablename__ = "idcheck_deliveries"

    id: Mapped[str] = mapped_column(String(36), primary_key=True)
    check_id: Mapped[str] = mapped_column(String(36), index=True)
    event_id: Mapped[str] = mapped_column(String(36))
    target_url: Mapped[str] = mapped_column(String(500))
    body: Mapped[bytes] = mapped_column(LargeBinary)
    signature: Mapped[str] = mapped_column(String(64))
    status_code: Mapped[int | None]
    attempts: Mapped[int] = mapped_column(default=0)
    last_error: Mapped[str | None] = mapped_column(String(500))
    created_at: Mapped[datetime] = mapped_column(default=utcnow)
    delivered_at: Mapped[datetime | None]


def _sqlite_pragmas(dbapi_connection: Any, _record: Any) -> None:
    cursor = dbapi_connection.cursor()
    cursor.execute("PRAGMA journal_mode=WAL")
    cursor.execute("PRAGMA synchronous=NORMAL")
    cursor.execute("PRAGMA busy_timeout=5000")
    cursor.close()


class Database:
    """Engine and session factory for one sandbox instance."""

    def __init__(self, url: str) -> None:
        if url.startswith("sqlite:///"):
            Path(url.removeprefix("sqlite:///")).parent.mkdir(parents=True, exist_ok=True)
        self.engine: Engine = create_engine(
            url,
            connect_args={"check_same_thread": False} if url.startswith("sqlite") else {},
        )
        if url.startswith("sqlite"):
            # Commits were a fifth of the sandbox's time: WAL with normal sync (docs/benchmarks.md).
            event.listen(self.engine, "connect", _sqlite_pragmas)
        self._sessions = sessionmaker(self.engine, expire_on_commit=False)

    def create_all(self) -> None:
        Base.metadata.create_all(self.engine)

    @contextmanager
    def session(self) -> Iterator[Session]:
        with self._sessions() as session, session.begin():
            yield session
