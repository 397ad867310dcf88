// The routes of spec §2 under the /main basename; every page is its own chunk.
import type { ComponentType } from "react";
import { createBrowserRouter, type RouteObject } from "react-router";

import { AppLayout, Loader } from "./routes/AppLayout";
import { RouteError } from "./routes/RouteError";

import { BASENAME, paths } from "./lib/routes";

export { BASENAME };

type Page = [path: string, load: () => Promise<ComponentType>];

// The documents step's pages share one chunk, loaded by one import: the first download names every
// chunk a lazy page needs, and a chunk per page would add a dozen names to it. The upload pages
// (and /ared, which leads to one of them) are one page, whose copy and documents follow the path.
const documentsStep = () => import("./routes/documenti/pages");
const signatureStep = () => import("./routes/firma/pages");
const UPLOAD_PAGES = [
  paths.documenti,
  paths.documentiCaricaDati,
  paths.documentiPersonali,
  paths.redditoBustaPaga,
  paths.redditoModelloUnico,
  paths.redditoRicevutaModelloUnico,
  paths.redditoCertificatoPensione,
  paths.ared,
];

/** The app's pages, each at its path in the server's route table (lib/routeTable.ts, generated). */
const PAGES: Page[] = [
  [paths.home, async () => (await import("./routes/informazioniBase/LightFormPage")).default],
  [paths.simulatore, async () => (await import("./routes/simulatore/SimulatorePage")).default],
  [paths.offerta, async () => (await import("./routes/offerta/OffertaPage")).default],
  [paths.secci, async () => (await import("./routes/secci/SecciPage")).default],
  ...UPLOAD_PAGES.map((path): Page => [path, async () => (await documentsStep()).UploadPage]),
  [paths.documentiSalvaInformazioni, async () => (await documentsStep()).SalvaInformazioniPage],
  [paths.documentiRiepilogo, async () => (await documentsStep()).RiepilogoPage],
  [paths.documentiReview, async () => (await documentsStep()).ReviewPage],
  // The remote identity check (spec §2): its capture page returns to /onfido?idcheck=...
  [paths.onfido, async () => (await documentsStep()).OnfidoPage],
  [paths.onfidoConferma, async () => (await documentsStep()).OnfidoConfermaPage],
  // The phone of the hand-off (spec §2 /main/documenti/mobile): no application needed.
  [paths.documentiMobile, async () => (await documentsStep()).MobilePage],
  // SPID (issue 15), part of the documents step: in its chunk.
  [paths.spid, async () => (await documentsStep()).SpidPage],
  [paths.spidDocumenti, async () => (await documentsStep()).SpidDocumentiPage],
  [paths.firmaCarica, async () => (await signatureStep()).FirmaCaricaPage],
  [paths.firmaRiepilogo, async () => (await signatureStep()).FirmaRiepilogoPage],
  [paths.resume, async () => (await import("./routes/resume/ResumePage")).default],
  [paths.resumeSecci, async () => (await import("./routes/resume/ResumeSecciPage")).default],
  [
    paths.informazioniPersonali,
    async () => (await import("./routes/informazioniPersonali/InformazioniPersonaliPage")).default,
  ],
  [paths.typ, async () => (await import("./routes/typ/TypPage")).default],
  [paths.check, async () => (await import("./routes/CheckPage")).default],
  // Any other address, and a server route whose page this version does not have yet.
  ["*", async () => (await import("./routes/NotFoundPage")).default],
];

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
