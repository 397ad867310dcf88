"""AES-256-GCM payload codec, so personal data never sits in clear in Temporal's history."""

import base64
import os
from collections.abc import Sequence

from cryptography.exceptions import InvalidTag
from cryptography.hazmat.primitives.ciphers.aead import AESGCM
from temporalio.api.common.v1 import Payload
from temporalio.converter import PayloadCodec

ENCODING = b"binary/encrypted"
_NONCE_BYTES = 12


class PayloadDecryptionError(ValueError):
    """A sealed payload this codec cannot open: unknown key id, or altered on the way."""


def parse_keys(spec: str) -> dict[str, bytes]:
    """Reads "kid:base64key,kid:base64key"; keeps order so the first key is the active one."""
    keys: dict[str, bytes] = {}
    for item in filter(None, (part.strip() for part in spec.split(","))):
        kid, _, encoded = item.partition(":")
        key = base64.urlsafe_b64decode(encoded)
        if not kid or len(key) != 32:
            raise ValueError(f"encryption key {kid!r} must be 32 bytes, base64 encoded")
        keys[kid] = key
    if not keys:
        raise ValueError("at least one encryption key is needed")
    return keys


class EncryptionCodec(PayloadCodec):
    """Encrypts with the active key and records its id, so keys can rotate without loss."""

    def __init__(self, keys: dict[str, bytes]) -> None:
        self._key_id = next(iter(keys))
        self._ciphers = {kid: AESGCM(key) for kid, key in keys.items()}

    async def encode(self, payloads: Sequence[Payload]) -> list[Payload]:
        return [self._encrypt(p) for p in payloads]

    async def decode(self, payloads: Sequence[Payload]) -> list[Payload]:
        return [self._decrypt(p) for p in payloads]

    def _encrypt(self, payload: Payload) -> Payload:
        nonce = os.urandom(_NONCE_BYTES)
        sealed = self._ciphers[self._key_id].encrypt(nonce, payload.SerializeToString(), None)
        return Payload(
            metadata={"encoding": ENCODING, "encryption-key-id": self._key_id.encode()},
            data=nonce + sealed,
        )

    def _decrypt(self, payload: Payload) -> Payload:
        if payload.metadata.get("encoding") != ENCODING:
            return payload
        kid = payload.metadata.get("encryption-key-id", b"").decode(errors="replace")
        cipher = self._ciphers.get(kid)
        if cipher is None:
            raise PayloadDecryptionError(f"unknown encryption key id {kid!r}")
        nonce, sealed = payload.data[:_NONCE_BYTES], payload.data[_NONCE_BYTES:]
        try:
            plain = cipher.decrypt(nonce, sealed, None)
        except InvalidTag:
            raise PayloadDecryptionError(f"payload sealed with key {kid!r} was altered") from None
        return Payload.FromString(plain)
