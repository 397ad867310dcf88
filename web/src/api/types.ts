// generated from the API's OpenAPI — do not edit; run scripts/export_api_types.py

/**
 * The four consents of the light form; none is pre-ticked.
 *
 * questionOne personal data, questionTwo information notice, questionThree third parties,
 * questionFour credit bureau.
 */
export interface Agreements {
  questionOne: boolean;
  questionTwo: boolean;
  questionThree: boolean;
  questionFour: boolean;
}

/**
 * An open anomaly as the anomaly area shows it: the document, why it is asked for again,
 * its page (§2 anomaly pages) and whether a back side is asked for.
 */
export interface AnomalyView {
  codDocumento: string;
  descrizione: string;
  motivo: string;
  pagina?: string | null;
  retro: boolean;
}

/** The spec's user area as the screens show it; never tokens or codes. */
export interface ApplicantView {
  fiscalCode: string;
  mobilePhone: string;
  dataNascita?: string | null;
  firstName: string;
  lastName: string;
  email: string;
}

/** Where an application stands as a whole (the draft status of §3, DESIGN §3). */
export type ApplicationStatus = "created" | "expired" | "signed" | "completed";

/** The light form, flat, with the spec's field names. Every field may be blank. */
export interface BasicInfoForm {
  firstName: string;
  lastName: string;
  fiscalCode: string;
  emailAddress: string;
  mobilePhone: string;
  cap: string;
  abitazione: string;
  posizioneLavorativa: string;
  agreements: Agreements;
}

export interface Body_correct_anomaly_main_api_applications__application_id__anomalies__code__post {
  /** JPEG, PNG, HEIC or PDF, at most 10 MB */
  fronte: string;
  /** The back, where it has one */
  retro?: string | null;
}

export interface Body_mobile_upload_main_api_mobile_documents__slot_id___side__post {
  code: DocumentCode;
  /** JPEG, PNG, HEIC or PDF, at most 10 MB */
  file: string;
}

export interface Body_upload_document_main_api_applications__application_id__documents__slot_id___side__post {
  code: DocumentCode;
  /** JPEG, PNG, HEIC or PDF, at most 10 MB */
  file: string;
}

/** The marketing parameters a start may bring: printable and bounded. */
export interface BoundedMarketingParams {
  c_id?: string | null;
  gad_source?: string | null;
  gad_campaignid?: string | null;
  gbraid?: string | null;
  source?: string | null;
  dicbo?: string | null;
  msclkid?: string | null;
  cto_pld?: string | null;
  adclid?: string | null;
  timestamp?: string | null;
}

export interface CallRequest {
  action: "getSimulatorData" | "getConfiguration";
  code?: string | null;
  codiceApp?: string | null;
  fiscalCode?: string | null;
}

/** The provider's capture page, with this browser's short-lived SDK token. */
export interface CaptureLink {
  url: string;
  snapshot: Snapshot;
}

/** The identity-document check's result: success iff no errors. */
export interface CheckDocumento {
  success: boolean;
  errors?: string[];
}

export interface ClientError {
  message: string;
  draft?: string | null;
  errorInfo?: string | null;
}

/** The issuing town and its postcode. */
export interface ComuneDocumento {
  nome: string;
  cap: string;
}

export interface ConfirmationRequest {
  values: DocumentFields;
}

/** The IBAN and when the account was opened (account longevity). */
export interface CoordinateBancarie {
  iban: string;
  aperturaConto?: string | null;
}

/** The employer's name and address. */
export interface DatoreLavoro {
  nome: string;
  provincia: string;
  comune: string;
  indirizzo: string;
  cap: string;
}

/** Document categories; PER and PAS apply to non-Italians. */
export type DocumentCategory = "IDE" | "CFR" | "RED" | "RPR" | "UTE" | "2ID" | "2RE" | "PER" | "PAS";

/** Document codes of the checklist and of the anomalies. */
export type DocumentCode = "CF" | "PER" | "EPER" | "CAR" | "PAT" | "DIG" | "PAS" | "RPR" | "DRED" | "MRE2" | "DRE2" | "PRED" | "PRE2" | "ARED" | "ARE2" | "UTE" | "CRES";

/**
 * The fields of a document the applicant confirms or corrects; "" = not read, never guessed.
 *
 * Dates are gg/mm/aaaa, as every form of the journey writes them. Which of them a document
 * has is its slot's `fields`.
 */
export interface DocumentFields {
  numeroDocumento: string;
  dataRilascio: string;
  provinciaRilascio: string;
  comuneRilascio: string;
  dataScadenza: string;
  cognome: string;
  nome: string;
  dataNascita: string;
  codiceFiscale: string;
}

