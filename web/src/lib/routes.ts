// The app's paths (spec §2, inside the /main basename) and how a server route compares to a location.

/** The router's basename: the app is served under /main. */
export const BASENAME = import.meta.env.BASE_URL.replace(/\/$/, "");

export const paths = {
  home: "/",
  simulatore: "/simulatore",
  offerta: "/offerta",
  secci: "/secci",
  informazioniPersonali: "/informazioni-personali",
  documenti: "/documenti",
  firmaCarica: "/firma/carica",
  typ: "/typ",
  check: "/check",
  resume: "/resume",
  resumeSecci: "/resume/secci",
} as const;

export const typRoute = (esito: string) => `${paths.typ}?esito=${encodeURIComponent(esito)}`;

/** Pages that belong to one step of the journey: only the server's route may be shown there. */
const STEP_PATHS: ReadonlySet<string> = new Set([
  paths.home,
  paths.offerta,
  paths.secci,
  paths.informazioniPersonali,
  paths.documenti,
  paths.firmaCarica,
  paths.resumeSecci,
  paths.check,
]);

/** Step pages that make no sense without an application: reached without one, §4's generic error. */
const NEEDS_APPLICATION: ReadonlySet<string> = new Set([
  paths.offerta,
  paths.secci,
  paths.informazioniPersonali,
  paths.documenti,
  paths.firmaCarica,
  paths.resumeSecci,
]);

export function isStepPath(pathname: string): boolean {
  return STEP_PATHS.has(normalisePath(pathname));
}

export function needsApplication(pathname: string): boolean {
  return NEEDS_APPLICATION.has(normalisePath(pathname));
}

/** "/main/typ?esito=x" (what the server sends for a redirect) → "/typ?esito=x". */
export function appRoute(url: string, basename: string): string {
  const parsed = new URL(url, "http://app.invalid");
  return `${stripBasename(parsed.pathname, basename)}${parsed.search}`;
}

export function routePath(route: string): string {
  return normalisePath(route.split(/[?#]/, 1)[0] ?? "/");
}

/** True when the location already shows `route` (path and query). */
export function isAtRoute(location: { pathname: string; search: string }, route: string): boolean {
  const url = new URL(route, "http://app.invalid");
  if (normalisePath(url.pathname) !== normalisePath(location.pathname)) return false;
  const want = new URLSearchParams(url.search);
  const have = new URLSearchParams(location.search);
  for (const [key, value] of want) if (have.get(key) !== value) return false;
  return true;
}

/** "/main/typ" → "/typ" for the basename "/main". */
export function stripBasename(pathname: string, basename: string): string {
  if (!basename || basename === "/") return pathname;
  if (pathname === basename) return "/";
  return pathname.startsWith(`${basename}/`) ? pathname.slice(basename.length) : pathname;
}

function normalisePath(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
}

/**
 * A landing that starts or opens another application than the stored one: a resume link
 * (/resume?code= or ?draft=) or the light form with simulator data (?code= or SC_IMPORTO_TOTALE=).
 */
export function startsNewJourney(location: { pathname: string; search: string }): boolean {
  const params = new URLSearchParams(location.search);
  const path = normalisePath(location.pathname);
  if (path === paths.resume) return params.has("code") || params.has("draft");
  if (path === paths.home) return params.has("code") || params.has("SC_IMPORTO_TOTALE");
  return false;
}
