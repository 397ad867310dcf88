// A server-sent events reader for fetch(): EventSource cannot send the b2b-authorization header,
// so the stream is read from the response body and parsed as the HTML standard says
// (https://html.spec.whatwg.org/multipage/server-sent-events.html#event-stream-interpretation).

export interface ServerEvent {
  /** The `event:` field; "message" when the server names none. */
  type: string;
  /** The `data:` lines, joined with "\n". */
  data: string;
  /** The last `id:` seen on the stream, to resume from. */
  lastEventId: string;
}

/**
 * An incremental parser: `push` takes text as it arrives, cut anywhere (inside a line, between
 * "\r" and "\n"), and answers the events it completed. Comments (":") and unknown fields are
 * skipped; `retry:` is kept as the server's reconnection delay.
 */
export class EventStreamParser {
  private buffer = "";
  private data: string[] = [];
  private type = "";
  private lastEventId = "";
  private pendingCarriageReturn = false;
  /** The reconnection delay the server asked for (`retry:`), in milliseconds. */
  retryMs: number | null = null;

  push(text: string): ServerEvent[] {
    let chunk = text;
    // A "\r\n" cut between two chunks is one line end, not two.
    if (this.pendingCarriageReturn && chunk.startsWith("\n")) chunk = chunk.slice(1);
    this.pendingCarriageReturn = chunk.endsWith("\r");
    this.buffer += chunk;

    const events: ServerEvent[] = [];
    const lineEnd = /\r\n|\r|\n/g;
    let start = 0;
    for (let match = lineEnd.exec(this.buffer); match; match = lineEnd.exec(this.buffer)) {
      const event = this.line(this.buffer.slice(start, match.index));
      if (event) events.push(event);
      start = match.index + match[0].length;
    }
    this.buffer = this.buffer.slice(start);
    return events;
  }

  private line(line: string): ServerEvent | null {
    if (line === "") return this.dispatch();
    if (line.startsWith(":")) return null;
    const colon = line.indexOf(":");
    const field = colon === -1 ? line : line.slice(0, colon);
    let value = colon === -1 ? "" : line.slice(colon + 1);
    if (value.startsWith(" ")) value = value.slice(1);
    if (field === "data") this.data.push(value);
    else if (field === "event") this.type = value;
    else if (field === "id" && !value.includes("\0")) this.lastEventId = value;
    else if (field === "retry" && /^\d+$/.test(value)) this.retryMs = Number(value);
    return null;
  }

  private dispatch(): ServerEvent | null {
    const data = this.data;
    const type = this.type || "message";
    this.data = [];
    this.type = "";
    // A block without data lines dispatches nothing.
    return data.length === 0 ? null : { type, data: data.join("\n"), lastEventId: this.lastEventId };
  }
}

/** Reads a response body to its end, handing each event over; stops when `signal` aborts. */
export async function readEventStream(
  body: ReadableStream<Uint8Array>,
  parser: EventStreamParser,
  onEvent: (event: ServerEvent) => void,
  signal?: AbortSignal,
): Promise<void> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  const cancel = () => void reader.cancel().catch(() => undefined);
  signal?.addEventListener("abort", cancel, { once: true });
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done || signal?.aborted) break;
      for (const event of parser.push(decoder.decode(value, { stream: true }))) onEvent(event);
    }
  } finally {
    signal?.removeEventListener("abort", cancel);
  }
}
