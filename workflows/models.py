"""What the workflow takes and gives: start input, step inputs, results and the snapshot."""

from datetime import datetime
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

from journey.constants import OTP_RESEND_AFTER_SECONDS, TRACKING_REFRESH_SECONDS
from journey.forms import BasicInfoForm
from journey.models.arrival import KnownUser, LightFormPrefill
from journey.models.basic_info import KnownData
from journey.models.cluster import Cluster
from journey.models.configuration import Configuration, Partner
from journey.models.crm import CrmState
from journey.models.documents import DocumentCode, DocumentFields, DocumentsView, SideName
from journey.models.draft import DraftAuth
from journey.models.firma import FirmaProgress, FirmaView, TrackingView
from journey.models.identity import OnfidoState, SpidState
from journey.models.personal_info import InformazioniPersonali
from journey.models.simulation import Offerta, Secci, Simulation
from journey.models.simulator import MarketingParams, SimulatorData
from journey.routes import Esito
from journey.steps import ApplicationStatus, Step

# Workflow ids of loan applications (the spec's draftId): the prefix tells them apart in the UI.
APPLICATION_ID_PREFIX = "loan-"


def application_id(unique: str) -> str:
    """The workflow id of an application, from a fresh unique value (a uuid4)."""
    return f"{APPLICATION_ID_PREFIX}{unique}"


class Limits(BaseModel):
    """How large an application lets its inputs and its history grow (issue 12).

    The largest input a valid form makes is about 9 KB (a personal-data draft with every field
    at its bound): 32 KiB turns down only what no form can send, and stays below the API's
    64 KiB body cap. The server suggests continuing as new from 4,096 events or 4 MiB of history
    by default; the history bounds are our own safety net should it be configured otherwise,
    far below the limits at which it terminates a workflow (51,200 events, 50 MiB). Tests lower
    them to see them work.
    """

    inputBytes: int = 32 * 1024
    historyEvents: int = 10_000
    historyBytes: int = 20 * 1024 * 1024


class ApplicantView(BaseModel):
    """The spec's user area as the screens show it; never tokens or codes."""

    fiscalCode: str
    mobilePhone: str
    dataNascita: str | None = None
    firstName: str
    lastName: str
    email: str


class CarriedState(BaseModel):
    """An application's whole state, carried into the next run when it continues as new.

    The fields of `workflows.state.ApplicationState` but its start data, by the same names
    (without the underscore of the route-deciding ones); built and read only there.
    """

    configuration: Configuration | None = None
    partner: Partner | None = None
    form: BasicInfoForm | None = None
    cluster: Cluster
    knownData: KnownData
    crm: CrmState
    simulation: Simulation | None = None
    informazioniPersonali: InformazioniPersonali | None = None
    reviewRequested: bool = False
    # The inactivity timers run on from here: a new run neither postpones nor repeats them.
    lastActivity: datetime
    activityCount: int = 0
    reminderSent: bool = False
    applicant: ApplicantView | None = None
    offer: Offerta | None = None
    secci: Secci | None = None
    secciConfirmed: bool = False
    step: Step | None = None
    status: ApplicationStatus
    outcome: Esito | None = None
    resumeRoute: str | None = None
    documents: DocumentsView | None = None
    spid: SpidState = SpidState()
    # The stored files of the documents step by slot and side (blob keys, never bytes).
    documentFiles: dict[str, dict[SideName, str]] = Field(default_factory=dict)
    onfido: OnfidoState = OnfidoState()
    auth: DraftAuth | None = None
    authCreatedAt: datetime | None = None
    # The server copies search attributes and memo to the next run: what they say is carried.
    identityPathMarked: tuple[str, str] | None = None
    firma: FirmaProgress = FirmaProgress()


