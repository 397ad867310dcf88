// The spec's layout breakpoint (§9): below 900 px the journey uses its mobile layout.
import { useCallback, useSyncExternalStore } from "react";

export const MOBILE_BREAKPOINT_PX = 900;

/** The desktop layout: where the documents step offers to continue on the phone. */
export const WIDE_SCREEN = `(min-width: ${MOBILE_BREAKPOINT_PX}px)`;
/** A finger rather than a mouse: a phone or a tablet, whose camera a file input can open. */
export const TOUCH_SCREEN = "(pointer: coarse)";

export function isNarrowScreen(): boolean {
  return (
    typeof window !== "undefined" &&
    typeof window.matchMedia === "function" &&
    window.matchMedia(`(max-width: ${MOBILE_BREAKPOINT_PX - 0.02}px)`).matches
  );
}

function matches(query: string): boolean {
  return typeof window !== "undefined" && typeof window.matchMedia === "function" && window.matchMedia(query).matches;
}

/** Whether the media query holds, following it as the window changes (a rotated tablet). */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (typeof window === "undefined" || typeof window.matchMedia !== "function") return () => undefined;
      const list = window.matchMedia(query);
      list.addEventListener("change", onChange);
      return () => list.removeEventListener("change", onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => matches(query),
    () => false,
  );
}
