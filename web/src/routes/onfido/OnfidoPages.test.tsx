// @vitest-environment jsdom
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import type { ComponentType } from "react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fromPromise } from "xstate";

import { ApiError } from "../../api/client";
import type { Session } from "../../api/clientTypes";
import type { JourneyUpdate } from "../../api/documentUpdates";
import type { IdentityCheckStatus, OnfidoState, Snapshot, StepResult } from "../../api/types";
import { Provider } from "../../components/ui/provider";
import { resetDom, stubMatchMedia } from "../../lib/testDom";
import { session } from "../../machines/fixtures";
import { JourneyProvider } from "../../machines/JourneyProvider";
import { journeyMachine } from "../../machines/journeyMachine";
import { messages } from "../../messages";
import { fieldId } from "../../components/ui/field";
import { documentsAt, EMPTY, healthCardSlot, identitySlot } from "../documenti/fixtures";
import { identityCheckEnded } from "./IdentityCheckNotice";
import OnfidoConfermaPage from "./OnfidoConfermaPage";
import OnfidoPage, { onfidoView } from "./OnfidoPage";

type Submit = (input: { session: Session; update: JourneyUpdate }) => Promise<StepResult>;

const m = messages.onfido;

const onfido = (stato: IdentityCheckStatus, extra: Partial<OnfidoState> = {}): OnfidoState => ({
  modified: false,
  confirmed: false,
  stato,
  ...extra,
});

const READ = {
  ...EMPTY,
  numeroDocumento: "CA12345AB",
  dataRilascio: "10/03/2020",
  comuneRilascio: "ROMA",
  dataScadenza: "10/03/2030",
  cognome: "ROSSI",
  nome: "MARIO",
  dataNascita: "10/12/1985",
};

function at(route: string, state: OnfidoState): Snapshot {
  const snapshot = documentsAt(route, [identitySlot(), healthCardSlot()]);
  return { ...snapshot, onfido: state };
}

function renderPage(Page: ComponentType, snapshot: Snapshot, entry: string, submitStep: Submit) {
  const machine = journeyMachine.provide({
    actors: {
      loadApplication: fromPromise(() => Promise.resolve(snapshot)),
      submitStep: fromPromise(({ input }) => submitStep(input as never)),
    },
    actions: { navigateTo: () => {}, persistSession: () => {} },
  });
  const router = createMemoryRouter([{ path: "*", element: <Page /> }], { initialEntries: [entry] });
  render(
    <Provider>
      <JourneyProvider logic={machine} options={{ input: { session } }}>
        <RouterProvider router={router} />
      </JourneyProvider>
    </Provider>,
  );
}

let fetchMock: ReturnType<typeof vi.fn>;

beforeEach(() => {
  stubMatchMedia();
  // The snapshot stream: open, and silent.
  fetchMock = vi.fn(() => new Promise<Response>(() => {}));
  vi.stubGlobal("fetch", fetchMock);
});

afterEach(resetDom);

describe("onfidoView", () => {
  it.each([
    ["da_iniziare", null, false, "intro"],
    ["in_acquisizione", null, false, "started"],
    ["in_acquisizione", "completato", false, "checking"],
    ["in_acquisizione", "completato", true, "started"],
    ["in_acquisizione", "annullato", false, "cancelled"],
    ["in_verifica", null, false, "waiting"],
    ["in_verifica", "completato", false, "waiting"],
  ] as const)("stato %s, idcheck=%s, failed %s → %s", (stato, outcome, failed, view) => {
    expect(onfidoView(stato, outcome, failed)).toBe(view);
  });
});

