"""The back-office client against the sandbox over real HTTP: tokens, transient vs business."""

from pathlib import Path

import pytest

from activities.backoffice import BackOfficeClient, BackOfficeRejected, BackOfficeUnavailable
from activities.models import BackOfficeSession
from journey.constants import COMPANY_TYPE_CODE
from tests.conftest import free_port, running_sandbox

SESSION = BackOfficeSession(
    draftId="loan-test",
    fiscalCode="RSSMRA85T10F205R",
    firstName="Mario",
    lastName="Rossi",
    email="mario.rossi@gmail.com",
    mobilePhone="3401234567",
)


@pytest.fixture
async def client(sandbox_url: str):  # type: ignore[no-untyped-def]
    built = BackOfficeClient(sandbox_url, COMPANY_TYPE_CODE, timeout=5.0)
    yield built
    await built.aclose()


async def test_checks_answer_their_error_lists(client: BackOfficeClient) -> None:
    accepted = await client.execute("controlloEmail", {"email": "MARIO.ROSSI@GMAIL.COM"}, SESSION)
    assert accepted["elencoErrori"] == []
    refused = await client.execute(
        "controlloTelefono",
        {"numTelefono": "0212345678", "tipoTelefono": "TC", "provincia": "MI"},
        SESSION,
    )
    assert refused["elencoErrori"] and refused["elencoErrori"][0]["descrizione"]


async def test_one_token_per_application_is_reused(client: BackOfficeClient) -> None:
    await client.execute("controlloEmail", {"email": "A@GMAIL.COM"}, SESSION)
    first = client._tokens[SESSION.draftId].value
    await client.execute("controlloEmail", {"email": "B@GMAIL.COM"}, SESSION)
    assert client._tokens[SESSION.draftId].value == first


async def test_an_expired_token_is_renewed_once(client: BackOfficeClient) -> None:
    await client.execute("controlloEmail", {"email": "A@GMAIL.COM"}, SESSION)
    client._tokens[SESSION.draftId].value = "revoked-or-expired"
    answer = await client.execute("controlloEmail", {"email": "A@GMAIL.COM"}, SESSION)
    assert answer["elencoErrori"] == []
    assert client._tokens[SESSION.draftId].value != "revoked-or-expired"


async def test_an_unknown_service_is_a_business_rejection(client: BackOfficeClient) -> None:
    with pytest.raises(BackOfficeRejected) as rejected:
        await client.execute("serviceThatDoesNotExist", {}, SESSION)
    assert rejected.value.status == 404


async def test_a_malformed_request_is_a_business_rejection(client: BackOfficeClient) -> None:
    with pytest.raises(BackOfficeRejected) as rejected:
        await client.execute("controlloEmail", {"email": ["not", "a", "string"]}, SESSION)
    assert rejected.value.status == 422
    assert rejected.value.errors


async def test_server_errors_are_transient(var_dir: Path) -> None:
    with running_sandbox(var_dir, error_rate="1.0") as url:
        client = BackOfficeClient(url, COMPANY_TYPE_CODE, timeout=5.0)
        try:
            with pytest.raises(BackOfficeUnavailable, match="HTTP 50"):
                await client.execute("controlloEmail", {"email": "A@GMAIL.COM"}, SESSION)
        finally:
            await client.aclose()


async def test_a_slow_back_office_times_out_as_transient(var_dir: Path) -> None:
    with running_sandbox(var_dir, latency_ms="2000") as url:
        client = BackOfficeClient(url, COMPANY_TYPE_CODE, timeout=0.5)
        try:
            with pytest.raises(BackOfficeUnavailable, match="Timeout"):
                await client.execute("controlloEmail", {"email": "A@GMAIL.COM"}, SESSION)
        finally:
            await client.aclose()


async def test_nobody_listening_is_transient() -> None:
    client = BackOfficeClient(f"http://127.0.0.1:{free_port()}", COMPANY_TYPE_CODE, timeout=1.0)
    try:
        with pytest.raises(BackOfficeUnavailable, match="ConnectError"):
            await client.execute("controlloEmail", {"email": "A@GMAIL.COM"}, SESSION)
    finally:
        await client.aclose()
