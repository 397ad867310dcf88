// generated from journey/messages.py — do not edit; run scripts/export_messages.py

export const CATALOGUE = {
  "ERRORE_CREAZIONE_PROSPECT": "Si è verificato un errore durante la creazione del prospect.",
  "ERRORE_AGGIORNAMENTO_PROSPECT": "Si è verificato un errore durante l'aggiornamento del prospect.",
  "ERRORE_CREAZIONE_BOZZA": "Si è verificato un errore durante la creazione della bozza.",
  "BOZZA_NON_TROVATA": "Bozza non trovata",
  "INTERNAL_SERVER_ERROR": "Internal Server Error",
  "ERRORE_CARICAMENTO_BOZZA": "Si è verificato un errore durante il caricamento della bozza",
  "ERRORE_RICERCA_COMUNE": "Errore durante la ricerca del comune e della provincia",
  "ERRORE_DECODIFICA_CF": "Errore durante la decodifica del codice fiscale",
  "ERRORE_INVIO_PRATICA": "Errore durante l'invio della pratica",
  "CHECK_PRATICA_INVIATO": "Check pratica inviato con successo",
  "PRATICA_INVIATA": "Pratica inviata con successo",
  "OTP_NON_VALIDO": "OTP non valido",
  "ERRORE_INVIO_DOCUMENTI": "Si è verificato un errore durante l'invio dei documenti",
  "DOCUMENTI_INVIATI": "Documenti inviati con successo",
  "ERRORE_CONTROLLO_INDIRIZZO": "Si è verificato un errore durante il controllo dell'indirizzo.",
  "ANOMALIA_NON_GESTITA": "Anomalia non gestita",
  "INFORMAZIONI_CARICATE": "Informazioni caricate con successo",
  "FISCAL_CODE_REQUIRED": "Fiscal code is required",
  "LAST_NAME_REQUIRED": "Last name is required",
  "FIRST_NAME_REQUIRED": "First name is required",
  "TOOLTIP_COMPILA_CAMPI": "Compila tutti i campi per procedere con la tua richiesta di prestito.",
  "LOADING_WARNING": "Non chiudere o aggiornare questa pagina, stiamo elaborando i tuoi dati.",
  "LOADING_SHORT": [
    "Verifica delle informazioni fornite...",
    "Elaborazione dei dati in corso..."
  ],
  "LOADING_FULL": [
    "Richiesta di valutazione preventiva in corso...",
    "Elaborazione dei dati in corso...",
    "Valutazione della richiesta in corso...",
    "Verifica delle informazioni fornite...",
    "Conferma e invio della richiesta di valutazione preventiva..."
  ],
  "LOADING_RECAP": [
    "Elaborazione dei dati in corso...",
    "Decifratura delle informazioni in corso...",
    "Valutazione della richiesta in corso...",
    "Verifica delle informazioni fornite...",
    "Completamento della procedura in corso..."
  ],
  "KEEP_AT_HAND_TITLE": "Tieni a portata di mano:",
  "KEEP_AT_HAND": [
    "Un documento di identità valido",
    "L'IBAN di un conto corrente intestato a te",
    "Un documento di reddito (facoltativo)"
  ],
  "QUOTE_TITLE": "È bello starti vicino.",
  "QUOTE_SUBTITLE": "Perché progettare è semplice, realizzare ancora di più.",
  "QUOTE_FOOTER": "Stiamo elaborando i tuoi dati, funzionali alla valutazione della richiesta di credito",
  "SPINNER_CARICAMENTO": "Caricamento in corso...",
  "RICHIESTA_VALUTAZIONE_PREVENTIVA": "Richiesta di valutazione preventiva",
  "ID_CARD_LABELS": {
    "tipoDocumento": "Tipo documento",
    "numeroDocumento": "Numero documento",
    "dataRilascio": "Data di rilascio",
    "provinciaRilascio": "Provincia di rilascio",
    "comuneRilascio": "Comune di rilascio"
  },
  "CAMPO_OBBLIGATORIO": "Questo campo è obbligatorio.",
  "NOME_NON_VALIDO": "Inserisci un nome valido: solo lettere, spazi e apostrofi.",
  "COGNOME_NON_VALIDO": "Inserisci un cognome valido: solo lettere, spazi e apostrofi.",
  "EMAIL_NON_VALIDA": "Inserisci un indirizzo e-mail valido, ad esempio nome@dominio.it.",
  "CELLULARE_NON_VALIDO": "Inserisci un numero di cellulare italiano valido, ad esempio 3401234567.",
  "CODICE_FISCALE_NON_VALIDO": "Il codice fiscale non è valido: controlla di averlo scritto bene.",
  "CAP_NON_VALIDO": "Il CAP deve essere di 5 cifre.",
  "SELEZIONE_NON_VALIDA": "Seleziona una delle opzioni proposte.",
  "CONSENSO_OBBLIGATORIO": "Questo consenso è necessario per valutare la tua richiesta.",
  "IBAN_NON_VALIDO": "L'IBAN non è valido: controlla di averlo copiato per intero.",
  "IBAN_NON_ITALIANO": "Inserisci l'IBAN di un conto italiano intestato a te (inizia con IT).",
  "IMPORTO_NON_VALIDO": "Inserisci un importo in euro maggiore di zero.",
  "NUMERO_NON_VALIDO": "Inserisci un numero intero valido.",
  "MEMBRI_CON_REDDITO_NON_VALIDI": "Le persone con reddito non possono essere più dei componenti del nucleo familiare.",
  "MENSILITA_NON_VALIDE": "Le mensilità devono essere comprese tra 12 e 16.",
  "DATA_NON_VALIDA": "Inserisci una data valida nel formato gg/mm/aaaa.",
  "OFFERTA_NON_VALIDA": "L'offerta scelta non è più disponibile: scegline una tra quelle proposte.",
  "SECCI_DA_CONFERMARE": "Per proseguire conferma di aver letto il documento SECCI.",
  "CONTROLLA_CAMPI": "Controlla i campi evidenziati.",
  "RICHIESTA_NON_VALIDA": "La richiesta non è valida. Ricarica la pagina e riprova.",
  "SESSIONE_NON_VALIDA": "La sessione non è valida o è scaduta. Riprendi la richiesta dal link ricevuto.",
  "RISORSA_NON_TROVATA": "La pagina o la risorsa richiesta non esiste.",
  "ERRORE_GENERICO": "Si è verificato un errore imprevisto. Riprova tra qualche minuto.",
  "RICHIESTA_NON_TROVATA": "Non abbiamo trovato la richiesta indicata.",
  "SERVIZIO_NON_DISPONIBILE": "Il servizio non è al momento disponibile. Riprova tra qualche minuto."
} as const;

export type CatalogueKey = keyof typeof CATALOGUE;
