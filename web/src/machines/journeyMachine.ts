// The journey as the browser sees it: the server's snapshot is the truth, the machine holds what the
// screen shows while a call is in flight.
//
// Every submission is an invoked promise actor; every answer carries the snapshot, and the
// machine moves to the state for `snapshot.route` (telling the app to navigate there). The light
// form (which creates the application) and the outcome page have states of their own; every other
// step page is `step`, which sends the page's StepUpdate (generated from the API's routes), so a new
// step needs no change here. Only the application id and token are kept in the tab, so a reload
// re-reads the snapshot from the server.
import { assertEvent, assign, fromPromise, setup } from "xstate";

import { api, ApiError } from "../api/client";
import type { FieldErrors, Session } from "../api/clientTypes";
import type {
  BasicInfoForm,
  InformazioniPersonali,
  DraftNumber,
  Resumed,
  DraftResume,
  DraftSaved,
  SimulatorData,
  Snapshot,
  Started,
  StepResult,
} from "../api/types";
import type { JourneyUpdate } from "../api/documentUpdates";
import { clearSession, writeSession } from "../lib/session";
import { RESUMED_ELSEWHERE, resumedElsewhereRoute } from "../lib/resumedElsewhere";
import { appRoute, BASENAME, paths, routePath, tokenRefusedRoute, typRoute } from "../lib/routes";
import { afterSaleStay, ANOMALY_PAGES, isSigned } from "../lib/routes";
import { spidOffered } from "../lib/spid";
import { messages } from "../messages";

export interface JourneyContext {
  session: Session | null;
  snapshot: Snapshot | null;
  /** Field path → message, from the server (422 or a business check) for the current step. */
  fieldErrors: FieldErrors;
  /** A message about the submission as a whole (service down, session lost). */
  formError: string | null;
  /** Why the saved application could not be read back. */
  loadError: string | null;
  /** Resume by request number: the number and fiscal code the SMS code was sent for. */
  otpFor: DraftNumber | null;
  /** "Salva e continua più tardi" on this page: the resume code and its link, or why it failed. */
  draft: { saved: DraftSaved } | { error: string } | null;
  /** The anomaly page the resume page was reached from, to land on once resumed (landingRoute). */
  landing: string | null;
}

export type JourneyEvent =
  | { type: "SUBMIT_BASIC_INFO"; form: BasicInfoForm; simulator: SimulatorData; userTokenFlag?: string }
  | { type: "SUBMIT_STEP"; update: JourneyUpdate }
  /** A newer snapshot from elsewhere: the events stream (the phone uploaded), or an upload's answer. */
  | { type: "SNAPSHOT_RECEIVED"; snapshot: Snapshot }
  /** A call the page made itself (an upload) was told the request was resumed on another device. */
  | { type: "RESUMED_ELSEWHERE" }
  | { type: "REQUEST_REVIEW"; motivo: string | null }
  | { type: "SAVE_DRAFT"; informazioniPersonali?: InformazioniPersonali }
  /**
   * `typed`: the code was typed on the resume page, which then tells what went wrong on the field.
   * `landing`: the anomaly page that sent the tab there (ResumePage.tsx followedPage).
   */
  | { type: "RESUME"; key: DraftResume; typed?: boolean; landing?: string | null }
  | { type: "REQUEST_OTP"; key: DraftNumber }
  | { type: "VERIFY_OTP"; otp: string; landing?: string | null }
  | { type: "RETRY" }
  | { type: "RESTART"; route?: string };

export interface JourneyInput {
  session: Session | null;
}

function messageOf(error: unknown): string {
  return error instanceof ApiError ? error.message : messages.catalogue.SERVIZIO_NON_DISPONIBILE;
}

function isStatus(error: unknown, ...statuses: number[]): error is ApiError {
  return error instanceof ApiError && statuses.includes(error.status);
}

/** The tab's token was replaced: the request was resumed on another device since. */
function isResumedElsewhere(error: unknown): boolean {
  return isStatus(error, 401) && error.code === RESUMED_ELSEWHERE;
}

