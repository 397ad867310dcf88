"""Each document's layout as data: what tells its kind and side, where each field is printed
and how its value is read. A new document, or a new edition of one, is a few lines here.
"""

import re
from collections.abc import Callable
from dataclasses import dataclass
from datetime import date
from functools import partial
from typing import Final, Literal

from recognition import fields
from recognition.models import DocumentKind, Side
from recognition.page import Page

K = DocumentKind

# Reading width (pixels) of each kind, the width of a 300 dpi scan: an ID-1 card is 85.6 mm,
# a passport's data page 125 mm; a payslip is an A4 page read at 150 dpi.
WIDTH: Final = {kind: 1000 for kind in K} | {K.PASSAPORTO: 1400, K.BUSTA_PAGA: 1240}
# A photo smaller than this on either side holds no readable document.
MIN_SIDE: Final = 100
# Document numbers by kind (9 a digit, A a letter).
NUMBER_SHAPES: Final = {
    K.CIE: ("AA99999AA",),
    K.CARTA_IDENTITA: ("AA9999999",),
    K.PATENTE: ("AA9999999A",),
    K.PASSAPORTO: ("AA9999999",),
    K.PERMESSO_SOGGIORNO: ("A99999999",),
}

Sign = Callable[[Page], bool]


def _any(*patterns: str) -> Sign:
    """Shown by any of these patterns, run on the page's normalised text, line by line."""
    return lambda page: any(page.has(f"(?m){pattern}") for pattern in patterns)


_CATEGORY: Final = re.compile(r"^(AM|A[12IL]|B[1IL]|BE|C[1IL]|CE|D[1IL]|DE)$")


def _licence_back(page: Page) -> bool:
    """The licence's back is a table of categories down its left edge: four different ones
    there are enough (OCR reads their 1 as I or L; specks of a photo make two or three)."""
    codes = {
        first.replace("I", "1").replace("L", "1")
        for line in page.lines
        if line.box.left < 0.15 * page.width
        and _CATEGORY.match(first := fields.normalise(line.words[0].text))
    }
    return len(codes) >= 4


# What shows a document's kind and side, tried in this order.
SIGNS: Final[tuple[tuple[DocumentKind, Side, Sign], ...]] = (
    (K.BUSTA_PAGA, Side.FRONTE, _any(r"CEDOLINO", r"BUSTA PAGA", r"NETTO (IN BUSTA|DA PAGARE)")),
    (K.TESSERA_SANITARIA, Side.RETRO, _any(r"TESSERA EUROPEA", r"ASSICURAZIONE MALATTIA")),
    (K.TESSERA_SANITARIA, Side.FRONTE, _any(r"TESSERA SANITARIA")),
    (K.PASSAPORTO, Side.FRONTE, _any(r"PASSAPORTO", r"PASSPORT", r"^P<ITA")),
    (K.PERMESSO_SOGGIORNO, Side.FRONTE, _any(r"PERMESSO DI SOGGIORNO", r"RESIDENCE PERMIT")),
    (K.PERMESSO_SOGGIORNO, Side.RETRO, _any(r"^I[R<T]ITA")),
    (K.PATENTE, Side.FRONTE, _any(r"PATENTE DI GUIDA", r"DRIVING LICEN")),
    (K.PATENTE, Side.RETRO, _licence_back),
    (K.CIE, Side.RETRO, _any(r"^C[I<]ITA", r"ESTREMI ATTO")),
    (K.CIE, Side.FRONTE, _any(r"IDENTITY CARD", r"MUNICIPALITY")),
    (K.CARTA_IDENTITA, Side.RETRO, _any(r"SINDACO", r"FIRMA DEL TITOLARE", r"RILASCIATA IL")),
    (K.CARTA_IDENTITA, Side.FRONTE, _any(r"CARTA D'IDENTITA", r"NATO IL", r"CONNOTATI")),
)

Where = Literal["below", "right"]
Parser = Callable[[str], object]

# The alphabets of the values, for a second reading of a value's region (`Reader.line`).
_LETTERS: Final = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
_DIGITS: Final = "0123456789"
NAME_CHARS: Final = _LETTERS + "'ÀÈÉÌÒÙ"
DATE_CHARS: Final = _DIGITS + "./"
TEXT_DATE_CHARS: Final = _LETTERS + _DIGITS + "/"
CODE_CHARS: Final = _LETTERS + _DIGITS
EURO_CHARS: Final = _DIGITS + ".,€"


@dataclass(frozen=True)
class Rule:
    """A field: its label's pattern, where its value sits, and how the value is read."""

    field: str
    label: str
    where: Where
    parse: Parser
    # How far right of its label a value may start, in label heights: a payslip's amounts
    # sit at the far end of the row.
    reach: float = 14.0
    # The value's alphabet: when the page's reading of it does not parse, its region is read
    # again with these characters only. None: no second reading.
    characters: str | None = None


