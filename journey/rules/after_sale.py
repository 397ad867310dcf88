"""After the signature: where the request stands and what the applicant must correct, as the
anomaly area (/anomalie) shows it, from the back office's last answer."""

from typing import Final

from journey import messages
from journey.models.documents import DocumentCode, SideName
from journey.models.firma import AnomalyDocument, AnomalyView, Tracking, TrackingView
from journey.rules.anomalies import EXCLUDED_CODES, anomaly_list
from journey.rules.required_documents import KINDS
from journey.rules.routes import AnomaliaNonGestita, anomaly_page

# The back office's outcome of a request (esito) in the applicant's words; any other value
# (IN_ISTRUTTORIA included) is a request still being assessed.
_OUTCOMES: Final = {
    "APPROVATA": messages.RICHIESTA_APPROVATA,
    "RESPINTA": messages.RICHIESTA_NON_ACCOLTA,
    "SOSPESA": messages.RICHIESTA_SOSPESA,
    "ANNULLATA": messages.RICHIESTA_ANNULLATA,
}
# Checklist states: G (grave: illegible or not the document asked for), N (non conforme);
# C is a document received and not yet checked.
_REASONS: Final = {
    "G": messages.ANOMALIA_DOCUMENTO_NON_VALIDO,
    "N": messages.ANOMALIA_DOCUMENTO_NON_CONFORME,
}
UNDER_REVIEW: Final = "C"
# Outcomes after which nothing more is asked of the applicant: no document is to be corrected
# or is being checked any more (SOSPESA waits for the corrections).
DECIDED: Final = frozenset({"APPROVATA", "RESPINTA", "ANNULLATA"})
# The journey's own names of the documents whose checklist category text says something else
# ("CODICE FISCALE" is the health card the applicant photographed).
_NAMES: Final = {"CF": "Tessera sanitaria"}


def decided(tracking: Tracking) -> bool:
    return tracking.esito.strip().upper() in DECIDED


def outcome_text(esito: str) -> str:
    return _OUTCOMES.get(esito.strip().upper(), messages.RICHIESTA_IN_VALUTAZIONE)


def document_name(document: AnomalyDocument) -> str:
    """The category text as a sentence ("BUSTA PAGA" → "Busta paga"), or the code; the health
    card by its own name."""
    named = _NAMES.get(document.codDocumento.strip().upper())
    if named:
        return named
    text = (document.desCategoria or "").strip()
    if not text:
        return document.codDocumento
    return text[0].upper() + text[1:].lower() if text.isupper() else text


def has_back(code: str) -> bool:
    """Whether the document with this code has a back to send as well (an identity card)."""
    try:
        kind = KINDS.get(DocumentCode(code.strip().upper()))
    except ValueError:
        return False
    return kind is not None and SideName.RETRO in kind.sides


def anomaly_view(document: AnomalyDocument, *, italian: bool) -> AnomalyView:
    """One open anomaly. A document type the journey has no page for keeps no page and says
    'Anomalia non gestita' (§2): the applicant sees it and is not sent anywhere."""
    try:
        page: str | None = anomaly_page(document.codDocumento, italian=italian)
        reason = _REASONS.get((document.codStato or "").strip().upper(), "")
    except AnomaliaNonGestita:
        page, reason = None, messages.ANOMALIA_NON_GESTITA
    return AnomalyView(
        codDocumento=document.codDocumento.strip().upper(),
        descrizione=document_name(document),
        motivo=reason,
        pagina=page,
        retro=has_back(document.codDocumento),
    )


def open_anomaly(tracking: Tracking | None, code: str) -> AnomalyDocument | None:
    """The open anomaly on the document with this code, if the last answer has one (none once
    the request is decided)."""
    if tracking is None or decided(tracking):
        return None
    wanted = code.strip().upper()
    return next(
        (d for d in anomaly_list(tracking.documenti) if d.codDocumento.strip().upper() == wanted),
        None,
    )


def tracking_view(tracking: Tracking, numero: str, *, italian: bool) -> TrackingView:
    """§5's anomaly list with a page for each, the outcome in words, and the documents the
    back office has and has not checked yet; once the request is decided, only the outcome."""
    documents = [] if decided(tracking) else tracking.documenti
    under_review = [
        document_name(d)
        for d in documents
        if (d.codStato or "").strip().upper() == UNDER_REVIEW
        and d.codDocumento.strip().upper() not in EXCLUDED_CODES
    ]
    return TrackingView(
        numero=numero,
        stato=tracking.stato,
        esito=tracking.esito,
        descrizione=outcome_text(tracking.esito),
        anomalie=[anomaly_view(d, italian=italian) for d in anomaly_list(documents)],
        inVerifica=under_review,
        aggiornatoIl=tracking.readAt,
    )
