// @vitest-environment jsdom
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import type { ComponentType } from "react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fromPromise } from "xstate";

import { API_BASE } from "../../api/client";
import type { Session } from "../../api/clientTypes";
import { FakeXhr, stubXhr } from "../../api/testXhr";
import type { DocumentsUpdate } from "../../api/documentUpdates";
import type { FirmaView, Snapshot } from "../../api/types";
import type { StepResult } from "../../api/types";
import { Provider } from "../../components/ui/provider";
import { resetDom, stubMatchMedia } from "../../lib/testDom";
import { session } from "../../machines/fixtures";
import { JourneyProvider } from "../../machines/JourneyProvider";
import { journeyMachine } from "../../machines/journeyMachine";
import { messages } from "../../messages";
import { documentsAt, healthCardSlot, identitySlot, payslipSlot, READ_CIE, uploadedSides } from "./fixtures";
import ReviewPage from "./ReviewPage";
import RiepilogoPage from "./RiepilogoPage";
import SalvaInformazioniPage from "./SalvaInformazioniPage";

type Submit = (input: { session: Session; update: DocumentsUpdate }) => Promise<StepResult>;

function renderPage(Page: ComponentType, snapshot: Snapshot, submitStep: Submit = () => new Promise(() => {})) {
  const machine = journeyMachine.provide({
    actors: {
      loadApplication: fromPromise(() => Promise.resolve(snapshot)),
      submitStep: fromPromise(({ input }) => submitStep(input as never)),
    },
    actions: { navigateTo: () => {}, persistSession: () => {} },
  });
  const router = createMemoryRouter([{ path: "*", element: <Page /> }], { initialEntries: [snapshot.route] });
  render(
    <Provider>
      <JourneyProvider logic={machine} options={{ input: { session } }}>
        <RouterProvider router={router} />
      </JourneyProvider>
    </Provider>,
  );
}

const confirmed = [
  identitySlot({ sides: uploadedSides, values: { ...READ_CIE, comuneRilascio: "ROMA" }, status: "confermato" }),
  healthCardSlot({ sides: uploadedSides, status: "confermato" }),
  payslipSlot({ sides: [uploadedSides[0]!], status: "confermato" }),
];
const summary = (extra = {}) => documentsAt("/documenti/riepilogo", confirmed, extra);
const m = messages.riepilogo;

beforeEach(() => {
  stubMatchMedia();
  // The base data's recap beside the next step reads the lookups; none are needed here.
  vi.stubGlobal(
    "fetch",
    vi.fn(() => Promise.resolve(new Response("{}", { status: 503 }))),
  );
});

afterEach(resetDom);

const firmaView = (extra: Partial<FirmaView> = {}): FirmaView => ({
  contratto: false,
  otp: { counter: 0, attemptsLeft: 5, expired: false, locked: false, resendAfterSeconds: 30 },
  firmato: false,
  signedAt: "",
  transactionId: "",
  ...extra,
});

describe("request summary (/documenti/riepilogo)", () => {
  it("shows the loan, the personal data and one card per document, and sends the request", async () => {
    const submitStep = vi.fn<Submit>(() =>
      Promise.resolve({
        ok: true,
        errors: {},
        snapshot: { ...summary({ sent: true }), route: "/firma/carica", step: "TYP" },
      }),
    );
    renderPage(RiepilogoPage, summary(), submitStep);

    await screen.findByRole("heading", { level: 1, name: m.heading });
    const parts = screen.getAllByRole("heading", { level: 2 }).map((heading) => heading.textContent);
    expect(parts.slice(0, 3)).toEqual([m.loanTitle, m.personalTitle, m.documentsTitle]);
    const documents = screen.getByRole("region", { name: m.documentsTitle });
    for (const title of ["Documento d'identità", "Tessera sanitaria", "Busta paga"]) {
      expect(within(documents).getByRole("region", { name: title })).toBeTruthy();
    }
    expect(screen.getByText(messages.catalogue.TIPO_DOCUMENTO.DIG)).toBeTruthy();
    // Each part can be changed.
    expect(screen.getByRole("link", { name: m.changeLoan })).toBeTruthy();
    expect(screen.getByRole("button", { name: m.changePersonal })).toBeTruthy();
    expect(within(documents).getByRole("button", { name: "Modifica (Busta paga)" })).toBeTruthy();

    fireEvent.click(screen.getByRole("button", { name: m.send }));
    await waitFor(() => expect(submitStep).toHaveBeenCalled());
    expect(submitStep.mock.calls[0]![0].update).toEqual({ endpoint: "request", body: {} });
  });

  it("goes back to the personal data page to change them", async () => {
    const submitStep = vi.fn<Submit>(() => new Promise(() => {}));
    renderPage(RiepilogoPage, summary(), submitStep);
    fireEvent.click(await screen.findByRole("button", { name: m.changePersonal }));
    await waitFor(() => expect(submitStep).toHaveBeenCalled());
    expect(submitStep.mock.calls[0]![0].update).toEqual({ endpoint: "personal-info-change", body: {} });
  });

  it("lists the back office's refusal by field, with status KO, and focuses it", async () => {
    const refused = {
      ...summary({ sent: true }),
      firma: firmaView({ erroriPratica: { "pratica.iban": "IBAN estinto" } }),
    };
    const submitStep = vi.fn<Submit>(() =>
      Promise.resolve({
        ok: false,
        errors: { form: messages.catalogue.ERRORE_INVIO_PRATICA, "pratica.iban": "IBAN estinto" },
        snapshot: refused,
      }),
    );
    renderPage(RiepilogoPage, summary(), submitStep);
    fireEvent.click(await screen.findByRole("button", { name: m.send }));

    const title = await screen.findByRole("heading", { name: messages.catalogue.ERRORE_INVIO_PRATICA });
    const alert = title.closest<HTMLElement>('[role="alert"]')!;
    expect(within(alert).getByText(m.refusedStatus)).toBeTruthy();
    expect(within(alert).getByRole("listitem").textContent).toBe("IBAN: IBAN estinto");
    await waitFor(() => expect(alert.parentElement!.contains(document.activeElement)).toBe(true));
  });

  it("keeps the refusal after a reload, from the snapshot", async () => {
    const refused = {
      ...summary({ sent: true }),
      firma: firmaView({ erroriPratica: { "pratica.residenza.cap": "CAP non valido" } }),
    };
    renderPage(RiepilogoPage, refused);
    const title = await screen.findByRole("heading", { name: messages.catalogue.ERRORE_INVIO_PRATICA });
    expect(within(title.closest<HTMLElement>('[role="alert"]')!).getByRole("listitem").textContent).toBe(
      "CAP di residenza: CAP non valido",
    );
  });

  it("says the documents could not be sent, loses nothing, and sends again", async () => {
    const submitStep = vi.fn<Submit>(() => new Promise(() => {}));
    renderPage(RiepilogoPage, summary({ sendFailed: true }), submitStep);

    const title = await screen.findByRole("heading", { name: messages.catalogue.ERRORE_INVIO_DOCUMENTI });
    const alert = title.closest<HTMLElement>('[role="alert"]')!;
    expect(within(alert).getByText(m.nothingLost)).toBeTruthy();
    fireEvent.click(within(alert).getByRole("button", { name: m.retry }));
    await waitFor(() => expect(submitStep).toHaveBeenCalled());
    expect(submitStep.mock.calls[0]![0].update).toEqual({ endpoint: "request", body: {} });
  });
});

