"""The eID gateway's signing key: created once, kept in the database, published as a JWKS."""

import base64
import hashlib
import json
from dataclasses import dataclass
from typing import Any

import jwt
from cryptography.hazmat.primitives import serialization
from cryptography.hazmat.primitives.asymmetric import rsa
from jwt.algorithms import RSAAlgorithm
from sqlalchemy import select
from sqlalchemy.orm import Session

from sandbox.db import EidgSigningKey


def b64url(data: bytes) -> str:
    return base64.urlsafe_b64encode(data).rstrip(b"=").decode()


@dataclass(frozen=True)
class SigningKey:
    kid: str
    private_key: rsa.RSAPrivateKey

    def public_jwk(self) -> dict[str, Any]:
        jwk: dict[str, Any] = json.loads(RSAAlgorithm.to_jwk(self.private_key.public_key()))
        return {**jwk, "kid": self.kid, "use": "sig", "alg": "RS256"}

    def sign(self, claims: dict[str, Any]) -> str:
        return jwt.encode(claims, self.private_key, algorithm="RS256", headers={"kid": self.kid})


def _thumbprint(public_key: rsa.RSAPublicKey) -> str:
    """RFC 7638: the kid names the key itself, so a new key always gets a new kid."""
    jwk = json.loads(RSAAlgorithm.to_jwk(public_key))
    canonical = json.dumps(
        {"e": jwk["e"], "kty": "RSA", "n": jwk["n"]}, separators=(",", ":"), sort_keys=True
    )
    return b64url(hashlib.sha256(canonical.encode()).digest())


def load_signing_key(session: Session) -> SigningKey:
    """The newest kept key, or a new RSA 2048 key kept for the next start."""
    stored = session.scalars(
        select(EidgSigningKey).order_by(EidgSigningKey.created_at.desc())
    ).first()
    if stored is not None:
        private_key = serialization.load_pem_private_key(stored.private_pem, password=None)
        assert isinstance(private_key, rsa.RSAPrivateKey)
        return SigningKey(stored.kid, private_key)
    private_key = rsa.generate_private_key(public_exponent=65537, key_size=2048)
    kid = _thumbprint(private_key.public_key())
    pem = private_key.private_bytes(
        serialization.Encoding.PEM,
        serialization.PrivateFormat.PKCS8,
        serialization.NoEncryption(),
    )
    session.add(EidgSigningKey(kid=kid, private_pem=pem))
    return SigningKey(kid, private_key)
