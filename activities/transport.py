"""httpx's client on aiohttp's connections: the back-office calls at half the worker's CPU.

httpx stays the interface the activities speak (timeouts, base URL, JSON, `TransportError`);
only the wire under it changes. Through `BackOfficeClient`, httpcore's pure-Python HTTP/1.1
cost 1.6-1.8 ms of the worker's CPU per call where aiohttp's C parser and pool cost 0.8-1.0 ms
(docs/benchmarks.md, issue 17's fifth round), and the worker makes several calls per step.
Bodies are read whole here: every answer the activities read is JSON or a document they read
whole anyway, and `max_response_bytes` bounds what a back office could send.

No cookies, either way: one client carries every applicant's calls, and httpx's client keeps
what a `Set-Cookie` gives it and sends it with every later request. A back office's session
cookie (a Java server's, a load balancer's) would have bound all applicants to the session of
the first one. So answers reach httpx without their `Set-Cookie` headers.
"""

import asyncio
import functools
import ssl
from typing import Final

import aiohttp
import httpx
import yarl

MAX_RESPONSE_BYTES: Final = 32 * 1024 * 1024
LIMITS: Final = httpx.Limits(max_connections=20, max_keepalive_connections=20)


class AiohttpTransport(httpx.AsyncBaseTransport):
    """HTTP/1.1 with keep-alive through one `aiohttp.ClientSession`, made on first use in the
    event loop that uses it. aiohttp's errors come out as httpx's, so callers keep catching
    `httpx.TransportError` (connect, read and pool timeouts, refused or dropped connections,
    answers that are not HTTP)."""

    def __init__(
        self,
        limits: httpx.Limits = LIMITS,
        ssl_context: ssl.SSLContext | None = None,
        max_response_bytes: int = MAX_RESPONSE_BYTES,
    ) -> None:
        self._limits = limits
        self._ssl = ssl_context or httpx.create_ssl_context()
        self._max_response_bytes = max_response_bytes
        self._session: aiohttp.ClientSession | None = None

    def _client(self) -> aiohttp.ClientSession:
        if self._session is None or self._session.closed:
            connector = aiohttp.TCPConnector(
                limit=self._limits.max_connections or 0,
                keepalive_timeout=self._limits.keepalive_expiry or 0,
                ssl=self._ssl,
            )
            # Nothing from the environment (proxies, .netrc) and no cookies: the answers
            # belong to many applicants' calls (httpx's own jar is kept empty below).
            self._session = aiohttp.ClientSession(
                connector=connector,
                cookie_jar=aiohttp.DummyCookieJar(),
                auto_decompress=False,
                skip_auto_headers=("Accept", "Accept-Encoding", "User-Agent", "Content-Type"),
            )
        return self._session

    async def handle_async_request(self, request: httpx.Request) -> httpx.Response:
        timeout = request.extensions.get("timeout", {})
        body = await request.aread()
        try:
            async with self._client().request(
                request.method,
                _wire_url(str(request.url)),
                headers=[
                    (name.decode("latin-1"), value.decode("latin-1"))
                    for name, value in request.headers.raw
                    # aiohttp writes these from the body and the connection it picks.
                    if name.lower() not in (b"host", b"content-length", b"connection")
                ],
                data=body or None,
                allow_redirects=False,
                timeout=aiohttp.ClientTimeout(
                    # `connect` covers waiting for a free connection and opening it.
                    connect=_sum(timeout.get("pool"), timeout.get("connect")),
                    sock_connect=timeout.get("connect"),
                    sock_read=timeout.get("read"),
                ),
            ) as answer:
                chunks, size = [], 0
                async for chunk in answer.content.iter_any():
                    size += len(chunk)
                    if size > self._max_response_bytes:
                        raise httpx.ReadError(
                            f"answer over {self._max_response_bytes} bytes", request=request
                        )
                    chunks.append(chunk)
                return httpx.Response(
                    answer.status,
                    headers=[
                        (name, value)
                        for name, value in answer.raw_headers
                        if name.lower() != b"set-cookie"
                    ],
                    content=b"".join(chunks),
                    request=request,
                    extensions={"http_version": b"HTTP/1.1"},
                )
        except aiohttp.ConnectionTimeoutError as exc:
            raise httpx.ConnectTimeout(str(exc) or "connect timed out", request=request) from exc
        except aiohttp.SocketTimeoutError as exc:
            raise httpx.ReadTimeout(str(exc) or "read timed out", request=request) from exc
        except aiohttp.ServerTimeoutError as exc:
            raise httpx.ReadTimeout(str(exc) or "timed out", request=request) from exc
        except TimeoutError as exc:
            raise httpx.PoolTimeout("no free connection in time", request=request) from exc
        except aiohttp.ClientConnectorError as exc:
            raise httpx.ConnectError(str(exc), request=request) from exc
        except (aiohttp.ServerDisconnectedError, aiohttp.ClientResponseError) as exc:
            raise httpx.RemoteProtocolError(str(exc), request=request) from exc
        except aiohttp.InvalidURL as exc:
            raise httpx.UnsupportedProtocol(str(exc), request=request) from exc
        except aiohttp.ClientError as exc:
            raise httpx.ReadError(f"{type(exc).__name__}: {exc}", request=request) from exc

    async def aclose(self) -> None:
        if self._session is not None:
            await self._session.close()
            # aiohttp closes its sockets on the loop's next turns (its own advice).
            await asyncio.sleep(0)


@functools.lru_cache(maxsize=256)
def _wire_url(url: str) -> yarl.URL:
    # httpx has already encoded it; the back office's few addresses are parsed once.
    return yarl.URL(url, encoded=True)


def _sum(*seconds: float | None) -> float | None:
    if any(part is None for part in seconds):
        return None
    return sum(part for part in seconds if part is not None)
