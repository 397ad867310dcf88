"""controlloDatoreLavoro: employer, occupation and income must be complete and consistent."""

from datetime import date
from decimal import Decimal
from typing import Any

import phonenumbers

from sandbox import catalogue
from sandbox.protocol import Context, ServiceRequest, errore, service
from sandbox.services.places import check_place
from sandbox.services.simulation import age_on, parse_date

# Yearly income above this is not plausible for a personal-loan applicant: most likely a typo.
MAX_YEARLY_INCOME = Decimal(1_000_000)
MONTHLY_PAYMENTS = {
    "DIP": range(12, 16),
    "PEN": range(12, 14),
    "AUT": range(12, 13),
    "ALT": range(12, 13),
}
MIN_WORKING_AGE = 15


class DatoreLavoroRequest(ServiceRequest):
    canale: str | None = None
    codIntermediario: str | None = None
    settore: str = ""
    occupazione: str = ""
    tipoReddito: str = ""
    reddito: Decimal | None = None
    # Income frequency: M monthly net, A yearly net.
    periodicitaReddito: str = "M"
    numMensilita: int | None = None
    # Employment start as year and month, yyyymm.
    occupazioneDal: str | None = None
    numFamiliari: int | None = None
    numFamiliariReddito: int | None = None
    nomeDatore: str | None = None
    indirizzoDatore: str | None = None
    localitaDatore: str | None = None
    provinciaDatore: str | None = None
    capDatore: str | None = None
    telefonoDatore: str | None = None
    codFiscale: str | None = None
    dataNascita: str | None = None
    tipoAssunzione: str | None = None


def _employer_errors(request: DatoreLavoroRequest) -> list[dict[str, Any]]:
    errors = []
    if not request.nomeDatore:
        errors.append(
            errore(
                "E_OBBLIGATORIO",
                "La ragione sociale del datore di lavoro è obbligatoria",
                "nomeDatore",
            )
        )
    if not request.indirizzoDatore:
        errors.append(
            errore(
                "E_OBBLIGATORIO",
                "L'indirizzo del datore di lavoro è obbligatorio",
                "indirizzoDatore",
            )
        )
    place = check_place(
        request.localitaDatore or "", request.provinciaDatore or "", request.capDatore
    )
    errors += [{**e, "campo": f"{e['campo']}Datore"} for e in place]
    if request.telefonoDatore:
        try:
            valid = phonenumbers.is_valid_number(phonenumbers.parse(request.telefonoDatore, "IT"))
        except phonenumbers.NumberParseException:
            valid = False
        if not valid:
            errors.append(
                errore(
                    "E_TELEFONO_NON_VALIDO",
                    "Telefono del datore di lavoro non valido",
                    "telefonoDatore",
                )
            )
    return errors


def _start_errors(request: DatoreLavoroRequest, activity: str) -> list[dict[str, Any]]:
    if not request.occupazioneDal:
        if activity in ("DIP", "AUT"):
            return [
                errore(
                    "E_OBBLIGATORIO", "La data di inizio attività è obbligatoria", "occupazioneDal"
                )
            ]
        return []
    start = parse_date(f"{request.occupazioneDal}01") if len(request.occupazioneDal) == 6 else None
    if start is None:
        return [
            errore("E_DATA", "Data di inizio attività non valida (anno e mese)", "occupazioneDal")
        ]
    today = date.today()
    if start > today:
        return [
            errore("E_DATA_FUTURA", "La data di inizio attività è nel futuro", "occupazioneDal")
        ]
    birth = parse_date(request.dataNascita) if request.dataNascita else None
    if birth and age_on(birth, start) < MIN_WORKING_AGE:
        return [
            errore(
                "E_DATA", "La data di inizio attività è incompatibile con l'età", "occupazioneDal"
            )
        ]
    return []


@service("controlloDatoreLavoro", DatoreLavoroRequest, pure=True)
async def controllo_datore_lavoro(ctx: Context, request: DatoreLavoroRequest) -> dict[str, Any]:
    errors = []
    occupation = catalogue.occupation(request.occupazione)
    if occupation is None:
        return {"elencoErrori": [errore("E_OCCUPAZIONE", "Occupazione inesistente", "occupazione")]}
    activity = occupation.attivita
    sector = catalogue.SECTORS.get(request.settore)
    if sector is None:
        errors.append(errore("E_SETTORE", "Settore inesistente", "settore"))
    elif activity not in sector[1]:
        errors.append(
            errore(
                "E_SETTORE_OCCUPAZIONE", "Il settore non è coerente con l'occupazione", "settore"
            )
        )
    income_type = catalogue.INCOME_TYPES.get(request.tipoReddito)
    if income_type is None:
        errors.append(errore("E_TIPO_REDDITO", "Tipo di reddito inesistente", "tipoReddito"))
    elif activity not in income_type[1]:
        errors.append(
            errore(
                "E_REDDITO_OCCUPAZIONE",
                "Il tipo di reddito non è coerente con l'occupazione",
                "tipoReddito",
            )
        )

    if activity != "ALT":
        yearly = (request.reddito or Decimal(0)) * (12 if request.periodicitaReddito == "M" else 1)
        if not request.reddito or request.reddito <= 0:
            errors.append(
                errore(
                    "E_REDDITO", "Il reddito è obbligatorio per l'occupazione indicata", "reddito"
                )
            )
        elif yearly > MAX_YEARLY_INCOME:
            errors.append(errore("E_REDDITO", "Il reddito indicato non è plausibile", "reddito"))
        if request.numMensilita is None or request.numMensilita not in MONTHLY_PAYMENTS[activity]:
            errors.append(
                errore(
                    "E_MENSILITA",
                    "Numero di mensilità non coerente con l'occupazione",
                    "numMensilita",
                )
            )

    if activity == "DIP":
        if request.tipoAssunzione not in catalogue.HIRING_TYPES:
            errors.append(
                errore("E_TIPO_ASSUNZIONE", "Tipo di assunzione inesistente", "tipoAssunzione")
            )
        errors += _employer_errors(request)
    elif request.tipoAssunzione:
        errors.append(
            errore(
                "E_TIPO_ASSUNZIONE",
                "Il tipo di assunzione vale solo per i dipendenti",
                "tipoAssunzione",
            )
        )
    errors += _start_errors(request, activity)

    members, earners = request.numFamiliari, request.numFamiliariReddito
    if members is None or members < 1:
        errors.append(
            errore(
                "E_FAMILIARI", "Il nucleo familiare comprende almeno il richiedente", "numFamiliari"
            )
        )
    elif earners is not None and not 0 <= earners <= members:
        errors.append(
            errore(
                "E_FAMILIARI_REDDITO",
                "I familiari con reddito non possono superare i componenti del nucleo",
                "numFamiliariReddito",
            )
        )
    elif earners == 0 and activity != "ALT":
        errors.append(
            errore(
                "E_FAMILIARI_REDDITO",
                "Il richiedente ha un reddito: almeno un familiare con reddito",
                "numFamiliariReddito",
            )
        )
    return {"elencoErrori": errors}