class StartApplication(BaseModel):
    """The simulator data the applicant arrives with, the partner channel, our public address;
    and, in a run continued as new, the state the previous run left."""

    simulator: SimulatorData
    channel: str
    publicUrl: str = "http://localhost:8000"
    # The further marketing parameters the browser kept with their time stamp (§3).
    marketing: MarketingParams | None = None
    # A draft left alone this long expires (resume answers 410); a reminder goes out before.
    draftExpiryDays: int = 30
    reminderAfterHours: int = 24
    # A light form the back office refused, never corrected: gone after a day, with no reminder
    # to contact data that did not pass the checks.
    refusedExpiryHours: int = 24
    limits: Limits = Limits()
    # Text recognition runs on its own workers (issue 14): a slow page delays no other Update.
    recognitionTaskQueue: str = "loan-recognition"
    # A side's reading is given up after this long (and after a heartbeat missed for the
    # shorter of this and 10 s): the applicant types the fields instead. Tests shorten it.
    recognitionTimeoutSeconds: float = Field(default=45, gt=0)
    # A new signing code no sooner than this after the last (OTP_RESEND_AFTER_SECONDS); the
    # page counts it down from the snapshot. Tests shorten it.
    otpResendAfterSeconds: int = Field(default=OTP_RESEND_AFTER_SECONDS, ge=1)
    # After the signature, the back office is read again at most this often (the anomaly area
    # reloaded answers from the last read in between). Tests set 0.
    trackingRefreshSeconds: int = Field(default=TRACKING_REFRESH_SECONDS, ge=0)
    # The remote identity check's result is awaited this long after the check is created;
    # then the documents are asked for (issue 15).
    identityCheckMinutes: int = Field(default=15, ge=1)
    # The flag of the customer area's user token (§7 elenco-parametri/{flag}/{token}), when the
    # applicant arrived with one in `simulator.token`.
    userTokenFlag: str | None = None
    # The customer the user token stood for, once the back office confirmed it at the first
    # submission (never taken from the browser).
    knownUser: KnownUser | None = None
    carried: CarriedState | None = None


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


# The documents step (issue 14). The bytes of a file never reach the workflow: the API stores
# them and passes their blob key.

BLOB_KEY = r"^[0-9a-f]{64}$"


class DocumentUpload(BaseModel):
    """One side of a document, stored by the API under its content hash."""

    model_config = ConfigDict(extra="forbid")

    slotId: str = Field(min_length=1, max_length=8)
    code: DocumentCode
    side: SideName
    blob: str = Field(pattern=BLOB_KEY, max_length=64)
    fileName: str = Field(default="", max_length=120)
    # From the phone of the hand-off (the desktop page follows by server-sent events).
    fromPhone: bool = False


class AnomalyCorrection(BaseModel):
    """/anomalie/...: the document the back office asked for again, stored by the API under
    the content hash of each side: its front and, where it has one, its back."""

    model_config = ConfigDict(extra="forbid")

    codDocumento: DocumentCode
    fronte: str = Field(pattern=BLOB_KEY, max_length=64)
    retro: str | None = Field(default=None, pattern=BLOB_KEY, max_length=64)

    def files(self) -> dict[SideName, str]:
        return {
            side: blob
            for side, blob in ((SideName.FRONTE, self.fronte), (SideName.RETRO, self.retro))
            if blob
        }


class FollowRequest(BaseModel):
    """/anomalie opened: where the request stands, read again from the back office."""

    model_config = ConfigDict(extra="forbid")


class PracticeEvent(BaseModel):
    """The back office says a signed request changed (the API verified its signature): an
    anomaly raised on one of its documents, or its outcome set. The workflow reads the request
    itself, so the event carries no more than which request and what kind of change."""

    model_config = ConfigDict(extra="forbid")

    numPratica: str = Field(pattern=r"^\d{8}$")
    tipo: Literal["ANOMALIA", "ESITO"]


class DocumentConfirmation(BaseModel):
    """The fields of one document as the applicant confirms or corrects them."""

    model_config = ConfigDict(extra="forbid")

    slotId: str = Field(min_length=1, max_length=8)
    values: DocumentFields


class DocumentsSubmission(BaseModel):
    """The documents sent: on /documenti/riepilogo, or on the save-information page with no
    proof of income to give (`informazioniSalvate`)."""

    model_config = ConfigDict(extra="forbid")

    informazioniSalvate: bool = False


# SPID (issue 15): what the API hands over from the eID gateway's callback.


class SpidIdentity(BaseModel):
    """The identity SPID released (fiscal number without TINIT-, names, birth date and the
    identity document), or the login's error; `fatal` closes the SPID path at once (§4)."""

    model_config = ConfigDict(extra="forbid")

    codiceFiscale: str = Field(default="", max_length=16)
    nome: str = Field(default="", max_length=60)
    cognome: str = Field(default="", max_length=60)
    dataNascita: str = Field(default="", max_length=10)
    # The identity document (SPID idCard), in the documents step's fields.
    documento: DocumentCode | None = None
    valori: DocumentFields = DocumentFields()
    error: str | None = Field(default=None, max_length=60)
    fatal: bool = False


