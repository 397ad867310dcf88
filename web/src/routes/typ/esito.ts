// What the outcome page says for the esito in its query string.
import { messages, type Esito, type EsitoCopy } from "../../messages";

const ESITI = Object.keys(messages.esito).filter((key) => key !== "documentTitle") as Esito[];

export function esitoCopy(esito: string | null): EsitoCopy {
  // An unknown or missing esito is treated as the generic error: it is the only safe reading.
  const key = ESITI.find((candidate) => candidate === esito) ?? "erroregenerico";
  return messages.esito[key];
}
