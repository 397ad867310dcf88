// The applicant's token lives in this tab only (sessionStorage), never browser-wide (localStorage).
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { clearSession, readSession, writeSession } from "./session";

const KEY = "prestito-online.session";

function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, value),
  };
}

describe("the applicant's session", () => {
  let tab: Storage;
  let browser: Storage;

  beforeEach(() => {
    tab = memoryStorage();
    browser = memoryStorage();
    vi.stubGlobal("sessionStorage", tab);
    vi.stubGlobal("localStorage", browser);
  });
  afterEach(() => vi.unstubAllGlobals());

  it("is kept in this tab and never in the browser's lasting storage", () => {
    writeSession({ applicationId: "loan-1", token: "secret-token" });
    expect(JSON.parse(tab.getItem(KEY) ?? "null")).toEqual({ applicationId: "loan-1", token: "secret-token" });
    expect(browser.length).toBe(0);
    expect(readSession()).toEqual({ applicationId: "loan-1", token: "secret-token" });
  });

  it("is gone when cleared", () => {
    writeSession({ applicationId: "loan-1", token: "secret-token" });
    clearSession();
    expect(readSession()).toBeNull();
    expect(tab.getItem(KEY)).toBeNull();
  });

  it("never reads the browser's lasting storage, not even for an earlier version's token", () => {
    const read = vi.spyOn(browser, "getItem");
    browser.setItem(KEY, JSON.stringify({ applicationId: "loan-2", token: "old-token" }));
    expect(readSession()).toBeNull();
    clearSession();
    expect(read).not.toHaveBeenCalled();
  });

  it("reads nothing from a malformed entry", () => {
    tab.setItem(KEY, "{not json");
    expect(readSession()).toBeNull();
  });
});
