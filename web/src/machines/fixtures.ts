// What the journey machine's tests start from: one session and the server's snapshot at a route.
import type { Session } from "../api/clientTypes";
import type { Snapshot } from "../api/types";
import { DEFAULT_OFFER } from "../lib/simulator";

export const session: Session = { applicationId: "loan-1", token: "tok-1" };

export const at = (route: string, extra: Partial<Snapshot> = {}): Snapshot => ({
  applicationId: session.applicationId,
  step: null,
  status: "created",
  route,
  simulator: DEFAULT_OFFER,
  informazioniBase: null,
  user: null,
  reviewRequested: false,
  ...extra,
});
