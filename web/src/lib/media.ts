// The spec's layout breakpoint (§9): below 900 px the journey uses its mobile layout.
export const MOBILE_BREAKPOINT_PX = 900;

export function isNarrowScreen(): boolean {
  return (
    typeof window !== "undefined" &&
    typeof window.matchMedia === "function" &&
    window.matchMedia(`(max-width: ${MOBILE_BREAKPOINT_PX - 0.02}px)`).matches
  );
}
