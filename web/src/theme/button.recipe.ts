// Buttons of the journey, as Chakra's own variant names (so no type generation is needed):
// solid is the red primary action (the buy-form button's too, inactive or not: see BuyFormButton),
// outline the secondary one, ghost the header button on the yellow band.
import { defineRecipe } from "@chakra-ui/react";

export const buttonRecipe = defineRecipe({
  base: {
    fontWeight: "bold",
    // A pill while on one line (up to 3rem high); a label wrapped on a phone gets rounded corners.
    borderRadius: "3xl",
    letterSpacing: "0.01em",
    _focusVisible: { outline: "3px solid", outlineColor: "focusRing", outlineOffset: "2px" },
  },
  variants: {
    variant: {
      solid: {
        bg: "brand.red",
        color: "white",
        _hover: { bg: "brand.redDark" },
        _active: { bg: "brand.redDark" },
      },
      outline: {
        bg: "white",
        color: "brand.red",
        borderWidth: "2px",
        borderColor: "brand.red",
        _hover: { bg: "brand.redTint" },
      },
      ghost: {
        bg: "transparent",
        color: "ink",
        px: "2",
        _hover: { bg: "blackAlpha.100" },
      },
    },
  },
});
