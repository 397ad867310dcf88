"""Step 4's format rules: the free-text rule on every address and employer field, the IBAN and
the month the account was opened."""

import json
from datetime import date
from pathlib import Path

import pytest

from journey import messages
from journey.models.personal_info import InformazioniPersonali
from journey.personal_form import validate_personal_info
from tests.utils.applicants import personal_info

MILAN = {"provincia": "MI", "comune": "Milano", "indirizzo": "Via Roma", "numeroCivico": "10"}


def errors_of(info: InformazioniPersonali, work_position: str = "D") -> dict[str, str]:
    return validate_personal_info(info, work_position=work_position, partner_years=2)


def with_text(path: str, value: str) -> InformazioniPersonali:
    """Mario Rossi's step 4 with one text field changed; the previous and correspondence
    addresses are given in full, so only that field can be wrong."""
    section, *rest = path.split(".")
    if section == "datoreLavoro":
        return personal_info(datoreLavoro={rest[0]: value})
    address, field = rest
    residence: dict[str, object] = {
        "anniResidenza": 1,
        "attuale": MILAN,
        "precedente": MILAN,
        "corrispondenza": {**MILAN, "cap": "20121"},
    }
    residence[address] = {**residence[address], field: value}  # type: ignore[dict-item]
    return personal_info(residenza=residence)


FREE_TEXT_PATHS = [
    *(
        f"residenza.{address}.{field}"
        for address in ("attuale", "precedente", "corrispondenza")
        for field in ("provincia", "comune", "indirizzo", "numeroCivico")
    ),
    "residenza.corrispondenza.cap",
    *(f"datoreLavoro.{field}" for field in ("nome", "provincia", "comune", "indirizzo", "cap")),
]


def test_mario_rossi_with_every_address_has_no_errors() -> None:
    assert errors_of(with_text("residenza.attuale.comune", "Milano")) == {}


@pytest.mark.parametrize("path", FREE_TEXT_PATHS)
@pytest.mark.parametrize(
    "text",
    # Short enough for every field's length bound (10 for a house number or a CAP).
    ["<b>1</b>", "Via Roma\x00", "Milano\x1f", "{{7*7}}", "\u202e10"],
    ids=["tag", "NUL byte", "control at the end", "template", "bidi override"],
)
def test_every_address_and_employer_field_refuses_markup_and_controls(path: str, text: str) -> None:
    # Before any shape rule (house number, CAP, province): the same message on every form.
    assert errors_of(with_text(path, text)) == {path: messages.TESTO_NON_VALIDO}


@pytest.mark.parametrize(
    ("path", "text"),
    [
        ("datoreLavoro.nome", "Müller & Söhne S.r.l."),
        ("datoreLavoro.nome", 'Società "La Fenice" S.p.A.'),
        ("datoreLavoro.nome", "O'Brien & Partners (Italia)"),
        ("datoreLavoro.indirizzo", "Corso Italia, 5 – scala A"),
        ("datoreLavoro.comune", "Sant'Angelo Lodigiano"),
        ("residenza.attuale.indirizzo", "Via XX Settembre"),
        ("residenza.attuale.indirizzo", "Via Roma n° 5"),
        ("residenza.attuale.numeroCivico", "12/B"),
        ("residenza.attuale.comune", "Forlì"),
        ("residenza.precedente.comune", "Reggio nell'Emilia"),
    ],
)
def test_names_and_addresses_people_really_have_are_accepted(path: str, text: str) -> None:
    assert errors_of(with_text(path, text)) == {}


def test_an_employer_sent_when_none_is_asked_is_still_free_text() -> None:
    # A pensioner has no employer, but what is sent is stored with the application all the same.
    info = personal_info(datoreLavoro={"nome": "<b>x</b>"})
    assert errors_of(info, work_position="P") == {"datoreLavoro.nome": messages.TESTO_NON_VALIDO}


# Shared with the web app's test of the same rules in the browser.
CASES = json.loads((Path(__file__).parent / "personal_form_cases.json").read_text(encoding="utf-8"))
TODAY = date.fromisoformat(CASES["today"])


def _message(name: str | None) -> str | None:
    return None if name is None else str(getattr(messages, name))


@pytest.mark.parametrize(("iban", "expected"), CASES["iban"].values(), ids=CASES["iban"].keys())
def test_spec_3_iban_checked_here_check_digits_and_cin_with_a_plain_message(
    iban: str, expected: str | None
) -> None:
    errors = validate_personal_info(
        personal_info(coordinateBancarie={"iban": iban, "aperturaConto": "03/2015"}),
        work_position="D",
        partner_years=2,
        today=TODAY,
    )
    assert errors.get("coordinateBancarie.iban") == _message(expected)


@pytest.mark.parametrize(
    ("opened", "expected"), CASES["aperturaConto"].values(), ids=CASES["aperturaConto"].keys()
)
def test_spec_3_account_opening_is_a_month_already_begun_in_mm_aaaa(
    opened: str, expected: str | None
) -> None:
    errors = validate_personal_info(
        personal_info(
            coordinateBancarie={"iban": "IT60X0542811101000000123456", "aperturaConto": opened}
        ),
        work_position="D",
        partner_years=2,
        today=TODAY,
    )
    assert errors.get("coordinateBancarie.aperturaConto") == _message(expected)


def test_every_format_mistake_of_the_bank_section_is_told_at_once() -> None:
    # The future date and the wrong CIN in one answer, not one after the other.
    info = personal_info(
        coordinateBancarie={"iban": "IT64Y0542811101000000123456", "aperturaConto": "12/2030"}
    )
    errors = validate_personal_info(info, work_position="D", partner_years=2, today=TODAY)
    assert errors == {
        "coordinateBancarie.iban": messages.IBAN_NON_VALIDO,
        "coordinateBancarie.aperturaConto": messages.DATA_FUTURA,
    }


@pytest.mark.parametrize(
    ("cap", "expected"),
    [("", None), ("10121", None), (" 10121 ", None), ("1012", messages.CAP_NON_VALIDO)],
    ids=["left to the light form's", "given", "with spaces", "four digits"],
)
def test_the_residence_may_carry_its_own_cap_of_five_digits(cap: str, expected: str | None) -> None:
    info = personal_info(residenza={"attuale": {**MILAN, "cap": cap}, "anniResidenza": 5})
    assert errors_of(info).get("residenza.attuale.cap") == expected


def test_years_at_the_address_and_at_work_are_no_more_than_the_applicants_age() -> None:
    """Found by a review: 99 years at the same address were taken from someone born in 1985."""
    from journey.models.personal_info import Residenza

    base = personal_info()
    residence = Residenza.model_validate({**base.residenza.model_dump(), "anniResidenza": 99})
    work = base.informazioniProfessionali.model_copy(update={"anniLavorativi": 41})
    info = base.model_copy(update={"residenza": residence, "informazioniProfessionali": work})
    errors = validate_personal_info(info, work_position="D", partner_years=2, age=40)
    assert errors == {
        "residenza.anniResidenza": messages.ANNI_OLTRE_ETA,
        "informazioniProfessionali.anniLavorativi": messages.ANNI_OLTRE_ETA,
    }
    # A whole life at one address, and no age known (a code that is not well formed): accepted.
    lifelong = base.model_copy(
        update={"residenza": residence.model_copy(update={"anniResidenza": 40})}
    )
    assert validate_personal_info(lifelong, work_position="D", partner_years=2, age=40) == {}
    assert "residenza.anniResidenza" not in validate_personal_info(
        info, work_position="D", partner_years=2
    )
