import { describe, expect, it, vi } from "vitest";
import { createActor, fromPromise, waitFor } from "xstate";

import { ApiError } from "../api/client";
import type { Session } from "../api/clientTypes";
import type {
  BasicInfoForm,
  DraftSaved,
  InformazioniPersonali,
  SimulatorData,
  Snapshot,
  Started,
  Step,
  StepResult,
} from "../api/types";
import type { JourneyUpdate } from "../api/documentUpdates";
import { DEFAULT_OFFER } from "../lib/simulator";
import { messages } from "../messages";
import { at, session } from "./fixtures";
import { errorsWithinBody, journeyMachine } from "./journeyMachine";

const form: BasicInfoForm = {
  firstName: "Maria",
  lastName: "Rossi",
  fiscalCode: "RSSMRA85C52H501Z",
  emailAddress: "maria.rossi@example.it",
  mobilePhone: "3401234567",
  cap: "00184",
  abitazione: "P",
  posizioneLavorativa: "D",
  agreements: { questionOne: true, questionTwo: true, questionThree: false, questionFour: true },
};

const snapshotAt = (route: string, step: Step = "INFORMAZIONI_BASE"): Snapshot => at(route, { step });

const submit = { type: "SUBMIT_BASIC_INFO", form, simulator: DEFAULT_OFFER } as const;

/** The machine with every actor and side effect replaced; the spies record what the app would do. */
function setupJourney(
  overrides: {
    loadApplication?: (input: { session: Session }) => Promise<Snapshot>;
    startApplication?: (input: { simulator: SimulatorData; form: BasicInfoForm }) => Promise<Started>;
    submitBasicInfo?: (input: { session: Session; form: BasicInfoForm }) => Promise<StepResult>;
    submitStep?: (input: { session: Session; update: JourneyUpdate }) => Promise<StepResult>;
    saveDraft?: (input: { session: Session; informazioniPersonali?: InformazioniPersonali }) => Promise<DraftSaved>;
  },
  initialSession: Session | null = null,
) {
  const navigateTo = vi.fn<(route: string) => void>();
  const persistSession = vi.fn<(s: Session) => void>();
  const forgetSession = vi.fn<() => void>();
  const unexpected = () => Promise.reject(new Error("not expected in this test"));
  const machine = journeyMachine.provide({
    actors: {
      loadApplication: fromPromise(({ input }) => (overrides.loadApplication ?? unexpected)(input)),
      startApplication: fromPromise(({ input }) => (overrides.startApplication ?? unexpected)(input)),
      submitBasicInfo: fromPromise(({ input }) => (overrides.submitBasicInfo ?? unexpected)(input)),
      submitStep: fromPromise(({ input }) => (overrides.submitStep ?? unexpected)(input)),
      saveDraft: fromPromise(({ input }) => (overrides.saveDraft ?? unexpected)(input)),
    },
    actions: {
      navigateTo: (_, params) => navigateTo(params.route),
      persistSession: (_, s) => persistSession(s),
      forgetSession: () => forgetSession(),
    },
  });
  const actor = createActor(machine, { input: { session: initialSession } }).start();
  return { actor, navigateTo, persistSession, forgetSession };
}

