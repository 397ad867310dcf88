// @vitest-environment jsdom
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fromPromise } from "xstate";

import { API_BASE } from "../../api/client";
import type { Session } from "../../api/clientTypes";
import type { JourneyUpdate } from "../../api/documentUpdates";
import type { Snapshot, SpidState, StepResult } from "../../api/types";
import { stubXhr } from "../../api/testXhr";
import { Provider } from "../../components/ui/provider";
import { resetDom, stubMatchMedia } from "../../lib/testDom";
import { session } from "../../machines/fixtures";
import { JourneyProvider } from "../../machines/JourneyProvider";
import { journeyMachine } from "../../machines/journeyMachine";
import { messages } from "../../messages";
import { documentsAt, EMPTY, healthCardSlot, identitySlot } from "../documenti/fixtures";
import UploadPage from "../documenti/UploadStepPage";
import SpidDocumentiPage from "./SpidDocumentiPage";
import SpidPage from "./SpidPage";

const m = messages.spid;
type Submit = (input: { session: Session; update: JourneyUpdate }) => Promise<StepResult>;

const withSpid = (route: string, spid: SpidState): Snapshot => ({
  ...documentsAt(route, [identitySlot(), healthCardSlot()]),
  spid,
});

// What SPID gave for Mario Rossi (the sandbox's identity): the document has no province.
const MARIO: SpidState = {
  errorCounter: 0,
  confirmed: false,
  spidType: "SPID",
  info: {
    codiceFiscale: "RSSMRA85T10F205R",
    nome: "Mario",
    cognome: "Rossi",
    dataNascita: "10/12/1985",
    documento: "DIG",
    valori: {
      ...EMPTY,
      numeroDocumento: "CA12345AB",
      comuneRilascio: "MILANO",
      dataRilascio: "10/12/2021",
      dataScadenza: "10/12/2031",
    },
  },
};

function renderAt(snapshot: Snapshot, entry: string, submitStep: Submit = () => new Promise(() => {})) {
  const navigateTo = vi.fn<(route: string) => void>();
  const machine = journeyMachine.provide({
    actors: {
      loadApplication: fromPromise(() => Promise.resolve(snapshot)),
      submitStep: fromPromise(({ input }) => submitStep(input as never)),
    },
    actions: { navigateTo: (_, params) => navigateTo(params.route), persistSession: () => {} },
  });
  const router = createMemoryRouter(
    [
      { path: "/documenti/*", element: <UploadPage /> },
      { path: "/spid", element: <SpidPage /> },
      { path: "/spid/documenti", element: <SpidDocumentiPage /> },
    ],
    { initialEntries: [entry] },
  );
  render(
    <Provider>
      <JourneyProvider logic={machine} options={{ input: { session } }}>
        <RouterProvider router={router} />
      </JourneyProvider>
    </Provider>,
  );
  return { navigateTo, router };
}

beforeEach(() => {
  stubMatchMedia();
  stubXhr();
});

afterEach(resetDom);

describe("the SPID offer on the documents page", () => {
  it("is a card-link to /spid while SPID is open", async () => {
    renderAt(withSpid("/documenti", { errorCounter: 0, confirmed: false }), "/documenti");
    const link = await screen.findByRole("link", { name: new RegExp(`^${m.offer}`) });
    expect(link.getAttribute("href")).toBe("/spid");
  });

  it("is gone after two errors, and the page says why", async () => {
    const closed = withSpid("/documenti/documenti-personali", { errorCounter: 2, confirmed: false });
    renderAt(closed, "/documenti/documenti-personali");
    expect(await screen.findByText(messages.catalogue.SPID_NON_DISPONIBILE)).toBeTruthy();
    expect(screen.queryByRole("link", { name: new RegExp(`^${m.offer}`) })).toBeNull();
  });
});

