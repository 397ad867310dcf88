"""Signing and after-sale (§3 firma): the request, its anomalies, the checklist and the OTP."""

from datetime import datetime

from pydantic import Field

from journey.constants import OTP_MAX_ATTEMPTS, OTP_RESEND_AFTER_SECONDS
from journey.models.base import InputModel, ServiceModel
from journey.models.simulation import Pratica


class AnomalyDocument(ServiceModel):
    """A document of the back office's checklist, as recuperoInfoPraticaB2C lists it."""

    codDocumento: str
    codCategoria: str | None = None
    desCategoria: str | None = None
    codStato: str | None = None
    ultimoUpload: datetime | None = None
    ultimoAggiornamento: datetime | None = None


class Anomalia(InputModel):
    """An anomaly the applicant must correct: `dati` is the document it concerns."""

    id: str
    dati: AnomalyDocument
    completato: bool = False


class ChecklistItem(InputModel):
    """An item of the document checklist; it starts not completed (§4)."""

    codice: str
    descrizione: str = ""
    completato: bool = False


class OtpSent(InputModel):
    """What the last send returned: the signing alias and the OTP id."""

    alias: str = ""
    otpId: str = ""


class OtpState(InputModel):
    """The signing one-time code: sends counted, last alias kept (§4)."""

    token: str | None = None
    counter: int = 0
    sent: OtpSent = OtpSent()
    contractData: dict[str, str] | None = None
    url: str | None = None


class FirmaState(InputModel):
    """The firma area of the journey state."""

    pratica: Pratica | None = None
    anomalie: list[Anomalia] = Field(default_factory=list)
    checkList: list[ChecklistItem] = Field(default_factory=list)
    otp: OtpState = OtpState()


class Tracking(InputModel):
    """The request as the back office last told it, after the signature: its state and outcome
    (recuperoInfoPraticaB2C) and its document checklist (recuperaChecklistDocumentaleQinetic),
    kept as read; the anomaly rules of §5 run on it when the snapshot is drawn."""

    stato: str = ""
    esito: str = ""
    documenti: list[AnomalyDocument] = Field(default_factory=list)
    readAt: datetime | None = None
    # The files sent again for each document code (their blob keys, the last few).
    sent: dict[str, list[str]] = Field(default_factory=dict)


class AnomalyView(InputModel):
    """An open anomaly as the anomaly area shows it: the document, why it is asked for again,
    its page (§2 anomaly pages) and whether a back side is asked for."""

    codDocumento: str
    descrizione: str
    motivo: str
    # None for a document type the journey has no page for ('Anomalia non gestita').
    pagina: str | None = None
    retro: bool = False


class TrackingView(InputModel):
    """Where the signed request stands, for the anomaly area (/anomalie)."""

    numero: str
    stato: str
    esito: str
    descrizione: str
    anomalie: list[AnomalyView] = Field(default_factory=list)
    # Documents sent again, waiting for the back office to check them.
    inVerifica: list[str] = Field(default_factory=list)
    aggiornatoIl: datetime | None = None


class FirmaProgress(InputModel):
    """The request and its signature as the workflow keeps them (issue 16): the request number,
    the back office's errors on the last attempt, the contract (its address at the back office
    and our stored copy), the signing code's sends and tries, and the signed contract.

    Never a code: the applicant's goes from the API to the back office by reference.
    """

    pratica: Pratica | None = None
    erroriPratica: dict[str, str] = Field(default_factory=dict)
    contractUrl: str | None = None
    contractBlob: str | None = None
    otp: OtpState = OtpState()
    sentAt: datetime | None = None
    expiresAt: datetime | None = None
    attemptsLeft: int = OTP_MAX_ATTEMPTS
    # Set by the workflow's timer when the code's five minutes are over.
    expired: bool = False
    signedBlob: str | None = None
    signedAt: str = ""
    transactionId: str = ""
    # After the signature: the back office's last word on the request, when it was asked.
    tracking: Tracking | None = None

    @property
    def signed(self) -> bool:
        return self.signedBlob is not None


class OtpView(InputModel):
    """The signing code as the page shows it: never the code."""

    counter: int = 0
    sentAt: datetime | None = None
    expiresAt: datetime | None = None
    attemptsLeft: int = OTP_MAX_ATTEMPTS
    expired: bool = False
    locked: bool = False
    # How long after `sentAt` a new code may be asked for: the page counts it down.
    resendAfterSeconds: int = OTP_RESEND_AFTER_SECONDS


class FirmaView(InputModel):
    """The request and its signature in the snapshot."""

    pratica: Pratica | None = None
    erroriPratica: dict[str, str] = Field(default_factory=dict)
    contratto: bool = False
    otp: OtpView = OtpView()
    firmato: bool = False
    signedAt: str = ""
    transactionId: str = ""

    @classmethod
    def of(cls, progress: FirmaProgress, resend_after_seconds: int) -> "FirmaView":
        return cls(
            pratica=progress.pratica,
            erroriPratica=progress.erroriPratica,
            contratto=progress.contractBlob is not None,
            otp=OtpView(
                counter=progress.otp.counter,
                sentAt=progress.sentAt,
                expiresAt=progress.expiresAt,
                attemptsLeft=progress.attemptsLeft,
                expired=progress.expired,
                locked=progress.attemptsLeft <= 0,
                resendAfterSeconds=resend_after_seconds,
            ),
            firmato=progress.signed,
            signedAt=progress.signedAt,
            transactionId=progress.transactionId,
        )
