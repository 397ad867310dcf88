import { createSystem, defaultBaseConfig, type SystemConfig, type SystemContext } from "@chakra-ui/react";
import { describe, expect, it } from "vitest";

import { browserThemeConfig } from "../../buildtime/chakraThemeData";
import { chakraThemeConfig } from "./chakra";

// The browser's system is built from the data the build writes in place of ./chakra.ts: it must
// style every component exactly as the full config does (the global CSS aside, in index.html).
type Styles = (props: object) => unknown;
const recipe = (system: SystemContext, key: string) => (system.getRecipeFn(key) as Styles)({});
const slotRecipe = (system: SystemContext, key: string) => (system.getSlotRecipeFn(key) as Styles)({});

describe("the browser's copy of Chakra's theme", () => {
  const full = createSystem(defaultBaseConfig, chakraThemeConfig);
  const browser = createSystem(defaultBaseConfig, JSON.parse(JSON.stringify(browserThemeConfig())) as SystemConfig);

  it("has every token, with its value and CSS variable", () => {
    const tokens = (system: SystemContext) =>
      system.tokens.allTokens.map(({ name, value }): unknown[] => [name, value as unknown]);
    expect(tokens(browser)).toEqual(tokens(full));
  });

  it("renders the recipes and style props to the same CSS", () => {
    const styles = { colorPalette: "red", bg: "bg.error", color: "fg.muted", p: "4", animation: "spin 1s" };
    expect(browser.css(styles)).toEqual(full.css(styles));
    for (const key of ["button", "heading", "input", "spinner"]) {
      expect(recipe(browser, key)).toEqual(recipe(full, key));
    }
    for (const key of ["field", "list"]) {
      expect(slotRecipe(browser, key)).toEqual(slotRecipe(full, key));
    }
  });

  it("knows the keyframes by name, as animationName's values", () => {
    expect(browser.query.keyframes.list()).toEqual(full.query.keyframes.list());
  });

  it("lets a button's label wrap, the button growing with it (320 px screens)", () => {
    for (const size of ["sm", "md", "lg", "xl"]) {
      const { "@layer recipes": styles } = (full.getRecipeFn("button") as Styles)({ size }) as {
        "@layer recipes": Record<string, unknown>;
      };
      expect(styles.whiteSpace).toBe("normal");
      expect([typeof styles.minHeight, typeof styles.paddingBlock, styles.height]).toEqual([
        "string",
        "string",
        undefined,
      ]);
    }
  });
});
