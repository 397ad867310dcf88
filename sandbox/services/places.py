"""Places: controlloLocalita, recuperoFilialeLocator, and province, comuni and street searches."""

from typing import Any

from sandbox import reference
from sandbox.protocol import Context, ServiceRequest, errore, service

ADDRESS_TYPES = {"RES": "residenza", "SED": "corrispondenza", "PRE": "precedente", "DAT": "datore"}

# A small street list for the street search; free text is always accepted as well.
STREETS = (
    "VIA ROMA",
    "VIA GARIBALDI",
    "VIA MAZZINI",
    "VIA DANTE",
    "VIA VERDI",
    "VIA CAVOUR",
    "VIA MARCONI",
    "VIA VITTORIO EMANUELE II",
    "VIA XX SETTEMBRE",
    "VIA NAZIONALE",
    "VIA TOLEDO",
    "VIA MANZONI",
    "CORSO ITALIA",
    "CORSO BUENOS AIRES",
    "CORSO VITTORIO EMANUELE II",
    "PIAZZA DEL DUOMO",
    "PIAZZA DELLA REPUBBLICA",
    "VIALE EUROPA",
    "VIALE MONZA",
    "LARGO AUGUSTO",
)

# The provider's branches: one in each regional capital (fictional addresses, see data/README).
BRANCHES: tuple[tuple[str, str, str, str], ...] = (
    ("F001", "TORINO", "TO", "VIA ROMA 101"),
    ("F002", "AOSTA", "AO", "VIA ROMA 2"),
    ("F003", "MILANO", "MI", "CORSO ITALIA 15"),
    ("F004", "TRENTO", "TN", "VIA MANZONI 8"),
    ("F005", "BOLZANO", "BZ", "VIA MARCONI 4"),
    ("F006", "VENEZIA", "VE", "VIA GARIBALDI 30"),
    ("F007", "TRIESTE", "TS", "VIA MAZZINI 12"),
    ("F008", "GENOVA", "GE", "VIA XX SETTEMBRE 40"),
    ("F009", "BOLOGNA", "BO", "VIA DANTE 5"),
    ("F010", "FIRENZE", "FI", "VIA CAVOUR 22"),
    ("F011", "PERUGIA", "PG", "VIA VERDI 3"),
    ("F012", "ANCONA", "AN", "VIA MARCONI 17"),
    ("F013", "ROMA", "RM", "VIA NAZIONALE 200"),
    ("F014", "L'AQUILA", "AQ", "VIA ROMA 9"),
    ("F015", "CAMPOBASSO", "CB", "VIA GARIBALDI 6"),
    ("F016", "NAPOLI", "NA", "VIA TOLEDO 300"),
    ("F017", "BARI", "BA", "VIA CAVOUR 50"),
    ("F018", "POTENZA", "PZ", "VIA MAZZINI 1"),
    ("F019", "CATANZARO", "CZ", "CORSO ITALIA 11"),
    ("F020", "PALERMO", "PA", "VIA ROMA 250"),
    ("F021", "CAGLIARI", "CA", "VIA DANTE 44"),
)


class ControlloLocalitaRequest(ServiceRequest):
    tipoIndirizzo: str | None = None
    indirizzo: str = ""
    localita: str = ""
    provincia: str = ""
    # null: an address with no postcode of its own (the previous residence): none is checked.
    cap: str | None = ""


def check_place(localita: str, provincia: str, cap: str | None) -> list[dict[str, Any]]:
    """Comune, province and CAP must agree with the official lists."""
    if not provincia:
        return [errore("E_OBBLIGATORIO", "La provincia è obbligatoria", "provincia")]
    if reference.provincia(provincia) is None:
        return [errore("E_PROVINCIA", "Provincia inesistente", "provincia")]
    if not localita:
        return [errore("E_OBBLIGATORIO", "Il comune è obbligatorio", "localita")]
    comune = reference.find_comune(localita, provincia)
    if comune is None:
        if reference.comuni_named(localita):
            return [
                errore(
                    "E_LOCALITA_PROVINCIA",
                    "Il comune non appartiene alla provincia indicata",
                    "localita",
                )
            ]
        return [errore("E_LOCALITA", "Comune inesistente", "localita")]
    if cap is None:
        return []
    if not cap:
        return [errore("E_OBBLIGATORIO", "Il CAP è obbligatorio", "cap")]
    if cap not in comune.caps:
        return [errore("E_CAP", "Il CAP non corrisponde al comune indicato", "cap")]
    return []


