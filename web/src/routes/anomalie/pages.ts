// The anomaly area's pages (spec §2 /anomalie and its pages by document type), in one chunk.
export { default as AnomaliePage } from "./AnomaliePage";
export { default as AnomalyDocumentPage } from "./AnomalyDocumentPage";
