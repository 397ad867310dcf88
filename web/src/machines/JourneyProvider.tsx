// Starts the journey actor and provides it through JourneyActorContext (same lifecycle as
// @xstate/react's createActorContext Provider). Loaded in its own chunk with xstate.
import { useActorRef } from "@xstate/react";
import { useEffect, type ReactNode } from "react";

import type { JourneyInput } from "./journeyMachine";
import { journeyMachine } from "./journeyMachine";
import { JourneyActorContext, type JourneyActor } from "./JourneyContext";

type JourneyLogic = typeof journeyMachine;

export interface JourneyProviderProps {
  logic?: JourneyLogic;
  options: { input: JourneyInput };
  children: ReactNode;
}

/** Provides a started actor to its children (tests, and any tree that owns the actor). */
export function JourneyProvider({ logic = journeyMachine, options, children }: JourneyProviderProps) {
  const actor = useActorRef(logic, options);
  return <JourneyActorContext.Provider value={actor}>{children}</JourneyActorContext.Provider>;
}

/** Starts the actor and hands it to a provider above (main.tsx's JourneyHost), rendering nothing. */
export function JourneyOwner({
  logic,
  options,
  onActor,
}: {
  logic: JourneyLogic;
  options: { input: JourneyInput };
  onActor: (actor: JourneyActor) => void;
}) {
  const actor = useActorRef(logic, options);
  useEffect(() => onActor(actor), [actor, onActor]);
  return null;
}

export { journeyMachine };
