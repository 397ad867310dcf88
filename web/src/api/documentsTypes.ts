// The documents step's wire types, written by hand from docs/documents-step.md and
// journey/models/documents.py until the API serves them; then `make web-contract` generates them
// into ./types.ts and this module keeps only what the generator does not write.
import type { Snapshot, StepUpdate } from "./types";

export type DocumentCategory = "IDE" | "CFR" | "RED" | "RPR" | "UTE" | "2ID" | "2RE" | "PER" | "PAS";

export type DocumentCode =
  | "CF"
  | "PER"
  | "EPER"
  | "CAR"
  | "PAT"
  | "DIG"
  | "PAS"
  | "RPR"
  | "DRED"
  | "MRE2"
  | "DRE2"
  | "PRED"
  | "PRE2"
  | "ARED"
  | "ARE2"
  | "UTE"
  | "CRES";

export type SideName = "fronte" | "retro";

/** Where one requested document stands on its card. */
export type SlotStatus = "da_caricare" | "da_confermare" | "da_compilare" | "confermato";

/** One side of a document on its card: whether a file is in, and why it was refused. */
export interface SideUpload {
  side: SideName;
  uploaded: boolean;
  fileName?: string | null;
  refusal?: string | null;
}

/** The fields of a document the applicant confirms or corrects; "" = not read, never guessed. */
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

/** One document the applicant must give, as its card-upload shows it (§2, §4 order). */
export interface DocumentSlot {
  id: string;
  category: DocumentCategory;
  codes: DocumentCode[];
  code: DocumentCode;
  route: string;
  sides: SideUpload[];
  read: boolean;
  fields: string[];
  values: DocumentFields;
  status: SlotStatus;
  errors: string[];
}

export interface ProvinciaDocumento {
  sigla: string;
  nome: string;
}

export interface ComuneDocumento {
  nome: string;
  cap: string;
}

/** The identity document card (§3 documentoDiRiconoscimento). */
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

export interface CheckDocumento {
  success: boolean;
  errors: string[];
}

/** The documents step (§3 documenti) as the screens need it. */
export interface DocumentsView {
  slots: DocumentSlot[];
  documentoDiRiconoscimento: DocumentoDiRiconoscimento;
  checkDocumento: CheckDocumento;
  informazioniSalvate?: boolean;
  sent: boolean;
  sendFailed: boolean;
}

/** The snapshot with the documents step in it. */
export type DocumentsSnapshot = Snapshot & { documenti?: DocumentsView | null };

/** POST /applications/{id}/documents/{slotId}/confirmation. */
export interface DocumentConfirmationBody {
  values: DocumentFields;
}

/** POST /applications/{id}/mobile-link: the phone hand-off's code, its address and its QR. */
export interface MobileLink {
  code: string;
  url: string;
  qrSvg: string;
  expiresAt: string;
}

/** POST /mobile/session: an upload-only token for this device. */
export interface MobileSession {
  token: string;
  expiresAt: string;
}

/** One document as the phone sees it: no personal data. */
export interface MobileSlot {
  id: string;
  category: DocumentCategory;
  code: DocumentCode;
  codes: DocumentCode[];
  sides: Pick<SideUpload, "side" | "uploaded" | "refusal">[];
  status: SlotStatus;
}

export interface MobileDocuments {
  slots: MobileSlot[];
}

/**
 * The documents step's Updates whose path has more than one segment: the generated StepUpdate only
 * knows `/applications/{id}/<endpoint>`, so these are written here and sent the same way.
 */
export type DocumentsUpdate =
  | { endpoint: `documents/${string}/confirmation`; body: DocumentConfirmationBody }
  | { endpoint: "documents/information"; body: Record<string, never> }
  | { endpoint: "documents"; body: Record<string, never> };

/** Every Update a step page sends through the journey machine. */
export type JourneyUpdate = StepUpdate | DocumentsUpdate;

export function documentsOf(snapshot: Snapshot | null | undefined): DocumentsView | null {
  const withDocuments: DocumentsSnapshot | null | undefined = snapshot;
  return withDocuments?.documenti ?? null;
}
