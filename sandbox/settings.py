"""Settings of the sandbox back office, read from `SANDBOX_*` environment variables."""

from pydantic import Field
from pydantic_settings import BaseSettings, SettingsConfigDict


class Settings(BaseSettings):
    model_config = SettingsConfigDict(env_prefix="SANDBOX_")

    host: str = "127.0.0.1"
    port: int = 8100
    database_url: str = "sqlite:///var/sandbox.db"
    # Base of the URLs handed out for PDFs (SECCI, signed contract): what a client can reach.
    public_url: str = "http://127.0.0.1:8100"
    # The provider's company code expected in every envelope's companyType.
    company_type: str = "1"
    token_ttl_seconds: int = 3600
    # Fault injection, for reliability tests and benchmarks; all off by default.
    error_rate: float = 0.0
    latency_ms: int = 0
    timeout_rate: float = 0.0
    # An injected timeout sleeps this long, longer than any sane client timeout, then answers.
    timeout_seconds: float = 30.0
    # When set, e-mails written to the outbox are also delivered over SMTP.
    smtp_host: str | None = None
    smtp_port: int | None = None
    smtp_sender: str = "prestito-online@sandbox.invalid"
    otp_ttl_seconds: int = 300
    otp_max_attempts: int = 5
    # The eID gateway (SPID over OpenID Connect): its one client and where it may send codes.
    # A loopback redirect (localhost, 127.0.0.1) matches on any port, as RFC 8252 §7.3 allows.
    eidg_client_id: str = "prestito-online"
    eidg_client_secret: str = "sandbox-eidg-secret"
    eidg_redirect_uris: list[str] = Field(
        default_factory=lambda: ["http://localhost:8000/main/api/spid/callback"]
    )
    eidg_code_ttl_seconds: int = 60
    eidg_token_ttl_seconds: int = 600
    # The identity-check provider (Onfido-shaped, sandbox/identity_check/).
    idcheck_api_token: str = "sandbox-idcheck-token"
    idcheck_sdk_token_ttl_seconds: int = 5400
    # Where the capture page may send the browser back; a loopback prefix matches on any port.
    idcheck_return_urls: list[str] = Field(default_factory=lambda: ["http://localhost:8000/main/"])
    # How long a check stays in_progress before its reports are written.
    idcheck_delay_seconds: float = 1.0
    # The webhook target every completed check is sent to, besides the registered ones.
    idcheck_webhook_url: str | None = "http://127.0.0.1:8000/main/api/onfido/webhook"
    idcheck_webhook_token: str = "sandbox-idcheck-webhook-secret"
    # Where an anomaly raised or an outcome set is told (the product's webhook, signed with the
    # token; empty for none).
    practice_webhook_url: str | None = "http://127.0.0.1:8000/main/api/pratiche/eventi"
    practice_webhook_token: str = "sandbox-backoffice-webhook-secret"
    idcheck_max_upload_bytes: int = 10 * 1024 * 1024
