// @vitest-environment jsdom
import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fromPromise } from "xstate";

import { API_BASE } from "../../api/client";
import type { Session } from "../../api/clientTypes";
import type { DocumentsUpdate } from "../../api/documentUpdates";
import type { MobileLinkAnswer, Snapshot } from "../../api/types";
import { FakeXhr, stubXhr } from "../../api/testXhr";
import type { StepResult } from "../../api/types";
import { Provider } from "../../components/ui/provider";
import { resetDom, stubMatchMedia } from "../../lib/testDom";
import { MAX_UPLOAD_BYTES } from "../../lib/useUploads";
import { JourneyProvider } from "../../machines/JourneyProvider";
import { journeyMachine } from "../../machines/journeyMachine";
import { session } from "../../machines/fixtures";
import { messages } from "../../messages";
import { documentsAt, healthCardSlot, identitySlot, READ_CIE, uploadedSides } from "./fixtures";
import UploadPage from "./UploadStepPage";

const m = messages.upload;
const IDE = m.documents.IDE?.title ?? "";
const start = documentsAt("/documenti", [identitySlot(), healthCardSlot()]);
const read = documentsAt("/documenti", [
  identitySlot({ sides: uploadedSides, values: READ_CIE, status: "da_confermare" }),
  healthCardSlot(),
]);

type Submit = (input: { session: Session; update: DocumentsUpdate }) => Promise<StepResult>;

function renderPage(snapshot: Snapshot, submitStep: Submit = () => new Promise(() => {})) {
  const navigateTo = vi.fn<(route: string) => void>();
  const machine = journeyMachine.provide({
    actors: {
      loadApplication: fromPromise(() => Promise.resolve(snapshot)),
      submitStep: fromPromise(({ input }) => submitStep(input as never)),
    },
    actions: { navigateTo: (_, params) => navigateTo(params.route), persistSession: () => {} },
  });
  const router = createMemoryRouter([{ path: "/documenti/*", element: <UploadPage /> }], {
    initialEntries: [snapshot.route],
  });
  render(
    <Provider>
      <JourneyProvider logic={machine} options={{ input: { session } }}>
        <RouterProvider router={router} />
      </JourneyProvider>
    </Provider>,
  );
  return { navigateTo };
}

const card = (name: string) => screen.findByRole("region", { name });
const fileInput = (slot: string, side: string) =>
  document.querySelector<HTMLInputElement>(`[data-testid="file-${slot}-${side}"]`)!;
const choose = (input: HTMLInputElement, file: File) => fireEvent.change(input, { target: { files: [file] } });
const photo = (size = 2048) => new File([new Uint8Array(size)], "fronte.jpg", { type: "image/jpeg" });

beforeEach(() => {
  stubMatchMedia();
  stubXhr();
});

afterEach(resetDom);