/** One document the applicant must give, as its `card-upload` shows it (§2, §4 order). */
export interface DocumentSlot {
  id: string;
  category: DocumentCategory;
  codes: DocumentCode[];
  code: DocumentCode;
  route: string;
  sides: SideUpload[];
  read: boolean;
  fields?: string[];
  values: DocumentFields;
  status: SlotStatus;
  errors?: string[];
}

/** The identity document (DOC_TIPO / DOC_TIPO_DETT as text recognition names them). */
export interface DocumentoDiRiconoscimento {
  fronte: boolean;
  retro: boolean;
  DOC_TIPO: string;
  DOC_TIPO_DETT: string;
  numeroDocumento: string;
  dataRilascio: string;
  provincia: ProvinciaDocumento;
  comune: ComuneDocumento;
}

/** The documents step (§3 documenti) as the screens need it. */
export interface DocumentsView {
  slots?: DocumentSlot[];
  documentoDiRiconoscimento: DocumentoDiRiconoscimento;
  checkDocumento: CheckDocumento;
  informazioniSalvate: boolean;
  sent: boolean;
  sendFailed: boolean;
}

/**
 * How identity is (being) proved.
 *
 * ONFIDO and SPID are the draft auth values of §3. MANUALE and GIA are the values the §2 resume
 * rule reads for existing customers: documents loaded by hand, or identity already held by the
 * provider.
 */
export type DraftAuth = "ONFIDO" | "SPID" | "MANUALE" | "GIA";

export interface DraftCreate {
  draftId?: string | null;
  informazioniPersonali?: InformazioniPersonali | null;
}

export interface DraftNumber {
  request_number: string;
  fiscal_code: string;
}

export interface DraftNumberVerify {
  request_number: string;
  fiscal_code: string;
  otp: string;
}

export interface DraftResume {
  draftId?: string | null;
  code?: string | null;
}

/** The resume code, shown once to the applicant and e-mailed with its link. */
export interface DraftSaved {
  code: string;
  link: string;
  snapshot: Snapshot;
}

/** No fields: the step's Update needs nothing but the application the token names. */
export type EmptyBody = Record<string, unknown>;

export interface Env {
  qrCodeUrl: string;
  tagManagerId: string | null;
  environment: string;
  finanziatore: string;
}

/**
 * Every error answer: `errors` holds each refused field's Italian message.
 *
 * Some answers carry more: the 410 of an expired application `error` and `data` (§7), and a
 * refused first submission the new application's `applicationId` and `token`.
 */
export interface ErrorBody {
  code: string;
  message: string;
  errors: Record<string, string>;
  error?: ExpiredStatus;
  data?: ExpiredPage;
  applicationId?: string;
  token?: string;
}

/** The outcome codes of /typ?esito=... (§2). */
export type Esito = "erroregenerico" | "errorecellulare" | "cliente-con-richiesta-in-corso" | "tracking-pratica-scaduto" | "forzosods" | "forzosodsconferma" | "esito-non-valido";

/**
 * What the back office reads: taken, or ignored (a replay, an old event, a request that
 * is not followed online any more).
 */
export interface EventTaken {
  status: "taken" | "ignored";
}

export interface ExpiredPage {
  url: string;
}

export interface ExpiredStatus {
  status: number;
}

export interface ExternalRequest {
  token?: string | null;
  path: string;
}

/** The request and its signature in the snapshot. */
export interface FirmaView {
  pratica?: Pratica | null;
  erroriPratica?: Record<string, string>;
  contratto: boolean;
  otp: OtpView;
  firmato: boolean;
  signedAt: string;
  transactionId: string;
}

export interface FormRequest {
  form: BasicInfoForm;
}

export interface IdentityCheckConfirmationRequest {
  values: DocumentFields;
}

/** Where the remote identity check stands. */
export type IdentityCheckStatus = "da_iniziare" | "in_acquisizione" | "in_verifica" | "da_confermare" | "non_superata" | "scaduta" | "rinunciata";

/** A residence address: province, town, street and house number. */
export interface Indirizzo {
  provincia: string;
  comune: string;
  indirizzo: string;
  numeroCivico: string;
}

/** An address with its postcode: the correspondence address, and the current residence. */
export interface IndirizzoConCap {
  provincia: string;
  comune: string;
  indirizzo: string;
  numeroCivico: string;
  cap: string;
}

