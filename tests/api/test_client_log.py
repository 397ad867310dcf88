"""POST /main/api/log takes no token: what it writes cannot pass for a line of its own."""

import logging

import httpx
import pytest

from runtime.logs import FORMAT

FORGED = "2026-11-29 12:00:00,000 ERROR api: FORGED admin token=abc"


async def test_a_client_error_cannot_forge_a_line_of_the_log(
    api: httpx.AsyncClient, caplog: pytest.LogCaptureFixture
) -> None:
    caplog.set_level(logging.ERROR, logger="web")
    answer = await api.post(
        "/main/api/log",
        json={
            "message": f"boom\n{FORGED}\r{FORGED}\u2028{FORGED}",
            "draft": f"loan-1\n{FORGED}",
            "errorInfo": f"at Page (Page.tsx:12)\n{FORGED}\r\n\x1b[2K{FORGED}",
        },
    )
    assert answer.status_code == 204
    (record,) = [r for r in caplog.records if r.name == "web"]
    first, *stack = logging.Formatter(FORMAT).format(record).splitlines()
    assert first.count(" ERROR web: client error draft=loan-1\\x0a") == 1
    assert "boom\\x0a" + FORGED + "\\x0d" in first
    # The component stack keeps its lines, each indented, escape sequences made visible.
    assert stack == [
        "    | at Page (Page.tsx:12)",
        f"    | {FORGED}",
        f"    | \\x1b[2K{FORGED}",
    ]


async def test_a_client_error_without_a_stack_is_one_line(
    api: httpx.AsyncClient, caplog: pytest.LogCaptureFixture
) -> None:
    caplog.set_level(logging.ERROR, logger="web")
    sent = {"message": "Impossibile caricare la pagina «Offerta»", "draft": "loan-2"}
    assert (await api.post("/main/api/log", json=sent)).status_code == 204
    (record,) = [r for r in caplog.records if r.name == "web"]
    logged = record.getMessage()
    assert logged == "client error draft=loan-2: Impossibile caricare la pagina «Offerta»"
