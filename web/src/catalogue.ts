// generated from journey/messages.py — do not edit; run scripts/export_messages.py

import { SERVIZIO_NON_DISPONIBILE, RISORSA_NON_TROVATA } from "./catalogueFrame";

export { SERVIZIO_NON_DISPONIBILE, RISORSA_NON_TROVATA };
export const ERRORE_CREAZIONE_PROSPECT = "Si è verificato un errore durante la creazione del prospect." as const;
export const ERRORE_AGGIORNAMENTO_PROSPECT = "Si è verificato un errore durante l'aggiornamento del prospect." as const;
export const ERRORE_CREAZIONE_BOZZA = "Si è verificato un errore durante la creazione della bozza." as const;
export const BOZZA_NON_TROVATA = "Bozza non trovata" as const;
export const INTERNAL_SERVER_ERROR = "Internal Server Error" as const;
export const ERRORE_CARICAMENTO_BOZZA = "Si è verificato un errore durante il caricamento della bozza" as const;
export const ERRORE_RICERCA_COMUNE = "Errore durante la ricerca del comune e della provincia" as const;
export const ERRORE_DECODIFICA_CF = "Errore durante la decodifica del codice fiscale" as const;
export const ERRORE_INVIO_PRATICA = "Errore durante l'invio della pratica" as const;
export const CHECK_PRATICA_INVIATO = "Check pratica inviato con successo" as const;
export const PRATICA_INVIATA = "Pratica inviata con successo" as const;
export const OTP_NON_VALIDO = "OTP non valido" as const;
export const OTP_SCADUTO = "Il codice è scaduto: richiedine uno nuovo." as const;
export const OTP_BLOCCATO = "Troppi tentativi errati: richiedi un nuovo codice." as const;
export const OTP_ATTENDI = "Attendi qualche secondo prima di richiedere un nuovo codice." as const;
export const OTP_NON_INVIATO = "Non è stato possibile inviare il codice al tuo cellulare. Riprova tra qualche minuto." as const;
export const OTP_DA_RICHIEDERE = "Richiedi il codice per firmare." as const;
export const OTP_TROPPI_INVII = "Hai richiesto il numero massimo di codici per questa richiesta: chiama il servizio clienti con il numero della richiesta per completare la firma." as const;
export const CONTRATTO_DA_ACCETTARE = "Leggi il contratto fino in fondo e accetta le condizioni per richiedere il codice." as const;
export const ERRORE_INVIO_DOCUMENTI = "Si è verificato un errore durante l'invio dei documenti" as const;
export const DOCUMENTI_INVIATI = "Documenti inviati con successo" as const;
export const ERRORE_CONTROLLO_INDIRIZZO = "Si è verificato un errore durante il controllo dell'indirizzo." as const;
export const ANOMALIA_NON_GESTITA = "Anomalia non gestita" as const;
export const INFORMAZIONI_CARICATE = "Informazioni caricate con successo" as const;
export const FISCAL_CODE_REQUIRED = "Fiscal code is required" as const;
export const LAST_NAME_REQUIRED = "Last name is required" as const;
export const FIRST_NAME_REQUIRED = "First name is required" as const;
export const TOOLTIP_COMPILA_CAMPI = "Compila tutti i campi per procedere con la tua richiesta di prestito." as const;
export const LOADING_WARNING = "Non chiudere o aggiornare questa pagina, stiamo elaborando i tuoi dati." as const;
export const LOADING_SHORT = ["Verifica delle informazioni fornite...", "Elaborazione dei dati in corso..."] as const;
export const LOADING_FULL = ["Richiesta di valutazione preventiva in corso...", "Elaborazione dei dati in corso...", "Valutazione della richiesta in corso...", "Verifica delle informazioni fornite...", "Conferma e invio della richiesta di valutazione preventiva..."] as const;
export const LOADING_RECAP = ["Elaborazione dei dati in corso...", "Decifratura delle informazioni in corso...", "Valutazione della richiesta in corso...", "Verifica delle informazioni fornite...", "Completamento della procedura in corso..."] as const;
export const KEEP_AT_HAND_TITLE = "Tieni a portata di mano:" as const;
export const KEEP_AT_HAND = ["Un documento di identità valido", "L'IBAN di un conto corrente intestato a te", "Un documento di reddito (facoltativo)"] as const;
export const QUOTE_TITLE = "È bello starti vicino." as const;
export const QUOTE_SUBTITLE = "Perché progettare è semplice, realizzare ancora di più." as const;
export const QUOTE_FOOTER = "Stiamo elaborando i tuoi dati, funzionali alla valutazione della richiesta di credito" as const;
export const RICHIESTA_VALUTAZIONE_PREVENTIVA = "Richiesta di valutazione preventiva" as const;
export const ID_CARD_LABELS = {"tipoDocumento": "Tipo documento", "numeroDocumento": "Numero documento", "dataRilascio": "Data di rilascio", "provinciaRilascio": "Provincia di rilascio", "comuneRilascio": "Comune di rilascio"} as const;
export const CAMPO_OBBLIGATORIO = "Questo campo è obbligatorio." as const;
export const ANNI_OLTRE_ETA = "Gli anni non possono essere più della tua età: controlla il numero." as const;
export const TESTO_NON_VALIDO = "Usa solo lettere, numeri, spazi e la punteggiatura comune, come . , ' - / & ( ). Non sono ammessi simboli come < > { }." as const;
export const NOME_NON_VALIDO = "Inserisci un nome valido: solo lettere, spazi, apostrofi e trattini." as const;
export const COGNOME_NON_VALIDO = "Inserisci un cognome valido: solo lettere, spazi, apostrofi e trattini." as const;
export const EMAIL_NON_VALIDA = "Inserisci un indirizzo e-mail valido, ad esempio nome@dominio.it." as const;
export const CELLULARE_NON_VALIDO = "Inserisci un numero di cellulare italiano valido, ad esempio 3401234567." as const;
export const CODICE_FISCALE_NON_VALIDO = "Il codice fiscale non è valido: controlla di averlo scritto bene." as const;
export const CAP_NON_VALIDO = "Il CAP deve essere di 5 cifre." as const;
export const SELEZIONE_NON_VALIDA = "Seleziona una delle opzioni proposte." as const;
export const CONSENSO_OBBLIGATORIO = "Questo consenso è necessario per valutare la tua richiesta." as const;
export const IBAN_NON_VALIDO = "L'IBAN non è valido: controlla di averlo copiato per intero." as const;
export const IBAN_BANCA_SCONOSCIUTA = "Non troviamo la banca di questo IBAN: controlla di averlo copiato per intero, cifra per cifra." as const;
export const IBAN_NON_ITALIANO = "Inserisci l'IBAN di un conto italiano intestato a te (inizia con IT)." as const;
export const IMPORTO_NON_VALIDO = "Inserisci un importo in euro maggiore di zero." as const;
export const NUMERO_NON_VALIDO = "Inserisci un numero intero valido." as const;
export const MEMBRI_CON_REDDITO_NON_VALIDI = "Le persone con reddito non possono essere più dei componenti del nucleo familiare." as const;
export const MENSILITA_NON_VALIDE = "Le mensilità devono essere comprese tra 12 e 16." as const;
export const DATA_NON_VALIDA = "Inserisci una data valida nel formato gg/mm/aaaa." as const;
export const MESE_ANNO_NON_VALIDO = "Inserisci mese e anno nel formato mm/aaaa, ad esempio 03/2015." as const;
export const DATA_FUTURA = "La data non può essere futura: indica un mese già passato o quello in corso." as const;
export const OFFERTA_NON_VALIDA = "L'offerta scelta non è più disponibile: scegline una tra quelle proposte." as const;
export const SECCI_DA_CONFERMARE = "Per proseguire conferma di aver letto il documento SECCI." as const;
export const CONTROLLA_CAMPI = "Controlla i campi evidenziati." as const;
export const RICHIESTA_NON_VALIDA = "La richiesta non è valida. Ricarica la pagina e riprova." as const;
export const SESSIONE_NON_VALIDA = "La sessione non è valida o è scaduta. Riprendi la richiesta dal link ricevuto." as const;
export const ERRORE_GENERICO = "Si è verificato un errore imprevisto. Riprova tra qualche minuto." as const;
export const RICHIESTA_NON_TROVATA = "Non abbiamo trovato la richiesta indicata." as const;
export const RIPRESA_ALTRO_DISPOSITIVO = "La richiesta è stata ripresa su un altro dispositivo. Per continuare qui, riprendila con il codice di ripresa che ti abbiamo inviato per e-mail." as const;
export const TROPPI_TENTATIVI = "Hai fatto troppi tentativi. Riprova tra qualche minuto." as const;
export const CODICE_GIA_INVIATO = "Ti abbiamo appena inviato un codice: attendi un minuto prima di chiederne un altro." as const;
export const RICHIESTA_TROPPO_GRANDE = "La richiesta è troppo grande: controlla i dati inseriti e riprova." as const;
export const SMS_CODICE_RIPRESA = "{codice} è il tuo codice per riprendere la richiesta di prestito. Vale {minuti} minuti. Non condividerlo con nessuno." as const;
export const PASSO_NON_DISPONIBILE = "Questo passaggio non è più disponibile: ricarica la pagina per continuare dal punto giusto." as const;
export const TOKEN_NON_VALIDO = "Il link con cui sei arrivato non è più valido: potrebbe essere scaduto o già usato. Puoi richiedere il prestito da qui, con il nostro simulatore." as const;
export const SIMULAZIONE_NON_VALIDA = "I dati della simulazione non sono validi: rifai il calcolo della rata dal simulatore." as const;
export const RICHIESTA_CHIUSA = "La richiesta è già stata inviata e non può più essere modificata." as const;
export const TIPO_DOCUMENTO = {"DIG": "Carta d'identità elettronica", "CAR": "Carta d'identità", "PAT": "Patente di guida", "PAS": "Passaporto", "EPER": "Permesso di soggiorno elettronico"} as const;
export const DOCUMENTO_FILE_VUOTO = "Il file è vuoto: scegli di nuovo la foto o il PDF del documento." as const;
export const DOCUMENTO_CONFERMATO_SUL_COMPUTER = "Questo documento è già confermato sul computer: se vuoi sostituirlo, fallo dal computer." as const;
export const DOCUMENTO_NON_RICEVUTO = "Il file non è arrivato integro: caricalo di nuovo, se serve dopo averlo rinominato con un nome più breve." as const;
export const DOCUMENTO_FORMATO_NON_SUPPORTATO = "Questo tipo di file non è supportato: carica una foto (JPEG, PNG o HEIC) o un PDF del documento." as const;
export const DOCUMENTO_TROPPO_PESANTE = "Il file supera i 10 MB: carica una foto o un PDF più leggero." as const;
export const DOCUMENTO_TROPPO_GRANDE = "L'immagine supera i 40 megapixel: riducila o scatta di nuovo la foto." as const;
export const DATO_LETTO_NON_MODIFICABILE = "Questo dato è stato letto dal tuo documento durante la verifica dell'identità e non si può modificare." as const;
export const DATO_SPID_NON_MODIFICABILE = "Questo dato viene dalla tua identità SPID e non si può modificare." as const;
export const DOCUMENTO_LATO_TROPPO_LUNGO = "Un lato dell'immagine supera i 10.000 pixel: riducila o scatta di nuovo la foto." as const;
export const DOCUMENTO_SENZA_CONTENUTO = "Nel file non si vede nessun documento: carica una foto o un PDF in cui il documento si veda per intero." as const;
export const DOCUMENTO_DANNEGGIATO = "Il file è danneggiato o incompleto: caricalo di nuovo." as const;
export const DOCUMENTO_PDF_PROTETTO = "Non riusciamo ad aprire il PDF: caricane uno senza password o una foto del documento." as const;
export const DOCUMENTO_NON_LEGGIBILE = "Non riusciamo a leggere il documento: scatta una nuova foto con più luce, con il documento intero e a fuoco, oppure inserisci tu i dati." as const;
export const DOCUMENTO_TIPO_DIVERSO = "Il documento caricato non è del tipo che hai scelto: carica quello giusto o cambia la scelta." as const;
export const DOCUMENTO_FRONTE_ATTESO = "Questo è il retro del documento: carica la foto del fronte." as const;
export const DOCUMENTO_RETRO_ATTESO = "Questo è il fronte del documento: carica la foto del retro." as const;
export const DOCUMENTO_SCADUTO = "Il documento è scaduto: carica un documento in corso di validità." as const;
export const DOCUMENTO_NOME_DIVERSO = "Il nome o il cognome sul documento non corrisponde a quelli della richiesta: carica un documento intestato a te o correggi i dati letti." as const;
export const DOCUMENTO_DATA_NASCITA_DIVERSA = "La data di nascita sul documento non corrisponde al tuo codice fiscale: carica un documento intestato a te o correggi i dati letti." as const;
export const DOCUMENTO_CODICE_FISCALE_DIVERSO = "Il codice fiscale sul documento non corrisponde a quello della richiesta: carica un documento intestato a te o correggi i dati letti." as const;
export const DOCUMENTO_CAMPO_MANCANTE = {"numeroDocumento": "Inserisci il numero del documento.", "dataRilascio": "Inserisci la data di rilascio del documento.", "provinciaRilascio": "Inserisci la provincia di rilascio del documento.", "comuneRilascio": "Inserisci il comune di rilascio del documento.", "dataScadenza": "Inserisci la data di scadenza del documento.", "cognome": "Inserisci il cognome come è scritto sul documento.", "nome": "Inserisci il nome come è scritto sul documento.", "dataNascita": "Inserisci la data di nascita come è scritta sul documento.", "codiceFiscale": "Inserisci il codice fiscale come è scritto sul documento."} as const;
export const DOCUMENTO_DATA_NON_VALIDA = {"dataRilascio": "La data di rilascio non è valida: scrivila come gg/mm/aaaa.", "dataScadenza": "La data di scadenza non è valida: scrivila come gg/mm/aaaa.", "dataNascita": "La data di nascita non è valida: scrivila come gg/mm/aaaa."} as const;
export const DOCUMENTO_CONTROLLO = {"tipoDocumento": "Questo tipo di documento non è accettato: carica un altro documento.", "numeroDocumento": "Il numero del documento non è valido per questo tipo di documento: controllalo.", "dataRilascio": "La data di rilascio non è coerente con il documento: controllala.", "localitaRilascio": "Il comune di rilascio non risulta nella provincia indicata: controlla comune e provincia.", "provinciaRilascio": "La provincia di rilascio non esiste: controllala.", "dataNascita": "La data di nascita non è coerente con il documento: controllala."} as const;
export const DOCUMENTO_CONTROLLO_NON_SUPERATO = "Il documento non ha superato i controlli: verifica i dati inseriti o carica un altro documento." as const;
export const DATA_RILASCIO_FUTURA = "La data di rilascio non può essere futura: controlla il documento." as const;
export const DATA_SCADENZA_PRIMA_DEL_RILASCIO = "La data di scadenza viene prima di quella di rilascio: controlla il documento." as const;
export const PROVINCIA_SIGLA_NON_VALIDA = "Indica la sigla della provincia, per esempio MI o RM." as const;
export const CAMPO_TROPPO_LUNGO = "Il testo è troppo lungo: al massimo {massimo} caratteri." as const;
export const NUMERO_DOCUMENTO_NON_VALIDO = "Il numero del documento contiene caratteri non validi." as const;
export const DOCUMENTI_INCOMPLETI = "Carica e conferma tutti i documenti prima di inviarli." as const;
export const DOCUMENTO_DA_CARICARE = "Carica prima ogni lato del documento." as const;
export const CODICE_TELEFONO_NON_VALIDO = "Questo codice QR è scaduto o è già stato aperto su un altro telefono: sul computer, genera un nuovo codice QR e inquadralo di nuovo." as const;
export const SESSIONE_TELEFONO_SCADUTA = "La sessione di caricamento dal telefono è scaduta: sul computer, genera un nuovo codice QR." as const;
export const CARICAMENTO_TELEFONO_NON_DISPONIBILE = "Il caricamento dal telefono non è disponibile ora." as const;
export const VERIFICA_REMOTA_NON_SUPERATA = "La verifica remota non ha potuto confermare la tua identità: carica i tuoi documenti per continuare." as const;
export const VERIFICA_REMOTA_SCADUTA = "La verifica remota non si è conclusa in tempo: carica i tuoi documenti per continuare." as const;
export const VERIFICA_REMOTA_ANNULLATA = "Hai scelto di caricare i tuoi documenti." as const;
export const VERIFICA_REMOTA_NON_DISPONIBILE = "La verifica remota non è disponibile ora: riprova tra qualche minuto o carica i tuoi documenti." as const;
export const VERIFICA_REMOTA_INCOMPLETA = "Mancano le foto del documento o il selfie: completa la verifica prima di inviarla." as const;
export const SPID_CODICE_FISCALE_DIVERSO = "L'identità SPID non corrisponde al richiedente: il codice fiscale è diverso." as const;
export const SPID_ERRORE = "Non è stato possibile completare l'accesso con SPID." as const;
export const SPID_NON_DISPONIBILE = "L'accesso con SPID non è andato a buon fine per due volte e non è più disponibile per questa richiesta: carica i tuoi documenti per continuare." as const;
export const RICHIESTA_IN_VALUTAZIONE = "Stiamo valutando la tua richiesta: ti scriveremo appena avremo una risposta." as const;
export const RICHIESTA_APPROVATA = "La tua richiesta è stata approvata: riceverai l'importo sul conto che hai indicato." as const;
export const RICHIESTA_NON_ACCOLTA = "La tua richiesta non è stata accolta: per conoscerne i motivi puoi chiamare il servizio clienti." as const;
export const RICHIESTA_SOSPESA = "La valutazione della tua richiesta è sospesa: correggi i documenti indicati per riprenderla." as const;
export const RICHIESTA_ANNULLATA = "La tua richiesta è stata annullata." as const;
export const ANOMALIA_DOCUMENTO_NON_VALIDO = "Il documento non è leggibile o non è quello richiesto: caricane una foto nitida e completa." as const;
export const ANOMALIA_DOCUMENTO_NON_CONFORME = "Il documento non è conforme: caricane uno valido, non scaduto e completo." as const;
export const ANOMALIA_GIA_CORRETTA = "Questo documento non è più da correggere." as const;
export const ANOMALIA_STESSO_FILE = "Hai caricato lo stesso file già inviato: carica il documento corretto." as const;
export const ANOMALIA_RETRO_MANCANTE = "Carica anche il retro del documento." as const;
export const ANOMALIA_SENZA_RETRO = "Questo documento non ha un retro: carica solo il fronte." as const;
export const ANOMALIA_STESSO_FILE_DUE_LATI = "Hai scelto lo stesso file per il fronte e per il retro: carica il retro del documento." as const;
export const ANOMALIA_DOCUMENTO_DIVERSO = "Il documento caricato non è quello richiesto: carica una foto del documento indicato." as const;
export const ERRORE_RECUPERO_RICHIESTA = "Non è stato possibile recuperare lo stato della tua richiesta: riprova tra qualche minuto." as const;
export const ERRORE_INVIO_ANOMALIA = "Non è stato possibile inviare il documento: riprova tra qualche minuto." as const;

