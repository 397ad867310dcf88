// The environment settings from GET /main/api/env, available to every page once loaded.
import { createContext, useContext } from "react";

import type { EnvSettings } from "../api/types";

export const EnvContext = createContext<EnvSettings | null>(null);

export function useEnv(): EnvSettings {
  const env = useContext(EnvContext);
  if (!env) throw new Error("useEnv outside of the loaded environment");
  return env;
}
