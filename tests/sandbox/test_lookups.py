"""Lookups, configuration, simulator data, loading parameters, account longevity (§3, §7)."""

import httpx

from journey.countries import COUNTRIES, description_key
from tests.sandbox.conftest import B2BClient


async def test_countries_shape_of_spec_3(b2b: B2BClient) -> None:
    lists = await b2b.call("recuperaLookup", {})
    countries = lists["countries"]
    assert len(countries) == 52
    keys = [description_key(c["descrizione"]) for c in countries]
    assert keys == sorted(keys)
    by_code = {c["codice"]: c for c in countries}
    assert by_code["ROU"]["flagExtracomunitaria"] == "N"
    assert by_code["ALB"]["flagExtracomunitaria"] == "S"
    assert by_code["ZZZ"]["descrizione"] == "Altro stato"
    assert sum(c["flagExtracomunitaria"] == "N" for c in countries) == 27
    assert lists["cittadinanza"] == countries


async def test_country_names_are_written_as_the_static_list_of_spec_3_writes_them(
    b2b: B2BClient,
) -> None:
    # The forms show the names as they come: "Paesi Bassi", never "PAESI BASSI" (which a screen
    # can only turn into "Paesi bassi").
    countries = (await b2b.call("recuperaLookup", {"tipo": "countries"}))["countries"]
    ours = {c.codice: c.descrizione for c in COUNTRIES}
    for country in countries:
        assert country["descrizione"] != country["descrizione"].upper(), country
        if country["codice"] in ours:
            assert country["descrizione"] == ours[country["codice"]]
    names = {c["codice"]: c["descrizione"] for c in countries}
    assert (names["NLD"], names["GBR"], names["USA"]) == (
        "Paesi Bassi",
        "Regno Unito",
        "Stati Uniti d'America",
    )


async def test_every_lookup_list_is_served(b2b: B2BClient) -> None:
    lists = await b2b.call("recuperaLookup", {})
    for name in (
        "abitazioni",
        "occupazioni",
        "settori",
        "statoCivile",
        "tipoReddito",
        "tipoAssunzione",
    ):
        assert lists[name], name
        assert all({"codice", "descrizione"} <= set(item) for item in lists[name])
    one = await b2b.call("recuperaLookup", {"tipo": "settori"})
    assert list(one) == ["settori"]


async def test_unknown_lookup_is_422(b2b: B2BClient) -> None:
    response = await b2b.raw("recuperaLookup", {"tipo": "pianeti"})
    assert response.status_code == 422


async def test_genericRecuperaDati_account_longevity(b2b: B2BClient) -> None:
    answer = await b2b.call("genericRecuperaDati", {"tipoDato": "LONGEVITA_CONTO"})
    assert [d["valore"] for d in answer["dati"]] == [18, 60, 108, 144]


async def test_recuperoParametriCaricamento(b2b: B2BClient) -> None:
    answer = await b2b.call(
        "recuperoParametriCaricamento", {"procedura": "PP", "tipoProdotto": "PP"}
    )
    assert answer["parametri"]["canaleAcquisizione"] == "MAP"
    assert answer["parametri"]["importoMassimo"] == 50000
    wrong = await b2b.call(
        "recuperoParametriCaricamento", {"procedura": "XX", "tipoProdotto": "PP"}
    )
    assert wrong["elencoErrori"][0]["codice"] == "E_PRODOTTO"


async def test_getConfiguration_by_app_code(b2b: B2BClient) -> None:
    answer = await b2b.call(
        "getConfiguration", {"codiceApp": "DS", "fiscalCode": "RSSMRA85T10F205R"}
    )
    assert answer["configuration"]["tipo_procedura"] == "PP"
    assert answer["partner"]["intermediario"]["codIntermediario"]


async def test_getConfiguration_unknown_is_404(b2b: B2BClient) -> None:
    response = await b2b.raw("getConfiguration", {"codiceApp": "NOPE"})
    assert response.status_code == 404
    assert (
        response.json()["getConfigurationResponse"]["elencoErrori"][0]["codice"]
        == "E_CONFIGURAZIONE"
    )


async def test_getSimulatorData_by_code(b2b: B2BClient, http: httpx.AsyncClient) -> None:
    assert (await b2b.raw("getSimulatorData", {"code": "SIM-1"})).status_code == 404
    data = {"CODICE_OFFERTA": "OFF1", "SC_IMPORTO_TOTALE": 1000000, "SC_NUMERO_RATE": 60}
    created = await http.post("/operator/api/simulator-data", json={"code": "SIM-1", "data": data})
    assert created.status_code == 200
    assert await b2b.call("getSimulatorData", {"code": "SIM-1"}) == data


async def test_demo_simulator_data_is_seeded(b2b: B2BClient) -> None:
    demo = await b2b.call("getSimulatorData", {"code": "DEMO"})
    assert demo["SC_IMPORTO_TOTALE"] == 1000000
    assert demo["SC_NUMERO_RATE"] == 60
    assert demo["SC_IMPORTO_RATA"] > 0
