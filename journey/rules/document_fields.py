"""The fields of a document as the applicant confirms them (issue 14): each present, each of its
shape, the dates coherent. Whose the document is and whether it is valid is checked after, by
the activity (recognition/checks.py) and the back office's controlloDocumento."""

import re
from datetime import date
from typing import Final

from journey import messages
from journey.models.documents import DocumentFields
from journey.rules.dates import parse_italian_date
from journey.rules.fiscal_code import is_valid_fiscal_code
from journey.rules.text import is_free_text

_DATES: Final = ("dataRilascio", "dataScadenza", "dataNascita")
_NUMBER: Final = re.compile(r"[A-Z0-9]{5,20}")
_SIGLA: Final = re.compile(r"[A-Z]{2}")


def normalise_fields(values: DocumentFields) -> DocumentFields:
    """Spaces trimmed; the number, province and fiscal code uppercased without spaces."""
    return values.model_copy(
        update={
            **{name: str(getattr(values, name)).strip() for name in DocumentFields.model_fields},
            "numeroDocumento": "".join(values.numeroDocumento.split()).upper(),
            "provinciaRilascio": values.provinciaRilascio.strip().upper(),
            "codiceFiscale": "".join(values.codiceFiscale.split()).upper(),
        }
    )


def unprintable_fields(values: DocumentFields) -> dict[str, str]:
    """Errors by `values.<field>` for any field, the document's or not, with characters no
    document prints (control and format characters, markup, symbols: is_free_text). A
    confirmation carries them nowhere: not to controlloDocumento, the contract or the e-mails,
    nor into the application's state."""
    return {
        f"values.{name}": messages.TESTO_NON_VALIDO
        for name in DocumentFields.model_fields
        if not is_free_text(str(getattr(values, name)))
    }


def validate_fields(values: DocumentFields, fields: list[str], today: date) -> dict[str, str]:
    """Errors by `values.<field>`, for the fields this document has; empty when all are right."""
    errors: dict[str, str] = {}
    dates: dict[str, date] = {}
    unprintable = unprintable_fields(values)
    for name in fields:
        value = str(getattr(values, name))
        if f"values.{name}" in unprintable:
            continue
        if not value:
            errors[name] = messages.CAMPO_OBBLIGATORIO
        elif name in _DATES:
            try:
                dates[name] = parse_italian_date(value)
            except ValueError:
                errors[name] = messages.DATA_NON_VALIDA
        elif name == "numeroDocumento" and not _NUMBER.fullmatch(value):
            errors[name] = messages.NUMERO_DOCUMENTO_NON_VALIDO
        elif name == "provinciaRilascio" and not _SIGLA.fullmatch(value):
            errors[name] = messages.PROVINCIA_SIGLA_NON_VALIDA
        elif name == "codiceFiscale" and not is_valid_fiscal_code(value):
            errors[name] = messages.CODICE_FISCALE_NON_VALIDO
    issued, expires = dates.get("dataRilascio"), dates.get("dataScadenza")
    if issued and issued > today:
        errors["dataRilascio"] = messages.DATA_RILASCIO_FUTURA
    if issued and expires and expires < issued:
        errors["dataScadenza"] = messages.DATA_SCADENZA_PRIMA_DEL_RILASCIO
    return unprintable | {f"values.{name}": message for name, message in errors.items()}
