// Landing from the provider's own pages with a token (§3 SC_TOKEN, token; §7 verifica-token,
// elenco-parametri): the simulator's loan, or what the customer area knows of the person, as the
// back office vouches for it. A lazy chunk: a landing without a token never downloads it.
import { useCallback, type ReactNode } from "react";
import { Navigate } from "react-router";

import { ApiError, request } from "../../api/client";
import type { LightFormPrefill, SimulatorData, VerificaTokenRequest } from "../../api/types";
import { tokenRefusedRoute } from "../../lib/routes";
import { campaignFromQuery } from "../../lib/simulator";
import { useRemote } from "../../lib/useRemote";
import { LandingLoad } from "./LandingLoad";

/** What the landing brings to the light form. The tokens go back with the first submission, where
 * the server checks and spends them; nothing else of the tokens reaches the page. */
export interface TokenArrival {
  /** The simulator's loan, with this landing's campaign; null without a simulator token. */
  simulator: SimulatorData | null;
  prefill: LightFormPrefill | null;
  tokens: Pick<SimulatorData, "SC_TOKEN" | "id" | "token">;
  userTokenFlag?: string;
}

interface Landing {
  scToken: string | null;
  id: string;
  token: string | null;
  flag: string | null;
}

function landingOf(search: string): Landing {
  const params = new URLSearchParams(search);
  return {
    scToken: params.get("SC_TOKEN"),
    id: params.get("id") ?? "",
    token: params.get("token"),
    flag: params.get("flag"),
  };
}

// The two calls live here rather than in the API client: only a landing with a token needs them.
/** §7 verifica-token: the loan the simulator's token stands for (the answer holds no token). */
const verifyToken = (scToken: string, idSimulatorData: string, signal: AbortSignal) =>
  request<SimulatorData>("/verifica-token", {
    method: "POST",
    body: { scToken, id_simulator_data: idSimulatorData } satisfies VerificaTokenRequest,
    signal,
  });

/** §7 elenco-parametri: what the light form shows of the customer the area's token stands for. */
const readUserParameters = (flag: string, token: string, signal: AbortSignal) =>
  request<LightFormPrefill>(`/elenco-parametri/${encodeURIComponent(flag)}/${encodeURIComponent(token)}`, { signal });

/** A token the server refuses (403), or one too malformed to ask about (422), is no arrival. */
function refusedAsNull(error: unknown): null {
  if (error instanceof ApiError && (error.status === 403 || error.status === 422)) return null;
  throw error;
}

export default function LightFormByToken({
  search,
  render,
}: {
  search: string;
  render: (arrival: TokenArrival) => ReactNode;
}) {
  const load = useCallback(
    async (signal: AbortSignal): Promise<TokenArrival | null> => {
      const { scToken, id, token, flag } = landingOf(search);
      if ((scToken && !id) || (token && !flag)) return null;
      const [simulator, prefill] = (await Promise.all([
        scToken ? verifyToken(scToken, id, signal) : null,
        token && flag ? readUserParameters(flag, token, signal) : null,
      ]).catch(refusedAsNull)) ?? [null, null];
      if ((scToken && !simulator) || (token && !prefill)) return null;
      return {
        simulator: simulator ? { ...simulator, ...campaignFromQuery(new URLSearchParams(search)) } : null,
        prefill,
        tokens: { SC_TOKEN: scToken, id: scToken ? id : null, token },
        userTokenFlag: token && flag ? flag : undefined,
      };
    },
    [search],
  );
  const data = useRemote(load);
  if (data.status !== "ready") return <LandingLoad remote={data} />;
  if (data.data === null) return <Navigate to={tokenRefusedRoute} replace />;
  return render(data.data);
}
