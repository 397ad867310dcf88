import { createSystem, defaultBaseConfig, type SystemConfig, type SystemContext } from "@chakra-ui/react";
import { describe, expect, it } from "vitest";

// The pinned Chakra's own module (npm hoists it to the repository's node_modules).
import source from "../../../node_modules/@chakra-ui/react/dist/esm/styled-system/system.js?raw";
import { stagedSystem } from "../../buildtime/chakraSystemStages";
import { chakraThemeConfig } from "./chakra";

type Stages = Generator<void, SystemContext>;
type StagedCreateSystem = ((...configs: SystemConfig[]) => SystemContext) & {
  stages: (...configs: SystemConfig[]) => Stages;
};

// The build's copy of Chakra's module, imported as a data: URL whose imports point at the pinned
// packages' own modules: it runs exactly the code the browser build bundles.
const nodeModules = new URL("../../../node_modules/", import.meta.url);
const styledSystem = new URL("@chakra-ui/react/dist/esm/styled-system/", nodeModules);
const PACKAGES: Record<string, string> = { "@pandacss/is-valid-prop": "@pandacss/is-valid-prop/dist/index.mjs" };
async function loadStaged(): Promise<StagedCreateSystem> {
  const code = stagedSystem(source).replace(/from '([^']+)'/g, (_, path: string) => {
    const file = path.startsWith(".") ? new URL(path, styledSystem) : new URL(PACKAGES[path] ?? path, nodeModules);
    return `from '${file.href}'`;
  });
  const url = `data:text/javascript,${encodeURIComponent(code)}`;
  const module = (await import(/* @vite-ignore */ url)) as { createSystem: StagedCreateSystem };
  return module.createSystem;
}

type Styles = (props: object) => unknown;
const configs = [defaultBaseConfig, chakraThemeConfig];

function rendered(system: SystemContext) {
  const styles = { colorPalette: "red", bg: "bg.error", color: "fg.muted", p: "4", animation: "spin 1s" };
  return {
    tokens: system.tokens.allTokens.map(({ name, value }): unknown[] => [name, value as unknown]),
    css: system.css(styles),
    recipes: ["button", "heading", "input", "spinner"].map((key) => (system.getRecipeFn(key) as Styles)({})),
    slotRecipes: ["field", "list"].map((key) => (system.getSlotRecipeFn(key) as Styles)({})),
    properties: [...system.properties].sort(),
  };
}

describe("Chakra's createSystem as the browser build has it", () => {
  it("builds in four parts, each resumed by the caller, the same system as Chakra's own", async () => {
    const staged = await loadStaged();
    const stages = staged.stages(...configs);
    let parts = 0;
    let step = stages.next();
    while (!step.done) {
      parts += 1;
      step = stages.next();
    }
    expect(parts).toBe(4);
    expect(rendered(step.value)).toEqual(rendered(createSystem(...configs)));
  });

  it("still builds the whole system in one call", async () => {
    const staged = await loadStaged();
    expect(rendered(staged(...configs))).toEqual(rendered(createSystem(...configs)));
  });

  it("refuses a module that is no longer the one it was written for", () => {
    expect(() => stagedSystem(source.replace("assignComposition();", "assignCompositions();"))).toThrow(/changed/);
    expect(() => stagedSystem("export function createSystem() {}")).toThrow(/changed/);
  });
});
