// @vitest-environment jsdom
import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fromPromise } from "xstate";

import { ApiError } from "../../api/client";
import type { DraftResume, Resumed, Snapshot } from "../../api/types";
import { Provider } from "../../components/ui/provider";
import { at } from "../../machines/fixtures";
import { JourneyProvider } from "../../machines/JourneyProvider";
import { journeyMachine } from "../../machines/journeyMachine";
import { messages } from "../../messages";
import { ANOMALY_PAGES, followLandingRoute } from "../../lib/routes";
import { followedPage, ResumePage } from "./ResumePage";
import { resetDom, stubMatchMedia } from "../../lib/testDom";

const m = messages.resume;

function renderPage(
  resumeDraft: (input: { key: DraftResume }) => Promise<Resumed>,
  entry = "/resume",
  navigateTo: (params: { route: string }) => void = () => {},
) {
  const machine = journeyMachine.provide({
    actors: {
      resumeDraft: fromPromise(({ input }) => resumeDraft(input)),
      // By request number: the SMS code sent, then verified, opens the same request.
      sendOtp: fromPromise((): Promise<unknown> => Promise.resolve({})),
      verifyOtp: fromPromise(() => resumeDraft({ key: { code: "" } })),
    },
    actions: { navigateTo: (_, params) => navigateTo(params), persistSession: () => {} },
  });
  const router = createMemoryRouter([{ path: "/resume", element: <ResumePage /> }], { initialEntries: [entry] });
  return render(
    <Provider>
      <JourneyProvider logic={machine} options={{ input: { session: null } }}>
        <RouterProvider router={router} />
      </JourneyProvider>
    </Provider>,
  );
}

const codeField = () => screen.getByLabelText<HTMLInputElement>(m.code, { exact: true });
const submit = () => screen.getByRole("button", { name: m.codeSubmit });

beforeEach(() => {
  stubMatchMedia();
});

afterEach(resetDom);

describe("resume page: the code typed by hand (issue 13.3)", () => {
  it("offers a code field a phone types into easily, with the format as a hint", () => {
    renderPage(() => new Promise(() => {}));
    const field = codeField();
    expect(field.name).toBe("code");
    expect(field.getAttribute("autocomplete")).toBe("off");
    expect(field.getAttribute("autocapitalize")).toBe("characters");
    expect(field.getAttribute("spellcheck")).toBe("false");
    expect(field.getAttribute("inputmode")).toBe("text");
    expect(document.getElementById("field-code-hint")?.textContent).toBe(m.codeHint);
    // The other way stays: request number and fiscal code.
    expect(screen.getByLabelText(m.numero)).toBeTruthy();
  });

  it("says what to fix before sending anything", async () => {
    const resume = vi.fn(() => new Promise<Resumed>(() => {}));
    renderPage(resume);

    fireEvent.change(codeField(), { target: { value: "k7qm-2xpr-h9td" } });
    fireEvent.click(submit());

    const summary = await screen.findByRole("alert", { name: m.codeErrorTitle });
    await waitFor(() => expect(document.activeElement).toBe(summary));
    expect(summary.textContent).toContain(m.codeLength(12));
    expect(codeField().getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByRole("link", { name: new RegExp(m.code) }).getAttribute("href")).toBe("#field-code");
    expect(resume).not.toHaveBeenCalled();
  });

  it("sends the code as the server stores it, and shows it as the save screen does", async () => {
    const resume = vi.fn((_input: { key: DraftResume }) => new Promise<Resumed>(() => {}));
    renderPage(resume);

    fireEvent.change(codeField(), { target: { value: "k7qm 2xpr h9td 4wnb" } });
    fireEvent.blur(codeField());
    expect(codeField().value).toBe("K7QM-2XPR-H9TD-4WNB");
    await act(async () => {
      fireEvent.click(submit());
      await Promise.resolve();
    });
    expect(resume).toHaveBeenCalledWith({ key: { code: "K7QM2XPRH9TD4WNB" } });
  });

  it("puts the server's 'not found' on the field, until the code is edited", async () => {
    renderPage(() => Promise.reject(new ApiError(404, "not_found", messages.catalogue.BOZZA_NON_TROVATA)));

    fireEvent.change(codeField(), { target: { value: "K7QM2XPRH9TD4WNB" } });
    fireEvent.click(submit());

    const summary = await screen.findByRole("alert", { name: m.codeErrorTitle });
    expect(summary.textContent).toContain(messages.catalogue.BOZZA_NON_TROVATA);
    expect(document.getElementById("field-code-error")?.textContent).toBe(m.codeNotFound);

    fireEvent.change(codeField(), { target: { value: "K7QM2XPRH9TD4WNC" } });
    expect(document.getElementById("field-code-error")).toBeNull();
  });
});

describe("resume page: the request resumed on another device (issue 13.4)", () => {
  it("says what happened and leads to the code field", async () => {
    renderPage(() => new Promise(() => {}), "/resume?ripresa=altro-dispositivo");
    const t = messages.resumedElsewhere;

    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe(t.heading);
    expect(screen.getByText(messages.catalogue.RIPRESA_ALTRO_DISPOSITIVO)).toBeTruthy();
    expect(screen.getByRole("link", { name: t.simulatore }).getAttribute("href")).toBe("/simulatore");

    fireEvent.click(screen.getByRole("link", { name: t.resumeHere }));
    await waitFor(() => expect(document.activeElement).toBe(codeField()));
  });
});

