import { describe, expect, it } from "vitest";

import { ApiError } from "../../api/client";
import type { AnomalyView } from "../../api/types";
import { BASENAME } from "../../lib/routes";
import { messages } from "../../messages";
import { anomalieMessages } from "./anomalieMessages";
import { sidePadding, sideActionLook } from "../../components/cards/CardUpload";
import { answerErrors, checkFiles, formPadding, isAcceptedType, refusalErrors, sidesOf } from "./AnomalyForm";
import { afterSaleEnd } from "./useFollowRequest";

const m = anomalieMessages;
const c = messages.catalogue;
const u = messages.upload;

const anomaly = (retro: boolean): AnomalyView => ({
  codDocumento: retro ? "CF" : "DRED",
  descrizione: retro ? "Tessera sanitaria" : "Busta paga",
  motivo: c.ANOMALIA_DOCUMENTO_NON_CONFORME,
  pagina: "/anomalie/tessera-sanitaria",
  retro,
});

const JPEG = [0xff, 0xd8, 0xff, 0xe0];
/** A JPEG of `bytes` bytes (its first bytes say so), or an empty file. */
const file = (bytes: number, name = "foto.jpg", seed = 1) => {
  const data = new Uint8Array(bytes).fill(seed);
  data.set(JPEG.slice(0, bytes));
  return new File([data], name, { type: "image/jpeg" });
};
const text = (name = "documento.txt") => new File(["non è una foto"], name, { type: "text/plain" });

describe("the files of a correction", () => {
  it("asks for the back only where the anomaly does", () => {
    expect(sidesOf(anomaly(true))).toEqual(["fronte", "retro"]);
    expect(sidesOf(anomaly(false))).toEqual(["fronte"]);
  });

  it("names each side still missing, by its label", async () => {
    expect(await checkFiles(anomaly(true), {})).toEqual({
      fronte: m.chooseFileMissing("Fronte"),
      retro: m.chooseFileMissing("Retro"),
    });
    // A document of one side is "Documento".
    expect(await checkFiles(anomaly(false), {})).toEqual({ fronte: m.chooseFileMissing("Documento") });
    expect(await checkFiles(anomaly(false), { fronte: file(10) })).toEqual({});
  });

  it("says an empty file and one over 10 MB before sending them", async () => {
    const errors = await checkFiles(anomaly(true), { fronte: file(0), retro: file(10 * 1024 * 1024 + 1) });
    expect(errors).toEqual({ fronte: c.DOCUMENTO_FILE_VUOTO, retro: c.DOCUMENTO_TROPPO_PESANTE });
  });

  it("says every problem in one round: a type the server does not take, and the back missing", async () => {
    expect(await checkFiles(anomaly(true), { fronte: text() })).toEqual({
      fronte: c.DOCUMENTO_FORMATO_NON_SUPPORTATO,
      retro: m.chooseFileMissing("Retro"),
    });
    // By content, as the server tells it: a photo's name does not make it one.
    expect(await checkFiles(anomaly(false), { fronte: text("foto.jpg") })).toEqual({
      fronte: c.DOCUMENTO_FORMATO_NON_SUPPORTATO,
    });
  });

  it("says one file chosen for both sides on the back, by content whatever its name", async () => {
    const front = file(64, "fronte.jpg");
    expect(await checkFiles(anomaly(true), { fronte: front, retro: front })).toEqual({
      retro: c.ANOMALIA_STESSO_FILE_DUE_LATI,
    });
    expect(await checkFiles(anomaly(true), { fronte: front, retro: file(64, "copia.jpg") })).toEqual({
      retro: c.ANOMALIA_STESSO_FILE_DUE_LATI,
    });
    expect(await checkFiles(anomaly(true), { fronte: front, retro: file(64, "retro.jpg", 2) })).toEqual({});
  });

  it("lets one PDF be both sides: a scan of both, its second page read for the back", async () => {
    const scan = new File([new TextEncoder().encode("%PDF-1.7 fronte e retro")], "scansione.pdf", {
      type: "application/pdf",
    });
    expect(await checkFiles(anomaly(true), { fronte: scan, retro: scan })).toEqual({});
  });

  it.each([
    ["JPEG", [0xff, 0xd8, 0xff, 0xdb]],
    ["PNG", [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]],
    ["PDF", [...new TextEncoder().encode("%PDF-1.7")]],
    ["HEIC", [0, 0, 0, 0x18, ...new TextEncoder().encode("ftypheic")]],
  ])("takes a %s by its first bytes", (_type, bytes) => {
    expect(isAcceptedType(new Uint8Array(bytes))).toBe(true);
  });

  it("refuses other first bytes (a GIF, text, nothing)", () => {
    expect(isAcceptedType(new TextEncoder().encode("GIF89a"))).toBe(false);
    expect(isAcceptedType(new TextEncoder().encode("ciao"))).toBe(false);
    expect(isAcceptedType(new Uint8Array())).toBe(false);
  });
});

