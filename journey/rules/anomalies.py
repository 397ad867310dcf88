"""The anomaly list (§5): which documents the applicant must correct, in which order."""

import re
from collections.abc import Iterable
from typing import Final

from journey.models.firma import AnomalyDocument

EXCLUDED_CODES: Final = frozenset({"CONE", "CON"})
OPEN_STATES: Final = frozenset({"G", "N"})
PRIORITY: Final = {"CAR": 1, "CF": 10, "RPR": 30, "DRED": 31, "ARED": 32}
# Documents without a priority come after every prioritised one.
UNLISTED_PRIORITY: Final = max(PRIORITY.values()) + 1

IDENTITY_DOCUMENT: Final = "Documento di identità"
# "Documento di identita", "DOCUMENTO DI IDENTITA'", "Documento d'identità": the accent as the
# back office may spell it (missing, as an apostrophe, or the wrong accent).
_IDENTITY_PREFIX: Final = re.compile(r"documento\s+d(?:i\s+|['’]\s*)identit(?:à|á|a['’`]?)", re.I)


def normalise_category_text(text: str | None) -> str | None:
    """§5: a category text starting with "documento di identità" in any spelling gets the
    accented form, the rest of the text unchanged."""
    if text is None:
        return None
    match = _IDENTITY_PREFIX.match(text.strip())
    if match is None:
        return text
    return IDENTITY_DOCUMENT + text.strip()[match.end() :]


def is_open_anomaly(document: AnomalyDocument) -> bool:
    """§5: not CONE (nor CON, excluded from the stored list), state G or N, and updated after
    the last upload or never uploaded.

    Reading: an update with no time stamp on a document that was uploaded does not count as
    "after the last upload".
    """
    if document.codDocumento.strip().upper() in EXCLUDED_CODES:
        return False
    if (document.codStato or "").strip().upper() not in OPEN_STATES:
        return False
    if document.ultimoUpload is None:
        return True
    return (
        document.ultimoAggiornamento is not None
        and document.ultimoAggiornamento > document.ultimoUpload
    )


def anomaly_priority(code: str) -> int:
    """§5 priority: CAR 1, CF 10, RPR 30, DRED 31, ARED 32; other codes after them."""
    return PRIORITY.get(code.strip().upper(), UNLISTED_PRIORITY)


def anomaly_list(documents: Iterable[AnomalyDocument]) -> list[AnomalyDocument]:
    """§5 the anomaly list: open anomalies, CON excluded, by priority (stable), with the identity
    category text normalised.

    Reading: the list shown and the list stored are one list, so CON (excluded from the stored
    list) is also never shown.
    """
    kept = [d for d in documents if is_open_anomaly(d)]
    kept.sort(key=lambda d: anomaly_priority(d.codDocumento))
    return [
        d.model_copy(update={"desCategoria": normalise_category_text(d.desCategoria)}) for d in kept
    ]
