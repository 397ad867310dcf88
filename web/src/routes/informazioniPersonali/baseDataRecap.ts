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

/** At most 8 pairs (the card's limit), leaving out what the server does not know yet. */
export function baseDataRecap(snapshot: Snapshot, lookups: Lookups | null): RecapItem[] {
  const base: Partial<BasicInfoForm> = snapshot.informazioniBase ?? {};
  const user: Partial<ApplicantView> = snapshot.user ?? {};
  const f = messages.fields;
  const fullName = [base.firstName ?? user.firstName, base.lastName ?? user.lastName].filter(Boolean).join(" ");
  const pairs: [string, string | null | undefined][] = [
    [f.nomeCognome, fullName],
    [f.fiscalCode, user.fiscalCode],
    [f.dataNascita, user.dataNascita ? formatDate(user.dataNascita) : undefined],
    [f.emailAddress, base.emailAddress ?? user.email],
    [f.mobilePhone, user.mobilePhone],
    [f.cap, base.cap],
    [f.abitazione, describe(base.abitazione, lookups?.abitazioni)],
    [f.posizioneLavorativa, describe(base.posizioneLavorativa, lookups?.posizioniLavorative)],
  ];
  return pairs
    .filter((pair): pair is [string, string] => Boolean(pair[1]))
    .map(([label, value]) => ({ label, value }))
    .slice(0, 8);
}
