// The cases of tests/journey/rules/test_resume_code.py, so the page and the server read a code alike.
import { describe, expect, it } from "vitest";

import { ALPHABET, formatResumeCode, isResumeCode, normaliseResumeCode, resumeCodeProblem } from "./resumeCode";

describe("resume code (§4 draft save)", () => {
  it("has an alphabet without look-alikes", () => {
    expect(new Set(ALPHABET.match(/./gu)).size).toBe(32);
    expect(ALPHABET).not.toMatch(/[ILOU]/);
  });

  it.each([
    ["K7QM-2XPR-H9TD-4WNB", "K7QM2XPRH9TD4WNB"],
    ["k7qm 2xpr h9td 4wnb", "K7QM2XPRH9TD4WNB"],
    ["K7QM2XPRH9TD4WNB", "K7QM2XPRH9TD4WNB"],
    // O, I and L typed by mistake read as 0, 1, 1.
    ["OOIL-....", "0011"],
  ])("reads %j as the code %s", (typed, stored) => {
    expect(normaliseResumeCode(typed)).toBe(stored);
  });

  it("is shown in four groups of four", () => {
    expect(formatResumeCode("K7QM2XPRH9TD4WNB")).toBe("K7QM-2XPR-H9TD-4WNB");
    expect(isResumeCode("k7qm-2xpr-h9td-4wnb")).toBe(true);
    expect(isResumeCode("K7QM-2XPR-H9TD")).toBe(false);
    expect(isResumeCode("1igjUY7zO2abcdefghijkl")).toBe(false);
  });

  it.each([
    ["", { kind: "empty" }],
    [" - ", { kind: "empty" }],
    ["K7QM-2XPR-H9TD", { kind: "length", count: 12 }],
    ["K7QM-2XPR-H9TD-4WNB-X", { kind: "length", count: 17 }],
    ["K7QM-2XPR-H9TD-4WNU", { kind: "character", character: "U" }],
    ["K7QM/2XPR/H9TD/4WNB", { kind: "character", character: "/" }],
    ["K7QM-2XPR-H9TD-4WN😀", { kind: "character", character: "😀" }],
    ["k7qm 2xpr h9td 4wnb", null],
  ])("tells the first thing to fix in %j", (typed, problem) => {
    expect(resumeCodeProblem(typed)).toEqual(problem);
  });
});
