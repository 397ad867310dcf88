// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fromPromise } from "xstate";

import type { Session } from "../api/clientTypes";
import type { Snapshot } from "../api/types";
import { Provider } from "../components/ui/provider";
import { resetDom, stubMatchMedia } from "../lib/testDom";
import { at, session } from "../machines/fixtures";
import { JourneyProvider } from "../machines/JourneyProvider";
import { journeyMachine } from "../machines/journeyMachine";
import { AppLayout } from "./AppLayout";

/** The layout with a page that names its path, on `entry`, for a tab holding `snapshot`. */
function renderAt(entry: string, snapshot: Snapshot | null) {
  const machine = journeyMachine.provide({
    actors: { loadApplication: fromPromise(() => Promise.resolve(snapshot!)) },
    actions: { navigateTo: () => {}, persistSession: () => {}, forgetSession: () => {} },
  });
  const Page = () => <p data-testid="pagina">pagina</p>;
  const router = createMemoryRouter([{ path: "/", Component: AppLayout, children: [{ path: "*", Component: Page }] }], {
    initialEntries: [entry],
  });
  const input: { session: Session | null } = { session: snapshot ? session : null };
  render(
    <Provider>
      <JourneyProvider logic={machine} options={{ input }}>
        <RouterProvider router={router} />
      </JourneyProvider>
    </Provider>,
  );
  return router;
}

const where = (router: ReturnType<typeof renderAt>) =>
  `${router.state.location.pathname}${router.state.location.search}`;

beforeEach(() => {
  stubMatchMedia();
  const env = { qrCodeUrl: "http://localhost", tagManagerId: null, environment: "test" };
  vi.stubGlobal(
    "fetch",
    vi.fn(() => Promise.resolve(new Response(JSON.stringify(env)))),
  );
});

afterEach(() => {
  vi.restoreAllMocks();
  resetDom();
});

describe("the layout's guard of the anomaly area (spec §2 /anomalie)", () => {
  const signed = at("/anomalie", { step: "FIRMA", status: "signed" });

  it.each(["/anomalie", "/anomalie/tessera-sanitaria", "/anomalie/non-esiste", "/firma/riepilogo"])(
    "lets a signed request be on %s",
    async (entry) => {
      const router = renderAt(entry, signed);
      await screen.findByTestId("pagina");
      expect(where(router)).toBe(entry);
    },
  );

  it("sends a request not signed yet to its own page", async () => {
    const router = renderAt("/anomalie/utenza", at("/firma/carica", { step: "TYP" }));
    await screen.findByTestId("pagina");
    expect(where(router)).toBe("/firma/carica");
  });

  it.each([
    ["/anomalie", "/resume?segui=richiesta"],
    // The page opened goes with it, to land on once resumed.
    ["/anomalie/tessera-sanitaria", "/resume?segui=richiesta&pagina=/anomalie/tessera-sanitaria"],
    ["/anomalie/tessera-sanitaria/", "/resume?segui=richiesta&pagina=/anomalie/tessera-sanitaria"],
    [
      "/anomalie/giustificativo-del-reddito/busta-paga",
      "/resume?segui=richiesta&pagina=/anomalie/giustificativo-del-reddito/busta-paga",
    ],
    // An address of no page is not carried.
    ["/anomalie/non-esiste", "/resume?segui=richiesta"],
  ])("sends a tab without a request from %s to resume it, not to an error: %s", async (entry, resume) => {
    const router = renderAt(entry, null);
    await screen.findByTestId("pagina");
    expect(where(router)).toBe(resume);
  });
});
