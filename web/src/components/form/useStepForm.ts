// The form logic every step page shares: the machine's answer for the step, field errors and the
// focus on their summary, and the one event the form sends.
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useNavigation } from "react-router";

import type { FieldErrors } from "../../api/clientTypes";
import { isNarrowScreen } from "../../lib/media";
import { messages } from "../../messages";
import { JourneyContext, type JourneySnapshot } from "../../machines/JourneyContext";
import type { JourneyEvent } from "../../machines/journeyMachine";
import { fieldId } from "../ui/field";
import type { ErrorSummaryProps } from "./ErrorSummary";

const NO_EDITS: ReadonlySet<string> = new Set();
const NO_ERRORS: FieldErrors = {};

const sendingStep = (state: JourneySnapshot) => state.matches({ step: "submitting" });

export interface StepFormOptions {
  /** Whether the machine is sending this step's submission (by default: a step page's Update). */
  submitting?: (state: JourneySnapshot) => boolean;
  /** The form's own checks on what it holds now (path → message); shown once a submission is tried. */
  check?: FieldErrors;
}

export function useStepForm({ submitting = sendingStep, check = NO_ERRORS }: StepFormOptions = {}) {
  const journey = JourneyContext.useActorRef();
  const serverErrors = JourneyContext.useSelector((s) => s.context.fieldErrors);
  const formError = JourneyContext.useSelector((s) => s.context.formError);
  const sending = JourneyContext.useSelector(submitting);
  // Keep the progress screen up until the next page has loaded, so the form does not flash back.
  const leaving = useNavigation().state !== "idle";
  const [attempted, setAttempted] = useState(false);
  // Server errors stand until the applicant edits the field they are about; a new answer resets this.
  const [edits, setEdits] = useState({ answer: serverErrors, paths: NO_EDITS });
  const summaryRef = useRef<HTMLDivElement>(null);
  const keepFocusOnButton = useRef(false);

  const errors = useMemo<FieldErrors>(() => {
    const edited = edits.answer === serverErrors ? edits.paths : NO_EDITS;
    const shown: FieldErrors = {};
    for (const [path, message] of Object.entries(serverErrors)) if (!edited.has(path)) shown[path] = message;
    return { ...shown, ...(attempted ? check : {}) };
  }, [serverErrors, edits, attempted, check]);

  /** Focus on the error summary, or on the first field in error where the page shows no summary. */
  const focusErrors = useCallback((firstPath?: string) => {
    if (keepFocusOnButton.current) {
      keepFocusOnButton.current = false;
      return;
    }
    // The summary renders in the same commit as the errors; focus it once it is in the DOM.
    requestAnimationFrame(() => {
      const field = firstPath === undefined ? null : document.getElementById(fieldId(firstPath));
      (summaryRef.current ?? field)?.focus();
    });
  }, []);

  // A new answer from the server with errors: read them out first.
  useEffect(() => {
    if (Object.keys(serverErrors).length > 0 || formError) focusErrors();
  }, [serverErrors, formError, focusErrors]);

  /** The applicant changed these fields: the server's errors on them no longer stand. */
  const edited = useCallback(
    (paths: Iterable<string>) =>
      setEdits((previous) => {
        const base = previous.answer === serverErrors ? previous.paths : NO_EDITS;
        return { answer: serverErrors, paths: new Set([...base, ...paths]) };
      }),
    [serverErrors],
  );

  const complete = Object.keys(check).length === 0;

  /**
   * Sends the step's event, or shows what to fix; a second click while one is in flight is not taken.
   * `event` may answer null: the page has nothing to send yet and sends it itself later.
   */
  function submit(event: () => JourneyEvent | null) {
    setAttempted(true);
    if (!complete) {
      focusErrors(Object.keys(check)[0]);
      return;
    }
    const next = event();
    if (next && journey.getSnapshot().can(next)) journey.send(next);
  }

  /** The error summary for these paths (in the form's order), or null when there is nothing to say. */
  function summaryOf(paths: readonly string[], label: (path: string) => string): ErrorSummaryProps | null {
    if (paths.length === 0 && !formError) return null;
    return {
      errors: paths.map((path) => ({ fieldId: fieldId(path), label: label(path), message: errors[path] ?? "" })),
      description: formError ?? messages.catalogue.CONTROLLA_CAMPI,
    };
  }

  /** Below 900 px the inactive button explains itself on click (BuyFormButton): focus stays there. */
  function onInactiveClick() {
    keepFocusOnButton.current = isNarrowScreen();
  }

  return {
    errors,
    formError,
    /** The submission is in flight or the next page is loading: the progress screen shows. */
    busy: sending || leaving,
    /** Nothing left to fix on the form's side: the button is active. */
    complete,
    summaryRef,
    summaryOf,
    edited,
    submit,
    onInactiveClick,
  };
}
