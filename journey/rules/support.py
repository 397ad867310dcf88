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
    Route.DOCUMENTI_RIEPILOGO: "Riepilogo richiesta",
    Route.SPID: "SPID",
    Route.ONFIDO: "Riconoscimento remoto",
    Route.FIRMA_CARICA: "Firma",
    Route.TYP: "Esito",
}


def support_step(route: str) -> str:
    """'/typ?esito=errorecellulare' → 'Esito errorecellulare'; '/offerta' → 'Scelta offerta'."""
    path, _, query = route.partition("?")
    name = PAGE_NAMES.get(path, path)
    if path == Route.TYP and query.startswith("esito="):
        return f"{name} {query.removeprefix('esito=')}"
    return name
