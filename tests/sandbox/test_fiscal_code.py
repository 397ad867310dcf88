"""decodificaCodFiscale: birth data, foreign births, omocodia and name consistency."""

from codicefiscale import codicefiscale

from tests.sandbox.conftest import B2BClient


async def _decode(b2b: B2BClient, cognome: str, nome: str, code: str) -> dict:
    return await b2b.call(
        "decodificaCodFiscale", {"cognome": cognome, "nome": nome, "codFiscale": code}
    )


async def test_decodes_an_italian_born_person(b2b: B2BClient) -> None:
    answer = await _decode(b2b, "ROSSI", "MARIO", "RSSMRA85T10F205R")
    assert answer["elencoErrori"] == []
    assert answer["dataNascita"] == "10/12/1985"
    assert answer["sesso"] == "M"
    assert (answer["comuneNascita"], answer["provinciaNascita"]) == ("MILANO", "MI")
    assert answer["statoNascita"] is None
    assert answer["codiceBelfiore"] == "F205"
    assert answer["omocodia"] is False


async def test_decodes_a_woman_born_abroad(b2b: B2BClient) -> None:
    code = codicefiscale.encode(
        lastname="Popescu", firstname="Ana", gender="F", birthdate="30/11/1988", birthplace="Z129"
    )
    answer = await _decode(b2b, "Popescu", "Ana", code)
    assert answer["elencoErrori"] == []
    assert code[11] == "Z"
    assert answer["sesso"] == "F"
    assert answer["dataNascita"] == "30/11/1988"
    assert answer["statoNascita"] == "ROMANIA"
    assert answer["comuneNascita"] is None and answer["provinciaNascita"] is None
    assert answer["codiceBelfiore"] == "Z129"


async def test_decodes_an_omocodic_code(b2b: B2BClient) -> None:
    # Omocodia: digits replaced by letters (0->L, 1->M, ...) to tell two people apart.
    omocode = "RSSMRA85T1LF205U"
    assert omocode in codicefiscale.decode("RSSMRA85T10F205R")["omocodes"]
    answer = await _decode(b2b, "Rossi", "Mario", omocode)
    assert answer["elencoErrori"] == []
    assert answer["omocodia"] is True
    assert answer["dataNascita"] == "10/12/1985"
    assert answer["codiceBelfiore"] == "F205"
    assert answer["comuneNascita"] == "MILANO"


async def test_fully_omocodic_code(b2b: B2BClient) -> None:
    omocode = codicefiscale.decode("RSSMRA85T10F205R")["omocodes"][-1]
    answer = await _decode(b2b, "Rossi", "Mario", omocode)
    assert answer["elencoErrori"] == []
    assert answer["dataNascita"] == "10/12/1985"


async def test_surname_not_matching(b2b: B2BClient) -> None:
    answer = await _decode(b2b, "VERDI", "MARIO", "RSSMRA85T10F205R")
    assert [(e["codice"], e["campo"]) for e in answer["elencoErrori"]] == [
        ("E_CF_COGNOME", "cognome")
    ]
    assert answer["dataNascita"] == "10/12/1985"


async def test_name_not_matching(b2b: B2BClient) -> None:
    answer = await _decode(b2b, "ROSSI", "LUIGI", "RSSMRA85T10F205R")
    assert [(e["codice"], e["campo"]) for e in answer["elencoErrori"]] == [("E_CF_NOME", "nome")]
    assert answer["elencoErrori"][0]["descrizione"] == "Il nome non corrisponde al codice fiscale"


async def test_wrong_check_character(b2b: B2BClient) -> None:
    answer = await _decode(b2b, "ROSSI", "MARIO", "RSSMRA85T10F205X")
    assert answer["elencoErrori"][0]["codice"] == "E_CF_CARATTERE_CONTROLLO"
    assert answer["dataNascita"] is None


async def test_malformed_code(b2b: B2BClient) -> None:
    answer = await _decode(b2b, "ROSSI", "MARIO", "RSSMRA85")
    assert answer["elencoErrori"][0]["codice"] == "E_CF_FORMATO"


async def test_unknown_birthplace(b2b: B2BClient) -> None:
    raw = "RSSMRA85T10Z999"
    code = raw + codicefiscale.encode_cin(raw)
    answer = await _decode(b2b, "ROSSI", "MARIO", code)
    assert answer["elencoErrori"][0]["codice"] == "E_CF_LUOGO_NASCITA"


async def test_required_fields(b2b: B2BClient) -> None:
    answer = await _decode(b2b, "", "", "")
    assert [e["campo"] for e in answer["elencoErrori"]] == ["codFiscale", "cognome", "nome"]
