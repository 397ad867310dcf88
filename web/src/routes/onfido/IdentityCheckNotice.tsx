// On the identity documents' page after the remote identity check: why the documents are asked
// for instead (not passed, no result in time, or the applicant's own choice).
import { Text } from "@chakra-ui/react";

import type { IdentityCheckStatus, OnfidoState } from "../../api/types";
import { CardInfo } from "../../components/cards/cards";
import { messages } from "../../messages";

const c = messages.catalogue;
const WHY: Partial<Record<IdentityCheckStatus, string>> = {
  non_superata: c.VERIFICA_REMOTA_NON_SUPERATA,
  scaduta: c.VERIFICA_REMOTA_SCADUTA,
  rinunciata: c.VERIFICA_REMOTA_ANNULLATA,
};

/** The sentence for a check that ended without confirming the identity, else null. */
export function identityCheckEnded(onfido: OnfidoState | null | undefined): string | null {
  return onfido && !onfido.confirmed ? (WHY[onfido.stato] ?? null) : null;
}

export function IdentityCheckNotice({ onfido }: { onfido: OnfidoState | null | undefined }) {
  const why = identityCheckEnded(onfido);
  if (why === null) return null;
  return (
    <CardInfo>
      <Text role="status">{why}</Text>
    </CardInfo>
  );
}
