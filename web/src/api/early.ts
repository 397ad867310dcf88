// The answers the first page waits for (the environment settings, the reference lists), asked for
// by main.tsx before React loads. Asked for by the page itself, each would leave only once the
// page's chunks have arrived, one round trip after the other: on a slow phone network the light
// form was ready 1.3–1.6 s later that way (docs/benchmarks.md, issue 17's tenth round).

export const API_BASE = `${import.meta.env.BASE_URL}api`;

const primed = new Map<string, Promise<Response>>();

/** Starts the GET of `path` (under /main/api) now, for the first request() of the same path. */
export function prime(path: string): void {
  if (primed.has(path)) return;
  const answer = fetch(`${API_BASE}${path}`, { headers: { Accept: "application/json" } });
  // Taken or not, a failure here is request()'s to handle (it asks again), never unhandled.
  answer.catch(() => undefined);
  primed.set(path, answer);
}

/** The primed answer of `path`, once: a retry, or a second reader, asks the server again. */
export function takePrimed(path: string): Promise<Response> | undefined {
  const answer = primed.get(path);
  primed.delete(path);
  return answer;
}
