"""Settings: safe embedded defaults that survive a restart, refusal of unsafe production."""

from pathlib import Path
from typing import Any

import pytest
from pydantic import ValidationError

from runtime.settings import SANDBOX_LENDER, Settings


def test_embedded_defaults_live_in_var_and_survive_a_restart(tmp_path: Path) -> None:
    first = Settings(var_dir=tmp_path)
    second = Settings(var_dir=tmp_path)
    assert first.database_url == f"sqlite:///{tmp_path / 'app.db'}"
    assert first.token_secret is not None and second.token_secret is not None
    assert first.token_secret.get_secret_value() == second.token_secret.get_secret_value()
    assert first.encryption_keys == second.encryption_keys
    assert (tmp_path / "token_secret").stat().st_mode & 0o777 == 0o600


def test_environment_variables_override(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setenv("PRESTITO_DATABASE_URL", "postgresql+psycopg://u@db/prestito")
    monkeypatch.setenv("PRESTITO_TASK_QUEUE", "other-queue")
    settings = Settings(var_dir=tmp_path)
    assert settings.database_url == "postgresql+psycopg://u@db/prestito"
    assert settings.task_queue == "other-queue"


@pytest.mark.parametrize(
    "overrides",
    [
        {},
        {"token_secret": "short"},
        {"token_secret": "x" * 40},
        {"token_secret": "x" * 40, "encryption_keys": "k:" + "A" * 43 + "=", "database_url": ""},
        # The sandbox's eID gateway secret is no secret.
        {
            "token_secret": "x" * 40,
            "encryption_keys": "k:" + "A" * 43 + "=",
            "database_url": "postgresql+psycopg://u@db/prestito",
        },
    ],
)
def test_production_refuses_missing_or_weak_secrets(
    overrides: dict[str, str], tmp_path: Path
) -> None:
    with pytest.raises(ValidationError):
        Settings(mode="production", var_dir=tmp_path, **overrides)  # type: ignore[arg-type]


PRODUCTION: dict[str, Any] = {
    "mode": "production",
    "token_secret": "x" * 40,
    "encryption_keys": "k:" + "A" * 43 + "=",
    "database_url": "postgresql+psycopg://u@db/prestito",
    "eidg_client_secret": "y" * 40,
    "idcheck_webhook_token": "w" * 40,
    "idcheck_api_token": "t" * 40,
    "backoffice_webhook_token": "b" * 40,
    "lender": "Credito Esempio S.p.A., Via Verdi 2, 10121 Torino (TO)",
}


@pytest.mark.parametrize(
    "sandbox_secret",
    [
        "eidg_client_secret",
        "idcheck_webhook_token",
        "idcheck_api_token",
        "backoffice_webhook_token",
        # Not a secret, but the sandbox's lender named on a real contract's summary.
        "lender",
    ],
)
def test_production_refuses_each_of_the_sandboxs_secrets(
    sandbox_secret: str, tmp_path: Path
) -> None:
    """The sandbox's eID gateway, identity check token and webhook secrets are public."""
    with_sandbox_secret = {k: v for k, v in PRODUCTION.items() if k != sandbox_secret}
    with pytest.raises(ValidationError, match=sandbox_secret.upper()):
        Settings(var_dir=tmp_path, **with_sandbox_secret)


def test_production_with_secrets_and_postgresql(tmp_path: Path) -> None:
    settings = Settings(var_dir=tmp_path, **PRODUCTION)
    assert not (tmp_path / "token_secret").exists()  # nothing generated in production
    assert settings.mode == "production"
    assert settings.otp_resend_after_seconds == 30


def test_production_keeps_the_30_s_between_signing_codes(tmp_path: Path) -> None:
    # The browser tests shorten it; an applicant never gets codes faster than the spec says.
    with pytest.raises(ValidationError, match="OTP_RESEND_AFTER_SECONDS"):
        Settings(var_dir=tmp_path, **PRODUCTION, otp_resend_after_seconds=5)
    assert Settings(var_dir=tmp_path, otp_resend_after_seconds=5).otp_resend_after_seconds == 5


@pytest.mark.parametrize(
    "codec_jwt",
    [
        {"codec_jwt_issuer": "https://login.example.it"},
        {"codec_jwt_audience": "prestito-codec", "codec_jwt_jwks_url": "https://idp/certs"},
        {"codec_jwt_issuer": "https://login.example.it", "codec_jwt_audience": "prestito-codec"},
        {
            "codec_jwt_issuer": "https://login.example.it",
            "codec_jwt_audience": "prestito-codec",
            "codec_jwt_jwks_url": "https://login.example.it/certs",
            "codec_jwt_public_key": "-----BEGIN PUBLIC KEY-----",
        },
    ],
)
def test_half_a_codec_identity_provider_is_refused(
    codec_jwt: dict[str, str], tmp_path: Path
) -> None:
    with pytest.raises(ValidationError):
        Settings(var_dir=tmp_path, **codec_jwt)  # type: ignore[arg-type]


def test_production_fetches_the_codec_keys_over_https_only(tmp_path: Path) -> None:
    production: dict[str, Any] = {
        "mode": "production",
        "var_dir": tmp_path,
        "token_secret": "x" * 40,
        "encryption_keys": "k:" + "A" * 43 + "=",
        "database_url": "postgresql+psycopg://u@db/prestito",
        "eidg_client_secret": "y" * 40,
        "idcheck_webhook_token": "w" * 40,
        "idcheck_api_token": "t" * 40,
        "backoffice_webhook_token": "b" * 40,
        "lender": "Credito Esempio S.p.A., Via Verdi 2, 10121 Torino (TO)",
        "codec_jwt_issuer": "https://login.example.it",
        "codec_jwt_audience": "prestito",
    }
    with pytest.raises(ValidationError, match="https"):
        Settings(**production, codec_jwt_jwks_url="http://login.example.it/certs")
    settings = Settings(**production, codec_jwt_jwks_url="https://login.example.it/certs")
    assert settings.codec_jwt_configured


def test_links_and_the_codec_origin_follow_the_ports() -> None:
    moved = Settings(api_port=8010, temporal_ui_port=8240)
    assert moved.qr_code_url == "http://localhost:8010"
    assert "http://localhost:8240" in moved.codec_cors_origins
    assert Settings(qr_code_url="https://prestiti.example.it").qr_code_url == (
        "https://prestiti.example.it"
    )


def test_the_eid_gateway_is_the_sandboxs_by_default() -> None:
    assert Settings(backoffice_url="http://127.0.0.1:8123/").eidg_issuer == (
        "http://127.0.0.1:8123/eidg"
    )


def test_the_embedded_lender_is_the_one_the_sandboxs_contracts_name() -> None:
    from sandbox.pdf.common import CREDITOR

    assert f"{CREDITOR['denominazione']}, {CREDITOR['indirizzo']}" == SANDBOX_LENDER