describe("journey machine: light form (step 1)", () => {
  it("starts on the light form when the tab has no application", () => {
    const { actor } = setupJourney({});
    expect(actor.getSnapshot().matches({ informazioniBase: "editing" })).toBe(true);
    expect(actor.getSnapshot().can(submit)).toBe(true);
  });

  it("creates the application on the first submission, keeps its keys and goes to the server's route", async () => {
    const startApplication = vi.fn((_input: { simulator: SimulatorData; form: BasicInfoForm }) =>
      Promise.resolve<Started>({
        ...session,
        ok: true,
        errors: {},
        snapshot: snapshotAt("/informazioni-personali", "INFORMAZIONI_PERSONALI"),
      }),
    );
    const { actor, navigateTo, persistSession } = setupJourney({ startApplication });

    actor.send(submit);
    expect(actor.getSnapshot().matches({ informazioniBase: "starting" })).toBe(true);
    expect(actor.getSnapshot().can(submit)).toBe(false);

    await waitFor(actor, (s) => s.matches("step"));
    expect(startApplication).toHaveBeenCalledWith({ simulator: DEFAULT_OFFER, form });
    expect(persistSession).toHaveBeenCalledWith(session);
    expect(navigateTo).toHaveBeenCalledWith("/informazioni-personali");
    expect(actor.getSnapshot().context.session).toEqual(session);
  });

  it("stays on the form with the server's field errors, then resubmits to the same application", async () => {
    const submitBasicInfo = vi.fn((_input: { session: Session; form: BasicInfoForm }) =>
      Promise.resolve<StepResult>({
        ok: true,
        errors: {},
        snapshot: snapshotAt("/informazioni-personali", "INFORMAZIONI_PERSONALI"),
      }),
    );
    const { actor } = setupJourney({
      startApplication: () =>
        Promise.resolve({
          ...session,
          ok: false,
          errors: { fiscalCode: "Codice fiscale errato" },
          snapshot: snapshotAt("/"),
        }),
      submitBasicInfo,
    });

    actor.send(submit);
    await waitFor(actor, (s) => s.matches({ informazioniBase: "editing" }) && s.context.session !== null);
    expect(actor.getSnapshot().context.fieldErrors).toEqual({ fiscalCode: "Codice fiscale errato" });

    actor.send(submit);
    expect(actor.getSnapshot().matches({ informazioniBase: "updating" })).toBe(true);
    expect(actor.getSnapshot().context.fieldErrors).toEqual({});
    await waitFor(actor, (s) => s.matches("step"));
    expect(submitBasicInfo).toHaveBeenCalledWith({ session, form });
  });

  it("sends the landing's user-token flag with the first submission", async () => {
    const startApplication = vi.fn((_input: { simulator: SimulatorData; form: BasicInfoForm }) =>
      Promise.resolve<Started>({ ...session, ok: true, errors: {}, snapshot: snapshotAt("/offerta") }),
    );
    const { actor } = setupJourney({ startApplication });
    const simulator = { ...DEFAULT_OFFER, token: "user-token" };
    actor.send({ ...submit, simulator, userTokenFlag: "AC" });
    await waitFor(actor, (s) => s.context.session !== null);
    expect(startApplication).toHaveBeenCalledWith({ simulator, form, userTokenFlag: "AC" });
  });

  it("sends a person whose landing token was refused at the start to the public simulator", async () => {
    const { actor, navigateTo } = setupJourney({
      startApplication: () => Promise.reject(new ApiError(403, "token_refused", messages.catalogue.TOKEN_NON_VALIDO)),
    });
    actor.send(submit);
    await waitFor(actor, (s) => s.matches({ informazioniBase: "editing" }));
    expect(navigateTo).toHaveBeenCalledWith("/simulatore?arrivo=non-valido");
    expect(actor.getSnapshot().context.session).toBeNull();
  });

  it("shows the 422 field errors without creating an application", async () => {
    const { actor, persistSession } = setupJourney({
      startApplication: () =>
        Promise.reject(
          new ApiError(422, "validation_error", "Controlla i campi evidenziati.", { emailAddress: "Email non valida" }),
        ),
    });

    actor.send(submit);
    await waitFor(actor, (s) => s.matches({ informazioniBase: "editing" }));
    const { context } = actor.getSnapshot();
    expect(context.fieldErrors).toEqual({ emailAddress: "Email non valida" });
    expect(context.formError).toBe("Controlla i campi evidenziati.");
    expect(context.session).toBeNull();
    expect(persistSession).not.toHaveBeenCalled();
  });

  it("explains an unavailable back office and lets the applicant try again", async () => {
    const { actor } = setupJourney({
      startApplication: () =>
        Promise.reject(new ApiError(503, "backoffice_unavailable", "Il servizio non è al momento disponibile.")),
    });

    actor.send(submit);
    await waitFor(actor, (s) => s.matches({ informazioniBase: "editing" }));
    expect(actor.getSnapshot().context.formError).toBe("Il servizio non è al momento disponibile.");
    expect(actor.getSnapshot().can(submit)).toBe(true);
  });

  it("keeps an application created before the back office failed, so the retry continues it", async () => {
    const submitBasicInfo = vi.fn((_input: { session: Session; form: BasicInfoForm }) =>
      Promise.resolve<StepResult>({ ok: true, errors: {}, snapshot: snapshotAt("/informazioni-personali") }),
    );
    const { actor, persistSession } = setupJourney({
      startApplication: () =>
        Promise.reject(
          new ApiError(503, "backoffice_unavailable", "Il servizio non è al momento disponibile.", {}, session),
        ),
      submitBasicInfo,
    });

    actor.send(submit);
    await waitFor(actor, (s) => s.matches({ informazioniBase: "editing" }));
    expect(actor.getSnapshot().context.session).toEqual(session);
    expect(persistSession).toHaveBeenCalledWith(session);

    actor.send(submit);
    await waitFor(actor, (s) => s.matches("step"));
    expect(submitBasicInfo).toHaveBeenCalledWith({ session, form });
  });

  it("starts a new application next time when the server no longer knows the session", async () => {
    const { actor, forgetSession } = setupJourney(
      {
        loadApplication: () => Promise.resolve(snapshotAt("/")),
        submitBasicInfo: () => Promise.reject(new ApiError(401, "unauthorized", "Sessione scaduta")),
      },
      session,
    );
    await waitFor(actor, (s) => s.matches({ informazioniBase: "editing" }));

    actor.send(submit);
    await waitFor(actor, (s) => s.matches({ informazioniBase: "editing" }) && s.context.formError !== null);
    expect(forgetSession).toHaveBeenCalled();
    expect(actor.getSnapshot().context.session).toBeNull();
  });

  it("sends a phone error to the outcome page the server names", async () => {
    const { actor, navigateTo } = setupJourney({
      startApplication: () =>
        Promise.resolve({ ...session, ok: true, errors: {}, snapshot: snapshotAt("/typ?esito=errorecellulare") }),
    });
    actor.send(submit);
    await waitFor(actor, (s) => s.matches("esito"));
    expect(navigateTo).toHaveBeenCalledWith("/typ?esito=errorecellulare");
  });
});

