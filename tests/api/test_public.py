"""Before an application exists: the simulator's quote and the spec's /call actions."""

from typing import Any, cast

import httpx
from temporalio.client import Client
from temporalio.service import RPCError, RPCStatusCode

from journey import messages
from runtime.settings import Settings
from tests.api.test_applications import start
from tests.utils.applicants import simulator_data


async def test_a_quote_has_the_engine_figures_and_the_representative_example(
    api: httpx.AsyncClient,
) -> None:
    quote = (
        await api.post("/main/api/simulator/quote", json={"importo": 1_000_000, "numeroRate": 60})
    ).json()
    offer = quote["offerta"]
    assert offer["importoTotale"] == 1_000_000 and offer["numeroRate"] == 60
    assert 15_000 < offer["importoRata"] < 25_000
    example = quote["esempioRappresentativo"]
    assert example.startswith("Esempio rappresentativo: importo totale del credito 10.000,00 €")
    assert "TAEG" in example and "Importo totale dovuto" in example


async def test_the_quote_and_the_engines_offer_agree_for_the_same_loan(
    api: httpx.AsyncClient,
) -> None:
    # What the simulator and a light form opened without simulator data show for 10.000 € in 60
    # months, and what the offer page then shows a new customer for the same loan.
    loan = simulator_data()
    quote = (
        await api.post(
            "/main/api/simulator/quote",
            json={
                "importo": loan.SC_IMPORTO_TOTALE,
                "numeroRate": loan.SC_NUMERO_RATE,
                "finalita": loan.SC_BENE,
            },
        )
    ).json()["offerta"]
    offer = (await start(api))["snapshot"]["simulation"]["codOfferta"]  # type: ignore[index]
    assert offer["importoTotale"] == quote["importoTotale"] == loan.SC_IMPORTO_TOTALE
    assert offer["importoRata"] == quote["importoRata"]
    assert (offer["tan"], offer["taeg"]) == (quote["tan"], quote["taeg"])


async def test_a_quote_outside_the_limits_is_refused_in_italian(api: httpx.AsyncClient) -> None:
    response = await api.post("/main/api/simulator/quote", json={"importo": 50, "numeroRate": 60})
    assert response.status_code == 422
    assert response.json()["message"] == messages.RICHIESTA_NON_VALIDA


async def test_simulator_data_by_code_and_unknown_code(api: httpx.AsyncClient) -> None:
    found = await api.post("/main/api/call", json={"action": "getSimulatorData", "code": "DEMO"})
    assert found.status_code == 200
    assert found.json()["SC_IMPORTO_TOTALE"] > 0
    missing = await api.post("/main/api/call", json={"action": "getSimulatorData", "code": "NOPE"})
    assert missing.status_code == 404


async def test_configuration_by_app_code(api: httpx.AsyncClient) -> None:
    found = (
        await api.post("/main/api/call", json={"action": "getConfiguration", "codiceApp": "DS"})
    ).json()
    assert found["partner"]["canale"] == "MAP"
    unknown = (
        await api.post("/main/api/call", json={"action": "getConfiguration", "codiceApp": "ZZ"})
    ).json()
    assert unknown == {"configuration": None, "partner": None}


class _Unreachable:
    """A Temporal client whose server has gone away."""

    async def execute_workflow(self, *_: Any, **__: Any) -> Any:
        raise RPCError("connection refused", RPCStatusCode.UNAVAILABLE, b"")


async def test_temporal_out_of_reach_is_unavailable_not_an_internal_error(
    settings: Settings,
) -> None:
    from api.main import create_app

    app = create_app(settings, cast(Client, _Unreachable()))
    transport = httpx.ASGITransport(app=app)
    async with httpx.AsyncClient(transport=transport, base_url="http://testserver") as client:
        quote = await client.post(
            "/main/api/simulator/quote", json={"importo": 1_000_000, "numeroRate": 60}
        )
        call = await client.post("/main/api/call", json={"action": "getConfiguration"})
    for response in (quote, call):
        assert response.status_code == 503
        assert response.json()["message"] == messages.SERVIZIO_NON_DISPONIBILE
