// Entry point: the Chakra provider, the journey actor (wired to the router) and the router.
import { StrictMode, useEffect, useState, type ComponentType, type ReactNode } from "react";
import { createRoot } from "react-dom/client";
// The DOM build of RouterProvider, which supports navigate(..., { flushSync }).
import { RouterProvider } from "react-router/dom";

import { appSystem, Provider } from "./components/ui/provider";
import { captureMarketing } from "./lib/marketing";
import { isAtRoute, machineNavigated, paths, startsNewJourney, stripBasename } from "./lib/routes";
import { clearSession, readSession } from "./lib/session";
import { JourneyActorContext, type JourneyActor } from "./machines/JourneyContext";
import type { JourneyInput } from "./machines/journeyMachine";
import { BASENAME, createAppRouter, type AppRouter } from "./router";

// §3: the landing's marketing parameters are kept with a timestamp, whatever page it is.
captureMarketing(window.location.search);

// A resume link or a simulator hand-off opens another application than the one this browser
// may hold: the old keys are dropped, never mixed with the new journey.
const landing = { pathname: stripBasename(window.location.pathname, BASENAME), search: window.location.search };
if (startsNewJourney(landing)) clearSession();

// The machine (and xstate) is its own chunk, fetched right away, while index.html's static frame
// is on screen and the steps below run.
const journeyModule = import("./machines/JourneyProvider");

type Owner = ComponentType<{ onActor: (actor: JourneyActor) => void }>;

function journeyOwner(router: AppRouter): Promise<Owner> {
  return journeyModule.then(({ JourneyOwner, journeyMachine }) => {
    const logic = journeyMachine.provide({
      actions: {
        navigateTo: (_, { route, stay }) => {
          // The router's own state keeps the basename in the path; routes from the server do not.
          const { pathname, search } = router.state.location;
          const here = { pathname: stripBasename(pathname, BASENAME), search };
          if (isAtRoute(here, route) || (stay && isAtRoute(here, stay))) return;
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

// One macrotask each for the Chakra system, the router and the first render, rather than one long
// task with the modules' evaluation: the browser stays responsive while the app starts.
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

async function start(container: HTMLElement) {
  await nextTask();
  appSystem();
  await nextTask();
  const router = createAppRouter();
  const owner = journeyOwner(router);
  await nextTask();
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

const container = document.getElementById("root");
if (!container) throw new Error("#root is missing from index.html");
void start(container);
