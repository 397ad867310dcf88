// The one place that talks HTTP to /main/api: typed calls and one error type for every failure.
import { type MarketingParams, readMarketing } from "../lib/marketing";
import { RISORSA_NON_TROVATA, SERVIZIO_NON_DISPONIBILE } from "../catalogueFrame";
import type { Comune, FieldErrors, Lookups, Session } from "./clientTypes";
import type { JourneyUpdate } from "./documentUpdates";
// Request bodies are checked against the API's own schemas with `satisfies`.
import type {
  BasicInfoForm,
  CallRequest,
  ClientError,
  DraftCreate,
  DraftNumber,
  DraftNumberVerify,
  DraftResume,
  DraftSaved,
  Env,
  InformazioniPersonali,
  Quote,
  QuoteRequest,
  Resumed,
  SimulatorData,
  Snapshot,
  StartRequest,
  Started,
  StepResult,
  TypAnswer,
} from "./types";
import { API_BASE, takePrimed } from "./early";

export { API_BASE };

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
  /** Where the server says to go instead (a 410 on a draft: `data.url`). */
  readonly redirect: string | null;

  constructor(
    status: number,
    code: string,
    message: string,
    errors: FieldErrors = {},
    session: Session | null = null,
    redirect: string | null = null,
  ) {
    super(message);
    this.name = "ApiError";
    this.status = status;
    this.code = code;
    this.errors = errors;
    this.session = session;
    this.redirect = redirect;
  }
}

interface ErrorBody {
  code: string;
  message: string;
  errors?: FieldErrors;
  applicationId?: unknown;
  token?: unknown;
  data?: { url?: unknown } | null;
}

export interface RequestOptions {
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

/** One JSON call; exported for the calls of later steps (./documents.ts), kept out of the first download. */
export async function request<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = { Accept: "application/json" };
  if (options.body !== undefined) headers["Content-Type"] = "application/json";
  if (options.token) headers["b2b-authorization"] = options.token;

  const send = () =>
    fetch(`${API_BASE}${path}`, {
      method: options.method ?? "GET",
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
    });
  // A plain GET main.tsx already asked for (./early.ts); if that one failed, it is asked again.
  const plainGet = options.method === undefined && options.body === undefined && !options.token;
  const early = plainGet ? takePrimed(path) : undefined;
  let response: Response;
  try {
    response = await (early ? early.catch(send) : send());
  } catch (cause) {
    if (options.signal?.aborted) throw cause;
    throw new ApiError(0, "network_error", SERVIZIO_NON_DISPONIBILE);
  }

  const payload: unknown = await response.json().catch(() => null);
  if (!response.ok) throw apiError(response.status, payload);
  return payload as T;
}

/** The error of a failed answer: the server's `{code, message, errors}`, else the service is down. */
export function apiError(status: number, payload: unknown): ApiError {
  if (!isErrorBody(payload)) return new ApiError(status, "http_error", SERVIZIO_NON_DISPONIBILE);
  const { applicationId, token } = payload;
  const session = typeof applicationId === "string" && typeof token === "string" ? { applicationId, token } : null;
  const redirect = typeof payload.data?.url === "string" ? payload.data.url : null;
  return new ApiError(status, payload.code, payload.message, payload.errors ?? {}, session, redirect);
}

const LOOKUP_ATTEMPTS = 5;
const LOOKUP_RETRY_MS = 800;

const applicationPath = (session: Session) => `/applications/${encodeURIComponent(session.applicationId)}`;

function marketingBody(): { marketing?: MarketingParams } {
  const marketing = readMarketing();
  return marketing && Object.keys(marketing).length > 0 ? { marketing } : {};
}

