"""§5 text helpers (uppercase for checks, consents, capitalisation, whitespace, address split) and
the free-text rule of every form."""

import json
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from journey.rules.text import (
    capitalise_first,
    collapse_whitespace,
    consent_flag,
    is_free_text,
    normalise_iban,
    split_address,
    title_case,
    upper_for_check,
)


@pytest.mark.parametrize(
    ("raw", "checked"),
    [
        ("mario.rossi@example.it", "MARIO.ROSSI@EXAMPLE.IT"),
        ("  via roma  ", "VIA ROMA"),
        ("San Giuliano   Terme", "SAN GIULIANO TERME"),
        ("mi", "MI"),
        ("forlì", "FORLÌ"),
    ],
)
def test_spec_5_values_are_uppercased_before_checking(raw: str, checked: str) -> None:
    assert upper_for_check(raw) == checked


@pytest.mark.parametrize(
    ("raw", "iban"),
    [("it60 x054 2811 1010 0000 0123 456", "IT60X0542811101000000123456"), ("", "")],
)
def test_spec_5_iban_is_uppercased(raw: str, iban: str) -> None:
    assert normalise_iban(raw) == iban


@pytest.mark.parametrize(("given_", "flag"), [(True, "S"), (False, "N")])
def test_spec_5_consents_map_to_s_or_n(given_: bool, flag: str) -> None:
    assert consent_flag(given_) == flag


@pytest.mark.parametrize(
    ("raw", "capitalised"),
    [("mario", "Mario"), ("mARIO", "MARIO"), ("", ""), ("è bello", "È bello"), ("1abc", "1abc")],
)
def test_spec_5_capitalise_the_first_letter(raw: str, capitalised: str) -> None:
    assert capitalise_first(raw) == capitalised


@pytest.mark.parametrize(
    ("raw", "titled"),
    [
        ("mario rossi", "Mario Rossi"),
        ("MARIA  GRAZIA", "Maria Grazia"),
        ("d'angelo", "D'Angelo"),
        ("dell’ACQUA", "Dell’Acqua"),
        ("rossi-bianchi", "Rossi-Bianchi"),
        ("san giuliano terme", "San Giuliano Terme"),
        ("", ""),
    ],
)
def test_spec_5_title_case_each_word(raw: str, titled: str) -> None:
    assert title_case(raw) == titled


@pytest.mark.parametrize(
    ("raw", "collapsed"),
    [("  via   roma \t 1 ", "via roma 1"), ("a\nb", "a b"), ("", ""), ("   ", "")],
)
def test_spec_5_collapse_whitespace(raw: str, collapsed: str) -> None:
    assert collapse_whitespace(raw) == collapsed


@pytest.mark.parametrize(
    ("address", "parts"),
    [
        ("VIA ROMA 12", ("VIA ROMA", "12")),
        ("VIA ROMA 12/A", ("VIA ROMA", "12/A")),
        ("CORSO ITALIA,5", ("CORSO ITALIA,", "5")),
        ("PIAZZA  DUOMO", ("PIAZZA DUOMO", "")),
        ("VIA 4 NOVEMBRE 10", ("VIA", "4 NOVEMBRE 10")),
        ("", ("", "")),
    ],
)
def test_spec_5_cluster_address_split_at_first_digit(address: str, parts: tuple[str, str]) -> None:
    assert split_address(address) == parts


# Names and addresses: Latin letters with Italian accents, apostrophes, hyphens, spaces.
NAME_TEXT = st.text(
    alphabet="abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZàèéìòùÀÈÉÌÒÙ'’- \t\n"
)


@given(st.text())
def test_spec_5_collapse_whitespace_is_idempotent_and_leaves_no_runs(text: str) -> None:
    once = collapse_whitespace(text)
    assert collapse_whitespace(once) == once
    assert "  " not in once and once == once.strip()
    assert once.split() == text.split()


@given(NAME_TEXT)
def test_spec_5_title_case_is_idempotent_and_keeps_the_letters(text: str) -> None:
    once = title_case(text)
    assert title_case(once) == once
    assert once.lower() == collapse_whitespace(text).lower()


@given(NAME_TEXT)
def test_spec_5_capitalise_first_is_idempotent(text: str) -> None:
    once = capitalise_first(text)
    assert capitalise_first(once) == once
    assert once[1:] == text[1:]


@given(NAME_TEXT)
def test_spec_5_upper_for_check_is_idempotent(text: str) -> None:
    once = upper_for_check(text)
    assert upper_for_check(once) == once


@given(st.text(alphabet="VIA ROMAPZ/,0123456789 "))
def test_spec_5_address_split_keeps_every_word(address: str) -> None:
    street, number = split_address(address)
    assert not any(c.isdigit() for c in street)
    assert number == "" or number[0].isdigit()
    # Nothing is lost or added but spaces.
    assert (street + number).replace(" ", "") == address.replace(" ", "")


# Shared with the web app's test of the same rule in the browser.
FREE_TEXT_CASES = json.loads(
    (Path(__file__).parent / "free_text_cases.json").read_text(encoding="utf-8")
)


@pytest.mark.parametrize(
    "text", FREE_TEXT_CASES["accepted"].values(), ids=FREE_TEXT_CASES["accepted"].keys()
)
def test_free_text_accepts_what_names_and_addresses_need(text: str) -> None:
    assert is_free_text(text)


@pytest.mark.parametrize(
    "text", FREE_TEXT_CASES["refused"].values(), ids=FREE_TEXT_CASES["refused"].keys()
)
def test_free_text_refuses_markup_controls_and_symbols(text: str) -> None:
    assert not is_free_text(text)


@given(st.text(alphabet=st.characters(codec="utf-8", categories=["Cc", "Cf", "Co", "Zl", "Zp"])))
def test_free_text_refuses_every_control_and_invisible_character(controls: str) -> None:
    assert is_free_text(f"Via {controls}Roma") == (controls == "")


@given(NAME_TEXT.map(collapse_whitespace))
def test_free_text_accepts_every_tidy_name(name: str) -> None:
    assert is_free_text(name)
