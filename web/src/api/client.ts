// The one place that talks HTTP to /main/api: typed calls and one error type for every failure.
import { messages } from "../messages";
import type {
  BasicInfoForm,
  EnvSettings,
  FieldErrors,
  Lookups,
  Session,
  SimulatorData,
  Snapshot,
  StartResult,
  SubmissionResult,
} from "./types";

export const API_BASE = `${import.meta.env.BASE_URL}api`;

/**
 * A failed call: the server's `{code, message, errors}`, or a network failure (status 0).
 * A first submission that failed after the application was created also names it
 * (`applicationId`, `token`), so the next try continues that application.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly errors: FieldErrors;
  readonly session: Session | null;

  constructor(status: number, code: string, message: string, errors: FieldErrors = {}, session: Session | null = null) {
    super(message);
    this.name = "ApiError";
    this.status = status;
    this.code = code;
    this.errors = errors;
    this.session = session;
  }
}

interface ErrorBody {
  code: string;
  message: string;
  errors?: FieldErrors;
  applicationId?: unknown;
  token?: unknown;
}

interface RequestOptions {
  method?: "GET" | "POST";
  body?: unknown;
  token?: string;
  signal?: AbortSignal;
}

function isErrorBody(value: unknown): value is ErrorBody {
  return (
    typeof value === "object" &&
    value !== null &&
    typeof (value as { code?: unknown }).code === "string" &&
    typeof (value as { message?: unknown }).message === "string"
  );
}

async function request<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = { Accept: "application/json" };
  if (options.body !== undefined) headers["Content-Type"] = "application/json";
  if (options.token) headers["b2b-authorization"] = options.token;

  let response: Response;
  try {
    response = await fetch(`${API_BASE}${path}`, {
      method: options.method ?? "GET",
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (cause) {
    if (options.signal?.aborted) throw cause;
    throw new ApiError(0, "network_error", messages.catalogue.SERVIZIO_NON_DISPONIBILE);
  }

  const payload: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    if (isErrorBody(payload)) {
      const { applicationId, token } = payload;
      const session = typeof applicationId === "string" && typeof token === "string" ? { applicationId, token } : null;
      throw new ApiError(response.status, payload.code, payload.message, payload.errors ?? {}, session);
    }
    throw new ApiError(response.status, "http_error", messages.catalogue.SERVIZIO_NON_DISPONIBILE);
  }
  return payload as T;
}

export const api = {
  readEnv: (signal?: AbortSignal) => request<EnvSettings>("/env", { signal }),

  readLookups: (signal?: AbortSignal) => request<Lookups>("/cache/lookup", { signal }),

  startApplication: (simulator: SimulatorData, form: BasicInfoForm, signal?: AbortSignal) =>
    request<StartResult>("/applications", {
      method: "POST",
      body: { simulator, form },
      signal,
    }),

  submitBasicInfo: (session: Session, form: BasicInfoForm, signal?: AbortSignal) =>
    request<SubmissionResult>(`/applications/${encodeURIComponent(session.applicationId)}/basic-info`, {
      method: "POST",
      body: { form },
      token: session.token,
      signal,
    }),

  readApplication: (session: Session, signal?: AbortSignal) =>
    request<Snapshot>(`/applications/${encodeURIComponent(session.applicationId)}`, {
      token: session.token,
      signal,
    }),

  /** Reports a rendering error; best effort, a failure here must not hide the first one. */
  logError: (entry: { message: string; draft: string | null; errorInfo: string }) =>
    request<unknown>("/log", { method: "POST", body: entry }).catch((error: unknown) => {
      console.error("Impossibile registrare l'errore", error);
    }),
};
