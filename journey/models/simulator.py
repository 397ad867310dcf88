"""The loan data the applicant brings from the simulator (§3), amounts in cents."""

from datetime import datetime
from typing import Annotated

from pydantic import Field, StrictInt, ValidationInfo, field_validator

from journey.constants import (
    ARRIVAL_TOKEN_MAX_LENGTH,
    CAMPAIGN_TEXT_MAX_LENGTH,
    SIMULATOR_CODE_MAX_LENGTH,
    SIMULATOR_DURATIONS,
    SIMULATOR_MAX_CENTS,
    SIMULATOR_MIN_CENTS,
)
from journey.models.base import InputModel, ServiceModel

# A consumer loan of this product is repaid in at most ten years of monthly instalments.
MAX_INSTALMENTS = 120

# Control characters (C0 with tab and line feeds, DEL, C1) and the Unicode line separators: in a
# value they split a log line or a header, and they are never part of a code or a campaign name.
# Written as ranges every regex engine reads alike: pydantic's, the OpenAPI's readers, Python's.
_NO_CONTROL = r"^[^\x00-\x1f\x7f-\x9f\u2028\u2029]*$"

# An offer's code as the simulator writes them (PPONLINE, PP-STD, RID, LIQUIDITA, 2): letters,
# digits and the separators codes use, nothing that could be markup.
SimulatorCode = Annotated[
    str, Field(max_length=SIMULATOR_CODE_MAX_LENGTH, pattern=r"^[A-Za-z0-9_.\-]*$")
]
# A campaign's free text (a UTM value, a click id): anything printable, within a bound.
CampaignText = Annotated[str, Field(max_length=CAMPAIGN_TEXT_MAX_LENGTH, pattern=_NO_CONTROL)]
# A landing token of the provider's simulator or customer area: opaque, printable, bounded.
ArrivalToken = Annotated[str, Field(max_length=ARRIVAL_TOKEN_MAX_LENGTH, pattern=_NO_CONTROL)]
# An amount in cents the simulator offers; strict, so neither `true` nor "1000" passes as one.
LoanCents = Annotated[StrictInt, Field(ge=SIMULATOR_MIN_CENTS, le=SIMULATOR_MAX_CENTS)]


class SimulatorData(ServiceModel):
    """The simulator's payload, with the spec's field names on the wire, as an application keeps
    it: in the workflow's start, its history and its snapshot.

    It comes from the public simulator, an external page whose payload may grow, so unknown keys
    are dropped rather than rejected. The bounds here are the ones applications were started
    with from the first: a stored payload must always read back, or a running application whose
    data a later rule refuses could never be resumed. What may start an application is checked
    at the way in, by OfferedSimulatorData.
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


class OfferedSimulatorData(SimulatorData):
    """Simulator data that may start an application (the API's start, /call's data by code, a
    landing token's): the loan must be one the product's simulator offers, and every text a
    code or a campaign's bounded value. Data it could not have made are refused before an
    application starts (an impossible loan only failed at the engine, after the light form was
    filled in). Kept as SimulatorData once admitted.
    """

    CODICE_OFFERTA: SimulatorCode | None = None
    SC_TIPO_OFFERTA: SimulatorCode | None = None
    MOD_PAGAMENTO: SimulatorCode | None = None
    SC_BENE: SimulatorCode | None = None
    SC_NUMERO_RATE: StrictInt = Field(
        description="Number of monthly instalments: one of the simulator's durations."
    )
    SC_IMPORTO_TOTALE: LoanCents = Field(description="Total amount, in cents.")
    SC_IMPORTO_RATA: StrictInt = Field(gt=0, description="Instalment amount, in cents.")
    UTM_CAMPAIGN: CampaignText | None = None
    UTM_CONTENT: CampaignText | None = None
    UTM_DATE: CampaignText | None = None
    UTM_HISTORY: CampaignText | None = None
    UTM_MEDIUM: CampaignText | None = None
    UTM_SOURCE: CampaignText | None = None
    UTM_TERM: CampaignText | None = None
    MEDIACODE: CampaignText | None = None
    gclid: CampaignText | None = None
    SESSION_ID: CampaignText | None = None
    CLIENT_ID: CampaignText | None = None
    SC_TOKEN: ArrivalToken | None = None
    id: SimulatorCode | None = None
    token: ArrivalToken | None = None
    EsitoOTP: SimulatorCode | None = None
    CODICE_APP: SimulatorCode | None = None

    @field_validator("SC_NUMERO_RATE")
    @classmethod
    def _offered_duration(cls, months: int) -> int:
        # A list, not a range: 7 months is inside 6-120 and still no loan the simulator offers.
        if months not in SIMULATOR_DURATIONS:
            raise ValueError(f"the simulator offers {SIMULATOR_DURATIONS} months")
        return months

    @field_validator("SC_IMPORTO_RATA")
    @classmethod
    def _within_the_total(cls, instalment: int, info: ValidationInfo) -> int:
        # Absent when the total itself was refused: that error is the one to report.
        total = info.data.get("SC_IMPORTO_TOTALE")
        if total is not None and instalment > total:
            raise ValueError("an instalment cannot be more than the amount borrowed")
        return instalment


class MarketingParams(InputModel):
    """Further marketing parameters the browser keeps with the time it stored them (§3), as an
    application keeps them (see SimulatorData); BoundedMarketingParams is what the API admits."""

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


class BoundedMarketingParams(MarketingParams):
    """The marketing parameters a start may bring: printable and bounded."""

    c_id: CampaignText | None = None
    gad_source: CampaignText | None = None
    gad_campaignid: CampaignText | None = None
    gbraid: CampaignText | None = None
    source: CampaignText | None = None
    dicbo: CampaignText | None = None
    msclkid: CampaignText | None = None
    cto_pld: CampaignText | None = None
    adclid: CampaignText | None = None
    timestamp: datetime | None = None
