// The anomaly area's own words (spec §2 /anomalie): beside its pages, so that the first download
// does not carry them. What other pages say of the area stays in messages.anomalie.
import { CATALOGUE } from "../../catalogue";
import { messages } from "../../messages";

export const anomalieMessages = {
  ...messages.anomalie,
  documentTitle: "La tua richiesta",
  heading: "La tua richiesta",
  loading: "Stiamo recuperando lo stato della tua richiesta...",
  recapTitle: "Dati della richiesta",
  numero: "Numero della richiesta",
  aggiornatoIl: "Ultimo aggiornamento",
  toCorrectTitle: "Documenti da correggere",
  toCorrectIntro: "Ci serve di nuovo qualche documento: apri ciascuno per vedere perché e caricarne uno nuovo.",
  unhandled: "Non puoi correggere questo documento online: ti contatteremo per dirti come procedere.",
  noneTitle: "Nessun documento da correggere",
  none: "Non devi fare nulla: se ci servirà qualcos'altro, ti scriveremo via e-mail.",
  inVerificaTitle: "Documenti in verifica",
  inVerificaIntro: "Li stiamo controllando:",
  sentTitle: "Documento inviato",
  sent: (document: string) => `Abbiamo ricevuto il documento «${document}»: lo verificheremo al più presto.`,
  errorTitle: "Non riusciamo a mostrare la tua richiesta",
  /** The page of an anomaly (spec §2 anomaly pages), by its path. */
  pages: {
    "/anomalie/salva": { title: "Documento", heading: "Carica di nuovo il documento" },
    "/anomalie/documento-di-riconoscimento": {
      title: "Documento d'identità",
      heading: "Carica di nuovo il documento d'identità",
    },
    "/anomalie/tessera-sanitaria": { title: "Tessera sanitaria", heading: "Carica di nuovo la tessera sanitaria" },
    "/anomalie/utenza": { title: "Bolletta", heading: "Carica di nuovo la bolletta di un'utenza" },
    "/anomalie/non-it/permesso-di-soggiorno": {
      title: "Permesso di soggiorno",
      heading: "Carica di nuovo il permesso di soggiorno",
    },
    "/anomalie/non-it/documento-di-riconoscimento": {
      title: "Documento d'identità",
      heading: "Carica di nuovo il documento d'identità",
    },
    "/anomalie/non-it/passaporto/scatta": { title: "Passaporto", heading: "Carica di nuovo il passaporto" },
    "/anomalie/giustificativo-del-reddito/ricevuta-agenzia-entrate": {
      title: "Ricevuta dell'Agenzia delle Entrate",
      heading: "Carica di nuovo la ricevuta dell'Agenzia delle Entrate",
    },
    "/anomalie/giustificativo-del-reddito/busta-paga": {
      title: "Busta paga",
      heading: "Carica di nuovo la busta paga",
    },
    "/anomalie/giustificativo-del-reddito/certificato-di-pensione": {
      title: "Certificato di pensione",
      heading: "Carica di nuovo il certificato di pensione",
    },
    "/anomalie/giustificativo-del-reddito/modello-unico": {
      title: "Modello Unico",
      heading: "Carica di nuovo il Modello Unico",
    },
  } as Partial<Record<string, { title: string; heading: string }>>,
  pageIntro:
    "Questo documento non può essere accettato così com'è. Caricane uno nuovo: lo verificheremo al più presto.",
  reasonTitle: "Perché te lo chiediamo",
  /** The pickers of a side: not yet sent, only chosen. */
  noFile: "Nessun file scelto",
  chosenFile: (fileName: string) => `File scelto: ${fileName}`,
  chooseFileMissing: (side: string) => `Scegli il file del ${side.toLowerCase()}.`,
  send: "Invia il documento",
  sending: "Invio del documento in corso...",
  sendErrorTitle: "Non è stato possibile inviare il documento",
  notOpen: CATALOGUE.ANOMALIA_GIA_CORRETTA,
};
