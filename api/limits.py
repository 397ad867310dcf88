"""A cap on every request body: the API reads no more than a form can honestly need, so no
request can tie up memory or push an oversized input towards the workflow (uploads, when they
come, get their own route and limit)."""

import json

from starlette.types import ASGIApp, Message, Receive, Scope, Send

from journey import messages

MAX_BODY_BYTES = 64 * 1024


class BodyLimit:
    def __init__(self, app: ASGIApp, max_bytes: int = MAX_BODY_BYTES) -> None:
        self.app, self.max_bytes = app, max_bytes

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        declared = dict(scope["headers"]).get(b"content-length")
        if declared is not None and (not declared.isdigit() or int(declared) > self.max_bytes):
            await _too_large(send)
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
            if seen > self.max_bytes:
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
                await _too_large(send)

        await self.app(scope, counted, checked)


async def _too_large(send: Send) -> None:
    body = json.dumps(
        {"code": "too_large", "message": messages.RICHIESTA_TROPPO_GRANDE, "errors": {}}
    ).encode()
    await send(
        {
            "type": "http.response.start",
            "status": 413,
            "headers": [(b"content-type", b"application/json"), (b"connection", b"close")],
        }
    )
    await send({"type": "http.response.body", "body": body})
