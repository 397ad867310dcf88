"""What the workflow takes and gives: start input, step inputs, results and the snapshot."""

from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

from journey.forms import BasicInfoForm
from journey.models.basic_info import KnownData
from journey.models.personal_info import InformazioniPersonali
from journey.models.simulation import Offerta, Simulation
from journey.models.simulator import MarketingParams, SimulatorData
from journey.routes import Esito
from journey.steps import ApplicationStatus, Step

# Workflow ids of loan applications (the spec's draftId): the prefix tells them apart in the UI.
APPLICATION_ID_PREFIX = "loan-"


def application_id(unique: str) -> str:
    """The workflow id of an application, from a fresh unique value (a uuid4)."""
    return f"{APPLICATION_ID_PREFIX}{unique}"


class Limits(BaseModel):
    """How large an application lets its inputs grow (issue 12).

    The largest input a valid form makes is about 30 KB (a personal-data draft with every field
    at its bound): 32 KiB turns down only what no form can send, and stays below the API's
    64 KiB body cap. Tests lower it to see it work.
    """

    inputBytes: int = 32 * 1024


class StartApplication(BaseModel):
    """The simulator data the applicant arrives with, the partner channel, our public address."""

    simulator: SimulatorData
    channel: str
    publicUrl: str = "http://localhost:8000"
    # The further marketing parameters the browser kept with their time stamp (§3).
    marketing: MarketingParams | None = None
    # A draft left alone this long expires (resume answers 410); a reminder goes out before.
    draftExpiryDays: int = 30
    reminderAfterHours: int = 24
    limits: Limits = Limits()


class OfferChoice(BaseModel):
    """Step 2: which of the engine's offers the applicant takes."""

    model_config = ConfigDict(extra="forbid")

    prgSimul: str = Field(min_length=1, max_length=32)


class SecciConfirmation(BaseModel):
    """Step 3: the applicant says they have read the SECCI."""

    model_config = ConfigDict(extra="forbid")

    letto: Literal[True]


class ReviewRequest(BaseModel):
    """The applicant asks a person to look at the automated outcome again (CCD2)."""

    model_config = ConfigDict(extra="forbid")

    motivo: str | None = Field(default=None, max_length=1000)


class DraftSave(BaseModel):
    """Saving for later ("Salva e continua più tardi"), with what the personal-data form holds so
    far: a draft, not yet checked; the checks run when it is submitted."""

    model_config = ConfigDict(extra="forbid")

    informazioniPersonali: InformazioniPersonali | None = None


class ResumeStart(BaseModel):
    """A draft opened again (by code, link or request number): where should it land?"""

    model_config = ConfigDict(extra="forbid")

    # The request number the index holds once the pratica exists (§2 rule 1).
    requestNumber: str | None = Field(default=None, pattern=r"^\d{8}$")


class ApplicantView(BaseModel):
    """The spec's user area as the screens show it; never tokens or codes."""

    fiscalCode: str
    mobilePhone: str
    dataNascita: str | None = None
    firstName: str
    lastName: str
    email: str


class SecciView(BaseModel):
    """The SECCI as the browser sees it: when it was made; the file comes from our API."""

    numPratica: str | None = None
    date: str | None = None
    available: bool = False


class Snapshot(BaseModel):
    """Everything the web app needs to draw the current page, and where that page is."""

    applicationId: str
    step: Step | None
    status: ApplicationStatus
    # The /typ outcome that closed the online path, when one did (route is then its page).
    esito: Esito | None = None
    route: str
    simulator: SimulatorData
    informazioniBase: BasicInfoForm | None = None
    knownData: KnownData | None = None
    user: ApplicantView | None = None
    simulation: Simulation | None = None
    offerta: Offerta | None = None
    secci: SecciView | None = None
    informazioniPersonali: InformazioniPersonali | None = None
    previousAddressYears: int | None = None
    reviewRequested: bool = False


class DraftSaved(BaseModel):
    """The resume code, shown once to the applicant and e-mailed with its link."""

    code: str
    link: str
    snapshot: "Snapshot"


class StepResult(BaseModel):
    """The answer to every Update: the spec's Italian messages by field path, and the state."""

    ok: bool
    errors: dict[str, str] = Field(default_factory=dict)
    snapshot: Snapshot


# What the browser asks before an application exists (workflows/public.py).


class QuoteRequest(BaseModel):
    importo: int = Field(ge=100_000, le=5_000_000, description="In cents: 1.000 to 50.000 €.")
    numeroRate: int = Field(ge=6, le=120)
    finalita: str | None = Field(default=None, max_length=40)


class Quote(BaseModel):
    """The engine's price for the amount and duration asked, or why there is none."""

    offerta: Offerta | None = None
    esempioRappresentativo: str | None = None
    errori: list[str] = Field(default_factory=list)


class SimulatorDataRequest(BaseModel):
    """§7 /call getSimulatorData: the simulator's data behind a code."""

    code: str
    fiscalCode: str | None = None


class ConfigurationRequest(BaseModel):
    """§7 /call getConfiguration: a partner channel's configuration by its app code."""

    codiceApp: str