describe("/spid", () => {
  it("tells why the last login failed and that one try is left", async () => {
    renderAt(withSpid("/documenti", { errorCounter: 1, confirmed: false }), "/spid?errore=codice-fiscale");
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain(messages.catalogue.SPID_CODICE_FISCALE_DIVERSO);
    expect(alert.textContent).toContain(m.lastAttempt);
  });

  it("an unknown reason is the generic SPID error", async () => {
    renderAt(withSpid("/documenti", { errorCounter: 1, confirmed: false }), "/spid?errore=boh");
    expect((await screen.findByRole("alert")).textContent).toContain(messages.catalogue.SPID_ERRORE);
  });

  it("asks the API for a login and goes to the gateway's address", async () => {
    const gateway = "https://eidg.example/authorize?state=DS_loan-1.x";
    const fetchMock = vi.fn(() => Promise.resolve(new Response(JSON.stringify({ url: gateway }), { status: 200 })));
    vi.stubGlobal("fetch", fetchMock);
    const assign = vi.fn();
    const location = window.location;
    // jsdom's location cannot be navigated: a stand-in that records where the page sends it.
    Object.defineProperty(window, "location", { configurable: true, value: { href: location.href, assign } });
    try {
      renderAt(withSpid("/documenti", { errorCounter: 0, confirmed: false }), "/spid");
      expect(screen.queryByRole("alert")).toBeNull();
      fireEvent.click(await screen.findByRole("button", { name: m.start }));
      await waitFor(() => expect(assign).toHaveBeenCalledWith(gateway));
      const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
      expect(url).toBe(`${API_BASE}/applications/loan-1/spid`);
      expect(init.method).toBe("POST");
      expect((init.headers as Record<string, string>)["b2b-authorization"]).toBe("tok-1");
    } finally {
      Object.defineProperty(window, "location", { configurable: true, value: location });
    }
  });

  it("says so when SPID cannot start", async () => {
    const refused = { code: "out_of_step", message: messages.catalogue.PASSO_NON_DISPONIBILE };
    vi.stubGlobal("fetch", () => Promise.resolve(new Response(JSON.stringify(refused), { status: 409 })));
    renderAt(withSpid("/documenti", { errorCounter: 0, confirmed: false }), "/spid");
    fireEvent.click(await screen.findByRole("button", { name: m.start }));
    expect((await screen.findByRole("alert")).textContent).toContain(messages.catalogue.PASSO_NON_DISPONIBILE);
  });
});

