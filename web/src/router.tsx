// The routes of spec §2 under the /main basename; every page is its own chunk.
import { createBrowserRouter } from "react-router";

import { AppLayout, Loader } from "./routes/AppLayout";
import { RouteError } from "./routes/RouteError";

export const BASENAME = import.meta.env.BASE_URL.replace(/\/$/, "");

export function createAppRouter() {
  return createBrowserRouter(
    [
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
            children: [
              {
                index: true,
                lazy: async () => ({ Component: (await import("./routes/informazioniBase/LightFormPage")).default }),
              },
              {
                path: "informazioni-personali",
                lazy: async () => ({
                  Component: (await import("./routes/informazioniPersonali/InformazioniPersonaliPage")).default,
                }),
              },
              { path: "typ", lazy: async () => ({ Component: (await import("./routes/typ/TypPage")).default }) },
              { path: "check", lazy: async () => ({ Component: (await import("./routes/CheckPage")).default }) },
              { path: "*", lazy: async () => ({ Component: (await import("./routes/NotFoundPage")).default }) },
            ],
          },
        ],
      },
    ],
    { basename: BASENAME },
  );
}

export type AppRouter = ReturnType<typeof createAppRouter>;
