// After the signature (spec §2 /anomalie): which pages a signed request may be on besides its
// route. Shared by the machine (a reload stays there), the layout's guard and the anomaly pages.
import type { Snapshot } from "../api/types";
import {
  anomalie,
  anomalieDocumentoRiconoscimento,
  anomalieNonItDocumento,
  anomalieNonItPassaporto,
  anomalieNonItPermesso,
  anomalieRedditoBustaPaga,
  anomalieRedditoCertificatoPensione,
  anomalieRedditoModelloUnico,
  anomalieRedditoRicevutaAgenzia,
  anomalieSalva,
  anomalieTesseraSanitaria,
  anomalieUtenza,
  firmaRiepilogo,
} from "./routeTable";
import { isWithinRoute } from "./routes";

/** §2 "Anomaly pages by document type": where each anomaly's card leads. */
export const ANOMALY_PAGES: readonly string[] = [
  anomalieSalva,
  anomalieDocumentoRiconoscimento,
  anomalieTesseraSanitaria,
  anomalieUtenza,
  anomalieNonItPermesso,
  anomalieNonItDocumento,
  anomalieNonItPassaporto,
  anomalieRedditoRicevutaAgenzia,
  anomalieRedditoBustaPaga,
  anomalieRedditoCertificatoPensione,
  anomalieRedditoModelloUnico,
];

/** The anomaly area itself or one of its pages (an unknown one included: it says so). */
export const isAnomalyPath = (pathname: string): boolean => isWithinRoute({ pathname }, anomalie);

export const isSigned = (snapshot: Snapshot | null): boolean => snapshot?.status === "signed";

/**
 * Where a signed request may stay instead of going to its route: anywhere in the anomaly area
 * (`within`: the area and its pages, which the server's route never names), and the signed
 * summary with the contract (`stay`), which the route leaves once the area has been read.
 */
export function afterSaleStay(snapshot: Snapshot): { stay?: string; within?: string } {
  return isSigned(snapshot) ? { stay: firmaRiepilogo, within: anomalie } : {};
}
