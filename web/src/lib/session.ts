// Keeps the application id and token in this tab, and nothing else: the server holds the rest.
// Per tab (sessionStorage): the token opens the person's personal data, so it goes when the tab
// closes instead of staying in the browser for whoever uses it next. Reload and back keep it; a
// new tab or another device comes back with the resume code or link, the intended way back.
import type { Session } from "../api/clientTypes";

const KEY = "prestito-online.session";

function storage(name: "sessionStorage" | "localStorage"): Storage | null {
  try {
    return typeof globalThis[name] === "undefined" ? null : globalThis[name];
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

export function readSession(): Session | null {
  const saved = parse(storage("sessionStorage")?.getItem(KEY));
  if (saved) return saved;
  // Earlier versions kept the token browser-wide: this tab takes it over, and it leaves localStorage.
  const legacy = storage("localStorage");
  const moved = parse(legacy?.getItem(KEY));
  legacy?.removeItem(KEY);
  if (moved) writeSession(moved);
  return moved;
}

export function writeSession(session: Session): void {
  storage("sessionStorage")?.setItem(
    KEY,
    JSON.stringify({ applicationId: session.applicationId, token: session.token }),
  );
}

export function clearSession(): void {
  storage("sessionStorage")?.removeItem(KEY);
  storage("localStorage")?.removeItem(KEY);
}
