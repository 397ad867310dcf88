// @vitest-environment jsdom
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fromPromise } from "xstate";

import type { AnomalyView, FirmaView, Snapshot, StepResult, TrackingView } from "../../api/types";
import { Provider } from "../../components/ui/provider";
import { ANOMALY_PAGES } from "../../lib/routes";
import { resetDom, stubMatchMedia } from "../../lib/testDom";
import { at, session } from "../../machines/fixtures";
import { JourneyProvider } from "../../machines/JourneyProvider";
import { journeyMachine } from "../../machines/journeyMachine";
import { messages } from "../../messages";
import { anomalieMessages } from "./anomalieMessages";
import NotFoundPage from "../NotFoundPage";
import { TypPage } from "../typ/TypPage";
import { AnomaliePage } from "./AnomaliePage";
import { AnomalyDocumentPage } from "./AnomalyDocumentPage";

const m = anomalieMessages;
const NUMBER = "12345678";
const HEALTH_CARD_PAGE = "/anomalie/tessera-sanitaria";

const healthCard: AnomalyView = {
  codDocumento: "CF",
  descrizione: "Tessera sanitaria",
  motivo: messages.catalogue.ANOMALIA_DOCUMENTO_NON_VALIDO,
  pagina: HEALTH_CARD_PAGE,
  retro: true,
};
const unhandled: AnomalyView = {
  codDocumento: "XYZ",
  descrizione: "Visura camerale",
  motivo: messages.catalogue.ANOMALIA_NON_GESTITA,
  pagina: null,
  retro: false,
};

const firma: FirmaView = {
  pratica: { numero: NUMBER, codiceAnagrafico: "7654321", sent: true },
  contratto: true,
  otp: { counter: 1, attemptsLeft: 5, expired: false, locked: false, resendAfterSeconds: 30 },
  firmato: true,
  signedAt: "2026-11-23T10:00:00",
  transactionId: "tx-1",
};

const tracking = (extra: Partial<TrackingView> = {}): TrackingView => ({
  numero: NUMBER,
  stato: "FIRMATA",
  esito: "IN_ISTRUTTORIA",
  descrizione: messages.catalogue.RICHIESTA_IN_VALUTAZIONE,
  anomalie: [healthCard],
  inVerifica: ["Documento di identità"],
  aggiornatoIl: "2026-11-29T14:05:00Z",
  ...extra,
});

const signed = (extra: Partial<TrackingView> | null = {}): Snapshot =>
  at("/anomalie", { step: "FIRMA", status: "signed", firma, tracking: extra === null ? null : tracking(extra) });

const answer = (snapshot: Snapshot, errors: Record<string, string> = {}): StepResult => ({
  ok: Object.keys(errors).length === 0,
  errors,
  snapshot,
});

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

/** fetch as the API answers: `tracking` and `anomalies` as given, the contract's PDF, else 503. */
function stubApi(calls: { tracking?: () => Response; anomaly?: (body: FormData) => Response }) {
  const fetchMock = vi.fn((url: string, init?: RequestInit) => {
    if (url.endsWith(".pdf")) {
      return Promise.resolve(new Response("%PDF-1.7", { headers: { "Content-Type": "application/pdf" } }));
    }
    if (url.endsWith("/tracking") && calls.tracking) return Promise.resolve(calls.tracking());
    if (url.includes("/anomalies/") && calls.anomaly) return Promise.resolve(calls.anomaly(init!.body as FormData));
    return Promise.resolve(json({}, 503));
  });
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

function renderAt(entry: string, snapshot: Snapshot) {
  const machine = journeyMachine.provide({
    actors: { loadApplication: fromPromise(() => Promise.resolve(snapshot)) },
    actions: { navigateTo: () => {}, persistSession: () => {} },
  });
  const router = createMemoryRouter(
    [
      { path: "/typ", element: <TypPage /> },
      { path: "/anomalie", element: <AnomaliePage /> },
      // As the app's router (pages.ts): one route per anomaly page, anything else not found.
      ...ANOMALY_PAGES.map((path) => ({ path, element: <AnomalyDocumentPage /> })),
      { path: "*", element: <NotFoundPage /> },
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
  return router;
}

/** A JPEG (by its first bytes) whose content is its name: two names, two different files. */
const jpeg = (name: string) => new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0]), name], name, { type: "image/jpeg" });

