"""Activity inputs and outputs: one model in, one model out."""

from datetime import date
from decimal import Decimal
from typing import Any

from pydantic import BaseModel, Field

from journey.models.arrival import KnownUser
from journey.models.configuration import Configuration, Partner
from journey.models.documents import DocumentCode, DocumentFields, SideName
from journey.models.firma import AnomalyDocument
from journey.models.prospect import ProspectPayload
from journey.models.simulation import Simulation
from journey.steps import ApplicationStatus


class BackOfficeSession(BaseModel):
    """Who the back-office token is for; the token itself never enters workflow history."""

    draftId: str
    fiscalCode: str = ""
    firstName: str = ""
    lastName: str = ""
    email: str = ""
    mobilePhone: str = ""


class BackOfficeError(BaseModel):
    """One item of `elencoErrori`."""

    codice: str = ""
    campo: str | None = None
    descrizione: str = ""


class CheckOutcome(BaseModel):
    """A check passes when its error list is empty (spec §5)."""

    elencoErrori: list[BackOfficeError] = Field(default_factory=list)

    @property
    def success(self) -> bool:
        return not self.elencoErrori


class EmailCheck(BaseModel):
    session: BackOfficeSession
    email: str


class PhoneCheck(BaseModel):
    session: BackOfficeSession
    numTelefono: str
    tipoTelefono: str
    provincia: str


class FiscalCodeDecodeRequest(BaseModel):
    session: BackOfficeSession
    cognome: str
    nome: str
    codFiscale: str


class FiscalCodeDecoding(CheckOutcome):
    dataNascita: str | None = None
    sesso: str | None = None
    comuneNascita: str | None = None
    provinciaNascita: str | None = None
    statoNascita: str | None = None
    codiceBelfiore: str | None = None


class StepRecord(BaseModel):
    """One step of an application for the app database: index row plus event-log line."""

    draftId: str
    eventKey: str
    action: str
    step: str | None = None
    status: ApplicationStatus = ApplicationStatus.CREATED
    channel: str | None = None
    fiscalCode: str | None = None
    numPratica: str | None = None
    data: dict[str, Any] = Field(default_factory=dict)


class AddressCheck(BaseModel):
    """controlloLocalita for one address type (RES, PRE, SED, DAT); values uppercased (§5)."""

    session: BackOfficeSession
    tipoIndirizzo: str
    indirizzo: str
    localita: str
    provincia: str
    # None: the address has no postcode of its own (the previous residence), so none is checked.
    cap: str | None


class EmployerCheck(BaseModel):
    """controlloDatoreLavoro with the fields of spec §7."""

    session: BackOfficeSession
    canale: str | None = None
    codIntermediario: str | None = None
    settore: str
    occupazione: str
    tipoReddito: str
    reddito: Decimal | None = None
    periodicitaReddito: str = "M"
    numMensilita: int | None = None
    occupazioneDal: str | None = None
    numFamiliari: int | None = None
    numFamiliariReddito: int | None = None
    nomeDatore: str | None = None
    indirizzoDatore: str | None = None
    localitaDatore: str | None = None
    provinciaDatore: str | None = None
    capDatore: str | None = None
    telefonoDatore: str | None = None
    codFiscale: str | None = None
    dataNascita: str | None = None
    tipoAssunzione: str | None = None


class IbanCheck(BaseModel):
    session: BackOfficeSession
    iban: str


class LightFormChecks(BaseModel):
    """The light form's checks, which always go together: e-mail, mobile, fiscal code."""

    email: EmailCheck
    phone: PhoneCheck
    fiscalCode: FiscalCodeDecodeRequest


class LightFormChecked(BaseModel):
    email: CheckOutcome
    phone: CheckOutcome
    decoded: FiscalCodeDecoding


class PersonalDataChecks(BaseModel):
    """The personal data page's checks, which always go together: every address (residence,
    previous, correspondence, employer's), the employer, the IBAN."""

    addresses: list[AddressCheck]
    employer: EmployerCheck
    iban: IbanCheck


