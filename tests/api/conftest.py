"""Fixtures shared by the API's suites."""

from collections.abc import Iterator

import httpx
import pytest


@pytest.fixture
def decided(sandbox_url: str) -> Iterator[list[str]]:
    """The requests a test sent, decided by the provider's operator afterwards: an open
    request of the same person makes the sandbox's CRM refuse that person's next light form
    ("Cliente con richiesta in corso"), and the other tests share the sandbox."""
    numbers: list[str] = []
    yield numbers
    for number in numbers:
        httpx.post(
            f"{sandbox_url}/operator/outcomes", data={"numPratica": number, "esito": "APPROVATA"}
        )
