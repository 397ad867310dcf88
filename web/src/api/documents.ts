// The documents step's calls (docs/documents-step.md): uploads with their progress, the phone
// hand-off and the stream of snapshots. Beside client.ts rather than in it, so none of this is
// in the first download.
import { SERVIZIO_NON_DISPONIBILE } from "../catalogueFrame";
import { EventStreamParser, readEventStream } from "../lib/sse";
import { API_BASE, ApiError, apiError, request } from "./client";
import type { Session } from "./clientTypes";
import type { DocumentCode, MobileDocuments, MobileLinkAnswer, MobileSession, SideName } from "./types";
import type { Snapshot, StepResult } from "./types";

export interface UploadProgress {
  loaded: number;
  total: number;
}

export interface UploadRequest {
  path: string;
  token: string;
  code: DocumentCode;
  file: File;
  onProgress?: (progress: UploadProgress) => void;
  /** Every byte has left the browser: the server now reads the document. */
  onSent?: () => void;
  signal?: AbortSignal;
}

/**
 * One file as multipart `code` + `file`, through XMLHttpRequest: fetch() reports no upload
 * progress. A refused file answers the server's `{code, message, errors: {file}}` as an ApiError.
 */
export function upload<T>({ path, token, code, file, onProgress, onSent, signal }: UploadRequest): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    if (signal?.aborted) {
      reject(new DOMException("Upload aborted", "AbortError"));
      return;
    }
    const xhr = new XMLHttpRequest();
    xhr.open("POST", `${API_BASE}${path}`);
    xhr.setRequestHeader("Accept", "application/json");
    xhr.setRequestHeader("b2b-authorization", token);
    xhr.responseType = "text";
    xhr.upload.onprogress = (event) => {
      onProgress?.({ loaded: event.loaded, total: event.lengthComputable ? event.total : file.size });
    };
    xhr.upload.onload = () => onSent?.();
    xhr.onload = () => {
      const payload = parseJson(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) resolve(payload as T);
      else reject(apiError(xhr.status, payload));
    };
    xhr.onerror = () => reject(new ApiError(0, "network_error", SERVIZIO_NON_DISPONIBILE));
    xhr.onabort = () => reject(new DOMException("Upload aborted", "AbortError"));
    signal?.addEventListener("abort", () => xhr.abort(), { once: true });

    const form = new FormData();
    form.append("code", code);
    form.append("file", file, file.name);
    xhr.send(form);
  });
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

const applicationPath = (session: Session) => `/applications/${encodeURIComponent(session.applicationId)}`;
const segment = encodeURIComponent;

export const documentsApi = {
  /** One side of a document of the application; answers the step's StepResult. */
  uploadSide: (session: Session, slotId: string, side: SideName, request: Omit<UploadRequest, "path" | "token">) =>
    upload<StepResult>({
      ...request,
      path: `${applicationPath(session)}/documents/${segment(slotId)}/${segment(side)}`,
      token: session.token,
    }),

  /** A new code for the phone, with its address and QR code. */
  createMobileLink: (session: Session, signal?: AbortSignal) =>
    request<MobileLinkAnswer>(`${applicationPath(session)}/mobile-link`, {
      method: "POST",
      body: {},
      token: session.token,
      signal,
    }),

  /** The phone's code for an upload-only token of this device (410: used elsewhere, or expired). */
  openMobileSession: (code: string, signal?: AbortSignal) =>
    request<MobileSession>("/mobile/session", { method: "POST", body: { code }, signal }),

  readMobileDocuments: (token: string, signal?: AbortSignal) =>
    request<MobileDocuments>("/mobile/documents", { token, signal }),

  uploadMobileSide: (token: string, slotId: string, side: SideName, request: Omit<UploadRequest, "path" | "token">) =>
    upload<MobileDocuments>({ ...request, path: `/mobile/documents/${segment(slotId)}/${segment(side)}`, token }),
};

// Reconnection: quick at first (a proxy closing an idle stream), then slower, never past 30 s.
const FIRST_RETRY_MS = 1000;
const MAX_RETRY_MS = 30_000;
// Answers after which trying again cannot help: the token is no longer good, or the request is gone.
const FINAL_STATUSES = new Set([401, 403, 404, 410]);

export interface SnapshotStream {
  onSnapshot: (snapshot: Snapshot) => void;
  /** The stream stopped for good (the session is no longer valid): the error says why. */
  onEnd?: (error: ApiError) => void;
  signal: AbortSignal;
}

const wait = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener("abort", () => {
      clearTimeout(timer);
      resolve();
    });
  });

/**
 * Follows GET /applications/{id}/events: each `snapshot` event is handed over as it comes. A
 * dropped connection is opened again with a growing delay (or the server's `retry:`), until the
 * signal aborts or an answer says the session is over.
 */
export async function followSnapshots(session: Session, { onSnapshot, onEnd, signal }: SnapshotStream): Promise<void> {
  // A function, not the property: TypeScript would take it as still false after the loop's test.
  const stopped = () => signal.aborted;
  let delay = FIRST_RETRY_MS;
  let lastEventId = "";
  while (!stopped()) {
    const parser = new EventStreamParser();
    try {
      const headers: Record<string, string> = { Accept: "text/event-stream", "b2b-authorization": session.token };
      if (lastEventId) headers["Last-Event-ID"] = lastEventId;
      const response = await fetch(`${API_BASE}${applicationPath(session)}/events`, { headers, signal });
      if (!response.ok) {
        const error = apiError(response.status, await response.json().catch(() => null));
        if (FINAL_STATUSES.has(response.status)) {
          onEnd?.(error);
          return;
        }
        throw error;
      }
      if (!response.body) throw new ApiError(response.status, "http_error", SERVIZIO_NON_DISPONIBILE);
      await readEventStream(
        response.body,
        parser,
        (event) => {
          lastEventId = event.lastEventId;
          if (event.type !== "snapshot") return;
          // A connection that delivers is a good one: the next drop starts the delays over.
          delay = FIRST_RETRY_MS;
          onSnapshot(JSON.parse(event.data) as Snapshot);
        },
        signal,
      );
    } catch (error) {
      if (stopped()) return;
      // A malformed event or a dropped connection: logged, and the stream is opened again.
      console.warn("Flusso degli aggiornamenti interrotto, nuovo tentativo", error);
    }
    if (stopped()) return;
    await wait(parser.retryMs ?? delay, signal);
    delay = Math.min(delay * 2, MAX_RETRY_MS);
  }
}