class PersonalDataChecked(BaseModel):
    """Their outcomes, the addresses in the order asked."""

    addresses: list[CheckOutcome]
    employer: CheckOutcome
    iban: CheckOutcome


class ClusterLookup(BaseModel):
    session: BackOfficeSession
    codFiscale: str
    procedura: str
    provenienza: str
    canale: str
    telCellulare: str
    codIntermediario: str | None = None


class ProspectSave(BaseModel):
    session: BackOfficeSession
    payload: ProspectPayload
    # Where the app is published, when this step's prospect carries the draft's link.
    publicUrl: str | None = None


class ProspectSaved(BaseModel):
    """crmCreaProspect's answer: the CRM ids, or an error list and a result code."""

    codiceEsito: str | None = None
    idCrm: str | None = None
    idAnagCRM: str | None = None
    elencoErrori: list[BackOfficeError] = Field(default_factory=list)


class EngineRequest(BaseModel):
    """eseguiMotoreSimulazione: amounts in euro here, because the engine speaks euro (§9)."""

    session: BackOfficeSession
    importoRichiesto: Decimal
    numeroRate: int
    tipoAttivita: str
    dataNascita: str | None = None
    # Empty for the public simulator's quote: nobody has said who they are yet.
    codFiscale: str | None = None
    capResidenza: str | None = None
    reddito: Decimal | None = None
    cluster: int
    codOfferta: str | None = None
    tipoOfferta: str | None = None
    importoRata: Decimal | None = None
    finalita: str | None = None
    modalitaPagamento: str | None = None
    email: str | None = None
    telefono: str | None = None
    tipoAbitazione: str | None = None
    questionario: dict[str, int] = Field(default_factory=dict)


class EngineResult(BaseModel):
    simulation: Simulation
    elencoErrori: list[BackOfficeError] = Field(default_factory=list)
    elencoErroriPricing: list[BackOfficeError] = Field(default_factory=list)


class SecciRequest(BaseModel):
    session: BackOfficeSession
    prgSimul: str
    importoRichiesto: Decimal
    numeroRate: int
    tipoAttivita: str
    cluster: int
    nome: str
    cognome: str
    codFiscale: str
    email: str


class SecciProduced(BaseModel):
    url: str | None = None
    sessionId: str | None = None
    numPraticaTmp: str | None = None
    elencoErrori: list[BackOfficeError] = Field(default_factory=list)


class SecciMail(BaseModel):
    """invioEmail type SECCIDS (§7), as far as it is known before the SECCI exists: the
    activity adds the SECCI's address and the draft's resume link."""

    tipo: str
    email: str
    nome: str
    cognome: str
    publicUrl: str


class SecciEmail(SecciMail):
    """The same e-mail, for a SECCI already produced (histories from before deliver_secci)."""

    session: BackOfficeSession
    urlPdf: str


class ConfigurationLookup(BaseModel):
    session: BackOfficeSession
    codiceApp: str


class ConfigurationFound(BaseModel):
    configuration: Configuration | None = None
    partner: Partner | None = None


class DocumentFetch(BaseModel):
    url: str


class StoredDocument(BaseModel):
    key: str
    size: int


class SecciDelivery(BaseModel):
    """What deliver_secci needs: the SECCI's request, its e-mail, at step 2 the CRM's step and
    the step's record, written once all went through."""

    secci: SecciRequest
    mail: SecciMail
    prospect: ProspectSave | None = None
    record: StepRecord | None = None


class SecciDelivered(BaseModel):
    produced: SecciProduced
    # The copy in our blob store; None when the back office gave no address or the CRM refused.
    stored: StoredDocument | None = None
    prospect: ProspectSaved | None = None
    # The CRM's refusal of the step (4xx), for the log: nothing was copied or sent.
    prospectRefused: str | None = None
    # The step's record is in the app database (False: not asked, or its write failed).
    recorded: bool = False


