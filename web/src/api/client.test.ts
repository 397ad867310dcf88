import { afterEach, describe, expect, it, vi } from "vitest";

import { messages } from "../messages";
import { api, ApiError } from "./client";
import { DEFAULT_OFFER } from "../lib/simulator";
import { emptyBasicInfoForm } from "../routes/informazioniBase/basicInfoForm";

const json = (status: number, body: unknown) =>
  Promise.resolve(new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } }));

async function failure(call: Promise<unknown>): Promise<ApiError> {
  try {
    await call;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error("the call did not fail");
}

afterEach(() => vi.unstubAllGlobals());

describe("api client", () => {
  it("sends the token in b2b-authorization", async () => {
    const fetch = vi.fn((_url: string, _init?: RequestInit) => json(200, {}));
    vi.stubGlobal("fetch", fetch);
    await api.readApplication({ applicationId: "loan-1", token: "tok" });
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toMatch(/api\/applications\/loan-1$/);
    expect(new Headers(init?.headers).get("b2b-authorization")).toBe("tok");
  });

  it("turns {code, message, errors} into an ApiError with the field errors", async () => {
    vi.stubGlobal("fetch", () => json(422, { code: "validation_error", message: "Controlla", errors: { cap: "CAP" } }));
    const error = await failure(api.startApplication(DEFAULT_OFFER, emptyBasicInfoForm()));
    expect(error).toMatchObject({
      status: 422,
      code: "validation_error",
      message: "Controlla",
      errors: { cap: "CAP" },
      session: null,
    });
  });

  it("keeps the application a failed first submission created", async () => {
    vi.stubGlobal("fetch", () =>
      json(503, { code: "backoffice_unavailable", message: "Giù", errors: {}, applicationId: "loan-9", token: "t9" }),
    );
    const error = await failure(api.startApplication(DEFAULT_OFFER, emptyBasicInfoForm()));
    expect(error.session).toEqual({ applicationId: "loan-9", token: "t9" });
  });

  it("reports a network failure in Italian", async () => {
    vi.stubGlobal("fetch", () => Promise.reject(new TypeError("Failed to fetch")));
    const error = await failure(api.readEnv());
    expect(error).toMatchObject({ status: 0, message: messages.catalogue.SERVIZIO_NON_DISPONIBILE });
  });

  it("reports an answer that is not JSON as the service being unavailable", async () => {
    vi.stubGlobal("fetch", () => Promise.resolve(new Response("<html>Bad gateway</html>", { status: 502 })));
    const error = await failure(api.readLookups());
    expect(error).toMatchObject({ status: 502, message: messages.catalogue.SERVIZIO_NON_DISPONIBILE });
  });
});
