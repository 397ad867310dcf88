"""How long the sandbox spent answering, so the benchmarks can tell its time from ours.

Figure 1 sets each step's floor as the empty Update, the step's local activities, and the back
office's own time for the step's calls. A real provider's back office runs elsewhere and at its
own speed; here it shares the cores, so its time is measured, not guessed: from the request's
arrival in the app to the last byte of its answer.
"""

import time
from typing import Any

from fastapi import APIRouter, FastAPI, Request
from starlette.types import ASGIApp, Message, Receive, Scope, Send

router = APIRouter(prefix="/operator/api", tags=["operator"])


class Busy:
    """The total seconds spent in HTTP requests, and their count."""

    def __init__(self) -> None:
        self.seconds = 0.0
        self.requests = 0


class BusyClock:
    """Pure ASGI middleware adding each request's time to `busy`."""

    def __init__(self, app: ASGIApp, busy: Busy) -> None:
        self.app = app
        self.busy = busy

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http" or scope["path"] == BUSY_PATH:
            await self.app(scope, receive, send)
            return
        began = time.perf_counter()

        async def timed_send(message: Message) -> None:
            await send(message)
            if message["type"] == "http.response.body" and not message.get("more_body"):
                self.busy.seconds += time.perf_counter() - began
                self.busy.requests += 1

        await self.app(scope, receive, timed_send)


BUSY_PATH = "/operator/api/busy"


def install(app: FastAPI) -> None:
    app.state.busy = Busy()
    app.add_middleware(BusyClock, busy=app.state.busy)


@router.get("/busy")
def read_busy(request: Request) -> dict[str, Any]:
    busy: Busy = request.app.state.busy
    return {"seconds": busy.seconds, "requests": busy.requests}
