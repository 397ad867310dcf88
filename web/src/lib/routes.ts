// The app's paths (spec §2, inside the /main basename) and how a server route compares to a location.

export const paths = {
  home: "/",
  informazioniPersonali: "/informazioni-personali",
  typ: "/typ",
  check: "/check",
} as const;

export const typRoute = (esito: string) => `${paths.typ}?esito=${encodeURIComponent(esito)}`;

/** Pages that belong to one step of the journey: only the server's route may be shown there. */
const STEP_PATHS: ReadonlySet<string> = new Set([paths.home, paths.informazioniPersonali, paths.check]);

export function isStepPath(pathname: string): boolean {
  return STEP_PATHS.has(normalisePath(pathname));
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
