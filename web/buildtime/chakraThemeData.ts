// The browser's copy of Chakra's default theme (src/theme/chakra.ts) is data computed at build time:
// the bundle then holds only the palettes, recipes and styles the app uses, not Chakra's theme
// modules in full and the code that filters them on every start.
import type { SystemConfig } from "@chakra-ui/react";
import type { Plugin } from "vite";

import { chakraThemeConfig } from "../src/theme/chakra";

const THEME_MODULE = /[\\/]web[\\/]src[\\/]theme[\\/]chakra\.ts$/;

/**
 * What the browser's createSystem reads of the config. The global CSS (reset, globalCss, keyframes,
 * token variables) is in index.html already (chakraGlobalCss.ts): of the keyframes only their
 * names are read, as the values of the animationName property.
 */
export function browserThemeConfig(config: SystemConfig = chakraThemeConfig): SystemConfig {
  const { globalCss: _globalCss, preflight: _preflight, theme = {}, ...rest } = config;
  const keyframes = Object.fromEntries(Object.keys(theme.keyframes ?? {}).map((name) => [name, {}]));
  return { ...rest, theme: { ...theme, keyframes } };
}

export function chakraThemeData(): Plugin {
  return {
    name: "prestito-chakra-theme-data",
    apply: "build",
    transform(_code, id) {
      if (!THEME_MODULE.test(id)) return null;
      // JSON.parse of one string is quicker to evaluate than the same object literal.
      const json = JSON.stringify(JSON.stringify(browserThemeConfig()));
      return { code: `export const chakraThemeConfig = JSON.parse(${json});\n`, map: { mappings: "" } };
    },
  };
}
