// The strings of the app's frame (header, footer, spinner, generic error): in the entry chunk, kept
// apart from messages.ts and the spec's catalogue, which the pages load with their own chunks.
// None of these is a string the spec gives (those live in journey/messages.py).
export const appMessages = {
  name: "Prestito Online",
  logoAlt: "Prestito Online",
  skipToContent: "Vai al contenuto principale",
  documentTitleSuffix: "Prestito Online",
  spinner: "Caricamento in corso...",
  envErrorTitle: "Non riusciamo a caricare la pagina",
  retry: "Riprova",
  back: "Indietro",
  footer: "Prestito Online è un servizio di credito ai consumatori. Richiesta soggetta ad approvazione.",
} as const;

/** The generic error outcome (also shown by the error boundary, in the entry chunk). */
export const genericErrorCopy = {
  title: "Si è verificato un errore",
  explanation: "Non siamo riusciti a completare l'operazione a causa di un problema tecnico.",
  reason: "Il problema è nei nostri sistemi, non nei dati che ci hai fornito: la richiesta non è stata valutata.",
  nextStep: "Riprova tra qualche minuto: i dati che ci hai già inviato non vanno persi.",
  restartLabel: "Torna alla richiesta",
  tone: "error",
} as const;
