"""Lookups and configuration: lists, loading parameters, account longevity, simulator data."""

from typing import Any

from sandbox import catalogue
from sandbox.db import SimulatorData
from sandbox.pricing import LIMITS
from sandbox.protocol import B2BError, Context, ServiceRequest, errore, service

# Partner configurations by app code (spec §3 Configuration and Partner).
CONFIGURATIONS: dict[str, dict[str, Any]] = {
    "DS": {
        "configuration": {
            "tipo_procedura": "PP",
            "tipo_prodotto": "PP",
            "codice_partner": "DS0001",
            "on_fido": True,
        },
        "partner": {
            "anzianitaIndirizzoCorrente": 2,
            "canale": "MAP",
            "tipoCaricamento": "ES",
            "intermediario": {
                "codIntermediario": "0000012",
                "tipoIntermediario": "CV",
                "codAgente": "A001",
                "codConvenzionato": "C0001",
                "codPuntoVendita": "PV001",
                "codSubagente": "",
            },
        },
    },
}


def _pairs(items: dict[str, Any]) -> list[dict[str, str]]:
    return [
        {"codice": code, "descrizione": value[0] if isinstance(value, tuple) else value}
        for code, value in items.items()
    ]


def lookup_lists() -> dict[str, list[dict[str, Any]]]:
    countries = [
        {"codice": code, "descrizione": name, "flagExtracomunitaria": "N" if eu else "S"}
        for code, name, eu in catalogue.COUNTRIES
    ]
    return {
        "countries": countries,
        "cittadinanza": countries,
        "abitazioni": _pairs(catalogue.HOUSING_TYPES),
        "occupazioni": [
            {"codice": o.codice, "descrizione": o.descrizione, "attivita": o.attivita}
            for o in catalogue.OCCUPATIONS
        ],
        "settori": _pairs(catalogue.SECTORS),
        "statoCivile": _pairs(catalogue.MARITAL_STATUS),
        "tipoReddito": _pairs(catalogue.INCOME_TYPES),
        "tipoAssunzione": _pairs(catalogue.HIRING_TYPES),
        "longevitaConto": _longevity(),
    }


def _longevity() -> list[dict[str, Any]]:
    return [
        {"codice": code, "descrizione": text, "valore": value}
        for code, text, value in catalogue.ACCOUNT_LONGEVITY
    ]


class LookupRequest(ServiceRequest):
    tipo: str | None = None


@service("recuperaLookup", LookupRequest, pure=True)
async def recupera_lookup(ctx: Context, request: LookupRequest) -> dict[str, Any]:
    """Every lookup list at once, or only the one named by `tipo`."""
    lists = lookup_lists()
    if request.tipo is None:
        return lists
    if request.tipo not in lists:
        raise B2BError(422, [errore("E_TIPO_LOOKUP", "Tipo di lista sconosciuto", "tipo")])
    return {request.tipo: lists[request.tipo]}


class GenericRecuperaDatiRequest(ServiceRequest):
    tipoDato: str = "LONGEVITA_CONTO"


@service("genericRecuperaDati", GenericRecuperaDatiRequest, pure=True)
async def generic_recupera_dati(
    ctx: Context, request: GenericRecuperaDatiRequest
) -> dict[str, Any]:
    if request.tipoDato != "LONGEVITA_CONTO":
        return {
            "dati": [],
            "elencoErrori": [errore("E_TIPO_DATO", "Tipo di dato sconosciuto", "tipoDato")],
        }
    return {"dati": _longevity(), "elencoErrori": []}


class ParametriCaricamentoRequest(ServiceRequest):
    procedura: str = "PP"
    tipoProdotto: str = "PP"


@service("recuperoParametriCaricamento", ParametriCaricamentoRequest, pure=True)
async def recupero_parametri_caricamento(
    ctx: Context, request: ParametriCaricamentoRequest
) -> dict[str, Any]:
    if (request.procedura, request.tipoProdotto) != ("PP", "PP"):
        return {
            "parametri": None,
            "elencoErrori": [
                errore("E_PRODOTTO", "Procedura o prodotto non gestiti", "tipoProdotto")
            ],
        }
    return {
        "parametri": {
            "procedura": "PP",
            "tipoProdotto": "PP",
            "canaleAcquisizione": "MAP",
            "tipoCaricamento": "ES",
            "fase": "SIM",
            "tipoMittente": "CV",
            "codiceMittente": "12",
            "importoMinimo": float(LIMITS.min_amount),
            "importoMassimo": float(LIMITS.max_amount),
            "durataMinima": LIMITS.min_months,
            "durataMassima": LIMITS.max_months,
        },
        "elencoErrori": [],
    }


class ConfigurationRequest(ServiceRequest):
    codiceApp: str = ""
    fiscalCode: str | None = None


@service("getConfiguration", ConfigurationRequest, pure=True)
async def get_configuration(ctx: Context, request: ConfigurationRequest) -> dict[str, Any]:
    found = CONFIGURATIONS.get(request.codiceApp.upper())
    if found is None:
        raise B2BError(404, [errore("E_CONFIGURAZIONE", "Configurazione non trovata", "codiceApp")])
    return found


class SimulatorDataRequest(ServiceRequest):
    code: str = ""
    fiscalCode: str | None = None


@service("getSimulatorData", SimulatorDataRequest, pure=True)
async def get_simulator_data(ctx: Context, request: SimulatorDataRequest) -> dict[str, Any]:
    found = ctx.session.get(SimulatorData, request.code)
    if found is None:
        raise B2BError(404, [errore("E_SIMULAZIONE", "Dati del simulatore non trovati", "code")])
    return dict(found.data)
