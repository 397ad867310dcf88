"""The Italian fiscal code: shape, check character, foreign birth and decode preconditions (§5)."""

import re
from datetime import date
from typing import Final

from journey import messages

FISCAL_CODE_LENGTH: Final = 16
# Omocodia: when two people would share a code, digits are replaced by these letters (0→L … 9→V).
_OMOCODIA_DIGITS: Final = "LMNPQRSTUV"
_D = f"[0-9{_OMOCODIA_DIGITS}]"
_MONTHS: Final = "ABCDEHLMPRST"
_PATTERN: Final = re.compile(rf"[A-Z]{{6}}{_D}{{2}}[{_MONTHS}]{_D}{{2}}[A-Z]{_D}{{3}}[A-Z]")

# Values of characters in odd positions (1st, 3rd, ...) for the check character; a digit counts
# as the letter in the same place of the alphabet (0 as A, 1 as B, ...).
_ODD_LETTER_VALUES: Final = (1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 2, 4, 18, 20, 11, 3, 6, 8, 12, 14)
_ODD_VALUES: Final = {
    **dict(
        zip(
            "ABCDEFGHIJKLMNOPQRSTUVWXYZ", (*_ODD_LETTER_VALUES, 16, 10, 22, 25, 24, 23), strict=True
        )
    ),
    **dict(zip("0123456789", _ODD_LETTER_VALUES[:10], strict=True)),
}


def _even_value(char: str) -> int:
    return int(char) if char.isdigit() else ord(char) - ord("A")


def check_character(first_fifteen: str) -> str:
    """The 16th character of a fiscal code, computed from the first 15 (uppercase)."""
    total = sum(
        _ODD_VALUES[char] if index % 2 == 0 else _even_value(char)
        for index, char in enumerate(first_fifteen)
    )
    return chr(ord("A") + total % 26)


def _day_of_birth(code: str) -> int:
    digits = "".join(
        str(_OMOCODIA_DIGITS.index(c)) if c in _OMOCODIA_DIGITS else c for c in code[9:11]
    )
    return int(digits)


def is_valid_fiscal_code(code: str) -> bool:
    """True when `code` (already uppercase, no spaces) is a well-formed fiscal code.

    Checks the pattern including omocodia letters, a day of birth of 1–31 (men) or 41–71
    (women), and the check character. Whether the person exists is the back office's business.
    """
    if len(code) != FISCAL_CODE_LENGTH or not _PATTERN.fullmatch(code):
        return False
    day = _day_of_birth(code)
    if not (1 <= day <= 31 or 41 <= day <= 71):
        return False
    return check_character(code[:15]) == code[15]


def _digits(part: str) -> int:
    return int(
        "".join(str(_OMOCODIA_DIGITS.index(c)) if c in _OMOCODIA_DIGITS else c for c in part)
    )


def born_on(fiscal_code: str, day: date) -> bool:
    """True when a well-formed fiscal code encodes `day` as its birth date: the year's last two
    digits, the month's letter and the day (plus 40 for women), omocodia letters read back.

    The century is not in the code: a document's birth date of 1925 and one of 2025 both match
    a code with 25, which the document's other dates settle.
    """
    if not is_valid_fiscal_code(fiscal_code):
        return False
    code_day = _digits(fiscal_code[9:11])
    return (
        _digits(fiscal_code[6:8]) == day.year % 100
        and _MONTHS.index(fiscal_code[8]) + 1 == day.month
        and code_day % 40 == day.day
    )


def age_on(fiscal_code: str, today: date) -> int | None:
    """The holder's age in whole years on `today`, or None for a code that is not well formed.

    The century is not in the code: the birth year is the latest one ending in the code's two
    digits that is not after `today` (an applicant is an adult, never over a hundred)."""
    if not is_valid_fiscal_code(fiscal_code):
        return None
    year = today.year - (today.year - _digits(fiscal_code[6:8])) % 100
    month, day = _MONTHS.index(fiscal_code[8]) + 1, _digits(fiscal_code[9:11]) % 40
    return today.year - year - ((month, day) > (today.month, today.day))


def is_foreign_born(fiscal_code: str) -> bool:
    """§5: a fiscal code with Z as 12th character means born abroad (case-insensitive)."""
    return len(fiscal_code) >= 12 and fiscal_code[11].upper() == "Z"


def decode_preconditions(fiscal_code: str, last_name: str, first_name: str) -> list[str]:
    """§5: the messages that stop a fiscal-code decode; empty when it may go ahead.

    Blank (whitespace-only) values count as missing. The order is the spec's: fiscal code,
    last name, first name.
    """
    missing = [
        (fiscal_code, messages.FISCAL_CODE_REQUIRED),
        (last_name, messages.LAST_NAME_REQUIRED),
        (first_name, messages.FIRST_NAME_REQUIRED),
    ]
    return [message for value, message in missing if not value.strip()]
