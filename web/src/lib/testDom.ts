// What the page tests share: jsdom has no matchMedia, which Chakra's responsive props ask for.
import { cleanup } from "@testing-library/react";
import { vi } from "vitest";

/** A screen that matches no media query (phone-first styles), for the duration of a test. */
export function stubMatchMedia(): void {
  vi.stubGlobal("matchMedia", (query: string) => ({
    matches: false,
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    onchange: null,
    dispatchEvent: () => false,
  }));
}

/** Unmounts what a test rendered and puts back what it stubbed; the next test opens a new tab. */
export function resetDom(): void {
  cleanup();
  vi.unstubAllGlobals();
  if (typeof sessionStorage !== "undefined") sessionStorage.clear();
}
