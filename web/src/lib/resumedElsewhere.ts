// A tab whose token was revoked because the request was resumed on another device (the API's 401
// `resumed_elsewhere`, api/deps.py) lands on the resume page, which says so: shared by the journey
// machine, which sends it there, and the page. Not in the entry chunk: both load lazily.
import { resume } from "./routeTable";

/** The API's error code for a token replaced by a resume elsewhere. */
export const RESUMED_ELSEWHERE = "resumed_elsewhere";

const PARAM = "ripresa";
const VALUE = "altro-dispositivo";

/** The resume page saying the request was resumed elsewhere (a reload keeps saying it). */
export const resumedElsewhereRoute = `${resume}?${PARAM}=${VALUE}`;

export const isResumedElsewhereLanding = (params: URLSearchParams) => params.get(PARAM) === VALUE;
