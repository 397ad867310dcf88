"""The CRM prospect payload of crmCreaProspect (§3), and the event log record."""

from typing import Any, Literal

from pydantic import Field

from journey.constants import COMPANY_TYPE_CODE, COMPANY_TYPE_NAME
from journey.models.base import InputModel


class CompanyType(InputModel):
    """{name: companyType, value: the provider's fixed company code}."""

    name: str = COMPANY_TYPE_NAME
    value: str = COMPANY_TYPE_CODE


class DatoProdotto(InputModel):
    """One product line of the prospect."""

    codOcsPratica: str | None = None
    codProdottoCRM: str | None = None
    flagFea: str | None = None
    incidentIdCRM: str | None = None
    opIdCRM: str | None = None
    tipoProdotto: str | None = None


class ProspectPayload(InputModel):
    """The prospect as sent to the CRM at each step; names and e-mail travel uppercased."""

    serviceId: Literal["crmCreaProspect"] = "crmCreaProspect"
    companyType: CompanyType = CompanyType()
    utm_campaign: str | None = None
    utm_content: str | None = None
    utm_date: str | None = None
    utm_history: str | None = None
    utm_medium: str | None = None
    utm_source: str | None = None
    utm_term: str | None = None
    mediacode: str | None = None
    gclid: str | None = None
    sessionid: str | None = None
    clientid: str | None = None
    codiceFiscale: str = ""
    cognome: str = ""
    nome: str = ""
    email: str = ""
    consensoPrivacy: Literal["S", "N"] = "N"
    consensoPrivacy2: Literal["S", "N"] = "N"
    consensoPrivacy3: Literal["S", "N"] = "N"
    consensoPrivacy4: Literal["S", "N"] = "N"
    datiProdotti: list[DatoProdotto] = Field(default_factory=list)
    idAnagCRM: str | None = None
    idAnagOcs: str | None = None
    engine_channel: str | None = None
    engine_pricing: str | None = None
    engineInput_XML: str | None = None
    engineOutput_XML: str | None = None
    professione: str | None = None
    recapitoTel: str | None = None
    step: str = ""
    linkBozza: str | None = None
    # Fields the CRM accepts and this journey always leaves empty.
    canale: str | None = None
    dataIns: str | None = None
    stato: str | None = None


class EventLogRecord(InputModel):
    """One row of the event log: what happened, to which request, with its data."""

    id: str
    action: str
    fiscalCode: str | None = None
    session: str | None = None
    numPratica: str | None = None
    data: dict[str, Any] = Field(default_factory=dict)
