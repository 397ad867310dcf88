import { describe, expect, it, vi } from "vitest";
import { createActor, fromPromise, waitFor } from "xstate";

import type { Snapshot, TrackingView } from "../api/types";
import { at, session } from "./fixtures";
import { journeyMachine } from "./journeyMachine";

type Navigation = { route: string; stay?: readonly string[]; within?: string };

const tracking: TrackingView = {
  numero: "12345678",
  stato: "FIRMATA",
  esito: "IN_ISTRUTTORIA",
  descrizione: "In valutazione",
  anomalie: [],
  inVerifica: [],
  aggiornatoIl: null,
};

function loading(snapshot: Snapshot) {
  const navigateTo = vi.fn<(params: Navigation) => void>();
  const machine = journeyMachine.provide({
    actors: { loadApplication: fromPromise(() => Promise.resolve(snapshot)) },
    actions: { navigateTo: (_, params) => navigateTo(params) },
  });
  const actor = createActor(machine, { input: { session } }).start();
  return { actor, navigateTo };
}

describe("journey machine: a signed request followed after sale (spec §2 /anomalie)", () => {
  it("lets a reload stay anywhere in the anomaly area, on the signed summary and the thank-you page", async () => {
    const { actor, navigateTo } = loading(at("/anomalie", { step: "FIRMA", status: "signed", tracking }));
    await waitFor(actor, (s) => s.matches({ step: "editing" }));
    expect(navigateTo).toHaveBeenCalledWith({
      route: "/anomalie",
      stay: ["/firma/riepilogo", "/typ"],
      within: "/anomalie",
    });
  });

  it("moves from the signed summary to the area when the first reading comes", async () => {
    const justSigned = at("/firma/riepilogo", { step: "FIRMA", status: "signed" });
    const { actor, navigateTo } = loading(justSigned);
    await waitFor(actor, (s) => s.matches({ step: "editing" }));
    navigateTo.mockClear();

    const read = { ...justSigned, route: "/anomalie", tracking };
    actor.send({ type: "SNAPSHOT_RECEIVED", snapshot: read });

    await waitFor(actor, (s) => s.matches({ step: "editing" }) && s.context.snapshot === read);
    expect(navigateTo).toHaveBeenCalledWith(expect.objectContaining({ route: "/anomalie", within: "/anomalie" }));
  });

  it("keeps a request not yet signed on its route", async () => {
    const { actor, navigateTo } = loading(at("/firma/carica", { step: "TYP" }));
    await waitFor(actor, (s) => s.matches({ step: "editing" }));
    expect(navigateTo).toHaveBeenCalledWith({ route: "/firma/carica", stay: undefined });
    expect(navigateTo.mock.calls[0]![0].within).toBeUndefined();
  });
});
