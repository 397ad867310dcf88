import { describe, expect, it } from "vitest";

import { messages } from "../../messages";
import { esitoCopy } from "./esito";

describe("outcome page copy (§2 /typ?esito=...)", () => {
  it.each([
    "erroregenerico",
    "errorecellulare",
    "cliente-con-richiesta-in-corso",
    "tracking-pratica-scaduto",
    "forzosods",
    "forzosodsconferma",
    "esito-non-valido",
  ] as const)("%s has its own title, explanation and next step", (esito) => {
    const copy = esitoCopy(esito);
    expect(copy).toBe(messages.esito[esito]);
    expect(copy.title && copy.explanation && copy.nextStep).toBeTruthy();
  });

  it("reads an unknown or missing esito as the generic error", () => {
    expect(esitoCopy("sconosciuto")).toBe(messages.esito.erroregenerico);
    expect(esitoCopy(null)).toBe(messages.esito.erroregenerico);
  });

  it("gives every esito a distinct title", () => {
    const titles = Object.entries(messages.esito)
      .filter(([key]) => key !== "documentTitle")
      .map(([, copy]) => (copy as { title: string }).title);
    expect(new Set(titles).size).toBe(titles.length);
  });
});