describe("/spid/documenti", () => {
  const atConfirm = withSpid("/spid/documenti", MARIO);

  it("shows what SPID gave read-only, says where it comes from, and asks only for the province", async () => {
    renderAt(atConfirm, "/spid/documenti");
    await screen.findByRole("heading", { name: m.documenti.heading });
    for (const value of ["RSSMRA85T10F205R", "ROSSI", "10/12/1985", "CA12345AB", "MILANO", "10/12/2031"]) {
      expect(screen.getByText(value)).toBeTruthy();
    }
    // Both recaps say the data are SPID's, not the applicant's to change.
    expect(screen.getAllByText(m.documenti.fromSpid)).toHaveLength(2);
    const inputs = screen.getAllByRole("textbox");
    expect(inputs).toHaveLength(1);
    expect(screen.getByLabelText(messages.upload.fields.provinciaRilascio)).toBe(inputs[0]);
  });

  it("sends only what the applicant typed", async () => {
    const submitStep = vi.fn<Submit>(() => new Promise(() => {}));
    renderAt(atConfirm, "/spid/documenti", submitStep);
    const province = await screen.findByLabelText(messages.upload.fields.provinciaRilascio);
    fireEvent.change(province, { target: { value: "mi" } });
    fireEvent.click(screen.getByRole("button", { name: m.documenti.confirm }));
    await waitFor(() => expect(submitStep).toHaveBeenCalled());
    expect(submitStep.mock.calls[0]![0].update).toEqual({
      endpoint: "spid/confirmation",
      body: { values: { ...EMPTY, provinciaRilascio: "MI" } },
    });
  });

  it("a refusal of whom SPID vouched for stays read-only, said on the value and in the summary", async () => {
    const refused = messages.catalogue.NUMERO_DOCUMENTO_NON_VALIDO;
    const submitStep = vi.fn<Submit>(() =>
      Promise.resolve({ ok: false, errors: { "values.numeroDocumento": refused }, snapshot: atConfirm }),
    );
    renderAt(atConfirm, "/spid/documenti", submitStep);
    fireEvent.change(await screen.findByLabelText(messages.upload.fields.provinciaRilascio), {
      target: { value: "MI" },
    });
    fireEvent.click(screen.getByRole("button", { name: m.documenti.confirm }));

    const summary = await screen.findByRole("alert", { name: m.documenti.errorsTitle });
    await waitFor(() => expect(document.activeElement).toBe(summary));
    const link = within(summary).getByRole("link");
    expect(link.textContent).toContain(refused);
    // No input to retype it: the link leads to SPID's value, which says what was refused.
    expect(screen.queryByLabelText(messages.upload.fields.numeroDocumento)).toBeNull();
    expect(screen.getAllByRole("textbox")).toHaveLength(1);
    const value = document.getElementById(link.getAttribute("href")!.slice(1))!;
    expect(value.textContent).toContain("CA12345AB");
    expect(value.textContent).toContain(refused);
    value.scrollIntoView = () => {}; // jsdom lays nothing out
    fireEvent.click(link);
    expect(document.activeElement).toBe(value);
    // What was typed before stays, and a second confirmation still sends nothing of SPID's.
    expect(screen.getByLabelText<HTMLInputElement>(messages.upload.fields.provinciaRilascio).value).toBe("MI");
    fireEvent.click(screen.getByRole("button", { name: m.documenti.confirm }));
    await waitFor(() => expect(submitStep).toHaveBeenCalledTimes(2));
    expect(submitStep.mock.calls[1]![0].update.body).toEqual({ values: { ...EMPTY, provinciaRilascio: "MI" } });
  });

  it("a refused value SPID gave but did not vouch for opens for correction", async () => {
    const refused = messages.catalogue.DOCUMENTO_SCADUTO;
    const submitStep = vi.fn<Submit>(() =>
      Promise.resolve({ ok: false, errors: { "values.dataScadenza": refused }, snapshot: atConfirm }),
    );
    renderAt(atConfirm, "/spid/documenti", submitStep);
    fireEvent.change(await screen.findByLabelText(messages.upload.fields.provinciaRilascio), {
      target: { value: "MI" },
    });
    fireEvent.click(screen.getByRole("button", { name: m.documenti.confirm }));

    const summary = await screen.findByRole("alert", { name: m.documenti.errorsTitle });
    expect(within(summary).getByRole("link").textContent).toContain(refused);
    const expiry = screen.getByLabelText<HTMLInputElement>(messages.upload.fields.dataScadenza);
    expect(expiry.value).toBe("10/12/2031");
    expect(expiry.readOnly).toBe(false);
    expect(expiry.getAttribute("aria-invalid")).toBe("true");
    // Shown once, in the form: the recap no longer holds it.
    expect(screen.queryByText("10/12/2031")).toBeNull();

    fireEvent.change(expiry, { target: { value: "10/12/2034" } });
    fireEvent.click(screen.getByRole("button", { name: m.documenti.confirm }));
    await waitFor(() => expect(submitStep).toHaveBeenCalledTimes(2));
    expect(submitStep.mock.calls[1]![0].update.body).toEqual({
      values: { ...EMPTY, dataScadenza: "10/12/2034", provinciaRilascio: "MI" },
    });
  });

  it("a refusal of the document as a whole is in the summary", async () => {
    const refusal = "Il documento risulta scaduto.";
    const submitStep = vi.fn<Submit>(() =>
      Promise.resolve({ ok: false, errors: { form: refusal }, snapshot: atConfirm }),
    );
    renderAt(atConfirm, "/spid/documenti", submitStep);
    fireEvent.change(await screen.findByLabelText(messages.upload.fields.provinciaRilascio), {
      target: { value: "MI" },
    });
    fireEvent.click(screen.getByRole("button", { name: m.documenti.confirm }));
    const summary = await screen.findByRole("alert", { name: m.documenti.errorsTitle });
    expect(summary.textContent).toContain(refusal);
  });
});
