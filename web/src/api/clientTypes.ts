// What the browser types by hand: the API's own types are generated into ./types.ts.
//
// Here: what only the browser has (the kept session, field errors by path), and the reference
// lists, which the API answers as plain objects (it names no schema for them).

/** What the browser keeps between reloads: nothing but the keys to ask the server again. */
export interface Session {
  applicationId: string;
  token: string;
}

/** Field path ("firstName", "agreements.questionOne") → Italian message (StepResult.errors). */
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

/** GET /cache/lookup. */
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