def rules(today: date) -> dict[tuple[DocumentKind, Side], tuple[Rule, ...]]:
    def name(field: str, label: str, where: Where) -> Rule:
        return Rule(field, label, where, fields.parse_name, characters=NAME_CHARS)

    def day(field: str, label: str, where: Where, *, text: bool = False) -> Rule:
        # A birth date is in the past, which settles the century of a two-digit year.
        parse = partial(fields.parse_date, today=today, past=field == "dataNascita")
        return Rule(field, label, where, parse, characters=TEXT_DATE_CHARS if text else DATE_CHARS)

    def fiscal(label: str, where: Where) -> Rule:
        return Rule("codiceFiscale", label, where, fields.parse_fiscal_code, characters=CODE_CHARS)

    def number(kind: DocumentKind, label: str, where: Where) -> Rule:
        parse = partial(fields.parse_document_number, shapes=NUMBER_SHAPES[kind])
        return Rule("numeroDocumento", label, where, parse, characters=CODE_CHARS)

    return {
        (K.CIE, Side.FRONTE): (
            name("comuneRilascio", r"COMUNE DI\b", "below"),
            name("cognome", r"COGNOME", "below"),
            name("nome", r"\bNOME /|\bNOME$", "below"),
            day("dataNascita", r"DATA DI NASCITA", "below"),
            day("dataRilascio", r"EMISSIONE", "below"),
            day("dataScadenza", r"SCADENZA", "below"),
        ),
        (K.CIE, Side.RETRO): (fiscal(r"CODICE FISCALE", "below"),),
        (K.CARTA_IDENTITA, Side.FRONTE): (
            number(K.CARTA_IDENTITA, r"\bN\.", "right"),
            name("comuneRilascio", r"^COMUNE DI\b", "right"),
            name("cognome", r"^COGNOME\b", "right"),
            name("nome", r"^NOME\b", "right"),
            day("dataNascita", r"^NATO IL\b|^NATA IL\b", "right"),
        ),
        (K.CARTA_IDENTITA, Side.RETRO): (
            day("dataRilascio", r"RILASCIATA IL", "right"),
            day("dataScadenza", r"SCADENZA", "right"),
        ),
        (K.PASSAPORTO, Side.FRONTE): (
            number(K.PASSAPORTO, r"PASSAPORTO N", "below"),
            name("cognome", r"COGNOME", "below"),
            name("nome", r"^NOME\b", "below"),
            day("dataNascita", r"DATA DI NASCITA", "below", text=True),
            day("dataRilascio", r"DATA DI RILASCIO", "below", text=True),
            day("dataScadenza", r"DATA DI SCADENZA", "below", text=True),
        ),
        (K.PERMESSO_SOGGIORNO, Side.FRONTE): (
            name("cognome", r"COGNOME", "below"),
            name("nome", r"\bNOME /|\bNOME$", "below"),
            number(K.PERMESSO_SOGGIORNO, r"\bN\.? ?DOCUMENTO", "below"),
            day("dataScadenza", r"VALIDO FINO AL|VALIDITA", "below"),
            day("dataNascita", r"DATA DI NASCITA", "below"),
            day("dataRilascio", r"DATA DI RILASCIO", "below"),
        ),
        (K.PERMESSO_SOGGIORNO, Side.RETRO): (fiscal(r"CODICE FISCALE", "below"),),
        (K.TESSERA_SANITARIA, Side.FRONTE): (
            fiscal(r"CODICE FISCALE", "right"),
            name("cognome", r"^COGNOME\b", "right"),
            name("nome", r"^NOME\b", "right"),
            day("dataNascita", r"^DATA DI NASCITA", "right"),
            day("dataScadenza", r"^DATA DI SCADENZA", "right"),
        ),
        (K.TESSERA_SANITARIA, Side.RETRO): (
            name("cognome", r"\bCOGNOME\b", "below"),
            name("nome", r"\bNOMI\b", "below"),
            day("dataNascita", r"DATA DI NASCITA", "below"),
            fiscal(r"IDENTIFICAZIONE PERSONALE", "below"),
            day("dataScadenza", r"DATA DI SCADENZA", "below"),
        ),
        (K.BUSTA_PAGA, Side.FRONTE): (
            fiscal(r"CODICE FISCALE", "below"),
            Rule(
                "nettoInCentesimi",
                r"NETTO (IN BUSTA|DA PAGARE|DEL MESE)",
                "right",
                fields.parse_euro_cents,
                reach=60,
                characters=EURO_CHARS,
            ),
        ),
    }


def detect(page: Page) -> tuple[DocumentKind, Side] | None:
    """The document and side the text shows, or None when nothing tells."""
    for kind, side, shows in SIGNS:
        if shows(page):
            return kind, side
    return None


FISCAL_CODE_SIDES: Final = frozenset(
    {
        (K.CIE, Side.RETRO),
        (K.PERMESSO_SOGGIORNO, Side.RETRO),
        (K.TESSERA_SANITARIA, Side.FRONTE),
        (K.TESSERA_SANITARIA, Side.RETRO),
        (K.BUSTA_PAGA, Side.FRONTE),
    }
)
MRZ_SIDES: Final = frozenset(
    {
        (K.CIE, Side.RETRO),
        (K.PERMESSO_SOGGIORNO, Side.RETRO),
        (K.PASSAPORTO, Side.FRONTE),
    }
)
