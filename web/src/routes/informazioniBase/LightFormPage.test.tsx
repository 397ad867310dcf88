// @vitest-environment jsdom
import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fromPromise } from "xstate";

import { ApiError } from "../../api/client";
import type { BasicInfoForm, SimulatorData, Started } from "../../api/types";
import { Provider } from "../../components/ui/provider";
import { JourneyProvider } from "../../machines/JourneyProvider";
import { journeyMachine } from "../../machines/journeyMachine";
import { messages } from "../../messages";
import { TEXT_FIELDS } from "./basicInfoForm";
import { LightFormPage } from "./LightFormPage";
import { resetDom, stubMatchMedia } from "../../lib/testDom";

const lookups = {
  abitazioni: [{ codice: "P", descrizione: "Proprietà" }],
  posizioniLavorative: [{ codice: "D", descrizione: "Dipendente" }],
};

const OFFER_URL = "/?SC_NUMERO_RATE=48&SC_IMPORTO_TOTALE=1500000&SC_IMPORTO_RATA=36250";

function renderPage(
  startApplication: (input: { simulator: SimulatorData; form: BasicInfoForm }) => Promise<Started>,
  url = OFFER_URL,
) {
  const machine = journeyMachine.provide({
    actors: { startApplication: fromPromise(({ input }) => startApplication(input)) },
    actions: { navigateTo: () => {}, persistSession: () => {} },
  });
  const router = createMemoryRouter([{ path: "/", element: <LightFormPage /> }], {
    initialEntries: [url],
  });
  return render(
    <Provider>
      <JourneyProvider logic={machine} options={{ input: { session: null } }}>
        <RouterProvider router={router} />
      </JourneyProvider>
    </Provider>,
  );
}

function fillForm() {
  const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
  type(messages.fields.firstName, " Maria ");
  type(messages.fields.lastName, "Rossi");
  type(messages.fields.fiscalCode, "rssmra85c52h501z");
  type(messages.fields.emailAddress, "maria@example.it");
  type(messages.fields.mobilePhone, "340 1234567");
  type(messages.fields.cap, "00184");
  type(messages.fields.abitazione, "P");
  type(messages.fields.posizioneLavorativa, "D");
  for (const box of screen.getAllByRole("checkbox")) {
    if (!(box as HTMLInputElement).name.endsWith("questionThree")) fireEvent.click(box);
  }
}

/** Once the lookups are in: the form filled in and sent. */
async function sendFilledForm() {
  await screen.findByRole("option", { name: "Proprietà" });
  fillForm();
  await act(async () => {
    fireEvent.click(screen.getByRole("button", { name: messages.lightForm.submit }));
    await Promise.resolve();
  });
}

beforeEach(() => {
  vi.stubGlobal(
    "fetch",
    vi.fn(() =>
      Promise.resolve(new Response(JSON.stringify(lookups), { headers: { "Content-Type": "application/json" } })),
    ),
  );
  stubMatchMedia();
});

afterEach(resetDom);

