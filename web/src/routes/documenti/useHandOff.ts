// The phone hand-off on a desktop: a code for the phone (its address and QR code), renewed when it
// expires, and, while it is offered, the stream of snapshots that moves this page on by itself
// when the phone has uploaded.
import { useCallback, useEffect, useState } from "react";

import { ApiError } from "../../api/client";
import type { Session } from "../../api/clientTypes";
import { documentsApi, followSnapshots } from "../../api/documents";
import type { MobileLinkAnswer } from "../../api/types";
import type { Snapshot } from "../../api/types";
import { messages } from "../../messages";

export type HandOffState =
  | { status: "loading" }
  | { status: "ready"; link: MobileLinkAnswer; expired: boolean }
  | { status: "error"; message: string };

export function useHandOff(
  session: Session | null,
  enabled: boolean,
  onSnapshot: (snapshot: Snapshot) => void,
): { state: HandOffState; renew: () => void } {
  // Each renewal asks for a new code; a code stays until then, even while the offer is hidden.
  const [attempt, setAttempt] = useState(0);
  const [answer, setAnswer] = useState<{ attempt: number; state: HandOffState } | null>(null);
  const renew = useCallback(() => setAttempt((n) => n + 1), []);
  const current = answer?.attempt === attempt ? answer.state : null;

  useEffect(() => {
    if (!enabled || !session || current !== null) return;
    const controller = new AbortController();
    documentsApi.createMobileLink(session, controller.signal).then(
      (link) => setAnswer({ attempt, state: { status: "ready", link, expired: isPast(link.expiresAt) } }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        const message = error instanceof ApiError ? error.message : messages.catalogue.SERVIZIO_NON_DISPONIBILE;
        setAnswer({ attempt, state: { status: "error", message } });
      },
    );
    return () => controller.abort();
  }, [enabled, current, session, attempt]);

  // The code says when it expires: then the QR code gives way to the button for a new one.
  const expiresAt = current?.status === "ready" && !current.expired ? current.link.expiresAt : null;
  useEffect(() => {
    if (!expiresAt) return;
    const timer = window.setTimeout(
      () =>
        setAnswer((previous) =>
          previous?.state.status === "ready" ? { ...previous, state: { ...previous.state, expired: true } } : previous,
        ),
      // setTimeout takes at most 2^31 - 1 ms: a longer wait would fire at once.
      Math.min(Math.max(0, Date.parse(expiresAt) - Date.now()), MAX_TIMEOUT_MS),
    );
    return () => window.clearTimeout(timer);
  }, [expiresAt]);

  // The snapshots, for as long as the phone is offered.
  useEffect(() => {
    if (!enabled || !session) return;
    const controller = new AbortController();
    void followSnapshots(session, { onSnapshot, signal: controller.signal });
    return () => controller.abort();
  }, [enabled, session, onSnapshot]);

  return { state: current ?? { status: "loading" }, renew };
}

const MAX_TIMEOUT_MS = 2 ** 31 - 1;

function isPast(iso: string): boolean {
  const time = Date.parse(iso);
  return Number.isFinite(time) && time <= Date.now();
}
