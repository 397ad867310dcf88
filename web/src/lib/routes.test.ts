import { describe, expect, it } from "vitest";

import { isAtRoute, isStepPath, routePath, stripBasename, typRoute } from "./routes";

describe("routes", () => {
  it("builds outcome routes", () => {
    expect(typRoute("cliente-con-richiesta-in-corso")).toBe("/typ?esito=cliente-con-richiesta-in-corso");
  });

  it.each([
    ["/typ?esito=errorecellulare", "/typ"],
    ["/informazioni-personali/", "/informazioni-personali"],
    ["/", "/"],
  ])("the path of %s is %s", (route, path) => {
    expect(routePath(route)).toBe(path);
  });

  it("treats the step pages, not the outcome page, as step paths", () => {
    expect(isStepPath("/")).toBe(true);
    expect(isStepPath("/informazioni-personali")).toBe(true);
    expect(isStepPath("/check")).toBe(true);
    expect(isStepPath("/typ")).toBe(false);
    expect(isStepPath("/pagina-inesistente")).toBe(false);
  });

  it("compares the route's path and query with the location, ignoring extra parameters", () => {
    expect(isAtRoute({ pathname: "/", search: "?SC_IMPORTO_TOTALE=1000" }, "/")).toBe(true);
    expect(isAtRoute({ pathname: "/typ", search: "?esito=errorecellulare" }, "/typ?esito=errorecellulare")).toBe(true);
    expect(isAtRoute({ pathname: "/typ", search: "?esito=erroregenerico" }, "/typ?esito=errorecellulare")).toBe(false);
    expect(isAtRoute({ pathname: "/", search: "" }, "/informazioni-personali")).toBe(false);
  });

  it.each([
    ["/main", "/"],
    ["/main/", "/"],
    ["/main/typ", "/typ"],
    ["/mainframe", "/mainframe"],
  ])("removes the basename from %s", (pathname, expected) => {
    expect(stripBasename(pathname, "/main")).toBe(expected);
  });
});
