"""Which documents an applicant gives in the documents step, on which pages, in which order.

§3 categories and codes, §4 document order, §2 income pages by work position. Readings:
- An Italian proves identity with an identity card (the CIE, the paper card or the driving
  licence, their choice) and the health card for the fiscal code; a non-Italian with the
  residence permit and the passport (PER and PAS first, §4), then the health card.
- The proof of income follows the work position: D a payslip; A the tax return (modello unico)
  and the Revenue Agency's receipt of it; P the pension certificate; C a payslip when the
  reason is STG or RED, otherwise no document (the save-information page, §2).
- Text recognition reads the identity documents, the health card and the payslip (§3 text
  recognition categories); the other income proofs are kept as sent.
"""

from typing import Final, NamedTuple

from journey.models.cluster import Cluster
from journey.models.documents import DocumentCategory as C
from journey.models.documents import DocumentCode as D
from journey.models.documents import (
    DocumentFields,
    DocumentSlot,
    SideName,
    SideUpload,
    SlotStatus,
)
from journey.routes import Route
from journey.rules.documents import sort_documents
from journey.rules.routes import income_document_page

_BOTH: Final = (SideName.FRONTE, SideName.RETRO)
_ONE: Final = (SideName.FRONTE,)

# The fields each document has on its card (DocumentFields names).
_IDENTITY: Final = (
    "numeroDocumento",
    "dataRilascio",
    "provinciaRilascio",
    "comuneRilascio",
    "dataScadenza",
    "cognome",
    "nome",
    "dataNascita",
)
_HEALTH_CARD: Final = ("codiceFiscale", "cognome", "nome", "dataNascita", "dataScadenza")
_PASSPORT: Final = (
    "numeroDocumento",
    "dataRilascio",
    "dataScadenza",
    "cognome",
    "nome",
    "dataNascita",
)
# The permit is issued by a Questura: its town and province are the place of issue.
_PERMIT: Final = (
    "numeroDocumento",
    "dataRilascio",
    "provinciaRilascio",
    "comuneRilascio",
    "dataScadenza",
    "cognome",
    "nome",
    "dataNascita",
)
_PAYSLIP: Final = ("cognome", "nome", "codiceFiscale")


class Kind(NamedTuple):
    sides: tuple[SideName, ...]
    fields: tuple[str, ...]


# What each document code asks for: its sides, and the fields recognition reads on it (none:
# kept as sent).
KINDS: Final = {
    D.DIG: Kind(_BOTH, _IDENTITY),
    D.CAR: Kind(_BOTH, _IDENTITY),
    D.PAT: Kind(_BOTH, _IDENTITY),
    D.PAS: Kind(_ONE, _PASSPORT),
    D.EPER: Kind(_BOTH, _PERMIT),
    D.CF: Kind(_BOTH, _HEALTH_CARD),
    D.DRED: Kind(_ONE, _PAYSLIP),
    D.MRE2: Kind(_ONE, ()),
    D.ARED: Kind(_ONE, ()),
    D.PRED: Kind(_ONE, ()),
}

# The identity documents among them: the identity document card (§2) is filled from these.
IDENTITY_CODES: Final = frozenset({D.DIG, D.CAR, D.PAT, D.PAS, D.EPER})


def slot(slot_id: str, category: C, codes: tuple[D, ...], route: str) -> DocumentSlot:
    """A document to give, as yet without any side, of its first accepted type."""
    return with_code(
        DocumentSlot(
            id=slot_id,
            category=category,
            codes=list(codes),
            code=codes[0],
            route=route,
            sides=[],
        ),
        codes[0],
    )


def with_code(document: DocumentSlot, code: D) -> DocumentSlot:
    """The slot for another of its accepted types: its sides and fields start again (a document
    on file, replaced by a new upload, becomes an ordinary card of the documents page)."""
    kind = KINDS[code]
    return document.model_copy(
        update={
            "code": code,
            "route": Route.DOCUMENTI
            if document.route == Route.DOCUMENTI_REVIEW
            else document.route,
            "sides": [SideUpload(side=side) for side in kind.sides],
            "read": bool(kind.fields),
            "fields": list(kind.fields),
            "values": DocumentFields(),
            "status": SlotStatus.DA_CARICARE,
            "errors": [],
        }
    )


