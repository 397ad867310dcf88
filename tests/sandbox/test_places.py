"""controlloLocalita, recuperoFilialeLocator and the place lookups, on the official lists."""

import pytest

from tests.sandbox.conftest import B2BClient


def _codes(answer: dict) -> list[str]:
    return [e["codice"] for e in answer["elencoErrori"]]


@pytest.mark.parametrize(
    ("localita", "provincia", "cap", "codes"),
    [
        ("MILANO", "MI", "20121", []),
        ("AGLIE'", "TO", "10011", []),  # accent typed as an apostrophe, as on Italian forms
        ("SANT'ANGELO LODIGIANO", "LO", "26866", []),
        ("BOLZANO", "BZ", "39100", []),
        ("MILANO", "MI", "10121", ["E_CAP"]),  # a Turin CAP on a Milan address
        ("MONZA", "MI", "20900", ["E_LOCALITA_PROVINCIA"]),  # Monza is in MB since 2004
        ("PAPEROPOLI", "MI", "20121", ["E_LOCALITA"]),
        ("MILANO", "XX", "20121", ["E_PROVINCIA"]),
        ("MILANO", "MI", "", ["E_OBBLIGATORIO"]),
    ],
)
async def test_controlloLocalita(
    b2b: B2BClient, localita: str, provincia: str, cap: str, codes: list[str]
) -> None:
    answer = await b2b.call(
        "controlloLocalita",
        {
            "tipoIndirizzo": "RES",
            "indirizzo": "VIA ROMA 1",
            "localita": localita,
            "provincia": provincia,
            "cap": cap,
        },
    )
    assert _codes(answer) == codes


async def test_cap_of_another_comune_message(b2b: B2BClient) -> None:
    answer = await b2b.call(
        "controlloLocalita",
        {
            "tipoIndirizzo": "RES",
            "indirizzo": "VIA ROMA 1",
            "localita": "ROMA",
            "provincia": "RM",
            "cap": "20121",
        },
    )
    assert answer["elencoErrori"] == [
        {
            "codice": "E_CAP",
            "campo": "cap",
            "descrizione": "Il CAP non corrisponde al comune indicato",
        }
    ]


async def test_controlloLocalita_needs_an_address(b2b: B2BClient) -> None:
    answer = await b2b.call(
        "controlloLocalita",
        {
            "tipoIndirizzo": "XYZ",
            "indirizzo": "",
            "localita": "ROMA",
            "provincia": "RM",
            "cap": "00185",
        },
    )
    assert _codes(answer) == ["E_TIPO_INDIRIZZO", "E_OBBLIGATORIO"]


@pytest.mark.parametrize(
    ("provincia", "branch"),
    [("MI", "F003"), ("BG", "F003"), ("NA", "F016"), ("SS", "F021"), ("BT", "F017")],
)
async def test_recuperoFilialeLocator_nearest_by_province(
    b2b: B2BClient, provincia: str, branch: str
) -> None:
    answer = await b2b.call(
        "recuperoFilialeLocator",
        {"cap": "", "indirizzo": "", "localita": "", "provincia": provincia},
    )
    assert answer["filiale"]["codiceFiliale"] == branch


async def test_province_are_the_107_sigle(b2b: B2BClient) -> None:
    items = (await b2b.call("recuperaProvince", {}))["item"]
    assert len(items) == 107
    assert {"sigla": "MB", "descrizione": "MONZA E DELLA BRIANZA", "regione": "Lombardia"} in items


async def test_comuni_search_has_cap_istat_and_belfiore(b2b: B2BClient) -> None:
    items = (await b2b.call("recuperaComuni", {"testo": "milan", "provincia": "MI"}))["item"]
    milano = items[0]
    assert milano["comune"] == "MILANO"
    assert milano["codiceIstat"] == "015146"
    assert milano["codiceBelfiore"] == "F205"
    assert "20121" in milano["cap"]


async def test_street_search_offers_list_and_free_text(b2b: B2BClient) -> None:
    items = (await b2b.call("recuperaStrade", {"testo": "garib", "localita": "MILANO"}))["item"]
    assert [i["indirizzo"] for i in items] == ["VIA GARIBALDI", "GARIB"]
    free = (await b2b.call("recuperaStrade", {"testo": "vicolo  stretto", "localita": "MILANO"}))[
        "item"
    ]
    assert [i["indirizzo"] for i in free] == ["VICOLO STRETTO"]
