// The documents step's Updates whose path holds a slot id: the generated StepUpdate (./types.ts)
// knows only `/applications/{id}/<endpoint>`, so these are written here, from the API's own
// request bodies, and sent the same way.
import type { ConfirmationRequest, EmptyBody, SpidConfirmationRequest, StepUpdate } from "./types";

export type DocumentsUpdate =
  | { endpoint: `documents/${string}/confirmation`; body: ConfirmationRequest }
  | { endpoint: "documents/information"; body: EmptyBody }
  // /spid/documenti: the identity SPID gave, confirmed (issue 15).
  | { endpoint: "spid/confirmation"; body: SpidConfirmationRequest };

/** Every Update a step page sends through the journey machine. */
export type JourneyUpdate = StepUpdate | DocumentsUpdate;
