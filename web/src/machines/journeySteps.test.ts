import { describe, expect, it, vi } from "vitest";
import { createActor, fromPromise, type SnapshotFrom, waitFor } from "xstate";

import { ApiError } from "../api/client";
import type { Session } from "../api/clientTypes";
import type { Resumed, StepResult, StepUpdate } from "../api/types";
import { BASENAME } from "../lib/routes";
import { messages } from "../messages";
import { at, session } from "./fixtures";
import { journeyMachine } from "./journeyMachine";

const answer = (route: string, errors = {}): StepResult => ({
  ok: Object.keys(errors).length === 0,
  errors,
  snapshot: at(route),
});

type Actors = Partial<Record<string, (input: never) => Promise<unknown>>>;
type Call = (input: unknown) => Promise<unknown>;

/** The machine with its actors replaced; loading answers the given route for the stored session. */
function setup(actors: Actors, route: string | null) {
  const navigateTo = vi.fn<(route: string) => void>();
  const persistSession = vi.fn<(s: Session) => void>();
  const unexpected = () => Promise.reject(new Error("not expected in this test"));
  const provided = Object.fromEntries(
    ["loadApplication", "submitStep", "resumeDraft", "sendOtp", "verifyOtp"].map((name) => [
      name,
      fromPromise(({ input }) =>
        name === "loadApplication" && route
          ? Promise.resolve(at(route))
          : ((actors[name] as Call | undefined) ?? unexpected)(input),
      ),
    ]),
  );
  const machine = journeyMachine.provide({
    actors: provided,
    actions: {
      navigateTo: (_, params) => navigateTo(params.route),
      persistSession: (_, s) => persistSession(s),
      forgetSession: () => {},
    },
  });
  const actor = createActor(machine, { input: { session: route ? session : null } });
  actor.start();
  return { actor, navigateTo, persistSession };
}

describe("journey machine: offer, SECCI and personal data (steps 2 to 4)", () => {
  const onRoute = (route: string) => (s: SnapshotFrom<typeof journeyMachine>) =>
    s.matches({ step: "editing" }) && s.context.snapshot?.route === route;

  it("chooses the offer, then lands on the SECCI the server produced", async () => {
    const submitStep = vi.fn((_: { session: Session; update: StepUpdate }) => Promise.resolve(answer("/secci")));
    const { actor, navigateTo } = setup({ submitStep }, "/offerta");
    await waitFor(actor, onRoute("/offerta"));

    const update = { endpoint: "offer", body: { offer: { prgSimul: "123" } } } as const;
    actor.send({ type: "SUBMIT_STEP", update });
    expect(actor.getSnapshot().matches({ step: "submitting" })).toBe(true);
    await waitFor(actor, onRoute("/secci"));
    expect(submitStep).toHaveBeenCalledWith({ session, update });
    expect(navigateTo).toHaveBeenLastCalledWith("/secci");
  });

  it("confirms the SECCI and goes on to the personal data", async () => {
    const { actor } = setup({ submitStep: () => Promise.resolve(answer("/informazioni-personali")) }, "/secci");
    await waitFor(actor, onRoute("/secci"));
    actor.send({ type: "SUBMIT_STEP", update: { endpoint: "secci", body: { confirmation: { letto: true } } } });
    await waitFor(actor, onRoute("/informazioni-personali"));
  });

  it("renews an old SECCI on the generic resume point", async () => {
    const { actor, navigateTo } = setup({ submitStep: () => Promise.resolve(answer("/secci")) }, "/resume/secci?step=");
    await waitFor(actor, onRoute("/resume/secci?step="));
    actor.send({ type: "SUBMIT_STEP", update: { endpoint: "secci-renewal", body: {} } });
    await waitFor(actor, onRoute("/secci"));
    expect(navigateTo).toHaveBeenLastCalledWith("/secci");
  });

  it("keeps the back office's errors on their fields and stays on the step", async () => {
    const errors = { "coordinateBancarie.iban": "CIN dell'IBAN errato" };
    const { actor } = setup(
      { submitStep: () => Promise.resolve(answer("/informazioni-personali", errors)) },
      "/informazioni-personali",
    );
    await waitFor(actor, onRoute("/informazioni-personali"));
    actor.send({ type: "SUBMIT_STEP", update: { endpoint: "personal-info", body: {} as never } });
    await waitFor(actor, (s) => s.matches({ step: "editing" }) && Object.keys(s.context.fieldErrors).length > 0);
    expect(actor.getSnapshot().context.fieldErrors).toEqual(errors);
    expect(actor.getSnapshot().context.formError).toBe(messages.catalogue.CONTROLLA_CAMPI);
  });

  it("asks once for a person to review an automated refusal", async () => {
    const submitStep = vi.fn((_: { session: Session; update: StepUpdate }) =>
      Promise.resolve({ ok: true, errors: {}, snapshot: at("/typ?esito=esito-non-valido", { reviewRequested: true }) }),
    );
    const { actor } = setup({ submitStep }, "/typ?esito=esito-non-valido");
    await waitFor(actor, (s) => s.matches({ esito: "idle" }));
    actor.send({ type: "REQUEST_REVIEW", motivo: "Pensione stabile" });
    await waitFor(actor, (s) => s.context.snapshot?.reviewRequested === true);
    expect(actor.getSnapshot().can({ type: "REQUEST_REVIEW", motivo: null })).toBe(false);
    expect(submitStep).toHaveBeenCalledTimes(1);
    expect(submitStep).toHaveBeenCalledWith({
      session,
      update: { endpoint: "review", body: { review: { motivo: "Pensione stabile" } } },
    });
  });
});

