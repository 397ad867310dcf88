// SPID (issue 15, docs/spid-step.md): the login's start, the one SPID call that is not an Update.
// Beside client.ts rather than in it, so it is not in the first download.
import { request } from "./client";
import type { Session } from "./clientTypes";
import type { SpidLogin, SpidStart } from "./types";

/** A new SPID login: the eID gateway's address, where the browser goes next. */
export const startSpid = (session: Session, signal?: AbortSignal) =>
  request<SpidLogin>(`/applications/${encodeURIComponent(session.applicationId)}/spid`, {
    method: "POST",
    body: {} satisfies SpidStart,
    token: session.token,
    signal,
  });