/** Where a 410 on a draft sends the applicant (the server's `data.url`, inside the app). */
function expiredRoute(error: unknown): string {
  const redirect = error instanceof ApiError ? error.redirect : null;
  return redirect ? appRoute(redirect, BASENAME) : typRoute("tracking-pratica-scaduto");
}

/** §8: a 500 on resume is "Internal Server Error"; anything else failed loading the draft. */
function resumeFailure(error: unknown): string {
  return isStatus(error, 500) ? messages.catalogue.INTERNAL_SERVER_ERROR : messages.catalogue.ERRORE_CARICAMENTO_BOZZA;
}

/** §8: a failed save is the creation error, whatever the cause, unless the session is gone or
 * the application has saved too often for now (429): then the server's own words say so. */
function draftFailure(error: unknown): string {
  return isStatus(error, 401, 429) ? error.message : messages.catalogue.ERRORE_CREAZIONE_BOZZA;
}

/**
 * A refused body names a field by its path in the body ("informazioniPersonali.residenza.attuale.
 * indirizzo", FastAPI's 422), while a step's answers and its page name it within the step's own
 * data ("residenza.attuale.indirizzo"): the body's one key goes, so the error lands on its field.
 */
export function errorsWithinBody(error: unknown, body: object): unknown {
  const [key, ...others] = Object.keys(body);
  if (!(error instanceof ApiError) || key === undefined || others.length > 0) return error;
  const prefix = `${key}.`;
  const errors = Object.fromEntries(
    Object.entries(error.errors).map(([path, message]) => [
      path.startsWith(prefix) ? path.slice(prefix.length) : path,
      message,
    ]),
  );
  return new ApiError(error.status, error.code, error.message, errors, error.session, error.redirect);
}

/**
 * Where the journey goes once the snapshot is read: the server's route; for a signed request
 * resumed in its anomaly area, the anomaly page the tab first opened, when it is one of §2's
 * pages (never any other address). Whether that page's anomaly is still open only a new reading
 * can tell (the one the resume brings is from before the e-mail): the page reads it, and goes
 * back to the area, which says so, when it is not.
 */
function landingRoute(snapshot: Snapshot, landing: string | null): string {
  const inArea = isSigned(snapshot) && routePath(snapshot.route) === paths.anomalie;
  return landing !== null && inArea && ANOMALY_PAGES.includes(landing) ? landing : snapshot.route;
}

/** The session a resumed draft answers with, to keep in the tab. */
function resumedSession({ event }: { event: { output: Resumed } }): Session {
  return { applicationId: event.output.applicationId, token: event.output.token };
}

const initialErrors = { fieldErrors: {}, formError: null, loadError: null } satisfies Partial<JourneyContext>;

