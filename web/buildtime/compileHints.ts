// V8's explicit compile hint (Chrome 136 and later) on every chunk of the app: each function of the
// file is compiled while the file streams in, off the main thread, instead of on its first call,
// on the main thread, in the middle of the start's tasks. A chunk is fetched to be run: its
// components render and its helpers are called as soon as it arrives. On a slow machine the first
// page's start compiled ~1,400 functions on the main thread, 49-62 ms of its CPU; 12-18 ms with
// the hint (docs/benchmarks.md, issue 17's fourteenth round).
import type { Plugin } from "vite";

/** The hint for a whole file: V8 reads it only before the file's first function. */
export const COMPILE_HINT = "//# allFunctionsCalledOnLoad";

export function compileHints(): Plugin {
  return {
    name: "prestito-compile-hints",
    apply: "build",
    enforce: "post",
    // After Vite's own generateBundle, which puts its preload map (a function) at a chunk's top.
    generateBundle: {
      order: "post",
      handler(_options, bundle) {
        for (const chunk of Object.values(bundle)) {
          if (chunk.type !== "chunk") continue;
          chunk.code = `${COMPILE_HINT}\n${chunk.code}`;
          // One line more at the top: every mapping moves down one line (";" is a line's end).
          const map = bundle[`${chunk.fileName}.map`];
          if (map?.type === "asset") {
            const json = JSON.parse(String(map.source)) as { mappings: string };
            map.source = JSON.stringify({ ...json, mappings: `;${json.mappings}` });
          }
        }
      },
    },
  };
}
