"""What the two webhooks (the identity-check provider's, the back office's) share: no
application token opens them, so each is trusted by an HMAC-SHA256 signature over the raw body,
and an event is taken only while recent."""

import hashlib
import hmac
from datetime import UTC, datetime, timedelta


def signed(body: bytes, signature: str, secret: str) -> bool:
    """The sender's signature: hex HMAC-SHA256 of the raw body, compared in constant time."""
    expected = hmac.new(secret.encode(), body, hashlib.sha256).hexdigest()
    return hmac.compare_digest(expected, signature.strip().lower())


def recent(sent_at: datetime, window: timedelta) -> bool:
    """Sent within the window either side of now (a naive time is read as UTC)."""
    moment = sent_at if sent_at.tzinfo else sent_at.replace(tzinfo=UTC)
    return abs(datetime.now(UTC) - moment) <= window
