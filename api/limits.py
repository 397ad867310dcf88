"""A cap on every request body: the API reads no more than a form can honestly need, so no
request can tie up memory or push an oversized input towards the workflow. Document uploads
have their own, larger limit, and their refusal is said as a file's (it shows on the card)."""

import json
import re
from typing import Final

from starlette.types import ASGIApp, Message, Receive, Scope, Send

from journey import messages

MAX_BODY_BYTES = 64 * 1024
# A document's file is at most 10 MB (issue 14); the multipart envelope adds a few hundred bytes.
MAX_FILE_BYTES: Final = 10 * 1024 * 1024
MAX_UPLOAD_BODY_BYTES: Final = MAX_FILE_BYTES + 16 * 1024
# Any side name but the card's confirmation (a form): the route refuses a side it does not know
# as a side (422), not as a body too large for a form.
UPLOAD_PATH: Final = re.compile(r"/documents/[A-Za-z0-9]{1,8}/(?!confirmation$)[^/]+$")
# A document sent again for its anomaly comes with its front and back in one request.
# Any code: the route refuses one it does not know, as a code and not as a body too large.
ANOMALY_PATH: Final = re.compile(r"/anomalies/[^/]+$")
MAX_ANOMALY_BODY_BYTES: Final = 2 * MAX_FILE_BYTES + 16 * 1024


def is_upload(path: str) -> bool:
    """A document's file (one side, or an anomaly's sides): its refusals are said as a file's."""
    return UPLOAD_PATH.search(path) is not None or ANOMALY_PATH.search(path) is not None


class BodyLimit:
    def __init__(self, app: ASGIApp, max_bytes: int = MAX_BODY_BYTES) -> None:
        self.app, self.default_max_bytes = app, max_bytes

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        upload = UPLOAD_PATH.search(scope["path"]) is not None
        anomaly = not upload and ANOMALY_PATH.search(scope["path"]) is not None
        max_bytes = (
            MAX_UPLOAD_BODY_BYTES
            if upload
            else MAX_ANOMALY_BODY_BYTES
            if anomaly
            else self.default_max_bytes
        )
        upload = upload or anomaly
        declared = dict(scope["headers"]).get(b"content-length")
        if declared is not None and (not declared.isdigit() or int(declared) > max_bytes):
            await _too_large(send, upload)
            return
        seen, over = 0, False

        async def counted() -> Message:
            # A chunked body declares no length: counted as it arrives, and cut off at the cap
            # (the app then sees an end of body; its answer is replaced below).
            nonlocal seen, over
            if over:
                return {"type": "http.request", "body": b"", "more_body": False}
            message = await receive()
            seen += len(message.get("body", b""))
            if seen > max_bytes:
                over = True
                return {"type": "http.request", "body": b"", "more_body": False}
            return message

        answered = False

        async def checked(message: Message) -> None:
            nonlocal answered
            if not over:
                await send(message)
            elif not answered:
                answered = True
                await _too_large(send, upload)

        await self.app(scope, counted, checked)


async def _too_large(send: Send, upload: bool = False) -> None:
    if upload:
        # The card's field for one side; for both sides of an anomaly's page, the page's.
        message = messages.DOCUMENTO_TROPPO_PESANTE
        errors = {"file": message}
    else:
        message, errors = messages.RICHIESTA_TROPPO_GRANDE, {}
    body = json.dumps({"code": "too_large", "message": message, "errors": errors}).encode()
    await send(
        {
            "type": "http.response.start",
            "status": 413,
            "headers": [(b"content-type", b"application/json"), (b"connection", b"close")],
        }
    )
    await send({"type": "http.response.body", "body": body})
