"""Every Italian string a person reads (spec wording verbatim), one constant each."""

from typing import Final

# --- Error catalogue (§8), verbatim -------------------------------------------------------------
ERRORE_CREAZIONE_PROSPECT: Final = "Si è verificato un errore durante la creazione del prospect."
ERRORE_AGGIORNAMENTO_PROSPECT: Final = (
    "Si è verificato un errore durante l'aggiornamento del prospect."
)
ERRORE_CREAZIONE_BOZZA: Final = "Si è verificato un errore durante la creazione della bozza."
BOZZA_NON_TROVATA: Final = "Bozza non trovata"
INTERNAL_SERVER_ERROR: Final = "Internal Server Error"
ERRORE_CARICAMENTO_BOZZA: Final = "Si è verificato un errore durante il caricamento della bozza"
ERRORE_RICERCA_COMUNE: Final = "Errore durante la ricerca del comune e della provincia"
ERRORE_DECODIFICA_CF: Final = "Errore durante la decodifica del codice fiscale"
ERRORE_INVIO_PRATICA: Final = "Errore durante l'invio della pratica"
CHECK_PRATICA_INVIATO: Final = "Check pratica inviato con successo"
PRATICA_INVIATA: Final = "Pratica inviata con successo"
OTP_NON_VALIDO: Final = "OTP non valido"
OTP_SCADUTO: Final = "Il codice è scaduto: richiedine uno nuovo."
OTP_BLOCCATO: Final = "Troppi tentativi errati: richiedi un nuovo codice."
OTP_ATTENDI: Final = "Attendi qualche secondo prima di richiedere un nuovo codice."
OTP_NON_INVIATO: Final = (
    "Non è stato possibile inviare il codice al tuo cellulare. Riprova tra qualche minuto."
)
OTP_DA_RICHIEDERE: Final = "Richiedi il codice per firmare."
OTP_TROPPI_INVII: Final = (
    "Hai richiesto il numero massimo di codici per questa richiesta: chiama il servizio clienti "
    "con il numero della richiesta per completare la firma."
)
CONTRATTO_DA_ACCETTARE: Final = (
    "Leggi il contratto fino in fondo e accetta le condizioni per richiedere il codice."
)
ERRORE_INVIO_DOCUMENTI: Final = "Si è verificato un errore durante l'invio dei documenti"
DOCUMENTI_INVIATI: Final = "Documenti inviati con successo"
ERRORE_CONTROLLO_INDIRIZZO: Final = "Si è verificato un errore durante il controllo dell'indirizzo."
ANOMALIA_NON_GESTITA: Final = "Anomalia non gestita"
INFORMAZIONI_CARICATE: Final = "Informazioni caricate con successo"

# --- Fiscal-code decode preconditions (§5): the spec gives these in English ---------------------
FISCAL_CODE_REQUIRED: Final = "Fiscal code is required"
LAST_NAME_REQUIRED: Final = "Last name is required"
FIRST_NAME_REQUIRED: Final = "First name is required"

# --- Shared screen pieces (§2, §9), verbatim ----------------------------------------------------
TOOLTIP_COMPILA_CAMPI: Final = (
    "Compila tutti i campi per procedere con la tua richiesta di prestito."
)
LOADING_WARNING: Final = "Non chiudere o aggiornare questa pagina, stiamo elaborando i tuoi dati."
LOADING_SHORT: Final = (
    "Verifica delle informazioni fornite...",
    "Elaborazione dei dati in corso...",
)
LOADING_FULL: Final = (
    "Richiesta di valutazione preventiva in corso...",
    "Elaborazione dei dati in corso...",
    "Valutazione della richiesta in corso...",
    "Verifica delle informazioni fornite...",
    "Conferma e invio della richiesta di valutazione preventiva...",
)
# The spec describes the five recap messages in English; these are our Italian sentences for
# them, in the same order: data processing, decryption, evaluation, verification, completion.
LOADING_RECAP: Final = (
    "Elaborazione dei dati in corso...",
    "Decifratura delle informazioni in corso...",
    "Valutazione della richiesta in corso...",
    "Verifica delle informazioni fornite...",
    "Completamento della procedura in corso...",
)
KEEP_AT_HAND_TITLE: Final = "Tieni a portata di mano:"
KEEP_AT_HAND: Final = (
    "Un documento di identità valido",
    "L'IBAN di un conto corrente intestato a te",
    "Un documento di reddito (facoltativo)",
)
QUOTE_TITLE: Final = "È bello starti vicino."
QUOTE_SUBTITLE: Final = "Perché progettare è semplice, realizzare ancora di più."
QUOTE_FOOTER: Final = (
    "Stiamo elaborando i tuoi dati, funzionali alla valutazione della richiesta di credito"
)
# What the loading screens call the request (§1).
RICHIESTA_VALUTAZIONE_PREVENTIVA: Final = "Richiesta di valutazione preventiva"
# Identity-document card (§2): 'Data di rilascio' is verbatim, the other labels are ours.
ID_CARD_LABELS: Final = {
    "tipoDocumento": "Tipo documento",
    "numeroDocumento": "Numero documento",
    "dataRilascio": "Data di rilascio",
    "provinciaRilascio": "Provincia di rilascio",
    "comuneRilascio": "Comune di rilascio",
}

