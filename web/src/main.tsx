// Entry point: the Chakra provider, the journey actor (wired to the router) and the router.
import { StrictMode, useEffect, useState, type ComponentType, type ReactNode } from "react";
import { createRoot } from "react-dom/client";
// The DOM build of RouterProvider, which supports navigate(..., { flushSync }).
import { RouterProvider } from "react-router/dom";

import { Provider } from "./components/ui/provider";
import { captureMarketing } from "./lib/marketing";
import { isAtRoute, startsNewJourney, stripBasename } from "./lib/routes";
import { clearSession, readSession } from "./lib/session";
import { JourneyActorContext, type JourneyActor } from "./machines/JourneyContext";
import type { JourneyInput } from "./machines/journeyMachine";
import { BASENAME, createAppRouter } from "./router";

const router = createAppRouter();

// §3: the landing's marketing parameters are kept with a timestamp, whatever page it is.
captureMarketing(window.location.search);

// A resume link or a simulator hand-off opens another application than the one this browser
// may hold: the old keys are dropped, never mixed with the new journey.
const landing = { pathname: stripBasename(window.location.pathname, BASENAME), search: window.location.search };
if (startsNewJourney(landing)) clearSession();

// The machine (and xstate) is its own chunk, fetched right away in parallel with the first paint
// (the spinner, shown by the layout until the actor has started and restored the application).
const journeyChunk = import("./machines/JourneyProvider").then(({ JourneyOwner, journeyMachine }) => {
  const logic = journeyMachine.provide({
    actions: {
      navigateTo: (_, { route }) => {
        // The router's own state keeps the basename in the path; routes from the server do not.
        const { pathname, search } = router.state.location;
        if (isAtRoute({ pathname: stripBasename(pathname, BASENAME), search }, route)) return;
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

/** Provides the journey actor to the whole app once its chunk has loaded (null until then). */
function JourneyHost({ children }: { children: ReactNode }) {
  const [Owner, setOwner] = useState<ComponentType<{ onActor: (actor: JourneyActor) => void }> | null>(null);
  const [actor, setActor] = useState<JourneyActor | null>(null);
  useEffect(() => {
    let live = true;
    void journeyChunk.then((component) => {
      if (live) setOwner(() => component);
    });
    return () => {
      live = false;
    };
  }, []);
  return (
    <JourneyActorContext.Provider value={actor}>
      {Owner ? <Owner onActor={setActor} /> : null}
      {children}
    </JourneyActorContext.Provider>
  );
}

const container = document.getElementById("root");
if (!container) throw new Error("#root is missing from index.html");

createRoot(container).render(
  <StrictMode>
    <Provider>
      <JourneyHost>
        <RouterProvider router={router} />
      </JourneyHost>
    </Provider>
  </StrictMode>,
);
