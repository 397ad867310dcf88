"""Step 4, personal data (§3 informazioniPersonali): format rules before the back-office checks."""

import re
from datetime import date
from typing import Final

from journey import messages
from journey.models.addresses import Indirizzo
from journey.models.personal_info import InformazioniPersonali
from journey.rules.fiscal_code import check_character
from journey.rules.text import is_free_text, normalise_iban

_CAP: Final = re.compile(r"\d{5}")
_PROVINCE: Final = re.compile(r"[A-Z]{2}")
_HOUSE_NUMBER: Final = re.compile(r"\d+[A-Za-z]?(?:/\w+)?|SNC|snc")
_MONTH_YEAR: Final = re.compile(r"(0[1-9]|1[0-2])/((?:19|20)\d\d)")
# Work positions without an employer of their own: pensioners and "other" (§1).
WITHOUT_EMPLOYER: Final = frozenset({"P", "C"})
# Partners that do not say otherwise ask the previous address below two years at the current one.
DEFAULT_YEARS_AT_ADDRESS: Final = 2


def previous_address_required(years_at_current: int | None, partner_years: int | None) -> bool:
    """§3 partner anzianitaIndirizzoCorrente: fewer years at the current address than this
    threshold, and the previous address is needed too."""
    threshold = partner_years if partner_years is not None else DEFAULT_YEARS_AT_ADDRESS
    return years_at_current is not None and years_at_current < threshold


def is_valid_iban(iban: str) -> bool:
    """An Italian IBAN: IT, check digits, CIN, ABI, CAB, account (27 chars), with both checks
    done here: ISO 13616 mod-97, and the CIN letter, which the back office would otherwise be
    the first to refuse, one round after every other field was right."""
    value = normalise_iban(iban)
    if not re.fullmatch(r"IT\d{2}[A-Z]\d{10}[0-9A-Z]{12}", value):
        return False
    rearranged = value[4:] + value[:4]
    mod97 = int("".join(str(int(c, 36)) for c in rearranged)) % 97 == 1
    # The CIN is computed over ABI, CAB and account like a fiscal code's check character.
    return mod97 and value[4] == check_character(value[5:])


def month_year_error(text: str, today: date | None) -> str | None:
    """mm/aaaa of a month that has begun (when an account was opened), or why not."""
    match = _MONTH_YEAR.fullmatch(text.strip())
    if match is None:
        return messages.MESE_ANNO_NON_VALIDO
    if today is not None and (int(match[2]), int(match[1])) > (today.year, today.month):
        return messages.DATA_FUTURA
    return None


def _address_errors(prefix: str, address: Indirizzo, with_cap: bool = False) -> dict[str, str]:
    """What is missing or malformed in one address; a CAP given is checked even where it may be
    left out (the current residence's, which defaults to the light form's)."""
    errors: dict[str, str] = {}
    for field in ("provincia", "comune", "indirizzo", "numeroCivico"):
        if not getattr(address, field).strip():
            errors[f"{prefix}.{field}"] = messages.CAMPO_OBBLIGATORIO
    if address.provincia.strip() and not _PROVINCE.fullmatch(address.provincia.strip().upper()):
        errors[f"{prefix}.provincia"] = messages.SELEZIONE_NON_VALIDA
    if address.numeroCivico.strip() and not _HOUSE_NUMBER.fullmatch(address.numeroCivico.strip()):
        errors[f"{prefix}.numeroCivico"] = messages.NUMERO_NON_VALIDO
    cap = getattr(address, "cap", "").strip()
    if cap and not _CAP.fullmatch(cap):
        errors[f"{prefix}.cap"] = messages.CAP_NON_VALIDO
    elif with_cap and not cap:
        errors[f"{prefix}.cap"] = messages.CAMPO_OBBLIGATORIO
    return errors


def _free_text_errors(info: InformazioniPersonali) -> dict[str, str]:
    """The free-text rule of every form on every address and employer field sent, needed or not,
    and on the text as sent: that is what is stored and passed on, so a control character at
    either end counts too."""
    residence = info.residenza
    sections = {
        "residenza.attuale": residence.attuale,
        "residenza.precedente": residence.precedente,
        "residenza.corrispondenza": residence.corrispondenza,
        "datoreLavoro": info.datoreLavoro,
    }
    return {
        f"{prefix}.{field}": messages.TESTO_NON_VALIDO
        for prefix, section in sections.items()
        if section is not None
        for field, value in section.model_dump().items()
        if isinstance(value, str) and not is_free_text(value)
    }


