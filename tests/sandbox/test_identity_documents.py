"""controlloDocumento: type, number format, issue date, expiry and place of issue."""

from datetime import date, timedelta
from typing import Any

import pytest

from tests.sandbox.conftest import B2BClient


def _years_ago(years: int, days: int = 0) -> str:
    today = date.today()
    return (today.replace(year=today.year - years) - timedelta(days=days)).strftime("%d/%m/%Y")


def _document(**change: Any) -> dict[str, Any]:
    return {
        "tipoDocumento": "DIG",
        "numeroDocumento": "CA12345AB",
        "dataRilascio": _years_ago(2),
        "localitaRilascio": "MILANO",
        "provinciaRilascio": "MI",
        "dataNascita": "10/12/1985",
        "localitaResidenza": "MILANO",
        "provinciaResidenza": "MI",
        **change,
    }


def _codes(answer: dict) -> list[str]:
    return [e["codice"] for e in answer["elencoErrori"]]


@pytest.mark.parametrize(
    ("change", "codes"),
    [
        ({}, []),
        ({"tipoDocumento": "CAR", "numeroDocumento": "AX1234567"}, []),
        ({"tipoDocumento": "PAT", "numeroDocumento": "U1A2B3C4DX"}, []),
        ({"tipoDocumento": "PAT", "numeroDocumento": "MI1234567A"}, []),
        ({"tipoDocumento": "PAS", "numeroDocumento": "YA1234567"}, []),
        ({"numeroDocumento": "AX1234567"}, ["E_NUMERO_DOCUMENTO"]),  # paper format on a CIE
        ({"tipoDocumento": "CAR", "numeroDocumento": "CA12345AB"}, ["E_NUMERO_DOCUMENTO"]),
        ({"tipoDocumento": "ZZZ"}, ["E_TIPO_DOCUMENTO"]),
        (
            {"dataRilascio": (date.today() + timedelta(days=3)).strftime("%d/%m/%Y")},
            ["E_DATA_RILASCIO_FUTURA"],
        ),
        ({"dataRilascio": "31/02/2020"}, ["E_DATA_RILASCIO"]),
        ({"localitaRilascio": "PAPEROPOLI"}, ["E_LOCALITA"]),
        ({"localitaRilascio": "ROMA"}, ["E_LOCALITA_PROVINCIA"]),
        ({"provinciaRilascio": "ZZ"}, ["E_PROVINCIA"]),
        ({"localitaResidenza": "PAPEROPOLI"}, ["E_LOCALITA"]),
        # Electronic permit: a letter, two digits, six letters or digits.
        ({"tipoDocumento": "EPER", "numeroDocumento": "I12345678"}, []),
        ({"tipoDocumento": "EPER", "numeroDocumento": "12345678"}, ["E_NUMERO_DOCUMENTO"]),
        ({"tipoDocumento": "PAS", "numeroDocumento": "YA123456"}, ["E_NUMERO_DOCUMENTO"]),
        ({"numeroDocumento": ""}, ["E_NUMERO_DOCUMENTO"]),
        # Dates as the journey sends them (yyyymmdd) are read as well.
        ({"dataRilascio": "20250301", "dataNascita": "19851210"}, []),
        ({"dataNascita": "31/02/1985"}, ["E_DATA_NASCITA"]),
        (
            {"dataNascita": (date.today() + timedelta(days=1)).strftime("%d/%m/%Y")},
            ["E_DATA_NASCITA"],
        ),
        ({"dataNascita": "10/12/2030", "dataRilascio": "01/01/2020"}, ["E_DATA_NASCITA"]),
        ({"dataNascita": "10/12/1985", "dataRilascio": "01/01/1980"}, ["E_DATA_RILASCIO"]),
        # CA00000AA numbers belong to the CIE 3.0, issued since 4 July 2016.
        ({"dataRilascio": "01/03/2016"}, ["E_DATA_RILASCIO"]),
    ],
)
async def test_controlloDocumento(b2b: B2BClient, change: dict[str, Any], codes: list[str]) -> None:
    assert _codes(await b2b.call("controlloDocumento", _document(**change))) == codes


async def test_expired_identity_card(b2b: B2BClient) -> None:
    # Issued 11 years ago: 10 years of validity, up to the next birthday, are long gone. (A
    # paper card: no CIE of this number format is that old.)
    answer = await b2b.call(
        "controlloDocumento",
        _document(
            tipoDocumento="CAR", numeroDocumento="AX1234567", dataRilascio=_years_ago(11, 40)
        ),
    )
    assert _codes(answer) == ["E_DOCUMENTO_SCADUTO"]
    assert answer["elencoErrori"][0]["descrizione"].startswith("Documento scaduto il ")


async def test_identity_card_lasts_until_the_birthday_after_ten_years(b2b: B2BClient) -> None:
    answer = await b2b.call(
        "controlloDocumento", _document(dataRilascio="15/03/2019", dataNascita="10/12/1985")
    )
    assert answer["dataScadenza"] == "10/12/2029"


async def test_driving_licence_after_fifty_lasts_five_years(b2b: B2BClient) -> None:
    answer = await b2b.call(
        "controlloDocumento",
        _document(
            tipoDocumento="PAT",
            numeroDocumento="U1A2B3C4DX",
            dataRilascio="01/06/2021",
            dataNascita="01/01/1960",
        ),
    )
    assert answer["dataScadenza"] == "01/06/2026"


async def test_field_names_of_place_errors(b2b: B2BClient) -> None:
    answer = await b2b.call("controlloDocumento", _document(provinciaRilascio="ZZ"))
    assert answer["elencoErrori"][0]["campo"] == "provinciaRilascio"


async def test_a_small_childs_identity_card_lasts_three_years(b2b: B2BClient) -> None:
    answer = await b2b.call(
        "controlloDocumento",
        _document(dataRilascio="01/06/2024", dataNascita="15/01/2023"),
    )
    # Three years, then to the birthday after: 15/01/2028.
    assert answer["dataScadenza"] == "15/01/2028"


async def test_place_errors_say_which_place_they_are_about(b2b: B2BClient) -> None:
    answer = await b2b.call(
        "controlloDocumento", _document(localitaRilascio="PAPEROPOLI", provinciaResidenza="ZZ")
    )
    by_field = {e["campo"]: e["descrizione"] for e in answer["elencoErrori"]}
    assert by_field == {
        "localitaRilascio": "Comune inesistente (luogo di rilascio)",
        "provinciaResidenza": "Provincia inesistente (residenza)",
    }
