import { afterEach, describe, expect, it, vi } from "vitest";

import { api, ApiError } from "./client";
import { prime } from "./early";

const json = (status: number, body: unknown) =>
  Promise.resolve(new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } }));

afterEach(() => vi.unstubAllGlobals());

describe("answers asked for before the app loads", () => {
  it("are read by the first request of their path, and only by it", async () => {
    const fetch = vi.fn((_url: string, _init?: RequestInit) => json(200, { gtmId: "GTM-1" }));
    vi.stubGlobal("fetch", fetch);
    prime("/env");
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch.mock.calls[0]![0]).toMatch(/\/api\/env$/);

    await expect(api.readEnv()).resolves.toEqual({ gtmId: "GTM-1" });
    expect(fetch).toHaveBeenCalledTimes(1);
    // A second reader (a retry, another page) asks the server again.
    await api.readEnv();
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it("are asked again when the early request failed", async () => {
    const fetch = vi
      .fn((_url: string, _init?: RequestInit) => json(200, { comuni: [] }))
      .mockImplementationOnce(() => Promise.reject(new TypeError("Failed to fetch")));
    vi.stubGlobal("fetch", fetch);
    prime("/cache/lookup");
    await expect(api.readLookups()).resolves.toEqual({ comuni: [] });
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it("keep a refusal for the reader, which retries as it always does", async () => {
    const fetch = vi.fn((_url: string, _init?: RequestInit) => json(500, { code: "x", message: "Giù" }));
    vi.stubGlobal("fetch", fetch);
    prime("/env");
    await expect(api.readEnv()).rejects.toBeInstanceOf(ApiError);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it("are never given to a request with a token or a body", async () => {
    const fetch = vi.fn((_url: string, _init?: RequestInit) => json(200, {}));
    vi.stubGlobal("fetch", fetch);
    prime("/applications/loan-1");
    await api.readApplication({ applicationId: "loan-1", token: "tok" });
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(new Headers(fetch.mock.calls[1]![1]?.headers).get("b2b-authorization")).toBe("tok");
  });
});
