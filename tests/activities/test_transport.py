"""The worker's HTTP transport against real sockets: a small asyncio server answers each test
exactly as a back office might (keep-alive, chunked, gzip, slow, cut off, not HTTP, TLS)."""

import asyncio
import gzip
import json
import ssl
from collections.abc import AsyncIterator, Awaitable, Callable
from dataclasses import dataclass, field
from pathlib import Path

import httpx
import pytest

from activities.transport import AiohttpTransport
from bench.http2 import self_signed
from tests.conftest import free_port

Answer = Callable[[asyncio.StreamReader, asyncio.StreamWriter], Awaitable[None]]


@dataclass
class Server:
    url: str
    connections: int = 0
    requests: list[tuple[str, dict[str, str], bytes]] = field(default_factory=list)


# Starts a server that answers each request with `answer`, over TLS when given a context.
Serve = Callable[..., Awaitable[Server]]


async def read_request(reader: asyncio.StreamReader) -> tuple[str, dict[str, str], bytes]:
    # At the end of the connection: IncompleteReadError, which ends the connection's loop.
    head = await reader.readuntil(b"\r\n\r\n")
    line, *lines = head.decode("latin-1").split("\r\n")
    headers: dict[str, str] = {}
    for header in filter(None, lines):
        name, _, value = header.partition(":")
        assert name.lower() not in headers, f"{name} sent twice"
        headers[name.lower()] = value.strip()
    body = await reader.readexactly(int(headers.get("content-length", "0")))
    return line, headers, body


def json_answer(payload: object, extra: bytes = b"") -> bytes:
    body = json.dumps(payload).encode()
    return (
        b"HTTP/1.1 200 OK\r\nContent-Type: application/json\r\n"
        + extra
        + b"Content-Length: %d\r\n\r\n" % len(body)
        + body
    )


