// Number and date formatting as an Italian reader expects it.
//
// Amounts and rates are written here rather than by Intl.NumberFormat: a page's first Intl
// formatter makes the browser load ICU's Italian data, a main-thread task of 11-27 ms on a
// phone-class CPU before the first page can answer a tap (docs/benchmarks.md, issue 17). The
// output is Intl's own, character for character (format.test.ts compares them); values this
// code does not write (negative, not finite, too large) are left to Intl.
import { italianTime } from "./italianTime";

/** The shortest decimal of `value` rounded half away from zero to two decimals, in cents;
 * null where the fast path does not apply. Intl rounds that same decimal (1.005 → 1,01). */
function toHundredths(value: number): number | null {
  if (!Number.isFinite(value) || value < 0 || Object.is(value, -0) || value >= 1e12) return null;
  const written = String(value);
  if (written.includes("e")) return null;
  const [whole = "0", fraction = ""] = written.split(".");
  const hundredths = Number(whole + fraction.slice(0, 2).padEnd(2, "0"));
  return (fraction[2] ?? "0") >= "5" ? hundredths + 1 : hundredths;
}

/** "1234567" → "1.234.567"; `minimumDigits` 5 leaves four-digit numbers whole, as CLDR does. */
function grouped(whole: number, minimumDigits = 1): string {
  const digits = String(whole);
  return digits.length < minimumDigits ? digits : digits.replace(/\B(?=(\d{3})+$)/g, ".");
}

function twoDecimals(hundredths: number, minimumGroupingDigits = 1): string {
  const cents = String(hundredths % 100).padStart(2, "0");
  return `${grouped(Math.floor(hundredths / 100), minimumGroupingDigits)},${cents}`;
}

let intl: Record<"euro" | "euroNumber" | "percent", Intl.NumberFormat> | undefined;
function fallback(): NonNullable<typeof intl> {
  intl ??= {
    // Italian style groups thousands from four digits on (1.500,00 €), which CLDR leaves out.
    euro: new Intl.NumberFormat("it-IT", { style: "currency", currency: "EUR", useGrouping: "always" }),
    euroNumber: new Intl.NumberFormat("it-IT", { maximumFractionDigits: 2, useGrouping: "always" }),
    percent: new Intl.NumberFormat("it-IT", { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
  };
  return intl;
}

/** 1050050 → "10.500,50 €" (the API keeps amounts in cents). */
export function formatEuroCents(cents: number): string {
  const hundredths = toHundredths(cents / 100);
  return hundredths === null ? fallback().euro.format(cents / 100) : `${twoDecimals(hundredths)}\u00a0€`;
}

/** A time of day with its offset ("T23:30:00Z", "T23:30:00+00:00"): an instant, to read in Italy. */
const INSTANT = /T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})$/i;

/**
 * "1990-04-25" or "19900425" → "25/04/1990"; an instant ("2026-11-29T23:30:00Z") → its day in
 * Italy ("30/11/2026"); anything else is shown as it came.
 */
export function formatDate(value: string): string {
  if (INSTANT.test(value)) return italianTime(value)?.date ?? value;
  const match = /^(\d{4})-?(\d{2})-?(\d{2})/.exec(value);
  return match ? `${match[3]}/${match[2]}/${match[1]}` : value;
}

/** An instant ("2026-11-29T14:05:00Z") as Italy reads it: "29/11/2026 alle 15:05"; the text as given when it is not one. */
export function formatDateTime(value: string): string {
  const at = italianTime(value);
  return at ? `${at.date} alle ${at.time}` : value;
}

/** Reference data often comes in capitals ("PROPRIETÀ CON MUTUO"): show it as a sentence. */
export function sentenceCase(text: string): string {
  if (text !== text.toUpperCase()) return text;
  const lower = text.toLocaleLowerCase("it-IT");
  return lower.charAt(0).toLocaleUpperCase("it-IT") + lower.slice(1);
}

