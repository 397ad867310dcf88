"""A one-route ASGI app for tests/bench/test_http2.py: it says which HTTP version carried it."""

from typing import Any


async def app(scope: dict[str, Any], receive: Any, send: Any) -> None:
    if scope["type"] != "http":
        return
    body = f"HTTP/{scope['http_version']} {scope['scheme']}".encode()
    await send({"type": "http.response.start", "status": 200, "headers": []})
    await send({"type": "http.response.body", "body": body})