describe("journey machine: reload, second tab and restart", () => {
  it("re-reads the saved application and lands on the server's route", async () => {
    const loadApplication = vi.fn(() =>
      Promise.resolve(snapshotAt("/informazioni-personali", "INFORMAZIONI_PERSONALI")),
    );
    const { actor, navigateTo } = setupJourney({ loadApplication }, session);

    expect(actor.getSnapshot().matches("loading")).toBe(true);
    await waitFor(actor, (s) => s.matches("step"));
    expect(loadApplication).toHaveBeenCalledWith({ session });
    expect(navigateTo).toHaveBeenCalledWith("/informazioni-personali");
  });

  it("forgets a session the server rejects and shows the light form", async () => {
    const { actor, forgetSession } = setupJourney(
      { loadApplication: () => Promise.reject(new ApiError(404, "not_found", "Non trovata")) },
      session,
    );
    await waitFor(actor, (s) => s.matches({ informazioniBase: "editing" }));
    expect(forgetSession).toHaveBeenCalled();
    expect(actor.getSnapshot().context.session).toBeNull();
  });

  it("waits for a retry when the API is down, keeping the session", async () => {
    let calls = 0;
    const { actor, forgetSession } = setupJourney(
      {
        loadApplication: () => {
          calls += 1;
          return calls === 1
            ? Promise.reject(new ApiError(0, "network_error", "Servizio non disponibile"))
            : Promise.resolve(snapshotAt("/"));
        },
      },
      session,
    );
    await waitFor(actor, (s) => s.matches("unavailable"));
    expect(actor.getSnapshot().context.loadError).toBe("Servizio non disponibile");
    expect(forgetSession).not.toHaveBeenCalled();

    actor.send({ type: "RETRY" });
    await waitFor(actor, (s) => s.matches({ informazioniBase: "editing" }));
    expect(actor.getSnapshot().context.session).toEqual(session);
  });

  it("restarts from an outcome page with a fresh application", async () => {
    const { actor, navigateTo, forgetSession } = setupJourney(
      { loadApplication: () => Promise.resolve(snapshotAt("/typ?esito=errorecellulare")) },
      session,
    );
    await waitFor(actor, (s) => s.matches("esito"));

    actor.send({ type: "RESTART" });
    const state = actor.getSnapshot();
    expect(state.matches({ informazioniBase: "editing" })).toBe(true);
    expect(state.context).toMatchObject({ session: null, snapshot: null, fieldErrors: {}, formError: null });
    expect(forgetSession).toHaveBeenCalled();
    expect(navigateTo).toHaveBeenLastCalledWith("/");
  });
});

