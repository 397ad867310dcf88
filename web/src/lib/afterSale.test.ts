import { describe, expect, it } from "vitest";

import { at } from "../machines/fixtures";
import { afterSaleStay, ANOMALY_PAGES, isAnomalyPath } from "./routes";
import { isWithinRoute } from "./routes";

describe("the anomaly area's pages (spec §2)", () => {
  it.each([["/anomalie"], ["/anomalie/"], ...ANOMALY_PAGES.map((path) => [path]), ["/anomalie/non-esiste"]])(
    "takes %s for the area",
    (path) => {
      expect(isAnomalyPath(path)).toBe(true);
    },
  );

  it.each(["/anomalies", "/anomalie-vecchie", "/firma/riepilogo", "/documenti/giustificativo-del-reddito/busta-paga"])(
    "does not take %s for it",
    (path) => {
      expect(isAnomalyPath(path)).toBe(false);
    },
  );

  it("lists the eleven pages of spec §2, each under /anomalie", () => {
    expect(ANOMALY_PAGES).toHaveLength(11);
    for (const path of ANOMALY_PAGES) expect(isWithinRoute({ pathname: path }, "/anomalie")).toBe(true);
  });
});

describe("where a signed request may stay on a reload", () => {
  it("in the whole area, on the signed summary and on the thank-you page, once signed", () => {
    expect(afterSaleStay(at("/anomalie", { status: "signed" }))).toEqual({
      stay: ["/firma/riepilogo", "/typ"],
      within: "/anomalie",
    });
  });

  it("nowhere else before the signature, or once closed", () => {
    expect(afterSaleStay(at("/firma/carica", { status: "created" }))).toEqual({});
    expect(afterSaleStay(at("/firma/riepilogo", { status: "completed" }))).toEqual({});
  });
});
