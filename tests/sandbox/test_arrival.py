"""verificaToken and elencoParametri: arrival tokens with real expiry and single use."""

import httpx

from sandbox.seed import KNOWN_CUSTOMERS, customer_fiscal_code
from tests.sandbox.conftest import B2BClient

LOAN = {"SC_IMPORTO_TOTALE": 1_500_000, "SC_IMPORTO_RATA": 30_000, "SC_NUMERO_RATE": 60}


async def _simulator_token(http: httpx.AsyncClient, ttl: int = 600) -> dict[str, str]:
    issued = await http.post(
        "/operator/api/arrival-tokens/simulator", json={"data": LOAN, "ttlSeconds": ttl}
    )
    assert issued.status_code == 200, issued.text
    return issued.json()  # type: ignore[no-any-return]


async def test_a_simulator_token_gives_its_data_and_is_spent_once(
    b2b: B2BClient, http: httpx.AsyncClient
) -> None:
    issued = await _simulator_token(http)
    request = {"scToken": issued["SC_TOKEN"], "id_simulator_data": issued["id"]}

    peeked = await b2b.call("verificaToken", {**request, "consuma": "N"})
    assert peeked["esito"] == "OK" and peeked["simulatorData"] == LOAN
    spent = await b2b.call("verificaToken", {**request, "consuma": "S"})
    assert spent["simulatorData"] == LOAN

    again = await b2b.call("verificaToken", {**request, "consuma": "N"})
    assert again["esito"] == "KO"
    assert again["elencoErrori"][0]["codice"] == "E_TOKEN_UTILIZZATO"


async def test_forged_mismatched_and_expired_simulator_tokens_are_refused(
    b2b: B2BClient, http: httpx.AsyncClient
) -> None:
    issued, other = await _simulator_token(http), await _simulator_token(http)
    expired = await _simulator_token(http, ttl=0)
    cases = {
        "E_TOKEN_NON_VALIDO": {"scToken": "forged", "id_simulator_data": issued["id"]},
        "E_TOKEN_SCADUTO": {"scToken": expired["SC_TOKEN"], "id_simulator_data": expired["id"]},
    }
    for code, request in cases.items():
        answer = await b2b.call("verificaToken", request)
        assert answer["esito"] == "KO"
        assert answer["elencoErrori"][0]["codice"] == code
    crossed = await b2b.call(
        "verificaToken", {"scToken": issued["SC_TOKEN"], "id_simulator_data": other["id"]}
    )
    assert crossed["elencoErrori"][0]["campo"] == "id_simulator_data"


async def test_a_user_token_gives_the_known_customer(
    b2b: B2BClient, http: httpx.AsyncClient
) -> None:
    giulia = KNOWN_CUSTOMERS[0]
    code = customer_fiscal_code(giulia)
    issued = (
        await http.post("/operator/api/arrival-tokens/user", json={"codFiscale": code})
    ).json()

    wrong_flag = await b2b.call("elencoParametri", {"flag": "XX", "token": issued["token"]})
    assert wrong_flag["esito"] == "KO"
    answer = await b2b.call(
        "elencoParametri", {"flag": issued["flag"], "token": issued["token"], "consuma": "S"}
    )
    assert answer["esito"] == "OK"
    assert answer["user"]["fiscalCode"] == code
    assert answer["user"]["mobilePhone"] == giulia["cellulare"]
    assert answer["user"]["docId"] == giulia["numeroDocumento"]
    assert answer["user"]["resAddressZipCode"] == giulia["cap"]

    spent = await b2b.call("elencoParametri", {"flag": issued["flag"], "token": issued["token"]})
    assert spent["elencoErrori"][0]["codice"] == "E_TOKEN_UTILIZZATO"


async def test_token_services_need_the_b2b_session(http: httpx.AsyncClient) -> None:
    anonymous = B2BClient(http)
    response = await anonymous.raw("verificaToken", {"scToken": "x", "id_simulator_data": "y"})
    assert response.status_code == 401
