"""The machine-readable zone of ICAO Doc 9303: TD1 (CIE, residence permit) and TD3 (passport).

Parsing is pure: lines of text in, fields and the result of each check digit out. OCR confuses
letters and digits (O/0, I/1, S/5, B/8, ...), so a field that can only hold digits is read through
a table of those confusions; a field that may hold letters is read as it is, unless the caller
says which positions are digits (`number_shape`), as a document type's number does.
"""

import itertools
import re
from dataclasses import dataclass
from datetime import date
from enum import StrEnum
from typing import Final

from pydantic import BaseModel, ConfigDict

FILLER: Final = "<"
_WEIGHTS: Final = (7, 3, 1)
# What OCR reads in place of a digit, and in place of a letter (the reverse confusions).
_AS_DIGIT: Final = str.maketrans("OQDUIL|ZSBGT", "000011125867")
_AS_LETTER: Final = str.maketrans("0125867|/)", "OIZSBGTIJJ")
_NAME_CHARS: Final = re.compile(r"[A-Z<]+")


class MrzFormat(StrEnum):
    TD1 = "TD1"  # 3 lines of 30: identity cards (CIE) and residence permits
    TD3 = "TD3"  # 2 lines of 44: passports


LINE_LENGTH: Final = {MrzFormat.TD1: 30, MrzFormat.TD3: 44}
LINE_COUNT: Final = {MrzFormat.TD1: 3, MrzFormat.TD3: 2}


class MrzChecks(BaseModel):
    """Which check digits matched their field."""

    model_config = ConfigDict(frozen=True)

    document_number: bool
    birth_date: bool
    expiry_date: bool
    composite: bool

    @property
    def all_passed(self) -> bool:
        return self.document_number and self.birth_date and self.expiry_date and self.composite


class Mrz(BaseModel):
    """The fields of a machine-readable zone; a date that is no calendar date is None."""

    model_config = ConfigDict(frozen=True)

    format: MrzFormat
    document_code: str
    issuing_state: str
    document_number: str
    birth_date: date | None
    sex: str
    expiry_date: date | None
    nationality: str
    surname: str
    given_names: str
    optional_data: str
    checks: MrzChecks


def check_digit(field: str) -> str:
    """ICAO 9303 §4.9: digits count as themselves, A–Z as 10–35, the filler as 0; weights 7 3 1."""
    total = 0
    for index, char in enumerate(field):
        if char.isdigit():
            value = int(char)
        elif "A" <= char <= "Z":
            value = ord(char) - ord("A") + 10
        else:
            value = 0
        total += value * _WEIGHTS[index % 3]
    return str(total % 10)


def as_digits(text: str) -> str:
    """A field that can only hold digits, with OCR's letter-for-digit confusions undone."""
    return text.translate(_AS_DIGIT)


def apply_shape(text: str, shape: str) -> str:
    """Undo OCR confusions by position: in `shape`, 9 is a digit, A a letter, anything else
    either. Used for document numbers whose pattern the document type fixes (CIE: AA99999AA)."""
    if len(text) != len(shape):
        return text
    return "".join(
        char.translate(_AS_DIGIT)
        if kind == "9"
        else char.translate(_AS_LETTER)
        if kind == "A"
        else char
        for char, kind in zip(text, shape, strict=True)
    )


def _clean_line(line: str, length: int) -> str:
    # OCR reads the filler as K, «, or a space; lines lose or gain filler at the end.
    text = re.sub(r"\s+", "", line.upper()).replace("«", "<")
    return text[:length].ljust(length, FILLER)


def _mrz_date(text: str, *, birth: bool, today: date) -> date | None:
    digits = as_digits(text)
    if not digits.isdigit():
        return None
    yy, mm, dd = int(digits[:2]), int(digits[2:4]), int(digits[4:6])
    # A birth date is in the past: its century is the latest that keeps it there. An expiry date
    # is within a document's life of today, so this century.
    year = 2000 + yy
    if birth and year > today.year:
        year -= 100
    try:
        result = date(year, mm, dd)
    except ValueError:
        return None
    if birth and result > today:
        result = date(year - 100, mm, dd)
    return result


def as_letters(text: str) -> str:
    """A field that can only hold letters (a country code, a name), digits read back as the
    letters OCR takes them for (0 → O, 1 → I, ...)."""
    return text.translate(_AS_LETTER)


def _names(field: str) -> tuple[str, str]:
    # Trailing filler that OCR read as K ("ROSSI<<MARIA<<<KK<K") would otherwise become a name;
    # a K right after a letter ("MARK<<<") is the name's own.
    field = re.sub(r"<[<K]*$", "", field)
    surname, _, given = field.partition("<<")
    return (
        surname.replace(FILLER, " ").strip(),
        " ".join(part for part in given.split(FILLER) if part),
    )


def _checked(field: str, digit: str) -> bool:
    return check_digit(field) == as_digits(digit)


