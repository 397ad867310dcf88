// The routes of spec §2 under the /main basename; every page is its own chunk.
import { createBrowserRouter, type RouteObject } from "react-router";

import { AppLayout, Loader } from "./routes/AppLayout";
import { RouteError } from "./routes/RouteError";

import { BASENAME } from "./lib/routes";
import { PAGES } from "./pages";

export { BASENAME };

/** The route objects: the layout, a boundary for page errors, and the pages inside them. */
export const appRoutes: RouteObject[] = [
  {
    path: "/",
    Component: AppLayout,
    // Shown while the first page's chunk loads.
    HydrateFallback: Loader,
    // Errors in the layout itself; the pathless route below catches page errors inside it.
    ErrorBoundary: RouteError,
    children: [
      {
        ErrorBoundary: RouteError,
        children: PAGES.map(([path, load]) => ({ path, lazy: async () => ({ Component: await load() }) })),
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(appRoutes, { basename: BASENAME });
}

export type AppRouter = ReturnType<typeof createAppRouter>;
