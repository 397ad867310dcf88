// The anomaly area's calls (spec §2 /anomalie): where the signed request stands, and a document
// sent again for its anomaly. Beside client.ts rather than in it, so none of this is in the first
// download.
import { DOCUMENTO_TROPPO_PESANTE, SERVIZIO_NON_DISPONIBILE } from "../catalogue";
import { API_BASE, ApiError, apiError, api } from "./client";
import type { Session } from "./clientTypes";
import type {
  Body_correct_anomaly_main_api_applications__application_id__anomalies__code__post,
  StepResult,
} from "./types";

/** The files of a correction: the front, and the back where the anomaly asks for it. */
export interface AnomalyFiles {
  fronte: File;
  retro?: File | null;
}

// The multipart fields, by the API's own body (its files are strings in the generated schema).
type CorrectionField = keyof Body_correct_anomaly_main_api_applications__application_id__anomalies__code__post;
const FRONTE: CorrectionField = "fronte";
const RETRO: CorrectionField = "retro";

const applicationPath = (session: Session) => `/applications/${encodeURIComponent(session.applicationId)}`;

export const afterSaleApi = {
  /** The request's state and open anomalies (ok false, `form`: the back office could not be read). */
  follow: (session: Session, signal?: AbortSignal) =>
    api.submitStep(session, { endpoint: "tracking", body: {} }, signal),

  /**
   * The document with this code sent again, its sides as multipart fields. A refused file answers
   * 422 (413 past 10 MB) with the side's field in `errors`; a 413 of a proxy, with no body of
   * ours, is still a file too large.
   */
  correct: async (session: Session, code: string, files: AnomalyFiles, signal?: AbortSignal) => {
    const form = new FormData();
    form.append(FRONTE, files.fronte, files.fronte.name);
    if (files.retro) form.append(RETRO, files.retro, files.retro.name);
    let response: Response;
    try {
      response = await fetch(`${API_BASE}${applicationPath(session)}/anomalies/${encodeURIComponent(code)}`, {
        method: "POST",
        headers: { Accept: "application/json", "b2b-authorization": session.token },
        body: form,
        signal,
      });
    } catch (cause) {
      if (signal?.aborted) throw cause;
      throw new ApiError(0, "network_error", SERVIZIO_NON_DISPONIBILE);
    }
    const payload: unknown = await response.json().catch(() => null);
    if (response.status === 413 && payload === null) throw new ApiError(413, "too_large", DOCUMENTO_TROPPO_PESANTE);
    if (!response.ok) throw apiError(response.status, payload);
    return payload as StepResult;
  },
};