describe("light form page", () => {
  it("labels every control and names it after the API's field", async () => {
    renderPage(() => new Promise(() => {}));
    await screen.findByRole("option", { name: "Proprietà" });

    for (const name of TEXT_FIELDS) {
      const control = document.querySelector<HTMLElement>(`[name="${name}"]`);
      expect(control, name).not.toBeNull();
      expect(control?.id && document.querySelector(`label[for="${control.id}"]`)?.textContent, name).toBeTruthy();
    }
    for (const q of ["questionOne", "questionTwo", "questionThree", "questionFour"]) {
      const box = screen.getByRole<HTMLInputElement>("checkbox", {
        name: new RegExp(messages.agreements[q as "questionOne"].slice(0, 30)),
      });
      expect(box.name).toBe(`agreements.${q}`);
      expect(box.checked).toBe(false);
    }
    expect(screen.getByTestId("offer-importo").textContent).toBe("15.000,00\u00a0€");
  });

  it("takes no more text in a field than the server does", async () => {
    renderPage(() => new Promise(() => {}));
    await screen.findByRole("option", { name: "Proprietà" });
    const maxLength = (name: string) => document.querySelector<HTMLInputElement>(`input[name="${name}"]`)?.maxLength;
    // journey/models/base.py's bounds; a fiscal code and a CAP keep their own, shorter length,
    // and a name the light form's rule (journey/forms.py: at most 50 characters).
    expect(Object.fromEntries(TEXT_FIELDS.map((name) => [name, maxLength(name)]))).toEqual({
      firstName: 50,
      lastName: 50,
      fiscalCode: 16,
      emailAddress: 254,
      mobilePhone: 20,
      cap: 5,
    });
  });

  it("shows and focuses an error summary with links to the missing fields", async () => {
    const start = vi.fn(() => new Promise<Started>(() => {}));
    renderPage(start);
    await screen.findByRole("option", { name: "Proprietà" });

    fireEvent.click(screen.getByRole("button", { name: messages.lightForm.submit }));

    const summary = await screen.findByRole("alert", { name: messages.errorSummary.title });
    await waitFor(() => expect(document.activeElement).toBe(summary));
    const link = screen.getByRole("link", { name: /Codice fiscale/ });
    expect(link.getAttribute("href")).toBe("#field-fiscalCode");
    const fiscalCode = screen.getByLabelText(messages.fields.fiscalCode);
    expect(fiscalCode.getAttribute("aria-invalid")).toBe("true");
    expect(fiscalCode.getAttribute("aria-describedby")).toContain("field-fiscalCode-error");
    expect(start).not.toHaveBeenCalled();
  });

  it("sends the completed form with the offer and shows the progress screen meanwhile", async () => {
    const start = vi.fn((_input: { simulator: SimulatorData; form: BasicInfoForm }) => new Promise<Started>(() => {}));
    renderPage(start);
    await sendFilledForm();

    expect(start).toHaveBeenCalledTimes(1);
    const input = start.mock.calls[0]![0];
    expect(input.form).toMatchObject({
      firstName: "Maria",
      fiscalCode: "RSSMRA85C52H501Z",
      mobilePhone: "3401234567",
      agreements: { questionOne: true, questionTwo: true, questionThree: false, questionFour: true },
    });
    expect(input.simulator.SC_IMPORTO_TOTALE).toBe(1_500_000);
    expect(await screen.findByText(messages.catalogue.LOADING_WARNING)).toBeTruthy();
  });

  it("says at once that simulator data out of range are no loan, and leads back to the simulator", async () => {
    const start = vi.fn(() => new Promise<Started>(() => {}));
    renderPage(
      start,
      "/?CODICE_OFFERTA=PPONLINE&SC_TIPO_OFFERTA=2&MOD_PAGAMENTO=RID&SC_BENE=LIQUIDITA" +
        "&SC_NUMERO_RATE=48&SC_IMPORTO_TOTALE=100&SC_IMPORTO_RATA=1&UTM_SOURCE=google",
    );

    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain(messages.catalogue.SIMULAZIONE_NON_VALIDA);
    const back = screen.getByRole("link", { name: messages.lightForm.backToSimulator });
    // The campaign goes on with the person: the loan they calculate again is still the campaign's.
    expect(back.getAttribute("href")).toBe("/simulatore?UTM_SOURCE=google");
    // Nothing to fill in for nothing, and no figures of a loan that cannot be.
    expect(document.querySelector('[name="firstName"]')).toBeNull();
    expect(screen.queryByTestId("offer-importo")).toBeNull();
    expect(start).not.toHaveBeenCalled();
  });

  it("shows the server's refusal of the simulator data, with the way back, not a generic error", async () => {
    const refused = messages.catalogue.SIMULAZIONE_NON_VALIDA;
    const start = vi.fn(() =>
      Promise.reject(new ApiError(422, "invalid_simulation", refused, { "simulator.SC_IMPORTO_TOTALE": refused })),
    );
    renderPage(start);
    await sendFilledForm();

    expect(start).toHaveBeenCalledTimes(1);
    expect((await screen.findByRole("alert")).textContent).toContain(refused);
    expect(screen.getByRole("link", { name: messages.lightForm.backToSimulator }).getAttribute("href")).toBe(
      "/simulatore",
    );
    expect(screen.queryByText(messages.catalogue.RICHIESTA_NON_VALIDA)).toBeNull();
  });
});
