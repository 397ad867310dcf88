// Whether SPID is still on offer (issue 15): for the machine, which keeps /spid on a reload, and
// the documents page's card. Not in lib/routes.ts, which is in the first download.
import type { Snapshot } from "../api/types";
import { documenti, documentiCaricaDati, documentiPersonali } from "./routeTable";
import { routePath } from "./routes";

// The pages of the identity documents, where SPID is offered in their place.
const IDENTITY_PAGES: ReadonlySet<string> = new Set([documenti, documentiCaricaDati, documentiPersonali]);

/**
 * SPID may still prove the applicant's identity (issue 15): an Italian's identity card to give, and
 * the SPID path neither confirmed nor closed (§9: two errors). Then /spid is open besides the
 * server's route, which stays on the identity documents until a login answers.
 */
export function spidOffered(snapshot: Snapshot): boolean {
  const { spid, documenti: documents } = snapshot;
  if (!spid || spid.confirmed || spid.errorCounter >= 2 || spid.info) return false;
  if (!IDENTITY_PAGES.has(routePath(snapshot.route))) return false;
  const identity = (documents?.slots ?? []).filter((slot) => slot.category === "IDE" || slot.category === "CFR");
  return identity.some((slot) => slot.category === "IDE") && identity.some((slot) => slot.status !== "confermato");
}