describe("the server's answer on the form", () => {
  it("puts a side's refusal on that side, anything else on the form", () => {
    expect(answerErrors({ fronte: c.ANOMALIA_STESSO_FILE })).toEqual({ fronte: c.ANOMALIA_STESSO_FILE });
    expect(answerErrors({ form: c.ANOMALIA_GIA_CORRETTA })).toEqual({ form: c.ANOMALIA_GIA_CORRETTA });
    expect(answerErrors({})).toEqual({ form: c.ERRORE_INVIO_ANOMALIA });
  });

  it("reads a refused file (422) by its field, a limit or a failure as a whole", () => {
    const refused = new ApiError(422, "file_refused", "Illeggibile", { retro: "Illeggibile" });
    expect(refusalErrors(refused)).toEqual({ retro: "Illeggibile" });
    const tooMany = new ApiError(429, "rate_limited", "Troppi tentativi");
    expect(refusalErrors(tooMany)).toEqual({ form: "Troppi tentativi" });
    expect(refusalErrors(new Error("?"))).toEqual({ form: c.SERVIZIO_NON_DISPONIBILE });
  });
});

describe("an answer that ends the visit", () => {
  it("goes where a 410 says, or to the expired tracking outcome", () => {
    // The server's address is the app's, under its base (none under vitest).
    const url = `${BASENAME}/typ?esito=tracking-pratica-scaduto`;
    const named = new ApiError(410, "expired", url, {}, null, url);
    expect(afterSaleEnd(named)).toBe("/typ?esito=tracking-pratica-scaduto");
    expect(afterSaleEnd(new ApiError(410, "expired", "scaduta"))).toBe("/typ?esito=tracking-pratica-scaduto");
    expect(afterSaleEnd(new ApiError(409, "out_of_step", "no"))).toBeNull();
  });
});

describe("a side's actions on a 320 px screen (the narrowest the journey serves)", () => {
  // jsdom lays nothing out: the room is counted from the styles, in Chakra's spacing (4 px a step).
  const space = (token: string) => Number(token) * 4;
  // Around each action, from the screen's edge in: the page's margin (PageWrapper, 16 px), the
  // form's card, the side's 2 px border and its padding; then the button's 2 px outline, its
  // padding, its 20 px icon and the 8 px gap after it (size md).
  const room =
    320 -
    2 * (16 + space(formPadding.base) + 2 + space(sidePadding.base)) -
    2 * (2 + space(sideActionLook.px.base)) -
    20 -
    8;
  // The labels are 14 px semibold. The theme's system-ui is DejaVu Sans on Debian's chromium, the
  // widest of its fonts: 0.575 em a letter over "Scatta un'altra foto"; 0.6 em leaves a margin.
  const width = (label: string) => label.length * 0.6 * 14;

  it.each([u.camera, u.chooseFile, u.cameraAgain, u.chooseAnother])("has room for «%s» on one line", (label) => {
    expect(width(label)).toBeLessThanOrEqual(room);
  });
});