def _income(work_position: str, reason: str | None) -> list[DocumentSlot]:
    page = income_document_page(work_position, reason)
    if page == Route.REDDITO_BUSTA_PAGA:
        return [slot("DRED", C.RED, (D.DRED,), page)]
    if page == Route.REDDITO_MODELLO_UNICO:
        return [
            slot("MRE2", C.RED, (D.MRE2,), page),
            slot("ARED", C.RED, (D.ARED,), Route.REDDITO_RICEVUTA_MODELLO_UNICO),
        ]
    if page == Route.REDDITO_CERTIFICATO_PENSIONE:
        return [slot("PRED", C.RED, (D.PRED,), page)]
    # C for any other reason: no proof of income to upload.
    return []


# What an identity document on file has on its card (the provider knows the person).
ON_FILE_FIELDS: Final = ("numeroDocumento", "dataRilascio", "provinciaRilascio", "comuneRilascio")


def on_file_slot(code: D, values: DocumentFields, category: C) -> DocumentSlot:
    """A known customer's identity document on file (§2 /documenti/review): nothing to upload,
    its card to confirm; a new upload to it makes it an ordinary card again (`with_code`)."""
    others = tuple(c for c in (D.DIG, D.CAR, D.PAT) if c != code)
    return DocumentSlot(
        id=category.value,
        category=category,
        codes=[code, *others] if category is C.IDE else [code],
        code=code,
        route=Route.DOCUMENTI_REVIEW,
        sides=[],
        read=True,
        fields=list(ON_FILE_FIELDS),
        values=values,
        status=SlotStatus.DA_CONFERMARE,
    )


def required_documents(
    *,
    italian: bool,
    work_position: str,
    reason: str | None = None,
    on_file: tuple[D, DocumentFields] | None = None,
) -> list[DocumentSlot]:
    """The documents step's cards, in the §4 order. A known customer with an identity document
    on file confirms it instead of uploading one, and gives no health card: the provider already
    holds their fiscal code."""
    if on_file is not None and on_file[0] in IDENTITY_CODES:
        code, values = on_file
        category = {D.PAS: C.PAS, D.EPER: C.PER}.get(code, C.IDE)
        identity = [on_file_slot(code, values, category)]
    elif italian:
        identity = [
            slot("IDE", C.IDE, (D.DIG, D.CAR, D.PAT), Route.DOCUMENTI),
            slot("CFR", C.CFR, (D.CF,), Route.DOCUMENTI),
        ]
    else:
        identity = [
            slot("PER", C.PER, (D.EPER,), Route.DOCUMENTI),
            slot("PAS", C.PAS, (D.PAS,), Route.DOCUMENTI),
            slot("CFR", C.CFR, (D.CF,), Route.DOCUMENTI),
        ]
    slots = identity + _income(work_position, reason)
    return sort_documents(slots, lambda s: s.category, italian=italian)


def documents_route(slots: list[DocumentSlot], *, saved_information: bool) -> str:
    """The page of the documents step the applicant belongs on.

    The identity documents first (/documenti, or /documenti/carica-dati when recognition could
    not read one and its fields are to be typed), then each proof of income on its page, then
    the summary to send them. With no proof of income to give (work position C), the
    save-information page comes before the summary.
    """
    for document in slots:
        if document.status is SlotStatus.CONFERMATO:
            continue
        if document.status is SlotStatus.DA_COMPILARE:
            return Route.DOCUMENTI_CARICA_DATI
        return document.route
    if not saved_information and not any(s.category is C.RED for s in slots):
        return Route.DOCUMENTI_SALVA_INFORMAZIONI
    return Route.DOCUMENTI_RIEPILOGO


def documents_on_file(cluster: Cluster) -> tuple[D, DocumentFields] | None:
    """A known customer's identity document as the provider holds it (§3 cluster), if any."""
    code = next((c for c in IDENTITY_CODES if c.value == (cluster.tipoDocumento or "")), None)
    if not cluster.gia_cliente or code is None or not cluster.numeroDocumento:
        return None
    return code, DocumentFields(
        numeroDocumento=cluster.numeroDocumento,
        dataRilascio=cluster.dataRilascioDocumento or "",
        provinciaRilascio=(cluster.provinciaRilascioDocumento or "")[:2],
        comuneRilascio=cluster.localitaRilascioDocumento or "",
    )
