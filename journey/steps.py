"""Step identifiers, the step-to-route map used on resume (§2) and the CRM step labels (§4)."""

from collections.abc import Mapping
from enum import StrEnum
from types import MappingProxyType
from typing import Final

from journey.constants import DRAFT_STATUS_CREATED, DRAFT_STATUS_EXPIRED
from journey.routes import Route


class Step(StrEnum):
    """A saved step of the journey (the draft's `step`)."""

    BASIC_INFO = "INFORMAZIONI_BASE"
    PERSONAL_INFO = "INFORMAZIONI_PERSONALI"
    ONFIDO = "ONFIDO"
    SPID = "SPID"
    ARED = "ARED"
    DOCUMENTI = "DOCUMENTI"
    TYP = "TYP"
    FIRMA = "FIRMA"


class ApplicationStatus(StrEnum):
    """Where an application stands as a whole (the draft status of §3, DESIGN §3)."""

    CREATED = DRAFT_STATUS_CREATED
    EXPIRED = DRAFT_STATUS_EXPIRED
    # Signed, and followed after sale: the request's state and its anomalies, corrected online
    # until a month passes with no visit (then EXPIRED). Only the after-sale Updates are taken.
    SIGNED = "signed"
    # Signed and closed: nothing more online (applications signed before the after-sale area).
    COMPLETED = "completed"

    @property
    def closed(self) -> bool:
        """No Update is accepted any more."""
        return self not in (ApplicationStatus.CREATED, ApplicationStatus.SIGNED)


# §2 "Step-to-route map used on resume": a saved step leads to the page *after* it.
STEP_ROUTES: Final[Mapping[Step, str]] = MappingProxyType(
    {
        Step.BASIC_INFO: Route.INFORMAZIONI_PERSONALI,
        Step.PERSONAL_INFO: Route.DOCUMENTI,
        Step.ONFIDO: Route.ONFIDO,
        Step.SPID: Route.SPID,
        Step.ARED: Route.ARED,
        Step.DOCUMENTI: Route.DOCUMENTI_RIEPILOGO,
        Step.TYP: Route.FIRMA_CARICA,
        Step.FIRMA: Route.ANOMALIE,
    }
)


# The pages on which an identity path's step is current (§4 draft auth): the reverse of the map
# above for ONFIDO and SPID, with their second pages.
ROUTE_STEPS: Final[Mapping[str, Step]] = MappingProxyType(
    {
        Route.ONFIDO: Step.ONFIDO,
        Route.ONFIDO_CONFERMA: Step.ONFIDO,
        Route.SPID: Step.SPID,
        Route.SPID_DOCUMENTI: Step.SPID,
    }
)


class ProspectStep(StrEnum):
    """The CRM prospect step labels (§4).

    Steps 1 and 1.1 are verbatim (with the EN DASH). The spec only describes steps 2–6; their
    labels are ours, in the same "Step N – Italian name" style.
    """

    LIGHT_FORM = "Step 1 – Light form"
    ESITO_MOTORE = "Step 1.1 – Esito motore"
    SCELTA_UTENTE = "Step 2 – Scelta utente"
    CONFERMA_SECCI = "Step 3 – Conferma SECCI"
    DATI_PERSONALI = "Step 4 – Dati personali"
    CARICAMENTO_DOCUMENTI = "Step 5 – Caricamento documenti"
    THANK_YOU_PAGE = "Step 6 – Thank you page"