/** 1500000 → "15.000" (cents to the euro figure typed in an amount field, grouped, no sign). */
export function formatEuroInput(cents: number | null): string {
  if (cents === null) return "";
  const hundredths = toHundredths(cents / 100);
  if (hundredths === null) return fallback().euroNumber.format(cents / 100);
  const decimals = String(hundredths % 100)
    .padStart(2, "0")
    .replace(/0+$/, "");
  const whole = grouped(Math.floor(hundredths / 100));
  return decimals ? `${whole},${decimals}` : whole;
}

/**
 * What a person types as euro ("15.000", "1.250,50", "2500 €") → cents; null when it is not an
 * amount. A dot followed by exactly three digits groups thousands, as Italians write it.
 */
export function parseEuroToCents(text: string): number | null {
  const cleaned = text.replace(/[€\s\u00a0]/g, "");
  if (!/^\d[\d.]*(,\d{1,2})?$/.test(cleaned)) return null;
  const [whole = "", decimals = ""] = cleaned.split(",");
  if (whole.includes(".") && !/^\d{1,3}(\.\d{3})+$/.test(whole)) return null;
  const euros = Number(whole.replace(/\./g, ""));
  const cents = Number(decimals.padEnd(2, "0") || "0");
  const total = euros * 100 + cents;
  return Number.isSafeInteger(total) ? total : null;
}

/** "8.8" or 8.8 → "8,80%" (TAN and TAEG as the engine gives them). */
export function formatPercent(value: string | number | null | undefined): string {
  if (value === null || value === undefined || value === "") return "";
  const n = typeof value === "number" ? value : Number(value);
  if (!Number.isFinite(n)) return String(value);
  const hundredths = toHundredths(n);
  return `${hundredths === null ? fallback().percent.format(n) : twoDecimals(hundredths, 5)}%`;
}

/** Spaces and case out: "it60 x054..." → "IT60X054...". */
export function normaliseIban(text: string): string {
  return text.replace(/\s+/g, "").toUpperCase();
}

/** "IT60X0542811101000000123456" → "IT60 X054 2811 1010 0000 0123 456" (groups of four). */
export function formatIban(text: string): string {
  return normaliseIban(text).replace(/(.{4})(?=.)/g, "$1 ");
}

/** Digits typed into a dd/mm/yyyy field, with the slashes put in as the person types. */
export function maskDate(text: string): string {
  const digits = text.replace(/\D/g, "").slice(0, 8);
  return [digits.slice(0, 2), digits.slice(2, 4), digits.slice(4)].filter(Boolean).join("/");
}

/** Digits typed into a mm/yyyy field, with the slash put in as the person types. */
export function maskMonthYear(text: string): string {
  const digits = text.replace(/\D/g, "").slice(0, 6);
  return [digits.slice(0, 2), digits.slice(2)].filter(Boolean).join("/");
}

/** A real calendar day written dd/mm/yyyy. */
export function isValidDate(text: string): boolean {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text);
  if (!match) return false;
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** "Forlì" and "FORLI" compare equal: case and accents do not matter when searching a list. */
export function foldAccents(text: string): string {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLocaleLowerCase("it-IT");
}

/** "MILANO" → "Milano", "FORLÌ DEL SANNIO" → "Forlì del Sannio", "REGGIO NELL'EMILIA" → "Reggio nell'Emilia". */
export function titleCase(text: string): string {
  const small = new Set([
    "di",
    "del",
    "della",
    "dei",
    "degli",
    "delle",
    "da",
    "in",
    "sul",
    "sulla",
    "e",
    "nel",
    "nell",
    "sull",
  ]);
  return text
    .toLocaleLowerCase("it-IT")
    .split(/(\s+|-|')/)
    .map((word, index) =>
      index > 0 && small.has(word) ? word : word.charAt(0).toLocaleUpperCase("it-IT") + word.slice(1),
    )
    .join("");
}
