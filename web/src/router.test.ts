import { matchRoutes } from "react-router";
import { describe, expect, it } from "vitest";

import { ANOMALY_PAGES } from "./lib/routes";
import { NEEDS_APPLICATION, STEP_PAGES } from "./lib/routeTable";
import { paths } from "./lib/routes";
import { appRoutes } from "./router";

/** The path of the page route that shows `pathname` ("*" for the catch-all page). */
function pageFor(pathname: string): string | undefined {
  return matchRoutes(appRoutes, pathname)?.at(-1)?.route.path;
}

describe("the router", () => {
  // A step page the server can send the applicant to must be a page of the app, not the 404.
  it.each([...STEP_PAGES, ...NEEDS_APPLICATION])("has a page for the step page %s", (path) => {
    expect(pageFor(path)).toBe(path);
  });

  it.each([paths.simulatore, paths.resume, paths.typ])("has a page for the public page %s", (path) => {
    expect(pageFor(path)).toBe(path);
  });

  // The documents step (issue 14): every page of it in the server's route table, and the phone's.
  it.each([
    paths.documenti,
    paths.documentiCaricaDati,
    paths.documentiPersonali,
    paths.documentiSalvaInformazioni,
    paths.documentiRiepilogo,
    paths.documentiReview,
    paths.redditoBustaPaga,
    paths.redditoModelloUnico,
    paths.redditoRicevutaModelloUnico,
    paths.redditoCertificatoPensione,
    paths.ared,
    "/documenti/mobile",
  ])("has a page for the documents step's %s", (path) => {
    expect(pageFor(path)).toBe(path);
  });

  // After the signature (spec §2): the anomaly area and each page by document type.
  it.each([paths.anomalie, ...ANOMALY_PAGES])("has a page for the anomaly area's %s", (path) => {
    expect(pageFor(path)).toBe(path);
  });

  it.each(["/anomalie/non-esiste", "/anomalie/busta-paga", "/anomalie/tessera-sanitaria/extra"])(
    "shows %s, under /anomalie but none of its pages, on the catch-all page",
    (path) => {
      expect(pageFor(path)).toBe("*");
    },
  );

  it("shows every other address on the catch-all page", () => {
    expect(pageFor("/pagina-inesistente")).toBe("*");
  });
});