/** Citizenship, family and political-exposure data. */
export interface InformazioniDemografiche {
  cittadinanza: string;
  isExtracomunitario: boolean;
  statoCivile: string;
  membriNucleoFamiliare?: number | null;
  membriConReddito?: number | null;
  politicamenteEsposto: boolean;
  profiloEsposizione?: string | null;
}

/** The personal-information step's data. */
export interface InformazioniPersonali {
  residenza: Residenza;
  informazioniDemografiche: InformazioniDemografiche;
  informazioniProfessionali: InformazioniProfessionali;
  datoreLavoro: DatoreLavoro;
  coordinateBancarie: CoordinateBancarie;
}

/** Work and income; income is in cents like every amount. */
export interface InformazioniProfessionali {
  settore: string;
  occupazione: string;
  tipoAssunzione: string;
  tipoReddito: string;
  redditoInCentesimi?: number | null;
  mensilita?: number | null;
  anniLavorativi?: number | null;
}

/** What the provider already knows of the applicant (from the cluster, §4 initial flow). */
export interface KnownData {
  email: string;
  firstName: string;
  lastName: string;
  cap: string;
}

/**
 * What the light form shows of a known user, with the form's own field names: nothing the
 * page does not show (no birth date, no document) goes to the browser.
 */
export interface LightFormPrefill {
  firstName: string;
  lastName: string;
  fiscalCode: string;
  emailAddress: string;
  mobilePhone: string;
  /** resAddressZipCode */
  cap: string;
}

export interface MobileDocuments {
  slots: MobileSlot[];
}

export interface MobileLinkAnswer {
  code: string;
  url: string;
  qrSvg: string;
  expiresAt: string;
}

export interface MobileSession {
  token: string;
  expiresAt: string;
}

export interface MobileSide {
  side: SideName;
  uploaded: boolean;
  refusal?: string | null;
}

export interface MobileSlot {
  id: string;
  category: DocumentCategory;
  code: DocumentCode;
  codes: DocumentCode[];
  sides: MobileSide[];
  status: SlotStatus;
}

/** Step 2: which of the engine's offers the applicant takes. */
export interface OfferChoice {
  prgSimul: string;
}

export interface OfferRequest {
  offer: OfferChoice;
}

/**
 * Simulator data that may start an application (the API's start, /call's data by code, a
 * landing token's): the loan must be one the product's simulator offers, and every text a
 * code or a campaign's bounded value. Data it could not have made are refused before an
 * application starts (an impossible loan only failed at the engine, after the light form was
 * filled in). Kept as SimulatorData once admitted.
 */
export interface OfferedSimulatorData {
  CODICE_OFFERTA?: string | null;
  SC_TIPO_OFFERTA?: string | null;
  MOD_PAGAMENTO?: string | null;
  SC_BENE?: string | null;
  /** Number of monthly instalments: one of the simulator's durations. */
  SC_NUMERO_RATE: number;
  /** Total amount, in cents. */
  SC_IMPORTO_TOTALE: number;
  /** Instalment amount, in cents. */
  SC_IMPORTO_RATA: number;
  UTM_CAMPAIGN?: string | null;
  UTM_CONTENT?: string | null;
  UTM_DATE?: string | null;
  UTM_HISTORY?: string | null;
  UTM_MEDIUM?: string | null;
  UTM_SOURCE?: string | null;
  UTM_TERM?: string | null;
  MEDIACODE?: string | null;
  gclid?: string | null;
  SESSION_ID?: string | null;
  CLIENT_ID?: string | null;
  SC_TOKEN?: string | null;
  id?: string | null;
  token?: string | null;
  EsitoOTP?: string | null;
  CODICE_APP?: string | null;
}

/** One offer of the engine; prgSimul identifies it when the applicant chooses it. */
export interface Offerta {
  /** The offer code of the simulator. */
  codice?: string | null;
  prgSimul?: string | null;
  /** In cents. */
  importoTotale?: number | null;
  /** In cents. */
  importoRata?: number | null;
  /** In cents. */
  importoUltimaRata?: number | null;
  numeroRate?: number | null;
  tan?: string | null;
  taeg?: string | null;
  speseIstruttoria?: number | null;
  speseIncassoRata?: number | null;
  impostaBollo?: number | null;
  interessiTotali?: number | null;
  importoTotaleDovuto?: number | null;
}

/**
 * The remote identity check (§3): the provider's applicant id, the check, its reports'
 * outcomes, the document data read, and the applicant's confirmation.
 *
 * `token` stays None: the capture page's SDK token is short-lived and goes only to the
 * browser that asked for it; `data` is the document as read, the confirmed one is its card.
 */
