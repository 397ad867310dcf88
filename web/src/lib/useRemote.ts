// Loads one read-only resource from the API, with a retry for when the service is down.
import { startTransition, useCallback, useEffect, useState } from "react";

import { ApiError } from "../api/client";
import { SERVIZIO_NON_DISPONIBILE } from "../catalogueFrame";

export type Remote<T> =
  { status: "loading" } | { status: "error"; message: string; retry: () => void } | { status: "ready"; data: T };

export function useRemote<T>(load: (signal: AbortSignal) => Promise<T>): Remote<T> {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<{ attempt: number; result: Remote<T> } | null>(null);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  useEffect(() => {
    const controller = new AbortController();
    load(controller.signal).then(
      (data) => startTransition(() => setState({ attempt, result: { status: "ready", data } })),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        const message = error instanceof ApiError ? error.message : SERVIZIO_NON_DISPONIBILE;
        setState({ attempt, result: { status: "error", message, retry } });
      },
    );
    return () => controller.abort();
  }, [load, attempt, retry]);

  // A result from an earlier attempt counts as still loading, so a retry shows the spinner again.
  return state && state.attempt === attempt ? state.result : { status: "loading" };
}