@service("controlloLocalita", ControlloLocalitaRequest, pure=True)
async def controllo_localita(ctx: Context, request: ControlloLocalitaRequest) -> dict[str, Any]:
    errors = []
    if request.tipoIndirizzo and request.tipoIndirizzo.upper() not in ADDRESS_TYPES:
        errors.append(errore("E_TIPO_INDIRIZZO", "Tipo di indirizzo non gestito", "tipoIndirizzo"))
    if not request.indirizzo:
        errors.append(errore("E_OBBLIGATORIO", "L'indirizzo è obbligatorio", "indirizzo"))
    errors += check_place(request.localita, request.provincia, request.cap)
    return {"elencoErrori": errors}


class FilialeRequest(ServiceRequest):
    cap: str | None = None
    indirizzo: str | None = None
    localita: str | None = None
    provincia: str = ""


def _branch(entry: tuple[str, str, str, str]) -> dict[str, Any]:
    code, town, sigla, street = entry
    comune = reference.find_comune(town, sigla)
    return {
        "codiceFiliale": code,
        "denominazione": f"FILIALE DI {town}",
        "indirizzo": street,
        "localita": town,
        "provincia": sigla,
        "cap": comune.caps[0] if comune else None,
        "telefono": "800000000",
    }


@service("recuperoFilialeLocator", FilialeRequest, pure=True)
async def recupero_filiale_locator(ctx: Context, request: FilialeRequest) -> dict[str, Any]:
    """The nearest branch: same province, else same region, else same area of Italy."""
    where = reference.provincia(request.provincia)
    if where is None:
        return {
            "filiale": None,
            "elencoErrori": [errore("E_PROVINCIA", "Provincia inesistente", "provincia")],
        }
    by_sigla = {entry[2]: entry for entry in BRANCHES}
    regions = {sigla: reference.provincia(sigla) for sigla in by_sigla}
    nearest = (
        by_sigla.get(where.sigla)
        or next((by_sigla[s] for s, p in regions.items() if p and p.regione == where.regione), None)
        or next(
            by_sigla[s] for s, p in regions.items() if p and p.ripartizione == where.ripartizione
        )
    )
    return {"filiale": _branch(nearest), "elencoErrori": []}


class ProvinceRequest(ServiceRequest):
    pass


@service("recuperaProvince", ProvinceRequest, pure=True)
async def recupera_province(ctx: Context, request: ProvinceRequest) -> dict[str, Any]:
    return {
        "item": [
            {"sigla": p.sigla, "descrizione": p.nome.upper(), "regione": p.regione}
            for p in reference.province()
        ]
    }


class ComuniRequest(ServiceRequest):
    testo: str = ""
    provincia: str | None = None


def comune_item(comune: reference.Comune) -> dict[str, Any]:
    return {
        "comune": comune.nome.upper(),
        "provincia": comune.sigla,
        "cap": list(comune.caps),
        "codice": comune.istat,
        "codiceIstat": comune.istat,
        "codiceBelfiore": comune.belfiore,
    }


@service("recuperaComuni", ComuniRequest, pure=True)
async def recupera_comuni(ctx: Context, request: ComuniRequest) -> dict[str, Any]:
    if request.testo:
        found = reference.search_comuni(request.testo, request.provincia)
    elif request.provincia:
        # A whole province at once: what a client needs to keep its own copy of the list.
        found = reference.comuni_of_province(request.provincia)
    else:
        found = []
    return {"item": [comune_item(c) for c in found]}


class StradeRequest(ServiceRequest):
    testo: str = ""
    localita: str | None = None


@service("recuperaStrade", StradeRequest, pure=True)
async def recupera_strade(ctx: Context, request: StradeRequest) -> dict[str, Any]:
    typed = " ".join(request.testo.upper().split())
    if not typed:
        # The whole (short) list, for a client that keeps its own copy.
        return {"item": [{"indirizzo": street, "localita": request.localita} for street in STREETS]}
    matches = [street for street in STREETS if typed in street]
    # The list is short by design: what the person typed is always offered as it is.
    if typed and typed not in matches:
        matches.append(typed)
    return {"item": [{"indirizzo": street, "localita": request.localita} for street in matches]}
