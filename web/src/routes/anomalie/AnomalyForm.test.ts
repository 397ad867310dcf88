import { describe, expect, it } from "vitest";

import { ApiError } from "../../api/client";
import type { AnomalyView } from "../../api/types";
import { BASENAME } from "../../lib/routes";
import { messages } from "../../messages";
import { answerErrors, checkFiles, refusalErrors, sidesOf } from "./AnomalyForm";
import { afterSaleEnd } from "./useFollowRequest";

const m = messages.anomalie;
const c = messages.catalogue;

const anomaly = (retro: boolean): AnomalyView => ({
  codDocumento: retro ? "CF" : "DRED",
  descrizione: retro ? "Tessera sanitaria" : "Busta paga",
  motivo: c.ANOMALIA_DOCUMENTO_NON_CONFORME,
  pagina: "/anomalie/tessera-sanitaria",
  retro,
});

const file = (bytes: number, name = "foto.jpg") => new File([new Uint8Array(bytes)], name, { type: "image/jpeg" });

describe("the files of a correction", () => {
  it("asks for the back only where the anomaly does", () => {
    expect(sidesOf(anomaly(true))).toEqual(["fronte", "retro"]);
    expect(sidesOf(anomaly(false))).toEqual(["fronte"]);
  });

  it("names each side still missing, by its label", () => {
    expect(checkFiles(anomaly(true), {})).toEqual({
      fronte: m.chooseFileMissing("Fronte"),
      retro: m.chooseFileMissing("Retro"),
    });
    // A document of one side is "Documento".
    expect(checkFiles(anomaly(false), {})).toEqual({ fronte: m.chooseFileMissing("Documento") });
    expect(checkFiles(anomaly(false), { fronte: file(10) })).toEqual({});
  });

  it("says an empty file and one over 10 MB before sending them", () => {
    const errors = checkFiles(anomaly(true), { fronte: file(0), retro: file(10 * 1024 * 1024 + 1) });
    expect(errors).toEqual({ fronte: c.DOCUMENTO_FILE_VUOTO, retro: c.DOCUMENTO_TROPPO_PESANTE });
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
