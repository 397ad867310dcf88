import { describe, expect, it } from "vitest";

import type { SpidState } from "../api/types";
import { documentsAt, healthCardSlot, identitySlot, payslipSlot } from "../routes/documenti/fixtures";
import { spidOffered } from "./spid";

const open: SpidState = { errorCounter: 0, confirmed: false };
const identity = [identitySlot(), healthCardSlot()];
const at = (route: string, spid: SpidState | null, slots = identity) => ({
  ...documentsAt(route, slots),
  spid,
});

describe("spidOffered (issue 15)", () => {
  it("offers SPID on the identity documents' pages while it is open", () => {
    expect(spidOffered(at("/documenti", open))).toBe(true);
    expect(spidOffered(at("/documenti/carica-dati", { ...open, errorCounter: 1 }))).toBe(true);
  });

  it("not once confirmed, closed by two errors, or with an identity to confirm", () => {
    expect(spidOffered(at("/documenti", { ...open, confirmed: true }))).toBe(false);
    expect(spidOffered(at("/documenti/documenti-personali", { ...open, errorCounter: 2 }))).toBe(false);
    expect(spidOffered(at("/spid/documenti", { ...open, info: { codiceFiscale: "X" } }))).toBe(false);
    expect(spidOffered(at("/documenti", null))).toBe(false);
  });

  it("not without an identity card (a foreigner's permit) nor with the identity cards confirmed", () => {
    expect(spidOffered(at("/documenti", open, [healthCardSlot()]))).toBe(false);
    const done = [identitySlot({ status: "confermato" }), healthCardSlot({ status: "confermato" }), payslipSlot()];
    expect(spidOffered(at("/documenti/giustificativo-del-reddito/busta-paga", open, done))).toBe(false);
    expect(spidOffered(at("/documenti", open, done))).toBe(false);
  });
});
