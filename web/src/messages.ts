// Every Italian string the web app shows: the spec's copy comes from the generated catalogue,
// the interface labels are ours and live here, so no component holds a user-facing literal.
import { appMessages, genericErrorCopy } from "./appMessages";
import { CATALOGUE } from "./catalogue";
import type { Esito } from "./lib/routeTable";

// The outcome codes are the server's (journey/routes.py Esito), from the generated route table.
export type { Esito };

/** What the outcome page says for one esito, and what the applicant can do next. */
export interface EsitoCopy {
  title: string;
  explanation: string;
  nextStep: string;
  /** For an outcome that is not positive: which kind of reason applies, in plain words. */
  reason?: string;
  /** Label of the button that starts a new request, when starting again makes sense. */
  restartLabel?: string;
  /** Label of the link to the request already under way, followed by its number. */
  followLabel?: string;
  tone: "error" | "info";
}

export const messages = {
  catalogue: CATALOGUE,

  app: appMessages,

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
    intro: "Inserisci i tuoi dati per ricevere una valutazione preventiva della richiesta. Ci vogliono pochi minuti.",
    requiredNote: "Tutti i campi sono obbligatori, salvo dove indicato.",
    sectionPersonal: "I tuoi dati",
    sectionContact: "Come contattarti",
    sectionSituation: "La tua situazione",
    sectionAgreements: "Consensi",
    agreementsIntro: "Per valutare la richiesta abbiamo bisogno dei tuoi consensi. Nessuna casella è preselezionata.",
    optional: "(facoltativo)",
    selectPlaceholder: "Seleziona",
    submit: "Continua",
    lookupLoading: "Caricamento delle opzioni in corso...",
    lookupError: "Non riusciamo a caricare le opzioni del modulo.",
    progressTitle: "Stiamo verificando i tuoi dati",
    fromYourData: "Compilato dai tuoi dati: correggilo se non è giusto.",
    // Simulator data no simulator of ours could have made: the catalogue's message, then these.
    simulationLimits: "Con il simulatore puoi chiedere da 1.000 € a 50.000 €, da restituire in 12–120 mesi.",
    backToSimulator: "Torna al simulatore",
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
    questionOne: "Acconsento al trattamento dei miei dati personali per la valutazione della richiesta di prestito.",
    questionTwo: "Dichiaro di aver preso visione dell'informativa sul trattamento dei dati personali.",
    questionThree: "Acconsento alla comunicazione dei miei dati a terzi per finalità commerciali e di marketing.",
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
    next: "Ti chiederemo i dati personali: residenza, lavoro, reddito e l'IBAN del conto su cui ricevere il prestito.",
    keepAtHandTitle: CATALOGUE.KEEP_AT_HAND_TITLE,
    keepAtHand: CATALOGUE.KEEP_AT_HAND,
  },

  loading: {
    recap: CATALOGUE.LOADING_RECAP,
    progressLabel: "Avanzamento della richiesta",
  },

  /** §2 outcome pages: the reason box and the request for a person to review the decision (CCD2). */
  esitoPage: {
    reasonTitle: "Perché",
    reviewTitle: "Vuoi che una persona riesamini la decisione?",
    reviewBody:
      "Hai il diritto di chiedere che la decisione presa in modo automatico sia riesaminata da un nostro operatore, di esprimere la tua opinione e di contestarla. Ti risponderemo via e-mail.",
    reviewMotivo: "Vuoi aggiungere qualcosa? (facoltativo)",
    reviewMotivoHint:
      "Ad esempio un reddito o una situazione che i dati inseriti non mostrano. Massimo 1000 caratteri.",
    reviewSubmit: "Chiedi il riesame da parte di una persona",
    reviewSending: "Invio della richiesta di riesame in corso...",
    reviewDoneTitle: "Richiesta di riesame inviata",
    reviewDone:
      "Un nostro operatore riesaminerà la decisione e ti scriverà all'indirizzo e-mail che ci hai indicato. Non serve fare altro.",
    reviewErrorTitle: "Non è stato possibile inviare la richiesta di riesame",
  },

  simulatore: {
    documentTitle: "Simulatore di prestito",
    heading: "Calcola la rata del tuo prestito",
    intro: "Scegli importo, durata e finalità: la rata, il TAN e il TAEG sono quelli del nostro motore di calcolo.",
    importo: "Importo richiesto",
    importoHint: "Da 1.000 € a 50.000 €.",
    importoError: "Inserisci un importo tra 1.000 € e 50.000 €.",
    durata: "Durata",
    durataValue: (n: number) => `${n} mesi`,
    finalita: "Finalità",
    finalitaOptions: [
      { codice: "LIQUIDITA", descrizione: "Liquidità" },
      { codice: "AUTO", descrizione: "Auto e moto" },
      { codice: "ARREDAMENTO", descrizione: "Arredamento" },
      { codice: "RISTRUTTURAZIONE", descrizione: "Ristrutturazione casa" },
      { codice: "SALUTE", descrizione: "Spese mediche" },
      { codice: "FORMAZIONE", descrizione: "Formazione" },
    ],
    resultTitle: "La tua rata",
    rata: "Rata mensile",
    tan: "TAN fisso",
    taeg: "TAEG",
    totaleDovuto: "Importo totale dovuto",
    calculating: "Calcolo della rata in corso...",
    quoteError: "Non riusciamo a calcolare la rata in questo momento.",
    exampleTitle: "Esempio rappresentativo",
    start: "Richiedi il prestito",
    resumeLink: "Hai già iniziato una richiesta? Riprendila",
    bozzaNonTrovataTitle: CATALOGUE.BOZZA_NON_TROVATA,
    bozzaNonTrovata:
      "Il codice o il link che hai usato non corrisponde a nessuna richiesta salvata. Puoi iniziarne una nuova da qui.",
    codeNotFound: "La simulazione indicata nel link non esiste più: calcola di nuovo la rata.",
    tokenRefused: CATALOGUE.TOKEN_NON_VALIDO,
  },

  offerta: {
    documentTitle: "La tua offerta",
    heading: "La tua offerta",
    intro: "Ecco il prestito che possiamo offrirti. Scegli l'offerta che preferisci per ricevere il documento SECCI.",
    chooseLegend: "Scegli l'offerta",
    asked: "L'offerta per l'importo che hai richiesto",
    max: "L'importo massimo che puoi richiedere",
    importo: "Importo",
    rata: "Rata mensile",
    durata: "Durata",
    tan: "TAN fisso",
    taeg: "TAEG",
    speseIstruttoria: "Spese di istruttoria",
    speseIncassoRata: "Spese di incasso rata",
    impostaBollo: "Imposta di bollo",
    interessi: "Interessi totali",
    totaleDovuto: "Importo totale dovuto",
    chosen: "Offerta scelta",
    submit: "Scegli questa offerta",
    noOffer: "Non abbiamo un'offerta da mostrarti: riprova tra qualche minuto.",
  },

  secci: {
    documentTitle: "Documento SECCI",
    heading: "Leggi il documento SECCI",
    intro:
      "Il SECCI (Informazioni europee di base sul credito ai consumatori) riassume le condizioni del prestito: importo, rata, TAN, TAEG e costi. Leggilo con attenzione e conservane una copia.",
    summaryTitle: "Il prestito descritto nel SECCI",
    produced: (date: string) => `Documento prodotto il ${date}`,
    numPratica: "Riferimento",
    download: "Scarica il SECCI (PDF)",
    open: "Apri il SECCI in una nuova scheda",
    loading: "Caricamento del documento in corso...",
    loadError: "Non riusciamo a caricare il documento SECCI.",
    frameTitle: "Documento SECCI",
    downloaded: "Documento scaricato.",
    confirm: "Ho letto il documento SECCI e ne ho scaricato una copia.",
    submit: "Conferma e continua",
  },

  resumeSecci: {
    documentTitle: "Aggiorna il documento SECCI",
    heading: "Bentornato, riprendiamo la tua richiesta",
    intro:
      "Il documento SECCI che hai ricevuto non è di oggi. Per legge le condizioni del prestito devono esserti presentate in un documento aggiornato: ne prepariamo uno nuovo con la data di oggi, da leggere e confermare.",
    submit: "Prepara il nuovo SECCI",
  },

  personalInfo: {
    documentTitle: "Informazioni personali",
    heading: "I tuoi dati personali",
    intro:
      "Ci servono per valutare la richiesta e per accreditarti il prestito. Tutti i campi sono obbligatori, salvo dove indicato.",
    sectionResidenza: "Residenza",
    sectionPrecedente: "Residenza precedente",
    precedenteHint: (years: number) =>
      `Abiti all'indirizzo attuale da meno di ${years} anni: indica anche quello precedente.`,
    sectionCorrispondenza: "Indirizzo di corrispondenza",
    corrispondenzaDiversa: "Voglio ricevere la corrispondenza a un indirizzo diverso dalla residenza.",
    sectionDemografici: "Dati anagrafici",
    sectionProfessionali: "Lavoro e reddito",
    sectionDatore: "Datore di lavoro",
    sectionBanca: "Conto corrente",
    submit: "Continua",
    saving: "Salvataggio in corso...",
    yes: "Sì",
    no: "No",
    nonUe:
      "Cittadinanza di un Paese non appartenente all'Unione europea: ti chiederemo anche il permesso di soggiorno.",
    searchHint: "Scrivi almeno 2 lettere e scegli dall'elenco.",
    noResults: "Nessun risultato",
    searching: "Ricerca in corso...",
    searchError: CATALOGUE.ERRORE_RICERCA_COMUNE,
    selectPlaceholder: "Seleziona",
  },

  personalFields: {
    provincia: "Provincia",
    comune: "Comune",
    indirizzo: "Indirizzo",
    indirizzoHint: "Via, viale o piazza, senza numero civico.",
    numeroCivico: "Numero civico",
    cap: "CAP",
    capResidenzaHint: "Quello che hai indicato all'inizio: correggilo qui se non è quello del comune.",
    anniResidenza: "Da quanti anni abiti a questo indirizzo?",
    cittadinanza: "Cittadinanza",
    statoCivile: "Stato civile",
    membriNucleoFamiliare: "Persone nel nucleo familiare (te compreso)",
    membriConReddito: "Di cui con un reddito",
    politicamenteEsposto: "Sei una persona politicamente esposta?",
    politicamenteEspostoHint:
      "Ad esempio se ricopri, o hai ricoperto nell'ultimo anno, cariche pubbliche importanti, o sei un loro familiare.",
    profiloEsposizione: "Quale carica o legame?",
    settore: "Settore",
    occupazione: "Professione",
    tipoAssunzione: "Tipo di contratto",
    tipoReddito: "Documento di reddito",
    redditoInCentesimi: "Reddito netto mensile",
    redditoHint: "In euro, come risulta dalla busta paga o dalla pensione.",
    mensilita: "Mensilità all'anno",
    anniLavorativi: "Da quanti anni lavori?",
    anniLavorativiPensione: "Da quanti anni percepisci la pensione?",
    nome: "Nome dell'azienda o dell'ente",
    iban: "IBAN",
    ibanHint: "Di un conto italiano intestato a te: lì accrediteremo il prestito.",
    aperturaConto: "Data di apertura del conto",
    aperturaContoHint: "Nel formato mm/aaaa, ad esempio 03/2015.",
  },

  /** The documents step (issue 14): its pages, the card-upload of each document, the phone hand-off. */
  documenti: {
    documentTitle: "Documenti",
    heading: "Carica i tuoi documenti",
    intro:
      "Ci servono per verificare la tua identità. Puoi fotografarli con il telefono o caricare un file: foto JPEG, PNG o HEIC, oppure PDF, fino a 10 MB.",
    caricaDati: {
      documentTitle: "Dati dei documenti",
      heading: "Inserisci i dati dei tuoi documenti",
      intro:
        "Non siamo riusciti a leggere tutti i dati dalle foto. Scrivili tu, esattamente come sono riportati sul documento.",
    },
    documentiPersonali: {
      documentTitle: "Documenti personali",
      heading: "I tuoi documenti personali",
      intro: "Riprendiamo da dove eri rimasto: carica i documenti che mancano e conferma i dati.",
    },
    reddito: {
      documentTitle: "Documento di reddito",
      heading: "Carica il documento di reddito",
      intro: "Ci serve per valutare la richiesta. Puoi fotografarlo con il telefono o caricare il PDF, fino a 10 MB.",
    },
    unavailable: "Non troviamo i documenti della tua richiesta: ricarica la pagina.",
  },

  /** One card-upload: what the document is, why, its sides, its fields to confirm. */
  upload: {
    /** Title and why of each document, by its code (identity documents by category). */
    documents: {
      IDE: {
        title: "Documento d'identità",
        why: "Serve per verificare la tua identità. Puoi usare la carta d'identità elettronica, quella cartacea o la patente di guida: ti chiediamo il fronte e il retro.",
      },
      CFR: {
        title: "Tessera sanitaria",
        why: "Serve per verificare il tuo codice fiscale: ti chiediamo il fronte e il retro della tessera.",
      },
      PER: {
        title: "Permesso di soggiorno",
        why: "Serve per verificare il tuo diritto a soggiornare in Italia: ti chiediamo il fronte e il retro.",
      },
      PAS: {
        title: "Passaporto",
        why: "Serve per verificare la tua identità: carica la pagina con la tua foto e i tuoi dati.",
      },
      DRED: {
        title: "Busta paga",
        why: "L'ultima busta paga che hai ricevuto: serve per verificare il tuo reddito.",
      },
      MRE2: {
        title: "Modello Unico",
        why: "La tua ultima dichiarazione dei redditi (Modello Redditi Persone Fisiche): serve per verificare il tuo reddito.",
      },
      ARED: {
        title: "Ricevuta del Modello Unico",
        why: "La ricevuta con cui l'Agenzia delle Entrate conferma di aver ricevuto la tua dichiarazione dei redditi.",
      },
      PRED: {
        title: "Certificato di pensione",
        why: "Il certificato di pensione (modello ObisM) o l'ultimo cedolino: serve per verificare il tuo reddito.",
      },
    } as Partial<Record<string, { title: string; why: string }>>,
    otherDocument: { title: "Documento", why: "Serve per completare la valutazione della richiesta." },
    sides: { fronte: "Fronte", retro: "Retro" },
    /** A document of one side only (a passport's data page, a PDF). */
    singleSide: "Documento",
    formats: "Foto JPEG, PNG o HEIC, oppure PDF, fino a 10 MB.",
    typeLegend: "Quale documento carichi?",
    typeChangeHint: "Se cambi tipo di documento, dovrai caricarne di nuovo tutti i lati.",
    camera: "Scatta una foto",
    chooseFile: "Scegli un file",
    /** On a side already uploaded: the same actions, to replace it. */
    cameraAgain: "Scatta un'altra foto",
    chooseAnother: "Scegli un altro file",
    /** A button's name: its visible label, then which side of which document it is for. */
    controlName: (action: string, side: string, document: string) => `${action} (${side}, ${document})`,
    /** "Modifica" of a confirmed document's card, named with the document. */
    modifyName: (document: string) => `Modifica (${document})`,
    notUploaded: "Non ancora caricato",
    uploaded: "Caricato",
    uploadedFile: (fileName: string) => `Caricato: ${fileName}`,
    sending: (percent: number) => `Caricamento in corso: ${percent}%`,
    reading: "Caricato: stiamo leggendo il documento...",
    progressLabel: (side: string, document: string) => `Caricamento: ${side}, ${document}`,
    status: {
      da_caricare: "Da caricare",
      da_confermare: "Da confermare",
      da_compilare: "Da completare",
      confermato: "Confermato",
    },
    errorsTitle: "Il documento non è stato accettato",
    confirmIntro: "Abbiamo letto questi dati dal documento: controllali e correggili se serve.",
    compileIntro:
      "Non siamo riusciti a leggere il documento: inserisci tu i dati, esattamente come sono scritti sul documento.",
    notRead: "Non siamo riusciti a leggerlo: inseriscilo tu",
    fields: {
      tipoDocumento: CATALOGUE.ID_CARD_LABELS.tipoDocumento,
      numeroDocumento: CATALOGUE.ID_CARD_LABELS.numeroDocumento,
      dataRilascio: CATALOGUE.ID_CARD_LABELS.dataRilascio,
      provinciaRilascio: CATALOGUE.ID_CARD_LABELS.provinciaRilascio,
      comuneRilascio: CATALOGUE.ID_CARD_LABELS.comuneRilascio,
      dataScadenza: "Data di scadenza",
      cognome: "Cognome",
      nome: "Nome",
      dataNascita: "Data di nascita",
      codiceFiscale: "Codice fiscale",
    },
    dateHint: "Nel formato gg/mm/aaaa.",
    provinciaHint: "La sigla, ad esempio RM.",
    confirm: "Conferma i dati",
    modify: "Modifica",
    cancelModify: "Annulla la modifica",
    modifyHint: "Carica di nuovo il documento: i dati che hai confermato saranno sostituiti da quelli nuovi.",
  },

  /** SPID (issue 15): the offer on the documents page, /spid and /spid/documenti. */
  spid: {
    logoAlt: "SPID, Sistema Pubblico di Identità Digitale",
    offer: "Entra con SPID",
    closedTitle: "SPID non è più disponibile",
    offerDescription:
      "Hai SPID? Accedi con la tua identità digitale: non dovrai caricare la carta d'identità né la tessera sanitaria.",
    // When one of the two is already confirmed, SPID spares only the other.
    offerDescriptionOnly: (document: "carta" | "tessera") =>
      `Hai SPID? Accedi con la tua identità digitale: non dovrai caricare ${document === "carta" ? "la carta d'identità" : "la tessera sanitaria"}.`,
    documentTitle: "Entra con SPID",
    heading: "Entra con SPID",
    intro: "Puoi dimostrare la tua identità con SPID invece di caricare la carta d'identità e la tessera sanitaria.",
    howTitle: "Come funziona",
    how: [
      "Ti portiamo alla pagina di accesso SPID: scegli il tuo gestore ed entra con le tue credenziali.",
      "Il gestore ci invia nome, cognome, data di nascita, codice fiscale e i dati del tuo documento d'identità.",
      "Torni qui per controllarli e aggiungere quello che manca. Gli altri documenti li caricherai come sempre.",
    ],
    start: "Entra con SPID",
    back: "Torna ai documenti",
    errors: {
      accesso: CATALOGUE.SPID_ERRORE,
      "codice-fiscale": CATALOGUE.SPID_CODICE_FISCALE_DIVERSO,
    } as Record<string, string>,
    lastAttempt:
      "Puoi riprovare ancora una volta. Se anche il prossimo accesso non va a buon fine, ti chiederemo di caricare i documenti.",
    documenti: {
      documentTitle: "I tuoi dati da SPID",
      heading: "Controlla i tuoi dati",
      intro:
        "Questi sono i dati che SPID ci ha inviato. Controllali e completa quello che SPID non ci dà: poi conferma.",
      personCard: "I tuoi dati",
      documentCard: "Il tuo documento d'identità",
      fromSpid: "Dati forniti dalla tua identità SPID: non si possono modificare.",
      missingTitle: "Da completare",
      missingIntro: "SPID non ci dice dove è stato rilasciato il documento: inserisci tu il dato che manca.",
      errorsTitle: "Controlla i dati del documento",
      confirm: "Conferma",
      noIdentity: "Non troviamo i dati inviati da SPID: torna ai documenti e riprova.",
      declineTitle: "I dati di SPID non sono corretti o il documento è scaduto?",
      declineText:
        "Puoi dimostrare la tua identità con i tuoi documenti invece che con SPID. I dati di SPID non saranno più usati per questa richiesta.",
      declineDocumentText:
        "I dati forniti da SPID non si possono modificare: se l'errore riguarda uno di questi, dimostra la tua identità con i tuoi documenti. I dati di SPID non saranno più usati per questa richiesta.",
      declineStuckTitle: "Non puoi correggere i dati forniti da SPID",
      declineStuckText:
        "I dati che SPID ci ha inviato non si possono modificare. Per proseguire, dimostra la tua identità con i tuoi documenti: i dati di SPID non saranno più usati per questa richiesta.",
      decline: "Carica invece i tuoi documenti",
    },
  },

  /** The remote identity check (§2 /onfido, /onfido/conferma): our partner's capture page. */
  onfido: {
    documentTitle: "Verifica della tua identità",
    heading: "Verifica la tua identità online",
    intro:
      "Ti portiamo sulla pagina sicura del nostro partner per la verifica dell'identità: bastano pochi minuti e poi torni qui.",
    howTitle: "Come funziona",
    how: [
      "Scegli il documento: carta d'identità, passaporto, patente di guida o permesso di soggiorno.",
      "Fotografa il fronte e il retro del documento (del passaporto basta la pagina con la foto).",
      "Scatta un selfie, con il viso ben illuminato e scoperto.",
      "Torni qui: controlli i dati letti dal documento e li confermi.",
    ],
    keepAtHandTitle: "Cosa tenere a portata di mano",
    keepAtHand: [
      "Il documento d'identità originale, in corso di validità",
      "Un telefono o un computer con la fotocamera; senza fotocamera puoi caricare le foto da file",
      "Un posto ben illuminato",
    ],
    start: "Inizia la verifica",
    resume: "Riprendi la verifica",
    restart: "Ricomincia la verifica",
    skip: "Preferisco caricare i documenti",
    skipHint: "Puoi anche caricare le foto dei documenti su questo sito, senza selfie.",
    opening: "Apertura della pagina sicura in corso...",
    startedTitle: "Hai già iniziato la verifica",
    started:
      "Non abbiamo ancora ricevuto le tue foto. Riprendi la verifica: sulla pagina sicura puoi scattarle o caricarle di nuovo.",
    cancelledTitle: "La verifica è stata interrotta",
    cancelled:
      "Non hai completato la verifica sulla pagina del nostro partner. Puoi ricominciarla o caricare i tuoi documenti.",
    waitingTitle: "Stiamo verificando la tua identità",
    waiting: "Stiamo verificando le foto del documento e il selfie: di solito basta meno di un minuto.",
    waitingNext: "Non chiudere questa pagina: andrà avanti da sola appena la verifica è conclusa.",
    conferma: {
      documentTitle: "Conferma i dati del documento",
      heading: "Conferma i dati del tuo documento",
      intro:
        "La verifica è andata a buon fine. Ecco i dati che abbiamo letto dal documento: controllali e completa quelli che mancano.",
      recapTitle: "Dati letti dal documento",
      formTitle: "Controlla e completa i dati",
      // The page's intro already says what was read: the form says what is left to do.
      formIntro:
        "Completa quelli che mancano e correggi gli altri se serve: quelli con il lucchetto non si possono modificare.",
      lockedHint: "Letto dal documento durante la verifica: non si può modificare.",
      confirm: "Conferma",
      notRead: "Non letto",
      missing: "Nessun documento da confermare: ricarica la pagina.",
    },
  },

  /** The phone hand-off: the desktop's card-qrcode and the phone's page. */
  handOff: {
    title: "Continua dal telefono",
    text: "Inquadra il codice QR con la fotocamera del telefono: potrai fotografare i documenti e caricarli da lì. Questa pagina andrà avanti da sola.",
    qrAlt: "Codice QR per caricare i documenti dal telefono",
    linkLabel: "Oppure apri questo indirizzo sul telefono:",
    expires: (time: string) => `Il codice vale fino alle ${time} e si può usare su un solo telefono.`,
    expired: "Il codice è scaduto: generane uno nuovo.",
    renew: "Genera un nuovo codice QR",
    preparing: "Preparazione del codice QR in corso...",
    error: "Non riusciamo a preparare il codice QR.",
  },

  mobile: {
    documentTitle: "Carica i documenti dal telefono",
    heading: "Carica i tuoi documenti",
    intro:
      "Appoggia il documento su un piano, con buona luce: inquadralo tutto, senza riflessi, e controlla che la foto sia a fuoco.",
    opening: "Apertura della pagina di caricamento in corso...",
    done: "Fatto! Torna sul computer: la pagina andrà avanti da sola.",
    doneDetail: "Qui sotto trovi i documenti che hai caricato: puoi sostituirli finché non li confermi sul computer.",
    confirmOnComputer:
      "Caricato. Ora controlla e conferma i dati letti sul computer: la pagina dei documenti li mostra già.",
    invalidTitle: "Non possiamo aprire il caricamento dei documenti",
    codeMissing: "Il link che hai aperto non è completo.",
    whatToDo:
      "Sul computer trovi il pulsante «Genera un nuovo codice QR» nella pagina dei documenti, sotto il codice QR: inquadra il nuovo codice con questo telefono.",
    nothingToUpload: "Non ci sono documenti da caricare: la richiesta è già andata avanti sul computer.",
    loadError: "Non riusciamo a caricare l'elenco dei documenti.",
  },

  /** /documenti/riepilogo (issue 16): everything the request will contain, then "Invia la richiesta". */
  riepilogo: {
    documentTitle: "Riepilogo della richiesta",
    heading: "Controlla e invia la tua richiesta",
    intro:
      "Ecco tutto quello che la richiesta conterrà: il prestito, i tuoi dati e i documenti. Se è tutto corretto, inviala: poi potrai leggere il contratto e firmarlo con un codice via SMS.",
    loanTitle: "Il prestito",
    personalTitle: "I tuoi dati",
    documentsTitle: "I documenti",
    changeLoan: "Modifica il prestito",
    changeLoanHint:
      "Per cambiare importo o durata serve un nuovo documento SECCI: ricalcola la rata dal simulatore e invia una nuova richiesta.",
    changePersonal: "Modifica i tuoi dati",
    changeDocument: (document: string) => `Modifica (${document})`,
    residenza: "Residenza",
    datoreLavoro: "Datore di lavoro",
    reddito: "Reddito netto mensile",
    iban: "IBAN",
    send: "Invia la richiesta",
    sending: "Invio della richiesta in corso",
    refusedStatus: "Esito: KO",
    refusedIntro: "La richiesta non è stata accettata per questi motivi:",
    refusedHint: "Correggi i dati indicati e invia di nuovo la richiesta: tutto quello che hai inserito resta salvato.",
    retry: "Riprova l'invio",
    nothingLost: "I dati e i documenti che hai inserito restano salvati: puoi riprovare l'invio.",
    /** The back office's field names (pratica.<campo>), as the applicant knows them. */
    campi: {
      iban: "IBAN",
      email: "Email",
      telCellulare: "Cellulare",
      nome: "Nome",
      cognome: "Cognome",
      codFiscale: "Codice fiscale",
      dataNascita: "Data di nascita",
      prgSimul: "Offerta",
      importoRichiesto: "Importo richiesto",
      "residenza.localita": "Comune di residenza",
      "residenza.provincia": "Provincia di residenza",
      "residenza.cap": "CAP di residenza",
      "residenza.indirizzo": "Indirizzo di residenza",
    } as Partial<Record<string, string>>,
    otherField: "Richiesta",
  },

  review: {
    documentTitle: "Conferma il tuo documento",
    heading: "Conferma il tuo documento d'identità",
    intro:
      "Abbiamo già il tuo documento d'identità, preso dai tuoi dati: controlla che i dati siano corretti e che il documento sia ancora valido.",
    confirm: "Confermo i dati",
    replaceLead: "Il documento è cambiato o è scaduto?",
    replace: "Carica un nuovo documento",
    cancelReplace: "Annulla, confermo quello che avete",
  },

  salvaInformazioni: {
    documentTitle: "Documento di reddito",
    heading: "Non ti serve un documento di reddito",
    intro:
      "Per la tua posizione lavorativa non ti chiediamo un documento di reddito: puoi passare al riepilogo dei documenti.",
    submit: "Continua al riepilogo",
  },

  /** /firma/carica (issue 16): the contract to read and accept, the SMS code to sign it. */
  firma: {
    documentTitle: "Firma della richiesta",
    heading: "Leggi e firma il contratto",
    intro: "Leggi il contratto fino in fondo, accetta le condizioni e firma con il codice che ti inviamo via SMS.",
    numero: "Numero della richiesta",
    contractTitle: "Il contratto",
    contractIntro:
      "Il contratto è preparato sulla tua richiesta e riporta le condizioni del SECCI che hai già letto. Puoi leggerlo qui, aprirlo in una nuova scheda o scaricarlo.",
    download: "Scarica il contratto (PDF)",
    open: "Apri il contratto in una nuova scheda",
    frameTitle: "Contratto di prestito",
    loading: "Caricamento del contratto in corso...",
    loadError: "Non riusciamo a caricare il contratto.",
    unavailable: "Il contratto della tua richiesta non è ancora disponibile: ricarica la pagina tra qualche minuto.",
    summaryTitle: "Il contratto in sintesi",
    summaryLabel: "Il contratto in sintesi: scorri fino in fondo",
    summaryIntro: "Le condizioni principali del contratto. Scorri il riquadro fino in fondo per poterle accettare.",
    parti: "Le parti",
    finanziatore: "Finanziatore",
    richiedente: "Richiedente",
    loan: "Il prestito",
    accredito: "Conto di accredito",
    rimborso: "Rimborso",
    rimborsoText: (rate: string, n: number, last: string | null) =>
      `${n} rate mensili da ${rate}${last ? ` (l'ultima da ${last})` : ""}, addebitate sul conto di accredito.`,
    recesso: "Diritto di recesso",
    recessoText:
      "Puoi recedere dal contratto entro 14 giorni dalla firma, senza penali e senza dover indicare il motivo, restituendo l'importo ricevuto e gli interessi maturati.",
    rimborsoAnticipato: "Rimborso anticipato",
    rimborsoAnticipatoText: "Puoi rimborsare il prestito in anticipo, in tutto o in parte, in qualsiasi momento.",
    firma: "Firma elettronica",
    firmaText:
      "Firmi con un codice di 6 cifre inviato via SMS al tuo cellulare: il contratto firmato ti resta disponibile da scaricare.",
    end: "Fine del contratto",
    endReached: "Hai letto il contratto fino in fondo: ora puoi accettare le condizioni.",
    readFirst: "Scorri il contratto in sintesi fino in fondo: dopo potrai spuntare le caselle.",
    letto: "Ho letto il contratto fino in fondo e ne ho una copia.",
    accetto: "Accetto le condizioni del contratto e voglio firmarlo con il codice che riceverò via SMS.",
    accepted: "Hai letto il contratto e accettato le condizioni.",
    requestCode: "Richiedi il codice",
    requesting: "Invio del codice in corso...",
    codeTitle: "Firma con il codice SMS",
    sentTo: (phone: string) => `Ti abbiamo inviato un codice di 6 cifre al numero ${phone}.`,
    otp: "Codice ricevuto via SMS",
    // How many tries are left is said beside the field (status), where it counts down.
    otpHint: "6 cifre. Il codice vale 5 minuti.",
    otpLength: "Il codice è di 6 cifre.",
    status: (counter: number, until: string | null, attempts: number) =>
      [
        counter === 1 ? "Codice inviato." : `Codice inviato ${counter} volte.`,
        until ? `Vale fino alle ${until}.` : null,
        attempts === 1 ? "Ti resta 1 tentativo." : `Ti restano ${attempts} tentativi.`,
      ]
        .filter(Boolean)
        .join(" "),
    sign: "Firma la richiesta",
    signing: "Firma in corso...",
    resend: "Invia di nuovo",
    resendIn: (seconds: number) =>
      seconds === 1
        ? "Potrai chiedere un nuovo codice tra 1 secondo."
        : `Potrai chiedere un nuovo codice tra ${seconds} secondi.`,
    resendNow: "Non hai ricevuto il codice? Puoi chiederne uno nuovo: quello precedente non varrà più.",
    newCode: "Richiedi un nuovo codice",
    errorTitle: "Non è stato possibile firmare",
  },

  /** /firma/riepilogo (issue 16): signed, the signed contract, what happens next, "Concludi". */
  firmaRiepilogo: {
    documentTitle: "Richiesta firmata",
    heading: "Hai firmato la tua richiesta",
    intro: "Grazie: il contratto è firmato e la tua richiesta di prestito è completa.",
    numero: "Numero della richiesta",
    signedAt: "Firmata il",
    contractTitle: "Il contratto firmato",
    contractText: "Scaricalo e conservane una copia: è il contratto con la tua firma elettronica.",
    download: "Scarica il contratto firmato (PDF)",
    loading: "Preparazione del contratto firmato in corso...",
    loadError: "Non riusciamo a scaricare il contratto firmato.",
    nextTitle: "Cosa succede ora",
    next: [
      "Verifichiamo i tuoi documenti e la richiesta firmata.",
      "Ti scriviamo via e-mail con l'esito della valutazione.",
      "Se è tutto in ordine, accreditiamo il prestito sul conto che ci hai indicato.",
      "Se ci serve un documento diverso, te lo chiediamo via e-mail: potrai caricarlo online.",
    ],
    conclude: "Concludi",
    concluding: "Un momento...",
  },

  /** The thank-you page (/typ without an esito) after the request is signed (§4 Step 6). */
  grazie: {
    documentTitle: "Grazie",
    title: "Grazie, la tua richiesta è firmata",
    explanation: (numero: string | null) =>
      numero
        ? `Abbiamo ricevuto la tua richiesta di prestito numero ${numero}, firmata.`
        : "Abbiamo ricevuto la tua richiesta di prestito, firmata.",
    nextStep: "Ti scriveremo via e-mail con l'esito. Non serve fare altro.",
    contract: "Scarica di nuovo il contratto firmato",
    follow: "Segui la tua richiesta",
    followErrorTitle: "Lo stato della richiesta non è disponibile",
    retryFollow: "Riprova a seguire la richiesta",
  },

  /** After the signature: the way to the anomaly area (its own words are in routes/anomalie). */
  anomalie: {
    follow: "Segui la tua richiesta",
    followDescription: "Lo stato della richiesta e i documenti da correggere, se ce ne sono.",
    back: "Torna alla tua richiesta",
  },

  draft: {
    save: "Salva e continua più tardi",
    saving: "Salvataggio della bozza in corso...",
    savedTitle: "Richiesta salvata",
    saved:
      "Ti abbiamo inviato un'e-mail con il link per riprendere la richiesta. Puoi riprenderla anche con questo codice:",
    codeLabel: "Codice di ripresa",
    linkLabel: "Link per riprendere",
    close: "Continua ora",
    saveHint: "Puoi salvare la richiesta e riprenderla in qualsiasi momento con il codice che ti inviamo via e-mail.",
  },

  resume: {
    documentTitle: "Riprendi la tua richiesta",
    loadingTitle: "Stiamo recuperando la tua richiesta",
    failedTitle: CATALOGUE.ERRORE_CARICAMENTO_BOZZA,
    heading: "Riprendi la tua richiesta",
    intro: "Puoi riprenderla con il codice di ripresa oppure con il numero della pratica.",
    followIntro:
      "In questa finestra del browser la tua richiesta non è aperta. Per seguirla e vedere se ci sono documenti da correggere, riprendila con il codice di ripresa oppure con il numero della pratica.",
    codeTitle: "Hai un codice di ripresa?",
    codeIntro: "Lo hai visto quando hai salvato la richiesta e lo trovi nell'e-mail che ti abbiamo inviato.",
    code: "Codice di ripresa",
    // Non-breaking hyphens: the example stays on one line on a narrow screen.
    codeHint:
      "16 lettere e cifre, in quattro gruppi di quattro, come A7QM\u20112XPR\u2011H9TD\u20114WNB. Maiuscole, minuscole e trattini non contano.",
    codeSubmit: "Riprendi la richiesta",
    codeErrorTitle: "Non riusciamo a riprendere la richiesta",
    codeEmpty: "Inserisci il codice di ripresa.",
    codeLength: (count: number) =>
      `Il codice di ripresa ha 16 caratteri: ${count === 1 ? "ne hai inserito 1" : `ne hai inseriti ${count}`}.`,
    codeCharacter: (character: string) =>
      `Il carattere «${character}» non fa parte dei codici di ripresa: controlla di averlo scritto bene.`,
    codeNotFound: "Nessuna richiesta salvata ha questo codice: controlla di averlo scritto bene.",
    numberTitle: "Non hai il codice?",
    numberIntro:
      "Inserisci il numero della pratica e il tuo codice fiscale: ti invieremo un codice via SMS al cellulare che ci hai indicato.",
    numero: "Numero pratica",
    numeroHint: "8 cifre, lo trovi nelle e-mail che ti abbiamo inviato.",
    numeroError: "Il numero pratica è di 8 cifre.",
    fiscalCode: "Codice fiscale",
    send: "Inviami il codice",
    otpHeading: "Inserisci il codice ricevuto via SMS",
    otpIntro:
      "Ti abbiamo inviato un codice di 6 cifre al cellulare che risulta nella richiesta. Il codice vale 5 minuti e puoi fare 5 tentativi.",
    otp: "Codice SMS",
    otpError: "Il codice è di 6 cifre.",
    verify: "Verifica e riprendi",
    resend: "Inviami un nuovo codice",
    newRequest: "Inizia una nuova richiesta",
  },

  /** The tab whose request was resumed on another device since (the API's `resumed_elsewhere`). */
  resumedElsewhere: {
    documentTitle: "Richiesta ripresa su un altro dispositivo",
    heading: "Richiesta ripresa su un altro dispositivo",
    body: CATALOGUE.RIPRESA_ALTRO_DISPOSITIVO,
    why: "Per proteggere i tuoi dati, la richiesta resta aperta su un solo dispositivo alla volta.",
    resumeHere: "Riprendi qui con il codice",
    simulatore: "Torna al simulatore",
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
    erroregenerico: genericErrorCopy,
    errorecellulare: {
      title: "Numero di cellulare non verificato",
      explanation:
        "Il numero di cellulare che hai indicato non può essere usato per una richiesta online: serve un cellulare italiano intestato a te.",
      reason:
        "Il motivo riguarda solo il numero di cellulare, che non ha superato la verifica: non è una valutazione della tua affidabilità.",
      nextStep: "Controlla il numero e invia una nuova richiesta con un cellulare valido.",
      restartLabel: "Invia una nuova richiesta",
      tone: "error",
    },
    "cliente-con-richiesta-in-corso": {
      title: "Hai già una richiesta in corso",
      explanation: "Risulta una richiesta di prestito a tuo nome che stiamo ancora valutando.",
      reason: "Per tutelarti non apriamo una seconda richiesta mentre la prima è in corso.",
      nextStep: "Non serve inviarne un'altra: riceverai un'e-mail con l'esito o con le istruzioni per proseguire.",
      followLabel: "Segui la tua richiesta",
      tone: "info",
    },
    "tracking-pratica-scaduto": {
      title: "Il link non è più valido",
      explanation: "Il link per riprendere o seguire la richiesta è scaduto e non può più essere usato.",
      nextStep: "Se desideri ancora un prestito, puoi iniziare una nuova richiesta.",
      restartLabel: "Inizia una nuova richiesta",
      tone: "info",
    },
    forzosods: {
      title: "La tua richiesta è in valutazione",
      explanation: "Per la tua richiesta serve una valutazione più approfondita da parte dei nostri consulenti.",
      reason:
        "L'importo o la durata richiesti superano quanto possiamo concedere con la sola procedura online: non si tratta di un rifiuto.",
      nextStep: "Ti contatteremo via e-mail o telefono per completarla insieme.",
      tone: "info",
    },
    forzosodsconferma: {
      title: "Ci serve una tua conferma",
      explanation: "Abbiamo valutato la tua richiesta e, per proseguire, ci serve una tua conferma.",
      nextStep: "Riceverai un'e-mail con le istruzioni per confermare e continuare la richiesta.",
      tone: "info",
    },
    "esito-non-valido": {
      title: "Non possiamo procedere online",
      explanation: "Con i dati forniti non è possibile concludere online la richiesta di prestito.",
      reason:
        "La decisione è stata presa da un sistema automatico di valutazione del merito creditizio, sulla base dei dati che ci hai indicato (come età, situazione lavorativa e abitativa) e delle informazioni dei sistemi di informazioni creditizie. Non dipende da un errore nella compilazione.",
      nextStep: "Puoi rivolgerti a una delle nostre filiali, dove un consulente valuterà con te altre soluzioni.",
      tone: "info",
    },
  } satisfies Record<Esito, EsitoCopy> & { documentTitle: string },
} as const;