export const CATALOGUE = {
  ERRORE_CREAZIONE_PROSPECT,
  ERRORE_AGGIORNAMENTO_PROSPECT,
  ERRORE_CREAZIONE_BOZZA,
  BOZZA_NON_TROVATA,
  INTERNAL_SERVER_ERROR,
  ERRORE_CARICAMENTO_BOZZA,
  ERRORE_RICERCA_COMUNE,
  ERRORE_DECODIFICA_CF,
  ERRORE_INVIO_PRATICA,
  CHECK_PRATICA_INVIATO,
  PRATICA_INVIATA,
  OTP_NON_VALIDO,
  OTP_SCADUTO,
  OTP_BLOCCATO,
  OTP_ATTENDI,
  OTP_NON_INVIATO,
  OTP_DA_RICHIEDERE,
  OTP_TROPPI_INVII,
  CONTRATTO_DA_ACCETTARE,
  ERRORE_INVIO_DOCUMENTI,
  DOCUMENTI_INVIATI,
  ERRORE_CONTROLLO_INDIRIZZO,
  ANOMALIA_NON_GESTITA,
  INFORMAZIONI_CARICATE,
  FISCAL_CODE_REQUIRED,
  LAST_NAME_REQUIRED,
  FIRST_NAME_REQUIRED,
  TOOLTIP_COMPILA_CAMPI,
  LOADING_WARNING,
  LOADING_SHORT,
  LOADING_FULL,
  LOADING_RECAP,
  KEEP_AT_HAND_TITLE,
  KEEP_AT_HAND,
  QUOTE_TITLE,
  QUOTE_SUBTITLE,
  QUOTE_FOOTER,
  RICHIESTA_VALUTAZIONE_PREVENTIVA,
  ID_CARD_LABELS,
  CAMPO_OBBLIGATORIO,
  ANNI_OLTRE_ETA,
  TESTO_NON_VALIDO,
  NOME_NON_VALIDO,
  COGNOME_NON_VALIDO,
  EMAIL_NON_VALIDA,
  CELLULARE_NON_VALIDO,
  CODICE_FISCALE_NON_VALIDO,
  CAP_NON_VALIDO,
  SELEZIONE_NON_VALIDA,
  CONSENSO_OBBLIGATORIO,
  IBAN_NON_VALIDO,
  IBAN_BANCA_SCONOSCIUTA,
  IBAN_NON_ITALIANO,
  IMPORTO_NON_VALIDO,
  NUMERO_NON_VALIDO,
  MEMBRI_CON_REDDITO_NON_VALIDI,
  MENSILITA_NON_VALIDE,
  DATA_NON_VALIDA,
  MESE_ANNO_NON_VALIDO,
  DATA_FUTURA,
  OFFERTA_NON_VALIDA,
  SECCI_DA_CONFERMARE,
  CONTROLLA_CAMPI,
  RICHIESTA_NON_VALIDA,
  SESSIONE_NON_VALIDA,
  RISORSA_NON_TROVATA,
  ERRORE_GENERICO,
  RICHIESTA_NON_TROVATA,
  RIPRESA_ALTRO_DISPOSITIVO,
  TROPPI_TENTATIVI,
  CODICE_GIA_INVIATO,
  RICHIESTA_TROPPO_GRANDE,
  SMS_CODICE_RIPRESA,
  PASSO_NON_DISPONIBILE,
  TOKEN_NON_VALIDO,
  SIMULAZIONE_NON_VALIDA,
  RICHIESTA_CHIUSA,
  SERVIZIO_NON_DISPONIBILE,
  TIPO_DOCUMENTO,
  DOCUMENTO_FILE_VUOTO,
  DOCUMENTO_CONFERMATO_SUL_COMPUTER,
  DOCUMENTO_NON_RICEVUTO,
  DOCUMENTO_FORMATO_NON_SUPPORTATO,
  DOCUMENTO_TROPPO_PESANTE,
  DOCUMENTO_TROPPO_GRANDE,
  DATO_LETTO_NON_MODIFICABILE,
  DATO_SPID_NON_MODIFICABILE,
  DOCUMENTO_LATO_TROPPO_LUNGO,
  DOCUMENTO_SENZA_CONTENUTO,
  DOCUMENTO_DANNEGGIATO,
  DOCUMENTO_PDF_PROTETTO,
  DOCUMENTO_NON_LEGGIBILE,
  DOCUMENTO_TIPO_DIVERSO,
  DOCUMENTO_FRONTE_ATTESO,
  DOCUMENTO_RETRO_ATTESO,
  DOCUMENTO_SCADUTO,
  DOCUMENTO_NOME_DIVERSO,
  DOCUMENTO_DATA_NASCITA_DIVERSA,
  DOCUMENTO_CODICE_FISCALE_DIVERSO,
  DOCUMENTO_CAMPO_MANCANTE,
  DOCUMENTO_DATA_NON_VALIDA,
  DOCUMENTO_CONTROLLO,
  DOCUMENTO_CONTROLLO_NON_SUPERATO,
  DATA_RILASCIO_FUTURA,
  DATA_SCADENZA_PRIMA_DEL_RILASCIO,
  PROVINCIA_SIGLA_NON_VALIDA,
  CAMPO_TROPPO_LUNGO,
  NUMERO_DOCUMENTO_NON_VALIDO,
  DOCUMENTI_INCOMPLETI,
  DOCUMENTO_DA_CARICARE,
  CODICE_TELEFONO_NON_VALIDO,
  SESSIONE_TELEFONO_SCADUTA,
  CARICAMENTO_TELEFONO_NON_DISPONIBILE,
  VERIFICA_REMOTA_NON_SUPERATA,
  VERIFICA_REMOTA_SCADUTA,
  VERIFICA_REMOTA_ANNULLATA,
  VERIFICA_REMOTA_NON_DISPONIBILE,
  VERIFICA_REMOTA_INCOMPLETA,
  SPID_CODICE_FISCALE_DIVERSO,
  SPID_ERRORE,
  SPID_NON_DISPONIBILE,
  RICHIESTA_IN_VALUTAZIONE,
  RICHIESTA_APPROVATA,
  RICHIESTA_NON_ACCOLTA,
  RICHIESTA_SOSPESA,
  RICHIESTA_ANNULLATA,
  ANOMALIA_DOCUMENTO_NON_VALIDO,
  ANOMALIA_DOCUMENTO_NON_CONFORME,
  ANOMALIA_GIA_CORRETTA,
  ANOMALIA_STESSO_FILE,
  ANOMALIA_RETRO_MANCANTE,
  ANOMALIA_SENZA_RETRO,
  ANOMALIA_STESSO_FILE_DUE_LATI,
  ANOMALIA_DOCUMENTO_DIVERSO,
  ERRORE_RECUPERO_RICHIESTA,
  ERRORE_INVIO_ANOMALIA,
} as const;

export type CatalogueKey = keyof typeof CATALOGUE;
