// @vitest-environment jsdom
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import type { ComponentType } from "react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fromPromise } from "xstate";

import type { Session } from "../../api/clientTypes";
import type { JourneyUpdate } from "../../api/documentUpdates";
import type { Env, FirmaView, OtpView, Snapshot, StepResult } from "../../api/types";
import { Provider } from "../../components/ui/provider";
import { EnvContext } from "../../env/EnvContext";
import { BASENAME } from "../../lib/routes";
import { resetDom, stubMatchMedia } from "../../lib/testDom";
import { at, session } from "../../machines/fixtures";
import { JourneyProvider } from "../../machines/JourneyProvider";
import { journeyMachine } from "../../machines/journeyMachine";
import { messages } from "../../messages";
import { TypPage } from "../typ/TypPage";
import FirmaCaricaPage from "./FirmaCaricaPage";
import FirmaRiepilogoPage from "./FirmaRiepilogoPage";

type Submit = (input: { session: Session; update: JourneyUpdate }) => Promise<StepResult>;

const m = messages.firma;
const NUMBER = "12345678";

/** The environment the API gives: the lender is the one the contract names. */
const ENV: Env = {
  qrCodeUrl: "http://localhost:8000",
  tagManagerId: null,
  environment: "development",
  finanziatore: "Credito Esempio S.p.A., Via Verdi 2, 10121 Torino (TO)",
};

function renderPage(
  Page: ComponentType,
  snapshot: Snapshot,
  submitStep: Submit = () => new Promise(() => {}),
  entry: string = snapshot.route,
) {
  const machine = journeyMachine.provide({
    actors: {
      loadApplication: fromPromise(() => Promise.resolve(snapshot)),
      submitStep: fromPromise(({ input }) => submitStep(input as never)),
    },
    actions: { navigateTo: () => {}, persistSession: () => {} },
  });
  const router = createMemoryRouter(
    [
      { path: "/typ", element: <TypPage /> },
      { path: "*", element: <Page /> },
    ],
    { initialEntries: [entry] },
  );
  render(
    <Provider>
      <EnvContext.Provider value={ENV}>
        <JourneyProvider logic={machine} options={{ input: { session } }}>
          <RouterProvider router={router} />
        </JourneyProvider>
      </EnvContext.Provider>
    </Provider>,
  );
  return router;
}

const otpView = (extra: Partial<OtpView> = {}): OtpView => ({
  counter: 0,
  attemptsLeft: 5,
  expired: false,
  locked: false,
  resendAfterSeconds: 30,
  ...extra,
});

const firma = (extra: Partial<FirmaView> = {}): FirmaView => ({
  pratica: { numero: NUMBER, codiceAnagrafico: "7654321", sent: true },
  contratto: true,
  otp: otpView(),
  firmato: false,
  signedAt: "",
  transactionId: "",
  ...extra,
});

const signing = (extra: Partial<FirmaView> = {}) =>
  at("/firma/carica", {
    step: "TYP",
    user: {
      fiscalCode: "RSSMRA85T10F205R",
      mobilePhone: "3401234567",
      firstName: "Mario",
      lastName: "Rossi",
      email: "mario.rossi@gmail.com",
    },
    firma: firma(extra),
  });

const sentNow = (extra: Partial<OtpView> = {}) =>
  otpView({
    counter: 1,
    sentAt: new Date(Date.now() - 5_000).toISOString(),
    expiresAt: new Date(Date.now() + 295_000).toISOString(),
    ...extra,
  });

const sentLongAgo = (extra: Partial<OtpView> = {}) =>
  otpView({
    counter: 1,
    sentAt: new Date(Date.now() - 60_000).toISOString(),
    expiresAt: new Date(Date.now() + 240_000).toISOString(),
    ...extra,
  });

/** The contract summary's region is taller than its box: it has to be scrolled to its end. */
function stubScrollingRegion() {
  vi.spyOn(HTMLElement.prototype, "scrollHeight", "get").mockReturnValue(1200);
  vi.spyOn(HTMLElement.prototype, "clientHeight", "get").mockReturnValue(400);
}

