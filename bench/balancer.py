"""Figure 12's round-robin in front of several API processes, and the count of who served whom.

A plain ASGI reverse proxy over httpx, under uvicorn as its own process, as nginx or a cloud
load balancer would sit in front of a deployment. Requests go to the API processes in turn; a
request of a known application goes to the process after the one that served its previous
request, so every applicant's consecutive requests land on different processes by construction,
the hardest case for any state an API process might keep in memory (a sticky balancer would
hide it). The first request of an application (the light form, `POST /applications`) takes the
next process in the global turn, and its answer names the application.

`GET /__balancer/served` answers, for every application, the processes that served its requests
in order (indexes into the upstreams), for the figure to count.
"""

import gzip
import itertools
import json
import os
import re
from collections import defaultdict
from typing import Any

import httpx

from bench.stack import UPSTREAMS

SERVED_PATH = "/__balancer/served"
APPLICATION = re.compile(r"/applications/([^/?]+)")
START_PATH = re.compile(r"/applications/?$")
# Hop-by-hop headers are the proxy's own business, not the upstream's (RFC 9110 §7.6.1).
HOP_BY_HOP = {
    b"connection",
    b"keep-alive",
    b"transfer-encoding",
    b"te",
    b"trailer",
    b"upgrade",
    b"proxy-authorization",
    b"proxy-authenticate",
    b"host",
}
Scope = dict[str, Any]


def _started_application(raw: bytes, headers: httpx.Headers) -> str | None:
    """The application id in the light form's answer, whatever its content encoding."""
    if headers.get("content-encoding") == "gzip":
        raw = gzip.decompress(raw)
    try:
        answer = json.loads(raw)
    except ValueError:
        return None
    found = answer.get("applicationId") if isinstance(answer, dict) else None
    return found if isinstance(found, str) else None


def create_app(transports: list[httpx.AsyncBaseTransport] | None = None) -> Any:
    """`uvicorn --factory bench.balancer:create_app` with the upstreams in the environment;
    `transports` replace the network, one per upstream (tests)."""
    upstreams = os.environ[UPSTREAMS].split(",")
    limits = httpx.Limits(max_connections=500, max_keepalive_connections=100)
    clients = [
        httpx.AsyncClient(
            base_url=url,
            timeout=120.0,
            limits=limits,
            transport=transports[index] if transports else None,
        )
        for index, url in enumerate(upstreams)
    ]
    turn = itertools.cycle(range(len(upstreams)))
    served: dict[str, list[int]] = defaultdict(list)

    async def respond(
        send: Any, status: int, headers: list[tuple[bytes, bytes]], body: bytes
    ) -> None:
        await send({"type": "http.response.start", "status": status, "headers": headers})
        await send({"type": "http.response.body", "body": body})

    async def app(scope: Scope, receive: Any, send: Any) -> None:
        if scope["type"] == "lifespan":
            while True:
                message = await receive()
                if message["type"] == "lifespan.startup":
                    await send({"type": "lifespan.startup.complete"})
                elif message["type"] == "lifespan.shutdown":
                    for client in clients:
                        await client.aclose()
                    await send({"type": "lifespan.shutdown.complete"})
                    return
        path: str = scope["path"]
        if path == SERVED_PATH:
            body = json.dumps(served).encode()
            await respond(send, 200, [(b"content-type", b"application/json")], body)
            return
        chunks = []
        while True:
            message = await receive()
            chunks.append(message.get("body", b""))
            if not message.get("more_body"):
                break
        found = APPLICATION.search(path)
        application = found.group(1) if found else None
        history = served.get(application) if application else None
        index = (history[-1] + 1) % len(upstreams) if history else next(turn)
        query = scope.get("query_string", b"")
        target = path + ("?" + query.decode("latin-1") if query else "")
        headers = [
            (k, v)
            for k, v in scope["headers"]
            if k.lower() not in HOP_BY_HOP and k.lower() != b"x-forwarded-for"
        ]
        # As nginx does: the API's per-client rate limits count the applicant, not the proxy
        # (uvicorn trusts the header from 127.0.0.1 by default).
        forwarded = [v for k, v in scope["headers"] if k.lower() == b"x-forwarded-for"]
        client_host = (scope.get("client") or ("unknown", 0))[0].encode()
        headers.append((b"x-forwarded-for", b", ".join([*forwarded, client_host])))
        client = clients[index]
        try:
            response = await client.send(
                client.build_request(
                    scope["method"], target, headers=headers, content=b"".join(chunks)
                ),
                stream=True,
            )
            raw = b"".join([chunk async for chunk in response.aiter_raw()])
            await response.aclose()
        except httpx.TransportError as exc:
            await respond(send, 502, [], f"upstream {index}: {type(exc).__name__}".encode())
            return
        started = scope["method"] == "POST" and response.status_code < 300
        if application is None and started and START_PATH.search(path):
            application = _started_application(raw, response.headers)
        if application is not None:
            served[application].append(index)
        answer_headers = [(k, v) for k, v in response.headers.raw if k.lower() not in HOP_BY_HOP]
        answer_headers.append((b"x-bench-upstream", str(index).encode()))
        await respond(send, response.status_code, answer_headers, raw)

    return app
