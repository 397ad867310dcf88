// The applicant's base data as label/value pairs for the document-recap card.
import type { LookupOption, Lookups } from "../../api/clientTypes";
import type { ApplicantView, BasicInfoForm, Snapshot } from "../../api/types";
import type { RecapItem } from "../../components/cards/cards";
import { formatDate, sentenceCase } from "../../lib/format";
import { messages } from "../../messages";

function describe(code: string | undefined, options: readonly LookupOption[] | undefined): string | undefined {
  if (!code) return undefined;
  const found = options?.find((option) => option.codice === code);
  return found ? sentenceCase(found.descrizione) : code;
}

/**
 * At most 8 pairs (the card's limit), leaving out what the server does not know yet. The two that
 * need a whole row (fiscal code, e-mail) come together after the two-to-a-row name and birth date.
 */
export function baseDataRecap(snapshot: Snapshot, lookups: Lookups | null): RecapItem[] {
  const base: Partial<BasicInfoForm> = snapshot.informazioniBase ?? {};
  const user: Partial<ApplicantView> = snapshot.user ?? {};
  const f = messages.fields;
  const fullName = [base.firstName ?? user.firstName, base.lastName ?? user.lastName].filter(Boolean).join(" ");
  const items: { label: string; value: string | null | undefined; wide?: boolean }[] = [
    { label: f.nomeCognome, value: fullName },
    { label: f.dataNascita, value: user.dataNascita ? formatDate(user.dataNascita) : undefined },
    { label: f.fiscalCode, value: user.fiscalCode, wide: true },
    // Kept uppercase for the back office (§5); shown as people write an address.
    { label: f.emailAddress, value: (base.emailAddress ?? user.email)?.toLowerCase(), wide: true },
    { label: f.mobilePhone, value: user.mobilePhone },
    { label: f.cap, value: base.cap },
    { label: f.abitazione, value: describe(base.abitazione, lookups?.abitazioni) },
    { label: f.posizioneLavorativa, value: describe(base.posizioneLavorativa, lookups?.posizioniLavorative) },
  ];
  return items.filter((item): item is RecapItem & { value: string } => Boolean(item.value)).slice(0, 8);
}
