// Every page of the app and how its chunk is loaded: the router's table, and what main.tsx asks
// for at once for the page the visit opens on.
import type { ComponentType } from "react";

import { ANOMALY_PAGES, paths } from "./lib/routes";

export type Page = [path: string, load: () => Promise<ComponentType>];

// The documents step's pages share one chunk, loaded by one import: the first download names every
// chunk a lazy page needs, and a chunk per page would add a dozen names to it. The upload pages
// (and /ared, which leads to one of them) are one page, whose copy and documents follow the path.
const documentsStep = () => import("./routes/documenti/pages");
const signatureStep = () => import("./routes/firma/pages");
// After the signature: the anomaly area and its pages by document type, one page for them all.
const afterSale = () => import("./routes/anomalie/pages");
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
export const PAGES: Page[] = [
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
  [paths.anomalie, async () => (await afterSale()).AnomaliePage],
  ...ANOMALY_PAGES.map((path): Page => [path, async () => (await afterSale()).AnomalyDocumentPage]),
  // Any other address under /anomalie is the app's not-found page ("*" below); 'Anomalia non
  // gestita' is said of an anomaly whose document type has no page, on its card in the area.
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

/**
 * Starts loading the chunk of the page at `pathname` (without the basename), if it is one of the
 * app's pages. main.tsx calls it first thing: the router asks for the same chunk only once React
 * and the router are up, and on a slow phone network its download, its imports and then the page's
 * API calls would each wait for the one before (docs/benchmarks.md, issue 17's tenth round). The
 * router's own import of it then finds the module loaded; a failure here is left to the router,
 * which tries again and shows its error page.
 */
export function preloadPage(pathname: string, pages: Page[] = PAGES): void {
  const page = pages.find(([path]) => path === pathname);
  if (page) page[1]().catch(() => undefined);
}
