// The JSON contract of /main/api as the web app uses it.

/** The simulator's payload, with the spec's field names; amounts in cents. */
export interface SimulatorData {
  CODICE_OFFERTA: string;
  SC_TIPO_OFFERTA: string;
  MOD_PAGAMENTO: string;
  SC_BENE: string;
  SC_NUMERO_RATE: number;
  SC_IMPORTO_TOTALE: number;
  SC_IMPORTO_RATA: number;
  UTM_SOURCE?: string;
  UTM_MEDIUM?: string;
  UTM_CAMPAIGN?: string;
  UTM_CONTENT?: string;
  UTM_TERM?: string;
  UTM_DATE?: string;
  UTM_HISTORY?: string;
  gclid?: string;
  MEDIACODE?: string;
  SESSION_ID?: string;
  CLIENT_ID?: string;
  CODICE_APP?: string;
}

export interface Agreements {
  questionOne: boolean;
  questionTwo: boolean;
  questionThree: boolean;
  questionFour: boolean;
}

/** The light form (step 1), flat as the API takes it. */
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

/** Field path ("firstName", "agreements.questionOne") → Italian message. */
export type FieldErrors = Record<string, string>;

export interface LookupOption {
  codice: string;
  descrizione: string;
}

export interface Occupazione extends LookupOption {
  /** The engine's activity type the occupation belongs to: DIP, AUT, PEN or ALT. */
  attivita: string;
}

export interface Cittadinanza extends LookupOption {
  /** S for a non-EU country, N for an EU one. */
  flagExtracomunitaria: "S" | "N";
}

export interface Provincia {
  sigla: string;
  descrizione: string;
  regione: string;
}

export interface Lookups {
  abitazioni: LookupOption[];
  posizioniLavorative: LookupOption[];
  occupazioni?: Occupazione[];
  settori?: LookupOption[];
  statoCivile?: LookupOption[];
  tipoReddito?: LookupOption[];
  tipoAssunzione?: LookupOption[];
  longevitaConto?: LookupOption[];
  cittadinanza?: Cittadinanza[];
  countries?: Cittadinanza[];
  province?: Provincia[];
}

/** One town of GET /lookup/comuni. */
export interface Comune {
  comune: string;
  provincia: string;
  cap: string[];
  codice: string;
}

export interface EnvSettings {
  qrCodeUrl: string;
  tagManagerId: string | null;
  environment: string;
}

export interface InformazioniBase {
  fiscalCode?: string;
  mobilePhone?: string;
  firstName?: string;
  lastName?: string;
  emailAddress?: string;
  cap?: string;
  abitazione?: string;
  posizioneLavorativa?: string;
  agreements?: Partial<Agreements>;
}

export interface User {
  fiscalCode?: string | null;
  mobilePhone?: string | null;
  dataNascita?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  email?: string | null;
}

/** One offer of the engine; amounts in cents, rates as decimal strings ("8.8"). */
export interface Offerta {
  codice?: string | null;
  prgSimul?: string | null;
  importoTotale?: number | null;
  importoRata?: number | null;
  numeroRate?: number | null;
  tan?: string | number | null;
  taeg?: string | number | null;
  speseIstruttoria?: number | null;
  speseIncassoRata?: number | null;
  impostaBollo?: number | null;
  interessiTotali?: number | null;
  importoTotaleDovuto?: number | null;
}

export interface Simulation {
  indirizzamento?: string | null;
  pricing?: string | null;
  tabellaFinanziariaOrigine?: string | null;
  codOfferta?: Offerta | null;
  maxOfferta?: Offerta | null;
  minOfferta?: Offerta | null;
}

export interface SecciView {
  numPratica?: string | null;
  /** ISO date-time of when it was produced. */
  date?: string | null;
  available: boolean;
}

export interface Indirizzo {
  provincia: string;
  comune: string;
  indirizzo: string;
  numeroCivico: string;
}

export interface IndirizzoConCap extends Indirizzo {
  cap: string;
}

/** Step 4 (§3 informazioniPersonali), as POST /personal-info takes it. */
export interface InformazioniPersonali {
  residenza: {
    attuale: Indirizzo;
    precedente?: Indirizzo | null;
    corrispondenza?: IndirizzoConCap | null;
    anniResidenza: number | null;
  };
  informazioniDemografiche: {
    cittadinanza: string;
    isExtracomunitario: boolean;
    statoCivile: string;
    membriNucleoFamiliare: number | null;
    membriConReddito: number | null;
    politicamenteEsposto: boolean;
    profiloEsposizione?: string | null;
  };
  informazioniProfessionali: {
    settore: string;
    occupazione: string;
    tipoAssunzione: string;
    tipoReddito: string;
    redditoInCentesimi: number | null;
    mensilita: number | null;
    anniLavorativi: number | null;
  };
  datoreLavoro: { nome: string; provincia: string; comune: string; indirizzo: string; cap: string };
  coordinateBancarie: { iban: string; aperturaConto: string | null };
}

/** What the server says about one application; `route` is where the applicant belongs. */
export interface Snapshot {
  applicationId: string;
  step: string | null;
  status: string;
  route: string;
  simulator: SimulatorData;
  informazioniBase: InformazioniBase | null;
  user: User | null;
  simulation?: Simulation | null;
  offerta?: Offerta | null;
  secci?: SecciView | null;
  informazioniPersonali?: InformazioniPersonali | null;
  previousAddressYears?: number | null;
  reviewRequested?: boolean;
}

/** POST /simulator/quote. */
export interface Quote {
  offerta: Offerta | null;
  esempioRappresentativo: string | null;
  errori: string[];
}

/** POST /draft/create: the resume code, shown once, and its link (also e-mailed). */
export interface DraftSaved {
  code: string;
  link: string;
  snapshot: Snapshot;
}

/** POST /draft/resume and /draft/number/verify. */
export interface Resumed {
  applicationId: string;
  token: string;
  snapshot: Snapshot;
}

export type ResumeKey = { code: string } | { draftId: string };

export interface RequestNumberKey {
  request_number: string;
  fiscal_code: string;
}

export interface SubmissionResult {
  ok: boolean;
  errors: FieldErrors;
  snapshot: Snapshot;
}

export interface StartResult extends SubmissionResult {
  applicationId: string;
  token: string;
}

/** What the browser keeps between reloads: nothing but the keys to ask the server again. */
export interface Session {
  applicationId: string;
  token: string;
}
