// The routes of spec §2 under the /main basename; every page is its own chunk.
import { createBrowserRouter } from "react-router";

import { AppLayout, Loader } from "./routes/AppLayout";
import { RouteError } from "./routes/RouteError";

import { BASENAME } from "./lib/routes";

export { BASENAME };

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
                path: "simulatore",
                lazy: async () => ({ Component: (await import("./routes/simulatore/SimulatorePage")).default }),
              },
              {
                path: "offerta",
                lazy: async () => ({ Component: (await import("./routes/offerta/OffertaPage")).default }),
              },
              { path: "secci", lazy: async () => ({ Component: (await import("./routes/secci/SecciPage")).default }) },
              {
                path: "documenti",
                lazy: async () => ({ Component: (await import("./routes/documenti/NextStepPage")).DocumentiPage }),
              },
              {
                path: "firma/carica",
                lazy: async () => ({ Component: (await import("./routes/documenti/NextStepPage")).FirmaCaricaPage }),
              },
              {
                path: "resume",
                lazy: async () => ({ Component: (await import("./routes/resume/ResumePage")).default }),
              },
              {
                path: "resume/secci",
                lazy: async () => ({ Component: (await import("./routes/resume/ResumeSecciPage")).default }),
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
