// What the documents step's tests start from: slots as the server lists them, and a snapshot at a
// page of the step with them.
import type { DocumentFields, DocumentSlot, DocumentsView } from "../../api/types";
import { at } from "../../machines/fixtures";

export const EMPTY: DocumentFields = {
  numeroDocumento: "",
  dataRilascio: "",
  provinciaRilascio: "",
  comuneRilascio: "",
  dataScadenza: "",
  cognome: "",
  nome: "",
  dataNascita: "",
  codiceFiscale: "",
};

const IDENTITY_FIELDS = [
  "numeroDocumento",
  "dataRilascio",
  "provinciaRilascio",
  "comuneRilascio",
  "dataScadenza",
  "cognome",
  "nome",
  "dataNascita",
];

/** The identity card slot (IDE) of an Italian, nothing uploaded yet. */
export const identitySlot = (extra: Partial<DocumentSlot> = {}): DocumentSlot => ({
  id: "IDE",
  category: "IDE",
  codes: ["DIG", "CAR", "PAT"],
  code: "DIG",
  route: "/documenti",
  sides: [
    { side: "fronte", uploaded: false, fileName: null, refusal: null },
    { side: "retro", uploaded: false, fileName: null, refusal: null },
  ],
  read: true,
  fields: IDENTITY_FIELDS,
  values: EMPTY,
  status: "da_caricare",
  errors: [],
  ...extra,
});

export const healthCardSlot = (extra: Partial<DocumentSlot> = {}): DocumentSlot => ({
  id: "CFR",
  category: "CFR",
  codes: ["CF"],
  code: "CF",
  route: "/documenti",
  sides: [
    { side: "fronte", uploaded: false, fileName: null, refusal: null },
    { side: "retro", uploaded: false, fileName: null, refusal: null },
  ],
  read: true,
  fields: ["codiceFiscale", "cognome", "nome", "dataNascita", "dataScadenza"],
  values: EMPTY,
  status: "da_caricare",
  errors: [],
  ...extra,
});

export const payslipSlot = (extra: Partial<DocumentSlot> = {}): DocumentSlot => ({
  id: "DRED",
  category: "RED",
  codes: ["DRED"],
  code: "DRED",
  route: "/documenti/giustificativo-del-reddito/busta-paga",
  sides: [{ side: "fronte", uploaded: false, fileName: null, refusal: null }],
  read: true,
  fields: ["cognome", "nome", "codiceFiscale"],
  values: EMPTY,
  status: "da_caricare",
  errors: [],
  ...extra,
});

/** What recognition read on a CIE: every field but the issuing comune. */
export const READ_CIE: DocumentFields = {
  ...EMPTY,
  numeroDocumento: "CA12345AB",
  dataRilascio: "10/03/2020",
  provinciaRilascio: "RM",
  comuneRilascio: "",
  dataScadenza: "10/03/2030",
  cognome: "ROSSI",
  nome: "MARIA",
  dataNascita: "12/03/1985",
};

export const uploadedSides = [
  { side: "fronte" as const, uploaded: true, fileName: "fronte.jpg", refusal: null },
  { side: "retro" as const, uploaded: true, fileName: "retro.jpg", refusal: null },
];

export function documentsView(slots: DocumentSlot[], extra: Partial<DocumentsView> = {}): DocumentsView {
  return {
    slots,
    documentoDiRiconoscimento: {
      fronte: false,
      retro: false,
      DOC_TIPO: "",
      DOC_TIPO_DETT: "",
      numeroDocumento: "",
      dataRilascio: "",
      provincia: { sigla: "", nome: "" },
      comune: { nome: "", cap: "" },
    },
    checkDocumento: { success: false, errors: [] },
    informazioniSalvate: false,
    sent: false,
    sendFailed: false,
    ...extra,
  };
}

export const documentsAt = (route: string, slots: DocumentSlot[], extra: Partial<DocumentsView> = {}) =>
  at(route, { step: "INFORMAZIONI_PERSONALI", documenti: documentsView(slots, extra) });
