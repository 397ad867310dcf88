"""Support staff's access tokens: JWTs of the configured identity provider, with the role."""

from dataclasses import dataclass
from typing import Any

import jwt
from cryptography.hazmat.primitives.asymmetric.ec import EllipticCurvePublicKey
from cryptography.hazmat.primitives.asymmetric.rsa import RSAPublicKey
from cryptography.hazmat.primitives.serialization import load_pem_public_key

from runtime.settings import Settings

# Asymmetric signatures only: "none" proves nothing, and an HMAC "signed" with the public key
# would let anyone who can read the key mint tokens.
ALGORITHMS = ("RS256", "ES256")
# Clock difference tolerated between the identity provider and this server.
LEEWAY_SECONDS = 30
# The identity provider's keys are asked for again at most this often (and on an unknown kid).
JWKS_CACHE_SECONDS = 300
JWKS_TIMEOUT_SECONDS = 5


@dataclass(frozen=True)
class StaffMember:
    subject: str


class StaffTokenError(Exception):
    """Why a token is refused: 401 (no token, or one we cannot trust), 403 (no role), 503."""

    def __init__(self, status: int, code: str, reason: str) -> None:
        super().__init__(reason)
        self.status, self.code, self.reason = status, code, reason


class StaffTokenVerifier:
    """Checks signature, issuer, audience and expiry, then the role claim."""

    def __init__(
        self,
        *,
        issuer: str,
        audience: str,
        role_claim: str,
        role: str,
        jwks_url: str | None = None,
        public_key: str | None = None,
    ) -> None:
        self._issuer, self._audience = issuer, audience
        self._role_claim, self._role = role_claim.split("."), role
        self._jwks = (
            jwt.PyJWKClient(
                jwks_url,
                cache_jwk_set=True,
                lifespan=JWKS_CACHE_SECONDS,
                timeout=JWKS_TIMEOUT_SECONDS,
            )
            if jwks_url
            else None
        )
        self._key: RSAPublicKey | EllipticCurvePublicKey | None = None
        if public_key:
            loaded = load_pem_public_key(public_key.encode())
            if not isinstance(loaded, RSAPublicKey | EllipticCurvePublicKey):
                raise ValueError("PRESTITO_CODEC_JWT_PUBLIC_KEY must be an RSA or EC public key")
            self._key = loaded

    @classmethod
    def from_settings(cls, settings: Settings) -> "StaffTokenVerifier | None":
        if not settings.codec_jwt_configured:
            return None
        assert settings.codec_jwt_issuer and settings.codec_jwt_audience
        return cls(
            issuer=settings.codec_jwt_issuer,
            audience=settings.codec_jwt_audience,
            role_claim=settings.codec_jwt_role_claim,
            role=settings.codec_jwt_role,
            jwks_url=settings.codec_jwt_jwks_url,
            public_key=settings.codec_jwt_public_key,
        )

    def verify(self, token: str) -> StaffMember:
        """Blocking when the keys have to be fetched: call it from a worker thread."""
        try:
            key: Any = self._jwks.get_signing_key_from_jwt(token) if self._jwks else self._key
            claims = jwt.decode(
                token,
                key,
                algorithms=list(ALGORITHMS),
                audience=self._audience,
                issuer=self._issuer,
                leeway=LEEWAY_SECONDS,
                options={
                    "require": ["exp", "iss", "aud", "sub"],
                    "enforce_minimum_key_length": True,
                },
            )
        except jwt.PyJWKClientConnectionError as exc:
            raise StaffTokenError(503, "identity_provider_unavailable", str(exc)) from None
        except (jwt.PyJWTError, ValueError) as exc:
            raise StaffTokenError(401, "invalid_token", str(exc)) from None
        if self._role not in self._roles(claims):
            raise StaffTokenError(403, "missing_role", f"no {self._role!r} role")
        return StaffMember(subject=str(claims["sub"]))

    def _roles(self, claims: dict[str, Any]) -> set[str]:
        value: Any = claims
        for part in self._role_claim:
            value = value.get(part) if isinstance(value, dict) else None
        # A list of roles (Keycloak, Entra ID) or a space-separated string (an OAuth "scope").
        if isinstance(value, str):
            return set(value.split())
        if isinstance(value, list):
            return {item for item in value if isinstance(item, str)}
        return set()
