"""The product's settings: every knob comes from a PRESTITO_* environment variable."""

import ipaddress
import secrets
from functools import lru_cache
from pathlib import Path
from typing import Final, Literal

from pydantic import Field, SecretStr, field_validator, model_validator
from pydantic_settings import BaseSettings, SettingsConfigDict

from journey import constants

# The sandbox back office's lender, as its contracts and SECCIs print it (sandbox/pdf/common.py).
SANDBOX_LENDER: Final = "Sandbox Credito S.p.A., Via Roma 1, 20121 Milano (MI)"


class Settings(BaseSettings):
    """Defaults run the embedded product (`make run`); production refuses unsafe secrets."""

    model_config = SettingsConfigDict(env_prefix="PRESTITO_", extra="ignore")

    mode: Literal["development", "production"] = "development"
    var_dir: Path = Path("var")
    log_level: str = "info"

    temporal_address: str = "127.0.0.1:7233"
    temporal_namespace: str = "default"
    temporal_ui_port: int = 8233
    task_queue: str = "loan-journey"
    # Python runs a process on one core at a time: more worker processes on the task queue
    # spread the workflows and their back-office calls over more cores (docs/benchmarks.md).
    worker_processes: int = Field(default=2, ge=1, le=32)
    # Temporal's workflow sandbox re-imports the workflow modules for every application and
    # wraps every activation: a third of the journey workers' CPU (docs/benchmarks.md, figure
    # 1). Its determinism checks are kept where they catch a mistake before it ships: every
    # test of the suite runs its workers sandboxed, and so does the replay of recorded
    # histories. Deployed workers run the same code without it.
    workflow_sandbox: bool = False
    # Text recognition has a task queue and worker processes of its own (`python worker.py
    # recognition`): a page being read keeps a core busy for a second, and must not hold up
    # another applicant's step on the journey's workers.
    recognition_task_queue: str = "loan-recognition"
    recognition_processes: int = Field(default=1, ge=1, le=32)
    # Sides read at once by one process. OCR is CPU-bound and one process's engines read one
    # side at a time (recognition/ocr.py): more processes, not more of this, use more cores.
    recognition_concurrency: int = Field(default=1, ge=1, le=8)
    # The CPU priority of the recognition processes (nice 0-19): where they share cores with the
    # journey's processes, an applicant's step is served first and a page waits a little.
    recognition_nice: int = Field(default=10, ge=0, le=19)

    database_url: str = ""
    blob_dir: Path | None = None

    backoffice_url: str = "http://127.0.0.1:8100"
    backoffice_company_type: str = constants.COMPANY_TYPE_CODE
    backoffice_timeout_seconds: float = 10.0
    # The provider's eID gateway for SPID (OpenID Connect). Unset, the issuer is the sandbox's:
    # <backoffice_url>/eidg; the client is the one the sandbox knows.
    eidg_issuer: str = ""
    eidg_client_id: str = "prestito-online"
    eidg_client_secret: SecretStr = SecretStr("sandbox-eidg-secret")
    # The remote identity check provider (Onfido's API shape). Unset, the sandbox's: its API at
    # <backoffice_url>/idcheck/v3.6 and its capture page at <backoffice_url>/idcheck/capture.
    idcheck_url: str = ""
    idcheck_capture_url: str = ""
    idcheck_api_token: SecretStr = SecretStr("sandbox-idcheck-token")
    # The webhook's HMAC-SHA256 secret, and how old a signed event may be (replays, §issue 15).
    idcheck_webhook_token: SecretStr = SecretStr("sandbox-idcheck-webhook-secret")
    idcheck_webhook_tolerance_seconds: int = Field(default=300, ge=10)
    # The back office's webhook (an anomaly raised, an outcome set): its HMAC-SHA256 secret,
    # and how old a signed event may be.
    backoffice_webhook_token: SecretStr = SecretStr("sandbox-backoffice-webhook-secret")
    backoffice_webhook_tolerance_seconds: int = Field(default=300, ge=10)
    # The check's result is awaited this long, then the documents are asked for instead.
    idcheck_timeout_minutes: int = Field(default=15, ge=1)
    # The lender as its contract names it (name and registered office): the contract's summary
    # shows it above the acceptance boxes. The default is the sandbox's, whose contracts the
    # embedded run signs; production must name the provider.
    lender: str = Field(default=SANDBOX_LENDER, min_length=1, max_length=200)

    api_host: str = "127.0.0.1"
    api_port: int = 8000
    # The HTTPS proxy in front of the API: its addresses or networks, comma-separated, whose
    # X-Forwarded-For uvicorn takes for the client's address (the per-client rate limits, the
    # signature's evidence IP). Empty, no proxy header is believed from anyone: a client could
    # otherwise name any address it likes.
    forwarded_allow_ips: str = ""
    sandbox_port: int = 8100
    # Unset, the links follow the API's port: http://localhost:{api_port}.
    qr_code_url: str = ""
    draft_expiry_days: int = 30
    reminder_after_hours: int = 24
    # The wait between two signing codes: the back office's 30 s. The browser tests shorten it
    # rather than wait; production refuses anything shorter.
    otp_resend_after_seconds: int = Field(default=constants.OTP_RESEND_AFTER_SECONDS, ge=1)
    # After the signature, the anomaly area reads the back office at most this often per
    # application (constants.TRACKING_REFRESH_SECONDS); the test suites read it every time.
    tracking_refresh_seconds: int = Field(default=constants.TRACKING_REFRESH_SECONDS, ge=0, le=3600)
    # An application token stops working after this long unused, or this long after it was
    # issued; the resume code (or the draft link) is the way back another day (ASVS V7.3).
    token_idle_minutes: int = Field(default=30, ge=1)
    token_lifetime_hours: int = Field(default=12, ge=1)
    # Multiplies every rate limit of the unauthenticated routes (api/ratelimit.py): 1 in use; a
    # test suite that walks hundreds of journeys from one address raises it.
    rate_limit_scale: float = Field(default=1.0, gt=0)
    # The engine's public quotes are kept this long per API process (api/quotes.py); 0 asks the
    # engine every time.
    quote_cache_seconds: float = Field(default=60, ge=0, le=3600)
    tag_manager_id: str | None = None
    web_dist: Path = Path("web/dist")

    token_secret: SecretStr | None = None
    # "kid:base64key,kid:base64key"; the first key encrypts, all of them decrypt.
    encryption_keys: SecretStr | None = None
    # The codec endpoint decrypts payloads for the Temporal UI: only that origin may call it from
    # a browser, and in production only support staff with a token from the identity provider.
    # Comma-separated; by default the embedded Temporal UI, under either name a person types.
    codec_cors_origin: str = ""
    codec_jwt_issuer: str | None = None
    codec_jwt_audience: str | None = None
    # Where the issuer's signing keys are: its JWKS address, or one PEM public key.
    codec_jwt_jwks_url: str | None = None
    codec_jwt_public_key: str | None = None
    # A dotted path reaches nested claims, e.g. Keycloak's "realm_access.roles".
    codec_jwt_role_claim: str = "roles"
    codec_jwt_role: str = "prestito-codec"

    @model_validator(mode="after")
    def _fill_embedded_defaults(self) -> "Settings":
        if not self.database_url:
            self.database_url = f"sqlite:///{self.var_dir / 'app.db'}"
        if self.blob_dir is None:
            self.blob_dir = self.var_dir / "blobs"
        if not self.eidg_issuer:
            self.eidg_issuer = f"{self.backoffice_url.rstrip('/')}/eidg"
        if not self.qr_code_url:
            self.qr_code_url = f"http://localhost:{self.api_port}"
        if not self.idcheck_url:
            self.idcheck_url = f"{self.backoffice_url.rstrip('/')}/idcheck/v3.6"
        if not self.idcheck_capture_url:
            self.idcheck_capture_url = f"{self.backoffice_url.rstrip('/')}/idcheck/capture"
        if not self.codec_cors_origin:
            port = self.temporal_ui_port
            self.codec_cors_origin = f"http://localhost:{port},http://127.0.0.1:{port}"
        self._check_codec_jwt()
        if self.mode == "production":
            if self.token_secret is None or len(self.token_secret.get_secret_value()) < 32:
                raise ValueError("PRESTITO_TOKEN_SECRET must be set (32+ chars) in production")
            if self.encryption_keys is None:
                raise ValueError("PRESTITO_ENCRYPTION_KEYS must be set in production")
            if self.database_url.startswith("sqlite"):
                raise ValueError("production needs PostgreSQL, not SQLite")
            if self.eidg_client_secret.get_secret_value() == "sandbox-eidg-secret":
                raise ValueError("PRESTITO_EIDG_CLIENT_SECRET must be set in production")
            if self.idcheck_webhook_token.get_secret_value() == "sandbox-idcheck-webhook-secret":
                raise ValueError("PRESTITO_IDCHECK_WEBHOOK_TOKEN must be set in production")
            if (
                self.backoffice_webhook_token.get_secret_value()
                == "sandbox-backoffice-webhook-secret"
            ):
                raise ValueError("PRESTITO_BACKOFFICE_WEBHOOK_TOKEN must be set in production")
            if self.lender == SANDBOX_LENDER:
                raise ValueError("PRESTITO_LENDER must name the provider in production")
            if self.idcheck_api_token.get_secret_value() == "sandbox-idcheck-token":
                raise ValueError("PRESTITO_IDCHECK_API_TOKEN must be set in production")
            if self.otp_resend_after_seconds < constants.OTP_RESEND_AFTER_SECONDS:
                raise ValueError("PRESTITO_OTP_RESEND_AFTER_SECONDS is at least 30 in production")
            return self
        # The embedded run keeps its generated secrets in var/ so that a restart can still
        # read the workflows it encrypted and the tokens it issued.
        if self.token_secret is None:
            self.token_secret = SecretStr(_persisted_secret(self.var_dir / "token_secret", 32))
        if self.encryption_keys is None:
            key = _persisted_secret(self.var_dir / "encryption_key", 32, urlsafe_b64=True)
            self.encryption_keys = SecretStr(f"dev1:{key}")
        return self

    @field_validator(
        "codec_jwt_issuer", "codec_jwt_audience", "codec_jwt_jwks_url", "codec_jwt_public_key"
    )
    @classmethod
    def _empty_is_unset(cls, value: str | None) -> str | None:
        # docker-compose passes an unset variable on as an empty string.
        if value is None or not value.strip():
            return None
        return value.strip()

    @field_validator("forwarded_allow_ips")
    @classmethod
    def _proxy_addresses(cls, value: str) -> str:
        # Addresses and networks only: "*" would believe every client's header, and a typo
        # would silently trust nothing (uvicorn takes any other text for a socket's name).
        items = [item.strip() for item in value.split(",") if item.strip()]
        for item in items:
            try:
                ipaddress.ip_network(item, strict=False)
            except ValueError:
                raise ValueError(
                    f"PRESTITO_FORWARDED_ALLOW_IPS: {item!r} is not an IP address or network"
                ) from None
        return ",".join(items)

    @property
    def codec_cors_origins(self) -> list[str]:
        return [origin.strip() for origin in self.codec_cors_origin.split(",") if origin.strip()]

    @property
    def codec_jwt_configured(self) -> bool:
        return self.codec_jwt_issuer is not None

    def _check_codec_jwt(self) -> None:
        # Half a configuration would leave the codec open or shut without saying why.
        given = (
            self.codec_jwt_issuer,
            self.codec_jwt_audience,
            self.codec_jwt_jwks_url,
            self.codec_jwt_public_key,
        )
        if not any(given):
            return
        if not self.codec_jwt_issuer or not self.codec_jwt_audience:
            raise ValueError("PRESTITO_CODEC_JWT_ISSUER and _AUDIENCE must be set together")
        if bool(self.codec_jwt_jwks_url) == bool(self.codec_jwt_public_key):
            raise ValueError("set one of PRESTITO_CODEC_JWT_JWKS_URL and _PUBLIC_KEY")
        jwks = self.codec_jwt_jwks_url or ""
        # Keys fetched over plain HTTP could be swapped on the way, and tokens forged with them.
        if self.mode == "production" and jwks and not jwks.startswith("https://"):
            raise ValueError("PRESTITO_CODEC_JWT_JWKS_URL must be an https:// address")


def _persisted_secret(path: Path, nbytes: int, urlsafe_b64: bool = False) -> str:
    if path.exists():
        return path.read_text().strip()
    path.parent.mkdir(parents=True, exist_ok=True)
    if urlsafe_b64:
        import base64

        value = base64.urlsafe_b64encode(secrets.token_bytes(nbytes)).decode()
    else:
        value = secrets.token_urlsafe(nbytes)
    path.write_text(value)
    path.chmod(0o600)
    return value


@lru_cache
def get_settings() -> Settings:
    return Settings()
