// The environment settings from GET /main/api/env, available to every page once loaded.
import { createContext, useContext } from "react";

import type { Env } from "../api/types";

export const EnvContext = createContext<Env | null>(null);

export function useEnv(): Env {
  const env = useContext(EnvContext);
  if (!env) throw new Error("useEnv outside of the loaded environment");
  return env;
}
