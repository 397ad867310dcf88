// @vitest-environment jsdom
import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { API_BASE } from "../../api/client";
import type { MobileSlot } from "../../api/types";
import { FakeXhr, stubXhr } from "../../api/testXhr";
import { Provider } from "../../components/ui/provider";
import { resetDom, stubMatchMedia } from "../../lib/testDom";
import { messages } from "../../messages";
import MobilePage from "./MobilePage";

const m = messages.mobile;
const IDE = messages.upload.documents.IDE?.title ?? "";
const used = "Questo codice è già stato usato su un altro dispositivo o è scaduto.";

const slot = (uploaded: boolean): MobileSlot => ({
  id: "IDE",
  category: "IDE",
  code: "DIG",
  codes: ["DIG", "CAR", "PAT"],
  sides: [
    { side: "fronte", uploaded, refusal: null },
    { side: "retro", uploaded, refusal: null },
  ],
  status: uploaded ? "da_confermare" : "da_caricare",
});

/** The identity card once the computer confirmed it; the health card still to give. */
const confirmed: MobileSlot = { ...slot(true), status: "confermato" };
const healthCard: MobileSlot = {
  id: "CFR",
  category: "CFR",
  code: "CF",
  codes: ["CF"],
  sides: [
    { side: "fronte", uploaded: false, refusal: null },
    { side: "retro", uploaded: false, refusal: null },
  ],
  status: "da_caricare",
};
const CFR = messages.upload.documents.CFR?.title ?? "";
const confirmedOnComputer = messages.catalogue.DOCUMENTO_CONFERMATO_SUL_COMPUTER;

const json = (body: unknown, status = 200) => Promise.resolve(new Response(JSON.stringify(body), { status }));

/** The API of the phone: the code USED was opened elsewhere; every other code gives a token. */
function stubApi(slots: MobileSlot[] = [slot(false)]) {
  const fetch = vi.fn((url: string, init: RequestInit) => {
    if (url === `${API_BASE}/mobile/session`) {
      const { code } = JSON.parse(init.body as string) as { code: string };
      if (code === "DOWN") return Promise.reject(new TypeError("offline"));
      return code === "USED"
        ? json({ code: "mobile_code_used", message: used, errors: {} }, 410)
        : json({ token: `upload-${code}`, expiresAt: new Date(Date.now() + 900_000).toISOString() });
    }
    if (url === `${API_BASE}/mobile/documents`) return json({ slots });
    return json({}, 404);
  });
  vi.stubGlobal("fetch", fetch);
  return fetch;
}

/** The phone's page on its own: no journey, no application token. */
function renderPhone(search: string) {
  const router = createMemoryRouter([{ path: "/documenti/mobile", element: <MobilePage /> }], {
    initialEntries: [`/documenti/mobile${search}`],
  });
  return render(
    <Provider>
      <RouterProvider router={router} />
    </Provider>,
  );
}

beforeEach(() => {
  stubMatchMedia();
  stubXhr();
  sessionStorage.clear();
});

afterEach(resetDom);

