// Keeps the application id and token in this tab, and nothing else: the server holds the rest.
// Per tab (sessionStorage): the token opens the person's personal data, so it goes when the tab
// closes instead of staying in the browser for whoever uses it next. Reload and back keep it; a
// new tab or another device comes back with the resume code or link, the intended way back.
import type { Session } from "../api/clientTypes";

const KEY = "prestito-online.session";

function storage(): Storage | null {
  try {
    return typeof sessionStorage === "undefined" ? null : sessionStorage;
  } catch {
    // Storage can throw when the browser blocks it (private mode, disabled cookies).
    return null;
  }
}

function parse(raw: string | null | undefined): Session | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<Session>;
    return typeof value.applicationId === "string" && typeof value.token === "string"
      ? { applicationId: value.applicationId, token: value.token }
      : null;
  } catch {
    return null;
  }
}

// localStorage is never read, not even for a token an earlier version (before 2026-11-23) kept
// there: such a token is past its lifetime (30 minutes idle, 12 hours at most), and the first use
// of localStorage blocks a page's start while the browser opens it (docs/benchmarks.md).
export function readSession(): Session | null {
  return parse(storage()?.getItem(KEY));
}

export function writeSession(session: Session): void {
  storage()?.setItem(KEY, JSON.stringify({ applicationId: session.applicationId, token: session.token }));
}

export function clearSession(): void {
  storage()?.removeItem(KEY);
}
