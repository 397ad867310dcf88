"""controlloDatoreLavoro: every field of spec §7, income and occupation consistent."""

from typing import Any

import pytest

from tests.sandbox.conftest import B2BClient

EMPLOYEE: dict[str, Any] = {
    "canale": "MAP",
    "codIntermediario": "0000012",
    "settore": "PRI",
    "occupazione": "01",
    "tipoReddito": "BP",
    "reddito": 1800,
    "periodicitaReddito": "M",
    "numMensilita": 14,
    "occupazioneDal": "201503",
    "numFamiliari": 3,
    "numFamiliariReddito": 2,
    "nomeDatore": "ACME SRL",
    "indirizzoDatore": "VIA TORINO 10",
    "localitaDatore": "MILANO",
    "provinciaDatore": "MI",
    "capDatore": "20123",
    "telefonoDatore": "0287654321",
    "codFiscale": "RSSMRA85T10F205R",
    "dataNascita": "19851210",
    "tipoAssunzione": "IND",
}
PENSIONER: dict[str, Any] = {
    "settore": "PEN",
    "occupazione": "20",
    "tipoReddito": "CP",
    "reddito": 1400,
    "numMensilita": 13,
    "numFamiliari": 1,
    "numFamiliariReddito": 1,
    "dataNascita": "19500101",
}


def _codes(answer: dict) -> list[str]:
    return [e["codice"] for e in answer["elencoErrori"]]


async def test_consistent_employee(b2b: B2BClient) -> None:
    assert _codes(await b2b.call("controlloDatoreLavoro", EMPLOYEE)) == []


async def test_consistent_pensioner_needs_no_employer(b2b: B2BClient) -> None:
    assert _codes(await b2b.call("controlloDatoreLavoro", PENSIONER)) == []


@pytest.mark.parametrize(
    ("change", "codes"),
    [
        ({"settore": "PEN"}, ["E_SETTORE_OCCUPAZIONE"]),
        ({"tipoReddito": "CP"}, ["E_REDDITO_OCCUPAZIONE"]),
        ({"reddito": 0}, ["E_REDDITO"]),
        ({"reddito": 250000}, ["E_REDDITO"]),  # monthly: 3 million a year is a typo
        ({"numMensilita": 18}, ["E_MENSILITA"]),
        ({"tipoAssunzione": "XYZ"}, ["E_TIPO_ASSUNZIONE"]),
        ({"nomeDatore": ""}, ["E_OBBLIGATORIO"]),
        ({"capDatore": "00185"}, ["E_CAP"]),
        ({"localitaDatore": "TORINO"}, ["E_LOCALITA_PROVINCIA"]),
        ({"telefonoDatore": "12"}, ["E_TELEFONO_NON_VALIDO"]),
        ({"occupazioneDal": "209901"}, ["E_DATA_FUTURA"]),
        ({"occupazioneDal": "199001"}, ["E_DATA"]),  # aged 4
        ({"occupazioneDal": "2015-3"}, ["E_DATA"]),
        ({"numFamiliariReddito": 4}, ["E_FAMILIARI_REDDITO"]),
        ({"numFamiliari": 0}, ["E_FAMILIARI"]),
        ({"occupazione": "99"}, ["E_OCCUPAZIONE"]),
    ],
)
async def test_inconsistent_employee(
    b2b: B2BClient, change: dict[str, Any], codes: list[str]
) -> None:
    answer = await b2b.call("controlloDatoreLavoro", {**EMPLOYEE, **change})
    assert _codes(answer) == codes


async def test_error_names_the_request_field(b2b: B2BClient) -> None:
    answer = await b2b.call("controlloDatoreLavoro", {**EMPLOYEE, "capDatore": "00185"})
    assert answer["elencoErrori"][0]["campo"] == "capDatore"
    assert answer["elencoErrori"][0]["descrizione"] == "Il CAP non corrisponde al comune indicato"


async def test_pensioner_with_hiring_type(b2b: B2BClient) -> None:
    answer = await b2b.call("controlloDatoreLavoro", {**PENSIONER, "tipoAssunzione": "IND"})
    assert _codes(answer) == ["E_TIPO_ASSUNZIONE"]