/** The hidden file input of a side's "Scegli un file", given a file as the browser's dialog does. */
function choose(side: string, file: File) {
  const group = screen.getByRole("group", { name: side });
  const input = group.querySelector<HTMLInputElement>('input[type="file"]:not([capture])')!;
  fireEvent.change(input, { target: { files: [file] } });
}

beforeEach(() => {
  stubMatchMedia();
  vi.stubGlobal("URL", Object.assign(URL, { createObjectURL: () => "blob:contratto", revokeObjectURL: () => {} }));
});

afterEach(() => {
  vi.restoreAllMocks();
  resetDom();
});

describe("the anomaly area (/anomalie)", () => {
  it("shows where the request stands, each anomaly's card-link and the documents being checked", async () => {
    const read = signed({ anomalie: [healthCard, unhandled] });
    const fetchMock = stubApi({ tracking: () => json(answer(read)) });
    renderAt("/anomalie", signed());

    await screen.findByRole("heading", { level: 1, name: m.heading });
    expect(screen.getByText(messages.catalogue.RICHIESTA_IN_VALUTAZIONE)).toBeTruthy();
    expect(screen.getByText(NUMBER)).toBeTruthy();
    expect(screen.getByText(/^\d\d\/\d\d\/2026 alle \d\d:\d\d$/)).toBeTruthy();
    // Read again on arrival, with the session's token.
    const [, init] = fetchMock.mock.calls.find(([url]) => url.endsWith("/tracking"))!;
    expect(init?.method).toBe("POST");
    expect((init?.headers as Record<string, string>)["b2b-authorization"]).toBe(session.token);

    const link = await screen.findByRole("link", { name: /^Tessera sanitaria/ });
    expect(link.getAttribute("href")).toBe(HEALTH_CARD_PAGE);
    expect(within(link).getByText(messages.catalogue.ANOMALIA_DOCUMENTO_NON_VALIDO)).toBeTruthy();
    // A type with no page: said, and no link.
    expect(screen.getByText("Visura camerale")).toBeTruthy();
    expect(screen.getByText(messages.catalogue.ANOMALIA_NON_GESTITA)).toBeTruthy();
    expect(screen.queryByRole("link", { name: /Visura camerale/ })).toBeNull();
    expect(within(screen.getByTestId("in-verifica")).getByText("Documento di identità")).toBeTruthy();
    expect(screen.queryByText(m.noneTitle)).toBeNull();
  });

  it("says clearly when there is nothing to correct", async () => {
    const none = signed({ anomalie: [], inVerifica: ["Tessera sanitaria"] });
    stubApi({ tracking: () => json(answer(none)) });
    renderAt("/anomalie", none);
    expect(await screen.findByRole("heading", { name: m.noneTitle })).toBeTruthy();
    expect(screen.queryByRole("link", { name: /Tessera sanitaria/ })).toBeNull();
  });

  it("goes to the thank-you page, which says why, when the state cannot be read (§4)", async () => {
    const failed = signed(null);
    stubApi({ tracking: () => json(answer(failed, { form: messages.catalogue.ERRORE_RECUPERO_RICHIESTA })) });
    const router = renderAt("/anomalie", failed);

    await screen.findByRole("heading", { level: 1, name: messages.grazie.title });
    expect(router.state.location.pathname).toBe("/typ");
    const alert = screen.getByRole("alert");
    expect(within(alert).getByText(messages.catalogue.ERRORE_RECUPERO_RICHIESTA)).toBeTruthy();
    expect(screen.getByRole("link", { name: messages.grazie.retryFollow }).getAttribute("href")).toBe("/anomalie");
  });

  it("offers to try again when the service does not answer, never a dead end", async () => {
    let calls = 0;
    stubApi({
      tracking: () => {
        calls += 1;
        return calls === 1 ? json({}, 503) : json(answer(signed()));
      },
    });
    renderAt("/anomalie", signed(null));
    const alert = await screen.findByRole("alert");
    expect(within(alert).getByText(messages.catalogue.SERVIZIO_NON_DISPONIBILE)).toBeTruthy();
    fireEvent.click(within(alert).getByRole("button", { name: messages.app.retry }));
    expect(await screen.findByRole("link", { name: /^Tessera sanitaria/ })).toBeTruthy();
  });
});

