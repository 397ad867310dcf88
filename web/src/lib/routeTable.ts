// generated from journey/routes.py — do not edit; run scripts/export_routes.py

/** The application routes of spec §2 (paths inside the app, served under /main). */
export const check = "/check";
export const home = "/";
export const informazioniPersonali = "/informazioni-personali";
export const documenti = "/documenti";
export const documentiRiepilogo = "/documenti/riepilogo";
export const documentiReview = "/documenti/review";
export const documentiCaricaDati = "/documenti/carica-dati";
export const documentiPersonali = "/documenti/documenti-personali";
export const documentiSalvaInformazioni = "/documenti/salva-informazioni";
export const documentiMobile = "/documenti/mobile";
export const redditoBustaPaga = "/documenti/giustificativo-del-reddito/busta-paga";
export const redditoModelloUnico = "/documenti/giustificativo-del-reddito/modello-unico";
export const redditoCertificatoPensione = "/documenti/giustificativo-del-reddito/certificato-di-pensione";
export const redditoRicevutaModelloUnico = "/documenti/giustificativo-del-reddito/ricevuta-modello-unico";
export const onfido = "/onfido";
export const onfidoConferma = "/onfido/conferma";
export const spid = "/spid";
export const spidDocumenti = "/spid/documenti";
export const ared = "/ared";
export const firmaCarica = "/firma/carica";
export const firmaRiepilogo = "/firma/riepilogo";
export const anomalie = "/anomalie";
export const anomalieSalva = "/anomalie/salva";
export const anomalieDocumentoRiconoscimento = "/anomalie/documento-di-riconoscimento";
export const anomalieTesseraSanitaria = "/anomalie/tessera-sanitaria";
export const anomalieUtenza = "/anomalie/utenza";
export const anomalieNonItPermesso = "/anomalie/non-it/permesso-di-soggiorno";
export const anomalieNonItDocumento = "/anomalie/non-it/documento-di-riconoscimento";
export const anomalieNonItPassaporto = "/anomalie/non-it/passaporto/scatta";
export const anomalieRedditoRicevutaAgenzia = "/anomalie/giustificativo-del-reddito/ricevuta-agenzia-entrate";
export const anomalieRedditoBustaPaga = "/anomalie/giustificativo-del-reddito/busta-paga";
export const anomalieRedditoCertificatoPensione = "/anomalie/giustificativo-del-reddito/certificato-di-pensione";
export const anomalieRedditoModelloUnico = "/anomalie/giustificativo-del-reddito/modello-unico";
export const resume = "/resume";
export const resumeSecci = "/resume/secci";
export const typ = "/typ";
export const simulatore = "/simulatore";
export const offerta = "/offerta";
export const secci = "/secci";

/** Step pages: only the server's route may be shown there. */
export const STEP_PAGES: ReadonlySet<string> = new Set([check, home, informazioniPersonali, documenti, documentiRiepilogo, documentiReview, documentiCaricaDati, documentiPersonali, documentiSalvaInformazioni, redditoBustaPaga, redditoModelloUnico, redditoCertificatoPensione, redditoRicevutaModelloUnico, onfido, onfidoConferma, spid, spidDocumenti, ared, firmaCarica, firmaRiepilogo, resumeSecci, offerta, secci]);

/** Step pages reached without an application: §4's generic error. */
export const NEEDS_APPLICATION: ReadonlySet<string> = new Set([informazioniPersonali, documenti, documentiRiepilogo, documentiReview, documentiCaricaDati, documentiPersonali, documentiSalvaInformazioni, redditoBustaPaga, redditoModelloUnico, redditoCertificatoPensione, redditoRicevutaModelloUnico, onfido, onfidoConferma, spid, spidDocumenti, ared, firmaCarica, firmaRiepilogo, resumeSecci, offerta, secci]);

/** The outcome codes of /typ?esito=... (§2). */
export type Esito = "erroregenerico" | "errorecellulare" | "cliente-con-richiesta-in-corso" | "tracking-pratica-scaduto" | "forzosods" | "forzosodsconferma" | "esito-non-valido";