def validate_personal_info(
    info: InformazioniPersonali,
    *,
    work_position: str,
    partner_years: int | None,
    today: date | None = None,
    age: int | None = None,
) -> dict[str, str]:
    """Field path → Italian message for what can be told without the back office.

    Text that breaks the free-text rule gets that message, whatever else is wrong with it.
    `age`, the applicant's from the fiscal code, bounds the years at the address and at work.
    """
    errors: dict[str, str] = {}
    residence = info.residenza
    errors |= _address_errors("residenza.attuale", residence.attuale)
    if residence.anniResidenza is None:
        errors["residenza.anniResidenza"] = messages.CAMPO_OBBLIGATORIO
    elif age is not None and residence.anniResidenza > age:
        errors["residenza.anniResidenza"] = messages.ANNI_OLTRE_ETA
    if previous_address_required(residence.anniResidenza, partner_years):
        errors |= _address_errors("residenza.precedente", residence.precedente or Indirizzo())
    if residence.corrispondenza is not None:
        errors |= _address_errors(
            "residenza.corrispondenza", residence.corrispondenza, with_cap=True
        )

    demographics = info.informazioniDemografiche
    for field in ("cittadinanza", "statoCivile"):
        if not getattr(demographics, field).strip():
            errors[f"informazioniDemografiche.{field}"] = messages.CAMPO_OBBLIGATORIO
    if demographics.membriNucleoFamiliare is None:
        errors["informazioniDemografiche.membriNucleoFamiliare"] = messages.CAMPO_OBBLIGATORIO
    if demographics.membriConReddito is None:
        errors["informazioniDemografiche.membriConReddito"] = messages.CAMPO_OBBLIGATORIO
    elif (
        demographics.membriNucleoFamiliare is not None
        and demographics.membriConReddito > demographics.membriNucleoFamiliare
    ):
        errors["informazioniDemografiche.membriConReddito"] = messages.MEMBRI_CON_REDDITO_NON_VALIDI

    work = info.informazioniProfessionali
    required_work = ["settore", "occupazione", "tipoReddito"]
    if work_position == "D":
        required_work.append("tipoAssunzione")
    for field in required_work:
        if not getattr(work, field).strip():
            errors[f"informazioniProfessionali.{field}"] = messages.CAMPO_OBBLIGATORIO
    if not work.redditoInCentesimi:
        errors["informazioniProfessionali.redditoInCentesimi"] = messages.IMPORTO_NON_VALIDO
    if work.mensilita is None:
        errors["informazioniProfessionali.mensilita"] = messages.CAMPO_OBBLIGATORIO
    elif not 12 <= work.mensilita <= 16:
        errors["informazioniProfessionali.mensilita"] = messages.MENSILITA_NON_VALIDE
    if work.anniLavorativi is None:
        errors["informazioniProfessionali.anniLavorativi"] = messages.CAMPO_OBBLIGATORIO
    elif age is not None and work.anniLavorativi > age:
        errors["informazioniProfessionali.anniLavorativi"] = messages.ANNI_OLTRE_ETA

    if work_position not in WITHOUT_EMPLOYER:
        employer = info.datoreLavoro
        for field in ("nome", "provincia", "comune", "indirizzo", "cap"):
            if not getattr(employer, field).strip():
                errors[f"datoreLavoro.{field}"] = messages.CAMPO_OBBLIGATORIO
        if employer.cap.strip() and not _CAP.fullmatch(employer.cap.strip()):
            errors["datoreLavoro.cap"] = messages.CAP_NON_VALIDO

    bank = info.coordinateBancarie
    if not bank.iban.strip():
        errors["coordinateBancarie.iban"] = messages.CAMPO_OBBLIGATORIO
    elif not normalise_iban(bank.iban).startswith("IT"):
        errors["coordinateBancarie.iban"] = messages.IBAN_NON_ITALIANO
    elif not is_valid_iban(bank.iban):
        errors["coordinateBancarie.iban"] = messages.IBAN_NON_VALIDO
    opened = month_year_error(bank.aperturaConto, today) if bank.aperturaConto else None
    if opened:
        errors["coordinateBancarie.aperturaConto"] = opened
    return errors | _free_text_errors(info)
