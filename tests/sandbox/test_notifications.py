"""invioEmail and invioSms: the outbox, and real SMTP delivery to a local aiosmtpd server."""

import socket
from collections.abc import Iterator
from email import message_from_bytes
from email.message import Message
from typing import Any

import httpx
import pytest
from aiosmtpd.controller import Controller

from sandbox.app import create_app
from sandbox.settings import Settings
from tests.sandbox.conftest import B2BClient

SECCI_EMAIL = {
    "tipo": "SECCIDS",
    "email": "MARIO.ROSSI@EXAMPLE.COM",
    "nome": "MARIO",
    "cognome": "ROSSI",
    "linkRipresa": "http://127.0.0.1:8000/main/resume?code=ABC123",
    "urlPdf": "http://127.0.0.1:8100/files/abc.pdf",
}


class Inbox:
    def __init__(self) -> None:
        self.messages: list[Message] = []

    async def handle_DATA(self, server: Any, session: Any, envelope: Any) -> str:
        self.messages.append(message_from_bytes(envelope.content))
        return "250 OK"


def _free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port: int = probe.getsockname()[1]
        return port


@pytest.fixture
def smtp() -> Iterator[tuple[Inbox, int]]:
    inbox, port = Inbox(), _free_port()
    controller = Controller(inbox, hostname="127.0.0.1", port=port)
    controller.start()
    try:
        yield inbox, port
    finally:
        controller.stop()


async def test_secci_email_goes_to_the_outbox(b2b: B2BClient, http: httpx.AsyncClient) -> None:
    answer = await b2b.call("invioEmail", SECCI_EMAIL)
    assert answer["esito"] == "OK"
    mails = (
        await http.get(
            "/operator/api/outbox", params={"channel": "email", "to": "mario.rossi@example.com"}
        )
    ).json()
    assert len(mails) == 1
    assert SECCI_EMAIL["linkRipresa"] in mails[0]["body"]
    assert SECCI_EMAIL["urlPdf"] in mails[0]["body"]
    assert mails[0]["delivery"] is None  # no SMTP server configured


async def test_secci_email_needs_link_and_pdf(b2b: B2BClient) -> None:
    answer = await b2b.call(
        "invioEmail", {**SECCI_EMAIL, "linkRipresa": None, "email": "non-valida"}
    )
    assert answer["esito"] == "KO"
    assert [e["campo"] for e in answer["elencoErrori"]] == ["email", "linkRipresa"]


async def test_email_is_delivered_over_smtp(settings: Settings, smtp: tuple[Inbox, int]) -> None:
    inbox, port = smtp
    app = create_app(settings.model_copy(update={"smtp_host": "127.0.0.1", "smtp_port": port}))
    async with httpx.AsyncClient(
        transport=httpx.ASGITransport(app=app), base_url="http://sandbox.test"
    ) as http:
        b2b = B2BClient(http)
        await b2b.login()
        assert (await b2b.call("invioEmail", SECCI_EMAIL))["esito"] == "OK"
        outbox = (await http.get("/operator/api/outbox", params={"channel": "email"})).json()
    assert outbox[0]["delivery"] == "inviata"
    assert len(inbox.messages) == 1
    mail = inbox.messages[0]
    assert mail["To"] == SECCI_EMAIL["email"]
    assert "SECCI" in mail["Subject"]
    body = mail.get_payload(decode=True).decode()  # type: ignore[union-attr]
    assert SECCI_EMAIL["linkRipresa"] in body


async def test_unreachable_smtp_keeps_the_message(settings: Settings) -> None:
    app = create_app(
        settings.model_copy(update={"smtp_host": "127.0.0.1", "smtp_port": _free_port()})
    )
    async with httpx.AsyncClient(
        transport=httpx.ASGITransport(app=app), base_url="http://sandbox.test"
    ) as http:
        b2b = B2BClient(http)
        await b2b.login()
        assert (await b2b.call("invioEmail", SECCI_EMAIL))["esito"] == "OK"
        outbox = (await http.get("/operator/api/outbox", params={"channel": "email"})).json()
    assert outbox[0]["delivery"].startswith("errore")


async def test_sms_goes_to_the_outbox(b2b: B2BClient, http: httpx.AsyncClient) -> None:
    answer = await b2b.call("invioSms", {"numTelefono": "333 1234567", "testo": "Ciao"})
    assert answer["esito"] == "OK"
    sms = (
        await http.get("/operator/api/outbox", params={"channel": "sms", "to": "+393331234567"})
    ).json()
    assert sms[0]["body"] == "Ciao"


# What no form lets through, sent straight to the service: it must arrive as text all the same.
MARKUP_NAME = 'd\'amico & "figli" <b>x</b>'
MARKUP_GREETING = 'Gentile D\'Amico & "Figli" <B>X</B>,'


async def test_names_go_into_the_outbox_as_plain_text(
    b2b: B2BClient, http: httpx.AsyncClient
) -> None:
    assert (await b2b.call("invioEmail", {**SECCI_EMAIL, "nome": MARKUP_NAME}))["esito"] == "OK"
    [mail] = (await http.get("/operator/api/outbox", params={"channel": "email"})).json()
    assert mail["body"].startswith(MARKUP_GREETING)
    # The operator page shows it escaped, so it reads as typed and runs nothing.
    page = (await http.get("/")).text
    assert "<B>X</B>" not in page
    assert "Gentile D&#x27;Amico &amp; &quot;Figli&quot; &lt;B&gt;X&lt;/B&gt;," in page


async def test_an_email_is_plain_text_only(settings: Settings, smtp: tuple[Inbox, int]) -> None:
    inbox, port = smtp
    app = create_app(settings.model_copy(update={"smtp_host": "127.0.0.1", "smtp_port": port}))
    async with httpx.AsyncClient(
        transport=httpx.ASGITransport(app=app), base_url="http://sandbox.test"
    ) as http:
        b2b = B2BClient(http)
        await b2b.login()
        assert (await b2b.call("invioEmail", {**SECCI_EMAIL, "nome": MARKUP_NAME}))["esito"] == "OK"
    [mail] = inbox.messages
    # No HTML part a mail client could render: the name's markup is only characters.
    assert not mail.is_multipart()
    assert mail.get_content_type() == "text/plain"
    body = mail.get_payload(decode=True).decode()  # type: ignore[union-attr]
    assert body.startswith(MARKUP_GREETING)