describe("resume page: the anomaly area opened by a tab without a request (spec §2 /anomalie)", () => {
  it("says why, and offers both ways to resume the request to follow it", () => {
    renderPage(() => new Promise(() => {}), "/resume?segui=richiesta");
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe(m.heading);
    expect(screen.getByText(m.followIntro)).toBeTruthy();
    expect(screen.queryByText(m.intro)).toBeNull();
    expect(codeField()).toBeTruthy();
    expect(screen.getByLabelText(m.numero)).toBeTruthy();
    // Nothing says something went wrong with the request.
    expect(screen.queryByRole("alert")).toBeNull();
  });
});

describe("resume page: back to the anomaly page first opened (spec §2 /anomalie/<type>)", () => {
  const signedInArea = at("/anomalie", { step: "FIRMA", status: "signed" });
  const resumed = (snapshot: Snapshot): Resumed => ({ applicationId: "loan-1", token: "tok-2", snapshot });
  const follow = (page: string) => `/resume?segui=richiesta&pagina=${encodeURIComponent(page)}`;

  async function resumeByCode(entry: string, snapshot = signedInArea) {
    const navigateTo = vi.fn<(params: { route: string }) => void>();
    renderPage(() => Promise.resolve(resumed(snapshot)), entry, navigateTo);
    fireEvent.change(codeField(), { target: { value: "K7QM2XPRH9TD4WNB" } });
    fireEvent.click(submit());
    await waitFor(() => expect(navigateTo).toHaveBeenCalled());
    return navigateTo.mock.calls.at(-1)![0].route;
  }

  it.each([
    ["/anomalie/tessera-sanitaria", "/anomalie/tessera-sanitaria"],
    ["/anomalie/giustificativo-del-reddito/busta-paga", "/anomalie/giustificativo-del-reddito/busta-paga"],
    // Only §2's pages are carried: any other address leads to the area, never elsewhere.
    ["https://prestito.example.org/anomalie/tessera-sanitaria", "/anomalie"],
    ["//prestito.example.org/anomalie/tessera-sanitaria", "/anomalie"],
    ["/anomalie/tessera-sanitaria/../../typ", "/anomalie"],
    ["/anomalie/non-esiste", "/anomalie"],
    ["/typ", "/anomalie"],
  ])("resumed by code from %s, lands on %s", async (page, landing) => {
    expect(await resumeByCode(follow(page))).toBe(landing);
  });

  it("lands on the area when the address carries no page", async () => {
    expect(await resumeByCode("/resume?segui=richiesta")).toBe("/anomalie");
    resetDom();
    stubMatchMedia();
    // A page without the follow landing it belongs to is not one to go back to.
    expect(await resumeByCode("/resume?pagina=/anomalie/tessera-sanitaria")).toBe("/anomalie");
  });

  it("lands on the page by request number and SMS code too", async () => {
    const navigateTo = vi.fn<(params: { route: string }) => void>();
    renderPage(() => Promise.resolve(resumed(signedInArea)), follow("/anomalie/utenza"), navigateTo);
    fireEvent.change(screen.getByLabelText(m.numero), { target: { value: "12345678" } });
    fireEvent.change(screen.getByLabelText(m.fiscalCode), { target: { value: "RSSMRA85T10F205R" } });
    fireEvent.click(screen.getByRole("button", { name: m.send }));
    fireEvent.change(await screen.findByLabelText(m.otp), { target: { value: "123456" } });
    fireEvent.click(screen.getByRole("button", { name: m.verify }));
    await waitFor(() => expect(navigateTo).toHaveBeenCalled());
    expect(navigateTo.mock.calls.at(-1)![0].route).toBe("/anomalie/utenza");
  });

  it("takes a request that is not signed to its own step, whatever the address carries", async () => {
    const unsigned = at("/documenti", { step: "DOCUMENTI" });
    expect(await resumeByCode(follow("/anomalie/tessera-sanitaria"), unsigned)).toBe("/documenti");
  });
});

describe("the resume page's follow landing (spec §2 /anomalie)", () => {
  const params = (route: string) => new URL(route, "http://app.invalid").searchParams;

  it.each(ANOMALY_PAGES)("carries %s to land on once resumed", (page) => {
    expect(followedPage(params(followLandingRoute(page)))).toBe(page);
  });

  it.each([
    "pagina=https%3A%2F%2Fprestito.example.org%2Fanomalie%2Futenza",
    "pagina=%2F%2Fprestito.example.org",
    "pagina=%2Fanomalie%2Futenza%2F..%2F..%2Ftyp",
    "pagina=%2Fanomalie",
    "pagina=%2FANOMALIE%2FUTENZA",
    "pagina=",
    "",
  ])("carries nothing from segui=richiesta&%s", (query) => {
    expect(followedPage(params(`/resume?segui=richiesta&${query}`))).toBeNull();
  });

  it("reads a page only on the follow landing", () => {
    expect(followedPage(params("/resume?pagina=/anomalie/utenza"))).toBeNull();
  });
});
