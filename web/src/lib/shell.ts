// index.html's static first frame (#shell): on screen from the first paint until React has a page.

const frame = () => (typeof document === "undefined" ? null : document.getElementById("shell"));

/** Whether the static frame still stands in for the app (only during the first load). */
export function shellShown(): boolean {
  return frame() !== null;
}

/** Takes the static frame down; called in the commit that puts the first page on screen. */
export function removeShell(): void {
  frame()?.remove();
}
