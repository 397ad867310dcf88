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
    """The simulator's payload, with the spec's field names on the wire.

    It comes from the public simulator, an external page whose payload may grow, so unknown keys
    are dropped rather than rejected. The three amounts that define the loan are required, and
    the loan must be one the product's simulator offers: data it could not have made are
    refused here, before an application starts (an impossible loan only failed at the engine,
    after the light form was filled in).
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
    """Further marketing parameters the browser keeps with the time it stored them (§3)."""

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
