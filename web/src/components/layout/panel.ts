// The white, softly raised panel that holds a form, a figure or a section on the yellow page.
// Style props, not a theme layer style: the theme is in the first download, the pages are not.
export const panel = { bg: "white", borderRadius: "xl", boxShadow: "0 4px 16px rgba(26,26,26,0.08)" } as const;
