// Chakra's default theme restricted to what the app uses: its tokens, styles and only the recipes of
// the components the app renders. A component whose recipe is missing renders unstyled, so a newly
// used Chakra component needs its recipe added below. The browser build replaces this module with
// its data, computed at build time (web/buildtime/chakraThemeData.ts).
import { defineConfig, type RecipeDefinition, type SystemStyleObject } from "@chakra-ui/react";
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

// Chakra's palettes the app uses: gray (the default colorPalette of its recipes), red (error states),
// orange, green and blue (the raw shades Chakra's bg/fg/border status tokens point at). Each palette
// is ~30 tokens, CSS variables and colorPalette variants that createSystem builds and the provider
// writes into the page on the first render; the six left out would be pure start-up cost.
const USED_PALETTES = ["gray", "red", "orange", "green", "blue"];
const PALETTE_SCALES = [...USED_PALETTES, "yellow", "teal", "purple", "pink", "cyan"];
const usedColors = <T>(colors: Record<string, T>, keep: (name: string) => boolean): Record<string, T> =>
  Object.fromEntries(Object.entries(colors).filter(([name]) => !PALETTE_SCALES.includes(name) || keep(name)));

// Buttons: the sizes and variants the app uses (theme/button.recipe.ts styles the variants). A label
// wraps onto more lines instead of running past a 320 px screen or over the button's border: each
// size's height is the least one, with room (`py`) above and below the label that keeps a second
// line off the border while one line stays as high as before.
const BUTTON_SIZES: Record<string, string> = { sm: "1.5", md: "2", lg: "2", xl: "2" };
const BUTTON_VARIANTS = ["solid", "outline", "ghost"];
const picked = (styles: Record<string, SystemStyleObject> | undefined, names: string[]) =>
  Object.entries(styles ?? {}).filter(([name]) => names.includes(name));
const wrappingButtonRecipe: RecipeDefinition = {
  ...chakraButtonRecipe,
  base: { ...chakraButtonRecipe.base, whiteSpace: "normal", textAlign: "center" },
  variants: {
    size: Object.fromEntries(
      picked(chakraButtonRecipe.variants?.size, Object.keys(BUTTON_SIZES)).map(([name, { h, ...size }]) => [
        name,
        { ...size, minH: h, py: BUTTON_SIZES[name] },
      ]),
    ),
    variant: Object.fromEntries(picked(chakraButtonRecipe.variants?.variant, BUTTON_VARIANTS)),
  },
};

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
      button: wrappingButtonRecipe,
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
