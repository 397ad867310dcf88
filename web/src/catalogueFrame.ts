// generated from journey/messages.py — do not edit; run scripts/export_messages.py

export const SERVIZIO_NON_DISPONIBILE = "Il servizio non è al momento disponibile. Riprova tra qualche minuto." as const;
export const RISORSA_NON_TROVATA = "La pagina o la risorsa richiesta non esiste." as const;
