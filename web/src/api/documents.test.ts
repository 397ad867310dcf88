import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { messages } from "../messages";
import { at } from "../machines/fixtures";
import { API_BASE, ApiError } from "./client";
import { documentsApi, followSnapshots, upload } from "./documents";
import { FakeXhr, stubXhr } from "./testXhr";
import type { Snapshot } from "./types";

const session = { applicationId: "loan 1", token: "tok-1" };
const photo = () => new File([new Uint8Array(1000)], "fronte.jpg", { type: "image/jpeg" });

beforeEach(stubXhr);
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe("upload of one side (XMLHttpRequest, for its progress)", () => {
  it("sends the code and the file as multipart with the token, and reports the progress", async () => {
    const progress: number[] = [];
    const onSent = vi.fn();
    const answer = documentsApi.uploadSide(session, "IDE", "fronte", {
      code: "CAR",
      file: photo(),
      onProgress: ({ loaded, total }) => progress.push(loaded / total),
      onSent,
    });
    const xhr = FakeXhr.last!;
    expect(xhr.method).toBe("POST");
    expect(xhr.url).toBe(`${API_BASE}/applications/loan%201/documents/IDE/fronte`);
    expect(xhr.headers["b2b-authorization"]).toBe("tok-1");
    expect(xhr.body?.get("code")).toBe("CAR");
    expect((xhr.body?.get("file") as File).name).toBe("fronte.jpg");

    xhr.progress(250, 1000);
    xhr.progress(1000, 1000);
    expect(progress).toEqual([0.25, 1]);
    expect(onSent).toHaveBeenCalledOnce();

    const result = { ok: true, errors: {}, snapshot: at("/documenti") };
    xhr.respond(200, result);
    await expect(answer).resolves.toEqual(result);
  });

  it("answers a refused file with the server's message on the file", async () => {
    const answer = upload({ path: "/x", token: "t", code: "CF", file: photo() });
    const refusal = messages.catalogue.DOCUMENTO_TROPPO_PESANTE;
    FakeXhr.last!.respond(413, { code: "file_too_large", message: refusal, errors: { file: refusal } });
    const error = await answer.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 413, errors: { file: refusal } });
  });

  it("says the service is unavailable when the network fails", async () => {
    const answer = upload({ path: "/x", token: "t", code: "CF", file: photo() });
    FakeXhr.last!.onerror?.();
    await expect(answer).rejects.toMatchObject({ status: 0, message: messages.catalogue.SERVIZIO_NON_DISPONIBILE });
  });

  it("stops sending when its signal aborts", async () => {
    const controller = new AbortController();
    const answer = upload({ path: "/x", token: "t", code: "CF", file: photo(), signal: controller.signal });
    controller.abort();
    expect(FakeXhr.last!.aborted).toBe(true);
    await expect(answer).rejects.toMatchObject({ name: "AbortError" });
  });

  it("sends the phone's uploads with the upload token, not the application's", () => {
    void documentsApi.uploadMobileSide("upload-tok", "CFR", "retro", { code: "CF", file: photo() });
    expect(FakeXhr.last!.url).toBe(`${API_BASE}/mobile/documents/CFR/retro`);
    expect(FakeXhr.last!.headers["b2b-authorization"]).toBe("upload-tok");
  });
});

/** A response whose body streams the given pieces of text, then ends. */
function streamed(...pieces: string[]): Response {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const piece of pieces) controller.enqueue(encoder.encode(piece));
      controller.close();
    },
  });
  return new Response(body, { status: 200, headers: { "content-type": "text/event-stream" } });
}

const event = (snapshot: Snapshot, id: string) => `id: ${id}\nevent: snapshot\ndata: ${JSON.stringify(snapshot)}\n\n`;

describe("the stream of snapshots (GET /applications/{id}/events)", () => {
  it("hands over each snapshot, sending the token header EventSource could not", async () => {
    const first = at("/documenti");
    const second = at("/documenti/riepilogo");
    const controller = new AbortController();
    const received: Snapshot[] = [];
    const fetch = vi.fn((_url: string, _init: RequestInit) =>
      Promise.resolve(
        streamed(": hello\n\n", event(first, "1"), event(second, "2").slice(0, 30), event(second, "2").slice(30)),
      ),
    );
    vi.stubGlobal("fetch", fetch);

    await followSnapshots(session, {
      onSnapshot: (snapshot) => {
        received.push(snapshot);
        if (received.length === 2) controller.abort();
      },
      signal: controller.signal,
    });

    expect(received).toEqual([first, second]);
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe(`${API_BASE}/applications/loan%201/events`);
    expect(init.headers).toMatchObject({ "b2b-authorization": "tok-1", Accept: "text/event-stream" });
  });

  it("opens the stream again after a drop, from the last event, waiting longer each time", async () => {
    vi.useFakeTimers();
    const controller = new AbortController();
    const fetch = vi.fn((_url: string, _init: RequestInit) =>
      fetch.mock.calls.length === 1
        ? Promise.resolve(streamed(event(at("/documenti"), "41")))
        : Promise.reject(new TypeError("network down")),
    );
    vi.stubGlobal("fetch", fetch);
    vi.spyOn(console, "warn").mockImplementation(() => {});

    const following = followSnapshots(session, { onSnapshot: () => {}, signal: controller.signal });
    await vi.advanceTimersByTimeAsync(999);
    expect(fetch).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(fetch.mock.calls[1]![1].headers).toMatchObject({ "Last-Event-ID": "41" });
    // Failed again: two seconds this time.
    await vi.advanceTimersByTimeAsync(1999);
    expect(fetch).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetch).toHaveBeenCalledTimes(3);

    controller.abort();
    await following;
  });

  it("stops for good when the session is over, and says why", async () => {
    const expired = { code: "unauthorized", message: messages.catalogue.SESSIONE_NON_VALIDA, errors: {} };
    const fetch = vi.fn(() => Promise.resolve(new Response(JSON.stringify(expired), { status: 401 })));
    vi.stubGlobal("fetch", fetch);
    const onEnd = vi.fn();

    await followSnapshots(session, { onSnapshot: () => {}, onEnd, signal: new AbortController().signal });

    expect(fetch).toHaveBeenCalledOnce();
    expect(onEnd).toHaveBeenCalledWith(expect.objectContaining({ status: 401, message: expired.message }));
  });
});
