// The documents step's pages, in one chunk (router.tsx says why); the remote identity check's
// pages are in it too: they lead to the documents pages and share their cards and forms.
export { default as UploadPage } from "./UploadStepPage";
export { default as SalvaInformazioniPage } from "./SalvaInformazioniPage";
export { default as RiepilogoPage } from "./RiepilogoPage";
export { default as ReviewPage } from "./ReviewPage";
export { default as MobilePage } from "./MobilePage";
// SPID (issue 15) proves identity inside the documents step: its pages come with the step's.
export { default as SpidPage } from "../spid/SpidPage";
export { default as SpidDocumentiPage } from "../spid/SpidDocumentiPage";
export { default as OnfidoPage } from "../onfido/OnfidoPage";
export { default as OnfidoConfermaPage } from "../onfido/OnfidoConfermaPage";
