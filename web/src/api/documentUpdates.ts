// The documents step's Updates whose path holds a slot id: the generated StepUpdate (./types.ts)
// knows only fixed paths under `/applications/{id}/`, so this one is written here, from the API's
// own request body, and sent the same way.
import type { ConfirmationRequest, StepUpdate } from "./types";

export type DocumentsUpdate = { endpoint: `documents/${string}/confirmation`; body: ConfirmationRequest };

/** Every Update a step page sends through the journey machine. */
export type JourneyUpdate = StepUpdate | DocumentsUpdate;