class LookupsRefreshed(BaseModel):
    counts: dict[str, int]


class SimulatorDataLookup(BaseModel):
    session: BackOfficeSession
    code: str
    fiscalCode: str | None = None


class SimulatorDataFound(BaseModel):
    """getSimulatorData: the simulator's data, or nothing when the code is unknown (404)."""

    data: dict[str, Any] | None = None


class SimulatorTokenCheck(BaseModel):
    """verificaToken: the simulator's token and the id it was issued for; `consume` spends it."""

    session: BackOfficeSession
    scToken: str
    id_simulator_data: str
    consume: bool = False


class UserTokenCheck(BaseModel):
    """elencoParametri: the customer area's token and its flag; `consume` spends it."""

    session: BackOfficeSession
    flag: str
    token: str
    consume: bool = False


class TokenChecked(BaseModel):
    """A token's answer: what it stands for, or the back office's reason for refusing it."""

    simulatorData: dict[str, Any] | None = None
    user: KnownUser | None = None
    refusal: str | None = None


class HumanReviewRequest(BaseModel):
    """The applicant's request that a person reviews the automated outcome (CCD2)."""

    session: BackOfficeSession
    draftId: str
    codFiscale: str
    esito: str
    motivo: str | None = None


class DraftCodeRequest(BaseModel):
    session: BackOfficeSession
    publicUrl: str
    email: str
    nome: str
    cognome: str


class ResumeCode(BaseModel):
    """Returned to the applicant once (the page shows it); only its hash is kept."""

    code: str
    link: str


class DraftReminder(BaseModel):
    session: BackOfficeSession
    email: str
    nome: str
    cognome: str
    publicUrl: str


class ResumeOtpRequest(BaseModel):
    session: BackOfficeSession
    mobilePhone: str


# -- the documents step (issue 14) ---------------------------------------------------------------


class DocumentHolder(BaseModel):
    """Whose documents they must be: the applicant as the journey knows them."""

    codiceFiscale: str
    cognome: str
    nome: str
    dataNascita: date | None = None


class SideFile(BaseModel):
    side: SideName
    blob: str


class DocumentToRead(BaseModel):
    """Every side of one document uploaded so far, to read by text recognition."""

    code: DocumentCode
    files: list[SideFile]
    holder: DocumentHolder
    today: date


class DocumentRead(BaseModel):
    """What recognition found on a document, for the applicant to confirm.

    `values` leaves empty what was not read. A side of another document or the wrong side is
    refused in `sideRefusals` (to upload again); another person's or an expired document in
    `errors`. `legible` is False when nothing could be read at all: manual entry follows.
    """

    values: DocumentFields
    sideRefusals: dict[SideName, str] = Field(default_factory=dict)
    errors: list[str] = Field(default_factory=list)
    legible: bool = True


class DocumentCheck(BaseModel):
    """The fields the applicant confirmed, checked against them and by controlloDocumento."""

    session: BackOfficeSession
    code: DocumentCode
    values: DocumentFields
    # The fields its card has (a document on file has fewer than an upload); empty: the code's.
    fields: list[str] = Field(default_factory=list)
    holder: DocumentHolder
    today: date
    # controlloDocumento also sends the residence town and province (§5).
    residenceComune: str = ""
    residenceProvincia: str = ""


class DocumentChecked(BaseModel):
    """An empty list: the document is accepted."""

    errors: list[str] = Field(default_factory=list)


class DocumentFile(BaseModel):
    code: DocumentCode
    side: SideName
    blob: str


class DocumentsDelivery(BaseModel):
    """The documents handed to the back office, each file once (idempotent by its blob key)."""

    session: BackOfficeSession
    files: list[DocumentFile]


# The remote identity check (issue 15): the provider's API, shaped like Onfido's.


