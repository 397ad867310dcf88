// Entry point: the landing's bookkeeping, then the app in stages (Chakra's system, React DOM,
// the router, the first render), each module group evaluated and run in a task of its own.
import { prime } from "./api/early";
import { captureMarketing } from "./lib/marketing";
import { BASENAME, paths, startsNewJourney, stripBasename } from "./lib/routes";
import { clearSession } from "./lib/session";
import { preloadPage } from "./pages";

// §3: the landing's marketing parameters are kept with a timestamp, whatever page it is.
captureMarketing(window.location.search);

// A resume link or a simulator hand-off opens another application than the one this browser
// may hold: the old keys are dropped, never mixed with the new journey.
const landing = { pathname: stripBasename(window.location.pathname, BASENAME), search: window.location.search };
if (startsNewJourney(landing)) clearSession();

// Every page waits for the environment settings, and the light form for the reference lists:
// asked for now, they arrive while the app loads (api/early.ts).
prime("/env");
if (landing.pathname === paths.home) prime("/cache/lookup");

// The machine (and xstate) is its own chunk, fetched right away, while index.html's static frame
// is on screen and the steps below run; so is the page the visit opens on (pages.ts).
const journeyModule = import("./machines/JourneyProvider");
preloadPage(landing.pathname);

// Evaluating the whole app (React, Chakra's components, the router) was the longest task of the
// start. Each stage is a chunk index.html preloads (vite.config.ts, bootStages), evaluated when
// imported: the browser stays responsive between them.
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

async function start(container: HTMLElement) {
  const { buildAppSystem } = await import("./components/ui/provider");
  await nextTask();
  for (const _part of buildAppSystem()) await nextTask();
  await nextTask();
  // React DOM on its own, then the router and the app's modules: two evaluations, not one.
  await import("react-dom/client");
  await nextTask();
  const app = await import("./app");
  await nextTask();
  const router = app.createAppRouter();
  const owner = app.journeyOwner(router, journeyModule);
  await nextTask();
  app.render(container, router, owner);
}

const container = document.getElementById("root");
if (!container) throw new Error("#root is missing from index.html");
void start(container);