# --- Field-level validation of the forms (not in the spec: our product copy) --------------------
CAMPO_OBBLIGATORIO: Final = "Questo campo è obbligatorio."
# Any free text (names, streets, towns, employer) with markup, control or other symbol characters.
# Years at an address or at work that are more than the applicant's age (from the fiscal code).
ANNI_OLTRE_ETA: Final = "Gli anni non possono essere più della tua età: controlla il numero."
TESTO_NON_VALIDO: Final = (
    "Usa solo lettere, numeri, spazi e la punteggiatura comune, come . , ' - / & ( ). "
    "Non sono ammessi simboli come < > { }."
)
NOME_NON_VALIDO: Final = "Inserisci un nome valido: solo lettere, spazi, apostrofi e trattini."
COGNOME_NON_VALIDO: Final = (
    "Inserisci un cognome valido: solo lettere, spazi, apostrofi e trattini."
)
EMAIL_NON_VALIDA: Final = "Inserisci un indirizzo e-mail valido, ad esempio nome@dominio.it."
CELLULARE_NON_VALIDO: Final = (
    "Inserisci un numero di cellulare italiano valido, ad esempio 3401234567."
)
CODICE_FISCALE_NON_VALIDO: Final = (
    "Il codice fiscale non è valido: controlla di averlo scritto bene."
)
CAP_NON_VALIDO: Final = "Il CAP deve essere di 5 cifre."
SELEZIONE_NON_VALIDA: Final = "Seleziona una delle opzioni proposte."
CONSENSO_OBBLIGATORIO: Final = "Questo consenso è necessario per valutare la tua richiesta."
IBAN_NON_VALIDO: Final = "L'IBAN non è valido: controlla di averlo copiato per intero."
IBAN_BANCA_SCONOSCIUTA: Final = (
    "Non troviamo la banca di questo IBAN: controlla di averlo copiato per intero, cifra per cifra."
)
IBAN_NON_ITALIANO: Final = "Inserisci l'IBAN di un conto italiano intestato a te (inizia con IT)."
IMPORTO_NON_VALIDO: Final = "Inserisci un importo in euro maggiore di zero."
NUMERO_NON_VALIDO: Final = "Inserisci un numero intero valido."
MEMBRI_CON_REDDITO_NON_VALIDI: Final = (
    "Le persone con reddito non possono essere più dei componenti del nucleo familiare."
)
MENSILITA_NON_VALIDE: Final = "Le mensilità devono essere comprese tra 12 e 16."
DATA_NON_VALIDA: Final = "Inserisci una data valida nel formato gg/mm/aaaa."
MESE_ANNO_NON_VALIDO: Final = "Inserisci mese e anno nel formato mm/aaaa, ad esempio 03/2015."
DATA_FUTURA: Final = "La data non può essere futura: indica un mese già passato o quello in corso."
OFFERTA_NON_VALIDA: Final = (
    "L'offerta scelta non è più disponibile: scegline una tra quelle proposte."
)
SECCI_DA_CONFERMARE: Final = "Per proseguire conferma di aver letto il documento SECCI."
CONTROLLA_CAMPI: Final = "Controlla i campi evidenziati."
RICHIESTA_NON_VALIDA: Final = "La richiesta non è valida. Ricarica la pagina e riprova."
SESSIONE_NON_VALIDA: Final = (
    "La sessione non è valida o è scaduta. Riprendi la richiesta dal link ricevuto."
)
RISORSA_NON_TROVATA: Final = "La pagina o la risorsa richiesta non esiste."
ERRORE_GENERICO: Final = "Si è verificato un errore imprevisto. Riprova tra qualche minuto."
RICHIESTA_NON_TROVATA: Final = "Non abbiamo trovato la richiesta indicata."
RIPRESA_ALTRO_DISPOSITIVO: Final = (
    "La richiesta è stata ripresa su un altro dispositivo. Per continuare qui, riprendila con il "
    "codice di ripresa che ti abbiamo inviato per e-mail."
)
TROPPI_TENTATIVI: Final = "Hai fatto troppi tentativi. Riprova tra qualche minuto."
CODICE_GIA_INVIATO: Final = (
    "Ti abbiamo appena inviato un codice: attendi un minuto prima di chiederne un altro."
)
RICHIESTA_TROPPO_GRANDE: Final = (
    "La richiesta è troppo grande: controlla i dati inseriti e riprova."
)
SMS_CODICE_RIPRESA: Final = (
    "{codice} è il tuo codice per riprendere la richiesta di prestito. "
    "Vale {minuti} minuti. Non condividerlo con nessuno."
)
PASSO_NON_DISPONIBILE: Final = (
    "Questo passaggio non è più disponibile: ricarica la pagina per continuare dal punto giusto."
)
# The link from the provider's simulator or customer area could not be trusted (§3 SC_TOKEN,
# token): expired, forged or already used. The person goes on from the public simulator.
TOKEN_NON_VALIDO: Final = (
    "Il link con cui sei arrivato non è più valido: potrebbe essere scaduto o già usato. Puoi "
    "richiedere il prestito da qui, con il nostro simulatore."
)
# Simulator data the product's simulator could not have made (an amount or a duration it does
# not offer, codes or campaign text out of bounds): nothing on the light form can correct them.
SIMULAZIONE_NON_VALIDA: Final = (
    "I dati della simulazione non sono validi: rifai il calcolo della rata dal simulatore."
)
RICHIESTA_CHIUSA: Final = "La richiesta è già stata inviata e non può più essere modificata."
SERVIZIO_NON_DISPONIBILE: Final = (
    "Il servizio non è al momento disponibile. Riprova tra qualche minuto."
)

