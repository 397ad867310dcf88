// The loan the applicant is requesting, read from the simulator's query string (§3 simulator data).
import type { SimulatorData } from "../api/types";

/** A representative offer shown when the page is opened without simulator data. */
export const DEFAULT_OFFER: SimulatorData = {
  CODICE_OFFERTA: "PPONLINE",
  SC_TIPO_OFFERTA: "2",
  MOD_PAGAMENTO: "RID",
  SC_BENE: "LIQUIDITA",
  SC_NUMERO_RATE: 60,
  SC_IMPORTO_TOTALE: 1_000_000,
  SC_IMPORTO_RATA: 20_517,
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

/** The campaign fields of a query string, by their §3 names. */
export function campaignFromQuery(params: URLSearchParams): Partial<Pick<SimulatorData, CampaignKey>> {
  const campaign: Partial<Pick<SimulatorData, CampaignKey>> = {};
  for (const key of CAMPAIGN_KEYS) {
    const value = text(params.get(key)) ?? (key.startsWith("UTM_") ? text(params.get(key.toLowerCase())) : null);
    if (value !== null) campaign[key] = value.slice(0, 200);
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

export interface OfferFromQuery {
  simulator: SimulatorData;
  /** False when the query held no usable offer and the default one is shown instead. */
  fromSimulator: boolean;
}

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
 * The offer is taken only when its three amounts are all valid, so a half-filled link never
 * mixes with the default; campaign parameters are kept either way.
 */
export function simulatorFromQuery(search: string | URLSearchParams): OfferFromQuery {
  const params = typeof search === "string" ? new URLSearchParams(search) : search;

  const campaign = campaignFromQuery(params);

  const rate = positiveInt(params.get("SC_NUMERO_RATE"));
  const totale = positiveInt(params.get("SC_IMPORTO_TOTALE"));
  const rata = positiveInt(params.get("SC_IMPORTO_RATA"));
  if (rate === null || totale === null || rata === null) {
    return { simulator: { ...DEFAULT_OFFER, ...campaign }, fromSimulator: false };
  }

  return {
    simulator: {
      CODICE_OFFERTA: text(params.get("CODICE_OFFERTA")) ?? DEFAULT_OFFER.CODICE_OFFERTA,
      // The product is sold with offer type 2 only (§9).
      SC_TIPO_OFFERTA: "2",
      MOD_PAGAMENTO: text(params.get("MOD_PAGAMENTO")) ?? DEFAULT_OFFER.MOD_PAGAMENTO,
      SC_BENE: text(params.get("SC_BENE")) ?? DEFAULT_OFFER.SC_BENE,
      SC_NUMERO_RATE: rate,
      SC_IMPORTO_TOTALE: totale,
      SC_IMPORTO_RATA: rata,
      ...campaign,
    },
    fromSimulator: true,
  };
}
