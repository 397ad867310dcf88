// Step 4's form data: flat values keyed by the API's field paths ("residenza.attuale.comune"), so a
// server error lands on the field of the same name; and the conversion to and from the API shape.
import type { FieldErrors } from "../../api/clientTypes";
import type { InformazioniPersonali } from "../../api/types";
import { formatEuroInput, formatIban, normaliseIban, parseEuroToCents } from "../../lib/format";
import { messages } from "../../messages";

export type PersonalValues = Record<string, string>;

/** How the step is shaped for this applicant (§3 partner, §1 work position). */
export interface PersonalContext {
  /** The light form's work position: D, A, P or C. */
  posizioneLavorativa: string;
  /** snapshot.previousAddressYears: the partner's anzianitaIndirizzoCorrente, 2 when null. */
  previousAddressYears: number;
}

export const DEFAULT_PREVIOUS_ADDRESS_YEARS = 2;
const ADDRESS = ["provincia", "comune", "indirizzo", "numeroCivico"] as const;
const EMPLOYER = ["nome", "provincia", "comune", "indirizzo", "cap"] as const;

export const addressPaths = (prefix: string) => ADDRESS.map((field) => `${prefix}.${field}`);

/** Work positions without an employer of their own: pensioners and "other" (§1). */
export const hasEmployer = (ctx: PersonalContext) => !["P", "C"].includes(ctx.posizioneLavorativa);
export const needsHiringType = (ctx: PersonalContext) => ctx.posizioneLavorativa === "D";

export function needsPreviousAddress(values: PersonalValues, ctx: PersonalContext): boolean {
  const years = values["residenza.anniResidenza"]?.trim();
  return Boolean(years) && /^\d+$/.test(years ?? "") && Number(years) < ctx.previousAddressYears;
}

export const wantsCorrespondence = (values: PersonalValues) => values.corrispondenzaDiversa === "S";

/** The engine's activity for an occupation list entry, from the light form's work position. */
export function activityOf(posizioneLavorativa: string): string {
  return { D: "DIP", A: "AUT", P: "PEN" }[posizioneLavorativa] ?? "ALT";
}

/** Every path shown for this applicant, in page order (the error summary follows it). */
export function visiblePaths(values: PersonalValues, ctx: PersonalContext): string[] {
  const paths = [...addressPaths("residenza.attuale"), "residenza.attuale.cap", "residenza.anniResidenza"];
  if (needsPreviousAddress(values, ctx)) paths.push(...addressPaths("residenza.precedente"));
  if (wantsCorrespondence(values))
    paths.push(...addressPaths("residenza.corrispondenza"), "residenza.corrispondenza.cap");
  paths.push(
    "informazioniDemografiche.cittadinanza",
    "informazioniDemografiche.statoCivile",
    "informazioniDemografiche.membriNucleoFamiliare",
    "informazioniDemografiche.membriConReddito",
    "informazioniDemografiche.politicamenteEsposto",
  );
  if (values["informazioniDemografiche.politicamenteEsposto"] === "S")
    paths.push("informazioniDemografiche.profiloEsposizione");
  paths.push("informazioniProfessionali.settore", "informazioniProfessionali.occupazione");
  if (needsHiringType(ctx)) paths.push("informazioniProfessionali.tipoAssunzione");
  paths.push(
    "informazioniProfessionali.tipoReddito",
    "informazioniProfessionali.redditoInCentesimi",
    "informazioniProfessionali.mensilita",
    "informazioniProfessionali.anniLavorativi",
  );
  if (hasEmployer(ctx)) paths.push(...EMPLOYER.map((field) => `datoreLavoro.${field}`));
  paths.push("coordinateBancarie.iban", "coordinateBancarie.aperturaConto");
  return paths;
}

const OPTIONAL: ReadonlySet<string> = new Set(["informazioniDemografiche.profiloEsposizione"]);
const WHOLE_NUMBERS = [
  "residenza.anniResidenza",
  "informazioniDemografiche.membriNucleoFamiliare",
  "informazioniDemografiche.membriConReddito",
  "informazioniProfessionali.anniLavorativi",
];

