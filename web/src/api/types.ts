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
  gclid?: string;
  MEDIACODE?: string;
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

export interface Lookups {
  abitazioni: LookupOption[];
  posizioniLavorative: LookupOption[];
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

/** What the server says about one application; `route` is where the applicant belongs. */
export interface Snapshot {
  applicationId: string;
  step: string | null;
  status: string;
  route: string;
  simulator: SimulatorData;
  informazioniBase: InformazioniBase | null;
  user: User | null;
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
