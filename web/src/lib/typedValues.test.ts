import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { forgetIfSent, isStepToSend, keepTyped, readTyped } from "./typedValues";

class MemoryStorage {
  items = new Map<string, string>();
  getItem = (key: string) => this.items.get(key) ?? null;
  setItem = (key: string, value: string) => void this.items.set(key, value);
  removeItem = (key: string) => void this.items.delete(key);
}

const step4 = { applicationId: "app-1", page: "/informazioni-personali" };

describe("what was typed and not sent, kept in the tab", () => {
  let storage: MemoryStorage;
  beforeEach(() => {
    storage = new MemoryStorage();
    vi.stubGlobal("sessionStorage", storage);
  });
  afterEach(() => vi.unstubAllGlobals());

  it("is read back for the same application and page only", () => {
    keepTyped(step4, { "residenza.attuale.indirizzo": "Via Roma", corrispondenzaDiversa: "S" }, true);
    expect(readTyped(step4)).toEqual({ "residenza.attuale.indirizzo": "Via Roma", corrispondenzaDiversa: "S" });
    expect(readTyped({ ...step4, applicationId: "app-2" })).toEqual({});
    expect(readTyped({ ...step4, page: "/" })).toEqual({});
  });

  it("is forgotten once the server has moved on, with the light form's before its application", () => {
    keepTyped({ applicationId: null, page: "/" }, { firstName: "Mario" }, true);
    keepTyped({ applicationId: "app-1", page: "/" }, { "agreements.questionOne": true }, true);
    keepTyped({ applicationId: "app-1", page: "/" }, { firstName: "Mario" }, false);
    expect(storage.items.size).toBe(0);
  });

  it("keeps nothing for a step already sent", () => {
    keepTyped(step4, { "residenza.attuale.indirizzo": "Via Roma" }, false);
    expect(storage.items.size).toBe(0);
  });

  it("is forgotten on leaving a page the server has moved on from, kept otherwise", () => {
    keepTyped(step4, { "residenza.attuale.indirizzo": "Via Roma" }, true);
    forgetIfSent(step4, "/informazioni-personali");
    expect(readTyped(step4)).not.toEqual({});
    forgetIfSent(step4, "/documenti");
    expect(readTyped(step4)).toEqual({});
  });

  it("ignores what it cannot read, and a tab without storage", () => {
    storage.setItem("prestito-online.typed:app-1:/informazioni-personali", "{not json");
    expect(readTyped(step4)).toEqual({});
    storage.setItem("prestito-online.typed:app-1:/informazioni-personali", JSON.stringify({ a: 1, b: "x" }));
    expect(readTyped(step4)).toEqual({ b: "x" });
    vi.stubGlobal("sessionStorage", undefined);
    expect(() => keepTyped(step4, { b: "x" }, true)).not.toThrow();
    expect(readTyped(step4)).toEqual({});
  });

  it("takes the light form as the step to send before any application exists", () => {
    expect(isStepToSend(null, "/")).toBe(true);
    expect(isStepToSend(undefined, "/informazioni-personali")).toBe(false);
    expect(isStepToSend("/informazioni-personali", "/informazioni-personali")).toBe(true);
    expect(isStepToSend("/offerta", "/")).toBe(false);
  });
});