describe("journey machine: the request resumed on another device (issue 13.4)", () => {
  const resumedElsewhere = () => new ApiError(401, "resumed_elsewhere", messages.catalogue.RIPRESA_ALTRO_DISPOSITIVO);
  const loadAt = (route: string) => () => Promise.resolve(snapshotAt(route));

  /** The tab forgot the request, is on the page that says why, and can start or resume anew. */
  function expectToldAndForgotten(
    actor: ReturnType<typeof setupJourney>["actor"],
    navigateTo: ReturnType<typeof setupJourney>["navigateTo"],
    forgetSession: ReturnType<typeof setupJourney>["forgetSession"],
  ) {
    const state = actor.getSnapshot();
    expect(forgetSession).toHaveBeenCalled();
    expect(state.context).toMatchObject({ session: null, snapshot: null, formError: null, draft: null });
    expect(navigateTo).toHaveBeenLastCalledWith("/resume?ripresa=altro-dispositivo");
    expect(state.matches({ informazioniBase: "editing" })).toBe(true);
    expect(state.can({ type: "RESUME", key: { code: "K7QM2XPRH9TD4WNB" }, typed: true })).toBe(true);
  }

  it("says so on reload instead of the generic error", async () => {
    const { actor, navigateTo, forgetSession } = setupJourney(
      { loadApplication: () => Promise.reject(resumedElsewhere()) },
      session,
    );
    await waitFor(actor, (s) => s.matches("informazioniBase"));
    expectToldAndForgotten(actor, navigateTo, forgetSession);
  });

  it.each([
    [
      "choosing the offer",
      "submitStep",
      { type: "SUBMIT_STEP", update: { endpoint: "offer", body: { offer: { prgSimul: "1" } } } },
    ],
    ["saving the draft", "saveDraft", { type: "SAVE_DRAFT" }],
  ] as const)("says so on the next action (%s)", async (_, actorName, event) => {
    const { actor, navigateTo, forgetSession } = setupJourney(
      { loadApplication: loadAt("/offerta"), [actorName]: () => Promise.reject(resumedElsewhere()) },
      session,
    );
    await waitFor(actor, (s) => s.matches({ step: "editing" }));
    actor.send(event);
    await waitFor(actor, (s) => s.matches("informazioniBase"));
    expectToldAndForgotten(actor, navigateTo, forgetSession);
  });

  it("says so when a review is asked on the outcome page", async () => {
    const { actor, navigateTo, forgetSession } = setupJourney(
      {
        loadApplication: loadAt("/typ?esito=esito-non-valido"),
        submitStep: () => Promise.reject(resumedElsewhere()),
      },
      session,
    );
    await waitFor(actor, (s) => s.matches("esito"));
    actor.send({ type: "REQUEST_REVIEW", motivo: null });
    await waitFor(actor, (s) => s.matches("informazioniBase"));
    expectToldAndForgotten(actor, navigateTo, forgetSession);
  });

  it("says so when a page's own call (a document upload) was told", async () => {
    const { actor, navigateTo, forgetSession } = setupJourney({ loadApplication: loadAt("/documenti") }, session);
    await waitFor(actor, (s) => s.matches({ step: "editing" }));
    actor.send({ type: "RESUMED_ELSEWHERE" });
    await waitFor(actor, (s) => s.matches("informazioniBase"));
    expectToldAndForgotten(actor, navigateTo, forgetSession);
  });

  it("keeps an expired token apart: that tab starts afresh, without the message", async () => {
    const { actor, navigateTo } = setupJourney(
      {
        loadApplication: () =>
          Promise.reject(new ApiError(401, "invalid_token", messages.catalogue.SESSIONE_NON_VALIDA)),
      },
      session,
    );
    await waitFor(actor, (s) => s.matches({ informazioniBase: "editing" }));
    expect(navigateTo).not.toHaveBeenCalled();
  });
});

