// Chakra's global CSS (its reset, our globalCss and every token as a CSS variable) written into
// index.html at build time. At run time Chakra builds it inside createSystem and Emotion writes it
// on the first render: about a third of the app's start-up work, the same every time.
import { ChakraProvider } from "@chakra-ui/react";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import type { Plugin } from "vite";

import { createAppSystem } from "../src/theme";

// The module of Chakra 3 that builds the system (package.json pins the version).
const SYSTEM_MODULE = /@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]styled-system[\\/]system\.js$/;
const GLOBAL_STYLES = "const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];";
const PREFLIGHT = "const result = createPreflight({ preflight });";

/** The CSS of ChakraProvider's global styles, as Emotion writes it (server rendering them). */
export function chakraGlobalCss(): string {
  const markup = renderToStaticMarkup(createElement(ChakraProvider, { value: createAppSystem(), children: null }));
  const sheets = [...markup.matchAll(/<style[^>]*>(.*?)<\/style>/gs)].map((match) => match[1]);
  if (sheets.length === 0 || sheets.join("").length !== markup.replace(/<\/?style[^>]*>/g, "").length) {
    throw new Error("ChakraProvider no longer renders only <style> elements: check chakraGlobalCss");
  }
  return sheets.join("\n");
}

/**
 * Build only: the global CSS goes into index.html's head, and the browser's createSystem leaves
 * the system's `_global` (what ChakraProvider writes on its first render) empty. Chakra's
 * getTokenCss and getGlobalCss still work if anything calls them (nothing in Chakra 3.37 does);
 * getPreflightCss returns an empty reset layer.
 */
export function chakraStaticGlobalCss(): Plugin {
  return {
    name: "prestito-chakra-global-css",
    apply: "build",
    transform(code, id) {
      if (!SYSTEM_MODULE.test(id)) return null;
      if (!code.includes(GLOBAL_STYLES) || !code.includes(PREFLIGHT)) {
        throw new Error(`${id}: Chakra's createSystem changed; update web/buildtime/chakraGlobalCss.ts`);
      }
      // Lines changed in place: the module's source map still holds. Without its one caller, the
      // reset's module (createPreflight) is left out of the bundle.
      const browserCode = code.replace(GLOBAL_STYLES, "const _global = [];").replace(PREFLIGHT, "const result = {};");
      return { code: browserCode, map: null };
    },
    transformIndexHtml: {
      order: "post",
      handler: () => [{ tag: "style", children: chakraGlobalCss(), injectTo: "head" }],
    },
  };
}
