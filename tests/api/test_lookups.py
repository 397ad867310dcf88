"""Reference lists and place searches, from the worker's copy of the back office's lists."""

import httpx

from journey import messages


async def test_every_select_has_its_options(api: httpx.AsyncClient) -> None:
    lists = (await api.get("/main/api/cache/lookup")).json()
    assert {o["codice"] for o in lists["abitazioni"]} >= {"PRO", "AFF"}
    assert {o["codice"] for o in lists["posizioniLavorative"]} == {"D", "A", "P", "C"}
    assert len(lists["province"]) == 107
    assert any(c["codice"] == "ITA" for c in lists["cittadinanza"])
    assert all(
        o["descrizione"] for name in ("settori", "statoCivile", "tipoReddito") for o in lists[name]
    )


async def test_comuni_ignore_accents_and_case(api: httpx.AsyncClient) -> None:
    found = (await api.get("/main/api/lookup/comuni", params={"q": "forli"})).json()
    assert found[0]["comune"] == "FORLÌ" and found[0]["provincia"] == "FC"
    assert "47121" in found[0]["cap"]

    milano = (
        await api.get("/main/api/lookup/comuni", params={"q": "mila", "provincia": "MI"})
    ).json()
    assert [c["comune"] for c in milano][:1] == ["MILANO"]
    assert all(c["provincia"] == "MI" for c in milano)


async def test_streets_accept_free_text(api: httpx.AsyncClient) -> None:
    found = (await api.get("/main/api/lookup/strade", params={"q": "via dei mille 4"})).json()
    assert found[-1] == "VIA DEI MILLE 4"


async def test_the_spec_external_paths(api: httpx.AsyncClient) -> None:
    province = (
        await api.post("/main/api/external", json={"token": "t", "path": "/province"})
    ).json()
    assert len(province["item"]) == 107
    comuni = (await api.post("/main/api/external", json={"path": "/comuni?in=roma&prov=RM"})).json()
    assert comuni["item"][0]["comune"] == "ROMA"
    unknown = (await api.post("/main/api/external", json={"path": "/nothing"})).json()
    assert unknown == {"item": []}


async def test_too_long_a_search_is_refused_in_italian(api: httpx.AsyncClient) -> None:
    response = await api.get("/main/api/lookup/comuni", params={"q": "x" * 200})
    assert response.status_code == 422
    assert response.json()["message"] == messages.CONTROLLA_CAMPI
    [said] = response.json()["errors"].values()
    assert said.startswith("Il testo è troppo lungo: al massimo ")