describe("journey machine: save and continue later (issue 6)", () => {
  const saved: DraftSaved = {
    code: "K7PX9Q2M",
    link: "http://localhost:8000/main/resume?code=K7PX9Q2M",
    snapshot: snapshotAt("/offerta"),
  };
  const loadAt = (route: string) => () => Promise.resolve(snapshotAt(route));
  const chooseOffer = {
    type: "SUBMIT_STEP",
    update: { endpoint: "offer", body: { offer: { prgSimul: "1" } } },
  } as const;

  it("saves the draft beside the step, which takes no submission meanwhile, and keeps the code", async () => {
    const saveDraft = vi.fn(() => Promise.resolve(saved));
    const { actor } = setupJourney({ loadApplication: loadAt("/offerta"), saveDraft }, session);
    await waitFor(actor, (s) => s.matches({ step: "editing" }));

    actor.send({ type: "SAVE_DRAFT" });
    expect(actor.getSnapshot().hasTag("savingDraft")).toBe(true);
    expect(actor.getSnapshot().can(chooseOffer)).toBe(false);

    await waitFor(actor, (s) => s.matches({ step: "editing" }));
    expect(saveDraft).toHaveBeenCalledWith({ session, informazioniPersonali: undefined });
    expect(actor.getSnapshot().context.draft).toEqual({ saved });
  });

  it("saves the personal data as typed", async () => {
    const saveDraft = vi.fn(() => Promise.resolve(saved));
    const { actor } = setupJourney({ loadApplication: loadAt("/informazioni-personali"), saveDraft }, session);
    await waitFor(actor, (s) => s.matches({ step: "editing" }));
    const informazioniPersonali = { coordinateBancarie: { iban: "IT60X0542811101000000123456" } };

    actor.send({ type: "SAVE_DRAFT", informazioniPersonali: informazioniPersonali as InformazioniPersonali });
    await waitFor(actor, (s) => s.context.draft !== null);
    expect(saveDraft).toHaveBeenCalledWith({ session, informazioniPersonali });
  });

  it("saves from a step whose page is only the next-step notice", async () => {
    const { actor } = setupJourney(
      { loadApplication: loadAt("/documenti"), saveDraft: () => Promise.resolve(saved) },
      session,
    );
    await waitFor(actor, (s) => s.matches({ step: "editing" }));

    actor.send({ type: "SAVE_DRAFT" });
    await waitFor(actor, (s) => s.context.draft !== null);
    expect(actor.getSnapshot().matches({ step: "editing" })).toBe(true);
  });

  it.each([
    ["an expired session", new ApiError(401, "unauthorized", "Sessione scaduta"), "Sessione scaduta"],
    [
      "too many saves",
      new ApiError(429, "too_many_requests", messages.catalogue.TROPPI_TENTATIVI),
      messages.catalogue.TROPPI_TENTATIVI,
    ],
    ["a server error (§8)", new ApiError(500, "error", "Errore"), messages.catalogue.ERRORE_CREAZIONE_BOZZA],
    [
      "no connection (§8)",
      new ApiError(0, "network_error", "Servizio non disponibile"),
      messages.catalogue.ERRORE_CREAZIONE_BOZZA,
    ],
  ])("says why the save failed after %s, and lets the applicant try again", async (_, error, message) => {
    const saveDraft = vi.fn().mockRejectedValueOnce(error).mockResolvedValueOnce(saved);
    const { actor } = setupJourney({ loadApplication: loadAt("/secci"), saveDraft }, session);
    await waitFor(actor, (s) => s.matches({ step: "editing" }));

    actor.send({ type: "SAVE_DRAFT" });
    await waitFor(actor, (s) => s.context.draft !== null);
    expect(actor.getSnapshot().context.draft).toEqual({ error: message });

    actor.send({ type: "SAVE_DRAFT" });
    expect(actor.getSnapshot().context.draft).toBeNull();
    await waitFor(actor, (s) => s.context.draft !== null);
    expect(actor.getSnapshot().context.draft).toEqual({ saved });
  });

  it("forgets the code once the applicant moves on", async () => {
    const { actor } = setupJourney(
      {
        loadApplication: loadAt("/offerta"),
        saveDraft: () => Promise.resolve(saved),
        submitStep: () => Promise.resolve({ ok: true, errors: {}, snapshot: snapshotAt("/secci") }),
      },
      session,
    );
    await waitFor(actor, (s) => s.matches({ step: "editing" }));
    actor.send({ type: "SAVE_DRAFT" });
    await waitFor(actor, (s) => s.context.draft !== null);

    actor.send(chooseOffer);
    await waitFor(actor, (s) => s.context.snapshot?.route === "/secci");
    expect(actor.getSnapshot().context.draft).toBeNull();
  });

  it("saves nothing before the application exists", () => {
    const { actor } = setupJourney({});
    expect(actor.getSnapshot().can({ type: "SAVE_DRAFT" })).toBe(false);
  });
});

describe("journey machine: a refused body's errors, by the step's own paths", () => {
  const refused = (errors: Record<string, string>) => new ApiError(422, "invalid_request", "Controlla", errors);

  it("drops the body's one key, so the error lands on the page's field", () => {
    const error = errorsWithinBody(
      refused({ "informazioniPersonali.residenza.attuale.indirizzo": "Troppo lungo", informazioniPersonali: "Manca" }),
      { informazioniPersonali: {} },
    );
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).errors).toEqual({
      "residenza.attuale.indirizzo": "Troppo lungo",
      informazioniPersonali: "Manca",
    });
    expect((error as ApiError).status).toBe(422);
  });

  it("leaves a body of several keys, and what is not the server's answer, as they are", () => {
    const several = refused({ "a.b": "x" });
    expect(errorsWithinBody(several, { a: {}, c: true })).toBe(several);
    const offline = new TypeError("offline");
    expect(errorsWithinBody(offline, { informazioniPersonali: {} })).toBe(offline);
  });
});
