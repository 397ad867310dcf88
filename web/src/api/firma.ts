// The request and its signature's calls (issue 16) that are not Updates: the contract PDFs.
// Beside client.ts rather than in it, so none of this is in the first download.
import { RISORSA_NON_TROVATA, SERVIZIO_NON_DISPONIBILE } from "../catalogueFrame";
import { API_BASE, ApiError } from "./client";
import type { Session } from "./clientTypes";

export type ContractKind = "contratto" | "contratto-firmato";

/** A contract PDF as a blob: a plain link cannot carry the token header. */
export async function readContract(session: Session, kind: ContractKind, signal?: AbortSignal): Promise<Blob> {
  const path = `${API_BASE}/applications/${encodeURIComponent(session.applicationId)}/${kind}.pdf`;
  let response: Response;
  try {
    response = await fetch(path, {
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
}
