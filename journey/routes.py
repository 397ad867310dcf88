"""The spec's routes (§2) as names, and the outcome codes of the /typ page."""

from enum import StrEnum
from typing import Final


class Route(StrEnum):
    """The application routes of spec §2 (paths inside the app, served under /main)."""

    CHECK = "/check"
    HOME = "/"
    INFORMAZIONI_PERSONALI = "/informazioni-personali"
    DOCUMENTI = "/documenti"
    DOCUMENTI_RIEPILOGO = "/documenti/riepilogo"
    DOCUMENTI_REVIEW = "/documenti/review"
    DOCUMENTI_CARICA_DATI = "/documenti/carica-dati"
    DOCUMENTI_PERSONALI = "/documenti/documenti-personali"
    DOCUMENTI_SALVA_INFORMAZIONI = "/documenti/salva-informazioni"
    # The phone of the QR hand-off (§2 {qrCodeUrl}/main/documenti/mobile?code=): upload only,
    # with its own token, not a step of the journey.
    DOCUMENTI_MOBILE = "/documenti/mobile"
    REDDITO_BUSTA_PAGA = "/documenti/giustificativo-del-reddito/busta-paga"
    REDDITO_MODELLO_UNICO = "/documenti/giustificativo-del-reddito/modello-unico"
    REDDITO_CERTIFICATO_PENSIONE = "/documenti/giustificativo-del-reddito/certificato-di-pensione"
    REDDITO_RICEVUTA_MODELLO_UNICO = "/documenti/giustificativo-del-reddito/ricevuta-modello-unico"
    ONFIDO = "/onfido"
    ONFIDO_CONFERMA = "/onfido/conferma"
    SPID = "/spid"
    SPID_DOCUMENTI = "/spid/documenti"
    ARED = "/ared"
    FIRMA_CARICA = "/firma/carica"
    FIRMA_RIEPILOGO = "/firma/riepilogo"
    ANOMALIE = "/anomalie"
    ANOMALIE_SALVA = "/anomalie/salva"
    ANOMALIE_DOCUMENTO_RICONOSCIMENTO = "/anomalie/documento-di-riconoscimento"
    ANOMALIE_TESSERA_SANITARIA = "/anomalie/tessera-sanitaria"
    ANOMALIE_UTENZA = "/anomalie/utenza"
    ANOMALIE_NON_IT_PERMESSO = "/anomalie/non-it/permesso-di-soggiorno"
    ANOMALIE_NON_IT_DOCUMENTO = "/anomalie/non-it/documento-di-riconoscimento"
    ANOMALIE_NON_IT_PASSAPORTO = "/anomalie/non-it/passaporto/scatta"
    ANOMALIE_REDDITO_RICEVUTA_AGENZIA = (
        "/anomalie/giustificativo-del-reddito/ricevuta-agenzia-entrate"
    )
    ANOMALIE_REDDITO_BUSTA_PAGA = "/anomalie/giustificativo-del-reddito/busta-paga"
    ANOMALIE_REDDITO_CERTIFICATO_PENSIONE = (
        "/anomalie/giustificativo-del-reddito/certificato-di-pensione"
    )
    ANOMALIE_REDDITO_MODELLO_UNICO = "/anomalie/giustificativo-del-reddito/modello-unico"
    RESUME = "/resume"
    RESUME_SECCI = "/resume/secci"
    TYP = "/typ"
    # The spec sends a draft-resume 404 to "a public simulator page" whose path it does not show.
    SIMULATORE = "/simulatore"
    # Steps 2 and 3 of §4 (user choice, secci confirmation) have no route in the spec; ours.
    OFFERTA = "/offerta"
    SECCI = "/secci"


# The pages of a journey step: an applicant with an application sees only the one the server's
# route names (the web app sends them there). The outcome page and the public pages are not steps.
STEP_PAGES: Final = frozenset(
    {
        Route.HOME,
        Route.CHECK,
        Route.OFFERTA,
        Route.SECCI,
        Route.RESUME_SECCI,
        Route.INFORMAZIONI_PERSONALI,
        Route.DOCUMENTI,
        Route.DOCUMENTI_CARICA_DATI,
        Route.DOCUMENTI_PERSONALI,
        Route.DOCUMENTI_REVIEW,
        Route.DOCUMENTI_SALVA_INFORMAZIONI,
        Route.DOCUMENTI_RIEPILOGO,
        Route.REDDITO_BUSTA_PAGA,
        Route.REDDITO_MODELLO_UNICO,
        Route.REDDITO_CERTIFICATO_PENSIONE,
        Route.REDDITO_RICEVUTA_MODELLO_UNICO,
        Route.ARED,
        # The remote identity check (§2): the return from the provider's capture page lands on
        # /onfido, and an applicant who is elsewhere is sent to the check's own page.
        Route.ONFIDO,
        Route.ONFIDO_CONFERMA,
        Route.FIRMA_CARICA,
        # /spid is also open while /documenti offers SPID: the web app's guard allows it then.
        Route.SPID,
        Route.SPID_DOCUMENTI,
        Route.FIRMA_RIEPILOGO,
    }
)
# Step pages that mean nothing without an application: reached without one, §4's generic error.
NEEDS_APPLICATION: Final = STEP_PAGES - {Route.HOME, Route.CHECK}


class Esito(StrEnum):
    """The outcome codes of /typ?esito=... (§2)."""

    ERRORE_GENERICO = "erroregenerico"
    ERRORE_CELLULARE = "errorecellulare"
    RICHIESTA_IN_CORSO = "cliente-con-richiesta-in-corso"
    TRACKING_SCADUTO = "tracking-pratica-scaduto"
    FORZO_SDS = "forzosods"
    FORZO_SDS_CONFERMA = "forzosodsconferma"
    ESITO_NON_VALIDO = "esito-non-valido"
