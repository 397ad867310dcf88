// The remote identity check's one call that is not a step's Update: the provider's capture page,
// whose address (with a short-lived SDK token) goes only to the browser that asked for it.
// Beside client.ts rather than in it, so it is not in the first download.
import { request } from "./client";
import type { Session } from "./clientTypes";
import type { CaptureLink, EmptyBody } from "./types";

export const onfidoApi = {
  /** POST /applications/{id}/onfido: the capture page's address and the new snapshot. */
  openCapture: (session: Session, signal?: AbortSignal) =>
    request<CaptureLink>(`/applications/${encodeURIComponent(session.applicationId)}/onfido`, {
      method: "POST",
      body: {} satisfies EmptyBody,
      token: session.token,
      signal,
    }),
};