# --- Documents step: uploads and text recognition (not in the spec: our product copy) ---------
# The document types of the identity document card (§2 'document type'), by document code.
TIPO_DOCUMENTO: Final = {
    "DIG": "Carta d'identità elettronica",
    "CAR": "Carta d'identità",
    "PAT": "Patente di guida",
    "PAS": "Passaporto",
    "EPER": "Permesso di soggiorno elettronico",
}
DOCUMENTO_FILE_VUOTO: Final = "Il file è vuoto: scegli di nuovo la foto o il PDF del documento."
DOCUMENTO_CONFERMATO_SUL_COMPUTER: Final = (
    "Questo documento è già confermato sul computer: se vuoi sostituirlo, fallo dal computer."
)
DOCUMENTO_NON_RICEVUTO: Final = (
    "Il file non è arrivato integro: caricalo di nuovo, se serve dopo averlo rinominato con un "
    "nome più breve."
)
DOCUMENTO_FORMATO_NON_SUPPORTATO: Final = (
    "Questo tipo di file non è supportato: carica una foto (JPEG, PNG o HEIC) o un PDF del "
    "documento."
)
DOCUMENTO_TROPPO_PESANTE: Final = "Il file supera i 10 MB: carica una foto o un PDF più leggero."
DOCUMENTO_TROPPO_GRANDE: Final = (
    "L'immagine supera i 40 megapixel: riducila o scatta di nuovo la foto."
)
DATO_LETTO_NON_MODIFICABILE: Final = (
    "Questo dato è stato letto dal tuo documento durante la verifica dell'identità e non si può "
    "modificare."
)
DATO_SPID_NON_MODIFICABILE: Final = (
    "Questo dato viene dalla tua identità SPID e non si può modificare."
)
DOCUMENTO_LATO_TROPPO_LUNGO: Final = (
    "Un lato dell'immagine supera i 10.000 pixel: riducila o scatta di nuovo la foto."
)
DOCUMENTO_SENZA_CONTENUTO: Final = (
    "Nel file non si vede nessun documento: carica una foto o un PDF in cui il documento si "
    "veda per intero."
)
DOCUMENTO_DANNEGGIATO: Final = "Il file è danneggiato o incompleto: caricalo di nuovo."
DOCUMENTO_PDF_PROTETTO: Final = (
    "Non riusciamo ad aprire il PDF: caricane uno senza password o una foto del documento."
)
DOCUMENTO_NON_LEGGIBILE: Final = (
    "Non riusciamo a leggere il documento: scatta una nuova foto con più luce, con il documento "
    "intero e a fuoco, oppure inserisci tu i dati."
)
DOCUMENTO_TIPO_DIVERSO: Final = (
    "Il documento caricato non è del tipo che hai scelto: carica quello giusto o cambia la scelta."
)
DOCUMENTO_FRONTE_ATTESO: Final = "Questo è il retro del documento: carica la foto del fronte."
DOCUMENTO_RETRO_ATTESO: Final = "Questo è il fronte del documento: carica la foto del retro."
DOCUMENTO_SCADUTO: Final = "Il documento è scaduto: carica un documento in corso di validità."
DOCUMENTO_NOME_DIVERSO: Final = (
    "Il nome o il cognome sul documento non corrisponde a quelli della richiesta: carica un "
    "documento intestato a te o correggi i dati letti."
)
DOCUMENTO_DATA_NASCITA_DIVERSA: Final = (
    "La data di nascita sul documento non corrisponde al tuo codice fiscale: carica un documento "
    "intestato a te o correggi i dati letti."
)
DOCUMENTO_CODICE_FISCALE_DIVERSO: Final = (
    "Il codice fiscale sul documento non corrisponde a quello della richiesta: carica un "
    "documento intestato a te o correggi i dati letti."
)
# The identity document card as the applicant confirms it (§2, §5): a field its document has,
# left empty, by its name in DocumentFields; a date that is not one.
DOCUMENTO_CAMPO_MANCANTE: Final = {
    "numeroDocumento": "Inserisci il numero del documento.",
    "dataRilascio": "Inserisci la data di rilascio del documento.",
    "provinciaRilascio": "Inserisci la provincia di rilascio del documento.",
    "comuneRilascio": "Inserisci il comune di rilascio del documento.",
    "dataScadenza": "Inserisci la data di scadenza del documento.",
    "cognome": "Inserisci il cognome come è scritto sul documento.",
    "nome": "Inserisci il nome come è scritto sul documento.",
    "dataNascita": "Inserisci la data di nascita come è scritta sul documento.",
    "codiceFiscale": "Inserisci il codice fiscale come è scritto sul documento.",
}
DOCUMENTO_DATA_NON_VALIDA: Final = {
    "dataRilascio": "La data di rilascio non è valida: scrivila come gg/mm/aaaa.",
    "dataScadenza": "La data di scadenza non è valida: scrivila come gg/mm/aaaa.",
    "dataNascita": "La data di nascita non è valida: scrivila come gg/mm/aaaa.",
}
# controlloDocumento's errors (§5) whose description is not Italian, by the field they name;
# any other field, the last sentence.
DOCUMENTO_CONTROLLO: Final = {
    "tipoDocumento": "Questo tipo di documento non è accettato: carica un altro documento.",
    "numeroDocumento": (
        "Il numero del documento non è valido per questo tipo di documento: controllalo."
    ),
    "dataRilascio": "La data di rilascio non è coerente con il documento: controllala.",
    "localitaRilascio": (
        "Il comune di rilascio non risulta nella provincia indicata: controlla comune e provincia."
    ),
    "provinciaRilascio": "La provincia di rilascio non esiste: controllala.",
    "dataNascita": "La data di nascita non è coerente con il documento: controllala.",
}
DOCUMENTO_CONTROLLO_NON_SUPERATO: Final = (
    "Il documento non ha superato i controlli: verifica i dati inseriti o carica un altro "
    "documento."
)