export interface OnfidoState {
  id?: string | null;
  token?: string | null;
  data?: DocumentFields | null;
  check?: Record<string, unknown> | null;
  document?: Record<string, unknown> | null;
  facial?: Record<string, unknown> | null;
  modified: boolean;
  confirmed: boolean;
  stato: IdentityCheckStatus;
  documento?: DocumentCode | null;
  startedAt?: string | null;
}

/** The signing code as the page shows it: never the code. */
export interface OtpView {
  counter: number;
  sentAt?: string | null;
  expiresAt?: string | null;
  attemptsLeft: number;
  expired: boolean;
  locked: boolean;
  resendAfterSeconds: number;
}

/** No fields: the application is the one the token names. */
export type PersonalInfoChangeRequest = Record<string, unknown>;

export interface PersonalInfoRequest {
  informazioniPersonali: InformazioniPersonali;
}

/** The loan request: its number (numPratica on the back office's wire), customer code, sent. */
export interface Pratica {
  numero?: string | null;
  codiceAnagrafico?: string | null;
  sent: boolean;
}

/** The issuing province, uppercased (§3). */
export interface ProvinciaDocumento {
  sigla: string;
  nome: string;
}

/** The engine's price for the amount and duration asked, or why there is none. */
export interface Quote {
  offerta?: Offerta | null;
  esempioRappresentativo?: string | null;
  errori?: string[];
}

export interface QuoteRequest {
  /** In cents: 1.000 to 50.000 €. */
  importo: number;
  numeroRate: number;
  finalita?: string | null;
}

/**
 * Current residence, and the previous and correspondence addresses when given.
 *
 * The current residence also carries its CAP (beyond §3, which takes it from the light form):
 * empty means the light form's, and a person whose CAP does not match the comune corrects it
 * here, the only page where the mismatch is found.
 */
export interface Residenza {
  attuale: IndirizzoConCap;
  precedente?: Indirizzo | null;
  corrispondenza?: IndirizzoConCap | null;
  anniResidenza?: number | null;
}

export interface Resumed {
  applicationId: string;
  token: string;
  snapshot: Snapshot;
}

export interface ReviewBody {
  review: ReviewRequest;
}

/** The applicant asks a person to look at the automated outcome again (CCD2). */
export interface ReviewRequest {
  motivo?: string | null;
}

/** Step 3: the applicant says they have read the SECCI. */
export interface SecciConfirmation {
  letto: true;
}

export interface SecciRequest {
  confirmation: SecciConfirmation;
}

/** The SECCI as the browser sees it: when it was made; the file comes from our API. */
export interface SecciView {
  numPratica?: string | null;
  date?: string | null;
  available: boolean;
}

export interface SessionRequest {
  code: string;
}

export type SideName = "fronte" | "retro";

/** One side of a document on its card: whether a file is in, and why it was refused. */
export interface SideUpload {
  side: SideName;
  uploaded: boolean;
  fileName?: string | null;
  refusal?: string | null;
}

export interface SigningCode {
  otp: string;
}

export interface SigningCodeRequest {
  contrattoLetto: boolean;
  condizioniAccettate: boolean;
  reinvio: boolean;
}

/** eseguiMotoreSimulazione's result as the journey keeps it. */
export interface Simulation {
  /** The engine channel. */
  indirizzamento?: string | null;
  pricing?: string | null;
  tabellaFinanziariaOrigine?: string | null;
  codOfferta?: Offerta | null;
  maxOfferta?: Offerta | null;
  minOfferta?: Offerta | null;
}

/**
 * The simulator's payload, with the spec's field names on the wire, as an application keeps
 * it: in the workflow's start, its history and its snapshot.
 *
 * It comes from the public simulator, an external page whose payload may grow, so unknown keys
 * are dropped rather than rejected. The bounds here are the ones applications were started
 * with from the first: a stored payload must always read back, or a running application whose
 * data a later rule refuses could never be resumed. What may start an application is checked
 * at the way in, by OfferedSimulatorData.
 */
export interface SimulatorData {
  CODICE_OFFERTA?: string | null;
  SC_TIPO_OFFERTA?: string | null;
  MOD_PAGAMENTO?: string | null;
  SC_BENE?: string | null;
  SC_NUMERO_RATE: number;
  /** Total amount, in cents. */
  SC_IMPORTO_TOTALE: number;
  /** Instalment amount, in cents. */
  SC_IMPORTO_RATA: number;
  UTM_CAMPAIGN?: string | null;
  UTM_CONTENT?: string | null;
  UTM_DATE?: string | null;
  UTM_HISTORY?: string | null;
  UTM_MEDIUM?: string | null;
  UTM_SOURCE?: string | null;
  UTM_TERM?: string | null;
  MEDIACODE?: string | null;
  gclid?: string | null;
  SESSION_ID?: string | null;
  CLIENT_ID?: string | null;
  SC_TOKEN?: string | null;
  id?: string | null;
  token?: string | null;
  EsitoOTP?: string | null;
  CODICE_APP?: string | null;
}