describe("/onfido", () => {
  it("explains the check and lets the applicant upload the documents instead", async () => {
    const submitStep = vi.fn<Submit>(() => new Promise(() => {}));
    renderPage(OnfidoPage, at("/onfido", onfido("da_iniziare")), "/onfido", submitStep);

    await screen.findByRole("heading", { level: 1, name: m.heading });
    expect(screen.getByRole("button", { name: m.start })).toBeTruthy();
    expect(screen.getByText(m.keepAtHand[0])).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: m.skip }));
    await waitFor(() => expect(submitStep).toHaveBeenCalled());
    expect(submitStep.mock.calls[0]![0].update).toEqual({ endpoint: "onfido/skip", body: {} });
  });

  it("back with the photos: asks for the check once and waits for its result", async () => {
    const checking = at("/onfido", onfido("in_verifica"));
    const submitStep = vi.fn<Submit>(() => Promise.resolve({ ok: true, errors: {}, snapshot: checking }));
    renderPage(OnfidoPage, at("/onfido", onfido("in_acquisizione")), "/onfido?idcheck=completato", submitStep);

    const status = await screen.findByRole("status");
    expect(status.textContent).toContain(m.waiting);
    await waitFor(() => expect(submitStep).toHaveBeenCalledTimes(1));
    expect(submitStep.mock.calls[0]![0].update).toEqual({ endpoint: "onfido/check", body: {} });
    // The snapshot stream follows the check, to move on when its result comes.
    await waitFor(() => expect(fetchMock).toHaveBeenCalledWith(expect.stringMatching(/\/events$/), expect.anything()));
    expect(submitStep).toHaveBeenCalledTimes(1);
  });

  it("reloaded while the provider checks: waits, and does not ask for the check again", async () => {
    const submitStep = vi.fn<Submit>(() => new Promise(() => {}));
    renderPage(OnfidoPage, at("/onfido", onfido("in_verifica")), "/onfido?idcheck=completato", submitStep);

    await screen.findByRole("heading", { level: 1, name: m.waitingTitle });
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(submitStep).not.toHaveBeenCalled();
  });

  it("says why the check could not be sent, and offers to take the capture up again", async () => {
    const failed = vi.fn<Submit>(() =>
      Promise.reject(new ApiError(409, "incomplete", messages.catalogue.VERIFICA_REMOTA_INCOMPLETA)),
    );
    renderPage(OnfidoPage, at("/onfido", onfido("in_acquisizione")), "/onfido?idcheck=completato", failed);

    await screen.findByRole("heading", { name: m.startedTitle });
    expect(screen.getByText(messages.catalogue.VERIFICA_REMOTA_INCOMPLETA)).toBeTruthy();
    expect(screen.getByRole("button", { name: m.resume })).toBeTruthy();
    expect(failed).toHaveBeenCalledTimes(1);
  });

  it("an interrupted capture: start again or upload the documents", async () => {
    renderPage(
      OnfidoPage,
      at("/onfido", onfido("in_acquisizione")),
      "/onfido?idcheck=annullato",
      vi.fn<Submit>(() => new Promise(() => {})),
    );
    await screen.findByRole("heading", { name: m.cancelledTitle });
    expect(screen.getByRole("button", { name: m.restart })).toBeTruthy();
    expect(screen.getByRole("button", { name: m.skip })).toBeTruthy();
  });
});

