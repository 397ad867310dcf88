"""Before an application exists: the simulator's quote and the spec's /call actions."""

import httpx

from journey import messages


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
