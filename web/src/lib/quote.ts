// The engine's quote for a loan (POST /simulator/quote): the one source of an instalment shown
// before the application exists, on the simulator and on a light form opened without its data.
import { startTransition, useCallback, useEffect, useState } from "react";

import { api } from "../api/client";
import type { Offerta, Quote, SimulatorData } from "../api/types";
import { PRODUCT_CODES, type Campaign, type QuoteTerms } from "./simulator";

export type QuoteState =
  | { status: "idle" }
  | { status: "loading" }
  | { status: "ready"; quote: Quote }
  | { status: "error"; retry: () => void };

/**
 * The engine's quote for the terms, or idle while there are none to ask about. `delayMs` waits for
 * the person to stop typing; a new answer replaces an older one only for the terms it was asked for.
 */
export function useQuote(terms: QuoteTerms | null, delayMs = 0): QuoteState {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<{ key: string; value: QuoteState }>({ key: "", value: { status: "idle" } });
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const key = terms ? `${terms.importo}|${terms.numeroRate}|${terms.finalita}|${attempt}` : "";
  const importo = terms?.importo;
  const numeroRate = terms?.numeroRate;
  const finalita = terms?.finalita;
  useEffect(() => {
    if (importo === undefined || numeroRate === undefined) return;
    const controller = new AbortController();
    const timer = window.setTimeout(() => {
      api.quote({ importo, numeroRate, finalita }, controller.signal).then(
        (quote) => startTransition(() => setState({ key, value: { status: "ready", quote } })),
        () => {
          if (!controller.signal.aborted) setState({ key, value: { status: "error", retry } });
        },
      );
    }, delayMs);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [key, importo, numeroRate, finalita, delayMs, retry]);
  if (!terms) return { status: "idle" };
  return state.key === key ? state.value : { status: "loading" };
}

/** The simulator data for these terms as the engine priced them: what goes to the light form. */
export function simulatorFromQuote(terms: QuoteTerms, offerta: Offerta, campaign: Campaign = {}): SimulatorData {
  return {
    ...PRODUCT_CODES,
    CODICE_OFFERTA: offerta.codice ?? PRODUCT_CODES.CODICE_OFFERTA,
    SC_BENE: terms.finalita,
    SC_NUMERO_RATE: terms.numeroRate,
    SC_IMPORTO_TOTALE: terms.importo,
    SC_IMPORTO_RATA: offerta.importoRata ?? 0,
    ...campaign,
  };
}

/** The engine's price for the terms, as simulator data (the light form's submission needs it). */
export async function quoteSimulator(terms: QuoteTerms, campaign: Campaign = {}): Promise<SimulatorData | null> {
  const quote = await api.quote(terms);
  return quote.offerta ? simulatorFromQuote(terms, quote.offerta, campaign) : null;
}