describe("two anomalies on one page (/anomalie/giustificativo-del-reddito/busta-paga)", () => {
  const PAYSLIP_PAGE = "/anomalie/giustificativo-del-reddito/busta-paga";
  const payslip = (codDocumento: string, descrizione: string): AnomalyView => ({
    codDocumento,
    descrizione,
    motivo: messages.catalogue.ANOMALIA_DOCUMENTO_NON_VALIDO,
    pagina: PAYSLIP_PAGE,
    retro: false,
  });

  it("gives each form's error summary its own heading, and no id twice on the page", async () => {
    stubApi({});
    renderAt(
      PAYSLIP_PAGE,
      signed({ anomalie: [payslip("DRED", "Busta paga"), payslip("DRE2", "Seconda busta paga")] }),
    );
    await screen.findByRole("heading", { level: 2, name: "Busta paga" });

    for (const send of screen.getAllByRole("button", { name: m.send })) fireEvent.click(send);
    await waitFor(() => expect(screen.getAllByRole("alert", { name: m.sendErrorTitle })).toHaveLength(2));

    const summaries = screen.getAllByRole("alert", { name: m.sendErrorTitle });
    const headings = summaries.map((summary) => summary.getAttribute("aria-labelledby"));
    expect(new Set(headings).size).toBe(2);
    // Each summary names its own heading, inside it, and links to its own anomaly's file.
    summaries.forEach((summary, index) => {
      expect(summary.contains(document.getElementById(headings[index]!))).toBe(true);
    });
    expect(summaries.map((summary) => within(summary).getByRole("link").getAttribute("href"))).toEqual([
      "#anomalia-DRED-fronte",
      "#anomalia-DRE2-fronte",
    ]);
    const ids = [...document.querySelectorAll("[id]")].map((element) => element.id);
    expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
  });
});

