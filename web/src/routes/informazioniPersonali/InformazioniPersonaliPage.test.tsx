// @vitest-environment jsdom
import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fromPromise } from "xstate";

import { API_BASE } from "../../api/client";
import type { Lookups } from "../../api/clientTypes";
import type { Snapshot } from "../../api/types";
import { Provider } from "../../components/ui/provider";
import { resetDom, stubMatchMedia } from "../../lib/testDom";
import { at, session } from "../../machines/fixtures";
import { JourneyContext } from "../../machines/JourneyContext";
import { JourneyProvider } from "../../machines/JourneyProvider";
import { journeyMachine } from "../../machines/journeyMachine";
import { messages } from "../../messages";
import { InformazioniPersonaliPage } from "./InformazioniPersonaliPage";
import { toInformazioniPersonali } from "./personalInfoForm";
import { MARIO_VALUES } from "./personalInfoFixtures";

const c = messages.catalogue;
const employee = { posizioneLavorativa: "D", previousAddressYears: 2 };

/** Mario Rossi's step 4 as the server keeps it: every field filled, ready to send again. */
const snapshot: Snapshot = at("/informazioni-personali", {
  informazioniBase: {
    firstName: "Mario",
    lastName: "Rossi",
    fiscalCode: "RSSMRA85T10F205R",
    emailAddress: "MARIO.ROSSI@GMAIL.COM",
    mobilePhone: "3401234567",
    cap: "20121",
    abitazione: "PRO",
    posizioneLavorativa: "D",
    agreements: { questionOne: true, questionTwo: true, questionThree: false, questionFour: true },
  },
  informazioniPersonali: toInformazioniPersonali(MARIO_VALUES, employee, false),
});

const lookups: Lookups = {
  abitazioni: [],
  posizioniLavorative: [],
  cittadinanza: [{ codice: "ITA", descrizione: "Italia", flagExtracomunitaria: "N" }],
  statoCivile: [{ codice: "CON", descrizione: "Coniugato" }],
  settori: [{ codice: "PRI", descrizione: "Privato" }],
  occupazioni: [{ codice: "01", descrizione: "Impiegato", attivita: "DIP" }],
  tipoAssunzione: [{ codice: "IND", descrizione: "Indeterminato" }],
  tipoReddito: [{ codice: "BP", descrizione: "Busta paga" }],
  province: [{ sigla: "MI", descrizione: "MILANO", regione: "LOMBARDIA" }],
};

const tooLong = c.CAMPO_TROPPO_LUNGO.replace("{massimo}", "100");

const json = (body: unknown, status = 200) => Promise.resolve(new Response(JSON.stringify(body), { status }));

/** The API: the lookups, no town to suggest, and step 4 refused as the server refuses 116 characters. */
function stubApi() {
  const fetch = vi.fn((url: string) => {
    if (url === `${API_BASE}/cache/lookup`) return json(lookups);
    if (url.startsWith(`${API_BASE}/lookup/comuni`)) return json([]);
    if (url === `${API_BASE}/applications/${session.applicationId}/personal-info`) {
      return json(
        {
          code: "invalid_request",
          message: c.CONTROLLA_CAMPI,
          errors: { "informazioniPersonali.residenza.attuale.indirizzo": tooLong },
        },
        422,
      );
    }
    return json({}, 404);
  });
  vi.stubGlobal("fetch", fetch);
  return fetch;
}

/** The page once the application is read, as the app's routes show it. */
function Loaded() {
  const loaded = JourneyContext.useSelector((state) => state.context.snapshot !== null);
  return loaded ? <InformazioniPersonaliPage /> : null;
}