export const api = {
  readEnv: (signal?: AbortSignal) => request<Env>("/env", { signal }),

  /** The reference lists; 503 while the worker's first copy is not there yet, so it retries. */
  readLookups: async (signal?: AbortSignal): Promise<Lookups> => {
    for (let attempt = 1; ; attempt++) {
      try {
        return await request<Lookups>("/cache/lookup", { signal });
      } catch (error) {
        if (!(error instanceof ApiError && error.status === 503) || attempt >= LOOKUP_ATTEMPTS) throw error;
        await new Promise((resolve) => setTimeout(resolve, LOOKUP_RETRY_MS * attempt));
      }
    }
  },

  startApplication: (simulator: SimulatorData, form: BasicInfoForm, userTokenFlag?: string, signal?: AbortSignal) =>
    request<Started>("/applications", {
      method: "POST",
      // The further marketing parameters (§3) the browser kept, with their time stamp.
      body: { simulator, form, ...(userTokenFlag ? { userTokenFlag } : {}), ...marketingBody() } satisfies StartRequest,
      signal,
    }),

  /** A step's Update (the generated StepUpdate: its endpoint and body); every one answers a StepResult. */
  submitStep: (session: Session, update: JourneyUpdate, signal?: AbortSignal) =>
    request<StepResult>(`${applicationPath(session)}/${update.endpoint}`, {
      method: "POST",
      body: update.body,
      token: session.token,
      signal,
    }),

  readApplication: (session: Session, signal?: AbortSignal) =>
    request<Snapshot>(applicationPath(session), {
      token: session.token,
      signal,
    }),

  /** The SECCI PDF: a plain link cannot carry the token header, so it comes as a blob. */
  readSecciPdf: async (session: Session, signal?: AbortSignal): Promise<Blob> => {
    let response: Response;
    try {
      response = await fetch(`${API_BASE}${applicationPath(session)}/secci.pdf`, {
        headers: { "b2b-authorization": session.token, Accept: "application/pdf" },
        signal,
      });
    } catch (cause) {
      if (signal?.aborted) throw cause;
      throw new ApiError(0, "network_error", SERVIZIO_NON_DISPONIBILE);
    }
    if (!response.ok) {
      const status = response.status;
      throw new ApiError(status, "http_error", status === 404 ? RISORSA_NON_TROVATA : SERVIZIO_NON_DISPONIBILE);
    }
    return response.blob();
  },

  /** Logs the outcome page (spec §7 POST /typ) and answers its address. */
  reportOutcome: (session: Session, signal?: AbortSignal) =>
    request<TypAnswer>("/typ", { method: "POST", body: {}, token: session.token, signal }),

  quote: (body: QuoteRequest, signal?: AbortSignal) =>
    request<Quote>("/simulator/quote", { method: "POST", body, signal }),

  readSimulatorData: (code: string, signal?: AbortSignal) =>
    request<SimulatorData>("/call", {
      method: "POST",
      body: { action: "getSimulatorData", code } satisfies CallRequest,
      signal,
    }),

  searchComuni: (q: string, provincia: string | null, signal?: AbortSignal) => {
    const params = new URLSearchParams({ q });
    if (provincia) params.set("provincia", provincia);
    return request<Comune[]>(`/lookup/comuni?${params.toString()}`, { signal });
  },

  searchStrade: (q: string, signal?: AbortSignal) =>
    request<string[]>(`/lookup/strade?${new URLSearchParams({ q }).toString()}`, { signal }),

  saveDraft: (session: Session, informazioniPersonali?: InformazioniPersonali, signal?: AbortSignal) =>
    request<DraftSaved>("/draft/create", {
      method: "POST",
      body: {
        draftId: session.applicationId,
        ...(informazioniPersonali ? { informazioniPersonali } : {}),
      } satisfies DraftCreate,
      token: session.token,
      signal,
    }),

  resumeDraft: (key: DraftResume, signal?: AbortSignal) =>
    request<Resumed>("/draft/resume", { method: "POST", body: key, signal }),

  sendRequestNumberOtp: (key: DraftNumber, signal?: AbortSignal) =>
    request<{ otpSent: boolean }>("/draft/number", { method: "POST", body: key, signal }),

  verifyRequestNumberOtp: (key: DraftNumber, otp: string, signal?: AbortSignal) =>
    request<Resumed>("/draft/number/verify", {
      method: "POST",
      body: { ...key, otp } satisfies DraftNumberVerify,
      signal,
    }),

  /** Reports a rendering error; best effort, a failure here must not hide the first one. */
  logError: (entry: ClientError) =>
    request<unknown>("/log", { method: "POST", body: entry }).catch((error: unknown) => {
      console.error("Impossibile registrare l'errore", error);
    }),
};