describe("/onfido/conferma", () => {
  const read = onfido("da_confermare", { documento: "DIG", data: READ });

  it("shows the data read and sends the confirmed fields", async () => {
    const submitStep = vi.fn<Submit>(() => new Promise(() => {}));
    renderPage(OnfidoConfermaPage, at("/onfido/conferma", read), "/onfido/conferma", submitStep);

    await screen.findByRole("heading", { level: 1, name: m.conferma.heading });
    expect(screen.getAllByText("CA12345AB").length).toBeGreaterThan(0);
    expect(screen.getByText(messages.catalogue.TIPO_DOCUMENTO.DIG)).toBeTruthy();
    // The page says once what was read; the form says what is left to do (a review read both).
    expect(screen.getByText(m.conferma.formIntro)).toBeTruthy();
    expect(screen.queryByText(messages.upload.confirmIntro)).toBeNull();

    fireEvent.change(screen.getByLabelText(messages.upload.fields.provinciaRilascio), { target: { value: "rm" } });
    fireEvent.click(screen.getByRole("button", { name: m.conferma.confirm }));
    await waitFor(() => expect(submitStep).toHaveBeenCalled());
    expect(submitStep.mock.calls[0]![0].update).toEqual({
      endpoint: "onfido/confirmation",
      body: { values: { ...READ, provinciaRilascio: "RM" } },
    });
  });

  it("shows whom the document is of read-only, as read, and the rest to correct", async () => {
    const unreadNumber = onfido("da_confermare", { documento: "DIG", data: { ...READ, numeroDocumento: "" } });
    renderPage(
      OnfidoConfermaPage,
      at("/onfido/conferma", unreadNumber),
      "/onfido/conferma",
      () => new Promise(() => {}),
    );
    await screen.findByRole("heading", { level: 1, name: m.conferma.heading });

    const field = (name: keyof typeof READ) => screen.getByLabelText<HTMLInputElement>(messages.upload.fields[name]);
    for (const name of ["cognome", "nome", "dataNascita"] as const) {
      expect(field(name).readOnly).toBe(true);
      expect(field(name).value).toBe(READ[name]);
      // Its hint says why, read with the field.
      const hint = document.getElementById(field(name).getAttribute("aria-describedby")!)!;
      expect(hint.textContent).toBe(m.conferma.lockedHint);
    }
    // What the provider left unread is the applicant's to type; what else it read, to correct.
    for (const name of [
      "numeroDocumento",
      "dataRilascio",
      "comuneRilascio",
      "dataScadenza",
      "provinciaRilascio",
    ] as const) {
      expect(field(name).readOnly).toBe(false);
    }
  });

  it("lists what is missing in an error summary, focused, and sends nothing", async () => {
    const submitStep = vi.fn<Submit>(() => new Promise(() => {}));
    renderPage(OnfidoConfermaPage, at("/onfido/conferma", read), "/onfido/conferma", submitStep);

    fireEvent.click(await screen.findByRole("button", { name: m.conferma.confirm }));
    const summary = await screen.findByRole("alert");
    expect(summary.textContent).toContain(messages.upload.fields.provinciaRilascio);
    await waitFor(() => expect(document.activeElement).toBe(summary));
    const link = summary.querySelector("a");
    expect(link?.getAttribute("href")).toBe(`#${fieldId("IDE.provinciaRilascio")}`);
    expect(submitStep).not.toHaveBeenCalled();
  });

  it("shows the server's error on its field", async () => {
    const withProvince = at("/onfido/conferma", read);
    const submitStep = vi.fn<Submit>(() =>
      Promise.resolve({
        ok: false,
        errors: { "values.numeroDocumento": messages.catalogue.CAMPO_OBBLIGATORIO },
        snapshot: withProvince,
      }),
    );
    renderPage(OnfidoConfermaPage, withProvince, "/onfido/conferma", submitStep);
    fireEvent.change(await screen.findByLabelText(messages.upload.fields.provinciaRilascio), {
      target: { value: "RM" },
    });
    fireEvent.click(screen.getByRole("button", { name: m.conferma.confirm }));
    const summary = await screen.findByRole("alert");
    expect(summary.textContent).toContain(messages.upload.fields.numeroDocumento);
  });
});

describe("identityCheckEnded", () => {
  it.each([
    ["non_superata", messages.catalogue.VERIFICA_REMOTA_NON_SUPERATA],
    ["scaduta", messages.catalogue.VERIFICA_REMOTA_SCADUTA],
    ["rinunciata", messages.catalogue.VERIFICA_REMOTA_ANNULLATA],
    ["da_confermare", null],
    ["in_verifica", null],
  ] as const)("%s → %s", (stato, why) => {
    expect(identityCheckEnded(onfido(stato))).toBe(why);
  });

  it("says nothing without a check", () => {
    expect(identityCheckEnded(null)).toBeNull();
  });
});
