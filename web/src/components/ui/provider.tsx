// Chakra UI provider with our system; the journey has one (light) colour scheme.
import { ChakraProvider, type SystemContext } from "@chakra-ui/react";
import type { ReactNode } from "react";

import { createAppSystem } from "../../theme";

let system: SystemContext | undefined;

/** The app's one Chakra system, built on the first call (main.tsx calls it before rendering). */
export function appSystem(): SystemContext {
  system ??= createAppSystem();
  return system;
}

export function Provider({ children }: { children: ReactNode }) {
  return <ChakraProvider value={appSystem()}>{children}</ChakraProvider>;
}
