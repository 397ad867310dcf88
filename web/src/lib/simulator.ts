// The loan the applicant is requesting, read from the simulator's query string (§3 simulator data).
import type { QuoteRequest, SimulatorData } from "../api/types";
import { CAMPAIGN_TEXT_MAX_LENGTH, isCampaignText } from "./marketing";

// The loans the simulator offers, as the server checks them (journey/constants.py SIMULATOR_*;
// tests/journey/models/test_simulator.py holds the two to the same figures).
/** The smallest amount, in cents: 1.000 €. */
export const MIN_CENTS = 100_000;
/** The largest amount, in cents: 50.000 €. */
export const MAX_CENTS = 5_000_000;
/** The durations in months, the only ones offered. */
export const DURATIONS = [12, 18, 24, 36, 48, 60, 72, 84, 96, 108, 120] as const;
/** The longest code of an offer (CODICE_OFFERTA, SC_BENE, ...). */
export const CODE_MAX_LENGTH = 50;
const CODE = /^[A-Za-z0-9_.-]*$/;
/** The code of the server's 422 for simulator data it refuses (api/errors.py SIMULATION_REFUSED). */
export const SIMULATION_REFUSED = "invalid_simulation";

/** Whether a field the server refused is one of the simulator data (the start's `simulator.*`). */
export const isSimulatorField = (path: string) => path === "simulator" || path.startsWith("simulator.");

/** A loan as the simulator and the engine's quote take it: amount in cents, months, purpose. */
export type QuoteTerms = Pick<QuoteRequest, "importo" | "numeroRate"> & { finalita: string };

/** The loan the simulator starts from, and the one a light form opened without simulator data asks. */
export const DEFAULT_TERMS: QuoteTerms = { importo: 1_000_000, numeroRate: 60, finalita: "LIQUIDITA" };

/** The product's codes where the simulator does not give them (§9: offer type 2 only). */
export const PRODUCT_CODES = { CODICE_OFFERTA: "PPONLINE", SC_TIPO_OFFERTA: "2", MOD_PAGAMENTO: "RID" } as const;

/**
 * Simulator data of the default terms with an instalment the engine once gave for them: the journey
 * machine's tests take it as their example. No page shows it: an instalment a person sees before the
 * offer is the engine's quote (lib/quote.ts).
 */
export const DEFAULT_OFFER: SimulatorData = {
  ...PRODUCT_CODES,
  SC_BENE: DEFAULT_TERMS.finalita,
  SC_NUMERO_RATE: DEFAULT_TERMS.numeroRate,
  SC_IMPORTO_TOTALE: DEFAULT_TERMS.importo,
  SC_IMPORTO_RATA: 20_661,
};

// Campaign data of §3 that travels with the application. Landing pages also write the UTM
// fields in lower case (utm_source), as analytics tools do: both spellings are read.
const CAMPAIGN_KEYS = [
  "UTM_SOURCE",
  "UTM_MEDIUM",
  "UTM_CAMPAIGN",
  "UTM_CONTENT",
  "UTM_TERM",
  "UTM_DATE",
  "UTM_HISTORY",
  "gclid",
  "MEDIACODE",
  "SESSION_ID",
  "CLIENT_ID",
] as const;

type CampaignKey = (typeof CAMPAIGN_KEYS)[number];

/** The campaign fields of §3 that travel with the simulator data. */
export type Campaign = Partial<Pick<SimulatorData, CampaignKey>>;

/** The campaign fields of a query string, by their §3 names. */
export function campaignFromQuery(params: URLSearchParams): Campaign {
  const campaign: Campaign = {};
  for (const key of CAMPAIGN_KEYS) {
    const value = text(params.get(key)) ?? (key.startsWith("UTM_") ? text(params.get(key.toLowerCase())) : null);
    const kept = value?.slice(0, CAMPAIGN_TEXT_MAX_LENGTH);
    if (kept && isCampaignText(kept)) campaign[key] = kept;
  }
  return campaign;
}

