// After the signature (spec §2 /anomalie): which pages a signed request may be on besides its
// route, and where the area sends a tab with no request. Shared by the machine (a reload stays
// there), the layout's guard, the anomaly pages and the resume page.
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
  resume,
  typ,
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
 * (`within`: the area and its pages, which the server's route never names), the signed summary
 * with the contract, which the route leaves once the area has been read, and the thank-you page
 * "Concludi" leads to (`stay`), which the route never names either.
 */
export function afterSaleStay(snapshot: Snapshot): { stay?: readonly string[]; within?: string } {
  return isSigned(snapshot) ? { stay: [firmaRiepilogo, typ], within: anomalie } : {};
}

const FOLLOW_PARAM = "segui";
const FOLLOW_VALUE = "richiesta";

/**
 * The resume page saying why it is shown: the anomaly area (a bookmark, the e-mail's page opened
 * on another computer, a tab whose request was resumed elsewhere) reached by a tab that holds no
 * request. The customer resumes it there, by code or by request number, and follows it again.
 */
export const followLandingRoute = `${resume}?${FOLLOW_PARAM}=${FOLLOW_VALUE}`;

export const isFollowLanding = (params: URLSearchParams) => params.get(FOLLOW_PARAM) === FOLLOW_VALUE;
