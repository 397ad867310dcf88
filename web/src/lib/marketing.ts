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
      if (typeof value[key] === "string") params[key] = value[key];
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
    const value = params.get(key)?.trim();
    if (value) found[key] = value.slice(0, 200);
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