/** The query string that carries simulator data to the light form (the names of the API). */
export function simulatorToQuery(simulator: SimulatorData): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(simulator)) {
    if (value !== undefined && value !== null && value !== "") params.set(key, String(value));
  }
  return params.toString();
}

/** The simulator's offer, or only the campaign when the query held no usable offer. */
export type OfferFromQuery =
  { fromSimulator: true; simulator: SimulatorData } | { fromSimulator: false; campaign: Campaign };

function positiveInt(value: string | null): number | null {
  if (value === null || !/^\d+$/.test(value.trim())) return null;
  const n = Number(value.trim());
  return Number.isSafeInteger(n) && n > 0 ? n : null;
}

function text(value: string | null): string | null {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
}

/**
 * Reads the simulator data from `?CODICE_OFFERTA=...&SC_IMPORTO_TOTALE=...` (same names as the API).
 * The offer is taken only when its three amounts are all valid, so a half-filled link is never
 * half used (the light form then asks the engine for the default terms); the campaign is kept
 * either way.
 */
export function simulatorFromQuery(search: string | URLSearchParams): OfferFromQuery {
  const params = typeof search === "string" ? new URLSearchParams(search) : search;

  const campaign = campaignFromQuery(params);

  const rate = positiveInt(params.get("SC_NUMERO_RATE"));
  const totale = positiveInt(params.get("SC_IMPORTO_TOTALE"));
  const rata = positiveInt(params.get("SC_IMPORTO_RATA"));
  if (rate === null || totale === null || rata === null) return { fromSimulator: false, campaign };

  return {
    simulator: {
      CODICE_OFFERTA: text(params.get("CODICE_OFFERTA")) ?? PRODUCT_CODES.CODICE_OFFERTA,
      SC_TIPO_OFFERTA: PRODUCT_CODES.SC_TIPO_OFFERTA,
      MOD_PAGAMENTO: text(params.get("MOD_PAGAMENTO")) ?? PRODUCT_CODES.MOD_PAGAMENTO,
      SC_BENE: text(params.get("SC_BENE")) ?? DEFAULT_TERMS.finalita,
      SC_NUMERO_RATE: rate,
      SC_IMPORTO_TOTALE: totale,
      SC_IMPORTO_RATA: rata,
      ...campaign,
    },
    fromSimulator: true,
  };
}

const CODE_KEYS = [
  "CODICE_OFFERTA",
  "SC_TIPO_OFFERTA",
  "MOD_PAGAMENTO",
  "SC_BENE",
  "CODICE_APP",
  "EsitoOTP",
  "id",
] as const;

function isCode(value: string | null | undefined): boolean {
  return value == null || (value.length <= CODE_MAX_LENGTH && CODE.test(value));
}

/**
 * Whether these simulator data are a loan the simulator offers, by the server's rules
 * (journey/models/simulator.py): an amount from 1.000 to 50.000 €, one of its durations, an
 * instalment above nothing and not above the amount, codes and campaign text within bounds.
 * Data that are not would be refused when the light form is sent: the page says so at once.
 */
export function isOfferedLoan(simulator: SimulatorData): boolean {
  const { SC_IMPORTO_TOTALE: totale, SC_IMPORTO_RATA: rata, SC_NUMERO_RATE: rate } = simulator;
  return (
    Number.isSafeInteger(totale) &&
    totale >= MIN_CENTS &&
    totale <= MAX_CENTS &&
    (DURATIONS as readonly number[]).includes(rate) &&
    Number.isSafeInteger(rata) &&
    rata > 0 &&
    rata <= totale &&
    CODE_KEYS.every((key) => isCode(simulator[key])) &&
    CAMPAIGN_KEYS.every((key) => {
      const value = simulator[key];
      return value == null || isCampaignText(value);
    })
  );
}
