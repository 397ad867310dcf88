// The card family of spec §2 (card-info, card-link, card-quote, card-error, card-document-recap).
import { defineRecipe } from "@chakra-ui/react";

export const journeyCardRecipe = defineRecipe({
  className: "journey-card",
  base: {
    display: "block",
    bg: "white",
    color: "ink",
    borderRadius: "xl",
    p: { base: "5", md: "6" },
    boxShadow: "0 1px 2px rgba(26, 26, 26, 0.08), 0 4px 16px rgba(26, 26, 26, 0.06)",
  },
  variants: {
    kind: {
      info: {},
      link: {
        color: "brand.red",
        fontWeight: "semibold",
        textDecoration: "none",
        transition: "box-shadow 0.15s ease, transform 0.15s ease",
        _hover: { boxShadow: "0 2px 4px rgba(26,26,26,0.12), 0 8px 24px rgba(26,26,26,0.10)" },
        _focusVisible: { outline: "3px solid", outlineColor: "focusRing", outlineOffset: "3px" },
      },
      quote: { bg: "brand.cream", textAlign: "center" },
      error: { borderTopWidth: "6px", borderTopColor: "brand.red" },
      recap: {},
    },
  },
  defaultVariants: { kind: "info" },
});