@pytest.fixture
async def serve() -> AsyncIterator[Serve]:
    servers: list[asyncio.Server] = []

    async def start(answer: Answer, tls: ssl.SSLContext | None = None) -> Server:
        port = free_port()
        scheme = "https" if tls else "http"
        server = Server(url=f"{scheme}://127.0.0.1:{port}")

        async def connection(reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
            server.connections += 1
            try:
                while True:
                    server.requests.append(await read_request(reader))
                    await answer(reader, writer)
                    if writer.is_closing():
                        return
            except (asyncio.IncompleteReadError, ConnectionError):
                pass
            finally:
                writer.close()

        servers.append(await asyncio.start_server(connection, "127.0.0.1", port, ssl=tls))
        return server

    yield start
    for server in servers:
        server.close()
        await server.wait_closed()


async def test_json_goes_and_comes_back_on_one_kept_alive_connection(serve: Serve) -> None:
    async def answer(_: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        writer.write(json_answer({"provaResponse": {"esito": "OK"}}))
        await writer.drain()

    server = await serve(answer)
    async with httpx.AsyncClient(base_url=server.url, transport=AiohttpTransport()) as client:
        for number in range(5):
            response = await client.post(
                "/b2b/execute", json={"n": number}, headers={"b2b-authorization": "tok"}
            )
            assert response.status_code == 200
            assert response.json() == {"provaResponse": {"esito": "OK"}}
    assert server.connections == 1
    line, headers, body = server.requests[-1]
    assert line == "POST /b2b/execute HTTP/1.1"
    assert headers["b2b-authorization"] == "tok"
    assert headers["content-type"] == "application/json"
    assert headers["host"] == server.url.removeprefix("http://")
    assert json.loads(body) == {"n": 4}


async def test_a_cookie_one_answer_sets_goes_with_no_later_request(serve: Serve) -> None:
    # A back office's session cookie, set in the answer to one applicant's call.
    async def answer(_: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        writer.write(json_answer({}, extra=b"Set-Cookie: JSESSIONID=first-applicant; Path=/\r\n"))
        await writer.drain()

    server = await serve(answer)
    async with httpx.AsyncClient(base_url=server.url, transport=AiohttpTransport()) as client:
        first = await client.post("/b2b/execute", json={"applicant": 1})
        await client.post("/b2b/execute", json={"applicant": 2})
        assert "set-cookie" not in first.headers
        assert not client.cookies
    assert [headers.get("cookie") for _, headers, _ in server.requests] == [None, None]


async def test_chunked_and_gzipped_answers_are_read_whole(serve: Serve) -> None:
    payload = json.dumps({"documento": "x" * 50_000}).encode()
    packed = gzip.compress(payload)

    async def answer(_: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        writer.write(
            b"HTTP/1.1 200 OK\r\nContent-Type: application/json\r\n"
            b"Content-Encoding: gzip\r\nTransfer-Encoding: chunked\r\n\r\n"
        )
        for start in range(0, len(packed), 1000):
            chunk = packed[start : start + 1000]
            writer.write(b"%x\r\n%s\r\n" % (len(chunk), chunk))
            await writer.drain()
        writer.write(b"0\r\n\r\n")

    server = await serve(answer)
    async with httpx.AsyncClient(base_url=server.url, transport=AiohttpTransport()) as client:
        response = await client.get("/allegati/1")
    assert response.content == payload


async def test_a_slow_answer_is_a_read_timeout(serve: Serve) -> None:
    async def answer(_: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        await asyncio.sleep(2)
        writer.write(json_answer({}))

    server = await serve(answer)
    async with httpx.AsyncClient(
        base_url=server.url, transport=AiohttpTransport(), timeout=0.3
    ) as client:
        with pytest.raises(httpx.ReadTimeout):
            await client.post("/b2b/execute", json={})


async def test_nobody_listening_is_a_connect_error() -> None:
    url = f"http://127.0.0.1:{free_port()}"
    async with httpx.AsyncClient(base_url=url, transport=AiohttpTransport()) as client:
        with pytest.raises(httpx.ConnectError):
            await client.post("/b2b/execute", json={})


@pytest.mark.parametrize(
    "sent",
    [
        b"",  # closed without a word
        b'HTTP/1.1 200 OK\r\nContent-Length: 100\r\n\r\n{"cut',  # cut off mid-body
        b"SSH-2.0-OpenSSH_9.2\r\n\r\n",  # not HTTP at all
    ],
    ids=["closed", "cut off", "not HTTP"],
)
async def test_broken_answers_are_transport_errors(serve: Serve, sent: bytes) -> None:
    async def answer(_: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        writer.write(sent)
        await writer.drain()
        writer.close()

    server = await serve(answer)
    async with httpx.AsyncClient(base_url=server.url, transport=AiohttpTransport()) as client:
        with pytest.raises(httpx.TransportError):
            await client.post("/b2b/execute", json={})


async def test_an_answer_over_the_cap_is_refused(serve: Serve) -> None:
    async def answer(_: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        writer.write(json_answer({"pad": "x" * 5_000}))

    server = await serve(answer)
    transport = AiohttpTransport(max_response_bytes=4_096)
    async with httpx.AsyncClient(base_url=server.url, transport=transport) as client:
        with pytest.raises(httpx.ReadError, match="over 4096 bytes"):
            await client.get("/allegati/1")


async def test_tls_is_verified_against_the_trusted_authorities(
    serve: Serve, tmp_path: Path
) -> None:
    cert_path, key_path = self_signed(tmp_path, "back office di prova")
    tls = ssl.create_default_context(ssl.Purpose.CLIENT_AUTH)
    tls.load_cert_chain(cert_path, key_path)

    async def answer(_: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        writer.write(json_answer({"provaResponse": {}}))
        await writer.drain()

    server = await serve(answer, tls=tls)
    trusting = AiohttpTransport(ssl_context=ssl.create_default_context(cafile=cert_path))
    async with httpx.AsyncClient(base_url=server.url, transport=trusting) as client:
        assert (await client.post("/b2b/execute", json={})).json() == {"provaResponse": {}}
    # The system's authorities do not know this certificate: the call is refused.
    async with httpx.AsyncClient(base_url=server.url, transport=AiohttpTransport()) as client:
        with pytest.raises(httpx.ConnectError):
            await client.post("/b2b/execute", json={})


async def test_the_address_reaches_the_server_as_httpx_encoded_it(serve: Serve) -> None:
    async def answer(_: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        writer.write(json_answer({}))
        await writer.drain()

    server = await serve(answer)
    async with httpx.AsyncClient(base_url=server.url, transport=AiohttpTransport()) as client:
        await client.get(f"{server.url}/allegati/Modulo SECCI è.pdf?nome=a b&x=%2F")
        await client.get("/allegati", params={"id": "1/2 3"})
    assert [line for line, _, _ in server.requests] == [
        "GET /allegati/Modulo%20SECCI%20%C3%A8.pdf?nome=a%20b&x=%2F HTTP/1.1",
        "GET /allegati?id=1%2F2+3 HTTP/1.1",
    ]
