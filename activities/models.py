"""Activity inputs and outputs: one model in, one model out."""

from typing import Any

from pydantic import BaseModel, Field


class BackOfficeSession(BaseModel):
    """Who the back-office token is for; the token itself never enters workflow history."""

    draftId: str
    fiscalCode: str = ""
    firstName: str = ""
    lastName: str = ""
    email: str = ""
    mobilePhone: str = ""


class BackOfficeError(BaseModel):
    """One item of `elencoErrori`."""

    codice: str = ""
    campo: str | None = None
    descrizione: str = ""


class CheckOutcome(BaseModel):
    """A check passes when its error list is empty (spec §5)."""

    elencoErrori: list[BackOfficeError] = Field(default_factory=list)

    @property
    def success(self) -> bool:
        return not self.elencoErrori


class EmailCheck(BaseModel):
    session: BackOfficeSession
    email: str


class PhoneCheck(BaseModel):
    session: BackOfficeSession
    numTelefono: str
    tipoTelefono: str
    provincia: str


class FiscalCodeDecodeRequest(BaseModel):
    session: BackOfficeSession
    cognome: str
    nome: str
    codFiscale: str


class FiscalCodeDecoding(CheckOutcome):
    dataNascita: str | None = None
    sesso: str | None = None
    comuneNascita: str | None = None
    provinciaNascita: str | None = None
    statoNascita: str | None = None
    codiceBelfiore: str | None = None


class StepRecord(BaseModel):
    """One step of an application for the app database: index row plus event-log line."""

    draftId: str
    eventKey: str
    action: str
    step: str | None = None
    status: str = "created"
    channel: str | None = None
    fiscalCode: str | None = None
    numPratica: str | None = None
    data: dict[str, Any] = Field(default_factory=dict)
