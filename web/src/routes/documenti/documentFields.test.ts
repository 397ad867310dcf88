import { describe, expect, it } from "vitest";

import { messages } from "../../messages";
import { checkFields, confirmationErrors, fieldSpec, slotRecap } from "./documentFields";
import { EMPTY, identitySlot, payslipSlot, READ_CIE, uploadedSides } from "./fixtures";

const labels = messages.catalogue.ID_CARD_LABELS;

describe("a document's fields to confirm (issue 14)", () => {
  it("asks for every field and a real day in each date", () => {
    const errors = checkFields(["numeroDocumento", "dataRilascio", "dataScadenza"], {
      ...EMPTY,
      numeroDocumento: "  ",
      dataRilascio: "31/02/2020",
      dataScadenza: "10/03/2030",
    });
    expect(errors).toEqual({
      numeroDocumento: messages.catalogue.CAMPO_OBBLIGATORIO,
      dataRilascio: messages.catalogue.DATA_NON_VALIDA,
    });
  });

  it("writes dates with their slashes and codes in capitals as they are typed", () => {
    expect(fieldSpec("dataRilascio").normalise("10032020")).toBe("10/03/2020");
    expect(fieldSpec("codiceFiscale").normalise("rssmra85c52h501z")).toBe("RSSMRA85C52H501Z");
    expect(fieldSpec("cognome").normalise("D'Amico")).toBe("D'Amico");
  });

  it("puts the server's errors on their fields, with or without the values. prefix", () => {
    expect(confirmationErrors({ "values.numeroDocumento": "a", dataScadenza: "b", slot: "c" })).toEqual({
      numeroDocumento: "a",
      dataScadenza: "b",
    });
  });
});

describe("the recap of a confirmed document (§2 card-document-recap)", () => {
  it("is the identity document card first, and at most 8 pairs", () => {
    const recap = slotRecap(identitySlot({ sides: uploadedSides, values: { ...READ_CIE, comuneRilascio: "ROMA" } }));
    expect(recap.map((item) => item.label)).toEqual([
      labels.tipoDocumento,
      labels.numeroDocumento,
      labels.dataRilascio,
      labels.provinciaRilascio,
      labels.comuneRilascio,
      messages.upload.fields.dataScadenza,
      messages.upload.fields.cognome,
      messages.upload.fields.nome,
    ]);
    expect(recap[0]?.value).toBe(messages.catalogue.TIPO_DOCUMENTO.DIG);
    expect(recap[4]?.value).toBe("ROMA");
  });

  it("lists the files of a document that is not read", () => {
    const receipt = payslipSlot({ id: "ARED", code: "ARED", fields: [], sides: [uploadedSides[0]!] });
    expect(slotRecap(receipt)).toEqual([{ label: messages.upload.singleSide, value: "fronte.jpg", wide: true }]);
  });
});
