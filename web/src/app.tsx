// The app's React tree: the Chakra provider, the journey actor (wired to the router) and the router.
// main.tsx loads it as a stage of its own (see there).
import { StrictMode, useEffect, useState, type ComponentType, type ReactNode } from "react";
import { createRoot } from "react-dom/client";
// The DOM build of RouterProvider, which supports navigate(..., { flushSync }).
import { RouterProvider } from "react-router/dom";

import { Provider } from "./components/ui/provider";
import { isAtRoute, isWithinRoute, machineNavigated, paths, stripBasename } from "./lib/routes";
import { readSession } from "./lib/session";
import { JourneyActorContext, type JourneyActor } from "./machines/JourneyContext";
import type { JourneyInput } from "./machines/journeyMachine";
import type * as JourneyProviderModule from "./machines/JourneyProvider";
import { BASENAME, createAppRouter, type AppRouter } from "./router";

export { createAppRouter };

type JourneyModule = typeof JourneyProviderModule;

export type Owner = ComponentType<{ onActor: (actor: JourneyActor) => void }>;

export function journeyOwner(router: AppRouter, journeyModule: Promise<JourneyModule>): Promise<Owner> {
  return journeyModule.then(({ JourneyOwner, journeyMachine }) => {
    const logic = journeyMachine.provide({
      actions: {
        navigateTo: (_, { route, stay, within }) => {
          // The router's own state keeps the basename in the path; routes from the server do not.
          const { pathname, search } = router.state.location;
          const here = { pathname: stripBasename(pathname, BASENAME), search };
          if (isAtRoute(here, route) || stay?.some((page) => isAtRoute(here, page))) return;
          if (within && isWithinRoute(here, within)) return;
          // The phone of the hand-off uploads with its own code, whatever application this
          // browser holds: the journey never takes it away from that page.
          if (isAtRoute(here, paths.documentiMobile)) return;
          machineNavigated(route);
          // flushSync: the pages render the pending navigation before the machine's new snapshot, so
          // the layout's step guard never mistakes the old location for a wrong one.
          void router.navigate(route, { flushSync: true });
        },
      },
    });
    return function Owner({ onActor }: { onActor: (actor: JourneyActor) => void }) {
      const input: JourneyInput = { session: readSession() };
      return <JourneyOwner logic={logic} options={{ input }} onActor={onActor} />;
    };
  });
}

/** Provides the journey actor to the whole app once its chunk has loaded (null until then). */
function JourneyHost({ owner, children }: { owner: Promise<Owner>; children: ReactNode }) {
  const [Owner, setOwner] = useState<Owner | null>(null);
  const [actor, setActor] = useState<JourneyActor | null>(null);
  useEffect(() => {
    let live = true;
    void owner.then((component) => {
      if (live) setOwner(() => component);
    });
    return () => {
      live = false;
    };
  }, [owner]);
  return (
    <JourneyActorContext.Provider value={actor}>
      {Owner ? <Owner onActor={setActor} /> : null}
      {children}
    </JourneyActorContext.Provider>
  );
}

export function render(container: HTMLElement, router: AppRouter, owner: Promise<Owner>) {
  createRoot(container).render(
    <StrictMode>
      <Provider>
        <JourneyHost owner={owner}>
          <RouterProvider router={router} />
        </JourneyHost>
      </Provider>
    </StrictMode>,
  );
}
