"""The state one application keeps in its workflow: the spec's data areas (§3)."""

from datetime import datetime

from pydantic import BaseModel

from journey.forms import BasicInfoForm
from journey.models.basic_info import KnownData
from journey.models.cluster import Cluster
from journey.models.configuration import Configuration, Partner
from journey.models.crm import CrmState
from journey.models.personal_info import InformazioniPersonali
from journey.models.simulation import Offerta, Secci, Simulation
from journey.rules.progress import Progress, current_route
from journey.steps import Step
from workflows.models import ApplicantView, StartApplication


class ApplicationState(BaseModel):
    start: StartApplication
    configuration: Configuration | None = None
    partner: Partner | None = None
    form: BasicInfoForm | None = None
    applicant: ApplicantView | None = None
    cluster: Cluster = Cluster(cluster=100)
    knownData: KnownData = KnownData()
    crm: CrmState = CrmState()
    simulation: Simulation | None = None
    offer: Offerta | None = None
    secci: Secci | None = None
    informazioniPersonali: InformazioniPersonali | None = None
    step: Step | None = None
    status: str = "created"
    outcomeRoute: str | None = None
    reviewRequested: bool = False
    secciConfirmed: bool = False
    resumeRoute: str | None = None
    # Inactivity: every step re-arms the reminder and the expiry timers (see the workflow's run).
    lastActivity: datetime | None = None
    activityCount: int = 0
    reminderSent: bool = False

    @property
    def route(self) -> str:
        return current_route(
            Progress(
                outcome_route=self.outcomeRoute,
                applicant_checked=self.applicant is not None,
                offer_chosen=self.offer is not None and self.secci is not None,
                step=self.step,
                secci_pending=self.secci is not None and not self.secciConfirmed,
                resume_route=self.resumeRoute,
            )
        )

    @property
    def channel(self) -> str:
        return (self.partner.canale if self.partner else None) or self.start.channel
