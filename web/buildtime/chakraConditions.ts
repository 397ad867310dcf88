// Chakra 3's `conditions.has(key)` lists every condition's name anew (`Object.keys` of ~110
// entries) and scans the list, for each key of each style it serialises: while the system is
// built and on every render of a component whose styles are not cached yet. The names never
// change after createConditions, so the build looks them up in a Set made once.
import type { Plugin } from "vite";

// The module of Chakra 3 that builds the conditions (package.json pins the version).
const CONDITIONS_MODULE = /@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]styled-system[\\/]conditions\.js$/;
const VALUES = "const values = Object.assign({}, conditions, breakpoints.conditions);";
const HAS = 'return keys().includes(key) || SPECIAL_KEY_REGEX.test(key) || key.startsWith("_");';

/** Chakra's conditions module as the browser gets it: `has` answers from a Set of the names. */
export function fasterConditions(code: string): string {
  if (!code.includes(VALUES) || !code.includes(HAS)) {
    throw new Error("Chakra's createConditions changed; update web/buildtime/chakraConditions.ts");
  }
  // Lines changed in place (one statement appended to a line): the module's source map still holds.
  return code
    .replace(VALUES, `${VALUES} const names = new Set(Object.keys(values));`)
    .replace(HAS, HAS.replace("keys().includes(key)", "names.has(key)"));
}

export function chakraConditions(): Plugin {
  return {
    name: "prestito-chakra-conditions",
    apply: "build",
    transform(code, id) {
      return CONDITIONS_MODULE.test(id) ? { code: fasterConditions(code), map: null } : null;
    },
  };
}
