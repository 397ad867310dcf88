// Our Chakra UI system: warm bank yellow page, ink text, red actions and links (WCAG AA on white and yellow).
// Built on Chakra's base config (utilities and conditions, no recipes) plus its tokens, styles and
// only the recipes of the components the app renders: `defaultConfig` would put every recipe of
// Chakra in the entry chunk. A component whose recipe is missing renders unstyled, so a newly used
// Chakra component needs its recipe added below (see theme.test.ts).
import { createSystem, defaultBaseConfig, defineConfig } from "@chakra-ui/react";
import {
  animationStyles,
  breakpoints as chakraBreakpoints,
  buttonRecipe as chakraButtonRecipe,
  codeRecipe,
  containerRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  fieldSlotRecipe,
  globalCss as chakraGlobalCss,
  headingRecipe,
  iconRecipe,
  inputRecipe,
  keyframes as chakraKeyframes,
  layerStyles,
  listSlotRecipe,
  semanticTokens,
  separatorRecipe,
  spinnerRecipe,
  textareaRecipe,
  textStyles,
  tokens,
} from "@chakra-ui/react/theme";

import { buttonRecipe } from "./theme/button.recipe";

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

// Chakra's palettes the app uses: gray (the default colorPalette of its recipes), red (error states),
// orange, green and blue (the raw shades Chakra's bg/fg/border status tokens point at). Each palette
// is ~30 tokens, CSS variables and colorPalette variants that createSystem builds and the provider
// writes into the page on the first render; the six left out would be pure start-up cost.
const USED_PALETTES = ["gray", "red", "orange", "green", "blue"];
const PALETTE_SCALES = [...USED_PALETTES, "yellow", "teal", "purple", "pink", "cyan"];
const usedColors = <T>(colors: Record<string, T>, keep: (name: string) => boolean): Record<string, T> =>
  Object.fromEntries(Object.entries(colors).filter(([name]) => !PALETTE_SCALES.includes(name) || keep(name)));

/** Chakra's default theme, restricted to the recipes of the components we use. */
export const chakraThemeConfig = defineConfig({
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss: chakraGlobalCss,
  theme: {
    breakpoints: chakraBreakpoints,
    keyframes: chakraKeyframes,
    tokens: { ...tokens, colors: usedColors(tokens.colors, (name) => USED_PALETTES.includes(name)) },
    semanticTokens: {
      ...semanticTokens,
      // The status palettes' semantic sets (orange.solid, …) are not used; their raw shades are.
      colors: usedColors(semanticTokens.colors, (name) => name === "gray" || name === "red"),
    },
    textStyles,
    layerStyles,
    animationStyles,
    recipes: {
      button: chakraButtonRecipe,
      code: codeRecipe,
      container: containerRecipe,
      heading: headingRecipe,
      icon: iconRecipe,
      input: inputRecipe,
      separator: separatorRecipe,
      spinner: spinnerRecipe,
      textarea: textareaRecipe,
    },
    slotRecipes: {
      field: fieldSlotRecipe,
      list: listSlotRecipe,
    },
  },
});

/** Builds the system: a long computation (tokens, CSS variables), so the entry runs it as a task of its own. */
export const createAppSystem = () => createSystem(defaultBaseConfig, chakraThemeConfig, config);