describe("the phone's upload page (issue 14 hand-off)", () => {
  it("exchanges the code for an upload token, and uploads each side with it", async () => {
    const fetch = stubApi();
    renderPhone("?code=K7QM2XPRH9TD4WNB");

    const card = await screen.findByRole("region", { name: IDE });
    expect(fetch).toHaveBeenCalledWith(`${API_BASE}/mobile/session`, expect.objectContaining({ method: "POST" }));
    const [, documents] = fetch.mock.calls.find(([url]) => url.endsWith("/mobile/documents"))!;
    expect(documents.headers).toMatchObject({ "b2b-authorization": "upload-K7QM2XPRH9TD4WNB" });

    // A phone: the camera first.
    const front = within(card).getByRole("group", { name: messages.upload.sides.fronte });
    expect(within(front).getByRole("button", { name: new RegExp(`^${messages.upload.camera}`) })).toBeTruthy();

    const photo = new File([new Uint8Array(10)], "fronte.jpg", { type: "image/jpeg" });
    fireEvent.change(document.querySelector('[data-testid="file-IDE-fronte"]')!, { target: { files: [photo] } });
    expect(FakeXhr.last!.url).toBe(`${API_BASE}/mobile/documents/IDE/fronte`);
    expect(FakeXhr.last!.headers["b2b-authorization"]).toBe("upload-K7QM2XPRH9TD4WNB");
    expect(screen.queryByText(m.done)).toBeNull();

    act(() => FakeXhr.last!.respond(200, { slots: [slot(true)] }));
    const done = await screen.findByRole("status");
    expect(within(done).getByRole("heading", { name: m.done })).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(done));
  });

  it("keeps the token in this tab: a reload does not spend the code again", async () => {
    const fetch = stubApi();
    const first = renderPhone("?code=K7QM2XPRH9TD4WNB");
    await screen.findByRole("region", { name: IDE });
    first.unmount();

    renderPhone("?code=K7QM2XPRH9TD4WNB");
    await screen.findByRole("region", { name: IDE });
    expect(fetch.mock.calls.filter(([url]) => url.endsWith("/mobile/session"))).toHaveLength(1);
    // The application's own session is not what the phone keeps.
    expect(sessionStorage.getItem("prestito-online.session")).toBeNull();
  });

  it("says a used or expired code in the server's words, and how to get a new one", async () => {
    stubApi();
    renderPhone("?code=USED");
    const alert = await screen.findByRole("alert");
    expect(within(alert).getByRole("heading", { name: used })).toBeTruthy();
    expect(within(alert).getByText(m.whatToDo)).toBeTruthy();
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe(m.invalidTitle);
  });

  it("says there is nothing left to upload once the computer has sent the documents", async () => {
    stubApi([]);
    renderPhone("?code=K7QM2XPRH9TD4WNB");
    expect(await screen.findByText(m.nothingToUpload)).toBeTruthy();
  });

  it("says when the link has no code", () => {
    stubApi();
    renderPhone("");
    expect(screen.getByRole("alert").textContent).toContain(m.codeMissing);
  });

  it("offers to try again when the service does not answer", async () => {
    const fetch = stubApi();
    renderPhone("?code=DOWN");
    const alert = await screen.findByRole("alert");
    expect(within(alert).getByRole("heading", { name: m.loadError })).toBeTruthy();
    fireEvent.click(within(alert).getByRole("button", { name: messages.app.retry }));
    await waitFor(() => expect(fetch.mock.calls.filter(([url]) => url.endsWith("/mobile/session"))).toHaveLength(2));
  });

  it("says on a card read but not confirmed that the confirmation happens on the computer", async () => {
    stubApi([slot(true), healthCard]);
    renderPhone("?code=K7QM2XPRH9TD4WNB");

    const card = await screen.findByRole("region", { name: IDE });
    expect(within(card).getByText(m.confirmOnComputer)).toBeTruthy();
    expect(within(screen.getByRole("region", { name: CFR })).queryByText(m.confirmOnComputer)).toBeNull();
  });

  it("shows a card the computer confirmed as confirmed there, with nothing to replace it", async () => {
    stubApi([confirmed, healthCard]);
    renderPhone("?code=K7QM2XPRH9TD4WNB");

    const card = await screen.findByRole("region", { name: IDE });
    expect(within(card).getByText(messages.upload.status.confermato)).toBeTruthy();
    expect(within(card).getByText(confirmedOnComputer)).toBeTruthy();
    expect(within(card).queryAllByRole("button")).toHaveLength(0);
    expect(within(card).queryByRole("radio")).toBeNull();
    expect(document.querySelector('[data-testid="file-IDE-fronte"]')).toBeNull();
    // The card still to give keeps its actions.
    const other = screen.getByRole("region", { name: CFR });
    expect(within(other).getAllByRole("button", { name: new RegExp(`^${messages.upload.chooseFile}`) })).toHaveLength(
      2,
    );
  });

  it("says on its card that a file came after the computer confirmed it, and offers it no more", async () => {
    stubApi([slot(true)]);
    renderPhone("?code=K7QM2XPRH9TD4WNB");
    const card = await screen.findByRole("region", { name: IDE });
    expect(within(card).getAllByRole("button", { name: new RegExp(`^${messages.upload.chooseAnother}`) })).toHaveLength(
      2,
    );

    // Meanwhile the computer confirmed the card: the server refuses the replacement.
    const photo = new File([new Uint8Array(10)], "fronte.jpg", { type: "image/jpeg" });
    fireEvent.change(document.querySelector('[data-testid="file-IDE-fronte"]')!, { target: { files: [photo] } });
    act(() =>
      FakeXhr.last!.respond(422, {
        code: "file_refused",
        message: confirmedOnComputer,
        errors: { file: confirmedOnComputer },
      }),
    );

    // The card is another one now, read only: the server's words on it, where the focus went.
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toBe(confirmedOnComputer);
    const region = screen.getByRole("region", { name: IDE });
    expect(region.contains(alert)).toBe(true);
    expect(within(region).getByText(messages.upload.status.confermato)).toBeTruthy();
    expect(within(region).queryAllByRole("button")).toHaveLength(0);
    await waitFor(() => expect(document.activeElement).toBe(alert));
  });
});
