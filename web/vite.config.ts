// Vite: the app is served under /main/, built to web/dist, with /main/api proxied to the local API in dev.
import react from "@vitejs/plugin-react";
import type { Plugin } from "vite";
import { defineConfig } from "vitest/config";

import { bootStages } from "./buildtime/bootStages";
import { chakraConditions } from "./buildtime/chakraConditions";
import { chakraStaticGlobalCss } from "./buildtime/chakraGlobalCss";
import { chakraSystemStages } from "./buildtime/chakraSystemStages";
import { chakraThemeData } from "./buildtime/chakraThemeData";
import { compileHints } from "./buildtime/compileHints";
import { appMessages } from "./src/appMessages";
import { messages } from "./src/messages";

// react-router 7 exports only its development build (warnings and checks included); the production
// build ships beside it, and React Router's own Vite plugin points production builds at it. We do
// the same: about a fifth of the first download was react-router's development code.
const reactRouterProduction = (file: string) =>
  decodeURIComponent(new URL(`../node_modules/react-router/dist/production/${file}`, import.meta.url).pathname);

// index.html's static first frame shows these strings before any script runs: they come from the
// message modules, as everywhere else, never typed into the HTML.
const SHELL_TEXT: Record<string, string> = {
  SHELL_LOGO_ALT: appMessages.logoAlt,
  SHELL_SPINNER: appMessages.spinner,
  SHELL_FOOTER: appMessages.footer,
  SHELL_LIGHT_FORM_HEADING: messages.lightForm.heading,
  SHELL_LIGHT_FORM_INTRO: messages.lightForm.intro,
  SHELL_SIMULATOR_HEADING: messages.simulatore.heading,
  SHELL_SIMULATOR_INTRO: messages.simulatore.intro,
};

const escapeHtml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

function shellText(): Plugin {
  return {
    name: "prestito-shell-text",
    transformIndexHtml: {
      order: "pre",
      handler: (html) =>
        html.replace(/%(SHELL_[A-Z_]+)%/g, (placeholder, key: string) => {
          const text = SHELL_TEXT[key];
          if (text === undefined) throw new Error(`index.html: no message for ${placeholder}`);
          return escapeHtml(text);
        }),
    },
  };
}

export default defineConfig(({ command }) => ({
  base: "/main/",
  plugins: [
    react(),
    shellText(),
    chakraStaticGlobalCss(),
    chakraConditions(),
    chakraSystemStages(),
    chakraThemeData(),
    bootStages(),
    compileHints(),
  ],
  resolve: {
    alias:
      command === "build"
        ? [
            { find: /^react-router$/, replacement: reactRouterProduction("index.mjs") },
            { find: /^react-router\/dom$/, replacement: reactRouterProduction("dom-export.mjs") },
          ]
        : [],
  },
  build: {
    outDir: "dist",
    emptyOutDir: true,
    sourcemap: true,
    rolldownOptions: {
      output: {
        advancedChunks: {
          // The contexts of the journey and of the environment settings, shared by the app's
          // frame and lazy pages (the signature's reads the lender from the settings): one chunk
          // of the first load, with React's own module they import, not a chunk each (each
          // costs its wrapper and its name in the first download: 0.45 kB gzip in all).
          groups: [{ name: "JourneyContext", test: /src[\\/](machines[\\/]JourneyContext|env[\\/]EnvContext)\.ts$/ }],
        },
      },
      treeshake: {
        // Chakra's define* helpers are identity functions that the bundler cannot see through: with
        // them marked pure, `@chakra-ui/react/theme`'s unused default config (and through it every
        // recipe of Chakra) is dropped, and only the recipes src/theme.ts names are bundled.
        manualPureFunctions: [
          "defineConfig",
          "defineRecipe",
          "defineSlotRecipe",
          "defineKeyframes",
          "defineGlobalStyles",
          "defineStyle",
          "defineTextStyles",
          "defineAnimationStyles",
          "defineLayerStyles",
          "defineConditions",
          "createAnatomy",
        ],
      },
    },
  },
  server: {
    proxy: {
      "/main/api": { target: "http://127.0.0.1:8000", changeOrigin: false },
    },
  },
  preview: {
    proxy: {
      "/main/api": { target: "http://127.0.0.1:8000", changeOrigin: false },
    },
  },
  test: {
    environment: "node",
    include: ["src/**/*.test.{ts,tsx}"],
  },
}));
