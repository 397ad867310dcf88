import { describe, expect, it } from "vitest";

import type { Snapshot } from "../../api/types";
import { DEFAULT_OFFER } from "../../lib/simulator";
import { baseDataRecap } from "./baseDataRecap";

const snapshot: Snapshot = {
  applicationId: "loan-1",
  step: "INFORMAZIONI_PERSONALI",
  status: "created",
  route: "/informazioni-personali",
  simulator: DEFAULT_OFFER,
  informazioniBase: {
    firstName: "Maria",
    lastName: "Rossi",
    // As the server keeps it, uppercase (§5).
    emailAddress: "MARIA@EXAMPLE.IT",
    cap: "00184",
    abitazione: "P",
    posizioneLavorativa: "D",
    fiscalCode: "",
    mobilePhone: "",
    agreements: { questionOne: true, questionTwo: true, questionThree: true, questionFour: true },
  },
  user: {
    fiscalCode: "RSSMRA85C52H501Z",
    mobilePhone: "3401234567",
    dataNascita: "1985-03-12",
    firstName: "",
    lastName: "",
    email: "",
  },
  reviewRequested: false,
};

describe("baseDataRecap (card-document-recap, at most 8 pairs)", () => {
  it("shows the applicant's data with lookup descriptions and Italian dates", () => {
    const items = baseDataRecap(snapshot, {
      abitazioni: [{ codice: "P", descrizione: "Proprietà" }],
      posizioniLavorative: [{ codice: "D", descrizione: "Dipendente" }],
    });
    expect(items.map(({ label, value }) => [label, value])).toEqual([
      ["Nome e cognome", "Maria Rossi"],
      ["Data di nascita", "12/03/1985"],
      ["Codice fiscale", "RSSMRA85C52H501Z"],
      ["Email", "maria@example.it"],
      ["Cellulare", "3401234567"],
      ["CAP di residenza", "00184"],
      ["Tipo di abitazione", "Proprietà"],
      ["Posizione lavorativa", "Dipendente"],
    ]);
  });

  it("gives the fiscal code and the e-mail a row of their own, never cut mid-word", () => {
    const wide = baseDataRecap(snapshot, null).filter((item) => item.wide);
    expect(wide.map((item) => item.label)).toEqual(["Codice fiscale", "Email"]);
  });

  it("falls back to the codes while the lookups are not loaded and leaves out unknown data", () => {
    const items = baseDataRecap({ ...snapshot, user: null }, null);
    expect(items.map((item) => item.label)).not.toContain("Codice fiscale");
    expect(items.find((item) => item.label === "Tipo di abitazione")?.value).toBe("P");
  });
});