const journeySetup = setup({
  types: {
    context: {} as JourneyContext,
    events: {} as JourneyEvent,
    input: {} as JourneyInput,
  },
  actors: {
    loadApplication: fromPromise<Snapshot, { session: Session }>(({ input, signal }) =>
      api.readApplication(input.session, signal),
    ),
    startApplication: fromPromise<Started, { simulator: SimulatorData; form: BasicInfoForm; userTokenFlag?: string }>(
      ({ input, signal }) => api.startApplication(input.simulator, input.form, input.userTokenFlag, signal),
    ),
    submitBasicInfo: fromPromise<StepResult, { session: Session; form: BasicInfoForm }>(({ input, signal }) =>
      api.submitStep(input.session, { endpoint: "basic-info", body: { form: input.form } }, signal),
    ),
    submitStep: fromPromise<StepResult, { session: Session; update: JourneyUpdate }>(({ input, signal }) =>
      api.submitStep(input.session, input.update, signal).catch((error: unknown) => {
        throw errorsWithinBody(error, input.update.body);
      }),
    ),
    resumeDraft: fromPromise<Resumed, { key: DraftResume }>(({ input, signal }) => api.resumeDraft(input.key, signal)),
    sendOtp: fromPromise<unknown, { key: DraftNumber }>(({ input, signal }) =>
      api.sendRequestNumberOtp(input.key, signal),
    ),
    verifyOtp: fromPromise<Resumed, { key: DraftNumber; otp: string }>(({ input, signal }) =>
      api.verifyRequestNumberOtp(input.key, input.otp, signal),
    ),
    saveDraft: fromPromise<DraftSaved, { session: Session; informazioniPersonali?: InformazioniPersonali }>(
      ({ input, signal }) => api.saveDraft(input.session, input.informazioniPersonali, signal),
    ),
  },
  actions: {
    persistSession: (_, session: Session) => writeSession(session),
    forgetSession: () => clearSession(),
    // The router lives outside the machine: the app provides this with `machine.provide`.
    // `stay`: pages the applicant may stay on instead (/spid while SPID is offered); `within`: a
    // route whose pages they may stay on too (a signed request's anomaly area, lib/routes.ts).
    navigateTo: (_, _params: { route: string; stay?: readonly string[]; within?: string }) => {},
    clearErrors: assign(initialErrors),
    // A rejected submission: the field errors it named (422) and what to say about it as a whole.
    rememberFailure: assign(({ event }) => {
      const error = (event as { error?: unknown }).error;
      return { fieldErrors: error instanceof ApiError ? error.errors : {}, formError: messageOf(error) };
    }),
    forgetApplication: assign({
      session: null,
      snapshot: null,
      otpFor: null,
      draft: null,
      landing: null,
      ...initialErrors,
    }),
    forgetDraft: assign({ draft: null }),
    // The page a resume may land on, from the event that resumes (none for a resume link).
    rememberLanding: assign({
      landing: ({ event }) => {
        assertEvent(event, ["RESUME", "VERIFY_OTP"]);
        return event.landing ?? null;
      },
    }),
    forgetLanding: assign({ landing: null }),
    // The answer of a step submission: the new snapshot and the errors it names.
    takeAnswer: assign(({ event }) => {
      const { snapshot, errors, ok } = (event as unknown as { output: StepResult }).output;
      return { snapshot, fieldErrors: errors ?? {}, formError: ok ? null : messages.catalogue.CONTROLLA_CAMPI };
    }),
    takeSnapshot: assign(({ event }) => {
      assertEvent(event, "SNAPSHOT_RECEIVED");
      return { snapshot: event.snapshot };
    }),
    // A resumed draft: the new token replaces every older one (they stop working on the server).
    takeResumed: assign(({ event }) => {
      const { applicationId, token, snapshot } = (event as unknown as { output: Resumed }).output;
      return { session: { applicationId, token }, snapshot, otpFor: null, ...initialErrors };
    }),
  },
  guards: {
    hasSession: ({ context }) => context.session !== null,
    typedCode: ({ event }) => event.type === "RESUME" && event.typed === true,
    resumedElsewhere: ({ event }) => isResumedElsewhere((event as { error?: unknown }).error),
    routeIs: ({ context }, params: { path: string }) =>
      context.snapshot !== null && routePath(context.snapshot.route) === params.path,
    // The snapshot received keeps the applicant on the page they are on.
    sameRoute: ({ context, event }) =>
      event.type === "SNAPSHOT_RECEIVED" &&
      context.snapshot !== null &&
      routePath(event.snapshot.route) === routePath(context.snapshot.route),
  },
});

