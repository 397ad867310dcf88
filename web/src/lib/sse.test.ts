import { describe, expect, it } from "vitest";

import { EventStreamParser, readEventStream, type ServerEvent } from "./sse";

/** Feeds the text to a parser in the given pieces and collects what it dispatched. */
function parse(...pieces: string[]): { events: ServerEvent[]; parser: EventStreamParser } {
  const parser = new EventStreamParser();
  return { events: pieces.flatMap((piece) => parser.push(piece)), parser };
}

describe("server-sent events parser", () => {
  it("dispatches an event at the blank line, with its name and data", () => {
    const { events } = parse('event: snapshot\ndata: {"route":"/documenti"}\n\n');
    expect(events).toEqual([{ type: "snapshot", data: '{"route":"/documenti"}', lastEventId: "" }]);
  });

  it("joins data lines with a newline and names an unnamed event 'message'", () => {
    expect(parse("data: a\ndata: b\n\n").events).toEqual([{ type: "message", data: "a\nb", lastEventId: "" }]);
  });

  it("waits for the end of an event cut anywhere, even between \\r and \\n", () => {
    const { events } = parse("event: snap", "shot\r", '\ndata: {"a"', ":1}\r", "\n\r", "\n");
    expect(events).toEqual([{ type: "snapshot", data: '{"a":1}', lastEventId: "" }]);
  });

  it("takes \\r, \\n and \\r\\n as line ends", () => {
    expect(parse("data: 1\r\rdata: 2\n\ndata: 3\r\n\r\n").events.map((e) => e.data)).toEqual(["1", "2", "3"]);
  });

  it("skips comments (the server's keep-alive) and blocks without data", () => {
    expect(parse(": keep-alive\n\nevent: snapshot\n\n").events).toEqual([]);
  });

  it("keeps the last id and the server's reconnection delay", () => {
    const { events, parser } = parse("id: 7\nretry: 2500\ndata: x\n\ndata: y\n\n");
    expect(events.map((e) => e.lastEventId)).toEqual(["7", "7"]);
    expect(parser.retryMs).toBe(2500);
  });

  it("removes only the one space after the colon", () => {
    expect(parse("data:  two spaces\ndata:none\n\n").events[0]?.data).toBe(" two spaces\nnone");
  });

  it("reads a response body to its end, decoding UTF-8 cut inside a character", async () => {
    const bytes = new TextEncoder().encode('event: snapshot\ndata: {"città":"Forlì"}\n\n');
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        // The "à" of "città" is two bytes: cut between them.
        const cut = bytes.indexOf(0xc3) + 1;
        controller.enqueue(bytes.slice(0, cut));
        controller.enqueue(bytes.slice(cut));
        controller.close();
      },
    });
    const events: ServerEvent[] = [];
    await readEventStream(body, new EventStreamParser(), (event) => events.push(event));
    expect(JSON.parse(events[0]?.data ?? "null")).toEqual({ città: "Forlì" });
  });
});
