"""What the eID gateway's endpoints share: its issuer, its client's settings, the subject."""

import hashlib

from fastapi import Request

from sandbox.db import Database
from sandbox.eid_gateway.keys import SigningKey
from sandbox.settings import Settings

SCOPES = ("openid", "profile")
# SPID level 2 (password and one-time code): what a loan application asks of the identity.
ACR_SPID_L2 = "https://www.spid.gov.it/SpidL2"


def settings_of(request: Request) -> Settings:
    settings: Settings = request.app.state.settings
    return settings


def database_of(request: Request) -> Database:
    database: Database = request.app.state.database
    return database


def signing_key_of(request: Request) -> SigningKey:
    key: SigningKey = request.app.state.eidg_key
    return key


def issuer(settings: Settings) -> str:
    return f"{settings.public_url.rstrip('/')}/eidg"


def subject(fiscal_number: str) -> str:
    # A stable identifier that is not the fiscal code itself: the ID token carries no personal data.
    return hashlib.sha256(f"eidg:{fiscal_number}".encode()).hexdigest()[:32]
