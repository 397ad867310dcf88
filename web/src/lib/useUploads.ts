// The uploads of a page's document cards: one per side at a time, each with its progress, then
// the moment the server reads it, then its answer or its refusal. Kept by the page rather than by
// the cards, because the loading screen takes the cards' place while the server reads.
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from "react";

import { ApiError } from "../api/client";
import type { DocumentCode, SideName } from "../api/types";
import type { UploadProgress } from "../api/documents";
import { messages } from "../messages";

/** The largest file the API takes (docs/documents-step.md): a larger one is not even sent. */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

/** What the camera and the file chooser offer: the types the API reads (the bytes decide). */
export const ACCEPTED_TYPES = "image/jpeg,image/png,application/pdf,image/heic";

export type SideUploadState =
  | { phase: "sending"; percent: number }
  /** Every byte is sent: the server is reading the document. */
  | { phase: "reading" }
  /**
   * The file was refused (413, 422, or before sending): the message says what to do. `basis` is
   * the side as the server had it then: once the side changes (the phone uploaded it), the
   * refusal is old news.
   */
  | { phase: "refused"; message: string; basis?: string };

export interface UploadTarget {
  slotId: string;
  side: SideName;
  code: DocumentCode;
  file: File;
  /** The side as the card shows it when the file is chosen (sideBasis). */
  basis?: string;
}

/** What a refusal of a side's file depends on: the side as the server has it. */
export const sideBasis = (side: { uploaded: boolean; fileName?: string | null; refusal?: string | null }) =>
  `${side.uploaded}|${side.fileName ?? ""}|${side.refusal ?? ""}`;

export interface UploadHooks {
  onProgress: (progress: UploadProgress) => void;
  onSent: () => void;
  signal: AbortSignal;
}

export interface UploadsOptions<T> {
  send: (target: UploadTarget, hooks: UploadHooks) => Promise<T>;
  /** The server's answer to an upload (the new snapshot, or the phone's slots). */
  onAnswer: (answer: T) => void;
  /**
   * A failure the page deals with itself (the session ended, the card is no longer the phone's to
   * replace): true when it did, and the side shows no refusal of its own.
   */
  onFailure?: (error: ApiError, target: UploadTarget) => boolean;
}

export const uploadKey = (slotId: string, side: SideName) => `${slotId}/${side}`;

/** The DOM id of a side's status line, which takes the focus when its upload has an answer. */
export const sideStatusId = (slotId: string, side: SideName) => `upload-${slotId}-${side}-status`;

/** Why a file is refused before it is sent, or null: the server's own messages, said sooner. */
export function refusalBeforeSending(file: File): string | null {
  if (file.size === 0) return messages.catalogue.DOCUMENTO_FILE_VUOTO;
  if (file.size > MAX_UPLOAD_BYTES) return messages.catalogue.DOCUMENTO_TROPPO_PESANTE;
  return null;
}

function errorMessage(error: unknown): string {
  if (!(error instanceof ApiError)) return messages.catalogue.SERVIZIO_NON_DISPONIBILE;
  // A refused file: the server names why on the `file` field, else in its message.
  return error.errors.file ?? error.message;
}

export function useUploads<T>({ send, onAnswer, onFailure }: UploadsOptions<T>) {
  const [states, setStates] = useState<Partial<Record<string, SideUploadState>>>({});
  const controllers = useRef(new Map<string, AbortController>());
  // The latest callbacks, so an upload that answers after a re-render reports to the current page;
  // updated in the commit itself, so a file chosen right after a render is sent with its token.
  const latest = useRef({ send, onAnswer, onFailure });
  useLayoutEffect(() => {
    latest.current = { send, onAnswer, onFailure };
  });

  // Leaving the page stops what is still being sent.
  useEffect(() => {
    const running = controllers.current;
    return () => {
      for (const controller of running.values()) controller.abort();
      running.clear();
    };
  }, []);

  const setState = useCallback((key: string, state: SideUploadState | null) => {
    setStates((previous) => {
      const { [key]: _replaced, ...others } = previous;
      return state ? { ...others, [key]: state } : others;
    });
  }, []);

  const start = useCallback(
    (target: UploadTarget) => {
      const key = uploadKey(target.slotId, target.side);
      const refusal = refusalBeforeSending(target.file);
      if (refusal) {
        setState(key, { phase: "refused", message: refusal, basis: target.basis });
        focusStatus(target);
        return;
      }
      controllers.current.get(key)?.abort();
      const controller = new AbortController();
      controllers.current.set(key, controller);
      setState(key, { phase: "sending", percent: 0 });

      const hooks: UploadHooks = {
        onProgress: ({ loaded, total }) => {
          if (controller.signal.aborted) return;
          const percent = total > 0 ? Math.min(100, Math.round((loaded / total) * 100)) : 0;
          setState(key, { phase: "sending", percent });
        },
        onSent: () => {
          if (!controller.signal.aborted) setState(key, { phase: "reading" });
        },
        signal: controller.signal,
      };
      latest.current.send(target, hooks).then(
        (answer) => {
          if (controller.signal.aborted) return;
          controllers.current.delete(key);
          setState(key, null);
          latest.current.onAnswer(answer);
          focusStatus(target);
        },
        (error: unknown) => {
          if (controller.signal.aborted) return;
          controllers.current.delete(key);
          if (error instanceof ApiError && latest.current.onFailure?.(error, target)) {
            setState(key, null);
            return;
          }
          setState(key, { phase: "refused", message: errorMessage(error), basis: target.basis });
          focusStatus(target);
        },
      );
    },
    [setState],
  );

  const values = Object.values(states);
  return {
    states,
    start,
    /** The server is reading a document: the page shows the loading screen meanwhile. */
    reading: values.some((state) => state?.phase === "reading"),
    /** Some side is still on its way (sent or read). */
    busy: values.some((state) => state?.phase === "sending" || state?.phase === "reading"),
  };
}

/**
 * After an answer, the side's status (or refusal) is read out: focus moves there, when it was on
 * that side's controls or lost with the loading screen, never away from a field being typed in.
 */
function focusStatus({ slotId, side }: UploadTarget) {
  requestAnimationFrame(() => {
    const status = document.getElementById(sideStatusId(slotId, side));
    const active = document.activeElement;
    const lost = active === null || active === document.body || active.matches("main, h1");
    if (status && (lost || status.closest('[role="group"]')?.contains(active))) status.focus();
  });
}
