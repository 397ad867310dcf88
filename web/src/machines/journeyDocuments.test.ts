import { describe, expect, it, vi } from "vitest";
import { createActor, fromPromise, waitFor } from "xstate";

import type { Session } from "../api/clientTypes";
import type { DocumentsUpdate } from "../api/documentUpdates";
import type { DraftSaved, Snapshot, StepResult } from "../api/types";
import { documentsAt, identitySlot, READ_CIE, uploadedSides } from "../routes/documenti/fixtures";
import { at, session } from "./fixtures";
import { journeyMachine } from "./journeyMachine";

const onDocumenti = documentsAt("/documenti", [identitySlot()]);
const read = documentsAt("/documenti", [
  identitySlot({ sides: uploadedSides, values: READ_CIE, status: "da_confermare" }),
]);

/** The machine on /documenti with its calls replaced: `submitStep` and `saveDraft` answer as given. */
function onDocumentsPage(calls: {
  submitStep?: (input: { session: Session; update: DocumentsUpdate }) => Promise<StepResult>;
  saveDraft?: () => Promise<DraftSaved>;
}) {
  const navigateTo = vi.fn<(route: string) => void>();
  const never = () => new Promise<never>(() => {});
  const machine = journeyMachine.provide({
    actors: {
      loadApplication: fromPromise(() => Promise.resolve<Snapshot>(onDocumenti)),
      submitStep: fromPromise(({ input }) => (calls.submitStep ?? never)(input as never)),
      saveDraft: fromPromise(() => (calls.saveDraft ?? never)()),
    },
    actions: { navigateTo: (_, params) => navigateTo(params.route), persistSession: () => {}, forgetSession: () => {} },
  });
  const actor = createActor(machine, { input: { session } }).start();
  return { actor, navigateTo };
}

describe("journey machine: snapshots received on the documents step (issue 14)", () => {
  it("shows what the phone uploaded on the page the applicant is on, without moving", async () => {
    const { actor, navigateTo } = onDocumentsPage({});
    await waitFor(actor, (s) => s.matches({ step: "editing" }));
    navigateTo.mockClear();

    actor.send({ type: "SNAPSHOT_RECEIVED", snapshot: read });

    expect(actor.getSnapshot().context.snapshot).toBe(read);
    expect(actor.getSnapshot().matches({ step: "editing" })).toBe(true);
    expect(navigateTo).not.toHaveBeenCalled();
  });

  it("moves on by itself when the snapshot's route is another page", async () => {
    const { actor, navigateTo } = onDocumentsPage({});
    await waitFor(actor, (s) => s.matches({ step: "editing" }));

    const next = documentsAt("/documenti/giustificativo-del-reddito/busta-paga", []);
    actor.send({ type: "SNAPSHOT_RECEIVED", snapshot: next });

    await waitFor(actor, (s) => s.matches({ step: "editing" }) && s.context.snapshot === next);
    expect(navigateTo).toHaveBeenLastCalledWith("/documenti/giustificativo-del-reddito/busta-paga");
  });

  it("keeps the resume code on screen when the phone uploads meanwhile", async () => {
    const saved: DraftSaved = { code: "K7QM2XPRH9TD4WNB", link: "https://x/main/resume?code=K7QM", snapshot: at("/") };
    const { actor } = onDocumentsPage({ saveDraft: () => Promise.resolve(saved) });
    await waitFor(actor, (s) => s.matches({ step: "editing" }));
    actor.send({ type: "SAVE_DRAFT" });
    await waitFor(actor, (s) => s.context.draft !== null);

    actor.send({ type: "SNAPSHOT_RECEIVED", snapshot: read });

    expect(actor.getSnapshot().context.draft).toEqual({ saved });
  });

  it("lets a submission's own answer decide while it is in flight", async () => {
    let answer: (result: StepResult) => void = () => {};
    const submitStep = vi.fn(() => new Promise<StepResult>((resolve) => (answer = resolve)));
    const { actor } = onDocumentsPage({ submitStep });
    await waitFor(actor, (s) => s.matches({ step: "editing" }));

    const update = { endpoint: "documents/IDE/confirmation", body: { values: READ_CIE } } as const;
    actor.send({ type: "SUBMIT_STEP", update });
    expect(submitStep).toHaveBeenCalledWith({ session, update });

    // An older snapshot from the stream arrives before the answer: not taken.
    actor.send({ type: "SNAPSHOT_RECEIVED", snapshot: read });
    expect(actor.getSnapshot().context.snapshot).toBe(onDocumenti);

    const confirmed = documentsAt("/documenti/giustificativo-del-reddito/busta-paga", []);
    answer({ ok: true, errors: {}, snapshot: confirmed });
    await waitFor(actor, (s) => s.matches({ step: "editing" }) && s.context.snapshot === confirmed);
  });

  it("is not taken on a page outside the journey's steps", () => {
    const actor = createActor(journeyMachine, { input: { session: null } }).start();
    expect(actor.getSnapshot().can({ type: "SNAPSHOT_RECEIVED", snapshot: read })).toBe(false);
  });
});

describe("journey machine: SPID (issue 15)", () => {
  function loading(snapshot: Snapshot) {
    const navigateTo = vi.fn<(params: { route: string; stay?: readonly string[] }) => void>();
    const machine = journeyMachine.provide({
      actors: { loadApplication: fromPromise(() => Promise.resolve(snapshot)) },
      actions: { navigateTo: (_, params) => navigateTo(params) },
    });
    const actor = createActor(machine, { input: { session } }).start();
    return { actor, navigateTo };
  }

  it("lets /spid stay on a reload while SPID is offered on the documents page", async () => {
    const { actor, navigateTo } = loading({ ...onDocumenti, spid: { errorCounter: 1, confirmed: false } });
    await waitFor(actor, (s) => s.matches({ step: "editing" }));
    expect(navigateTo).toHaveBeenCalledWith({ route: "/documenti", stay: ["/spid"] });
  });

  it("sends the applicant to the server's route once SPID is closed", async () => {
    const closed = documentsAt("/documenti/documenti-personali", [identitySlot()]);
    const { actor, navigateTo } = loading({ ...closed, spid: { errorCounter: 2, confirmed: false } });
    await waitFor(actor, (s) => s.matches({ step: "editing" }));
    expect(navigateTo).toHaveBeenCalledWith({ route: "/documenti/documenti-personali", stay: undefined });
  });
});
