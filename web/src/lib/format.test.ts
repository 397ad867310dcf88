import { describe, expect, it } from "vitest";

import { formatDate, formatEuroCents, sentenceCase } from "./format";

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

describe("formatDate", () => {
  it.each([
    ["1985-03-12", "12/03/1985"],
    ["19850312", "12/03/1985"],
    ["1985-03-12T00:00:00Z", "12/03/1985"],
    ["12/03/1985", "12/03/1985"],
  ])("%s reads %s", (value, expected) => {
    expect(formatDate(value)).toBe(expected);
  });
});

describe("sentenceCase", () => {
  it.each([
    ["PROPRIETÀ CON MUTUO", "Proprietà con mutuo"],
    ["AFFITTO", "Affitto"],
    ["Autonomo / libero professionista", "Autonomo / libero professionista"],
    ["", ""],
  ])("%s reads %s", (value, expected) => {
    expect(sentenceCase(value)).toBe(expected);
  });
});
