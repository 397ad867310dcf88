"""The fields of a document as the applicant confirmed them, checked: against the applicant, and
by the back office's controlloDocumento for an identity document (§5)."""

import re
from datetime import date
from typing import Any, Final

from temporalio import activity

from activities.base import BackOfficeActivities
from activities.models import DocumentCheck, DocumentChecked
from journey import messages
from journey.models.documents import DocumentCode, DocumentFields
from journey.rules.dates import parse_italian_date, to_yyyymmdd
from journey.rules.required_documents import IDENTITY_CODES, KINDS
from journey.rules.text import upper_for_check
from recognition.checks import Applicant, check_document
from recognition.models import KIND_OF_CODE, Recognised, Side

DATE_FIELDS: Final = ("dataRilascio", "dataScadenza", "dataNascita")
# controlloDocumento's field names, as our card's: an error on a field the applicant has
# already been told to fill in says the same thing twice.
CARD_FIELD: Final = {
    "numeroDocumento": "numeroDocumento",
    "dataRilascio": "dataRilascio",
    "localitaRilascio": "comuneRilascio",
    "provinciaRilascio": "provinciaRilascio",
    "dataNascita": "dataNascita",
}
# Words of nearly any Italian sentence of an error list that no English one has ("in", "data"
# and the one-letter words are left out for that reason).
_ITALIAN_WORDS: Final = frozenset(
    {
        "il", "lo", "la", "gli", "le", "un", "una", "di", "del", "della", "dei", "delle", "alla",
        "dal", "dalla", "nel", "nella", "con", "per", "non", "è", "numero", "documento",
        "comune", "provincia", "rilascio", "nascita", "residenza", "scaduto", "valido",
        "valida", "inesistente", "obbligatorio", "obbligatoria", "indicata", "tipo", "futuro",
    }
)  # fmt: skip


class IdentityDocumentActivities(BackOfficeActivities):
    @activity.defn
    async def check_document_fields(self, request: DocumentCheck) -> DocumentChecked:
        """Every reason to refuse the confirmed fields: missing or malformed first, then whose
        the document is and whether it is valid, then the back office's own errors."""
        names = tuple(request.fields) or KINDS[request.code].fields
        errors, refused_fields = _missing_or_malformed(request.values, names)
        kind = KIND_OF_CODE[request.code]
        read = _as_recognised(request.values, names, kind=kind)
        errors += check_document(
            read,
            kind=kind,
            side=Side.FRONTE,
            applicant=Applicant.model_validate(request.holder.model_dump()),
            today=request.today,
        )
        # A passport issued abroad has no Italian place of issue for controlloDocumento: it is
        # checked against the applicant above; the residence permit is the one checked there.
        abroad = request.code is DocumentCode.PAS and not request.values.provinciaRilascio
        if request.code in IDENTITY_CODES and not abroad:
            answer = await self._call(
                "controlloDocumento", _controllo_documento(request), request.session
            )
            for error in answer.get("elencoErrori") or []:
                if CARD_FIELD.get(str(error.get("campo"))) in refused_fields:
                    continue
                sentence = _sentence(error)
                if sentence not in errors:
                    errors.append(sentence)
        return DocumentChecked(errors=errors)


def _missing_or_malformed(
    values: DocumentFields, names: tuple[str, ...]
) -> tuple[list[str], set[str]]:
    errors: list[str] = []
    refused: set[str] = set()
    for name in names:
        value = getattr(values, name).strip()
        if not value:
            errors.append(messages.DOCUMENTO_CAMPO_MANCANTE[name])
        elif name in DATE_FIELDS and _date_or_none(value) is None:
            errors.append(messages.DOCUMENTO_DATA_NON_VALIDA[name])
        else:
            continue
        refused.add(name)
    return errors, refused


def _date_or_none(text: str) -> date | None:
    try:
        return parse_italian_date(text)
    except ValueError:
        return None


def _as_recognised(values: DocumentFields, names: tuple[str, ...], **known: Any) -> Recognised:
    """The card's fields as a reading of the document: what check_document judges."""
    fields: dict[str, Any] = dict(known)
    for name in names:
        value = getattr(values, name).strip()
        if name in DATE_FIELDS:
            fields[name] = _date_or_none(value)
        elif value:
            fields[name] = upper_for_check(value) if name == "codiceFiscale" else value
    return Recognised.model_validate(fields)


def _controllo_documento(request: DocumentCheck) -> dict[str, Any]:
    """§5: type, number, place and province of issue, issue date, birth date, residence town
    and province; dates as yyyymmdd, places uppercased."""
    values = request.values
    birth = request.holder.dataNascita
    if birth is None and _date_or_none(values.dataNascita):
        birth = parse_italian_date(values.dataNascita)
    issued = values.dataRilascio.strip()
    return {
        "tipoDocumento": request.code.value,
        "numeroDocumento": "".join(values.numeroDocumento.split()).upper(),
        "dataRilascio": to_yyyymmdd(issued) if _date_or_none(issued) else issued,
        "localitaRilascio": upper_for_check(values.comuneRilascio),
        "provinciaRilascio": upper_for_check(values.provinciaRilascio),
        "dataNascita": birth.strftime("%Y%m%d") if birth else None,
        "localitaResidenza": upper_for_check(request.residenceComune) or None,
        "provinciaResidenza": upper_for_check(request.residenceProvincia) or None,
    }


def _sentence(error: dict[str, Any]) -> str:
    """The back office's own description when it is Italian; else ours for its field."""
    description = str(error.get("descrizione") or "").strip()
    if _is_italian(description):
        return description[0].upper() + description[1:]
    return messages.DOCUMENTO_CONTROLLO.get(
        str(error.get("campo")), messages.DOCUMENTO_CONTROLLO_NON_SUPERATO
    )


def _is_italian(text: str) -> bool:
    # An error code ("ERR_042"), an English message or an empty one is no sentence to show.
    words = re.findall(r"[a-zàèéìòù]+", text.lower())
    return len(words) >= 2 and any(word in _ITALIAN_WORDS for word in words)
