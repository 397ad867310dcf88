"""Signing and after-sale (§3 firma): the request, its anomalies, the checklist and the OTP."""

from datetime import datetime

from pydantic import Field

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