/** Where one requested document stands on its card. */
export type SlotStatus = "da_caricare" | "da_confermare" | "da_compilare" | "confermato";

/** Everything the web app needs to draw the current page, and where that page is. */
export interface Snapshot {
  applicationId: string;
  step: Step | null;
  status: ApplicationStatus;
  esito?: Esito | null;
  route: string;
  simulator: SimulatorData;
  informazioniBase?: BasicInfoForm | null;
  knownData?: KnownData | null;
  user?: ApplicantView | null;
  simulation?: Simulation | null;
  offerta?: Offerta | null;
  secci?: SecciView | null;
  informazioniPersonali?: InformazioniPersonali | null;
  previousAddressYears?: number | null;
  reviewRequested: boolean;
  documenti?: DocumentsView | null;
  spid?: SpidState | null;
  onfido?: OnfidoState | null;
  auth?: DraftAuth | null;
  firma?: FirmaView | null;
  tracking?: TrackingView | null;
}

export interface SpidConfirmationRequest {
  values: DocumentFields;
}

export interface SpidLogin {
  url: string;
}

/** An empty body: the login is the application's, which the token names. */
export type SpidStart = Record<string, unknown>;

/** The digital-identity flow: tokens, the identity info and the error counter. */
export interface SpidState {
  token?: string | null;
  info?: Record<string, unknown> | null;
  eidgToken?: string | null;
  spidType?: string | null;
  errorCounter: number;
  confirmed: boolean;
}

export interface StartRequest {
  simulator: OfferedSimulatorData;
  form: BasicInfoForm;
  marketing?: BoundedMarketingParams | null;
  userTokenFlag?: string | null;
}

export interface Started {
  ok: boolean;
  errors?: Record<string, string>;
  snapshot: Snapshot;
  applicationId: string;
  token: string;
}

/** A saved step of the journey (the draft's `step`). */
export type Step = "INFORMAZIONI_BASE" | "INFORMAZIONI_PERSONALI" | "ONFIDO" | "SPID" | "ARED" | "DOCUMENTI" | "TYP" | "FIRMA";

/** The answer to every Update: the spec's Italian messages by field path, and the state. */
export interface StepResult {
  ok: boolean;
  errors?: Record<string, string>;
  snapshot: Snapshot;
}

/** Where the signed request stands, for the anomaly area (/anomalie). */
export interface TrackingView {
  numero: string;
  stato: string;
  esito: string;
  descrizione: string;
  anomalie?: AnomalyView[];
  inVerifica?: string[];
  aggiornatoIl?: string | null;
}

export interface TypAnswer {
  url: string;
}

export interface TypRequest {
  token?: string | null;
}

export interface VerificaTokenRequest {
  scToken: string;
  id_simulator_data: string;
}

/** What the provider reads: taken, or ignored (a replay, or a check that is not ours). */
export interface WebhookTaken {
  status: string;
}

/** An Update of an application: POST /applications/{application_id}/<endpoint>. */
export type StepUpdate =
  | { endpoint: "basic-info"; body: FormRequest }
  | { endpoint: "documents"; body: EmptyBody }
  | { endpoint: "documents/information"; body: EmptyBody }
  | { endpoint: "offer"; body: OfferRequest }
  | { endpoint: "onfido/check"; body: EmptyBody }
  | { endpoint: "onfido/confirmation"; body: IdentityCheckConfirmationRequest }
  | { endpoint: "onfido/skip"; body: EmptyBody }
  | { endpoint: "personal-info"; body: PersonalInfoRequest }
  | { endpoint: "personal-info-change"; body: PersonalInfoChangeRequest }
  | { endpoint: "request"; body: EmptyBody }
  | { endpoint: "review"; body: ReviewBody }
  | { endpoint: "secci"; body: SecciRequest }
  | { endpoint: "secci-renewal"; body: Record<string, never> }
  | { endpoint: "signature"; body: SigningCode }
  | { endpoint: "signing-code"; body: SigningCodeRequest }
  | { endpoint: "spid/confirmation"; body: SpidConfirmationRequest }
  | { endpoint: "spid/decline"; body: EmptyBody }
  | { endpoint: "tracking"; body: EmptyBody };
