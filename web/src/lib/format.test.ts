import { describe, expect, it } from "vitest";

import {
  foldAccents,
  formatDate,
  formatDateTime,
  formatEuroCents,
  formatEuroInput,
  formatIban,
  formatPercent,
  isValidDate,
  maskDate,
  maskMonthYear,
  parseEuroToCents,
  sentenceCase,
  titleCase,
} from "./format";
import { deviceZone, NEW_YORK } from "./testZone";

deviceZone(NEW_YORK);

// Intl separates the amount from the euro sign with a no-break space.
const nbsp = (text: string) => text.replace(/ /g, "\u00a0");

describe("formatEuroCents (it-IT)", () => {
  it.each([
    [1_000_000, "10.000,00 €"],
    [20_517, "205,17 €"],
    [150_000, "1.500,00 €"],
    [99, "0,99 €"],
    [123_456_789, "1.234.567,89 €"],
  ])("%i cents reads %s", (cents, expected) => {
    expect(formatEuroCents(cents)).toBe(nbsp(expected));
  });
});

describe("amounts and rates written without Intl", () => {
  // What the formatters replaced, created here only: the comparison is character for character.
  const intl = {
    euro: new Intl.NumberFormat("it-IT", { style: "currency", currency: "EUR", useGrouping: "always" }),
    euroNumber: new Intl.NumberFormat("it-IT", { maximumFractionDigits: 2, useGrouping: "always" }),
    percent: new Intl.NumberFormat("it-IT", { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
  };
  // A fixed seed: the same values on every run, thousands of them.
  let seed = 17;
  const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
  const cents = [
    0,
    1,
    5,
    99,
    100,
    999,
    1_000,
    99_999,
    100_000,
    150_000,
    1_050_050,
    123_456_789,
    99_999_999_999,
    ...Array.from({ length: 3_000 }, () => Math.floor(random() * 10 ** Math.ceil(random() * 13))),
  ];
  const rates = [
    0,
    0.005,
    0.015,
    0.125,
    1.005,
    1.255,
    8.345,
    8.8,
    9.995,
    99.995,
    1_500,
    15_000,
    0.1 + 0.2,
    ...Array.from({ length: 3_000 }, () => Math.round(random() * 10 ** Math.ceil(random() * 7)) / 1_000),
    ...Array.from({ length: 1_000 }, () => random() * 100),
  ];
  const odd = [-150_000, -0, 12_345.5, 10 ** 15, 1e-9, Number.NaN, Number.POSITIVE_INFINITY];

  it("writes every amount in cents as Intl's currency format does", () => {
    for (const value of [...cents, ...odd]) expect(formatEuroCents(value)).toBe(intl.euro.format(value / 100));
  });

  it("writes every amount typed in a field as Intl's grouped number does", () => {
    for (const value of [...cents, ...odd]) expect(formatEuroInput(value)).toBe(intl.euroNumber.format(value / 100));
  });

  it("writes every rate as Intl's two-decimal number does, rounding the decimal shown", () => {
    for (const value of [...rates, -2.5, 1e21]) expect(formatPercent(value)).toBe(`${intl.percent.format(value)}%`);
    expect(formatPercent(1.005)).toBe("1,01%");
    expect(formatPercent(1_500)).toBe("1500,00%");
  });
});

describe("formatDate", () => {
  it.each([
    ["1985-03-12", "12/03/1985"],
    ["19850312", "12/03/1985"],
    ["1985-03-12T00:00:00Z", "12/03/1985"],
    ["12/03/1985", "12/03/1985"],
    // An instant is its day in Italy (the contract signed at 00:30 in Italy, 23:30 in UTC).
    ["2026-11-29T23:30:00Z", "30/11/2026"],
    ["2026-11-29T23:30:00.5+00:00", "30/11/2026"],
    // A time without its zone says its day as written.
    ["2026-11-29T23:30", "29/11/2026"],
  ])("%s reads %s", (value, expected) => {
    expect(formatDate(value)).toBe(expected);
  });
});

describe("sentenceCase", () => {
  it.each([
    ["PROPRIETÀ CON MUTUO", "Proprietà con mutuo"],
    ["AFFITTO", "Affitto"],
    ["Autonomo / libero professionista", "Autonomo / libero professionista"],
    ["Stati Uniti d'America", "Stati Uniti d'America"],
    ["", ""],
  ])("%s reads %s", (value, expected) => {
    expect(sentenceCase(value)).toBe(expected);
  });
});

describe("IBAN in groups of four", () => {
  it.each([
    ["IT60X0542811101000000123456", "IT60 X054 2811 1010 0000 0123 456"],
    ["it60 x054 2811 1010 0000 0123 456", "IT60 X054 2811 1010 0000 0123 456"],
    ["IT60", "IT60"],
    ["IT60X", "IT60 X"],
    ["", ""],
  ])("%s reads %s", (typed, shown) => {
    expect(formatIban(typed)).toBe(shown);
  });
});

describe("amounts typed in euro (it-IT)", () => {
  it.each([
    ["2.500", 250_000],
    ["2500", 250_000],
    ["1.250,50", 125_050],
    ["12.000 €", 1_200_000],
    ["0,5", 50],
    ["1.25", null],
    ["abc", null],
    ["", null],
  ])("%s is %s cents", (typed, cents) => {
    expect(parseEuroToCents(typed)).toBe(cents);
  });

  it("shows cents back with grouping and no sign", () => {
    expect(formatEuroInput(1_200_000)).toBe("12.000");
    expect(formatEuroInput(125_050)).toBe("1.250,5");
    expect(formatEuroInput(null)).toBe("");
  });

  it("shows TAN and TAEG as Italian percentages", () => {
    expect(formatPercent("8.8")).toBe("8,80%");
    expect(formatPercent(10.21)).toBe("10,21%");
    expect(formatPercent(null)).toBe("");
  });
});

describe("dates dd/mm/yyyy and mm/yyyy", () => {
  it("puts the slashes in as the person types", () => {
    expect(maskDate("10121985")).toBe("10/12/1985");
    expect(maskDate("10/1")).toBe("10/1");
    expect(maskMonthYear("032015")).toBe("03/2015");
    expect(maskMonthYear("03/20159")).toBe("03/2015");
  });

  it("accepts only real days", () => {
    expect(isValidDate("29/02/2024")).toBe(true);
    expect(isValidDate("29/02/2023")).toBe(false);
    expect(isValidDate("1985-12-10")).toBe(false);
  });
});

describe("lookup text", () => {
  it("compares without accents or case", () => {
    expect(foldAccents("FORLÌ")).toBe(foldAccents("forli"));
  });

  it("writes town names as Italians do", () => {
    expect(titleCase("FORLÌ DEL SANNIO")).toBe("Forlì del Sannio");
    expect(titleCase("REGGIO NELL'EMILIA")).toBe("Reggio nell'Emilia");
  });
});

describe("formatDateTime (the anomaly area's last read), in Italy on a device on New York's time", () => {
  it.each([
    ["2026-11-29T14:05:00Z", "29/11/2026 alle 15:05"],
    ["2026-07-01T22:30:00+00:00", "02/07/2026 alle 00:30"],
    ["2026-11-29T09:07:00Z", "29/11/2026 alle 10:07"],
  ])("%s reads %s", (value, expected) => {
    expect(formatDateTime(value)).toBe(expected);
  });

  it("gives back what is not a date", () => {
    expect(formatDateTime("ieri")).toBe("ieri");
  });
});
