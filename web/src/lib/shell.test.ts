// index.html decides, before any module loads, whether its static frame shows the light form's
// heading, the simulator's, or the loading message. It repeats the app's rules in a few lines of
// plain script; this test runs that script and holds it to the rules of lib/routes.ts, so the two
// cannot drift.
import { describe, expect, it } from "vitest";

import html from "../../index.html?raw";
import { simulatore } from "./routeTable";
import { startsNewJourney, stripBasename } from "./routes";

const inline = /<script>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? "";

type Intro = "home" | "simulatore";

/** Which page's heading the frame shows, if any. */
function frameShows(pathname: string, search: string, saved: string | null): Intro | null {
  const intros = { home: { hidden: true }, simulatore: { hidden: true } };
  const status = { hidden: false };
  const document = {
    getElementById: () => ({
      querySelector: (selector: string) => {
        if (selector === ".shell-status") return status;
        const page = /^\.shell-intro\[data-page="(home|simulatore)"\]$/.exec(selector)?.[1] as Intro | undefined;
        if (!page) throw new Error(`index.html's script asks for ${selector}`);
        return intros[page];
      },
    }),
  };
  const sessionStorage = { getItem: () => saved };
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- index.html's own script is what is tested
  const run = new Function("location", "sessionStorage", "document", inline) as (
    location: { pathname: string; search: string },
    storage: typeof sessionStorage,
    page: typeof document,
  ) => void;
  run({ pathname, search }, sessionStorage, document);
  const shown = (Object.keys(intros) as Intro[]).filter((page) => !intros[page].hidden);
  expect(shown.length).toBeLessThanOrEqual(1);
  // The loading message stands in only where no heading does.
  expect(status.hidden).toBe(shown.length === 1);
  return shown[0] ?? null;
}

// The light form is the first page at the journey's start when no application is being resumed:
// either nothing is saved, or the address starts a new journey (which clears what was saved),
// except a simulator code, which first loads the simulator's data. The simulator's page is its
// own address, whatever is saved.
function appStartsOn(pathname: string, search: string, saved: string | null): Intro | null {
  const location = { pathname: stripBasename(pathname, "/main"), search };
  if (location.pathname.replace(/\/$/, "") === simulatore) return "simulatore";
  if (location.pathname !== "/" || new URLSearchParams(search).has("code")) return null;
  return saved === null || startsNewJourney(location) ? "home" : null;
}

describe("the static first frame", () => {
  it("has its script", () => {
    expect(inline).toContain("prestito-online.session");
  });

  const session = JSON.stringify({ applicationId: "loan-1", token: "t" });
  it.each([
    ["/main/", "", null],
    ["/main", "", null],
    ["/main/", "", session],
    ["/main/", "?SC_IMPORTO_TOTALE=1000000&SC_NUMERO_RATE=60", session],
    ["/main/", "?SC_IMPORTO_TOTALE=1000000&SC_NUMERO_RATE=60", null],
    ["/main/", "?code=ABC123", null],
    ["/main/", "?code=ABC123", session],
    ["/main/resume", "?code=abc", null],
    ["/main/resume", "?draft=loan-1", session],
    ["/main/informazioni-personali", "", session],
    ["/main/typ", "?esito=errorecellulare", null],
    ["/main/simulatore", "", null],
    ["/main/simulatore/", "", session],
    ["/main/simulatore", "?arrivo=non-valido", session],
    ["/main/simulatore-vecchio", "", null],
  ])("at %s%s (saved: %s) agrees with the app", (pathname, search, saved) => {
    expect(frameShows(pathname, search, saved)).toBe(appStartsOn(pathname, search, saved));
  });

  it("shows each page's heading somewhere in the cases above", () => {
    expect(frameShows("/main/", "", null)).toBe("home");
    expect(frameShows("/main/simulatore", "", null)).toBe("simulatore");
  });
});
