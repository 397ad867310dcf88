/// <reference types="vite/client" />

interface Window {
  /** Set by /main/js/alassets.js. */
  alAssets?: { imagesBase: string; spriteBase: string; image: (name: string) => string };
  /** The tag manager's queue, created only when a tag-manager id is configured. */
  dataLayer?: unknown[];
}
