"""§5 fiscal code: decode preconditions with their three messages, foreign birth by the Z."""

from datetime import date

import pytest

from journey import messages
from journey.rules.fiscal_code import (
    age_on,
    born_on,
    check_character,
    decode_preconditions,
    is_foreign_born,
)

CF = "RSSMRA85T10H501O"


@pytest.mark.parametrize(
    ("fiscal_code", "last", "first", "errors"),
    [
        (CF, "Rossi", "Mario", []),
        ("", "Rossi", "Mario", ["Fiscal code is required"]),
        (CF, "", "Mario", ["Last name is required"]),
        (CF, "Rossi", " ", ["First name is required"]),
        (
            "",
            "",
            "",
            ["Fiscal code is required", "Last name is required", "First name is required"],
        ),
    ],
)
def test_spec_5_fiscal_code_decode_preconditions(
    fiscal_code: str, last: str, first: str, errors: list[str]
) -> None:
    assert decode_preconditions(fiscal_code, last, first) == errors


def test_spec_5_decode_precondition_messages_are_the_catalogue_ones() -> None:
    assert decode_preconditions("", "", "") == [
        messages.FISCAL_CODE_REQUIRED,
        messages.LAST_NAME_REQUIRED,
        messages.FIRST_NAME_REQUIRED,
    ]


@pytest.mark.parametrize(
    ("fiscal_code", "foreign"),
    [
        ("RSSMRA85T10Z404L", True),
        ("rssmra85t10z404l", True),
        (CF, False),
        ("RSSMRA85T10", False),
        ("", False),
    ],
)
def test_spec_5_z_as_twelfth_character_means_foreign_born(fiscal_code: str, foreign: bool) -> None:
    assert is_foreign_born(fiscal_code) is foreign


@pytest.mark.parametrize(
    ("first_fifteen", "check"),
    [("RSSMRA85T10H501", "O"), ("RSSMRA85T10A562", "S"), ("MRTMTT91D08F205", "J")],
)
def test_fiscal_code_check_character(first_fifteen: str, check: str) -> None:
    assert check_character(first_fifteen) == check


@pytest.mark.parametrize(
    ("fiscal_code", "birth", "matches"),
    [
        ("RSSMRA85T10F205R", date(1985, 12, 10), True),
        ("RSSMRA85T10F205R", date(1985, 12, 11), False),
        ("RSSMRA85T10F205R", date(1985, 11, 10), False),
        ("RSSMRA85T10F205R", date(1885, 12, 10), True),  # the century is not in the code
        ("CPPMRA57E71A662B", date(1957, 5, 31), True),  # a woman's day is 40 more
        ("RSSMRA85T10F205X", date(1985, 12, 10), False),  # not a valid code
    ],
)
def test_birth_date_encoded_in_the_fiscal_code(
    fiscal_code: str, birth: date, matches: bool
) -> None:
    assert born_on(fiscal_code, birth) is matches


@pytest.mark.parametrize(
    ("fiscal_code", "today", "age"),
    [
        # Mario Rossi, born on 10 December 1985.
        ("RSSMRA85T10F205R", date(2026, 12, 9), 40),
        ("RSSMRA85T10F205R", date(2026, 12, 10), 41),
        # Born in 2005: the latest year ending in 05, not 1905.
        ("RSSMRA05A01F205K", date(2026, 11, 29), 21),
        ("NOT-A-CODE", date(2026, 11, 29), None),
    ],
)
def test_the_age_a_fiscal_code_gives(fiscal_code: str, today: date, age: int | None) -> None:
    assert age_on(fiscal_code, today) == age
