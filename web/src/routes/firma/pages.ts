// The request's signature pages, in one chunk (router.tsx says why).
export { default as FirmaCaricaPage } from "./FirmaCaricaPage";
export { default as FirmaRiepilogoPage } from "./FirmaRiepilogoPage";
