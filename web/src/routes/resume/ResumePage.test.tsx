// @vitest-environment jsdom
import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fromPromise } from "xstate";

import { ApiError } from "../../api/client";
import type { DraftResume, Resumed } from "../../api/types";
import { Provider } from "../../components/ui/provider";
import { JourneyProvider } from "../../machines/JourneyProvider";
import { journeyMachine } from "../../machines/journeyMachine";
import { messages } from "../../messages";
import { ResumePage } from "./ResumePage";
import { resetDom, stubMatchMedia } from "../../lib/testDom";

const m = messages.resume;

function renderPage(resumeDraft: (input: { key: DraftResume }) => Promise<Resumed>, entry = "/resume") {
  const machine = journeyMachine.provide({
    actors: { resumeDraft: fromPromise(({ input }) => resumeDraft(input)) },
    actions: { navigateTo: () => {}, persistSession: () => {} },
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
