"""controlloDocumento: identity document type, number, dates and place of issue."""

import re
from dataclasses import dataclass
from datetime import date
from typing import Any

from sandbox.protocol import Context, ServiceRequest, errore, service
from sandbox.services.places import check_place
from sandbox.services.simulation import age_on, parse_date


@dataclass(frozen=True)
class DocumentType:
    descrizione: str
    number: re.Pattern[str]
    # Years of validity for an adult; identity cards expire on the holder's birthday.
    years: int
    until_birthday: bool
    # The first day a document of this number format was issued.
    since: date | None = None


DOCUMENT_TYPES = {
    # Paper identity card: two letters and seven digits (AX1234567).
    "CAR": DocumentType("CARTA D'IDENTITÀ", re.compile(r"[A-Z]{2}\d{7}"), 10, True),
    # Electronic identity card (CIE 3.0, issued since 4 July 2016): CA00000AA.
    "DIG": DocumentType(
        "CARTA D'IDENTITÀ ELETTRONICA",
        re.compile(r"[A-Z]{2}\d{5}[A-Z]{2}"),
        10,
        True,
        since=date(2016, 7, 4),
    ),
    # Driving licence: province-era AA1234567B or the national U1 format.
    "PAT": DocumentType(
        "PATENTE DI GUIDA", re.compile(r"(?:[A-Z]{2}\d{7}[A-Z]|U1[A-Z0-9]{7}[A-Z])"), 10, False
    ),
    # Passport: two letters or digits and seven digits (YA1234567).
    "PAS": DocumentType("PASSAPORTO", re.compile(r"[A-Z0-9]{2}\d{7}"), 10, False),
    "PER": DocumentType("PERMESSO DI SOGGIORNO", re.compile(r"[A-Z0-9]{9,10}"), 2, False),
    "EPER": DocumentType(
        "PERMESSO DI SOGGIORNO ELETTRONICO", re.compile(r"[A-Z]\d{2}[A-Z0-9]{6}|I\d{9}"), 5, False
    ),
}
# Identity cards and passports of minors: 3 years under 3, 5 years from 3 to 17.
MINOR_VALIDITY_YEARS = 5
INFANT_VALIDITY_YEARS = 3
DRIVING_LICENCE_VALIDITY_BY_AGE = ((80, 2), (70, 3), (50, 5))


class DocumentoRequest(ServiceRequest):
    tipoDocumento: str = ""
    numeroDocumento: str = ""
    dataRilascio: str = ""
    localitaRilascio: str = ""
    provinciaRilascio: str = ""
    dataNascita: str | None = None
    localitaResidenza: str | None = None
    provinciaResidenza: str | None = None


def _add_years(day: date, years: int) -> date:
    try:
        return day.replace(year=day.year + years)
    except ValueError:  # 29 February
        return day.replace(year=day.year + years, day=28)


def expiry(kind: str, issued: date, birth: date | None) -> date:
    """When a document issued on `issued` stops being valid, by the Italian rules of its type."""
    spec = DOCUMENT_TYPES[kind]
    years = spec.years
    if birth is not None:
        age = age_on(birth, issued)
        if age < 18 and kind in ("CAR", "DIG", "PAS"):
            years = INFANT_VALIDITY_YEARS if age < 3 else MINOR_VALIDITY_YEARS
        if kind == "PAT":
            years = next((y for limit, y in DRIVING_LICENCE_VALIDITY_BY_AGE if age >= limit), years)
    end = _add_years(issued, years)
    if spec.until_birthday and birth is not None:
        # Identity cards issued since 2011 last until the holder's birthday after the term.
        birthday = date(
            end.year, birth.month, min(birth.day, 28 if birth.month == 2 else birth.day)
        )
        end = birthday if birthday >= end else _add_years(birthday, 1)
    return end


@service("controlloDocumento", DocumentoRequest)
async def controllo_documento(ctx: Context, request: DocumentoRequest) -> dict[str, Any]:
    kind = request.tipoDocumento.upper()
    spec = DOCUMENT_TYPES.get(kind)
    if spec is None:
        return {
            "dataScadenza": None,
            "elencoErrori": [
                errore("E_TIPO_DOCUMENTO", "Tipo di documento non gestito", "tipoDocumento")
            ],
        }
    errors = []
    number = request.numeroDocumento.replace(" ", "").upper()
    if not spec.number.fullmatch(number):
        errors.append(
            errore(
                "E_NUMERO_DOCUMENTO",
                f"Numero non valido per {spec.descrizione.lower()}",
                "numeroDocumento",
            )
        )
    issued = parse_date(request.dataRilascio)
    birth = parse_date(request.dataNascita) if request.dataNascita else None
    end = None
    today = date.today()
    if request.dataNascita and (birth is None or birth > today):
        errors.append(errore("E_DATA_NASCITA", "Data di nascita non valida", "dataNascita"))
        birth = None
    if issued is None:
        errors.append(errore("E_DATA_RILASCIO", "Data di rilascio non valida", "dataRilascio"))
    elif issued > today:
        errors.append(
            errore("E_DATA_RILASCIO_FUTURA", "La data di rilascio è nel futuro", "dataRilascio")
        )
    elif birth and issued < birth:
        errors.append(
            errore(
                "E_DATA_RILASCIO", "La data di rilascio precede la data di nascita", "dataRilascio"
            )
        )
    elif spec.since and issued < spec.since:
        errors.append(
            errore(
                "E_DATA_RILASCIO",
                f"La {spec.descrizione.lower()} con questo numero è rilasciata dal "
                f"{spec.since:%d/%m/%Y}",
                "dataRilascio",
            )
        )
    else:
        end = expiry(kind, issued, birth)
        if end < today:
            errors.append(
                errore(
                    "E_DOCUMENTO_SCADUTO", f"Documento scaduto il {end:%d/%m/%Y}", "dataRilascio"
                )
            )
    errors += _place_errors(request.localitaRilascio, request.provinciaRilascio, "Rilascio")
    if request.localitaResidenza and request.provinciaResidenza:
        errors += _place_errors(request.localitaResidenza, request.provinciaResidenza, "Residenza")
    return {"dataScadenza": end.strftime("%d/%m/%Y") if end else None, "elencoErrori": errors}


def _place_errors(localita: str, provincia: str, of: str) -> list[dict[str, Any]]:
    """The place checks of controlloLocalita, each naming which place it is about."""
    where = "luogo di rilascio" if of == "Rilascio" else "residenza"
    return [
        {**e, "campo": f"{e['campo']}{of}", "descrizione": f"{e['descrizione']} ({where})"}
        for e in check_place(localita, provincia, None)
    ]
