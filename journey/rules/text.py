"""Text helpers of §5 (whitespace, capitalisation, uppercase for checks, consents, address split)
and the one rule for what free text a person may type."""

import re
import unicodedata
from typing import Final, Literal

from journey.constants import FLAG_NO, FLAG_SI

# Word boundaries for title case: whitespace, and the apostrophes and hyphens of Italian names
# (D'Angelo, Dell'Acqua, Rossi-Bianchi).
_WORD_START: Final = re.compile(r"(^|[\s'’\-])(\w)")
_FIRST_DIGIT: Final = re.compile(r"\d")

# Free text (names, streets, towns, employers) is made of letters (any script, with combining
# accents), decimal digits, spaces and punctuation: enough for "Dell’Acqua", "Łukasz Wiśniewski",
# "Via XX Settembre, 12/B", "Müller & Söhne S.r.l." or «Il Sole» di Rossi.
_FREE_TEXT_CATEGORIES: Final = ("L", "M", "Nd", "Zs", "P")
# Two symbols real addresses and company names use: "n° 5", "Rossi + Bianchi".
_FREE_TEXT_SYMBOLS: Final = frozenset("°+")
# Punctuation that is syntax rather than writing: braces open templates and format strings, the
# backslash escapes. Angle brackets (tags) and the backtick are symbols, so already left out.
_FREE_TEXT_REFUSED: Final = frozenset("{}\\")


def collapse_whitespace(text: str) -> str:
    """§5: runs of whitespace become one space, and the ends are trimmed."""
    return " ".join(text.split())


def capitalise_first(text: str) -> str:
    """§5: the first character uppercased, the rest left as it is."""
    return text[:1].upper() + text[1:]


def title_case(text: str) -> str:
    """§5: title-case each word — first letter upper, the rest lower.

    Reading: a word starts after whitespace, an apostrophe or a hyphen, so Italian surnames come
    out as people write them ("d'ANGELO" → "D'Angelo"). Whitespace is collapsed first.
    """
    lowered = collapse_whitespace(text).lower()
    return _WORD_START.sub(lambda m: m.group(1) + m.group(2).upper(), lowered)


def upper_for_check(text: str) -> str:
    """§5: e-mail, address, locality and province are trimmed and uppercased before checking."""
    return collapse_whitespace(text).upper()


def normalise_iban(iban: str) -> str:
    """§5: the IBAN is uppercased before checking; we also drop the spaces people type in it."""
    return "".join(iban.split()).upper()


def consent_flag(given: bool) -> Literal["S", "N"]:
    """§5: a consent travels as S (given) or N."""
    return FLAG_SI if given else FLAG_NO


def split_address(address: str) -> tuple[str, str]:
    """§5: a cluster address is split into street and number at the first digit.

    Both parts are trimmed; with no digit the whole text is the street and the number is "".
    The spec's rule is kept as written, so "VIA 4 NOVEMBRE 10" splits before "4": the applicant
    sees and can correct both fields on the personal-information page.
    """
    match = _FIRST_DIGIT.search(address)
    if match is None:
        return collapse_whitespace(address), ""
    return (
        collapse_whitespace(address[: match.start()]),
        collapse_whitespace(address[match.start() :]),
    )


def is_free_text(text: str) -> bool:
    """What a name, a street, a town or an employer may hold; the empty text passes.

    Letters, combining marks, decimal digits, spaces and punctuation, less braces and backslash,
    plus ° and +. Everything else is refused: control characters (NUL, tab, newline, the C1
    range), invisible format characters (zero-width spaces, bidi overrides that would print a
    name backwards on the contract), line separators, lone surrogates, and symbols such as < > =
    | ` or emoji. Such text has no place in a name or an address, and markup or control bytes
    that got in would travel to the back office, the SECCI, the contract and the e-mails.
    The personal-data form in the browser says the same (isFreeText in personalInfoForm.ts);
    tests/journey/rules/free_text_cases.json holds the cases both sides are tested on.
    """
    return all(
        char in _FREE_TEXT_SYMBOLS
        or (
            char not in _FREE_TEXT_REFUSED
            and unicodedata.category(char).startswith(_FREE_TEXT_CATEGORIES)
        )
        for char in text
    )