describe("journey machine: drafts (issue 6)", () => {
  const resumed: Resumed = { applicationId: "loan-2", token: "new-token", snapshot: at("/informazioni-personali") };

  it("opens a resumed draft with its new token on the snapshot's route", async () => {
    const { actor, navigateTo, persistSession } = setup({ resumeDraft: () => Promise.resolve(resumed) }, null);
    actor.send({ type: "RESUME", key: { code: "abc" } });
    await waitFor(actor, (s) => s.matches("step"));
    expect(persistSession).toHaveBeenCalledWith({ applicationId: "loan-2", token: "new-token" });
    expect(actor.getSnapshot().context.session).toEqual({ applicationId: "loan-2", token: "new-token" });
    expect(navigateTo).toHaveBeenLastCalledWith("/informazioni-personali");
  });

  it("sends an unknown draft to the public simulator page", async () => {
    const { actor, navigateTo } = setup(
      { resumeDraft: () => Promise.reject(new ApiError(404, "not_found", messages.catalogue.BOZZA_NON_TROVATA)) },
      null,
    );
    actor.send({ type: "RESUME", key: { draftId: "loan-x" } });
    await waitFor(actor, (s) => s.matches("informazioniBase"));
    expect(navigateTo).toHaveBeenLastCalledWith("/simulatore?bozza=non-trovata");
  });

  it("sends an expired draft to the url of the 410", async () => {
    // The server's url is under the app's basename (/main in the build).
    const url = `${BASENAME}/typ?esito=tracking-pratica-scaduto`;
    const { actor, navigateTo } = setup(
      { resumeDraft: () => Promise.reject(new ApiError(410, "expired", url, {}, null, url)) },
      null,
    );
    actor.send({ type: "RESUME", key: { code: "old" } });
    await waitFor(actor, (s) => s.matches("esito"));
    expect(navigateTo).toHaveBeenLastCalledWith("/typ?esito=tracking-pratica-scaduto");
  });

  it.each([
    [new ApiError(500, "resume_failed", "x"), messages.catalogue.INTERNAL_SERVER_ERROR],
    [new ApiError(0, "network_error", "x"), messages.catalogue.ERRORE_CARICAMENTO_BOZZA],
  ])("tells a failed resume apart from a missing draft (%s)", async (error, message) => {
    const { actor } = setup({ resumeDraft: () => Promise.reject(error) }, null);
    actor.send({ type: "RESUME", key: { code: "abc" } });
    await waitFor(actor, (s) => s.matches("resumeFailed"));
    expect(actor.getSnapshot().context.loadError).toBe(message);
  });

  describe("the resume code typed on /resume (issue 13.3)", () => {
    const typed = { type: "RESUME", key: { code: "K7QM2XPRH9TD4WNB" }, typed: true } as const;

    it("opens the draft like the link does", async () => {
      const resumeDraft = vi.fn(() => Promise.resolve(resumed));
      const { actor, navigateTo, persistSession } = setup({ resumeDraft }, null);
      actor.send(typed);
      expect(actor.getSnapshot().matches({ resumeByCode: "resuming" })).toBe(true);
      await waitFor(actor, (s) => s.matches("step"));
      expect(resumeDraft).toHaveBeenCalledWith({ key: { code: "K7QM2XPRH9TD4WNB" } });
      expect(persistSession).toHaveBeenCalledWith({ applicationId: "loan-2", token: "new-token" });
      expect(navigateTo).toHaveBeenLastCalledWith("/informazioni-personali");
    });

    it("says on the field that no draft has the code, and stays to try again", async () => {
      const { actor, navigateTo } = setup(
        { resumeDraft: () => Promise.reject(new ApiError(404, "not_found", messages.catalogue.BOZZA_NON_TROVATA)) },
        null,
      );
      actor.send(typed);
      await waitFor(actor, (s) => s.matches({ resumeByCode: "form" }));
      expect(actor.getSnapshot().context).toMatchObject({
        fieldErrors: { code: messages.resume.codeNotFound },
        formError: messages.catalogue.BOZZA_NON_TROVATA,
      });
      expect(navigateTo).not.toHaveBeenCalled();

      actor.send(typed);
      expect(actor.getSnapshot().context).toMatchObject({ fieldErrors: {}, formError: null });
    });

    it.each([
      [new ApiError(429, "rate_limited", messages.catalogue.TROPPI_TENTATIVI), messages.catalogue.TROPPI_TENTATIVI],
      [new ApiError(500, "resume_failed", "x"), messages.catalogue.INTERNAL_SERVER_ERROR],
      [new ApiError(0, "network_error", "x"), messages.catalogue.ERRORE_CARICAMENTO_BOZZA],
    ])("tells why the attempt failed (%s)", async (error, message) => {
      const { actor } = setup({ resumeDraft: () => Promise.reject(error) }, null);
      actor.send(typed);
      await waitFor(actor, (s) => s.matches({ resumeByCode: "form" }));
      expect(actor.getSnapshot().context.formError).toBe(message);
    });

    it("sends an expired draft to the url of the 410, as the link does", async () => {
      const url = `${BASENAME}/typ?esito=tracking-pratica-scaduto`;
      const { actor, navigateTo } = setup(
        { resumeDraft: () => Promise.reject(new ApiError(410, "expired", url, {}, null, url)) },
        null,
      );
      actor.send(typed);
      await waitFor(actor, (s) => s.matches("esito"));
      expect(navigateTo).toHaveBeenLastCalledWith("/typ?esito=tracking-pratica-scaduto");
    });
  });

  it("resumes by request number only after the SMS code", async () => {
    const key = { request_number: "12345678", fiscal_code: "RSSMRA85T10F205R" };
    let tries = 0;
    const verifyOtp = vi.fn(() =>
      ++tries === 1
        ? Promise.reject(new ApiError(422, "otp_invalid", messages.catalogue.OTP_NON_VALIDO))
        : Promise.resolve(resumed),
    );
    const { actor } = setup({ sendOtp: () => Promise.resolve({ otpSent: true }), verifyOtp }, null);
    actor.send({ type: "REQUEST_OTP", key });
    await waitFor(actor, (s) => s.matches({ resumeByNumber: "code" }));
    actor.send({ type: "VERIFY_OTP", otp: "000000" });
    await waitFor(actor, (s) => s.matches({ resumeByNumber: "code" }) && s.context.formError !== null);
    expect(actor.getSnapshot().context.formError).toBe(messages.catalogue.OTP_NON_VALIDO);
    actor.send({ type: "VERIFY_OTP", otp: "123456" });
    await waitFor(actor, (s) => s.matches("step"));
    expect(verifyOtp).toHaveBeenLastCalledWith({ key, otp: "123456" });
  });

  it("says 'Bozza non trovata' for an unknown request number", async () => {
    const { actor } = setup({ sendOtp: () => Promise.reject(new ApiError(404, "not_found", "x")) }, null);
    actor.send({ type: "REQUEST_OTP", key: { request_number: "00000000", fiscal_code: "RSSMRA85T10F205R" } });
    await waitFor(actor, (s) => s.matches({ resumeByNumber: "form" }) && s.context.formError !== null);
    expect(actor.getSnapshot().context.formError).toBe(messages.catalogue.BOZZA_NON_TROVATA);
  });
});
