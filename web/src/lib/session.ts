// Keeps the application id and token in this browser, and nothing else: the server holds the rest.
// Browser-wide (localStorage) rather than per tab, so a second tab opens on the server's route too.
import type { Session } from "../api/types";

const KEY = "prestito-online.session";

function storage(): Storage | null {
  try {
    return typeof localStorage === "undefined" ? null : localStorage;
  } catch {
    // Storage can throw when the browser blocks it (private mode, disabled cookies).
    return null;
  }
}

export function readSession(): Session | null {
  const raw = storage()?.getItem(KEY);
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

export function writeSession(session: Session): void {
  storage()?.setItem(KEY, JSON.stringify({ applicationId: session.applicationId, token: session.token }));
}

export function clearSession(): void {
  storage()?.removeItem(KEY);
}
