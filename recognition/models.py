"""What recognition reads: the document kinds and sides, and the fields of one side.

Every field is None until it was read and passed its own validation (a calendar date, a fiscal
code with its check character, a document number of its type's shape): recognition leaves a
field empty rather than guess it, and the applicant fills or corrects it.
"""

from collections.abc import Iterable
from datetime import date
from enum import StrEnum
from typing import Final

from pydantic import BaseModel, ConfigDict

from journey import messages
from journey.models.documents import (
    ComuneDocumento,
    DocumentCategory,
    DocumentCode,
    DocumentFields,
    DocumentoDiRiconoscimento,
    ProvinciaDocumento,
)
from recognition.fields import agree_with_fiscal_code, same_letters


class DocumentKind(StrEnum):
    """The documents the documents step reads, by their checklist code (§3 document codes)."""

    CIE = DocumentCode.DIG  # carta d'identità elettronica
    CARTA_IDENTITA = DocumentCode.CAR  # paper identity card
    PATENTE = DocumentCode.PAT
    PASSAPORTO = DocumentCode.PAS
    PERMESSO_SOGGIORNO = DocumentCode.EPER  # the electronic residence permit (TD1 card)
    TESSERA_SANITARIA = DocumentCode.CF
    BUSTA_PAGA = DocumentCode.DRED  # an employee's income proof


# What the documents step's codes are to recognition: the codes it reads, each with its kind.
# The other income proofs (MRE2, ARED, PRED) are kept as sent.
KIND_OF_CODE: Final = {
    DocumentCode.DIG: DocumentKind.CIE,
    DocumentCode.CAR: DocumentKind.CARTA_IDENTITA,
    DocumentCode.PAT: DocumentKind.PATENTE,
    DocumentCode.PAS: DocumentKind.PASSAPORTO,
    DocumentCode.EPER: DocumentKind.PERMESSO_SOGGIORNO,
    DocumentCode.CF: DocumentKind.TESSERA_SANITARIA,
    DocumentCode.DRED: DocumentKind.BUSTA_PAGA,
}


class Side(StrEnum):
    FRONTE = "fronte"
    RETRO = "retro"


# §3 text recognition categories: PER residence permit, IDE identity card, PAS passport, CFR
# health card, RED income proof.
CATEGORY: Final = {
    DocumentKind.CIE: DocumentCategory.IDE,
    DocumentKind.CARTA_IDENTITA: DocumentCategory.IDE,
    DocumentKind.PATENTE: DocumentCategory.IDE,
    DocumentKind.PASSAPORTO: DocumentCategory.PAS,
    DocumentKind.PERMESSO_SOGGIORNO: DocumentCategory.PER,
    DocumentKind.TESSERA_SANITARIA: DocumentCategory.CFR,
    DocumentKind.BUSTA_PAGA: DocumentCategory.RED,
}
# A passport is read from its data page and a payslip from its first page: one side only.
SIDES: Final = {
    kind: (Side.FRONTE,)
    if kind in (DocumentKind.PASSAPORTO, DocumentKind.BUSTA_PAGA)
    else (Side.FRONTE, Side.RETRO)
    for kind in DocumentKind
}


# The documents that prove identity: the card's document type is one of these.
IDENTITY_DOCUMENTS: Final = frozenset(
    {
        DocumentKind.CIE,
        DocumentKind.CARTA_IDENTITA,
        DocumentKind.PATENTE,
        DocumentKind.PASSAPORTO,
        DocumentKind.PERMESSO_SOGGIORNO,
    }
)


class Recognised(BaseModel):
    """The fields read on one side of a document (or on both, merged); None = not read.

    The first five fill the identity document card (§2: document type, number, 'Data di
    rilascio', issue province, issue comune); the others are what is checked against the
    applicant (names, birth date, fiscal code, expiry) and, for a payslip, the income.
    """

    model_config = ConfigDict(frozen=True)

    kind: DocumentKind | None = None
    side: Side | None = None
    numeroDocumento: str | None = None
    dataRilascio: date | None = None
    provinciaRilascio: str | None = None  # the province's sigla, e.g. "MI"
    comuneRilascio: str | None = None
    cognome: str | None = None
    nome: str | None = None
    dataNascita: date | None = None
    codiceFiscale: str | None = None
    dataScadenza: date | None = None
    datoreLavoro: str | None = None
    nettoInCentesimi: int | None = None
    # True when the machine-readable zone was found and all of its check digits passed.
    mrzVerificato: bool = False


FIELDS: Final = (
    "numeroDocumento",
    "dataRilascio",
    "provinciaRilascio",
    "comuneRilascio",
    "cognome",
    "nome",
    "dataNascita",
    "codiceFiscale",
    "dataScadenza",
    "datoreLavoro",
    "nettoInCentesimi",
)


def merge_sides(front: Recognised, back: Recognised) -> Recognised:
    """One document from its two sides: a field read on one side only is kept; read on both,
    the MRZ-verified side wins, and two different unverified readings leave it empty."""
    merged: dict[str, object] = {"kind": front.kind or back.kind, "side": None}
    for name in FIELDS:
        a, b = getattr(front, name), getattr(back, name)
        if a is None or b is None or a == b:
            merged[name] = a if a is not None else b
        elif isinstance(a, str) and isinstance(b, str) and same_letters(a, b):
            # One name, printed with its apostrophe on one side and spelt by the MRZ on the
            # other: the printed spelling is the person's.
            merged[name] = a if "'" in a else b
        elif front.mrzVerificato != back.mrzVerificato:
            merged[name] = a if front.mrzVerificato else b
        else:
            merged[name] = None
    merged["mrzVerificato"] = front.mrzVerificato or back.mrzVerificato
    # The fiscal code of one side checks the names and birth date of the other.
    return Recognised.model_validate(agree_with_fiscal_code(merged))


def identity_card(read: Recognised) -> DocumentoDiRiconoscimento:
    """The identity document card (§2) as recognition fills it, for the applicant to confirm:
    document type, number, 'Data di rilascio' (gg/mm/aaaa, as the forms write dates), issue
    province and comune. What was not read stays empty; the province's name and the comune's
    CAP come from the reference lists, which this package does not hold, and the sides'
    validity (fronte, retro) from the checks, which the caller runs."""
    code = read.kind.value if read.kind in IDENTITY_DOCUMENTS else ""
    return DocumentoDiRiconoscimento(
        DOC_TIPO=code,
        DOC_TIPO_DETT=messages.TIPO_DOCUMENTO.get(code, ""),
        numeroDocumento=read.numeroDocumento or "",
        dataRilascio=read.dataRilascio.strftime("%d/%m/%Y") if read.dataRilascio else "",
        provincia=ProvinciaDocumento(sigla=read.provinciaRilascio or ""),
        comune=ComuneDocumento(nome=read.comuneRilascio or ""),
    )


def document_fields(read: Recognised, names: Iterable[str]) -> DocumentFields:
    """The named fields of a document's card as recognition filled them, for the applicant to
    confirm: dates as gg/mm/aaaa, "" for a field not read. A value too long for its field is
    no reading of it, and is left out rather than cut."""
    values: dict[str, str] = {}
    for name in names:
        value = getattr(read, name)
        text = value.strftime("%d/%m/%Y") if isinstance(value, date) else (value or "")
        limits = DocumentFields.model_fields[name].metadata
        limit = next((m.max_length for m in limits if hasattr(m, "max_length")), None)
        values[name] = "" if limit is not None and len(text) > limit else text
    return DocumentFields.model_validate(values)
