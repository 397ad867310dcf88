"""The light form (step 1) as the browser submits it, its reference lists and its format checks."""

import re
from typing import Final, NamedTuple

from pydantic import BaseModel, ConfigDict

from journey import messages
from journey.models.base import Code, Email, FiscalCode, PersonName, Phone, Postcode
from journey.models.basic_info import Agreements
from journey.rules.fiscal_code import is_valid_fiscal_code
from journey.rules.text import collapse_whitespace, is_free_text


class Option(NamedTuple):
    """One entry of a select: the code sent on the wire and the Italian label shown."""

    codice: str
    descrizione: str


class HousingType(Option):
    """A housing type of the light form (informazioniBase.abitazione)."""


# The back office's housing lookup (abitazioni) is not shown by the spec; these are our codes,
# shared with the sandbox back office.
HOUSING_TYPES: Final = (
    HousingType("PRO", "Proprietà"),
    HousingType("MUT", "Proprietà con mutuo"),
    HousingType("AFF", "Affitto"),
    HousingType("FAM", "Presso familiari"),
    HousingType("SER", "Alloggio di servizio"),
    HousingType("ALT", "Altro"),
)

# §1: D employee, A self-employed, P pensioner, and "other", which the spec also writes as C.
# Reading: C is the one code for every other position, so the engine gets ALT for it.
WORK_POSITIONS: Final = (
    Option("D", "Dipendente"),
    Option("A", "Autonomo / libero professionista"),
    Option("P", "Pensionato"),
    Option("C", "Altro"),
)

# A letter, then letters, spaces, apostrophes and hyphens: De Luca, D'Angelo, Jean-Pierre.
_NAME: Final = re.compile(r"[^\W\d_](?:[^\W\d_]|['’ \-])*")
_NAME_MAX_LENGTH: Final = 50
# Pragmatic shape on the uppercased address: local part of dot-separated atoms, a domain of
# dot-separated labels and a top-level domain of letters.
_EMAIL: Final = re.compile(
    r"[A-Z0-9_%+\-']+(?:\.[A-Z0-9_%+\-']+)*@(?:[A-Z0-9](?:[A-Z0-9\-]*[A-Z0-9])?\.)+[A-Z]{2,}"
)
_EMAIL_MAX_LENGTH: Final = 254
# Optional +39 / 0039 prefix, then an Italian mobile number: 3, then 8 or 9 more digits.
_MOBILE: Final = re.compile(r"(?:\+39|0039)?3\d{8,9}")
_CAP: Final = re.compile(r"\d{5}")
_PHONE_SEPARATORS: Final = re.compile(r"[\s.\-/()]")

# Consents without which the request cannot be evaluated: personal data (questionOne), the
# information notice (questionTwo) and the credit bureau (questionFour). Third-party marketing
# (questionThree) stays optional, as Italian privacy law requires.
MANDATORY_AGREEMENTS: Final = ("questionOne", "questionTwo", "questionFour")


class BasicInfoForm(BaseModel):
    """The light form, flat, with the spec's field names. Every field may be blank."""

    model_config = ConfigDict(extra="forbid")

    firstName: PersonName = ""
    lastName: PersonName = ""
    fiscalCode: FiscalCode = ""
    emailAddress: Email = ""
    mobilePhone: Phone = ""
    cap: Postcode = ""
    abitazione: Code = ""
    posizioneLavorativa: Code = ""
    agreements: Agreements = Agreements()


def normalise_basic_info(form: BasicInfoForm) -> BasicInfoForm:
    """Tidy what people type: collapse whitespace, uppercase fiscal code and e-mail (§5).

    The phone loses spaces and the separators people use (. - / and brackets); fiscal code, CAP
    and e-mail lose every space, since none can hold one.
    """
    return form.model_copy(
        update={
            "firstName": collapse_whitespace(form.firstName),
            "lastName": collapse_whitespace(form.lastName),
            "fiscalCode": "".join(form.fiscalCode.split()).upper(),
            "emailAddress": "".join(form.emailAddress.split()).upper(),
            "mobilePhone": _PHONE_SEPARATORS.sub("", form.mobilePhone),
            "cap": "".join(form.cap.split()),
            "abitazione": form.abitazione.strip(),
            "posizioneLavorativa": form.posizioneLavorativa.strip().upper(),
        }
    )


def _name_check(name: str, message: str) -> tuple[bool, str]:
    """The free-text rule of every form first, so markup gets the same message everywhere; then
    the shape of a name."""
    if not is_free_text(name):
        return False, messages.TESTO_NON_VALIDO
    return len(name) <= _NAME_MAX_LENGTH and _NAME.fullmatch(name) is not None, message


def validate_basic_info(form: BasicInfoForm) -> dict[str, str]:
    """Format-level errors of the light form: field path → Italian message; empty when valid.

    The form is normalised first, so stray spaces or a lowercase fiscal code are never an error.
    A blank field reports only that it is required. Whether the data is *true* (the fiscal code
    matches the name, the phone exists) is for the back-office checks.
    """
    f = normalise_basic_info(form)
    formats = {
        "firstName": _name_check(f.firstName, messages.NOME_NON_VALIDO),
        "lastName": _name_check(f.lastName, messages.COGNOME_NON_VALIDO),
        "fiscalCode": (is_valid_fiscal_code(f.fiscalCode), messages.CODICE_FISCALE_NON_VALIDO),
        "emailAddress": (
            len(f.emailAddress) <= _EMAIL_MAX_LENGTH
            and _EMAIL.fullmatch(f.emailAddress) is not None,
            messages.EMAIL_NON_VALIDA,
        ),
        "mobilePhone": (
            _MOBILE.fullmatch(f.mobilePhone) is not None,
            messages.CELLULARE_NON_VALIDO,
        ),
        "cap": (_CAP.fullmatch(f.cap) is not None, messages.CAP_NON_VALIDO),
        "abitazione": (
            f.abitazione in {h.codice for h in HOUSING_TYPES},
            messages.SELEZIONE_NON_VALIDA,
        ),
        "posizioneLavorativa": (
            f.posizioneLavorativa in {w.codice for w in WORK_POSITIONS},
            messages.SELEZIONE_NON_VALIDA,
        ),
    }
    errors: dict[str, str] = {}
    for field, (valid, message) in formats.items():
        if not getattr(f, field):
            errors[field] = messages.CAMPO_OBBLIGATORIO
        elif not valid:
            errors[field] = message
    for question in MANDATORY_AGREEMENTS:
        if not getattr(f.agreements, question):
            errors[f"agreements.{question}"] = messages.CONSENSO_OBBLIGATORIO
    return errors
