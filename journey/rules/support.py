"""What support staff read in the Temporal UI: the page an application is on, in words, from
the first page on (the `Step` search attribute)."""

from typing import Final

from journey.routes import Route

# A route's page as staff name it. Anything not listed is shown by its path.
PAGE_NAMES: Final[dict[str, str]] = {
    Route.HOME: "Dati base",
    Route.OFFERTA: "Scelta offerta",
    Route.SECCI: "SECCI",
    Route.RESUME_SECCI: "Nuovo SECCI",
    Route.INFORMAZIONI_PERSONALI: "Dati personali",
    Route.DOCUMENTI: "Documenti",
    Route.DOCUMENTI_CARICA_DATI: "Documenti, dati inseriti a mano",
    Route.DOCUMENTI_PERSONALI: "Documenti personali",
    Route.DOCUMENTI_REVIEW: "Documento in archivio da confermare",
    Route.DOCUMENTI_SALVA_INFORMAZIONI: "Documenti, nessun reddito da provare",
    Route.REDDITO_BUSTA_PAGA: "Reddito, busta paga",
    Route.REDDITO_MODELLO_UNICO: "Reddito, modello unico",
    Route.REDDITO_RICEVUTA_MODELLO_UNICO: "Reddito, ricevuta del modello unico",
    Route.REDDITO_CERTIFICATO_PENSIONE: "Reddito, certificato di pensione",
    Route.DOCUMENTI_RIEPILOGO: "Riepilogo documenti",
    Route.SPID: "SPID",
    Route.SPID_DOCUMENTI: "SPID, documento da confermare",
    Route.ONFIDO: "Riconoscimento remoto",
    Route.ARED: "Reddito, passo ARED",
    Route.FIRMA_CARICA: "Firma",
    Route.FIRMA_RIEPILOGO: "Firmata",
    Route.ANOMALIE: "Firmata, area anomalie",
    Route.TYP: "Esito",
}


def support_step(route: str) -> str:
    """'/typ?esito=errorecellulare' → 'Esito errorecellulare'; '/offerta' → 'Scelta offerta'."""
    path, _, query = route.partition("?")
    name = PAGE_NAMES.get(path, path)
    if path == Route.TYP and query.startswith("esito="):
        return f"{name} {query.removeprefix('esito=')}"
    return name
