"""From OCR'd text to a field's value, or None: each value must pass its own shape first.

OCR reads a 0 as O, a 1 as I or l, a 5 as S; where a value can only hold digits (a date, an
amount) those readings are put back. A value that still does not fit its shape is not read:
an empty field the applicant fills is better than a wrong one they may not notice.
"""

import re
import unicodedata
from datetime import date
from typing import Final

from codicefiscale import codicefiscale

from journey.rules.fiscal_code import born_on, is_valid_fiscal_code
from recognition.mrz import apply_shape, as_digits

_DIGITISH: Final = "0-9OQDILSBZG|"
_DATE: Final = re.compile(
    rf"(?<![{_DIGITISH}])([{_DIGITISH}]{{1,2}})\s?[./\-]\s?([{_DIGITISH}]{{1,2}})\s?[./\-]\s?"
    rf"([{_DIGITISH}]{{4}}|[{_DIGITISH}]{{2}})(?![{_DIGITISH}])"
)
# Passports write "10 GEN/JAN 2025": the Italian and the English month, either is enough.
_MESI: Final = ("GEN", "FEB", "MAR", "APR", "MAG", "GIU", "LUG", "AGO", "SET", "OTT", "NOV", "DIC")
_MONTHS: Final = (
    "JAN",
    "FEB",
    "MAR",
    "APR",
    "MAY",
    "JUN",
    "JUL",
    "AUG",
    "SEP",
    "OCT",
    "NOV",
    "DEC",
)
_MONTH_NAMES: Final = {
    **{name: number for number, name in enumerate(_MESI, 1)},
    **{name: number for number, name in enumerate(_MONTHS, 1)},
}
_TEXT_DATE: Final = re.compile(
    rf"([{_DIGITISH}]{{2}})\s*([A-Z]{{3}})\s*/\s*([A-Z]{{3}})\s*([{_DIGITISH}]{{4}})"
)
_NAME: Final = re.compile(r"[A-Z][A-Z' ]*[A-Z]")
_EURO: Final = re.compile(r"(\d{1,3}(?:[.\s]\d{3})*|\d+),\s?(\d{2})\b")
_LEGAL_FORM: Final = re.compile(r"\bS\.?\s?(?:R\.?\s?L|P\.?\s?A|N\.?\s?C|A\.?\s?S)\b\.?")
FISCAL_CODE_SHAPE: Final = "AAAAAA99A99A999A"


def normalise(text: str) -> str:
    """Uppercase, accents off (IDENTITÀ → IDENTITA), one space between words."""
    decomposed = unicodedata.normalize("NFKD", text.upper())
    plain = "".join(c for c in decomposed if not unicodedata.combining(c))
    return " ".join(plain.replace("’", "'").replace("‘", "'").split())


def _date_or_none(year: int, month: int, day: int) -> date | None:
    try:
        return date(year, month, day)
    except ValueError:
        return None


def _full_year(two_digits: int, *, past: bool, today: date) -> int:
    # A two-digit birth year is in the past; any other two-digit year is this century.
    year = 2000 + two_digits
    return year - 100 if past and year > today.year else year


def parse_date(text: str, *, today: date, past: bool = False) -> date | None:
    """The first date in `text`: dd.mm.yyyy, dd/mm/yy and the like, or a passport's
    "10 GEN/JAN 2025". `past` says the date cannot be in the future (a birth date)."""
    upper = normalise(text)
    match = _DATE.search(upper)
    if match:
        day, month, year = (int(as_digits(part)) for part in match.groups())
        if len(match.group(3)) == 2:
            year = _full_year(year, past=past, today=today)
        found = _date_or_none(year, month, day)
    else:
        textual = _TEXT_DATE.search(upper)
        if not textual:
            return None
        italian, english = textual.group(2), textual.group(3)
        month_number = _MONTH_NAMES.get(italian) or _MONTH_NAMES.get(english)
        if month_number is None:
            return None
        day, year = int(as_digits(textual.group(1))), int(as_digits(textual.group(4)))
        found = _date_or_none(year, month_number, day)
    if found is None or (past and found > today):
        return None
    return found


def parse_name(text: str) -> str | None:
    """A surname or given names: letters, spaces and apostrophes only, at least two letters."""
    upper = normalise(text).replace("`", "'")
    if any(char.isdigit() for char in upper):
        return None
    # Specks OCR reads as punctuation at either end are dropped, nothing inside a name is.
    stripped = upper.strip(' .,:;-_|/\\"()[]')
    match = _NAME.fullmatch(stripped)
    return match.group(0) if match else None


