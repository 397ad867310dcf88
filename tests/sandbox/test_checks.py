"""controlloEmail, controlloTelefono, controlloIBAN: error lists with Italian messages (spec §5)."""

import pytest

from tests.sandbox.conftest import B2BClient


def _codes(answer: dict) -> list[str]:
    return [error["codice"] for error in answer["elencoErrori"]]


@pytest.mark.parametrize(
    ("email", "codes"),
    [
        ("MARIO.ROSSI@GMAIL.COM", []),
        ("mario.rossi@example.com", []),
        ("MARIO.ROSSI@@GMAIL.COM", ["E_EMAIL_NON_VALIDA"]),
        ("MARIO.ROSSI@GMAIL", ["E_EMAIL_NON_VALIDA"]),
        ("mario@prova.test", ["E_EMAIL_NON_VALIDA"]),
        ("mario@mailinator.com", ["E_EMAIL_TEMPORANEA"]),
        ("", ["E_OBBLIGATORIO"]),
    ],
)
async def test_controlloEmail(b2b: B2BClient, email: str, codes: list[str]) -> None:
    answer = await b2b.call("controlloEmail", {"email": email})
    assert _codes(answer) == codes
    if codes:
        assert answer["elencoErrori"][0]["campo"] == "email"


async def test_controlloEmail_message_is_italian(b2b: B2BClient) -> None:
    answer = await b2b.call("controlloEmail", {"email": "NON-UNA-EMAIL"})
    assert answer["elencoErrori"][0]["descrizione"] == "Indirizzo e-mail non valido"


@pytest.mark.parametrize(
    ("number", "codes"),
    [
        ("3331234567", []),
        ("+39 333 1234567", []),
        ("0039 3471234567", []),
        ("0212345678", ["E_TELEFONO_NON_CELLULARE"]),  # a Milan landline used as mobile
        ("+447911123456", ["E_TELEFONO_NON_CELLULARE"]),  # a mobile, but not Italian
        ("33312", ["E_TELEFONO_NON_VALIDO"]),
        ("abc", ["E_TELEFONO_NON_VALIDO"]),
    ],
)
async def test_controlloTelefono_italian_mobile_only(
    b2b: B2BClient, number: str, codes: list[str]
) -> None:
    answer = await b2b.call(
        "controlloTelefono", {"numTelefono": number, "tipoTelefono": "TC", "provincia": "MI"}
    )
    assert _codes(answer) == codes


async def test_controlloTelefono_landline_message(b2b: B2BClient) -> None:
    answer = await b2b.call(
        "controlloTelefono", {"numTelefono": "0212345678", "tipoTelefono": "TC"}
    )
    assert (
        answer["elencoErrori"][0]["descrizione"]
        == "Il numero indicato non è un numero di cellulare italiano"
    )


async def test_controlloTelefono_only_type_TC(b2b: B2BClient) -> None:
    answer = await b2b.call(
        "controlloTelefono", {"numTelefono": "3331234567", "tipoTelefono": "TF"}
    )
    assert _codes(answer) == ["E_TIPO_TELEFONO"]


def _iban(bban: str, country: str = "IT") -> str:
    """Build an IBAN with correct mod-97 check digits around any BBAN."""
    number = int("".join(str(int(ch, 36)) for ch in bban + country + "00"))
    return f"{country}{98 - number % 97:02d}{bban}"


@pytest.mark.parametrize(
    ("iban", "codes"),
    [
        ("IT60X0542811101000000123456", []),
        ("it60 x054 2811 1010 0000 0123 456", []),
        ("DE89370400440532013000", []),
        # Correct mod-97 check digits, wrong CIN letter: only the national check catches it.
        (_iban("Y0542811101000000123456"), ["E_IBAN_CIN"]),
        ("IT61X0542811101000000123456", ["E_IBAN_CONTROLLO"]),
        ("IT60X054281110100000012345", ["E_IBAN_LUNGHEZZA"]),
        ("XX60X0542811101000000123456", ["E_IBAN_PAESE"]),
        ("", ["E_OBBLIGATORIO"]),
    ],
)
async def test_controlloIBAN(b2b: B2BClient, iban: str, codes: list[str]) -> None:
    answer = await b2b.call("controlloIBAN", {"iban": iban})
    assert _codes(answer) == codes


async def test_controlloIBAN_wrong_cin_has_correct_mod97(b2b: B2BClient) -> None:
    iban = _iban("Y0542811101000000123456")
    digits = int("".join(str(int(ch, 36)) for ch in iban[4:] + iban[:4]))
    assert digits % 97 == 1
    answer = await b2b.call("controlloIBAN", {"iban": iban})
    assert answer["elencoErrori"][0]["descrizione"] == "CIN dell'IBAN errato"


async def test_controlloIBAN_returns_abi_cab(b2b: B2BClient) -> None:
    answer = await b2b.call("controlloIBAN", {"iban": "IT60X0542811101000000123456"})
    assert (answer["abi"], answer["cab"]) == ("05428", "11101")
