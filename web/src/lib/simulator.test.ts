import { describe, expect, it } from "vitest";

import { PRODUCT_CODES, simulatorFromQuery } from "./simulator";

describe("simulatorFromQuery (§3 simulator data)", () => {
  it("reads the offer and the campaign from the simulator's query string", () => {
    const result = simulatorFromQuery(
      "?CODICE_OFFERTA=OFF42&SC_TIPO_OFFERTA=2&MOD_PAGAMENTO=SDD&SC_BENE=AUTO&SC_NUMERO_RATE=48" +
        "&SC_IMPORTO_TOTALE=1500000&SC_IMPORTO_RATA=36250&UTM_SOURCE=google&UTM_CAMPAIGN=estate&gclid=abc",
    );
    expect(result).toEqual({
      fromSimulator: true,
      simulator: {
        CODICE_OFFERTA: "OFF42",
        SC_TIPO_OFFERTA: "2",
        MOD_PAGAMENTO: "SDD",
        SC_BENE: "AUTO",
        SC_NUMERO_RATE: 48,
        SC_IMPORTO_TOTALE: 1_500_000,
        SC_IMPORTO_RATA: 36_250,
        UTM_SOURCE: "google",
        UTM_CAMPAIGN: "estate",
        gclid: "abc",
      },
    });
  });

  it("has no offer without simulator data: no instalment is made up", () => {
    expect(simulatorFromQuery("")).toEqual({ fromSimulator: false, campaign: {} });
  });

  it("keeps the campaign even when there is no offer", () => {
    const result = simulatorFromQuery(new URLSearchParams({ UTM_MEDIUM: "email", MEDIACODE: "MC1" }));
    expect(result).toEqual({ fromSimulator: false, campaign: { UTM_MEDIUM: "email", MEDIACODE: "MC1" } });
  });

  it.each([
    ["a missing amount", "SC_NUMERO_RATE=48&SC_IMPORTO_TOTALE=1500000"],
    ["a decimal amount", "SC_NUMERO_RATE=48&SC_IMPORTO_TOTALE=15000.50&SC_IMPORTO_RATA=36250"],
    ["a zero instalment count", "SC_NUMERO_RATE=0&SC_IMPORTO_TOTALE=1500000&SC_IMPORTO_RATA=36250"],
    ["a negative amount", "SC_NUMERO_RATE=48&SC_IMPORTO_TOTALE=-5&SC_IMPORTO_RATA=36250"],
    ["text in an amount", "SC_NUMERO_RATE=48&SC_IMPORTO_TOTALE=diecimila&SC_IMPORTO_RATA=36250"],
  ])("ignores a half-valid offer (%s) rather than mixing it with the default", (_, query) => {
    expect(simulatorFromQuery(query)).toEqual({ fromSimulator: false, campaign: {} });
  });

  it("always requests offer type 2 and fills missing offer codes with the product's", () => {
    const result = simulatorFromQuery(
      "SC_TIPO_OFFERTA=9&SC_NUMERO_RATE=12&SC_IMPORTO_TOTALE=300000&SC_IMPORTO_RATA=25500",
    );
    expect(result).toMatchObject({
      fromSimulator: true,
      simulator: { SC_TIPO_OFFERTA: "2", CODICE_OFFERTA: PRODUCT_CODES.CODICE_OFFERTA, SC_BENE: "LIQUIDITA" },
    });
  });
});