beforeEach(() => {
  stubMatchMedia();
  vi.stubGlobal(
    "fetch",
    vi.fn((url: string) =>
      Promise.resolve(
        url.endsWith(".pdf")
          ? new Response("%PDF-1.7", { status: 200, headers: { "Content-Type": "application/pdf" } })
          : new Response("{}", { status: 503 }),
      ),
    ),
  );
  vi.stubGlobal("URL", Object.assign(URL, { createObjectURL: () => "blob:contratto", revokeObjectURL: () => {} }));
});

afterEach(() => {
  vi.restoreAllMocks();
  resetDom();
});

describe("signing page (/firma/carica)", () => {
  it("names the last instalment in the summary where the plan's rounding makes it differ", async () => {
    const offerta = {
      codice: "PP-STD",
      importoTotale: 1_200_000,
      importoRata: 29_521,
      importoUltimaRata: 29_537,
      numeroRate: 48,
      tan: "7.45",
      taeg: "8.12",
    };
    renderPage(FirmaCaricaPage, { ...signing(), offerta });
    const region = await screen.findByRole("region", { name: m.summaryLabel });
    expect(within(region).getByText(m.rimborsoText("295,21 €", 48, "295,37 €"))).toBeTruthy();
  });

  it("shows the request number and the contract, and asks for the code only once read and accepted", async () => {
    stubScrollingRegion();
    let resolveSent: (snapshot: Snapshot) => void = () => {};
    const submitStep = vi.fn<Submit>(
      () =>
        new Promise((resolve) => {
          resolveSent = (snapshot) => resolve({ ok: true, errors: {}, snapshot });
        }),
    );
    renderPage(FirmaCaricaPage, signing(), submitStep);

    await screen.findByRole("heading", { level: 1, name: m.heading });
    const sent = screen.getByText(messages.catalogue.PRATICA_INVIATA).closest<HTMLElement>('[role="status"]')!;
    expect(within(sent).getByText(NUMBER)).toBeTruthy();
    const download = await screen.findByRole("link", { name: m.download });
    expect(download.getAttribute("href")).toBe("blob:contratto");
    expect(download.getAttribute("download")).toBe("Contratto.pdf");

    const letto = screen.getByRole<HTMLInputElement>("checkbox", { name: m.letto });
    const accetto = screen.getByRole<HTMLInputElement>("checkbox", { name: m.accetto });
    expect(letto.checked || accetto.checked).toBe(false);
    expect(letto.disabled && accetto.disabled).toBe(true);
    // Why they are disabled is read with them.
    const hint = document.getElementById("acceptance-hint")!;
    expect(hint.textContent).toBe(m.readFirst);
    expect(letto.getAttribute("aria-describedby")).toContain("acceptance-hint");

    const region = screen.getByRole("region", { name: m.summaryLabel });
    expect(region.tabIndex).toBe(0);
    // The lender is the one the contract names (the API's PRESTITO_LENDER), not the product.
    expect(within(region).getByText(ENV.finanziatore)).toBeTruthy();
    region.scrollTop = 400;
    fireEvent.scroll(region);
    expect(letto.disabled).toBe(true);
    region.scrollTop = 800;
    fireEvent.scroll(region);
    await waitFor(() => expect(letto.disabled).toBe(false));
    expect(hint.textContent).toBe(m.endReached);

    fireEvent.click(letto);
    fireEvent.click(accetto);
    fireEvent.click(screen.getByRole("button", { name: m.requestCode }));
    await waitFor(() => expect(submitStep).toHaveBeenCalled());
    expect(submitStep.mock.calls[0]![0].update).toEqual({
      endpoint: "signing-code",
      body: { contrattoLetto: true, condizioniAccettate: true, reinvio: false },
    });
    // The code sent: the field takes the focus, the boxes are done.
    resolveSent(signing({ otp: sentNow() }));
    const field = await screen.findByLabelText(m.otp);
    await waitFor(() => expect(document.activeElement).toBe(field));
    expect(screen.getByText(m.accepted)).toBeTruthy();
  });

  it("has one code field a phone fills from the SMS, and says what the code allows", async () => {
    renderPage(FirmaCaricaPage, signing({ otp: sentNow({ attemptsLeft: 4 }) }));
    const field = await screen.findByLabelText<HTMLInputElement>(m.otp);
    expect(field.getAttribute("autocomplete")).toBe("one-time-code");
    expect(field.getAttribute("inputmode")).toBe("numeric");
    expect(field.maxLength).toBe(6);
    const described = field
      .getAttribute("aria-describedby")!
      .split(" ")
      .map((id) => document.getElementById(id)!.textContent);
    expect(described).toEqual([m.otpHint, m.sentTo("340 ••• 4567")]);
    expect(screen.getByText(m.sentTo("340 ••• 4567"))).toBeTruthy();
    const status = screen.getByTestId("otp-stato");
    expect(status.getAttribute("aria-live")).toBe("polite");
    expect(status.textContent).toMatch(/^Codice inviato\. Vale fino alle \d\d:\d\d\. Ti restano 4 tentativi\.$/);
    // "Invia di nuovo" after a short wait.
    expect(screen.getByRole<HTMLButtonElement>("button", { name: m.resend }).disabled).toBe(true);
    expect(screen.getByText(/^Potrai chiedere un nuovo codice tra \d+ secondi\.$/)).toBeTruthy();
  });

  it("says a wrong code is not valid, on the field and in a summary that takes the focus", async () => {
    const wrong = signing({ otp: sentNow({ attemptsLeft: 4 }) });
    const submitStep = vi.fn<Submit>(() =>
      Promise.resolve({ ok: false, errors: { otp: messages.catalogue.OTP_NON_VALIDO }, snapshot: wrong }),
    );
    renderPage(FirmaCaricaPage, signing({ otp: sentNow() }), submitStep);
    const field = await screen.findByLabelText<HTMLInputElement>(m.otp);

    // Too short: said on the field, nothing sent.
    fireEvent.change(field, { target: { value: "12a3" } });
    expect(field.value).toBe("123");
    fireEvent.click(screen.getByRole("button", { name: m.sign }));
    expect(await screen.findByText(m.otpLength)).toBeTruthy();
    expect(submitStep).not.toHaveBeenCalled();

    fireEvent.change(field, { target: { value: "123 456" } });
    fireEvent.click(screen.getByRole("button", { name: m.sign }));
    await waitFor(() => expect(submitStep).toHaveBeenCalled());
    expect(submitStep.mock.calls[0]![0].update).toEqual({ endpoint: "signature", body: { otp: "123456" } });

    const summary = await screen.findByRole("alert", { name: m.errorTitle });
    expect(within(summary).getByRole("link").textContent).toBe(`${m.otp}: ${messages.catalogue.OTP_NON_VALIDO}`);
    await waitFor(() => expect(document.activeElement).toBe(summary));
    expect(field.getAttribute("aria-invalid")).toBe("true");
    expect(document.getElementById(`${field.id}-error`)!.textContent).toBe(messages.catalogue.OTP_NON_VALIDO);
    expect(screen.getByTestId("otp-stato").textContent).toContain("Ti restano 4 tentativi.");
  });

  it("locks after five wrong codes, until a new code is asked for", async () => {
    const submitStep = vi.fn<Submit>(() => new Promise(() => {}));
    renderPage(FirmaCaricaPage, signing({ otp: sentLongAgo({ attemptsLeft: 0, locked: true }) }), submitStep);
    const field = await screen.findByLabelText<HTMLInputElement>(m.otp);
    expect(field.disabled).toBe(true);
    expect(screen.getByText(messages.catalogue.OTP_BLOCCATO)).toBeTruthy();
    expect(screen.getByRole<HTMLButtonElement>("button", { name: m.sign }).disabled).toBe(true);

    fireEvent.click(screen.getByRole("button", { name: m.newCode }));
    await waitFor(() => expect(submitStep).toHaveBeenCalled());
    expect(submitStep.mock.calls[0]![0].update).toEqual({
      endpoint: "signing-code",
      body: { contrattoLetto: true, condizioniAccettate: true, reinvio: true },
    });
  });

  it("says the code has expired once its five minutes are over", async () => {
    const expired = otpView({
      counter: 2,
      sentAt: new Date(Date.now() - 301_000).toISOString(),
      expiresAt: new Date(Date.now() - 1_000).toISOString(),
    });
    renderPage(FirmaCaricaPage, signing({ otp: expired }));
    expect(await screen.findByText(messages.catalogue.OTP_SCADUTO)).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>(m.otp).disabled).toBe(true);
    expect(screen.getByRole<HTMLButtonElement>("button", { name: m.newCode }).disabled).toBe(false);
  });

  it("tells a resend asked too soon where the resend is", async () => {
    const submitStep = vi.fn<Submit>(() =>
      Promise.resolve({
        ok: false,
        errors: { otp: messages.catalogue.OTP_ATTENDI },
        snapshot: signing({ otp: sentLongAgo() }),
      }),
    );
    renderPage(FirmaCaricaPage, signing({ otp: sentLongAgo() }), submitStep);
    fireEvent.click(await screen.findByRole("button", { name: m.resend }));
    const alert = await screen.findByText(messages.catalogue.OTP_ATTENDI);
    expect(alert.getAttribute("role")).toBe("alert");
    // Not a wrong code: the code field says nothing.
    expect(screen.getByLabelText(m.otp).getAttribute("aria-invalid")).toBeNull();
  });

  it("says so when the request has no contract to sign", async () => {
    renderPage(FirmaCaricaPage, at("/firma/carica", { step: "TYP" }));
    expect(await screen.findByRole("heading", { name: m.unavailable })).toBeTruthy();
    expect(screen.queryByRole("checkbox")).toBeNull();
  });
});

