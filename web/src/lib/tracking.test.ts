import { describe, expect, it } from "vitest";

import { isTracked, LANDED_ACTION, trackPage } from "./tracking";

describe("page tracking (§2)", () => {
  it.each([
    ["/main/", true],
    ["/main/informazioni-personali", true],
    ["/main/onfido", false],
    ["/main/onfido/conferma", false],
    ["/main/documenti/salva-dati", false],
  ])("%s tracked: %s", (path, expected) => {
    expect(isTracked(path)).toBe(expected);
  });

  it("starts the action on entering and ends it on leaving", () => {
    const layer: unknown[] = [];
    let clock = 1000;
    const leave = trackPage("/main/offerta", layer, () => clock);
    expect(layer).toEqual([{ event: "page_action_start", action: LANDED_ACTION, page: "/main/offerta" }]);
    clock = 4000;
    leave();
    expect(layer[1]).toEqual({
      event: "page_action_end",
      action: LANDED_ACTION,
      page: "/main/offerta",
      durationMs: 3000,
    });
  });

  it("pushes nothing without a tag manager or on an excluded page", () => {
    expect(() => trackPage("/main/", undefined)()).not.toThrow();
    const layer: unknown[] = [];
    trackPage("/main/onfido", layer)();
    expect(layer).toEqual([]);
  });
});