describe("documents page: upload and confirmation (issue 14)", () => {
  it("uploads a side with its progress, reads it behind the recap screen, then asks to confirm what was read", async () => {
    renderPage(start);
    await card(IDE);

    choose(fileInput("IDE", "fronte"), photo());
    const xhr = FakeXhr.last!;
    expect(xhr.url).toBe(`${API_BASE}/applications/loan-1/documents/IDE/fronte`);
    expect(xhr.body?.get("code")).toBe("DIG");

    act(() => xhr.progress(512, 2048));
    const bar = await screen.findByRole("progressbar", { name: m.progressLabel(m.sides.fronte, IDE) });
    expect(bar.getAttribute("aria-valuenow")).toBe("25");

    // Every byte sent: the server reads the document, under the 'recap' loading screen.
    act(() => xhr.progress(2048, 2048));
    expect(await screen.findByText(messages.catalogue.LOADING_WARNING)).toBeTruthy();
    expect(screen.getByText(messages.catalogue.KEEP_AT_HAND[0])).toBeTruthy();
    expect(screen.queryByRole("region", { name: IDE })).toBeNull();

    act(() => xhr.respond(200, { ok: true, errors: {}, snapshot: read }));
    const identity = await card(IDE);
    expect(screen.queryByText(messages.catalogue.LOADING_WARNING)).toBeNull();
    expect(within(identity).getByLabelText<HTMLInputElement>(m.fields.numeroDocumento).value).toBe("CA12345AB");
    expect(within(identity).getByLabelText<HTMLInputElement>(m.fields.tipoDocumento).readOnly).toBe(true);
    // What recognition could not read is empty, and said so.
    const comune = within(identity).getByLabelText<HTMLInputElement>(m.fields.comuneRilascio);
    expect(comune.value).toBe("");
    expect(document.getElementById(comune.getAttribute("aria-describedby") ?? "")?.textContent).toContain(m.notRead);
  });

  it("sends the confirmed fields of the document, and shows the server's errors on them", async () => {
    const refused = "Il numero del documento contiene caratteri non validi.";
    const submitStep = vi.fn<Submit>(() =>
      Promise.resolve({ ok: false, errors: { "values.numeroDocumento": refused }, snapshot: read }),
    );
    renderPage(read, submitStep);
    const identity = await card(IDE);

    fireEvent.change(within(identity).getByLabelText(m.fields.comuneRilascio), { target: { value: "ROMA" } });
    fireEvent.click(within(identity).getByRole("button", { name: m.confirm }));

    await waitFor(() => expect(submitStep).toHaveBeenCalled());
    expect(submitStep.mock.calls[0]![0].update).toEqual({
      endpoint: "documents/IDE/confirmation",
      body: { values: { ...READ_CIE, comuneRilascio: "ROMA" } },
    });
    const numero = await waitFor(() => {
      const field = within(screen.getByRole("region", { name: IDE })).getByLabelText(m.fields.numeroDocumento);
      expect(field.getAttribute("aria-invalid")).toBe("true");
      return field;
    });
    expect(document.getElementById(`${numero.id}-error`)?.textContent).toBe(refused);
  });

  it("says what is missing before sending anything", async () => {
    const submitStep = vi.fn<Submit>();
    renderPage(read, submitStep);
    const identity = await card(IDE);
    fireEvent.click(within(identity).getByRole("button", { name: m.confirm }));
    const comune = within(identity).getByLabelText(m.fields.comuneRilascio);
    expect(comune.getAttribute("aria-invalid")).toBe("true");
    expect(document.getElementById(`${comune.id}-error`)?.textContent).toBe(messages.catalogue.CAMPO_OBBLIGATORIO);
    expect(submitStep).not.toHaveBeenCalled();
  });

  it("shows a file the server refused on its card, and lets it be chosen again", async () => {
    renderPage(start);
    const identity = await card(IDE);
    choose(fileInput("IDE", "retro"), photo());
    const refusal = messages.catalogue.DOCUMENTO_FORMATO_NON_SUPPORTATO;
    act(() => FakeXhr.last!.respond(422, { code: "unsupported_file", message: refusal, errors: { file: refusal } }));

    const back = within(identity).getByRole("group", { name: m.sides.retro });
    expect((await within(back).findByRole("alert")).textContent).toBe(refusal);
    expect(within(back).getByRole("button", { name: new RegExp(m.chooseFile) })).toHaveProperty("disabled", false);
  });

  it("does not send a file over 10 MB, and says why on its card", async () => {
    renderPage(start);
    const identity = await card(IDE);
    choose(fileInput("IDE", "fronte"), photo(MAX_UPLOAD_BYTES + 1));
    const front = within(identity).getByRole("group", { name: m.sides.fronte });
    expect(within(front).getByRole("alert").textContent).toBe(messages.catalogue.DOCUMENTO_TROPPO_PESANTE);
    expect(FakeXhr.all).toHaveLength(0);
  });

  it("shows a confirmed document as its recap, and Modifica uploads it again", async () => {
    const confirmed = documentsAt("/documenti", [
      identitySlot({ sides: uploadedSides, values: { ...READ_CIE, comuneRilascio: "ROMA" }, status: "confermato" }),
      healthCardSlot(),
    ]);
    renderPage(confirmed);
    const identity = await card(IDE);
    expect(within(identity).getByText("ROMA")).toBeTruthy();
    expect(within(identity).queryByRole("button", { name: new RegExp(m.chooseAnother) })).toBeNull();

    fireEvent.click(within(identity).getByRole("button", { name: new RegExp(`^${m.modify}`) }));
    expect(within(await card(IDE)).getAllByRole("button", { name: new RegExp(m.chooseAnother) })).toHaveLength(2);
  });

  it("offers no phone hand-off on a phone", async () => {
    renderPage(start);
    await card(IDE);
    expect(screen.queryByRole("region", { name: messages.handOff.title })).toBeNull();
    expect(screen.getByRole("button", { name: messages.draft.save })).toBeTruthy();
  });
});

describe("documents page: the phone hand-off on a desktop (issue 14)", () => {
  const link: MobileLinkAnswer = {
    code: "ABCD2345EFGH6789",
    url: "https://prestito.example/main/documenti/mobile?code=ABCD2345EFGH6789",
    qrSvg: '<svg xmlns="http://www.w3.org/2000/svg"><rect width="1" height="1"/></svg>',
    expiresAt: new Date(Date.now() + 15 * 60_000).toISOString(),
  };

  beforeEach(() => {
    vi.stubGlobal("matchMedia", (query: string) => ({
      matches: query.includes("min-width: 900px"),
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
  });

  it("shows the QR code of the phone's page, and moves on by itself when the phone has uploaded", async () => {
    const next = documentsAt("/documenti/giustificativo-del-reddito/busta-paga", []);
    const encoder = new TextEncoder();
    // The events stream stays open; the phone's upload arrives on it when the test says so.
    let stream: ReadableStreamDefaultController<Uint8Array> | null = null;
    const fetch = vi.fn((url: string, _init: RequestInit) => {
      if (url.endsWith("/mobile-link")) return Promise.resolve(new Response(JSON.stringify(link), { status: 200 }));
      const body = new ReadableStream<Uint8Array>({ start: (controller) => void (stream = controller) });
      return Promise.resolve(new Response(body, { status: 200 }));
    });
    vi.stubGlobal("fetch", fetch);

    const { navigateTo } = renderPage(start);
    const handOff = await card(messages.handOff.title);
    await waitFor(() => expect(handOff.textContent).toContain("x"), { timeout: 300 }).catch(() =>
      console.log(handOff.innerHTML),
    );
    const qr = await within(handOff).findByRole("img", { name: messages.handOff.qrAlt });
    expect(qr.getAttribute("src")).toBe(`data:image/svg+xml;utf8,${encodeURIComponent(link.qrSvg)}`);
    expect(qr.getAttribute("width")).toBe("115");
    expect(within(handOff).getByText(link.url)).toBeTruthy();

    await waitFor(() => expect(stream).not.toBeNull());
    act(() => stream?.enqueue(encoder.encode(`event: snapshot\ndata: ${JSON.stringify(next)}\n\n`)));
    await waitFor(() =>
      expect(navigateTo).toHaveBeenLastCalledWith("/documenti/giustificativo-del-reddito/busta-paga"),
    );
    const events = fetch.mock.calls.find(([url]) => url.endsWith("/events"));
    expect(events?.[1].headers).toMatchObject({ "b2b-authorization": session.token });
  });
});