describe("signed (/firma/riepilogo) and the thank-you page", () => {
  const signed = at("/firma/riepilogo", {
    step: "FIRMA",
    status: "completed",
    firma: firma({ firmato: true, signedAt: "2026-11-23T10:00:00", transactionId: "tx-1" }),
  });

  it("offers the signed contract and what happens next, then concludes on the thank-you page", async () => {
    const fetchMock = vi.fn((url: string, init?: RequestInit) =>
      Promise.resolve(
        url.endsWith(".pdf")
          ? new Response("%PDF-1.7", { status: 200, headers: { "Content-Type": "application/pdf" } })
          : url.endsWith("/typ") && init?.method === "POST"
            ? new Response(JSON.stringify({ url: `${BASENAME}/typ` }), { status: 200 })
            : new Response("{}", { status: 503 }),
      ),
    );
    vi.stubGlobal("fetch", fetchMock);
    const router = renderPage(FirmaRiepilogoPage, signed);

    await screen.findByRole("heading", { level: 1, name: messages.firmaRiepilogo.heading });
    expect(screen.getByText(NUMBER)).toBeTruthy();
    expect(screen.getByText("23/11/2026")).toBeTruthy();
    const download = await screen.findByRole("link", { name: messages.firmaRiepilogo.download });
    expect(download.getAttribute("download")).toBe("Contratto-firmato.pdf");
    expect(fetchMock.mock.calls.some(([url]) => url.endsWith("/contratto-firmato.pdf"))).toBe(true);
    for (const item of messages.firmaRiepilogo.next) expect(screen.getByText(item)).toBeTruthy();

    fireEvent.click(screen.getByRole("button", { name: messages.firmaRiepilogo.conclude }));
    await screen.findByRole("heading", { level: 1, name: messages.grazie.title });
    expect(router.state.location.pathname).toBe("/typ");
    expect(screen.getByText(messages.grazie.explanation(NUMBER))).toBeTruthy();
    const typ = fetchMock.mock.calls.find(([url]) => url.endsWith("/typ"));
    expect(typ?.[1]?.method).toBe("POST");
  });

  it("leads a request followed after sale to its anomaly area, from the summary and the thank-you page", async () => {
    const followed = { ...signed, status: "signed" as const };
    renderPage(FirmaRiepilogoPage, followed);
    const link = await screen.findByRole("link", { name: /^Segui la tua richiesta/ });
    expect(link.getAttribute("href")).toBe("/anomalie");
    resetDom();
    stubMatchMedia();
    renderPage(FirmaRiepilogoPage, followed, undefined, "/typ");
    await screen.findByRole("heading", { level: 1, name: messages.grazie.title });
    expect(screen.getByRole("link", { name: messages.grazie.follow }).getAttribute("href")).toBe("/anomalie");
  });

  it("reads as the thank-you page for a signed request, not as an error", async () => {
    renderPage(FirmaRiepilogoPage, signed, undefined, "/typ");
    await screen.findByRole("heading", { level: 1, name: messages.grazie.title });
    expect(screen.queryByText(messages.esito.erroregenerico.title)).toBeNull();
    expect(screen.getByRole("link", { name: messages.grazie.contract }).getAttribute("href")).toBe("/firma/riepilogo");
  });
});
