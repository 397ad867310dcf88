// Reads where the signed request stands (POST tracking) for the anomaly area's pages, hands the
// answer's snapshot to the journey, and sends the applicant to the thank-you page when the back
// office cannot be read (spec §4 "Anomaly retrieval with errors: goes to the thank-you page").
import { useCallback, useEffect, useState } from "react";
import { useNavigate, type NavigateFunction } from "react-router";

import { afterSaleApi } from "../../api/afterSale";
import { ApiError } from "../../api/client";
import { RESUMED_ELSEWHERE } from "../../lib/resumedElsewhere";
import { appRoute, BASENAME, paths, typRoute } from "../../lib/routes";
import { JourneyContext } from "../../machines/JourneyContext";
import { messages } from "../../messages";

/**
 * Where an answer that ends the after-sale visit sends the applicant, or null: a 410 (the request
 * is no longer followed online) to the page the server names, else the expired tracking outcome.
 */
export function afterSaleEnd(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.status !== 410) return null;
  return error.redirect ? appRoute(error.redirect, BASENAME) : typRoute("tracking-pratica-scaduto");
}

/**
 * Takes the applicant where an answer that ends the visit leads (the session resumed on another
 * device, or the request no longer followed online); false when the error is not one of those.
 */
export function leaveOnEnd(
  error: unknown,
  journey: ReturnType<typeof JourneyContext.useActorRef>,
  navigate: NavigateFunction,
): boolean {
  if (error instanceof ApiError && error.status === 401 && error.code === RESUMED_ELSEWHERE) {
    journey.send({ type: "RESUMED_ELSEWHERE" });
    return true;
  }
  const end = afterSaleEnd(error);
  if (end) void navigate(end, { replace: true });
  return end !== null;
}

/** What the thank-you page is told when it is reached from a failed read. */
export interface FollowFailure {
  avviso: string;
}

export type FollowState = { status: "reading" } | { status: "done" } | { status: "failed"; message: string };

const DONE: FollowState = { status: "done" };

/**
 * `fresh`: read on arrival even when the snapshot already has a reading (the area itself: the
 * server answers from its last read within 30 s); otherwise only when it has none, or one with no
 * date: a resume sets the last reading aside (the e-mail that brought the customer back may be
 * about an anomaly raised since).
 */
export function useFollowRequest({ fresh }: { fresh: boolean }) {
  const journey = JourneyContext.useActorRef();
  const session = JourneyContext.useSelector((s) => s.context.session);
  const hasReading = JourneyContext.useSelector((s) => Boolean(s.context.snapshot?.tracking?.aggiornatoIl));
  const navigate = useNavigate();
  const [attempt, setAttempt] = useState(0);
  const wanted = fresh || !hasReading;
  const [state, setState] = useState<FollowState>({ status: "reading" });

  useEffect(() => {
    if (!session || !wanted) return;
    const controller = new AbortController();
    afterSaleApi.follow(session, controller.signal).then(
      (answer) => {
        if (controller.signal.aborted) return;
        if (!answer.ok) {
          const failure: FollowFailure = {
            avviso: answer.errors?.form ?? messages.catalogue.ERRORE_RECUPERO_RICHIESTA,
          };
          void navigate(paths.typ, { replace: true, state: failure });
          return;
        }
        journey.send({ type: "SNAPSHOT_RECEIVED", snapshot: answer.snapshot });
        setState({ status: "done" });
      },
      (error: unknown) => {
        if (controller.signal.aborted || leaveOnEnd(error, journey, navigate)) return;
        const message = error instanceof ApiError ? error.message : messages.catalogue.SERVIZIO_NON_DISPONIBILE;
        setState({ status: "failed", message });
      },
    );
    return () => controller.abort();
  }, [session, wanted, attempt, journey, navigate]);

  const retry = useCallback(() => {
    setState({ status: "reading" });
    setAttempt((n) => n + 1);
  }, []);
  // Not wanted (the journey's reading will do): done, also when it arrived after the page opened.
  return { state: wanted ? state : DONE, retry };
}
