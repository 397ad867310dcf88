// The uploads of the application's own pages: each side to the application's documents, each
// answer's snapshot to the journey (which moves on when its route is another page).
import { useCallback } from "react";

import { documentsApi } from "../../api/documents";
import type { Snapshot, StepResult } from "../../api/types";
import { TOUCH_SCREEN, useMediaQuery, WIDE_SCREEN } from "../../lib/media";
import { RESUMED_ELSEWHERE } from "../../lib/resumedElsewhere";
import { useUploads, type UploadHooks, type UploadTarget } from "../../lib/useUploads";
import { JourneyContext } from "../../machines/JourneyContext";

export function useApplicationUploads() {
  const journey = JourneyContext.useActorRef();
  const session = JourneyContext.useSelector((s) => s.context.session);
  const takeSnapshot = useCallback(
    (next: Snapshot) => journey.send({ type: "SNAPSHOT_RECEIVED", snapshot: next }),
    [journey],
  );
  const send = useCallback(
    ({ slotId, side, code, file }: UploadTarget, hooks: UploadHooks) =>
      session
        ? documentsApi.uploadSide(session, slotId, side, { code, file, ...hooks })
        : Promise.reject(new Error("no session")),
    [session],
  );
  const uploads = useUploads<StepResult>({
    send,
    onAnswer: (answer) => takeSnapshot(answer.snapshot),
    // The request was resumed on another device: the page that says so, not an error on the card.
    onFailure: (error) => {
      if (error.status !== 401 || error.code !== RESUMED_ELSEWHERE) return false;
      journey.send({ type: "RESUMED_ELSEWHERE" });
      return true;
    },
  });
  return { uploads, takeSnapshot };
}

/** Offer a phone's camera: on a touch screen, and on a narrow one (a file chooser at worst). */
export function useCamera(): boolean {
  const touch = useMediaQuery(TOUCH_SCREEN);
  const wide = useMediaQuery(WIDE_SCREEN);
  return touch || !wide;
}
