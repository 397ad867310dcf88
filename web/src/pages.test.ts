import type { ComponentType } from "react";
import { describe, expect, it, vi } from "vitest";

import { paths } from "./lib/routes";
import { PAGES, preloadPage, type Page } from "./pages";

const Page: ComponentType = () => null;

describe("the page a visit opens on, loaded before the router", () => {
  it("starts the chunk of that page and of no other", () => {
    const home = vi.fn(() => Promise.resolve(Page));
    const offer = vi.fn(() => Promise.resolve(Page));
    const table: Page[] = [
      [paths.home, home],
      [paths.offerta, offer],
    ];
    preloadPage(paths.offerta, table);
    expect(offer).toHaveBeenCalledTimes(1);
    expect(home).not.toHaveBeenCalled();
    preloadPage("/nessuna-pagina", table);
    expect(home).not.toHaveBeenCalled();
  });

  it("leaves a failed download to the router, without an unhandled rejection", async () => {
    // vitest fails the run on an unhandled rejection: a tick is enough for one to surface.
    // A plain function: a vi.fn would handle the promise it returns, to record its result.
    let calls = 0;
    const failing = () => {
      calls += 1;
      return Promise.reject(new Error("offline"));
    };
    preloadPage(paths.home, [[paths.home, failing]]);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(calls).toBe(1);
  });

  it("is the router's own table: each page once, the light form at the journey's start", () => {
    const named = PAGES.map(([path]) => path);
    expect(new Set(named).size).toBe(named.length);
    expect(named[0]).toBe(paths.home);
  });
});