# The documents step (issue 14): the confirmed fields of a document.
DATA_RILASCIO_FUTURA: Final = "La data di rilascio non può essere futura: controlla il documento."
DATA_SCADENZA_PRIMA_DEL_RILASCIO: Final = (
    "La data di scadenza viene prima di quella di rilascio: controlla il documento."
)
PROVINCIA_SIGLA_NON_VALIDA: Final = "Indica la sigla della provincia, per esempio MI o RM."
# A field longer than the form allows (the page stops typing there; a request that does not
# is told so on the field, not "reload the page").
CAMPO_TROPPO_LUNGO: Final = "Il testo è troppo lungo: al massimo {massimo} caratteri."
NUMERO_DOCUMENTO_NON_VALIDO: Final = "Il numero del documento contiene caratteri non validi."
DOCUMENTI_INCOMPLETI: Final = "Carica e conferma tutti i documenti prima di inviarli."
DOCUMENTO_DA_CARICARE: Final = "Carica prima ogni lato del documento."
CODICE_TELEFONO_NON_VALIDO: Final = (
    "Questo codice QR è scaduto o è già stato aperto su un altro telefono: sul computer, genera "
    "un nuovo codice QR e inquadralo di nuovo."
)
SESSIONE_TELEFONO_SCADUTA: Final = (
    "La sessione di caricamento dal telefono è scaduta: sul computer, genera un nuovo codice QR."
)
CARICAMENTO_TELEFONO_NON_DISPONIBILE: Final = "Il caricamento dal telefono non è disponibile ora."

