"""Keyed hashes: the index finds a fiscal code or resume code without storing it in clear."""

import hashlib
import hmac


def keyed_hash(secret: str, value: str) -> str:
    return hmac.new(secret.encode(), value.strip().upper().encode(), hashlib.sha256).hexdigest()


def token_hash(token: str) -> str:
    # Tokens carry 256 random bits, so a plain digest is enough to make the stored value useless.
    return hashlib.sha256(token.encode()).hexdigest()
