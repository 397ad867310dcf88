"""Routes computed from data (§2): anomaly pages, income-document pages, outcome and link URLs."""

from typing import Final
from urllib.parse import urlencode

from journey import messages
from journey.models.documents import DocumentCode
from journey.routes import Esito, Route


class AnomaliaNonGestita(ValueError):
    """An anomaly whose document type the journey has no page for (§2 'Anomalia non gestita')."""

    def __init__(self, code: str) -> None:
        super().__init__(messages.ANOMALIA_NON_GESTITA)
        self.code = code


# Identity documents: identity card, driving licence, electronic identity card.
_IDENTITY_CODES: Final = frozenset({DocumentCode.CAR, DocumentCode.PAT, DocumentCode.DIG})

_ANOMALY_PAGES: Final[dict[DocumentCode, str]] = {
    DocumentCode.CF: Route.ANOMALIE_TESSERA_SANITARIA,
    DocumentCode.UTE: Route.ANOMALIE_UTENZA,
    DocumentCode.PER: Route.ANOMALIE_NON_IT_PERMESSO,
    DocumentCode.EPER: Route.ANOMALIE_NON_IT_PERMESSO,
    DocumentCode.RPR: Route.ANOMALIE_NON_IT_PERMESSO,
    DocumentCode.DRED: Route.ANOMALIE_REDDITO_BUSTA_PAGA,
    DocumentCode.DRE2: Route.ANOMALIE_REDDITO_BUSTA_PAGA,
    DocumentCode.PRED: Route.ANOMALIE_REDDITO_CERTIFICATO_PENSIONE,
    DocumentCode.PRE2: Route.ANOMALIE_REDDITO_CERTIFICATO_PENSIONE,
    DocumentCode.ARED: Route.ANOMALIE_REDDITO_MODELLO_UNICO,
    DocumentCode.MRE2: Route.ANOMALIE_REDDITO_MODELLO_UNICO,
    DocumentCode.ARE2: Route.ANOMALIE_REDDITO_RICEVUTA_AGENZIA,
}


def anomaly_page(code: str, *, italian: bool) -> str:
    """§2: the page where the applicant corrects an anomaly on the document with this code.

    Readings (the spec lists the pages, not the mapping):
    - CAR, PAT, DIG (identity card, licence, electronic card) → identity-document page, the
      non-it variant for non-Italians; PAS → the non-it passport page for non-Italians and the
      identity-document page for Italians (a passport is their identity document).
    - CF → health card; UTE → utility bill; PER, EPER and RPR (the permit renewal receipt) →
      the non-it residence-permit page.
    - DRED, DRE2 → paycheck; PRED, PRE2 → pension certificate; ARED, MRE2 → tax return
      (modello unico); ARE2 → the tax agency's receipt.
    - Any other known code (CRES) → the default /anomalie/salva.
    - A code the journey does not know raises AnomaliaNonGestita ('Anomalia non gestita').
    """
    try:
        known = DocumentCode(code.strip().upper())
    except ValueError:
        raise AnomaliaNonGestita(code) from None
    if known in _IDENTITY_CODES or (known is DocumentCode.PAS and italian):
        return (
            Route.ANOMALIE_DOCUMENTO_RICONOSCIMENTO if italian else Route.ANOMALIE_NON_IT_DOCUMENTO
        )
    if known is DocumentCode.PAS:
        return Route.ANOMALIE_NON_IT_PASSAPORTO
    return _ANOMALY_PAGES.get(known, Route.ANOMALIE_SALVA)


# Reasons (occupation / income type codes) under which a C work position still has a paycheck.
PAYCHECK_REASONS_FOR_C: Final = frozenset({"STG", "RED"})

_INCOME_PAGES: Final = {
    "D": Route.REDDITO_BUSTA_PAGA,
    "A": Route.REDDITO_MODELLO_UNICO,
    "P": Route.REDDITO_CERTIFICATO_PENSIONE,
}


def income_document_page(letter: str, reason: str | None = None) -> str:
    """§2: the income-proof page for work position D, A, P or C.

    D → paycheck, A → tax return, P → pension certificate. C → paycheck when the reason is STG
    or RED, otherwise the save-information page (no income proof to upload).
    Reading of "the default document page is /": any other letter goes to the documents area's
    own page, /documenti, never to the start of the journey.
    """
    position = letter.strip().upper()
    if position == "C":
        if (reason or "").strip().upper() in PAYCHECK_REASONS_FOR_C:
            return Route.REDDITO_BUSTA_PAGA
        return Route.DOCUMENTI_SALVA_INFORMAZIONI
    return _INCOME_PAGES.get(position, Route.DOCUMENTI)


def typ_route(esito: Esito) -> str:
    """An outcome page: /typ?esito=<code> (§2)."""
    return f"{Route.TYP}?{urlencode({'esito': esito.value})}"


def resume_secci_route(step: str | None) -> str:
    """§2 generic resume point /resume/secci?step={step}; an unknown step leaves it empty."""
    return f"{Route.RESUME_SECCI}?{urlencode({'step': step or ''})}"


def resume_link(code: str) -> str:
    """§2 the resume link sent by e-mail: /resume?code={code}."""
    return f"{Route.RESUME}?{urlencode({'code': code})}"


def public_link(qr_code_url: str, route: str) -> str:
    """An app route as a link for an e-mail, an SMS or a QR code: {qrCodeUrl}/main{route}
    (the base's trailing slash is not doubled)."""
    return f"{qr_code_url.rstrip('/')}/main{route}"


def draft_resume_link(qr_code_url: str, draft_id: str) -> str:
    """§2 {qrCodeUrl}/main/resume?draft={draftId}."""
    return public_link(qr_code_url, f"{Route.RESUME}?{urlencode({'draft': draft_id})}")


def mobile_upload_link(qr_code_url: str, code: str) -> str:
    """§2 {qrCodeUrl}/main/documenti/mobile?code={code}: the QR code card's target."""
    return public_link(qr_code_url, f"/documenti/mobile?{urlencode({'code': code})}")