class SpidConfirmation(BaseModel):
    """On /spid/documenti the applicant confirms the identity document data from SPID, and
    completes what SPID does not carry (the province of issue): a field given here wins."""

    model_config = ConfigDict(extra="forbid")

    values: DocumentFields = DocumentFields()


class SpidDecline(BaseModel):
    """/spid/documenti: "Carica invece i tuoi documenti"."""

    model_config = ConfigDict(extra="forbid")


class IdentityCheckStart(BaseModel):
    """/onfido: open the provider's capture page (the applicant exists there from then on)."""

    model_config = ConfigDict(extra="forbid")


class IdentityCheckStarted(BaseModel):
    """The capture page's SDK token, for this browser alone: never in the snapshot."""

    sdkToken: str
    snapshot: "Snapshot"


class IdentityCheckSubmission(BaseModel):
    """Back from the capture page: the photos are at the provider, the check may start."""

    model_config = ConfigDict(extra="forbid")


class IdentityCheckRequested(BaseModel):
    """The check the provider runs: its id routes the webhook to this application."""

    checkId: str
    result: "StepResult"


class IdentityCheckEvent(BaseModel):
    """A webhook said this check changed (the API verified its signature); the workflow
    reads the check itself from the provider."""

    model_config = ConfigDict(extra="forbid")

    checkId: str = Field(min_length=1, max_length=64)


class IdentityCheckConfirmation(BaseModel):
    """/onfido/conferma: the document data read, confirmed or corrected, with what the
    provider does not read (the province of issue)."""

    model_config = ConfigDict(extra="forbid")

    values: DocumentFields = DocumentFields()


class RequestSubmission(BaseModel):
    """/documenti/riepilogo "Invia la richiesta": the documents (if not yet sent) and the
    request, checked, added and finalized at the back office."""

    model_config = ConfigDict(extra="forbid")


class PersonalInfoChange(BaseModel):
    """/documenti/riepilogo "Modifica i tuoi dati": back to the personal data page."""

    model_config = ConfigDict(extra="forbid")


class OtpRequest(BaseModel):
    """/firma/carica: a signing code by SMS. The contract was read to its end and its
    conditions accepted (the page asks both before; the workflow does not take it without)."""

    model_config = ConfigDict(extra="forbid")

    contrattoLetto: Literal[True]
    condizioniAccettate: Literal[True]
    reinvio: bool = False


class OtpSignature(BaseModel):
    """The code the applicant typed, by reference (store.signing_codes): never in history.
    The IP address and user agent go in the signature's evidence."""

    model_config = ConfigDict(extra="forbid")

    codeRef: str = Field(min_length=16, max_length=64)
    ipAddress: str = Field(default="", max_length=64)
    userAgent: str = Field(default="", max_length=300)


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
    documenti: DocumentsView | None = None
    spid: SpidState | None = None
    onfido: OnfidoState | None = None
    # §4: 'SPID' or 'ONFIDO' once that path was current, kept after; the saved draft's auth.
    auth: DraftAuth | None = None
    # The request and its signature (issue 16), once the request is being sent.
    firma: FirmaView | None = None
    # After the signature, once the anomaly area was opened: where the request stands.
    tracking: TrackingView | None = None


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


class ArrivalCheck(BaseModel):
    """What a person lands with from the provider's pages: the simulator's token and id (§7
    verifica-token), or the customer area's flag and token (§7 elenco-parametri)."""

    scToken: str | None = None
    id_simulator_data: str | None = None
    flag: str | None = None
    token: str | None = None


class Arrival(BaseModel):
    """The answer to a landing: the simulator's data or the light form's prefill, without any
    token; or `refused` when the token is expired, forged or spent."""

    simulator: SimulatorData | None = None
    prefill: LightFormPrefill | None = None
    refused: bool = False


class ConfigurationRequest(BaseModel):
    """§7 /call getConfiguration: a partner channel's configuration by its app code."""

    codiceApp: str
