// After the signature (spec §2 /anomalie): which pages a signed request may be on besides its
// route, and where the area sends a tab with no request. Shared by the machine (a reload stays
// there), the layout's guard, the anomaly pages and the resume page. Defined in routes.ts, which
// the first download has anyway: a module of their own became a chunk of its own there.
export { afterSaleStay, ANOMALY_PAGES, followLandingRoute, isAnomalyPath, isFollowLanding, isSigned } from "./routes";
