"""Contact and bank checks: controlloEmail, controlloTelefono, controlloIBAN."""

from typing import Any

import phonenumbers
from email_validator import EmailNotValidError, validate_email
from schwifty import IBAN, exceptions

from sandbox.protocol import Context, ServiceRequest, errore, service

# Throw-away mailbox providers: a loan contract cannot be sent to an address that vanishes.
# Domains reserved for documentation (example.com, RFC 2606) are accepted on purpose, so that
# demonstrations and tests can use them; special-use names (.test, .invalid, ...) are refused
# by email-validator itself.
DISPOSABLE_DOMAINS = frozenset(
    {
        "mailinator.com",
        "yopmail.com",
        "yopmail.fr",
        "guerrillamail.com",
        "sharklasers.com",
        "10minutemail.com",
        "temp-mail.org",
        "tempmail.com",
        "trashmail.com",
        "getnada.com",
        "dispostable.com",
        "maildrop.cc",
        "throwawaymail.com",
        "fakeinbox.com",
    }
)


class ControlloEmailRequest(ServiceRequest):
    email: str = ""


@service("controlloEmail", ControlloEmailRequest, pure=True)
async def controllo_email(ctx: Context, request: ControlloEmailRequest) -> dict[str, Any]:
    if not request.email:
        return {
            "elencoErrori": [errore("E_OBBLIGATORIO", "L'indirizzo e-mail è obbligatorio", "email")]
        }
    try:
        # No network here: the provider checks syntax and domain shape, not the MX records.
        valid = validate_email(request.email, check_deliverability=False)
    except EmailNotValidError:
        return {
            "elencoErrori": [errore("E_EMAIL_NON_VALIDA", "Indirizzo e-mail non valido", "email")]
        }
    if valid.domain.lower() in DISPOSABLE_DOMAINS:
        return {
            "elencoErrori": [
                errore(
                    "E_EMAIL_TEMPORANEA", "Non sono ammessi indirizzi e-mail temporanei", "email"
                )
            ]
        }
    return {"email": valid.normalized.upper(), "elencoErrori": []}


class ControlloTelefonoRequest(ServiceRequest):
    numTelefono: str = ""
    tipoTelefono: str = "TC"
    # Sent by the product as a fixed value; a mobile number carries no province, so it is not read.
    provincia: str | None = None


@service("controlloTelefono", ControlloTelefonoRequest, pure=True)
async def controllo_telefono(ctx: Context, request: ControlloTelefonoRequest) -> dict[str, Any]:
    if request.tipoTelefono.upper() != "TC":
        return {
            "elencoErrori": [
                errore(
                    "E_TIPO_TELEFONO",
                    "Tipo di telefono non gestito: è ammesso solo TC",
                    "tipoTelefono",
                )
            ]
        }
    try:
        number = phonenumbers.parse(request.numTelefono, "IT")
    except phonenumbers.NumberParseException:
        number = None
    if number is None or not phonenumbers.is_valid_number(number):
        return {
            "elencoErrori": [
                errore("E_TELEFONO_NON_VALIDO", "Numero di telefono non valido", "numTelefono")
            ]
        }
    if (
        phonenumbers.region_code_for_number(number) != "IT"
        or phonenumbers.number_type(number) != phonenumbers.PhoneNumberType.MOBILE
    ):
        return {
            "elencoErrori": [
                errore(
                    "E_TELEFONO_NON_CELLULARE",
                    "Il numero indicato non è un numero di cellulare italiano",
                    "numTelefono",
                )
            ]
        }
    return {
        "numTelefono": phonenumbers.format_number(number, phonenumbers.PhoneNumberFormat.E164),
        "elencoErrori": [],
    }


class ControlloIbanRequest(ServiceRequest):
    iban: str = ""


IBAN_ERRORS: tuple[tuple[type[Exception], str, str], ...] = (
    (exceptions.InvalidCountryCode, "E_IBAN_PAESE", "Codice paese dell'IBAN non valido"),
    (exceptions.InvalidLength, "E_IBAN_LUNGHEZZA", "Lunghezza dell'IBAN non valida"),
    (exceptions.InvalidStructure, "E_IBAN_STRUTTURA", "Struttura dell'IBAN non valida"),
    (exceptions.InvalidChecksumDigits, "E_IBAN_CONTROLLO", "Cifre di controllo dell'IBAN errate"),
    (exceptions.InvalidBBANChecksum, "E_IBAN_CIN", "CIN dell'IBAN errato"),
    (exceptions.InvalidBankCode, "E_IBAN_ABI", "Codice ABI inesistente"),
    (exceptions.InvalidBranchCode, "E_IBAN_CAB", "Codice CAB non valido"),
    (exceptions.InvalidAccountCode, "E_IBAN_CONTO", "Numero di conto non valido"),
)


@service("controlloIBAN", ControlloIbanRequest, pure=True)
async def controllo_iban(ctx: Context, request: ControlloIbanRequest) -> dict[str, Any]:
    raw = request.iban.replace(" ", "").upper()
    if not raw:
        return {"elencoErrori": [errore("E_OBBLIGATORIO", "L'IBAN è obbligatorio", "iban")]}
    try:
        # validate_bban checks the national check digit too: for Italy the CIN letter.
        iban = IBAN(raw, validate_bban=True)
    except exceptions.SchwiftyException as error:
        code, message = next(
            ((code, message) for kind, code, message in IBAN_ERRORS if isinstance(error, kind)),
            ("E_IBAN_NON_VALIDO", "IBAN non valido"),
        )
        return {"elencoErrori": [errore(code, message, "iban")]}
    italian = iban.country_code == "IT"
    if italian and iban.bank is None:
        # Well formed, but no bank has this ABI: only the provider's registry can tell.
        return {"elencoErrori": [errore("E_IBAN_ABI", "Codice ABI inesistente", "iban")]}
    return {
        "iban": str(iban),
        "abi": iban.bank_code if italian else None,
        "cab": iban.branch_code if italian else None,
        "banca": iban.bank_name,
        "elencoErrori": [],
    }
