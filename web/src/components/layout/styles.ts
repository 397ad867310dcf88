// Style props the pages share. Not theme layer styles: the theme is in the first download, the
// pages are not.

/** The white, softly raised panel that holds a form, a figure or a section on the yellow page. */
export const panel = { bg: "white", borderRadius: "xl", boxShadow: "0 4px 16px rgba(26,26,26,0.08)" } as const;

/** An action button as wide as the screen on a phone, its label wrapping rather than overflowing. */
export const wideOnMobile = { w: { base: "full", md: "auto" }, whiteSpace: "normal" } as const;
