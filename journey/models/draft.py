"""The saved draft (§3 draft record) and the draft state of the journey."""

from datetime import datetime
from enum import StrEnum
from typing import Any

from journey.constants import DRAFT_STATUS_CREATED
from journey.models.base import InputModel
from journey.models.basic_info import InformazioniBase
from journey.models.cluster import Cluster
from journey.models.crm import CrmState
from journey.models.documents import Documenti
from journey.models.identity import OnfidoState, SpidState
from journey.models.personal_info import InformazioniPersonali
from journey.models.simulation import Pratica, Secci, Simulation
from journey.models.user import User
from journey.steps import Step


class DraftAuth(StrEnum):
    """How identity is (being) proved.

    ONFIDO and SPID are the draft auth values of §3. MANUALE and GIA are the values the §2 resume
    rule reads for existing customers: documents loaded by hand, or identity already held by the
    provider.
    """

    ONFIDO = "ONFIDO"
    SPID = "SPID"
    MANUALE = "MANUALE"
    GIA = "GIA"


class DraftData(InputModel):
    """Everything a draft restores on resume; the secci is kept without its file."""

    auth: DraftAuth | None = None
    auth_created_at: datetime | None = None
    filiale: dict[str, Any] | None = None
    crm: CrmState = CrmState()
    simulation: Simulation | None = None
    user: User = User()
    secci: Secci | None = None
    prospect: dict[str, Any] | None = None
    informazioniBase: InformazioniBase = InformazioniBase()
    informazioniPersonali: InformazioniPersonali = InformazioniPersonali()
    documenti: Documenti = Documenti()
    pratica: Pratica = Pratica()
    spid: SpidState = SpidState()
    cluster: Cluster = Cluster()
    onfido: OnfidoState = OnfidoState()


class DraftRecord(InputModel):
    """The draft as POST /main/api/draft/create saves it."""

    draft_id: str
    code: str | None = None
    fiscal_code: str
    crm_i_id: str | None = None
    step: Step | None = None
    request_number: str | None = None
    status: str = DRAFT_STATUS_CREATED
    draft_data: DraftData = DraftData()


class DraftState(InputModel):
    """The draft area of the journey state."""

    id: str | None = None
    draftId: str | None = None
    step: Step | None = None
    auth: DraftAuth | None = None
    auth_created_at: datetime | None = None
