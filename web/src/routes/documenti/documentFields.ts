// The fields a document's card confirms (DocumentFields): how each is typed, what the form checks
// before sending, and the recap of a confirmed document.
import type { FieldErrors } from "../../api/clientTypes";
import type { DocumentCode, DocumentFields, DocumentSlot } from "../../api/types";
import type { RecapItem } from "../../components/cards/cards";
import { documentTypeName, sideLabel } from "../../components/cards/CardUpload";
import { isValidDate, maskDate } from "../../lib/format";
import { messages } from "../../messages";

export type FieldName = keyof DocumentFields;

const DATES: ReadonlySet<string> = new Set(["dataRilascio", "dataScadenza", "dataNascita"]);
const UPPERCASE: ReadonlySet<string> = new Set(["numeroDocumento", "provinciaRilascio", "codiceFiscale"]);

export const EMPTY_FIELDS: DocumentFields = {
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

const MAX_LENGTH: Record<FieldName, number> = {
  numeroDocumento: 20,
  dataRilascio: 10,
  provinciaRilascio: 2,
  comuneRilascio: 60,
  dataScadenza: 10,
  cognome: 60,
  nome: 60,
  dataNascita: 10,
  codiceFiscale: 16,
};

export function isFieldName(name: string): name is FieldName {
  return name in EMPTY_FIELDS;
}

/**
 * Whom a document is of: what the server keeps as the provider read it (/onfido/conferma) or as
 * SPID released it (/spid/documenti) and refuses to see changed (workflows/steps/identity_check.py
 * READ_IDENTITY, DATO_LETTO_NON_MODIFICABILE and DATO_SPID_NON_MODIFICABILE).
 */
const IDENTITY_FIELDS = [
  "cognome",
  "nome",
  "dataNascita",
  "codiceFiscale",
  "numeroDocumento",
] as const satisfies readonly FieldName[];

/** The identity fields given a value: shown, never typed (an empty one is the applicant's to fill). */
export const lockedFields = (values: DocumentFields): FieldName[] =>
  IDENTITY_FIELDS.filter((name) => values[name].trim() !== "");

/** The slot's fields, in the order the server lists them. */
export const slotFields = (slot: Pick<DocumentSlot, "fields">): FieldName[] => (slot.fields ?? []).filter(isFieldName);

/** How a field is typed: its label, hint, length, and what the keyboard offers. */
export function fieldSpec(name: FieldName) {
  const date = DATES.has(name);
  return {
    label: messages.upload.fields[name],
    hint: date ? messages.upload.dateHint : name === "provinciaRilascio" ? messages.upload.provinciaHint : undefined,
    maxLength: MAX_LENGTH[name],
    inputMode: date ? ("numeric" as const) : undefined,
    placeholder: date ? "gg/mm/aaaa" : undefined,
    autoCapitalize: UPPERCASE.has(name) ? "characters" : undefined,
    /** What the field keeps of what is typed: dates get their slashes, codes their capitals. */
    normalise: (text: string) => (date ? maskDate(text) : UPPERCASE.has(name) ? text.toUpperCase() : text),
  };
}

/** What the form says before sending: every field is needed, dates are real days, a province its
 * two-letter sigla. The server checks the rest (journey/rules/document_fields.py). */
export function checkFields(names: readonly FieldName[], values: DocumentFields): FieldErrors {
  const errors: FieldErrors = {};
  for (const name of names) {
    const value = values[name].trim();
    if (value === "") errors[name] = messages.catalogue.CAMPO_OBBLIGATORIO;
    else if (DATES.has(name) && !isValidDate(value)) errors[name] = messages.catalogue.DATA_NON_VALIDA;
    else if (name === "provinciaRilascio" && !/^[A-Za-z]{2}$/.test(value))
      errors[name] = messages.catalogue.PROVINCIA_SIGLA_NON_VALIDA;
  }
  return errors;
}

/** The server's errors of a confirmation ("values.numeroDocumento" or "numeroDocumento") by field. */
export function confirmationErrors(errors: FieldErrors): FieldErrors {
  const byField: FieldErrors = {};
  for (const [path, message] of Object.entries(errors)) {
    const name = path.split(".").at(-1) ?? path;
    if (isFieldName(name)) byField[name] = message;
  }
  return byField;
}

/** The identity documents, whose recap is the identity document card (§2): their type comes first. */
export function hasDocumentType(code: DocumentCode): boolean {
  return code in messages.catalogue.TIPO_DOCUMENTO;
}

/**
 * A confirmed document as its card-document-recap shows it (at most 8 pairs): the identity
 * document card's fields first (type, number, issue date, province and comune of issue), then
 * the rest it confirmed; a document that is not read lists its files instead.
 */
export function slotRecap(slot: DocumentSlot): RecapItem[] {
  const fields = slotFields(slot);
  if (fields.length === 0) {
    return slot.sides.map(({ side, fileName }) => ({
      label: sideLabel(side, slot.sides.length),
      value: fileName ?? messages.upload.uploaded,
      wide: true,
    }));
  }
  const items: RecapItem[] = hasDocumentType(slot.code)
    ? [{ label: messages.upload.fields.tipoDocumento, value: documentTypeName(slot.code) }]
    : [];
  for (const name of fields) {
    items.push({ label: fieldSpec(name).label, value: slot.values[name], wide: name === "codiceFiscale" });
  }
  return items.slice(0, 8);
}