def parse_td1(lines: list[str], *, today: date, number_shape: str = "") -> Mrz | None:
    """Three lines of 30 characters (identity cards, residence permits)."""
    if len(lines) != 3:
        return None
    l1, l2, l3 = (_clean_line(line, 30) for line in lines)
    number = l1[5:14]
    if number_shape:
        number = apply_shape(number, number_shape)
    birth, expiry = as_digits(l2[0:6]), as_digits(l2[8:14])
    # The check digits inside the composite are digits too: an O read there counts as 0.
    composite_field = (
        number + as_digits(l1[14]) + l1[15:30] + birth + as_digits(l2[6]) + expiry
        + as_digits(l2[14]) + l2[18:29]
    )  # fmt: skip
    l3 = as_letters(l3)
    surname, given = _names(l3)
    if not _NAME_CHARS.fullmatch(l3):
        surname, given = "", ""
    return Mrz(
        format=MrzFormat.TD1,
        document_code=l1[0:2].replace(FILLER, ""),
        issuing_state=as_letters(l1[2:5]),
        document_number=number.rstrip(FILLER),
        birth_date=_mrz_date(birth, birth=True, today=today),
        sex=l2[7].replace(FILLER, ""),
        expiry_date=_mrz_date(expiry, birth=False, today=today),
        nationality=as_letters(l2[15:18]),
        surname=surname,
        given_names=given,
        optional_data=l1[15:30].strip(FILLER),
        checks=MrzChecks(
            document_number=_checked(number, l1[14]),
            birth_date=_checked(birth, l2[6]),
            expiry_date=_checked(expiry, l2[14]),
            composite=_checked(composite_field, l2[29]),
        ),
    )


def parse_td3(lines: list[str], *, today: date, number_shape: str = "") -> Mrz | None:
    """Two lines of 44 characters (passports)."""
    if len(lines) != 2:
        return None
    l1, l2 = (_clean_line(line, 44) for line in lines)
    number = l2[0:9]
    if number_shape:
        number = apply_shape(number, number_shape)
    birth, expiry = as_digits(l2[13:19]), as_digits(l2[21:27])
    composite_field = (
        number + as_digits(l2[9]) + birth + as_digits(l2[19]) + expiry + as_digits(l2[27])
        + l2[28:42] + as_digits(l2[42])
    )  # fmt: skip
    names = as_letters(l1[5:44])
    surname, given = _names(names) if _NAME_CHARS.fullmatch(names) else ("", "")
    return Mrz(
        format=MrzFormat.TD3,
        document_code=l1[0:2].replace(FILLER, ""),
        issuing_state=as_letters(l1[2:5]),
        document_number=number.rstrip(FILLER),
        birth_date=_mrz_date(birth, birth=True, today=today),
        sex=l2[20].replace(FILLER, ""),
        expiry_date=_mrz_date(expiry, birth=False, today=today),
        nationality=as_letters(l2[10:13]),
        surname=surname,
        given_names=given,
        optional_data=l2[28:42].strip(FILLER),
        checks=MrzChecks(
            document_number=_checked(number, l2[9]),
            birth_date=_checked(birth, l2[19]),
            expiry_date=_checked(expiry, l2[27]),
            composite=_checked(composite_field, l2[43]),
        ),
    )


@dataclass(frozen=True)
class Glyph:
    """One character as OCR read it, with its horizontal extent and its height in pixels."""

    text: str
    left: int
    right: int
    height: int


