"""decodificaCodFiscale: decode an Italian fiscal code and check it against the person's names."""

from typing import Any

from codicefiscale import codicefiscale

from sandbox.protocol import Context, ServiceRequest, errore, service

# Foreign-born people carry a Z code of their country of birth in place of a comune.
FOREIGN_PROVINCE = "EE"


class DecodificaCodFiscaleRequest(ServiceRequest):
    cognome: str = ""
    nome: str = ""
    codFiscale: str = ""


def _decode_failure(message: str) -> tuple[str, str]:
    """Translate the library's reason into the provider's code and Italian message."""
    if "CIN" in message:
        return "E_CF_CARATTERE_CONTROLLO", "Carattere di controllo del codice fiscale errato"
    if "birthplace" in message:
        return "E_CF_LUOGO_NASCITA", "Codice del luogo di nascita inesistente alla data di nascita"
    if "date" in message:
        return "E_CF_DATA_NASCITA", "Data di nascita del codice fiscale non valida"
    return "E_CF_FORMATO", "Codice fiscale formalmente non valido"


def _empty(errors: list[dict[str, Any]]) -> dict[str, Any]:
    return {
        "dataNascita": None,
        "sesso": None,
        "comuneNascita": None,
        "provinciaNascita": None,
        "statoNascita": None,
        "codiceBelfiore": None,
        "omocodia": False,
        "elencoErrori": errors,
    }


@service("decodificaCodFiscale", DecodificaCodFiscaleRequest, pure=True)
async def decodifica_cod_fiscale(
    ctx: Context, request: DecodificaCodFiscaleRequest
) -> dict[str, Any]:
    required = [
        errore("E_OBBLIGATORIO", message, field)
        for field, value, message in (
            ("codFiscale", request.codFiscale, "Il codice fiscale è obbligatorio"),
            ("cognome", request.cognome, "Il cognome è obbligatorio"),
            ("nome", request.nome, "Il nome è obbligatorio"),
        )
        if not value
    ]
    if required:
        return _empty(required)
    code = request.codFiscale.replace(" ", "").upper()
    try:
        decoded = codicefiscale.decode(code)
    except ValueError as error:
        codice, message = _decode_failure(str(error))
        return _empty([errore(codice, message, "codFiscale")])

    raw = decoded["raw"]
    errors = []
    # The name letters never change with omocodia: only digits are replaced by letters.
    if codicefiscale.encode_lastname(request.cognome) != raw["lastname"]:
        errors.append(
            errore("E_CF_COGNOME", "Il cognome non corrisponde al codice fiscale", "cognome")
        )
    if codicefiscale.encode_firstname(request.nome) != raw["firstname"]:
        errors.append(errore("E_CF_NOME", "Il nome non corrisponde al codice fiscale", "nome"))

    place = decoded["birthplace"]
    foreign = place["province"] == FOREIGN_PROVINCE
    return {
        "dataNascita": decoded["birthdate"].strftime("%d/%m/%Y"),
        "sesso": decoded["gender"],
        "comuneNascita": None if foreign else place["name"].upper(),
        "provinciaNascita": None if foreign else place["province"],
        "statoNascita": place["name"].upper() if foreign else None,
        "codiceBelfiore": place["code"],
        "omocodia": code != decoded["omocodes"][0],
        "elencoErrori": errors,
    }