/** The page with the journey's own Update call (only the snapshot's reading is stood in for). */
function renderPage() {
  const machine = journeyMachine.provide({
    actors: { loadApplication: fromPromise(() => Promise.resolve(snapshot)) },
    actions: { navigateTo: () => {}, persistSession: () => {} },
  });
  const router = createMemoryRouter([{ path: "/informazioni-personali", element: <Loaded /> }], {
    initialEntries: ["/informazioni-personali"],
  });
  return render(
    <Provider>
      <JourneyProvider logic={machine} options={{ input: { session } }}>
        <RouterProvider router={router} />
      </JourneyProvider>
    </Provider>,
  );
}

/** The page with its lists: a first render, Chakra's and jsdom's, can take more than a second. */
const lookupsIn = () => screen.findByRole("option", { name: "Privato" }, { timeout: 5000 });

const input = (name: string) => document.querySelector<HTMLInputElement>(`input[name="${name}"]`)!;

beforeEach(() => {
  stubMatchMedia();
  // Only the focus moves wait for a frame here; jsdom's own would outlive the test.
  vi.stubGlobal("requestAnimationFrame", (callback: FrameRequestCallback) => setTimeout(() => callback(0), 0));
});

afterEach(resetDom);

describe("the personal data page (step 4)", () => {
  it("takes no more text in a field than the server does", async () => {
    stubApi();
    renderPage();
    await lookupsIn();
    const bounds: Record<string, number> = {
      "residenza.attuale.provincia": 60,
      "residenza.attuale.comune": 60,
      "residenza.attuale.indirizzo": 100,
      "residenza.attuale.numeroCivico": 10,
      "datoreLavoro.nome": 100,
      "datoreLavoro.provincia": 60,
      "datoreLavoro.comune": 60,
      "datoreLavoro.indirizzo": 100,
    };
    for (const [name, bound] of Object.entries(bounds)) expect([name, input(name).maxLength]).toEqual([name, bound]);
  });

  it("says a field the server found too long on that field", async () => {
    const fetch = stubApi();
    renderPage();
    await lookupsIn();
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: messages.personalInfo.submit }));
      await Promise.resolve();
    });
    await waitFor(() =>
      expect(fetch).toHaveBeenCalledWith(
        `${API_BASE}/applications/${session.applicationId}/personal-info`,
        expect.objectContaining({ method: "POST" }),
      ),
    );

    const street = input("residenza.attuale.indirizzo");
    await waitFor(() => expect(street.getAttribute("aria-invalid")).toBe("true"));
    const described = street.getAttribute("aria-describedby")?.split(" ") ?? [];
    const error = described.map((id) => document.getElementById(id)).find((node) => node?.textContent === tooLong);
    expect(error).toBeTruthy();
    // The summary links to the field, named with its address.
    const summary = screen.getByRole("link", { name: new RegExp(messages.personalFields.indirizzo) });
    expect(summary.getAttribute("href")).toBe("#field-residenza-attuale-indirizzo");
    expect(within(summary).getByText(new RegExp(messages.personalInfo.sectionResidenza))).toBeTruthy();
  });

  it("groups the IBAN as it is typed and sends the form on Enter, as a one-line field does", async () => {
    const fetch = stubApi();
    renderPage();
    await lookupsIn();
    const iban = document.querySelector<HTMLTextAreaElement>('textarea[name="coordinateBancarie.iban"]')!;
    expect(iban.labels[0]?.textContent).toBe(messages.personalFields.iban);
    fireEvent.change(iban, { target: { value: "it60x0542811101000000123456" } });
    expect(iban.value).toBe("IT60 X054 2811 1010 0000 0123 456");
    await act(async () => {
      fireEvent.keyDown(iban, { key: "Enter" });
      await Promise.resolve();
    });
    await waitFor(() =>
      expect(fetch).toHaveBeenCalledWith(
        `${API_BASE}/applications/${session.applicationId}/personal-info`,
        expect.objectContaining({ method: "POST" }),
      ),
    );
    // Enter sent the form: it did not put a line break into the IBAN.
    expect(iban.value).toBe("IT60 X054 2811 1010 0000 0123 456");
  });
});
