"""What the workflow takes and gives: start input, step results and the snapshot query."""

from pydantic import BaseModel, Field

from journey.forms import BasicInfoForm
from journey.models.simulator import SimulatorData
from journey.steps import Step


class StartApplication(BaseModel):
    """The simulator data the applicant arrives with, and the partner channel."""

    simulator: SimulatorData
    channel: str


class ApplicantView(BaseModel):
    """The spec's user area as the screens show it; never tokens or codes."""

    fiscalCode: str
    mobilePhone: str
    dataNascita: str | None = None
    firstName: str
    lastName: str
    email: str


class Snapshot(BaseModel):
    """Everything the web app needs to draw the current page, and where that page is."""

    applicationId: str
    step: Step | None
    status: str
    route: str
    simulator: SimulatorData
    informazioniBase: BasicInfoForm | None = None
    user: ApplicantView | None = None


class StepResult(BaseModel):
    """The answer to every Update: the spec's Italian messages by field path, and the state."""

    ok: bool
    errors: dict[str, str] = Field(default_factory=dict)
    snapshot: Snapshot
