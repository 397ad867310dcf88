"""The loan data the applicant brings from the simulator (§3), amounts in cents."""

from datetime import datetime

from pydantic import Field

from journey.models.base import InputModel, ServiceModel

# A consumer loan of this product is repaid in at most ten years of monthly instalments.
MAX_INSTALMENTS = 120


class SimulatorData(ServiceModel):
    """The simulator's payload, with the spec's field names on the wire.

    It comes from the public simulator, an external page whose payload may grow, so unknown keys
    are dropped rather than rejected. The three amounts that define the loan are required.
    """

    CODICE_OFFERTA: str | None = None
    SC_TIPO_OFFERTA: str | None = None
    MOD_PAGAMENTO: str | None = None
    SC_BENE: str | None = None
    SC_NUMERO_RATE: int = Field(ge=1, le=MAX_INSTALMENTS)
    SC_IMPORTO_TOTALE: int = Field(gt=0, description="Total amount, in cents.")
    SC_IMPORTO_RATA: int = Field(gt=0, description="Instalment amount, in cents.")
    UTM_CAMPAIGN: str | None = None
    UTM_CONTENT: str | None = None
    UTM_DATE: str | None = None
    UTM_HISTORY: str | None = None
    UTM_MEDIUM: str | None = None
    UTM_SOURCE: str | None = None
    UTM_TERM: str | None = None
    MEDIACODE: str | None = None
    gclid: str | None = None
    SESSION_ID: str | None = None
    CLIENT_ID: str | None = None
    SC_TOKEN: str | None = None
    id: str | None = None
    token: str | None = None
    EsitoOTP: str | None = None
    CODICE_APP: str | None = None


class MarketingParams(InputModel):
    """Further marketing parameters the browser keeps with the time it stored them (§3)."""

    c_id: str | None = None
    gad_source: str | None = None
    gad_campaignid: str | None = None
    gbraid: str | None = None
    source: str | None = None
    dicbo: str | None = None
    msclkid: str | None = None
    cto_pld: str | None = None
    adclid: str | None = None
    timestamp: datetime | None = None
