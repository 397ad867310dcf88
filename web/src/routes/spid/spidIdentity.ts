// The identity SPID released (snapshot.spid.info, the workflow's SpidIdentity): read back from the
// snapshot's open object, shown on /spid/documenti, and what the applicant still has to add.
import type { FieldErrors } from "../../api/clientTypes";
import type { DocumentCode, DocumentFields, DocumentSlot, Snapshot } from "../../api/types";
import type { RecapItem } from "../../components/cards/cards";
import { documentTypeName } from "../../components/cards/CardUpload";
import { messages } from "../../messages";
import { EMPTY_FIELDS, fieldSpec, isFieldName, slotFields, type FieldName } from "../documenti/documentFields";

export interface SpidIdentity {
  codiceFiscale: string;
  nome: string;
  cognome: string;
  dataNascita: string;
  documento: DocumentCode | null;
  valori: DocumentFields;
}

const text = (value: unknown) => (typeof value === "string" ? value : "");

/** The identity in the snapshot, or null when SPID gave none (yet, or any more). */
export function spidIdentityOf(snapshot: Snapshot | null): SpidIdentity | null {
  const info = snapshot?.spid?.info;
  if (!info) return null;
  const valori = { ...EMPTY_FIELDS };
  const given = typeof info.valori === "object" && info.valori !== null ? (info.valori as Record<string, unknown>) : {};
  for (const [name, value] of Object.entries(given)) if (isFieldName(name)) valori[name] = text(value);
  return {
    codiceFiscale: text(info.codiceFiscale),
    nome: text(info.nome),
    cognome: text(info.cognome),
    dataNascita: text(info.dataNascita),
    documento: typeof info.documento === "string" ? (info.documento as DocumentCode) : null,
    valori,
  };
}

/** The identity card of the documents step, which SPID's document fills. */
export const identityCardOf = (snapshot: Snapshot | null): DocumentSlot | null =>
  snapshot?.documenti?.slots?.find((slot) => slot.category === "IDE") ?? null;

/** Every field as SPID gives it: the document's, and the person's names and birth date. */
export function spidValues(identity: SpidIdentity): DocumentFields {
  return {
    ...identity.valori,
    cognome: identity.cognome.toUpperCase(),
    nome: identity.nome.toUpperCase(),
    dataNascita: identity.dataNascita,
    codiceFiscale: identity.codiceFiscale.toUpperCase(),
  };
}

/**
 * The identity card's fields the applicant types: only those SPID left empty (the province of
 * issue: SPID's idCard names none). Every value SPID released is its own, shown and never sent
 * changed, even when the document check refuses it (the server refuses it changed:
 * DATO_SPID_NON_MODIFICABILE); the way on then is the documents instead (`spid/decline`).
 */
export function fieldsToAsk(card: DocumentSlot, identity: SpidIdentity): FieldName[] {
  const given = spidValues(identity);
  return slotFields(card).filter((name) => given[name].trim() === "");
}

/** The card that stands for the form on /spid/documenti: SPID's document, its fields to type. */
export function formSlot(card: DocumentSlot, identity: SpidIdentity, fields: FieldName[]): DocumentSlot {
  return {
    ...card,
    code: identity.documento && card.codes.includes(identity.documento) ? identity.documento : card.code,
    values: spidValues(identity),
    fields,
    status: "da_compilare",
  };
}

/** The confirmation's values: only what the applicant typed (SPID's own stand on the server). */
export function typedValues(values: DocumentFields, fields: readonly FieldName[]): DocumentFields {
  const typed = { ...EMPTY_FIELDS };
  for (const name of fields) typed[name] = values[name].trim();
  return typed;
}

const PERSON = ["nome", "cognome", "dataNascita", "codiceFiscale"] as const satisfies readonly FieldName[];
const DOCUMENT = [
  "numeroDocumento",
  "comuneRilascio",
  "provinciaRilascio",
  "dataRilascio",
  "dataScadenza",
] as const satisfies readonly FieldName[];

/** The page's read-only values, in the order it shows them: the person's, then the document's. */
export const RECAP_ORDER: readonly FieldName[] = [...PERSON, ...DOCUMENT];

/**
 * What the recaps leave out (the fields asked, which the form shows) and say of what they show:
 * the last confirmation's refusal of a value, and the id of that value for the summary's link.
 */
export interface RecapContext {
  asked: readonly FieldName[];
  refused: FieldErrors;
  idOf: (name: FieldName) => string;
}

function item(name: FieldName, value: string, { refused, idOf }: RecapContext): RecapItem {
  const error = refused[name];
  return {
    label: fieldSpec(name).label,
    value,
    wide: name === "codiceFiscale",
    ...(error ? { error, id: idOf(name) } : {}),
  };
}

/** The person as SPID gave them: names, birth date, fiscal code. */
export function personRecap(identity: SpidIdentity, context: RecapContext): RecapItem[] {
  const values = spidValues(identity);
  return PERSON.filter((name) => !context.asked.includes(name)).map((name) => item(name, values[name], context));
}

/** The identity document SPID gave: its type, then each field it carries (empty ones are asked). */
export function documentRecap(identity: SpidIdentity, typeCode: DocumentCode, context: RecapContext): RecapItem[] {
  return [
    { label: messages.upload.fields.tipoDocumento, value: documentTypeName(identity.documento ?? typeCode) },
    ...DOCUMENT.filter((name) => identity.valori[name] !== "" && !context.asked.includes(name)).map((name) =>
      item(name, identity.valori[name], context),
    ),
  ];
}
