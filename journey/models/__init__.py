"""Pydantic models of the spec's entities (§3), with the spec's field names on the wire."""

from journey.models.addresses import AddressType, Indirizzo, IndirizzoConCap
from journey.models.basic_info import Agreements, InformazioniBase, KnownData
from journey.models.checks import (
    AddressCheck,
    CheckAction,
    CheckResult,
    ChecksState,
    CheckStatus,
    ErroriCheck,
    ResidenzaChecks,
)
from journey.models.cluster import Cluster
from journey.models.configuration import Configuration, Intermediario, Partner
from journey.models.crm import CrmProspect, CrmState
from journey.models.documents import (
    OCR_CATEGORIES,
    CheckDocumento,
    ComuneDocumento,
    DocumentCategory,
    DocumentCode,
    Documenti,
    DocumentoDiRiconoscimento,
    FronteRetro,
    ProvinciaDocumento,
    Reddito,
)
from journey.models.draft import DraftAuth, DraftData, DraftRecord, DraftState
from journey.models.firma import (
    Anomalia,
    AnomalyDocument,
    ChecklistItem,
    FirmaState,
    OtpSent,
    OtpState,
)
from journey.models.identity import OnfidoState, SpidState
from journey.models.lookups import Comune, Country, LookupItem, Lookups, Provincia
from journey.models.personal_info import (
    CoordinateBancarie,
    DatoreLavoro,
    InformazioniDemografiche,
    InformazioniPersonali,
    InformazioniProfessionali,
    Residenza,
)
from journey.models.prospect import CompanyType, DatoProdotto, EventLogRecord, ProspectPayload
from journey.models.simulation import Offerta, Pratica, Secci, Simulation
from journey.models.simulator import (
    BoundedMarketingParams,
    MarketingParams,
    OfferedSimulatorData,
    SimulatorData,
)
from journey.models.user import User

__all__ = [
    "OCR_CATEGORIES",
    "AddressCheck",
    "AddressType",
    "Agreements",
    "Anomalia",
    "AnomalyDocument",
    "BoundedMarketingParams",
    "CheckAction",
    "CheckDocumento",
    "CheckResult",
    "CheckStatus",
    "ChecklistItem",
    "ChecksState",
    "Cluster",
    "CompanyType",
    "Comune",
    "ComuneDocumento",
    "Configuration",
    "CoordinateBancarie",
    "Country",
    "CrmProspect",
    "CrmState",
    "DatoProdotto",
    "DatoreLavoro",
    "DocumentCategory",
    "DocumentCode",
    "Documenti",
    "DocumentoDiRiconoscimento",
    "DraftAuth",
    "DraftData",
    "DraftRecord",
    "DraftState",
    "ErroriCheck",
    "EventLogRecord",
    "FirmaState",
    "FronteRetro",
    "Indirizzo",
    "IndirizzoConCap",
    "InformazioniBase",
    "InformazioniDemografiche",
    "InformazioniPersonali",
    "InformazioniProfessionali",
    "Intermediario",
    "KnownData",
    "LookupItem",
    "Lookups",
    "MarketingParams",
    "OfferedSimulatorData",
    "Offerta",
    "OnfidoState",
    "OtpSent",
    "OtpState",
    "Partner",
    "Pratica",
    "ProspectPayload",
    "Provincia",
    "ProvinciaDocumento",
    "Reddito",
    "Residenza",
    "ResidenzaChecks",
    "Secci",
    "Simulation",
    "SimulatorData",
    "SpidState",
    "User",
]
