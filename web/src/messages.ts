// Every Italian string the web app shows: the spec's copy comes from the generated catalogue,
// the interface labels are ours and live here, so no component holds a user-facing literal.
import { CATALOGUE } from "./catalogue";

export type Esito =
  | "erroregenerico"
  | "errorecellulare"
  | "cliente-con-richiesta-in-corso"
  | "tracking-pratica-scaduto"
  | "forzosods"
  | "forzosodsconferma"
  | "esito-non-valido";

/** What the outcome page says for one esito, and what the applicant can do next. */
export interface EsitoCopy {
  title: string;
  explanation: string;
  nextStep: string;
  /** Label of the button that starts a new request, when starting again makes sense. */
  restartLabel?: string;
  tone: "error" | "info";
}

export const messages = {
  catalogue: CATALOGUE,

  app: {
    name: "Prestito Online",
    logoAlt: "Prestito Online",
    skipToContent: "Vai al contenuto principale",
    documentTitleSuffix: "Prestito Online",
    spinner: CATALOGUE.SPINNER_CARICAMENTO,
    envErrorTitle: "Non riusciamo a caricare la pagina",
    retry: "Riprova",
    back: "Indietro",
    footer: "Prestito Online è un servizio di credito ai consumatori. Richiesta soggetta ad approvazione.",
  },

  offer: {
    title: "Il prestito che stai richiedendo",
    importo: "Importo richiesto",
    numeroRate: "Numero di rate",
    rata: "Rata mensile",
    rateValue: (n: number) => `${n} rate mensili`,
    defaultNote: "Offerta di esempio: puoi modificarla dal simulatore prima di procedere.",
  },

  lightForm: {
    documentTitle: "Richiedi il tuo prestito",
    heading: "Richiedi il tuo prestito",
    intro:
      "Inserisci i tuoi dati per ricevere una valutazione preventiva della richiesta. Ci vogliono pochi minuti.",
    requiredNote: "Tutti i campi sono obbligatori, salvo dove indicato.",
    sectionPersonal: "I tuoi dati",
    sectionContact: "Come contattarti",
    sectionSituation: "La tua situazione",
    sectionAgreements: "Consensi",
    agreementsIntro:
      "Per valutare la richiesta abbiamo bisogno dei tuoi consensi. Nessuna casella è preselezionata.",
    optional: "(facoltativo)",
    selectPlaceholder: "Seleziona",
    submit: "Continua",
    lookupLoading: "Caricamento delle opzioni in corso...",
    lookupError: "Non riusciamo a caricare le opzioni del modulo.",
    progressTitle: "Stiamo verificando i tuoi dati",
  },

  fields: {
    firstName: "Nome",
    lastName: "Cognome",
    fiscalCode: "Codice fiscale",
    emailAddress: "Email",
    mobilePhone: "Cellulare",
    cap: "CAP di residenza",
    abitazione: "Tipo di abitazione",
    posizioneLavorativa: "Posizione lavorativa",
    dataNascita: "Data di nascita",
    nomeCognome: "Nome e cognome",
  },

  hints: {
    fiscalCode: "16 caratteri, lo trovi sulla tessera sanitaria.",
    mobilePhone: "Ti invieremo un codice via SMS per firmare la richiesta.",
    emailAddress: "Ti scriveremo qui per aggiornarti sulla richiesta.",
  },

  agreements: {
    questionOne:
      "Acconsento al trattamento dei miei dati personali per la valutazione della richiesta di prestito.",
    questionTwo: "Dichiaro di aver preso visione dell'informativa sul trattamento dei dati personali.",
    questionThree:
      "Acconsento alla comunicazione dei miei dati a terzi per finalità commerciali e di marketing.",
    questionFour:
      "Acconsento alla consultazione dei sistemi di informazioni creditizie per la valutazione della richiesta.",
  },

  /** The consents as the error summary names them (the full wording stays beside each box). */
  agreementsShort: {
    questionOne: "Consenso al trattamento dei dati personali",
    questionTwo: "Presa visione dell'informativa",
    questionThree: "Comunicazione a terzi",
    questionFour: "Consenso ai sistemi di informazioni creditizie",
  },

  errorSummary: {
    title: "Non è stato possibile inviare la richiesta",
  },

  informazioniPersonali: {
    documentTitle: "Informazioni personali",
    heading: "Abbiamo ricevuto i tuoi dati",
    intro: "Grazie, i dati di base della tua richiesta sono stati registrati correttamente.",
    recapTitle: "Riepilogo dei tuoi dati",
    nextTitle: "Il prossimo passo",
    next:
      "Ti chiederemo i dati personali: residenza, lavoro, reddito e l'IBAN del conto su cui ricevere il prestito.",
    keepAtHandTitle: CATALOGUE.KEEP_AT_HAND_TITLE,
    keepAtHand: CATALOGUE.KEEP_AT_HAND,
  },

  loading: {
    recap: CATALOGUE.LOADING_RECAP,
    progressLabel: "Avanzamento della richiesta",
  },

  check: {
    documentTitle: "Verifica della richiesta",
    heading: "Nessuna richiesta in corso",
    body: "Non abbiamo trovato una richiesta di prestito aperta in questa finestra del browser.",
    start: "Inizia una nuova richiesta",
  },

  /** A server route whose page this version of the app does not have yet. */
  stepInProgress: {
    documentTitle: "Richiesta in corso",
    heading: "La tua richiesta è in corso",
    body: "Abbiamo registrato i tuoi dati: non serve inviare di nuovo il modulo.",
    next: "Il prossimo passo non è ancora disponibile su questo sito. La tua richiesta resta salvata: potrai riprenderla da questa pagina.",
  },

  notFound: {
    documentTitle: "Pagina non trovata",
    heading: "Pagina non trovata",
    body: "La pagina che cerchi non esiste o è stata spostata.",
    home: "Torna alla richiesta di prestito",
  },

  esito: {
    documentTitle: "Esito della richiesta",
    erroregenerico: {
      title: "Si è verificato un errore",
      explanation: "Non siamo riusciti a completare l'operazione a causa di un problema tecnico.",
      nextStep: "Riprova tra qualche minuto: i dati che ci hai già inviato non vanno persi.",
      restartLabel: "Torna alla richiesta",
      tone: "error",
    },
    errorecellulare: {
      title: "Numero di cellulare non verificato",
      explanation:
        "Il numero di cellulare che hai indicato non può essere usato per una richiesta online: serve un cellulare italiano intestato a te.",
      nextStep: "Controlla il numero e invia una nuova richiesta con un cellulare valido.",
      restartLabel: "Invia una nuova richiesta",
      tone: "error",
    },
    "cliente-con-richiesta-in-corso": {
      title: "Hai già una richiesta in corso",
      explanation: "Risulta una richiesta di prestito a tuo nome che stiamo ancora valutando.",
      nextStep:
        "Non serve inviarne un'altra: riceverai un'email con l'esito o con le istruzioni per proseguire.",
      tone: "info",
    },
    "tracking-pratica-scaduto": {
      title: "Il link non è più valido",
      explanation:
        "Il link per riprendere o seguire la richiesta è scaduto e non può più essere usato.",
      nextStep: "Se desideri ancora un prestito, puoi iniziare una nuova richiesta.",
      restartLabel: "Inizia una nuova richiesta",
      tone: "info",
    },
    forzosods: {
      title: "La tua richiesta è in valutazione",
      explanation:
        "Per la tua richiesta serve una valutazione più approfondita da parte dei nostri consulenti.",
      nextStep: "Ti contatteremo via email o telefono per completarla insieme.",
      tone: "info",
    },
    forzosodsconferma: {
      title: "Ci serve una tua conferma",
      explanation:
        "Abbiamo valutato la tua richiesta e, per proseguire, ci serve una tua conferma.",
      nextStep: "Riceverai un'email con le istruzioni per confermare e continuare la richiesta.",
      tone: "info",
    },
    "esito-non-valido": {
      title: "Non possiamo procedere online",
      explanation:
        "Con i dati forniti non è possibile concludere online la richiesta di prestito.",
      nextStep:
        "Puoi rivolgerti a una delle nostre filiali, dove un consulente valuterà con te altre soluzioni.",
      tone: "info",
    },
  } satisfies Record<Esito, EsitoCopy> & { documentTitle: string },
} as const;
