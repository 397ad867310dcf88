// The phone's upload token, kept in this tab (sessionStorage) with the code it was exchanged for:
// a reload does not spend the single-use code again. Apart from the application's own session
// (lib/session.ts): the phone never holds the application token, and this token opens nothing else.
import { ApiError } from "../../api/client";
import { documentsApi } from "../../api/documents";
import type { MobileSlot } from "../../api/types";

const KEY = "prestito-online.mobile-upload";

export interface MobileUpload {
  code: string;
  token: string;
  expiresAt: string;
}

function storage(): Storage | null {
  try {
    return typeof sessionStorage === "undefined" ? null : sessionStorage;
  } catch {
    // Storage can throw when the browser blocks it: the page then works until it is reloaded.
    return null;
  }
}

/** The token kept for this code, unless it has expired. */
export function readMobileUpload(code: string, now = Date.now()): MobileUpload | null {
  try {
    const value = JSON.parse(storage()?.getItem(KEY) ?? "null") as Partial<MobileUpload> | null;
    if (value?.code !== code || typeof value.token !== "string" || typeof value.expiresAt !== "string") return null;
    const expires = Date.parse(value.expiresAt);
    return Number.isFinite(expires) && expires <= now ? null : { code, token: value.token, expiresAt: value.expiresAt };
  } catch {
    return null;
  }
}

export function writeMobileUpload(upload: MobileUpload): void {
  storage()?.setItem(KEY, JSON.stringify(upload));
}

export function clearMobileUpload(): void {
  storage()?.removeItem(KEY);
}

/** The answers that end the phone's part: the code or the token is no longer good. */
export function endsUpload(error: unknown): error is ApiError {
  return error instanceof ApiError && [401, 403, 404, 410, 422].includes(error.status);
}

/** Opens the upload on this phone: the kept token, or the code exchanged for one; then the documents. */
export async function openMobileUpload(
  code: string,
  signal: AbortSignal,
): Promise<{ token: string; slots: MobileSlot[] }> {
  let upload = readMobileUpload(code);
  if (!upload) {
    const session = await documentsApi.openMobileSession(code, signal);
    // The API does not type it yet (an ISO date-time): without one, the token is kept for the tab.
    const expiresAt = typeof session.expiresAt === "string" ? session.expiresAt : "";
    upload = { code, token: session.token, expiresAt };
    writeMobileUpload(upload);
  }
  try {
    const { slots } = await documentsApi.readMobileDocuments(upload.token, signal);
    return { token: upload.token, slots };
  } catch (error) {
    if (endsUpload(error)) clearMobileUpload();
    throw error;
  }
}