/**
 * The free-text rule of every form, as journey/rules/text.py's is_free_text says it: letters (any script, with
 * combining accents), decimal digits, spaces and punctuation, less braces and backslash, plus ° and +. Control and
 * invisible characters, < > and other symbols are refused. tests/journey/rules/free_text_cases.json holds the
 * cases both sides are tested on.
 */
const FREE_TEXT = /^(?:(?![{}\\])[\p{L}\p{M}\p{Nd}\p{Zs}\p{P}°+])*$/u;

export const isFreeText = (text: string) => FREE_TEXT.test(text);

/** Every address and employer text as it will be sent, by field path: the server checks the same. */
function sentTexts(info: InformazioniPersonali): [string, string][] {
  const sections: [string, object | null | undefined][] = [
    ["residenza.attuale", info.residenza.attuale],
    ["residenza.precedente", info.residenza.precedente],
    ["residenza.corrispondenza", info.residenza.corrispondenza],
    ["datoreLavoro", info.datoreLavoro],
  ];
  return sections.flatMap(([prefix, section]) =>
    Object.entries(section ?? {}).flatMap(([field, value]): [string, string][] =>
      typeof value === "string" ? [[`${prefix}.${field}`, value]] : [],
    ),
  );
}

/** What can be told before sending: missing fields and formats. The back office checks the rest. */
export function validatePersonalValues(values: PersonalValues, ctx: PersonalContext, today = new Date()): FieldErrors {
  const errors: FieldErrors = {};
  const c = messages.catalogue;
  for (const path of visiblePaths(values, ctx)) {
    if (!OPTIONAL.has(path) && !(values[path] ?? "").trim()) errors[path] = c.CAMPO_OBBLIGATORIO;
  }
  const filled = (path: string) => !errors[path] && (values[path] ?? "").trim() !== "";
  for (const path of WHOLE_NUMBERS) {
    if (filled(path) && !/^\d{1,2}$/.test(values[path]!.trim())) errors[path] = c.NUMERO_NON_VALIDO;
  }
  const members = Number(values["informazioniDemografiche.membriNucleoFamiliare"]);
  const earners = Number(values["informazioniDemografiche.membriConReddito"]);
  if (filled("informazioniDemografiche.membriNucleoFamiliare") && members < 1) {
    errors["informazioniDemografiche.membriNucleoFamiliare"] = c.NUMERO_NON_VALIDO;
  }
  if (
    !errors["informazioniDemografiche.membriConReddito"] &&
    filled("informazioniDemografiche.membriConReddito") &&
    earners > members
  ) {
    errors["informazioniDemografiche.membriConReddito"] = c.MEMBRI_CON_REDDITO_NON_VALIDI;
  }
  const income = "informazioniProfessionali.redditoInCentesimi";
  if (filled(income) && !parseEuroToCents(values[income]!)) errors[income] = c.IMPORTO_NON_VALIDO;
  for (const path of ["residenza.attuale.cap", "residenza.corrispondenza.cap", "datoreLavoro.cap"]) {
    if (filled(path) && visiblePaths(values, ctx).includes(path) && !/^\d{5}$/.test(values[path]!.trim())) {
      errors[path] = c.CAP_NON_VALIDO;
    }
  }
  const iban = "coordinateBancarie.iban";
  if (filled(iban)) {
    const value = normaliseIban(values[iban]!);
    if (!value.startsWith("IT")) errors[iban] = c.IBAN_NON_ITALIANO;
    else if (!isValidItalianIban(value)) errors[iban] = c.IBAN_NON_VALIDO;
  }
  const opened = "coordinateBancarie.aperturaConto";
  const openedError = filled(opened) ? monthYearError(values[opened]!, today) : null;
  if (openedError) errors[opened] = openedError;
  // Text that breaks the free-text rule gets that message, whatever else is wrong with it, as on the server.
  for (const [path, value] of sentTexts(toInformazioniPersonali(values, ctx, false))) {
    if (!isFreeText(value)) errors[path] = c.TESTO_NON_VALIDO;
  }
  return errors;
}

