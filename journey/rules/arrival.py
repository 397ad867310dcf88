"""What the journey trusts of a person's arrival (§3 SC_TOKEN, token, EsitoOTP; §4 initial flow).

The address bar is the person's to edit: the loan and the OTP outcome count only when the
back office vouched for them through the simulator's token, and the customer area's token
vouches for one fiscal code only.
"""

from typing import Final

from journey.constants import FLAG_SI
from journey.models.arrival import KnownUser
from journey.models.cluster import Cluster
from journey.models.simulator import SimulatorData

# Fields that describe this visit (where the person came from), not the loan: kept from the
# landing when the token's data do not have them.
CAMPAIGN_FIELDS: Final = (
    "UTM_CAMPAIGN",
    "UTM_CONTENT",
    "UTM_DATE",
    "UTM_HISTORY",
    "UTM_MEDIUM",
    "UTM_SOURCE",
    "UTM_TERM",
    "MEDIACODE",
    "gclid",
    "SESSION_ID",
    "CLIENT_ID",
)
_TOKENS: Final = {"SC_TOKEN": None, "token": None}


def untrusted(landing: SimulatorData) -> SimulatorData:
    """Simulator data no token vouched for: no tokens kept, and no OTP outcome (EsitoOTP is the
    simulator's to give, through its token)."""
    return landing.model_copy(update={**_TOKENS, "EsitoOTP": None})


def from_token(landing: SimulatorData, vouched: dict[str, object]) -> SimulatorData:
    """The back office's simulator data for the token, with this landing's campaign fields
    where it has none; the landing's loan, offer and OTP outcome are ignored."""
    verified = SimulatorData.model_validate(vouched)
    campaign = {
        name: getattr(landing, name)
        for name in CAMPAIGN_FIELDS
        if getattr(verified, name) is None and getattr(landing, name) is not None
    }
    return verified.model_copy(update={**campaign, **_TOKENS, "id": landing.id})


def esito_otp(simulator: SimulatorData, known_user: KnownUser | None, fiscal_code: str) -> str:
    """The OTP outcome the §4 initial flow reads. A customer-area token counts as the provider
    having identified the person, for the fiscal code it stands for and no other."""
    if known_user is not None:
        same = fiscal_code.strip().upper() == known_user.fiscalCode.strip().upper()
        return FLAG_SI if same else ""
    return simulator.EsitoOTP or ""


def with_user_documents(cluster: Cluster, user: KnownUser | None) -> Cluster:
    """The identity document the customer area knows, when the cluster has none on file."""
    if user is None or cluster.tipoDocumento or not (user.docType and user.docId):
        return cluster
    return cluster.model_copy(
        update={
            "tipoDocumento": user.docType,
            "numeroDocumento": user.docId,
            "dataRilascioDocumento": user.docIssueDate,
            "provinciaRilascioDocumento": user.docIssueProv,
            "localitaRilascioDocumento": user.docIssueTown,
        }
    )
