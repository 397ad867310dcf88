"""Landing with a token (§7 verifica-token, elenco-parametri) and starting with it: the back office
vouches, the token is spent once, and no answer or snapshot ever carries it."""

import base64
import json
from collections.abc import Iterator

import httpx
from temporalio.client import Client

from journey import messages
from tests.api.test_applications import PREFIX
from tests.api.test_pratica import decoded_history
from tests.utils.applicants import mario_rossi, simulator_data
from tests.utils.arrival import GIULIA, GIULIA_FISCAL_CODE, TOKEN_LOAN, simulator_token, user_token


def giulia_form(**overrides: object) -> dict[str, object]:
    values: dict[str, object] = {
        "firstName": "Giulia",
        "lastName": "Bianchi",
        "fiscalCode": GIULIA_FISCAL_CODE,
        "emailAddress": "giulia.bianchi@example.com",
        "mobilePhone": GIULIA["cellulare"],
        "cap": GIULIA["cap"],
    }
    values.update(overrides)
    return mario_rossi(**values).model_dump()


def _payload_data(node: object) -> Iterator[str]:
    """The base64 `data` of every payload in a history as JSON."""
    if isinstance(node, dict):
        if "metadata" in node and "data" in node:
            yield node["data"]
            return
        for value in node.values():
            yield from _payload_data(value)
    elif isinstance(node, list):
        for value in node:
            yield from _payload_data(value)


async def _snapshot(api: httpx.AsyncClient, started: dict[str, object]) -> httpx.Response:
    return await api.get(
        f"{PREFIX}/{started['applicationId']}", headers={"b2b-authorization": str(started["token"])}
    )


async def test_a_simulator_token_fixes_the_loan_and_starts_one_application(
    api: httpx.AsyncClient, sandbox_url: str, temporal_client: Client
) -> None:
    issued = await simulator_token(sandbox_url)
    landing = {"scToken": issued["SC_TOKEN"], "id_simulator_data": issued["id"]}

    verified = await api.post("/main/api/verifica-token", json=landing)
    assert verified.status_code == 200, verified.text
    assert verified.json()["SC_IMPORTO_TOTALE"] == TOKEN_LOAN["SC_IMPORTO_TOTALE"]
    assert verified.json()["SC_NUMERO_RATE"] == TOKEN_LOAN["SC_NUMERO_RATE"]
    assert issued["SC_TOKEN"] not in verified.text and "SC_TOKEN" not in verified.json()
    assert verified.headers["cache-control"] == "private, no-store"

    # The address bar edited: a bigger loan and the OTP outcome of a known customer.
    tampered = simulator_data(
        SC_IMPORTO_TOTALE=5_000_000, SC_NUMERO_RATE=120, CODICE_OFFERTA="PP-FAKE", EsitoOTP="S"
    ).model_copy(update={"SC_TOKEN": issued["SC_TOKEN"], "id": issued["id"]})
    body = {"simulator": tampered.model_dump(exclude_none=True), "form": mario_rossi().model_dump()}
    response = await api.post(PREFIX, json=body)
    assert response.status_code == 200, response.text
    assert issued["SC_TOKEN"] not in response.text
    simulator = response.json()["snapshot"]["simulator"]
    assert simulator["SC_IMPORTO_TOTALE"] == TOKEN_LOAN["SC_IMPORTO_TOTALE"]
    assert simulator["SC_NUMERO_RATE"] == TOKEN_LOAN["SC_NUMERO_RATE"]
    assert simulator["CODICE_OFFERTA"] == TOKEN_LOAN["CODICE_OFFERTA"]
    assert simulator["EsitoOTP"] is None and simulator["SC_TOKEN"] is None
    assert simulator["UTM_SOURCE"] == "simulatore"
    offer = response.json()["snapshot"]["simulation"]["codOfferta"]
    assert offer["importoTotale"] == TOKEN_LOAN["SC_IMPORTO_TOTALE"]

    read = await _snapshot(api, response.json())
    assert read.status_code == 200 and issued["SC_TOKEN"] not in read.text
    # Stored by Temporal only through the codec: not in clear in any event, search attribute
    # or memo of the history.
    workflow_id = response.json()["applicationId"]
    history = await temporal_client.get_workflow_handle(workflow_id).fetch_history()
    stored = "\n".join(
        [history.to_json()]
        + [
            base64.b64decode(p).decode("latin-1")
            for p in _payload_data(json.loads(history.to_json()))
        ]
    )
    assert issued["SC_TOKEN"] not in stored and "LoanApplicationWorkflow" in stored
    # ...while the codec's clear text has it: the check above looks where the token would be.
    assert issued["SC_TOKEN"].encode() in await decoded_history(temporal_client, workflow_id)

    # Spent by that start: neither a second landing nor a second application can use it.
    again = await api.post("/main/api/verifica-token", json=landing)
    assert again.status_code == 403 and again.json()["message"] == messages.TOKEN_NON_VALIDO
    second = await api.post(PREFIX, json=body)
    assert second.status_code == 403 and second.json()["code"] == "token_refused"


