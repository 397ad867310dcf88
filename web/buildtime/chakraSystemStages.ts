// Chakra 3 builds its system in one synchronous call: merging the configs, the token dictionary
// (every token walked, transformed, cross-referenced), the utilities, the conditions. In the
// browser that is one of the start's longest tasks, and a phone's four-times-slower CPU makes it
// block a tap for tens of milliseconds. The same code, run as a generator, stops between those
// parts; the app's start (main.tsx) resumes it one part per task. `createSystem` itself is
// unchanged: it runs the generator through at once.
import type { Plugin } from "vite";

// The module of Chakra 3 that builds the system (package.json pins the version).
const SYSTEM_MODULE = /@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]styled-system[\\/]system\.js$/;
const DECLARATION = "function createSystem(...configs) {";
// Each part ends where its statement ends; a `yield` appended to the line ends the part.
const PART_ENDS = [
  "  const config = mergeConfigs(...configs);",
  "  const layers = createLayers(config);",
  "  assignComposition();",
];
const TOKENS_END = "    prefix: cssVarsPrefix\n  });";
const EXPORTS = "export { createSystem, isValidSystem };";

const STEPPER = `
function createSystem(...configs) {
  const stages = createSystemStages(...configs);
  for (;;) {
    const stage = stages.next();
    if (stage.done) return stage.value;
  }
}
createSystem.stages = createSystemStages;
`;

/** Chakra's system module with createSystem's body as a generator (`createSystem.stages`). */
export function stagedSystem(code: string): string {
  const anchors = [DECLARATION, ...PART_ENDS, TOKENS_END, EXPORTS];
  if (anchors.some((anchor) => code.split(anchor).length !== 2)) {
    throw new Error("Chakra's createSystem changed; update web/buildtime/chakraSystemStages.ts");
  }
  // Lines changed in place and the stepper appended after the module's last line: the module's
  // source map still holds.
  let staged = code.replace(DECLARATION, "function* createSystemStages(...configs) {");
  for (const end of [...PART_ENDS, TOKENS_END]) staged = staged.replace(end, `${end} yield;`);
  return `${staged}\n${STEPPER}`;
}

export function chakraSystemStages(): Plugin {
  return {
    name: "prestito-chakra-system-stages",
    transform(code, id) {
      return SYSTEM_MODULE.test(id) ? { code: stagedSystem(code), map: null } : null;
    },
  };
}
