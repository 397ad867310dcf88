// The journey actor shared by every page. This module is light (no xstate runtime): the machine and
// the actor are created by JourneyProvider, in its own chunk, so the first paint does not wait for
// them. The hooks keep the shape of @xstate/react's createActorContext (useActorRef, useSelector);
// useSelector is @xstate/react's own (useSyncExternalStore with a memoised selection), written here
// because importing @xstate/react would pull xstate's runtime into the entry chunk.
import { createContext, useCallback, useContext, useMemo, useSyncExternalStore } from "react";
import type { ActorRefFrom, SnapshotFrom } from "xstate";

import type { journeyMachine } from "./journeyMachine";

export type JourneyActor = ActorRefFrom<typeof journeyMachine>;
export type JourneySnapshot = SnapshotFrom<typeof journeyMachine>;

/** The running actor, or null while its chunk is still loading (see JourneyProvider). */
export const JourneyActorContext = createContext<JourneyActor | null>(null);

const same = (a: unknown, b: unknown) => a === b;

/** getSnapshot for useSyncExternalStore: the selection, memoised on the actor's snapshot. */
function selectionReader<T>(
  actor: JourneyActor | undefined,
  selector: (snapshot: JourneySnapshot | undefined) => T,
  compare: (a: T, b: T) => boolean,
): () => T {
  let memo: { snapshot: JourneySnapshot | undefined; value: T } | null = null;
  return () => {
    const snapshot = actor?.getSnapshot();
    if (snapshot?.status === "error") throw snapshot.error;
    if (memo && memo.snapshot === snapshot) return memo.value;
    const next = selector(snapshot);
    const value = memo && compare(memo.value, next) ? memo.value : next;
    memo = { snapshot, value };
    return value;
  };
}

function useActorSelector<T>(
  actor: JourneyActor | undefined,
  selector: (snapshot: JourneySnapshot | undefined) => T,
  compare: (a: T, b: T) => boolean = same,
): T {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!actor) return () => undefined;
      const subscription = actor.subscribe({ next: onChange, error: onChange });
      return () => subscription.unsubscribe();
    },
    [actor],
  );
  const getSelection = useMemo(() => selectionReader(actor, selector, compare), [actor, selector, compare]);
  return useSyncExternalStore(subscribe, getSelection, getSelection);
}

function useActorRef(): JourneyActor {
  const actor = useContext(JourneyActorContext);
  if (!actor) throw new Error("JourneyContext used outside a started <JourneyProvider>");
  return actor;
}

function useSelector<T>(selector: (snapshot: JourneySnapshot) => T, compare?: (a: T, b: T) => boolean): T {
  return useActorSelector(useActorRef(), selector as (snapshot: JourneySnapshot | undefined) => T, compare);
}

/** For the layout and the error page, which also render before the actor has started. */
export function useOptionalJourneySelector<T>(selector: (snapshot: JourneySnapshot | undefined) => T): T {
  return useActorSelector(useContext(JourneyActorContext) ?? undefined, selector);
}

export const JourneyContext = { useActorRef, useSelector };