async def test_forged_and_expired_simulator_tokens_are_refused_in_italian(
    api: httpx.AsyncClient, sandbox_url: str
) -> None:
    issued = await simulator_token(sandbox_url)
    expired = await simulator_token(sandbox_url, ttl_seconds=0)
    for landing in (
        {"scToken": "forged-" + issued["SC_TOKEN"][7:], "id_simulator_data": issued["id"]},
        {"scToken": expired["SC_TOKEN"], "id_simulator_data": expired["id"]},
    ):
        refused = await api.post("/main/api/verifica-token", json=landing)
        assert refused.status_code == 403
        assert refused.json() == {
            "code": "token_refused",
            "message": messages.TOKEN_NON_VALIDO,
            "errors": {},
        }

    forged = simulator_data().model_copy(update={"SC_TOKEN": "forged", "id": issued["id"]})
    started = await api.post(
        PREFIX,
        json={
            "simulator": forged.model_dump(exclude_none=True),
            "form": mario_rossi().model_dump(),
        },
    )
    assert started.status_code == 403
    # No application handed over: the person starts again from the public simulator.
    assert "applicationId" not in started.json() and "token" not in started.json()
    # The forged attempt did not spend the real token.
    landing = {"scToken": issued["SC_TOKEN"], "id_simulator_data": issued["id"]}
    assert (await api.post("/main/api/verifica-token", json=landing)).status_code == 200


async def test_a_user_token_prefills_only_what_the_light_form_shows(
    api: httpx.AsyncClient, sandbox_url: str
) -> None:
    issued = await user_token(sandbox_url)
    response = await api.get(f"/main/api/elenco-parametri/{issued['flag']}/{issued['token']}")
    assert response.status_code == 200, response.text
    assert response.json() == {
        "firstName": "Giulia",
        "lastName": "Bianchi",
        "fiscalCode": GIULIA_FISCAL_CODE,
        "emailAddress": "giulia.bianchi@example.com",
        "mobilePhone": GIULIA["cellulare"],
        "cap": GIULIA["cap"],
    }
    # Birth date and document stay server-side until a page shows them.
    assert GIULIA["numeroDocumento"] not in response.text
    assert GIULIA["dataNascita"] not in response.text
    assert response.headers["cache-control"] == "private, no-store"

    started = await api.post(
        PREFIX,
        json={
            "simulator": simulator_data(token=issued["token"]).model_dump(exclude_none=True),
            "form": giulia_form(),
            "userTokenFlag": issued["flag"],
        },
    )
    assert started.status_code == 200, started.text
    assert issued["token"] not in started.text
    snapshot = started.json()["snapshot"]
    # Identified by the customer area: the §4 initial flow reads her known data.
    assert snapshot["knownData"]["email"] == GIULIA["email"]
    assert snapshot["simulator"]["token"] is None
    read = await _snapshot(api, started.json())
    assert issued["token"] not in read.text

    spent = await api.get(f"/main/api/elenco-parametri/{issued['flag']}/{issued['token']}")
    assert spent.status_code == 403 and spent.json()["message"] == messages.TOKEN_NON_VALIDO


async def test_a_user_token_vouches_for_its_own_fiscal_code_only(
    api: httpx.AsyncClient, sandbox_url: str
) -> None:
    issued = await user_token(sandbox_url)
    started = await api.post(
        PREFIX,
        json={
            "simulator": simulator_data(token=issued["token"]).model_dump(exclude_none=True),
            # Someone else's fiscal code typed over the prefilled one.
            "form": mario_rossi().model_dump(),
            "userTokenFlag": issued["flag"],
        },
    )
    assert started.status_code == 200, started.text
    snapshot = started.json()["snapshot"]
    assert snapshot["knownData"]["email"] == ""
    assert GIULIA["email"] not in started.text and GIULIA["numeroDocumento"] not in started.text


async def test_an_otp_outcome_in_the_address_bar_is_not_trusted(api: httpx.AsyncClient) -> None:
    started = await api.post(
        PREFIX,
        json={
            "simulator": simulator_data(EsitoOTP="S").model_dump(exclude_none=True),
            "form": giulia_form(),
        },
    )
    assert started.status_code == 200, started.text
    assert started.json()["snapshot"]["knownData"]["email"] == ""


async def test_forged_user_token_and_bad_flag_are_refused(
    api: httpx.AsyncClient, sandbox_url: str
) -> None:
    issued = await user_token(sandbox_url)
    expired = await user_token(sandbox_url, ttl_seconds=0)
    for path in (
        f"/main/api/elenco-parametri/{issued['flag']}/forged",
        f"/main/api/elenco-parametri/XX/{issued['token']}",
        f"/main/api/elenco-parametri/{expired['flag']}/{expired['token']}",
    ):
        refused = await api.get(path)
        assert refused.status_code == 403, path
        assert refused.json()["message"] == messages.TOKEN_NON_VALIDO
