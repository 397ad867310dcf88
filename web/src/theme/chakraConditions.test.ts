import { defaultBaseConfig } from "@chakra-ui/react";
import { describe, expect, it } from "vitest";

// The pinned Chakra's own module (npm hoists it to the repository's node_modules).
import source from "../../../node_modules/@chakra-ui/react/dist/esm/styled-system/conditions.js?raw";
import { fasterConditions } from "../../buildtime/chakraConditions";

type Conditions = { keys: () => string[]; has: (key: string) => boolean; resolve: (key: string) => string };
type CreateConditions = (options: { conditions: object; breakpoints: object }) => Conditions;

// Chakra's module and the build's copy evaluated alike: its two imports given plain versions
// (memo only caches; mapEntries maps an object's entries).
function evaluate(code: string): CreateConditions {
  const body = code
    .replace(/^import .*$/gm, "")
    .replace(/^export .*$/gm, "")
    .replace('"use strict";', "");
  const mapEntries = (object: object, map: (key: string, value: unknown) => [string, unknown]) =>
    Object.fromEntries(Object.entries(object).map(([key, value]) => map(key, value)));
  const memo = <F>(fn: F) => fn;
  // eslint-disable-next-line @typescript-eslint/no-implied-eval, @typescript-eslint/no-unsafe-call -- the module text is what is tested
  return new Function("mapEntries", "memo", `${body}\nreturn createConditions;`)(mapEntries, memo) as CreateConditions;
}

const breakpoints = {
  conditions: { sm: "@media screen and (min-width: 30rem)", md: "@media screen and (min-width: 48rem)" },
  keys: () => ["base", "sm", "md"],
  getCondition: (key: string) => key,
};

describe("Chakra's conditions as the browser build has them", () => {
  it("answers every key as Chakra's own module does", () => {
    const options = { conditions: defaultBaseConfig.conditions ?? {}, breakpoints };
    const before = evaluate(source)(options);
    const after = evaluate(fasterConditions(source))(options);
    expect(after.keys()).toEqual(before.keys());
    expect(before.keys().length).toBeGreaterThan(50);
    const others = ["base", "color", "bg", "_unknown", "@media (min-width: 1px)", "&:hover", "& > p", "hover", "lg"];
    for (const key of [...before.keys(), ...others]) {
      expect([key, after.has(key), after.resolve(key)]).toEqual([key, before.has(key), before.resolve(key)]);
    }
  });

  it("refuses a module that is no longer the one it was written for", () => {
    expect(() => fasterConditions("export const createConditions = () => ({});")).toThrow(/changed/);
  });
});
