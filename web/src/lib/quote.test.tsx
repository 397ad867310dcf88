// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import type { ReactNode } from "react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import type { Offerta, Quote } from "../api/types";
import { Provider } from "../components/ui/provider";
import { JourneyProvider } from "../machines/JourneyProvider";
import { journeyMachine } from "../machines/journeyMachine";
import { LightFormPage } from "../routes/informazioniBase/LightFormPage";
import { SimulatorePage } from "../routes/simulatore/SimulatorePage";
import { simulatorFromQuote } from "./quote";
import { DEFAULT_TERMS } from "./simulator";
import { resetDom, stubMatchMedia } from "./testDom";

// The engine's answer for 10.000 € in 60 months, as the sandbox gives it today.
const offerta: Offerta = { codice: "PPONLINE", importoTotale: 1_000_000, numeroRate: 60, importoRata: 20_661 };
const quote: Quote = { offerta, esempioRappresentativo: "Esempio rappresentativo", errori: [] };

const json = (body: unknown) => new Response(JSON.stringify(body), { headers: { "Content-Type": "application/json" } });

/** Every quote request the page made, by its body. */
let quoteRequests: unknown[] = [];

function renderAt(element: ReactNode, path = "/") {
  const machine = journeyMachine.provide({ actions: { navigateTo: () => {}, persistSession: () => {} } });
  const router = createMemoryRouter([{ path: "/", element }], { initialEntries: [path] });
  return render(
    <Provider>
      <JourneyProvider logic={machine} options={{ input: { session: null } }}>
        <RouterProvider router={router} />
      </JourneyProvider>
    </Provider>,
  );
}

beforeEach(() => {
  quoteRequests = [];
  vi.stubGlobal(
    "fetch",
    vi.fn((url: string, init?: RequestInit) => {
      if (url.endsWith("/simulator/quote")) {
        quoteRequests.push(JSON.parse(init?.body as string));
        return Promise.resolve(json(quote));
      }
      return Promise.resolve(json({ abitazioni: [], posizioniLavorative: [] }));
    }),
  );
  stubMatchMedia();
});

afterEach(resetDom);

describe("the instalment shown before the offer: one source, the engine's quote", () => {
  it("is the simulator's figure on a light form opened without simulator data", async () => {
    renderAt(<LightFormPage />);
    expect((await screen.findByTestId("offer-rata")).textContent).toBe("206,61\u00a0€");
    expect(screen.getByTestId("offer-importo").textContent).toBe("10.000,00\u00a0€");

    cleanup();
    renderAt(<SimulatorePage />);
    expect((await screen.findByTestId("quote-rata", {}, { timeout: 2000 })).textContent).toBe("206,61\u00a0€");

    // Both pages asked the same question of the same endpoint.
    expect(quoteRequests).toEqual([DEFAULT_TERMS, DEFAULT_TERMS]);
  });

  it("says it is being computed rather than showing a figure of its own", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn((url: string) =>
        url.endsWith("/simulator/quote")
          ? new Promise<Response>(() => {})
          : Promise.resolve(json({ abitazioni: [], posizioniLavorative: [] })),
      ),
    );
    renderAt(<LightFormPage />);
    expect(await screen.findByTestId("offer-rata-pending")).toBeTruthy();
    expect(screen.queryByTestId("offer-rata")).toBeNull();
  });

  it("hands the simulator's terms and the engine's instalment to the light form", () => {
    expect(simulatorFromQuote(DEFAULT_TERMS, offerta, { UTM_SOURCE: "google" })).toEqual({
      CODICE_OFFERTA: "PPONLINE",
      SC_TIPO_OFFERTA: "2",
      MOD_PAGAMENTO: "RID",
      SC_BENE: "LIQUIDITA",
      SC_NUMERO_RATE: 60,
      SC_IMPORTO_TOTALE: 1_000_000,
      SC_IMPORTO_RATA: 20_661,
      UTM_SOURCE: "google",
    });
  });
});
