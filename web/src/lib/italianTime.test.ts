import { describe, expect, it } from "vitest";

import { italianTime } from "./italianTime";
import { deviceZone, NEW_YORK } from "./testZone";

deviceZone(NEW_YORK);

describe("italianTime: clock times and dates in Italy, whatever the device's zone", () => {
  it("runs on a device that is not on Italy's time", () => {
    expect(new Intl.DateTimeFormat().resolvedOptions().timeZone).toBe(NEW_YORK);
    expect(new Date("2026-11-29T17:36:00Z").getHours()).toBe(12);
  });

  it.each([
    // The phone code's validity the review read as 12:36 on a device on New York's time.
    ["2026-11-29T17:36:00Z", { date: "29/11/2026", time: "18:36" }],
    // Summer time, and past midnight in Italy while it is still the day before in UTC.
    ["2026-07-01T22:30:00+00:00", { date: "02/07/2026", time: "00:30" }],
    ["2026-11-29T23:05:00.123456Z", { date: "30/11/2026", time: "00:05" }],
  ])("%s reads %o", (instant, expected) => {
    expect(italianTime(instant)).toEqual(expected);
  });

  it("takes an instant in milliseconds too, and no text that is not one", () => {
    expect(italianTime(Date.UTC(2026, 10, 29, 8, 7))).toEqual({ date: "29/11/2026", time: "09:07" });
    expect(italianTime("ieri")).toBeNull();
    expect(italianTime("")).toBeNull();
  });
});
