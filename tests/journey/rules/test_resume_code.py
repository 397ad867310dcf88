"""The resume code (§4 draft save): readable aloud, typed in any case, with or without dashes."""

import pytest

from journey.rules.resume_code import (
    ALPHABET,
    format_resume_code,
    is_resume_code,
    normalise_resume_code,
)


def test_the_alphabet_has_no_look_alikes() -> None:
    assert len(set(ALPHABET)) == 32
    assert not set("ILOU") & set(ALPHABET)


@pytest.mark.parametrize(
    ("typed", "stored"),
    [
        ("K7QM-2XPR-H9TD-4WNB", "K7QM2XPRH9TD4WNB"),
        ("k7qm 2xpr h9td 4wnb", "K7QM2XPRH9TD4WNB"),
        ("K7QM2XPRH9TD4WNB", "K7QM2XPRH9TD4WNB"),
        ("OOIL-....", "0011"),  # O, I and L typed by mistake read as 0, 1, 1
    ],
)
def test_what_a_person_types_is_read_as_the_code(typed: str, stored: str) -> None:
    assert normalise_resume_code(typed) == stored


def test_shown_in_four_groups_of_four() -> None:
    assert format_resume_code("K7QM2XPRH9TD4WNB") == "K7QM-2XPR-H9TD-4WNB"
    assert is_resume_code("k7qm-2xpr-h9td-4wnb")
    assert not is_resume_code("K7QM-2XPR-H9TD")
    assert not is_resume_code("1igjUY7zO2abcdefghijkl")