export const journeyMachine = journeySetup.createMachine({
  id: "journey",
  context: ({ input }) => ({
    session: input.session,
    snapshot: null,
    otpFor: null,
    draft: null,
    landing: null,
    ...initialErrors,
  }),
  initial: "restoring",
  on: {
    RESTART: {
      target: ".informazioniBase",
      reenter: true,
      actions: [
        "forgetSession",
        "forgetApplication",
        { type: "navigateTo", params: ({ event }) => ({ route: event.route ?? paths.home }) },
      ],
    },
    // A resume link (/resume?code= or ?draft=), or the code typed on /resume, opens whichever
    // application it names.
    RESUME: [
      { guard: "typedCode", target: ".resumeByCode", actions: ["clearErrors", "rememberLanding"] },
      { target: ".resuming", actions: ["clearErrors", "rememberLanding"] },
    ],
    REQUEST_OTP: { target: ".resumeByNumber.sending", actions: "clearErrors" },
    RESUMED_ELSEWHERE: { target: ".resumedElsewhere" },
  },
  states: {
    restoring: {
      always: [{ guard: "hasSession", target: "loading" }, { target: "informazioniBase" }],
    },

    loading: {
      invoke: {
        src: "loadApplication",
        input: ({ context }) => ({ session: context.session! }),
        onDone: {
          target: "routing",
          actions: assign({ snapshot: ({ event }) => event.output, loadError: null }),
        },
        onError: [
          { guard: "resumedElsewhere", target: "resumedElsewhere" },
          {
            // The token expired or the application is gone: start afresh rather than fail.
            guard: ({ event }) => isStatus(event.error, 401, 404),
            target: "informazioniBase",
            actions: ["forgetSession", "forgetApplication"],
          },
          { target: "unavailable", actions: assign({ loadError: ({ event }) => messageOf(event.error) }) },
        ],
      },
    },

    unavailable: {
      on: { RETRY: "loading" },
    },

    // Any call with this tab's token answered that the request was resumed on another device since
    // (which revoked the token): the tab forgets it, and the resume page says what happened and
    // how to continue here, with the resume code. Meanwhile the tab is as one without a request.
    resumedElsewhere: {
      entry: ["forgetSession", "forgetApplication", { type: "navigateTo", params: { route: resumedElsewhereRoute } }],
      always: "informazioniBase",
    },

    routing: {
      entry: [
        {
          type: "navigateTo",
          params: ({ context }) => ({
            route: landingRoute(context.snapshot!, context.landing),
            // A reload on /spid, or the way back from a failed SPID login: the page stays.
            stay: spidOffered(context.snapshot!) ? [paths.spid] : undefined,
            // Signed: a reload in the anomaly area, on the signed summary or the thank-you page
            // stays there.
            ...afterSaleStay(context.snapshot!),
          }),
        },
        "forgetDraft",
        "forgetLanding",
      ],
      always: [
        { guard: { type: "routeIs", params: { path: paths.home } }, target: "informazioniBase" },
        { guard: { type: "routeIs", params: { path: paths.typ } }, target: "esito" },
        { target: "step" },
      ],
    },

    // /resume?code= or ?draft=: the draft is opened with a new token, then the server's route.
    resuming: {
      invoke: {
        src: "resumeDraft",
        input: ({ event }) => {
          assertEvent(event, "RESUME");
          return { key: event.key };
        },
        onDone: {
          target: "routing",
          actions: ["takeResumed", { type: "persistSession", params: resumedSession }],
        },
        onError: [
          {
            // §4: a draft that does not exist sends to the public simulator page, which says so.
            guard: ({ event }) => isStatus(event.error, 404),
            target: "informazioniBase",
            actions: {
              type: "navigateTo",
              params: { route: `${paths.simulatore}?bozza=non-trovata` },
            },
          },
          {
            guard: ({ event }) => isStatus(event.error, 410),
            target: "esito",
            actions: { type: "navigateTo", params: ({ event }) => ({ route: expiredRoute(event.error) }) },
          },
          { target: "resumeFailed", actions: assign({ loadError: ({ event }) => resumeFailure(event.error) }) },
        ],
      },
    },

    resumeFailed: {},

    // The resume code typed on /resume: what went wrong is told there, on the field, to try again.
    resumeByCode: {
      initial: "resuming",
      states: {
        resuming: {
          invoke: {
            src: "resumeDraft",
            input: ({ event }) => {
              assertEvent(event, "RESUME");
              return { key: event.key };
            },
            onDone: {
              target: "#journey.routing",
              actions: ["takeResumed", { type: "persistSession", params: resumedSession }],
            },
            onError: [
              {
                guard: ({ event }) => isStatus(event.error, 410),
                target: "#journey.esito",
                actions: { type: "navigateTo", params: ({ event }) => ({ route: expiredRoute(event.error) }) },
              },
              {
                guard: ({ event }) => isStatus(event.error, 404),
                target: "form",
                actions: assign({
                  fieldErrors: { code: messages.resume.codeNotFound },
                  formError: messages.catalogue.BOZZA_NON_TROVATA,
                }),
              },
              // Too many attempts (429) or a code the server cannot read (422): its own words.
              { guard: ({ event }) => isStatus(event.error, 422, 429), target: "form", actions: "rememberFailure" },
              { target: "form", actions: assign({ formError: ({ event }) => resumeFailure(event.error) }) },
            ],
          },
        },
        form: {},
      },
    },

    // Resume by request number + fiscal code: an SMS code to the phone on file first (DESIGN §7).
    resumeByNumber: {
      initial: "form",
      states: {
        form: {},
        sending: {
          entry: assign({
            otpFor: ({ event }) => {
              assertEvent(event, "REQUEST_OTP");
              return event.key;
            },
          }),
          invoke: {
            src: "sendOtp",
            input: ({ context }) => ({ key: context.otpFor! }),
            onDone: "code",
            onError: [
              {
                guard: ({ event }) => isStatus(event.error, 410),
                target: "#journey.esito",
                actions: { type: "navigateTo", params: ({ event }) => ({ route: expiredRoute(event.error) }) },
              },
              {
                guard: ({ event }) => isStatus(event.error, 404),
                target: "form",
                actions: assign({ formError: messages.catalogue.BOZZA_NON_TROVATA, otpFor: null }),
              },
              { target: "form", actions: ["rememberFailure", assign({ otpFor: null })] },
            ],
          },
        },
        code: {
          on: {
            VERIFY_OTP: { target: "verifying", actions: ["clearErrors", "rememberLanding"] },
          },
        },
        verifying: {
          invoke: {
            src: "verifyOtp",
            input: ({ context, event }) => {
              assertEvent(event, "VERIFY_OTP");
              return { key: context.otpFor!, otp: event.otp };
            },
            onDone: {
              target: "#journey.routing",
              actions: ["takeResumed", { type: "persistSession", params: resumedSession }],
            },
            onError: [
              {
                guard: ({ event }) => isStatus(event.error, 410),
                target: "#journey.esito",
                actions: { type: "navigateTo", params: ({ event }) => ({ route: expiredRoute(event.error) }) },
              },
              { target: "code", actions: "rememberFailure" },
            ],
          },
        },
      },
    },

    informazioniBase: {
      initial: "editing",
      states: {
        editing: {
          on: {
            SUBMIT_BASIC_INFO: [
              { guard: "hasSession", target: "updating", actions: "clearErrors" },
              { target: "starting", actions: "clearErrors" },
            ],
          },
        },

        // The first submission creates the application (no session yet).
        starting: {
          invoke: {
            src: "startApplication",
            input: ({ event }) => {
              assertEvent(event, "SUBMIT_BASIC_INFO");
              return { simulator: event.simulator, form: event.form, userTokenFlag: event.userTokenFlag };
            },
            onDone: {
              target: "#journey.routing",
              actions: [
                assign({
                  session: ({ event }) => ({ applicationId: event.output.applicationId, token: event.output.token }),
                  snapshot: ({ event }) => event.output.snapshot,
                  fieldErrors: ({ event }) => event.output.errors ?? {},
                }),
                { type: "persistSession", params: resumedSession },
              ],
            },
            onError: [
              {
                // The landing token was spent or expired since the page opened: the person goes on
                // from the public simulator, which says why.
                guard: ({ event }) => isStatus(event.error, 403) && event.error.code === "token_refused",
                target: "editing",
                actions: { type: "navigateTo", params: { route: tokenRefusedRoute } },
              },
              {
                // The application was created before the failure: keep it for the next try.
                guard: ({ event }) => event.error instanceof ApiError && event.error.session !== null,
                target: "editing",
                actions: [
                  "rememberFailure",
                  assign({ session: ({ event }) => (event.error as ApiError).session }),
                  { type: "persistSession", params: ({ event }) => (event.error as ApiError).session! },
                ],
              },
              { target: "editing", actions: "rememberFailure" },
            ],
          },
        },

        // Later submissions (after a business error) update the same application.
        updating: {
          invoke: {
            src: "submitBasicInfo",
            input: ({ context, event }) => {
              assertEvent(event, "SUBMIT_BASIC_INFO");
              return { session: context.session!, form: event.form };
            },
            onDone: {
              target: "#journey.routing",
              actions: assign({
                snapshot: ({ event }) => event.output.snapshot,
                fieldErrors: ({ event }) => event.output.errors ?? {},
              }),
            },
            onError: [
              { guard: "resumedElsewhere", target: "#journey.resumedElsewhere" },
              {
                // The session is no longer valid: the next submission starts a new application.
                guard: ({ event }) => isStatus(event.error, 401, 404),
                target: "editing",
                actions: [
                  "forgetSession",
                  assign({ session: null, snapshot: null, formError: ({ event }) => messageOf(event.error) }),
                ],
              },
              { target: "editing", actions: "rememberFailure" },
            ],
          },
        },
      },
    },

    // Any other step page (offer, SECCI, SECCI renewal, personal data, documents...): the page
    // sends its Update; the draft can be saved meanwhile ("Salva e continua più tardi", issue 6),
    // and the resume code, or why it failed, stays on the page until the applicant moves on.
    // A snapshot received meanwhile (the phone of the hand-off uploaded a document, or a page's
    // upload answered) replaces the one shown, and moves the applicant on when its route is
    // another page. While a submission is in flight its own answer decides, so one is not taken.
    step: {
      initial: "editing",
      on: {
        SNAPSHOT_RECEIVED: [
          { guard: "sameRoute", actions: "takeSnapshot" },
          { target: "#journey.routing", actions: "takeSnapshot" },
        ],
      },
      states: {
        editing: {
          on: {
            SUBMIT_STEP: { target: "submitting", actions: "clearErrors" },
            SAVE_DRAFT: { guard: "hasSession", target: "savingDraft", actions: "forgetDraft" },
          },
        },
        submitting: {
          on: { SNAPSHOT_RECEIVED: {} },
          invoke: {
            src: "submitStep",
            input: ({ context, event }) => {
              assertEvent(event, "SUBMIT_STEP");
              return { session: context.session!, update: event.update };
            },
            onDone: { target: "#journey.routing", actions: "takeAnswer" },
            onError: [
              { guard: "resumedElsewhere", target: "#journey.resumedElsewhere" },
              { target: "editing", actions: "rememberFailure" },
            ],
          },
        },
        savingDraft: {
          tags: "savingDraft",
          invoke: {
            src: "saveDraft",
            input: ({ context, event }) => {
              assertEvent(event, "SAVE_DRAFT");
              return { session: context.session!, informazioniPersonali: event.informazioniPersonali };
            },
            onDone: { target: "editing", actions: assign({ draft: ({ event }) => ({ saved: event.output }) }) },
            onError: [
              { guard: "resumedElsewhere", target: "#journey.resumedElsewhere" },
              { target: "editing", actions: assign({ draft: ({ event }) => ({ error: draftFailure(event.error) }) }) },
            ],
          },
        },
      },
    },

    // An outcome page; after an automated refusal the applicant may ask a person to review it (CCD2).
    esito: {
      initial: "idle",
      states: {
        idle: {
          on: {
            REQUEST_REVIEW: {
              guard: ({ context }) => context.session !== null && context.snapshot?.reviewRequested !== true,
              target: "reviewing",
              actions: "clearErrors",
            },
          },
        },
        reviewing: {
          invoke: {
            src: "submitStep",
            input: ({ context, event }) => {
              assertEvent(event, "REQUEST_REVIEW");
              const review = event.motivo ? { motivo: event.motivo } : {};
              return { session: context.session!, update: { endpoint: "review", body: { review } } as const };
            },
            onDone: { target: "idle", actions: "takeAnswer" },
            onError: [
              { guard: "resumedElsewhere", target: "#journey.resumedElsewhere" },
              { target: "idle", actions: "rememberFailure" },
            ],
          },
        },
      },
    },
  },
});