# The remote identity check (issue 15): why the documents are asked for after all.
VERIFICA_REMOTA_NON_SUPERATA: Final = (
    "La verifica remota non ha potuto confermare la tua identità: carica i tuoi documenti per "
    "continuare."
)
VERIFICA_REMOTA_SCADUTA: Final = (
    "La verifica remota non si è conclusa in tempo: carica i tuoi documenti per continuare."
)
VERIFICA_REMOTA_ANNULLATA: Final = "Hai scelto di caricare i tuoi documenti."
VERIFICA_REMOTA_NON_DISPONIBILE: Final = (
    "La verifica remota non è disponibile ora: riprova tra qualche minuto o carica i tuoi "
    "documenti."
)
VERIFICA_REMOTA_INCOMPLETA: Final = (
    "Mancano le foto del documento o il selfie: completa la verifica prima di inviarla."
)

# Every constant above by name; the web app's catalogue.ts is generated from this.
# SPID (issue 15): the digital-identity login, from the eID gateway back to the journey.
SPID_CODICE_FISCALE_DIVERSO: Final = (
    "L'identità SPID non corrisponde al richiedente: il codice fiscale è diverso."
)
SPID_ERRORE: Final = "Non è stato possibile completare l'accesso con SPID."
# §9: the second failed login closes the SPID path; the documents page says why it is gone.
SPID_NON_DISPONIBILE: Final = (
    "L'accesso con SPID non è andato a buon fine per due volte e non è più disponibile per "
    "questa richiesta: carica i tuoi documenti per continuare."
)

# After the signature (tracking and anomalies): where the request stands, and the documents the
# back office asks for again.
RICHIESTA_IN_VALUTAZIONE: Final = (
    "Stiamo valutando la tua richiesta: ti scriveremo appena avremo una risposta."
)
RICHIESTA_APPROVATA: Final = (
    "La tua richiesta è stata approvata: riceverai l'importo sul conto che hai indicato."
)
RICHIESTA_NON_ACCOLTA: Final = (
    "La tua richiesta non è stata accolta: per conoscerne i motivi puoi chiamare il servizio "
    "clienti."
)
RICHIESTA_SOSPESA: Final = (
    "La valutazione della tua richiesta è sospesa: correggi i documenti indicati per riprenderla."
)
RICHIESTA_ANNULLATA: Final = "La tua richiesta è stata annullata."
ANOMALIA_DOCUMENTO_NON_VALIDO: Final = (
    "Il documento non è leggibile o non è quello richiesto: caricane una foto nitida e completa."
)
ANOMALIA_DOCUMENTO_NON_CONFORME: Final = (
    "Il documento non è conforme: caricane uno valido, non scaduto e completo."
)
ANOMALIA_GIA_CORRETTA: Final = "Questo documento non è più da correggere."
ANOMALIA_STESSO_FILE: Final = (
    "Hai caricato lo stesso file già inviato: carica il documento corretto."
)
ANOMALIA_RETRO_MANCANTE: Final = "Carica anche il retro del documento."
ANOMALIA_SENZA_RETRO: Final = "Questo documento non ha un retro: carica solo il fronte."
ANOMALIA_STESSO_FILE_DUE_LATI: Final = (
    "Hai scelto lo stesso file per il fronte e per il retro: carica il retro del documento."
)
# The anomaly page has no choice of type to change (DOCUMENTO_TIPO_DIVERSO's advice).
ANOMALIA_DOCUMENTO_DIVERSO: Final = (
    "Il documento caricato non è quello richiesto: carica una foto del documento indicato."
)
ERRORE_RECUPERO_RICHIESTA: Final = (
    "Non è stato possibile recuperare lo stato della tua richiesta: riprova tra qualche minuto."
)
ERRORE_INVIO_ANOMALIA: Final = (
    "Non è stato possibile inviare il documento: riprova tra qualche minuto."
)


CATALOGUE: Final[dict[str, str | tuple[str, ...] | dict[str, str]]] = {
    name: value
    for name, value in dict(globals()).items()
    if name.isupper() and name != "CATALOGUE" and isinstance(value, str | tuple | dict)
}
