// The SPID pages (issue 15), in one chunk of their own: neither the first download nor the
// documents step's chunk carries them.
export { default as SpidPage } from "./SpidPage";
export { default as SpidDocumentiPage } from "./SpidDocumentiPage";
