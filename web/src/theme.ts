// Our Chakra UI system: warm bank yellow page, ink text, red actions and links (WCAG AA on white and yellow).
// Built on Chakra's base config (utilities and conditions, no recipes) plus its tokens, styles and
// only the recipes of the components the app renders (theme/chakra.ts): `defaultConfig` would put
// every recipe of Chakra in the entry chunk.
import { createSystem, defaultBaseConfig, defineConfig, type SystemConfig, type SystemContext } from "@chakra-ui/react";

import { buttonRecipe } from "./theme/button.recipe";
import { chakraThemeConfig } from "./theme/chakra";

const config = defineConfig({
  globalCss: {
    "html, body": {
      bg: "brand.yellow",
      color: "ink",
      fontFamily: "body",
    },
    a: { color: "brand.red", textUnderlineOffset: "3px" },
    "*:focus-visible": { outline: "3px solid", outlineColor: "focusRing", outlineOffset: "2px" },
    "*, *::before, *::after": {
      _motionReduce: {
        animationDuration: "0.01ms !important",
        animationIterationCount: "1 !important",
        transitionDuration: "0.01ms !important",
      },
    },
  },
  theme: {
    // The spec's mobile layout breakpoint is 900 px: `md` and up is the desktop layout.
    breakpoints: { sm: "480px", md: "900px", lg: "1200px", xl: "1440px" },
    keyframes: {
      coinToss: {
        "0%, 100%": { transform: "translateY(0) rotateY(0deg)" },
        "50%": { transform: "translateY(-36px) rotateY(180deg)" },
      },
      messageIn: {
        from: { opacity: 0, transform: "translateY(0.75rem)" },
        to: { opacity: 1, transform: "translateY(0)" },
      },
    },
    tokens: {
      fonts: {
        heading: {
          value: '"Segoe UI", system-ui, -apple-system, Roboto, "Helvetica Neue", Arial, sans-serif',
        },
        body: {
          value: '"Segoe UI", system-ui, -apple-system, Roboto, "Helvetica Neue", Arial, sans-serif',
        },
      },
      colors: {
        brand: {
          yellow: { value: "#FFD500" },
          yellowDeep: { value: "#F2C200" },
          cream: { value: "#FFF8D6" },
          // #B5001F: 7.0:1 on white, 4.9:1 on the yellow.
          red: { value: "#B5001F" },
          redDark: { value: "#8F0018" },
          redTint: { value: "#FCEBEE" },
        },
        ink: { value: "#1A1A1A" },
        inkMuted: { value: "#4A4A4A" },
      },
    },
    semanticTokens: {
      colors: {
        focusRing: { value: "#1A1A1A" },
        // Lets Chakra's own components (spinner, progress) pick up the brand through colorPalette.
        brand: {
          solid: { value: "{colors.brand.red}" },
          contrast: { value: "white" },
          fg: { value: "{colors.brand.red}" },
          muted: { value: "{colors.brand.redTint}" },
          subtle: { value: "{colors.brand.redTint}" },
          emphasized: { value: "{colors.brand.redDark}" },
          focusRing: { value: "#1A1A1A" },
        },
      },
    },
    recipes: { button: buttonRecipe },
  },
});

const configs = [defaultBaseConfig, chakraThemeConfig, config];

/** Builds the system at once (the build's global CSS, tests). */
export const createAppSystem = () => createSystem(...configs);

type Stages = Generator<void, SystemContext>;

/**
 * Builds the system in parts, stopping after each (the configs merged, the token dictionary, the
 * utilities): a long computation that the entry runs one part per task. The browser build's
 * createSystem can stop (web/buildtime/chakraSystemStages.ts); elsewhere it is built in one part.
 */
export function* createAppSystemInStages(): Stages {
  const { stages } = createSystem as { stages?: (...parts: SystemConfig[]) => Stages };
  return stages ? yield* stages(...configs) : createAppSystem();
}
