// The further marketing parameters of spec §3, kept in browser storage with the time they were
// stored, so they survive the pages between the landing and the request.
export const MARKETING_KEYS = [
  "c_id",
  "gad_source",
  "gad_campaignid",
  "gbraid",
  "source",
  "dicbo",
  "msclkid",
  "cto_pld",
  "adclid",
] as const;

export type MarketingKey = (typeof MARKETING_KEYS)[number];

/** The longest campaign value the server takes (journey/constants.py CAMPAIGN_TEXT_MAX_LENGTH). */
export const CAMPAIGN_TEXT_MAX_LENGTH = 200;

/** A control character (C0, DEL, C1) or a Unicode line separator: never part of a campaign value. */
function isControl(code: number): boolean {
  return code < 0x20 || (code >= 0x7f && code <= 0x9f) || code === 0x2028 || code === 0x2029;
}

/**
 * A campaign value the server takes (journey/models/simulator.py CampaignText): bounded and
 * printable. One that is not is tracking gone wrong, not the person's: it is left out rather than
 * sent, where it would refuse the whole request.
 */
export function isCampaignText(value: string): boolean {
  if (value.length > CAMPAIGN_TEXT_MAX_LENGTH) return false;
  // All of them are single UTF-16 units: no surrogate pair can hide one.
  for (let i = 0; i < value.length; i += 1) if (isControl(value.charCodeAt(i))) return false;
  return true;
}

export type MarketingParams = Partial<Record<MarketingKey, string>> & {
  /** ISO time of the last landing that brought any of them. */
  timestamp?: string;
};

const KEY = "prestito-online.marketing";

function storage(): Storage | null {
  try {
    return typeof localStorage === "undefined" ? null : localStorage;
  } catch {
    return null;
  }
}

export function readMarketing(store: Storage | null = storage()): MarketingParams | null {
  const raw = store?.getItem(KEY);
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Record<string, unknown>;
    const params: MarketingParams = {};
    for (const key of MARKETING_KEYS) {
      const kept = value[key];
      if (typeof kept === "string" && isCampaignText(kept)) params[key] = kept;
    }
    if (typeof value.timestamp === "string") params.timestamp = value.timestamp;
    return params;
  } catch {
    return null;
  }
}

/**
 * Keeps the parameters of this landing's query string. A landing with any of them replaces the
 * values it names and stamps the time; a landing with none leaves the stored ones as they are,
 * and does not touch the browser's storage at all: the first use of localStorage in a page waits
 * on the browser (4–6 ms of the start's first task in Lighthouse's traces, docs/benchmarks.md),
 * and most landings bring none. The stored ones are read when a request carries them
 * (api/client.ts).
 */
export function captureMarketing(
  search: string | URLSearchParams,
  now: Date = new Date(),
  store: () => Storage | null = storage,
): MarketingParams | null {
  const params = typeof search === "string" ? new URLSearchParams(search) : search;
  const found: MarketingParams = {};
  for (const key of MARKETING_KEYS) {
    const value = params.get(key)?.trim().slice(0, CAMPAIGN_TEXT_MAX_LENGTH);
    if (value && isCampaignText(value)) found[key] = value;
  }
  if (Object.keys(found).length === 0) return null;
  const kept = store();
  const next: MarketingParams = { ...readMarketing(kept), ...found, timestamp: now.toISOString() };
  try {
    kept?.setItem(KEY, JSON.stringify(next));
  } catch {
    // Storage full or blocked: this landing's parameters are not kept, the journey goes on.
  }
  return next;
}