class IdentityCheckApplicant(BaseModel):
    """Who is checked: the provider compares the document it reads with these."""

    firstName: str
    lastName: str
    dateOfBirth: date
    email: str = ""


class IdentityCheckApplicantCreated(BaseModel):
    applicantId: str


class IdentityCheckRef(BaseModel):
    """The provider's applicant, or its check, by id."""

    id: str


class SdkToken(BaseModel):
    """The capture page's short-lived token: handed to the browser, never kept."""

    token: str


class IdentityCheckCreated(BaseModel):
    checkId: str


class IdentityCheckOutcome(BaseModel):
    """A check's result and its reports, as the workflow keeps them (no images, no biometrics).

    `complete` is False while the provider still works on it: a webhook never decides alone.
    """

    complete: bool
    result: str | None = None
    document: dict[str, Any] = Field(default_factory=dict)
    facial: dict[str, Any] = Field(default_factory=dict)
    # What the document report read, as the documents step's fields and code.
    code: DocumentCode | None = None
    values: DocumentFields = DocumentFields()


# The request (pratica) and its signature by SMS code (issue 16).


class PracticeAddress(BaseModel):
    indirizzo: str = ""
    localita: str = ""
    provincia: str = ""
    cap: str = ""


class PracticeRequest(BaseModel):
    """practiceCheck / practiceAdd: the request as the back office takes it."""

    session: BackOfficeSession
    draftId: str
    codFiscale: str
    nome: str
    cognome: str
    dataNascita: str | None = None
    email: str
    telCellulare: str
    iban: str
    prgSimul: str | None = None
    importoRichiesto: Decimal | None = None
    numeroRate: int | None = None
    posizioneLavorativa: str | None = None
    cittadinanza: str | None = None
    extracomunitario: bool = False
    residenza: PracticeAddress | None = None


class PracticeFinalization(BaseModel):
    session: BackOfficeSession
    draftId: str
    numPratica: str
    codiceAnagrafico: str


class PracticeSaved(BaseModel):
    """The back office's answer: the 8-digit request number and the customer code; after
    finalization, the contract to read before signing."""

    numPratica: str
    codiceAnagrafico: str
    stato: str = ""
    urlContratto: str | None = None


class PracticeFollowUp(BaseModel):
    """After the signature: the request's state and its document checklist, asked together."""

    session: BackOfficeSession
    numPratica: str


class PracticeFollowed(BaseModel):
    """recuperoInfoPraticaB2C's state and outcome, and the checklist's documents as listed."""

    stato: str = ""
    esito: str = ""
    documenti: list[AnomalyDocument] = Field(default_factory=list)
    errors: list[BackOfficeError] = Field(default_factory=list)


class SigningOtpRequest(BaseModel):
    """fesInitEnrollSendOTP: a code by SMS to the phone on file (a resend keeps the otpId)."""

    session: BackOfficeSession
    codFiscale: str
    telefono: str
    nome: str
    cognome: str
    email: str
    numPratica: str
    reinvio: bool = False
    otpId: str | None = None


class SigningOtpSent(BaseModel):
    """The send's answer; errors when the back office refused it (no code went out)."""

    otpId: str = ""
    alias: str = ""
    invii: int = 0
    errors: list[BackOfficeError] = Field(default_factory=list)


class ContractSignature(BaseModel):
    """fesSignOTP: the code the applicant typed is not here, only where the API put it
    (store.signing_codes): a workflow's history never holds a signing code."""

    session: BackOfficeSession
    numPratica: str
    nome: str
    cognome: str
    email: str
    alias: str
    otpId: str
    urlPdf: str
    codeRef: str
    ipAddress: str = ""
    userAgent: str = ""


class ContractSigned(BaseModel):
    """Signed (the sealed contract in our blob store), or why not."""

    signed: bool
    blob: str | None = None
    transactionId: str = ""
    signedAt: str = ""
    errors: list[BackOfficeError] = Field(default_factory=list)
    attemptsLeft: int | None = None