describe("an anomaly's page (/anomalie/tessera-sanitaria)", () => {
  it("asks for front and back, says on each side what is missing, and focuses the summary", async () => {
    stubApi({});
    renderAt(HEALTH_CARD_PAGE, signed());

    await screen.findByRole("heading", { level: 1, name: m.pages[HEALTH_CARD_PAGE]!.heading });
    expect(screen.getByRole("heading", { level: 2, name: "Tessera sanitaria" })).toBeTruthy();
    expect(screen.getByText(messages.catalogue.ANOMALIA_DOCUMENTO_NON_VALIDO)).toBeTruthy();
    expect(screen.getByRole("button", { name: "Scegli un file (Fronte, Tessera sanitaria)" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Scegli un file (Retro, Tessera sanitaria)" })).toBeTruthy();

    fireEvent.click(screen.getByRole("button", { name: m.send }));
    const summary = await screen.findByRole("alert", { name: m.sendErrorTitle });
    await waitFor(() => expect(document.activeElement).toBe(summary));
    const links = within(summary).getAllByRole("link");
    expect(links.map((link) => link.getAttribute("href"))).toEqual(["#anomalia-CF-fronte", "#anomalia-CF-retro"]);
    // The message is read with the side's button.
    const front = screen.getByRole("button", { name: "Scegli un file (Fronte, Tessera sanitaria)" });
    const described = front
      .getAttribute("aria-describedby")!
      .split(" ")
      .map((id) => document.getElementById(id)!.textContent);
    expect(described).toEqual([m.chooseFileMissing("Fronte"), m.noFile]);
  });

  it("says every problem at once, before sending: a file of another type, the back missing", async () => {
    const fetchMock = stubApi({});
    renderAt(HEALTH_CARD_PAGE, signed());
    await screen.findByRole("heading", { level: 2, name: "Tessera sanitaria" });
    choose("Fronte", new File(["testo"], "fronte.txt", { type: "text/plain" }));
    fireEvent.click(screen.getByRole("button", { name: m.send }));

    const summary = await screen.findByRole("alert", { name: m.sendErrorTitle });
    expect(
      within(summary)
        .getAllByRole("link")
        .map((link) => link.textContent),
    ).toEqual([
      `Fronte: ${messages.catalogue.DOCUMENTO_FORMATO_NON_SUPPORTATO}`,
      `Retro: ${m.chooseFileMissing("Retro")}`,
    ]);
    expect(fetchMock.mock.calls.some(([url]) => url.includes("/anomalies/"))).toBe(false);
  });

  it("says one file chosen for both sides on the back, before sending", async () => {
    const fetchMock = stubApi({});
    renderAt(HEALTH_CARD_PAGE, signed());
    await screen.findByRole("heading", { level: 2, name: "Tessera sanitaria" });
    const photo = jpeg("foto.jpg");
    choose("Fronte", photo);
    choose("Retro", photo);
    fireEvent.click(screen.getByRole("button", { name: m.send }));

    const back = screen.getByRole("group", { name: "Retro" });
    expect(await within(back).findByText(messages.catalogue.ANOMALIA_STESSO_FILE_DUE_LATI)).toBeTruthy();
    expect(fetchMock.mock.calls.some(([url]) => url.includes("/anomalies/"))).toBe(false);
  });

  it("sends both sides in one request, then the area says the document was received", async () => {
    const sent = signed({ anomalie: [], inVerifica: ["Tessera sanitaria"] });
    const anomaly = vi.fn((_body: FormData) => json(answer(sent)));
    const fetchMock = stubApi({ anomaly, tracking: () => json(answer(sent)) });
    const router = renderAt(HEALTH_CARD_PAGE, signed());
    await screen.findByRole("heading", { level: 2, name: "Tessera sanitaria" });

    choose("Fronte", jpeg("fronte.jpg"));
    choose("Retro", jpeg("retro.jpg"));
    expect(screen.getByText(m.chosenFile("fronte.jpg"))).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: m.send }));

    await screen.findByRole("heading", { level: 1, name: m.heading });
    expect(router.state.location.pathname).toBe("/anomalie");
    const [url] = fetchMock.mock.calls.find(([called]) => called.includes("/anomalies/"))!;
    expect(url).toMatch(/\/applications\/loan-1\/anomalies\/CF$/);
    const body = anomaly.mock.calls[0]![0];
    expect((body.get("fronte") as File).name).toBe("fronte.jpg");
    expect((body.get("retro") as File).name).toBe("retro.jpg");
    const notice = screen.getByTestId("anomalia-inviata");
    expect(notice.getAttribute("role")).toBe("status");
    expect(notice.textContent).toContain(m.sent("Tessera sanitaria"));
    await waitFor(() => expect(document.activeElement).toBe(notice));
    expect(screen.getByRole("heading", { name: m.noneTitle })).toBeTruthy();
  });

  it("says on the side a file the server refuses, and keeps the page", async () => {
    stubApi({
      anomaly: () => json(answer(signed(), { fronte: messages.catalogue.ANOMALIA_STESSO_FILE })),
    });
    const router = renderAt(HEALTH_CARD_PAGE, signed());
    await screen.findByRole("heading", { level: 2, name: "Tessera sanitaria" });
    choose("Fronte", jpeg("fronte.jpg"));
    choose("Retro", jpeg("retro.jpg"));
    fireEvent.click(screen.getByRole("button", { name: m.send }));

    const summary = await screen.findByRole("alert", { name: m.sendErrorTitle });
    expect(within(summary).getByRole("link").textContent).toBe(`Fronte: ${messages.catalogue.ANOMALIA_STESSO_FILE}`);
    const front = screen.getByRole("group", { name: "Fronte" });
    expect(within(front).getByText(messages.catalogue.ANOMALIA_STESSO_FILE)).toBeTruthy();
    expect(router.state.location.pathname).toBe(HEALTH_CARD_PAGE);
  });

  it("says an unreadable image (422) on its side", async () => {
    stubApi({
      anomaly: () =>
        json({ code: "file_refused", message: "Immagine illeggibile", errors: { retro: "Immagine illeggibile" } }, 422),
    });
    renderAt(HEALTH_CARD_PAGE, signed());
    await screen.findByRole("heading", { level: 2, name: "Tessera sanitaria" });
    choose("Fronte", jpeg("fronte.jpg"));
    choose("Retro", jpeg("retro.jpg"));
    fireEvent.click(screen.getByRole("button", { name: m.send }));
    const back = screen.getByRole("group", { name: "Retro" });
    expect(await within(back).findByText("Immagine illeggibile")).toBeTruthy();
  });

  it("goes back to the area, which says so, when its anomaly is no longer open", async () => {
    const none = signed({ anomalie: [] });
    stubApi({ tracking: () => json(answer(none)) });
    const router = renderAt(HEALTH_CARD_PAGE, none);
    await screen.findByRole("heading", { level: 1, name: m.heading });
    expect(router.state.location.pathname).toBe("/anomalie");
    const notice = screen.getByTestId("anomalia-gia-corretta");
    expect(notice.getAttribute("role")).toBe("status");
    expect(notice.textContent).toContain(m.pages[HEALTH_CARD_PAGE]!.title);
    expect(notice.textContent).toContain(messages.catalogue.ANOMALIA_GIA_CORRETTA);
    await waitFor(() => expect(document.activeElement).toBe(notice));
    // Said once: the history entry no longer carries it.
    expect(router.state.location.state).toBeNull();
  });

  it("just resumed, reads the request before showing anything: the anomaly raised since is there", async () => {
    // The resume sets the last reading aside (no date): it is from before the e-mail's anomaly.
    const setAside = signed({ anomalie: [], aggiornatoIl: null });
    const fetchMock = stubApi({ tracking: () => json(answer(signed())) });
    const router = renderAt(HEALTH_CARD_PAGE, setAside);

    expect(await screen.findByRole("heading", { level: 2, name: "Tessera sanitaria" })).toBeTruthy();
    expect(router.state.location.pathname).toBe(HEALTH_CARD_PAGE);
    expect(screen.queryByTestId("anomalia-gia-corretta")).toBeNull();
    expect(fetchMock.mock.calls.filter(([url]) => url.endsWith("/tracking"))).toHaveLength(1);
  });

  it("just resumed, goes back to the area, which says so, when the new reading has it no longer open", async () => {
    // The reading set aside still lists it: corrected since, on another device.
    stubApi({ tracking: () => json(answer(signed({ anomalie: [] }))) });
    const router = renderAt(HEALTH_CARD_PAGE, signed({ aggiornatoIl: null }));

    await screen.findByRole("heading", { level: 1, name: m.heading });
    expect(router.state.location.pathname).toBe("/anomalie");
    expect(screen.getByTestId("anomalia-gia-corretta").textContent).toContain(messages.catalogue.ANOMALIA_GIA_CORRETTA);
    expect(screen.queryByRole("button", { name: m.send })).toBeNull();
  });

  it.each(["/anomalie/busta-paga", "/anomalie/tessera-sanitaria/extra", "/anomalie/documento-sconosciuto"])(
    "is the app's not-found page at %s, with the way back to the area",
    async (entry) => {
      stubApi({});
      renderAt(entry, signed());
      expect(await screen.findByRole("heading", { level: 1, name: messages.notFound.heading })).toBeTruthy();
      expect(screen.queryByText(messages.catalogue.ANOMALIA_NON_GESTITA)).toBeNull();
      expect(screen.getByRole("link", { name: m.back }).getAttribute("href")).toBe("/anomalie");
    },
  );
});
