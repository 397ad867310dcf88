// The journey as the browser sees it: one state per step, the server's snapshot as the truth.
//
// Every submission is an invoked promise actor; every answer carries the snapshot, and the
// machine moves to the state for `snapshot.route` (telling the app to navigate there). Only the
// application id and token are kept in the tab, so a reload re-reads the snapshot from the server.
import { assign, fromPromise, setup } from "xstate";

import { api, ApiError } from "../api/client";
import type {
  BasicInfoForm,
  FieldErrors,
  Session,
  SimulatorData,
  Snapshot,
  StartResult,
  SubmissionResult,
} from "../api/types";
import { clearSession, writeSession } from "../lib/session";
import { paths, routePath } from "../lib/routes";
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
}

export type JourneyEvent =
  | { type: "SUBMIT_BASIC_INFO"; form: BasicInfoForm; simulator: SimulatorData }
  | { type: "RETRY" }
  | { type: "RESTART" };

export interface JourneyInput {
  session: Session | null;
}

function messageOf(error: unknown): string {
  return error instanceof ApiError ? error.message : messages.catalogue.SERVIZIO_NON_DISPONIBILE;
}

function isStatus(error: unknown, ...statuses: number[]): error is ApiError {
  return error instanceof ApiError && statuses.includes(error.status);
}

const initialErrors = { fieldErrors: {}, formError: null, loadError: null } satisfies Partial<JourneyContext>;

export const journeyMachine = setup({
  types: {
    context: {} as JourneyContext,
    events: {} as JourneyEvent,
    input: {} as JourneyInput,
  },
  actors: {
    loadApplication: fromPromise<Snapshot, { session: Session }>(({ input, signal }) =>
      api.readApplication(input.session, signal),
    ),
    startApplication: fromPromise<StartResult, { simulator: SimulatorData; form: BasicInfoForm }>(
      ({ input, signal }) => api.startApplication(input.simulator, input.form, signal),
    ),
    submitBasicInfo: fromPromise<SubmissionResult, { session: Session; form: BasicInfoForm }>(
      ({ input, signal }) => api.submitBasicInfo(input.session, input.form, signal),
    ),
  },
  actions: {
    persistSession: (_, session: Session) => writeSession(session),
    forgetSession: () => clearSession(),
    // The router lives outside the machine: the app provides this with `machine.provide`.
    navigateTo: (_, _params: { route: string }) => {},
    clearErrors: assign(initialErrors),
    // A rejected submission: the field errors it named (422) and what to say about it as a whole.
    rememberFailure: assign(({ event }) => {
      const error = (event as { error?: unknown }).error;
      return { fieldErrors: error instanceof ApiError ? error.errors : {}, formError: messageOf(error) };
    }),
    forgetApplication: assign({ session: null, snapshot: null, ...initialErrors }),
  },
  guards: {
    hasSession: ({ context }) => context.session !== null,
    routeIs: ({ context }, params: { path: string }) =>
      context.snapshot !== null && routePath(context.snapshot.route) === params.path,
  },
}).createMachine({
  id: "journey",
  context: ({ input }) => ({ session: input.session, snapshot: null, ...initialErrors }),
  initial: "restoring",
  on: {
    RESTART: {
      target: ".informazioniBase",
      reenter: true,
      actions: ["forgetSession", "forgetApplication", { type: "navigateTo", params: { route: paths.home } }],
    },
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

    routing: {
      entry: { type: "navigateTo", params: ({ context }) => ({ route: context.snapshot!.route }) },
      always: [
        { guard: { type: "routeIs", params: { path: paths.home } }, target: "informazioniBase" },
        {
          guard: { type: "routeIs", params: { path: paths.informazioniPersonali } },
          target: "informazioniPersonali",
        },
        { guard: { type: "routeIs", params: { path: paths.typ } }, target: "esito" },
        { target: "otherStep" },
      ],
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
              if (event.type !== "SUBMIT_BASIC_INFO") throw new Error(`unexpected ${event.type}`);
              return { simulator: event.simulator, form: event.form };
            },
            onDone: {
              target: "#journey.routing",
              actions: [
                assign({
                  session: ({ event }) => ({ applicationId: event.output.applicationId, token: event.output.token }),
                  snapshot: ({ event }) => event.output.snapshot,
                  fieldErrors: ({ event }) => event.output.errors,
                }),
                {
                  type: "persistSession",
                  params: ({ event }) => ({ applicationId: event.output.applicationId, token: event.output.token }),
                },
              ],
            },
            onError: [
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
              if (event.type !== "SUBMIT_BASIC_INFO") throw new Error(`unexpected ${event.type}`);
              return { session: context.session!, form: event.form };
            },
            onDone: {
              target: "#journey.routing",
              actions: assign({
                snapshot: ({ event }) => event.output.snapshot,
                fieldErrors: ({ event }) => event.output.errors,
              }),
            },
            onError: [
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

    // For now a confirmation page; the personal-data form will add its editing/submitting states here.
    informazioniPersonali: {},

    esito: {},

    // A step whose pages this version of the app does not have yet: the router shows its 404.
    otherStep: {},
  },
});
