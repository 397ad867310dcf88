// Chakra UI provider with our system; the journey has one (light) colour scheme.
import { ChakraProvider, type SystemContext } from "@chakra-ui/react";
import type { ReactNode } from "react";

import { createAppSystem, createAppSystemInStages } from "../../theme";

let system: SystemContext | undefined;

/** The app's one Chakra system, built on the first call if main.tsx has not built it already. */
export function appSystem(): SystemContext {
  system ??= createAppSystem();
  return system;
}

/** Builds the app's system in parts, for main.tsx to run one part per task before rendering. */
export function* buildAppSystem(): Generator<void, void> {
  if (!system) system = yield* createAppSystemInStages();
}

export function Provider({ children }: { children: ReactNode }) {
  return <ChakraProvider value={appSystem()}>{children}</ChakraProvider>;
}