/** ISO 13616 check digits. */
export function isMod97(iban: string): boolean {
  if (!/^[A-Z]{2}\d{2}[0-9A-Z]+$/.test(iban)) return false;
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  let remainder = 0;
  for (const char of rearranged) {
    const digits = /\d/.test(char) ? char : String(char.charCodeAt(0) - 55);
    for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder === 1;
}

// The CIN is computed over ABI, CAB and account like a fiscal code's check character: values of
// the characters in odd places (1st, 3rd...), a digit counting as the letter in its place (0 as A).
const ODD_VALUES = [1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 2, 4, 18, 20, 11, 3, 6, 8, 12, 14, 16, 10, 22, 25, 24, 23];
const alphabetIndex = (char: string) => (/\d/.test(char) ? Number(char) : char.charCodeAt(0) - 65);

/** The CIN letter of an Italian BBAN's ABI, CAB and account (22 characters, upper case). */
export function cinOf(abiCabAccount: string): string {
  let total = 0;
  for (let index = 0; index < abiCabAccount.length; index += 1) {
    const value = alphabetIndex(abiCabAccount.charAt(index));
    total += index % 2 === 0 ? ODD_VALUES[value]! : value;
  }
  return String.fromCharCode(65 + (total % 26));
}

/**
 * An Italian IBAN (normalised): IT, check digits, CIN, ABI, CAB, account, with both checks of
 * journey/personal_form.py's is_valid_iban, so a wrong CIN is told with every other mistake of the
 * form, not by the back office one round later.
 */
export function isValidItalianIban(iban: string): boolean {
  if (!/^IT\d{2}[A-Z]\d{10}[0-9A-Z]{12}$/.test(iban)) return false;
  return isMod97(iban) && iban[4] === cinOf(iban.slice(5));
}

/** mm/aaaa of a month that has begun (when an account was opened), or why not (the catalogue's words). */
export function monthYearError(text: string, today: Date): string | null {
  const match = /^(0[1-9]|1[0-2])\/((?:19|20)\d\d)$/.exec(text.trim());
  if (!match) return messages.catalogue.MESE_ANNO_NON_VALIDO;
  const month = Number(match[2]) * 12 + Number(match[1]);
  return month > today.getFullYear() * 12 + today.getMonth() + 1 ? messages.catalogue.DATA_FUTURA : null;
}

const text = (values: PersonalValues, path: string) => (values[path] ?? "").trim();
const whole = (values: PersonalValues, path: string) => {
  const value = text(values, path);
  return /^\d+$/.test(value) ? Number(value) : null;
};

function address(values: PersonalValues, prefix: string) {
  return {
    provincia: text(values, `${prefix}.provincia`).toUpperCase(),
    comune: text(values, `${prefix}.comune`),
    indirizzo: text(values, `${prefix}.indirizzo`).replace(/\s+/g, " "),
    numeroCivico: text(values, `${prefix}.numeroCivico`),
  };
}

/** The API's informazioniPersonali for what the applicant filled in. */
export function toInformazioniPersonali(
  values: PersonalValues,
  ctx: PersonalContext,
  isExtracomunitario: boolean,
): InformazioniPersonali {
  const employer = hasEmployer(ctx);
  const pep = values["informazioniDemografiche.politicamenteEsposto"] === "S";
  return {
    residenza: {
      attuale: { ...address(values, "residenza.attuale"), cap: text(values, "residenza.attuale.cap") },
      precedente: needsPreviousAddress(values, ctx) ? address(values, "residenza.precedente") : null,
      corrispondenza: wantsCorrespondence(values)
        ? { ...address(values, "residenza.corrispondenza"), cap: text(values, "residenza.corrispondenza.cap") }
        : null,
      anniResidenza: whole(values, "residenza.anniResidenza"),
    },
    informazioniDemografiche: {
      cittadinanza: text(values, "informazioniDemografiche.cittadinanza"),
      isExtracomunitario,
      statoCivile: text(values, "informazioniDemografiche.statoCivile"),
      membriNucleoFamiliare: whole(values, "informazioniDemografiche.membriNucleoFamiliare"),
      membriConReddito: whole(values, "informazioniDemografiche.membriConReddito"),
      politicamenteEsposto: pep,
      profiloEsposizione: pep ? text(values, "informazioniDemografiche.profiloEsposizione") || null : null,
    },
    informazioniProfessionali: {
      settore: text(values, "informazioniProfessionali.settore"),
      occupazione: text(values, "informazioniProfessionali.occupazione"),
      tipoAssunzione: needsHiringType(ctx) ? text(values, "informazioniProfessionali.tipoAssunzione") : "",
      tipoReddito: text(values, "informazioniProfessionali.tipoReddito"),
      redditoInCentesimi: parseEuroToCents(text(values, "informazioniProfessionali.redditoInCentesimi")),
      mensilita: whole(values, "informazioniProfessionali.mensilita"),
      anniLavorativi: whole(values, "informazioniProfessionali.anniLavorativi"),
    },
    datoreLavoro: employer
      ? {
          nome: text(values, "datoreLavoro.nome"),
          provincia: text(values, "datoreLavoro.provincia").toUpperCase(),
          comune: text(values, "datoreLavoro.comune"),
          indirizzo: text(values, "datoreLavoro.indirizzo"),
          cap: text(values, "datoreLavoro.cap"),
        }
      : { nome: "", provincia: "", comune: "", indirizzo: "", cap: "" },
    coordinateBancarie: {
      iban: normaliseIban(text(values, "coordinateBancarie.iban")),
      aperturaConto: text(values, "coordinateBancarie.aperturaConto") || null,
    },
  };
}

/**
 * The form as the server last saw it (a reload, a resumed draft): every field back in place. The
 * residence's CAP is the light form's until the person gives another on this page.
 */
export function valuesFromInformazioniPersonali(
  info: InformazioniPersonali | null | undefined,
  lightFormCap = "",
): PersonalValues {
  const values: PersonalValues = { "residenza.attuale.cap": lightFormCap };
  if (!info) return values;
  const put = (prefix: string, record: object | null | undefined) => {
    if (!record) return;
    for (const [key, value] of Object.entries(record)) {
      if (typeof value === "string" || typeof value === "number") values[`${prefix}.${key}`] = String(value);
    }
  };
  put("residenza.attuale", info.residenza.attuale);
  values["residenza.attuale.cap"] ||= lightFormCap;
  put("residenza.precedente", info.residenza.precedente);
  if (info.residenza.corrispondenza) {
    put("residenza.corrispondenza", info.residenza.corrispondenza);
    values.corrispondenzaDiversa = "S";
  }
  if (info.residenza.anniResidenza != null) values["residenza.anniResidenza"] = String(info.residenza.anniResidenza);
  const { politicamenteEsposto, isExtracomunitario: _flag, ...demographics } = info.informazioniDemografiche;
  put("informazioniDemografiche", demographics);
  values["informazioniDemografiche.politicamenteEsposto"] = politicamenteEsposto ? "S" : "N";
  const { redditoInCentesimi, ...work } = info.informazioniProfessionali;
  put("informazioniProfessionali", work);
  if (redditoInCentesimi != null)
    values["informazioniProfessionali.redditoInCentesimi"] = formatEuroInput(redditoInCentesimi);
  put("datoreLavoro", info.datoreLavoro);
  if (info.coordinateBancarie.iban) values["coordinateBancarie.iban"] = formatIban(info.coordinateBancarie.iban);
  if (info.coordinateBancarie.aperturaConto)
    values["coordinateBancarie.aperturaConto"] = info.coordinateBancarie.aperturaConto;
  return values;
}

/** Errors in page order, whatever order they came in; unknown paths last. */
export function orderedErrors(errors: FieldErrors, values: PersonalValues, ctx: PersonalContext): string[] {
  const order = visiblePaths(values, ctx);
  return [...order.filter((path) => path in errors), ...Object.keys(errors).filter((path) => !order.includes(path))];
}
