// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";

import { Provider } from "../components/ui/provider";
import { JourneyProvider } from "../machines/JourneyProvider";
import { journeyMachine } from "../machines/journeyMachine";
import { RouteError } from "./RouteError";

function Broken(): never {
  throw new Error("boom");
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("rendering errors (§4)", () => {
  it("are reported to /main/api/log and lead to the generic error outcome", async () => {
    const fetch = vi.fn((_url: string, _init?: RequestInit) => Promise.resolve(new Response("{}")));
    vi.stubGlobal("fetch", fetch);
    vi.spyOn(console, "error").mockImplementation(() => {});
    const router = createMemoryRouter(
      [
        {
          path: "/",
          ErrorBoundary: RouteError,
          children: [
            { index: true, Component: Broken },
            { path: "typ", Component: () => <p>esito generico</p> },
          ],
        },
      ],
      { initialEntries: ["/"] },
    );

    render(
      <Provider>
        <JourneyProvider logic={journeyMachine} options={{ input: { session: null } }}>
          <RouterProvider router={router} />
        </JourneyProvider>
      </Provider>,
    );

    await screen.findByText("esito generico");
    expect(router.state.location.pathname).toBe("/typ");
    expect(router.state.location.search).toBe("?esito=erroregenerico");
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    const [url, init] = fetch.mock.calls[0]!;
    // The app's base (/main/ in the build) is "/" under vitest.
    expect(url).toBe(`${import.meta.env.BASE_URL}api/log`);
    expect(init?.method).toBe("POST");
    expect(JSON.parse(init?.body as string)).toMatchObject({ message: "boom", draft: null });
  });
});
