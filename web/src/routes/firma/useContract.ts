// A contract PDF of the request as an object URL (the token cannot travel in a plain link),
// revoked when the page is left.
import { useCallback, useEffect, useMemo } from "react";

import type { Session } from "../../api/clientTypes";
import { type ContractKind, readContract } from "../../api/firma";
import { useRemote } from "../../lib/useRemote";

export function useContract(session: Session | null, kind: ContractKind, available: boolean) {
  const load = useCallback(
    (signal: AbortSignal) => (session && available ? readContract(session, kind, signal) : new Promise<Blob>(() => {})),
    [session, kind, available],
  );
  const pdf = useRemote(load);
  const blob = pdf.status === "ready" ? pdf.data : null;
  const url = useMemo(() => (blob ? URL.createObjectURL(blob) : null), [blob]);
  useEffect(() => (url ? () => URL.revokeObjectURL(url) : undefined), [url]);
  return { pdf, url };
}