def _tokens(text: str, length: int, keep: str = "") -> list[str]:
    """The words of `text`, and runs of two or three words, that are exactly `length`
    characters long once punctuation is dropped: a code is a whole word on the document (OCR
    may split it in two), never a slice of a longer number or of its neighbours."""
    words = [re.sub(rf"[^A-Z0-9{keep}]", "", word) for word in normalise(text).split()]
    words = [word for word in words if word]
    return [
        joined
        for start in range(len(words))
        for end in range(start + 1, min(start + 3, len(words)) + 1)
        if len(joined := "".join(words[start:end])) == length
    ]


def parse_fiscal_code(text: str) -> str | None:
    """A fiscal code with a valid check character, as read or with OCR's letter/digit
    confusions undone by position (letters where only letters go, digits where digits go)."""
    # |, / and ) stay: they are how OCR reads an I or a J that shaping puts back.
    for candidate in _tokens(text, 16, keep="|/)"):
        for reading in (candidate, apply_shape(candidate, FISCAL_CODE_SHAPE)):
            if is_valid_fiscal_code(reading):
                return reading
    return None


def parse_document_number(text: str, shapes: tuple[str, ...]) -> str | None:
    """A document number of one of its type's shapes (9 a digit, A a letter), as a whole word
    or two ("AX 1234567")."""
    for shape in shapes:
        digit_places = [i for i, kind in enumerate(shape) if kind == "9"]
        # ) and / stay: they are how OCR reads a J that shaping puts back.
        for read in _tokens(text, len(shape), keep="|/)"):
            # Most digits must be digits as read: shaping alone must not turn a word into one.
            if 2 * sum(read[i].isdigit() for i in digit_places) < len(digit_places):
                continue
            candidate = apply_shape(read, shape)
            if all(
                (char.isdigit() if kind == "9" else char.isalpha())
                for char, kind in zip(candidate, shape, strict=True)
            ):
                return candidate
    return None


def parse_euro_cents(text: str) -> int | None:
    """An amount as Italians write it (1.537,75 or € 1537,75), in cents."""
    match = _EURO.search(normalise(text).replace("EUR", ""))
    if not match:
        return None
    whole = re.sub(r"[.\s]", "", match.group(1))
    return int(whole) * 100 + int(match.group(2))


def parse_company(text: str) -> str | None:
    """An employer's name up to its legal form (S.R.L., S.P.A., S.N.C., S.A.S.)."""
    upper = normalise(text)
    match = _LEGAL_FORM.search(upper)
    if not match or match.start() < 2:
        return None
    return upper[: match.end()].strip()


def split_full_name(full: str, fiscal_code: str) -> tuple[str, str] | None:
    """ "COPPOLA MARIA" into surname and name, at the one split whose three-letter codes are the
    fiscal code's first six letters; None when no split, or more than one, fits."""
    words = full.split()
    fits = [
        (" ".join(words[:cut]), " ".join(words[cut:]))
        for cut in range(1, len(words))
        if codicefiscale.encode_lastname(" ".join(words[:cut])) == fiscal_code[:3]
        and codicefiscale.encode_firstname(" ".join(words[cut:])) == fiscal_code[3:6]
    ]
    return fits[0] if len(fits) == 1 else None


def agree_with_fiscal_code(values: dict[str, object]) -> dict[str, object]:
    """`values` without the surname, name or birth date that contradict the fiscal code read
    beside them: the code has passed its check character, so the misread is theirs
    ("ANTORO" for SANTORO does not give the code's SNT)."""
    code = values.get("codiceFiscale")
    if not isinstance(code, str):
        return values
    kept = dict(values)
    surname, name, birth = kept.get("cognome"), kept.get("nome"), kept.get("dataNascita")
    if isinstance(surname, str) and codicefiscale.encode_lastname(surname) != code[:3]:
        kept["cognome"] = None
    if isinstance(name, str) and codicefiscale.encode_firstname(name) != code[3:6]:
        kept["nome"] = None
    if isinstance(birth, date) and not born_on(code, birth):
        kept["dataNascita"] = None
    return kept


def same_letters(a: str, b: str) -> bool:
    """One name however written: "D'AMICO" on the card, "D AMICO" in the MRZ."""
    return re.sub(r"[^A-Z]", "", normalise(a)) == re.sub(r"[^A-Z]", "", normalise(b))