def place_glyphs(lines: list[list[Glyph]], length: int) -> list[str]:
    """Each MRZ line rebuilt as `length` fixed-pitch cells from OCR's characters.

    The MRZ is printed in OCR-B at a fixed pitch, and its filler < is a small chevron that OCR
    reads as K, C, Q or a run of S, merges two of into one, or drops. So every character is
    put in the cell its position falls in, a glyph shorter than the letters and digits (the
    chevron sits within their height) is a filler whatever OCR called it, a glyph spanning two
    cells is two fillers, and an empty cell is a filler. Line lengths then always fit.
    """
    glyphs = [glyph for line in lines for glyph in line]
    if not glyphs:
        return []
    heights = sorted(glyph.height for glyph in glyphs)
    tall = heights[(3 * len(heights)) // 4]
    steps = sorted(b.left - a.left for line in lines for a, b in itertools.pairwise(line))
    typical = [step for step in steps if step > 0.6 * steps[len(steps) // 2]] if steps else []
    if not typical:
        return ["".join(glyph.text for glyph in line) for line in lines]
    pitch = typical[len(typical) // 2]
    starts = sorted(line[0].left for line in lines if line)
    start = starts[len(starts) // 2]
    rebuilt = []
    for line in lines:
        cells: list[Glyph | None] = [None] * length
        for glyph in line:
            index = round((glyph.left - start) / pitch)
            if index == length and cells[-1] is None:
                # The pitch, measured to a pixel, drifts by the line's end: the last character
                # (a check digit) is the last cell's.
                index = length - 1
            span = max(1, round((glyph.right - glyph.left) / pitch))
            filler = glyph.height < 0.88 * tall or span > 1
            for offset in range(span):
                cell = index + offset
                if not 0 <= cell < length:
                    continue
                current = cells[cell]
                # Two readings of one cell: the wider glyph is the whole character.
                if current is None or (glyph.right - glyph.left) > (current.right - current.left):
                    cells[cell] = (
                        Glyph(FILLER, glyph.left, glyph.right, glyph.height) if filler else glyph
                    )
        rebuilt.append("".join(glyph.text if glyph else FILLER for glyph in cells))
    return rebuilt


# Where each check-digit-guarded field sits, check digit included: (line, start, end).
_CHECKED_FIELDS: Final = {
    MrzFormat.TD1: ((0, 5, 15), (1, 0, 7), (1, 8, 15)),
    MrzFormat.TD3: ((1, 0, 10), (1, 13, 20), (1, 21, 28)),
}


def reconcile(
    primary: list[str], other: list[str], fmt: MrzFormat, *, today: date, number_shape: str = ""
) -> list[str]:
    """`primary` with each guarded field whose check digit fails taken from `other` where
    that reading's check digit passes: two OCR readings of one zone, the check digits deciding
    between them field by field."""
    length, count = LINE_LENGTH[fmt], LINE_COUNT[fmt]
    if len(primary) != count or len(other) != count:
        return primary
    if any(len(line) != length for line in (*primary, *other)):
        return primary
    lines = list(primary)
    for index, (row, start, end) in enumerate(_CHECKED_FIELDS[fmt]):
        shape = number_shape if index == 0 else ""
        mine, theirs = lines[row][start:end], other[row][start:end]
        if not _field_checked(mine, shape) and _field_checked(theirs, shape):
            lines[row] = lines[row][:start] + theirs + lines[row][end:]
    # Then the composite digit, the last of the second line, by the same rule.
    parse = parse_td1 if fmt is MrzFormat.TD1 else parse_td3
    mine_ok = parse(lines, today=today, number_shape=number_shape)
    if mine_ok is not None and not mine_ok.checks.composite:
        swapped = [*lines[:1], lines[1][:-1] + other[1][-1], *lines[2:]]
        theirs_ok = parse(swapped, today=today, number_shape=number_shape)
        if theirs_ok is not None and theirs_ok.checks.composite:
            return swapped
    return lines


def _field_checked(field: str, shape: str) -> bool:
    value = apply_shape(field[:-1], shape) if shape else field[:-1]
    return _checked(value, field[-1])


# Letters OCR-B's J is read as (and the DejaVu J of the printed fields): I, N, L, ), /.
_J_LOOKALIKES: Final = frozenset("INL)/")


def repair_number(lines: list[str], fmt: MrzFormat, *, today: date, number_shape: str) -> list[str]:
    """The zone with its document number's J put back where OCR read it as a lookalike, when
    exactly one such reading passes both the number's check digit and the composite one (two
    independent checks); otherwise the lines as they are."""
    if len(lines) != LINE_COUNT[fmt] or not number_shape:
        return lines
    row, start, end = _CHECKED_FIELDS[fmt][0]
    field = lines[row][start:end]
    if _field_checked(field, number_shape):
        return lines
    parse = parse_td1 if fmt is MrzFormat.TD1 else parse_td3
    passing = []
    for place, (char, kind) in enumerate(zip(field, number_shape, strict=False)):
        if kind != "A" or char not in _J_LOOKALIKES:
            continue
        variant = list(lines)
        column = start + place
        variant[row] = variant[row][:column] + "J" + variant[row][column + 1 :]
        mrz = parse(variant, today=today, number_shape=number_shape)
        if mrz is not None and mrz.checks.document_number and mrz.checks.composite:
            passing.append(variant)
    return passing[0] if len(passing) == 1 else lines


def find_mrz(text_lines: list[str], *, today: date, number_shape: str = "") -> Mrz | None:
    """The MRZ among OCR'd lines: the last run of 3 (TD1) or 2 (TD3) lines of MRZ characters
    that parses with the most check digits passing; None when there is none."""
    candidates = [
        re.sub(r"\s+", "", line.upper()).replace("«", "<")
        for line in text_lines
        if line.count("<") >= 2 or len(re.sub(r"\s+", "", line)) >= 28
    ]
    candidates = [line for line in candidates if re.fullmatch(r"[A-Z0-9<]{24,50}", line)]
    best: Mrz | None = None
    best_score = -1
    for start in range(len(candidates)):
        for fmt, parse in ((MrzFormat.TD1, parse_td1), (MrzFormat.TD3, parse_td3)):
            chunk = candidates[start : start + LINE_COUNT[fmt]]
            if len(chunk) != LINE_COUNT[fmt] or not _fits(chunk, LINE_LENGTH[fmt]):
                continue
            mrz = parse(chunk, today=today, number_shape=number_shape)
            if mrz is None:
                continue
            score = sum(mrz.checks.model_dump().values())
            if score > best_score:
                best, best_score = mrz, score
    return best


def _fits(lines: list[str], length: int) -> bool:
    # OCR may drop or add a few filler characters; a line far from the length is another format.
    return all(abs(len(line) - length) <= 4 for line in lines)
