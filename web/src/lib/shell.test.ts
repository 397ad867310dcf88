// index.html decides, before any module loads, whether its static frame shows the light form's
// heading or the loading message. It repeats the app's rules in a few lines of plain script;
// this test runs that script and holds it to the rules of lib/routes.ts, so the two cannot drift.
import { describe, expect, it } from "vitest";

import html from "../../index.html?raw";
import { startsNewJourney, stripBasename } from "./routes";

const inline = /<script>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? "";

function frameShowsLightForm(pathname: string, search: string, saved: string | null): boolean {
  const parts = { intro: { hidden: true }, status: { hidden: false } };
  const document = {
    getElementById: () => ({
      querySelector: (selector: string) => (selector === ".shell-intro" ? parts.intro : parts.status),
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
  expect(parts.intro.hidden).toBe(!parts.status.hidden);
  return !parts.intro.hidden;
}

// The light form is the first page at the journey's start when no application is being resumed:
// either nothing is saved, or the address starts a new journey (which clears what was saved),
// except a simulator code, which first loads the simulator's data.
function appStartsOnLightForm(pathname: string, search: string, saved: string | null): boolean {
  const location = { pathname: stripBasename(pathname, "/main"), search };
  if (location.pathname !== "/" || new URLSearchParams(search).has("code")) return false;
  return saved === null || startsNewJourney(location);
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
  ])("at %s%s (saved: %s) agrees with the app", (pathname, search, saved) => {
    expect(frameShowsLightForm(pathname, search, saved)).toBe(appStartsOnLightForm(pathname, search, saved));
  });
});
