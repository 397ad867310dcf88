import { describe, expect, it } from "vitest";

import { captureMarketing, readMarketing } from "./marketing";

function memoryStorage(): Storage {
  const data = new Map<string, string>();
  return {
    get length() {
      return data.size;
    },
    clear: () => data.clear(),
    getItem: (key) => data.get(key) ?? null,
    key: (index) => [...data.keys()][index] ?? null,
    removeItem: (key) => void data.delete(key),
    setItem: (key, value) => void data.set(key, value),
  };
}

describe("marketing parameters of §3, kept with a timestamp", () => {
  it("keeps the parameters of the landing with the time they were stored", () => {
    const store = memoryStorage();
    const now = new Date("2026-03-01T10:00:00Z");
    captureMarketing("?msclkid=ms-1&gbraid=gb&utm_source=x&unknown=1", now, () => store);
    expect(readMarketing(store)).toEqual({ msclkid: "ms-1", gbraid: "gb", timestamp: "2026-03-01T10:00:00.000Z" });
  });

  it("leaves the stored ones alone when a page has none, and updates what a new landing brings", () => {
    const store = memoryStorage();
    captureMarketing("?c_id=1&source=mail", new Date("2026-03-01T10:00:00Z"), () => store);
    captureMarketing("", new Date("2026-03-02T10:00:00Z"), () => store);
    expect(readMarketing(store)?.timestamp).toBe("2026-03-01T10:00:00.000Z");
    captureMarketing("?c_id=2", new Date("2026-03-03T10:00:00Z"), () => store);
    expect(readMarketing(store)).toEqual({ c_id: "2", source: "mail", timestamp: "2026-03-03T10:00:00.000Z" });
  });

  it("does not open the browser's storage for a landing that brings none", () => {
    let opened = 0;
    const open = () => {
      opened += 1;
      return memoryStorage();
    };
    expect(captureMarketing("?utm_source=x&SC_IMPORTO_TOTALE=100000", new Date(), open)).toBeNull();
    expect(opened).toBe(0);
    expect(captureMarketing("?gbraid=gb", new Date(), open)).toMatchObject({ gbraid: "gb" });
    expect(opened).toBe(1);
  });

  it("goes on when the storage refuses to keep them", () => {
    const full = memoryStorage();
    full.setItem = () => {
      throw new DOMException("full", "QuotaExceededError");
    };
    expect(captureMarketing("?c_id=1", new Date("2026-03-01T10:00:00Z"), () => full)).toMatchObject({ c_id: "1" });
  });

  it("leaves out values the server would refuse: control characters, or stored past the bound", () => {
    const store = memoryStorage();
    const now = new Date("2026-03-01T10:00:00Z");
    captureMarketing("?source=mail%0D%0ASet-Cookie:%20x=1&c_id=ok&msclkid=" + "m".repeat(300), now, () => store);
    expect(readMarketing(store)).toEqual({ c_id: "ok", msclkid: "m".repeat(200), timestamp: now.toISOString() });

    store.setItem(
      "prestito-online.marketing",
      JSON.stringify({ gbraid: "g\u0000", dicbo: "d".repeat(201), c_id: "1" }),
    );
    expect(readMarketing(store)).toEqual({ c_id: "1" });
  });

  it("reads nothing from broken storage", () => {
    const store = memoryStorage();
    store.setItem("prestito-online.marketing", "{not json");
    expect(readMarketing(store)).toBeNull();
    expect(readMarketing(null)).toBeNull();
  });
});
