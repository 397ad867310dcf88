"""Whether a document read (or as the applicant corrected it) may be kept: its kind and side,
whose it is, and whether it is still valid. Each refusal is a catalogue sentence that says what
to do; an empty list means the document is accepted.

A field recognition could not read is not held against the applicant: it is empty, they fill
it, and these checks run again on what they confirm.
"""

import re
from datetime import date

from pydantic import BaseModel

from journey import messages
from journey.rules.fiscal_code import born_on
from journey.rules.text import upper_for_check
from recognition.fields import normalise
from recognition.models import DocumentKind, Recognised, Side


class Applicant(BaseModel):
    """Who is applying, as the journey already knows them."""

    codiceFiscale: str
    cognome: str
    nome: str
    dataNascita: date | None = None


def _letters(text: str) -> str:
    # "D'Angelo", "DANGELO" and "D ANGELO" are one surname on a document and in a form.
    return re.sub(r"[^A-Z]", "", normalise(upper_for_check(text)))


def _same_surname(on_document: str, applicant: str) -> bool:
    return _letters(on_document) == _letters(applicant)


def _same_given_names(on_document: str, applicant: str) -> bool:
    # A document lists every given name ("MARIA LUISA"); the applicant may use only some.
    if _letters(on_document) == _letters(applicant):
        return True
    document_names = {_letters(part) for part in normalise(on_document).split()}
    wanted = {_letters(part) for part in normalise(applicant).split()}
    return bool(wanted) and wanted <= document_names


def _born_on(read: date, applicant: Applicant) -> bool:
    if applicant.dataNascita is not None:
        return read == applicant.dataNascita
    return born_on(upper_for_check(applicant.codiceFiscale), read)


def side_refusal(read: Recognised, *, kind: DocumentKind, side: Side) -> str | None:
    """Why this photo is not the side asked for: another document, or its other side. Nothing
    else about it matters until the right side is uploaded."""
    if read.kind is not None and read.kind is not kind:
        return messages.DOCUMENTO_TIPO_DIVERSO
    if read.side is not None and read.side is not side:
        return (
            messages.DOCUMENTO_FRONTE_ATTESO
            if side is Side.FRONTE
            else messages.DOCUMENTO_RETRO_ATTESO
        )
    return None


def check_document(
    read: Recognised, *, kind: DocumentKind, side: Side, applicant: Applicant, today: date
) -> list[str]:
    """The reasons to refuse one side (or both, merged) of a document, in the order a person
    fixes them: the wrong document or side first, then whose it is, then its validity."""
    wrong = side_refusal(read, kind=kind, side=side)
    if wrong is not None:
        return [wrong]
    refusals: list[str] = []
    if (read.cognome and not _same_surname(read.cognome, applicant.cognome)) or (
        read.nome and not _same_given_names(read.nome, applicant.nome)
    ):
        refusals.append(messages.DOCUMENTO_NOME_DIVERSO)
    if read.dataNascita and not _born_on(read.dataNascita, applicant):
        refusals.append(messages.DOCUMENTO_DATA_NASCITA_DIVERSA)
    if read.codiceFiscale and read.codiceFiscale != upper_for_check(applicant.codiceFiscale):
        refusals.append(messages.DOCUMENTO_CODICE_FISCALE_DIVERSO)
    # A document is valid through its expiry day.
    if read.dataScadenza and read.dataScadenza < today:
        refusals.append(messages.DOCUMENTO_SCADUTO)
    return refusals