describe("save information (/documenti/salva-informazioni)", () => {
  it("says no proof of income is needed, and saves to go on", async () => {
    const submitStep = vi.fn<Submit>(() => new Promise(() => {}));
    renderPage(SalvaInformazioniPage, documentsAt("/documenti/salva-informazioni", confirmed.slice(0, 2)), submitStep);
    await screen.findByRole("heading", { level: 1, name: messages.salvaInformazioni.heading });
    fireEvent.click(screen.getByRole("button", { name: messages.salvaInformazioni.submit }));
    await waitFor(() => expect(submitStep).toHaveBeenCalled());
    expect(submitStep.mock.calls[0]![0].update).toEqual({ endpoint: "documents/information", body: {} });
  });
});

describe("document review for known customers (/documenti/review)", () => {
  it("shows the identity document card on file and confirms it as it is", async () => {
    const onFile = identitySlot({
      sides: uploadedSides,
      values: { ...READ_CIE, comuneRilascio: "ROMA" },
      status: "da_confermare",
    });
    const submitStep = vi.fn<Submit>(() => new Promise(() => {}));
    renderPage(ReviewPage, documentsAt("/documenti/review", [onFile]), submitStep);

    const card = await screen.findByRole("region", { name: "Documento d'identità" });
    expect(within(card).getByText("CA12345AB")).toBeTruthy();
    fireEvent.click(within(card).getByRole("button", { name: messages.review.confirm }));
    await waitFor(() => expect(submitStep).toHaveBeenCalled());
    expect(submitStep.mock.calls[0]![0].update).toEqual({
      endpoint: "documents/IDE/confirmation",
      body: { values: onFile.values },
    });
  });

  it("replaces a document that changed by uploading a new one", async () => {
    stubXhr();
    const onFile = identitySlot({
      sides: [],
      values: { ...READ_CIE, comuneRilascio: "ROMA" },
      status: "da_confermare",
    });
    renderPage(ReviewPage, documentsAt("/documenti/review", [onFile]));
    const card = await screen.findByRole("region", { name: "Documento d'identità" });
    fireEvent.click(within(card).getByRole("button", { name: messages.review.replace }));

    const upload = await screen.findByRole("region", { name: "Documento d'identità" });
    fireEvent.click(within(upload).getByRole("radio", { name: messages.catalogue.TIPO_DOCUMENTO.PAT }));
    expect(within(upload).getByRole("group", { name: messages.upload.sides.retro })).toBeTruthy();
    const photo = new File([new Uint8Array(10)], "patente.jpg", { type: "image/jpeg" });
    fireEvent.change(document.querySelector('[data-testid="file-IDE-fronte"]')!, { target: { files: [photo] } });
    expect(FakeXhr.last!.url).toBe(`${API_BASE}/applications/loan-1/documents/IDE/fronte`);
    expect(FakeXhr.last!.body?.get("code")).toBe("PAT");
  });

  it("asks for a field the file lacks instead of confirming it empty", async () => {
    const lacking = identitySlot({ sides: uploadedSides, values: READ_CIE, status: "da_confermare" });
    renderPage(ReviewPage, documentsAt("/documenti/review", [lacking]));
    const card = await screen.findByRole("region", { name: "Documento d'identità" });
    expect(within(card).getByLabelText<HTMLInputElement>(messages.upload.fields.comuneRilascio).value).toBe("");
  });
});
