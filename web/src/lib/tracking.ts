// Page tracking of spec §2: entering a page starts a 'User landed on page' action, leaving it ends
// the action. Pushed to the tag manager's dataLayer, which exists only when it is configured.
export const LANDED_ACTION = "User landed on page";

/** §2: no tracking for the remote identity check and any page that saves data. */
export function isTracked(pathname: string): boolean {
  return !pathname.startsWith("/main/onfido") && !pathname.includes("salva-dati");
}

export interface PageAction {
  event: "page_action_start" | "page_action_end";
  action: typeof LANDED_ACTION;
  page: string;
  durationMs?: number;
}

/** Starts the action for `pathname` (the full path, /main included); the returned function ends it. */
export function trackPage(
  pathname: string,
  layer: unknown[] | undefined = typeof window === "undefined" ? undefined : window.dataLayer,
  now: () => number = () => Date.now(),
): () => void {
  if (!layer || !isTracked(pathname)) return () => {};
  const started = now();
  layer.push({ event: "page_action_start", action: LANDED_ACTION, page: pathname } satisfies PageAction);
  return () => {
    layer.push({
      event: "page_action_end",
      action: LANDED_ACTION,
      page: pathname,
      durationMs: now() - started,
    } satisfies PageAction);
  };
}
