import { describe, expect, it } from "vitest";

import type { SimulatorData } from "../api/types";
import {
  DEFAULT_OFFER,
  DURATIONS,
  isOfferedLoan,
  MAX_CENTS,
  MIN_CENTS,
  PRODUCT_CODES,
  simulatorFromQuery,
} from "./simulator";

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

describe("isOfferedLoan (§3: a loan the simulator offers, as the server checks it)", () => {
  const loan = (overrides: Partial<SimulatorData>): SimulatorData => ({ ...DEFAULT_OFFER, ...overrides });

  it("refuses the review's link: 1,00 € in 48 instalments of 0,01 €", () => {
    const offer = simulatorFromQuery(
      "?CODICE_OFFERTA=PPONLINE&SC_TIPO_OFFERTA=2&MOD_PAGAMENTO=RID&SC_BENE=LIQUIDITA" +
        "&SC_NUMERO_RATE=48&SC_IMPORTO_TOTALE=100&SC_IMPORTO_RATA=1",
    );
    expect(offer.fromSimulator).toBe(true);
    expect(offer.fromSimulator && isOfferedLoan(offer.simulator)).toBe(false);
  });

  it.each<[string, Partial<SimulatorData>]>([
    ["an amount below 1.000 €", { SC_IMPORTO_TOTALE: MIN_CENTS - 1 }],
    ["an amount above 50.000 €", { SC_IMPORTO_TOTALE: MAX_CENTS + 1 }],
    ["an amount of 10^15 cents", { SC_IMPORTO_TOTALE: 10 ** 15 }],
    ["a duration the simulator does not offer", { SC_NUMERO_RATE: 7 }],
    ["an instalment above the amount", { SC_IMPORTO_TOTALE: 200_000, SC_IMPORTO_RATA: 200_001 }],
    ["a zero instalment", { SC_IMPORTO_RATA: 0 }],
    ["an offer code of 500 characters", { CODICE_OFFERTA: "P".repeat(500) }],
    ["markup as the purpose", { SC_BENE: "<script>" }],
    ["a line break in the campaign", { UTM_SOURCE: "google\r\nSet-Cookie: x=1" }],
    ["a campaign value past 200 characters", { UTM_CAMPAIGN: "x".repeat(201) }],
  ])("refuses %s", (_, overrides) => {
    expect(isOfferedLoan(loan(overrides))).toBe(false);
  });

  it("takes every loan the simulator offers, at its bounds", () => {
    for (const months of DURATIONS) expect(isOfferedLoan(loan({ SC_NUMERO_RATE: months }))).toBe(true);
    expect(isOfferedLoan(loan({ SC_IMPORTO_TOTALE: MIN_CENTS, SC_IMPORTO_RATA: MIN_CENTS }))).toBe(true);
    expect(isOfferedLoan(loan({ SC_IMPORTO_TOTALE: MAX_CENTS, UTM_CAMPAIGN: "Estate «casa» & più" }))).toBe(true);
  });

  it("leaves a campaign value the server would refuse out of the simulator data", () => {
    const offer = simulatorFromQuery(
      "?SC_NUMERO_RATE=48&SC_IMPORTO_TOTALE=1500000&SC_IMPORTO_RATA=36250&UTM_SOURCE=a%0D%0Ab&UTM_MEDIUM=email",
    );
    expect(offer).toMatchObject({ fromSimulator: true, simulator: { UTM_MEDIUM: "email" } });
    expect(offer.fromSimulator && offer.simulator.UTM_SOURCE).toBeUndefined();
    expect(offer.fromSimulator && isOfferedLoan(offer.simulator)).toBe(true);
  });
});
