// @vitest-environment jsdom
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fromPromise } from "xstate";

import { API_BASE, ApiError } from "../../api/client";
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

  it("names only the document still to give once the other is confirmed", async () => {
    const identityConfirmed: Snapshot = {
      ...documentsAt("/documenti", [identitySlot({ status: "confermato" }), healthCardSlot()]),
      spid: { errorCounter: 0, confirmed: false },
    };
    renderAt(identityConfirmed, "/documenti");
    const link = await screen.findByRole("link", { name: new RegExp(`^${m.offer}`) });
    expect(link.textContent).toContain(m.offerDescriptionOnly("tessera"));
    expect(link.textContent).not.toContain("carta d'identità");
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
    // The way on when SPID's data are not right, at the page's foot.
    expect(screen.getByRole("button", { name: m.documenti.decline })).toBeTruthy();
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

  it("a refused value SPID released stays read-only, and the documents instead come first", async () => {
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
    // Nothing to retype it into: SPID's value stands, with what was refused.
    expect(screen.queryByLabelText(messages.upload.fields.dataScadenza)).toBeNull();
    expect(screen.getAllByRole("textbox")).toHaveLength(1);
    expect(screen.getByText("10/12/2031")).toBeTruthy();
    // The way on is the next thing after the summary, said to be the one left.
    const wayOn = screen.getByRole("region", { name: m.documenti.declineStuckTitle });
    expect(summary.compareDocumentPosition(wayOn) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    const recap = screen.getByRole("heading", { name: m.documenti.personCard });
    expect(wayOn.compareDocumentPosition(recap) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(within(wayOn).getByRole("button", { name: m.documenti.decline })).toBeTruthy();
  });

  it("offers the documents instead of SPID's data, and goes where the answer's route says", async () => {
    const declined = { ...atConfirm, route: "/onfido", spid: { ...MARIO, info: null, errorCounter: 2 } };
    const submitStep = vi.fn<Submit>(() => Promise.resolve({ ok: true, errors: {}, snapshot: declined }));
    const { navigateTo } = renderAt(atConfirm, "/spid/documenti", submitStep);
    const wayOn = await screen.findByRole("region", { name: m.documenti.declineTitle });
    expect(wayOn.textContent).toContain(m.documenti.declineText);
    fireEvent.click(within(wayOn).getByRole("button", { name: m.documenti.decline }));
    await waitFor(() => expect(submitStep).toHaveBeenCalled());
    expect(submitStep.mock.calls[0]![0].update).toEqual({ endpoint: "spid/decline", body: {} });
    await waitFor(() => expect(navigateTo).toHaveBeenLastCalledWith("/onfido"));
  });

  it("says why the documents instead could not be chosen, beside its button", async () => {
    const submitStep = vi.fn<Submit>(() =>
      Promise.reject(new ApiError(409, "out_of_step", messages.catalogue.PASSO_NON_DISPONIBILE)),
    );
    renderAt(atConfirm, "/spid/documenti", submitStep);
    // After a confirmation that failed too: only the last Update's failure is said.
    fireEvent.change(await screen.findByLabelText(messages.upload.fields.provinciaRilascio), {
      target: { value: "MI" },
    });
    fireEvent.click(screen.getByRole("button", { name: m.documenti.confirm }));
    await waitFor(() => expect(submitStep).toHaveBeenCalledTimes(1));
    await screen.findByRole("alert");
    const wayOn = screen.getByRole("region", { name: m.documenti.declineTitle });
    fireEvent.click(within(wayOn).getByRole("button", { name: m.documenti.decline }));
    await waitFor(() => expect(submitStep).toHaveBeenCalledTimes(2));
    expect((await within(wayOn).findByRole("alert")).textContent).toContain(messages.catalogue.PASSO_NON_DISPONIBILE);
    // Not the confirmation's failure: the form says nothing.
    expect(screen.getAllByRole("alert")).toHaveLength(1);
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
    // What SPID released may be its cause: the documents instead are offered right after.
    const wayOn = screen.getByRole("region", { name: m.documenti.declineTitle });
    expect(wayOn.textContent).toContain(m.documenti.declineDocumentText);
    expect(summary.compareDocumentPosition(wayOn) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});
