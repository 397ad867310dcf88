"""Synthetic Italian documents with their ground truth, clean (a scan) or as a phone photo.

Each layout follows its real document closely enough for recognition to be tested on it: the
labels, where values sit, how dates are written, an MRZ with correct check digits, the health
card's Code 39 barcode. People, numbers and places are made up, from a seeded random generator,
so a seed always gives the same image. Fonts are Debian's DejaVu (fonts-dejavu-core).
"""

import io
import random
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import date, timedelta
from pathlib import Path
from typing import Final, Literal

import numpy as np
import zxingcpp
from codicefiscale import codicefiscale
from PIL import Image, ImageDraw, ImageFilter, ImageFont

from recognition.models import DocumentKind, Side
from recognition.mrz import check_digit

FONTS: Final = Path("/usr/share/fonts/truetype/dejavu")
# The machine-readable zone's own typeface (ICAO 9303 prescribes OCR-B): Debian fonts-ocr-b.
MRZ_FONT: Final = Path("/usr/share/fonts/opentype/ocr-b/OCRB.otf")
DPI: Final = 300
CARD: Final = (1012, 638)  # ID-1, 85.6 × 54 mm at 300 dpi
PASSPORT_PAGE: Final = (1476, 1039)  # TD3, 125 × 88 mm at 300 dpi
A4_150DPI: Final = (1240, 1754)

SURNAMES: Final = (
    "ROSSI", "RUSSO", "FERRARI", "ESPOSITO", "BIANCHI", "ROMANO", "COLOMBO", "RICCI", "MARINO",
    "GRECO", "BRUNO", "GALLO", "CONTI", "DE LUCA", "MANCINI", "COSTA", "GIORDANO", "RIZZO",
    "LOMBARDI", "MORETTI", "D'AMICO", "BARBIERI", "FONTANA", "SANTORO", "MARIANI", "RINALDI",
    "CARUSO", "FERRARA", "GALLI", "MARTINI", "LEONE", "LONGO", "GENTILE", "MARTINELLI", "VITALE",
    "LOMBARDO", "SERRA", "COPPOLA", "DE SANTIS", "D'ANGELO", "MARCHETTI", "PARISI", "VILLA",
)  # fmt: skip
MEN: Final = (
    "MARIO", "LUCA", "GIUSEPPE", "MARCO", "ANDREA", "FRANCESCO", "ALESSANDRO", "MATTEO",
    "LORENZO", "DAVIDE", "STEFANO", "PAOLO", "GIOVANNI", "ANTONIO", "ROBERTO", "SIMONE",
    "FABIO", "NICOLA", "GIAN LUCA", "PIETRO",
)  # fmt: skip
WOMEN: Final = (
    "MARIA", "ANNA", "GIULIA", "FRANCESCA", "SARA", "LAURA", "CHIARA", "VALENTINA", "ELENA",
    "SILVIA", "FEDERICA", "PAOLA", "ELISA", "MARTINA", "ALESSIA", "ROBERTA", "ANNA MARIA",
    "CRISTINA", "MONICA", "BEATRICE",
)  # fmt: skip
COMUNI: Final = (
    ("ROMA", "RM"), ("MILANO", "MI"), ("NAPOLI", "NA"), ("TORINO", "TO"), ("PALERMO", "PA"),
    ("GENOVA", "GE"), ("BOLOGNA", "BO"), ("FIRENZE", "FI"), ("BARI", "BA"), ("CATANIA", "CT"),
    ("VENEZIA", "VE"), ("VERONA", "VR"), ("PADOVA", "PD"), ("TRIESTE", "TS"), ("BRESCIA", "BS"),
    ("PARMA", "PR"), ("MODENA", "MO"), ("PERUGIA", "PG"), ("CAGLIARI", "CA"), ("PESCARA", "PE"),
    ("BERGAMO", "BG"), ("LECCE", "LE"), ("SALERNO", "SA"), ("ANCONA", "AN"), ("TRENTO", "TN"),
)  # fmt: skip
# Foreign applicants of a residence permit: nationality (ICAO code), country (for the fiscal
# code's Z code), and names.
FOREIGN: Final = (
    ("MAR", "Marocco", ("EL AMRANI", "BENALI", "HADDAD"), ("YOUSSEF", "KARIM"), ("FATIMA",)),
    ("ALB", "Albania", ("HOXHA", "KOLA", "SHEHU"), ("ARBEN", "ENDRIT"), ("ELONA", "ANILA")),
    ("ROU", "Romania", ("POPESCU", "IONESCU"), ("ANDREI", "MIHAI"), ("IOANA", "ELENA")),
    ("UKR", "Ucraina", ("SHEVCHENKO", "KOVALENKO"), ("OLEKSANDR", "TARAS"), ("OKSANA",)),
    ("PHL", "Filippine", ("SANTOS", "REYES", "CRUZ"), ("JOSE", "MARK"), ("MARICEL", "JOY")),
)  # fmt: skip
EMPLOYERS: Final = (
    "ACME ITALIA S.R.L.", "FERRAMENTA LOMBARDA S.P.A.", "STUDIO TECNICO VERDI S.R.L.",
    "TRASPORTI ADRIATICI S.R.L.", "OFFICINE MECCANICHE RIUNITE S.P.A.", "LOGISTICA NORD S.R.L.",
)  # fmt: skip
MESI: Final = ("GEN", "FEB", "MAR", "APR", "MAG", "GIU", "LUG", "AGO", "SET", "OTT", "NOV", "DIC")
MONTHS: Final = ("JAN", "FEB", "MAR", "APR", "MAY", "JUN", "JUL", "AUG", "SEP", "OCT", "NOV", "DEC")
MESI_LUNGHI: Final = (
    "GENNAIO", "FEBBRAIO", "MARZO", "APRILE", "MAGGIO", "GIUGNO", "LUGLIO", "AGOSTO",
    "SETTEMBRE", "OTTOBRE", "NOVEMBRE", "DICEMBRE",
)  # fmt: skip

Truth = dict[str, object]


@dataclass(frozen=True)
class Person:
    cognome: str
    nome: str
    sesso: str
    dataNascita: date
    luogoNascita: str
    provinciaNascita: str
    codiceFiscale: str
    nazionalita: str = "ITA"
    comuneResidenza: tuple[str, str] = ("ROMA", "RM")
    indirizzo: str = "VIA ROMA 1"


@dataclass
class Sample:
    """One side of one document: the image and the fields a reader should find on it."""

    kind: DocumentKind
    side: Side
    image: Image.Image
    truth: Truth
    person: Person
    seed: int
    phone: bool = False
    extra: dict[str, object] = field(default_factory=dict)


def font(size: int, *, bold: bool = False, mono: bool = False) -> ImageFont.FreeTypeFont:
    name = "DejaVuSansMono" if mono else "DejaVuSans"
    return ImageFont.truetype(str(FONTS / f"{name}{'-Bold' if bold else ''}.ttf"), size)


def person(rng: random.Random, *, today: date, foreign: bool = False) -> Person:
    """A made-up adult with a fiscal code that python-codicefiscale computes from the rest."""
    sesso: Literal["M", "F"] = "M" if rng.random() < 0.5 else "F"
    birth = date(1950, 1, 1) + timedelta(days=rng.randrange(0, 365 * 54))
    comune, sigla = rng.choice(COMUNI)
    residenza = rng.choice(COMUNI)
    indirizzo = f"VIA {rng.choice(('GARIBALDI', 'MAZZINI', 'VERDI', 'DANTE'))} {rng.randint(1, 99)}"
    if foreign:
        nationality, country, surnames, men, women = rng.choice(FOREIGN)
        cognome = rng.choice(surnames)
        nome = rng.choice(men if sesso == "M" else women)
        code = codicefiscale.encode(
            lastname=cognome,
            firstname=nome,
            gender=sesso,
            birthdate=birth.strftime("%d/%m/%Y"),
            birthplace=country,
        )
        return Person(
            cognome, nome, sesso, birth, country.upper(), "EE", code, nationality, residenza,
            indirizzo,
        )  # fmt: skip
    cognome = rng.choice(SURNAMES)
    nome = rng.choice(MEN if sesso == "M" else WOMEN)
    code = codicefiscale.encode(
        lastname=cognome,
        firstname=nome,
        gender=sesso,
        birthdate=birth.strftime("%d/%m/%Y"),
        birthplace=comune.title(),
    )
    return Person(cognome, nome, sesso, birth, comune, sigla, code, "ITA", residenza, indirizzo)


def _letters(rng: random.Random, n: int) -> str:
    return "".join(rng.choice("ABCDEFGHJKLMNPRSTUVWXYZ") for _ in range(n))


def _digits(rng: random.Random, n: int) -> str:
    return "".join(rng.choice("0123456789") for _ in range(n))


def _years_later(day: date, years: int) -> date:
    try:
        return day.replace(year=day.year + years)
    except ValueError:  # 29 February
        return day.replace(year=day.year + years, day=28)


def _issued(rng: random.Random, today: date, years_valid: int) -> tuple[date, date]:
    issued = today - timedelta(days=rng.randrange(30, 365 * (years_valid - 1)))
    return issued, _years_later(issued, years_valid)


# --- drawing -------------------------------------------------------------------------------------


class Sheet:
    """A card or page being drawn, with a pale security pattern like the real ones."""

    def __init__(self, size: tuple[int, int], tint: tuple[int, int, int], rng: random.Random):
        self.image = Image.new("RGB", size, tint)
        self.draw = ImageDraw.Draw(self.image)
        width, height = size
        # Guilloche-like waves, pale enough for print but not for OCR to read as text.
        wave = tuple(max(0, c - 18) for c in tint)
        phase = rng.random() * 6.28
        for row in range(0, height, 22):
            points = [(x, row + 6 * np.sin(x / 37 + phase + row / 50)) for x in range(0, width, 8)]
            self.draw.line(points, fill=wave, width=1)

    def text(
        self, xy: tuple[int, int], text: str, size: int, *, bold: bool = False,
        mono: bool = False, fill: tuple[int, int, int] = (20, 20, 30),
    ) -> None:  # fmt: skip
        self.draw.text(xy, text, font=font(size, bold=bold, mono=mono), fill=fill)

    def label_value(self, xy: tuple[int, int], label: str, value: str, *, size: int = 30) -> None:
        """A small label with its value under it, as on the CIE and the residence permit."""
        x, y = xy
        self.text((x, y), label, 17, fill=(70, 70, 90))
        self.text((x, y + 22), value, size, bold=True)

    def photo(self, box: tuple[int, int, int, int]) -> None:
        x0, y0, x1, y1 = box
        self.draw.rectangle(box, fill=(185, 185, 190))
        cx, w = (x0 + x1) // 2, x1 - x0
        self.draw.ellipse(
            (cx - w // 4, y0 + w // 6, cx + w // 4, y0 + w // 6 + w // 2), fill=(90,) * 3
        )
        self.draw.ellipse((x0 + w // 10, y1 - w // 2, x1 - w // 10, y1 + w // 3), fill=(90,) * 3)
        self.draw.rectangle((x0, y1, x1, y1 + w // 3), fill=self.image.getpixel((x0 - 2, y0)))

    def mrz(self, lines: list[str], top: int, *, left: int = 40, size: int = 38) -> None:
        typeface = ImageFont.truetype(str(MRZ_FONT), size)
        for index, line in enumerate(lines):
            xy = (left, top + index * int(size * 1.35))
            self.draw.text(xy, line, font=typeface, fill=(20, 20, 30))


def _dmy(day: date, sep: str = ".") -> str:
    return day.strftime(f"%d{sep}%m{sep}%Y")


def _mrz_name(cognome: str, nome: str, length: int) -> str:
    def clean(text: str) -> str:
        return "".join(c if c.isalpha() else "<" for c in text)

    return (clean(cognome) + "<<" + clean(nome))[:length].ljust(length, "<")


def mrz_spelling(name: str) -> str:
    """A name as the MRZ can write it: letters only, any other character a space."""
    return " ".join("".join(c if c.isalpha() else " " for c in name).split())


def td1(code: str, number: str, who: Person, expiry: date) -> list[str]:
    line1 = f"{code.ljust(2, '<')}ITA{number}{check_digit(number)}".ljust(30, "<")
    birth, exp = who.dataNascita.strftime("%y%m%d"), expiry.strftime("%y%m%d")
    line2 = f"{birth}{check_digit(birth)}{who.sesso}{exp}{check_digit(exp)}{who.nazionalita}"
    line2 = line2.ljust(29, "<")
    line2 += check_digit(line1[5:30] + line2[0:7] + line2[8:15] + line2[18:29])
    return [line1, line2, _mrz_name(who.cognome, who.nome, 30)]


def td3(number: str, who: Person, expiry: date) -> list[str]:
    line1 = "P<ITA" + _mrz_name(who.cognome, who.nome, 39)
    birth, exp = who.dataNascita.strftime("%y%m%d"), expiry.strftime("%y%m%d")
    personal = "<" * 14
    line2 = (
        f"{number}{check_digit(number)}{who.nazionalita}{birth}{check_digit(birth)}{who.sesso}"
        f"{exp}{check_digit(exp)}{personal}{check_digit(personal)}"
    )
    line2 += check_digit(line2[0:10] + line2[13:20] + line2[21:43])
    return [line1, line2]


# --- layouts: each draws one side and returns its ground truth -----------------------------------


def cie(rng: random.Random, who: Person, today: date) -> dict[Side, tuple[Image.Image, Truth]]:
    number = _letters(rng, 2) + _digits(rng, 5) + _letters(rng, 2)
    issued, expiry = _issued(rng, today, 10)
    comune, _ = rng.choice(COMUNI)
    front = Sheet(CARD, (232, 238, 246), rng)
    front.text((40, 24), "REPUBBLICA ITALIANA", 26, bold=True, fill=(30, 60, 120))
    front.text((40, 58), "MINISTERO DELL'INTERNO", 17, fill=(30, 60, 120))
    front.text((40, 84), "CARTA DI IDENTITÀ / IDENTITY CARD", 22, bold=True, fill=(30, 60, 120))
    front.text((760, 24), number, 34, bold=True, fill=(170, 30, 30))
    front.photo((40, 150, 300, 480))
    front.label_value((340, 130), "COMUNE DI / MUNICIPALITY", comune)
    front.label_value((340, 205), "COGNOME / SURNAME", who.cognome)
    front.label_value((340, 280), "NOME / NAME", who.nome)
    front.label_value(
        (340, 355), "LUOGO E DATA DI NASCITA / PLACE AND DATE OF BIRTH",
        f"{who.luogoNascita} ({who.provinciaNascita}) {_dmy(who.dataNascita)}",
    )  # fmt: skip
    front.label_value((340, 430), "SESSO / SEX", who.sesso, size=26)
    front.label_value((540, 430), "STATURA / HEIGHT", str(rng.randint(150, 195)), size=26)
    front.label_value((760, 430), "CITTADINANZA / NATIONALITY", "ITA", size=26)
    front.label_value((340, 505), "EMISSIONE / ISSUING", _dmy(issued))
    front.label_value((660, 505), "SCADENZA / EXPIRY", _dmy(expiry))
    back = Sheet(CARD, (236, 240, 246), rng)
    back.label_value((40, 30), "CODICE FISCALE / FISCAL CODE", who.codiceFiscale)
    back.label_value(
        (40, 105), "INDIRIZZO DI RESIDENZA / RESIDENCE",
        f"{who.indirizzo} {who.comuneResidenza[0]} ({who.comuneResidenza[1]})", size=24,
    )  # fmt: skip
    back.label_value((40, 175), "ESTREMI ATTO DI NASCITA", f"{_digits(rng, 4)} / 1 / A", size=22)
    back.mrz(td1("C", number, who, expiry), 420)
    return {
        Side.FRONTE: (
            front.image,
            {
                "numeroDocumento": number,
                "comuneRilascio": comune,
                "cognome": who.cognome,
                "nome": who.nome,
                "dataNascita": who.dataNascita,
                "dataRilascio": issued,
                "dataScadenza": expiry,
            },
        ),
        Side.RETRO: (
            back.image,
            {
                "codiceFiscale": who.codiceFiscale,
                "numeroDocumento": number,
                "cognome": mrz_spelling(who.cognome),
                "nome": mrz_spelling(who.nome),
                "dataNascita": who.dataNascita,
                "dataScadenza": expiry,
            },
        ),
    }


def carta_identita(
    rng: random.Random, who: Person, today: date
) -> dict[Side, tuple[Image.Image, Truth]]:
    """The paper card: the data page (front) and the photo page with the issue (back)."""
    number = _letters(rng, 2) + " " + _digits(rng, 7)
    issued, expiry = _issued(rng, today, 10)
    comune, sigla = rng.choice(COMUNI)
    size = (1100, 760)
    front = Sheet(size, (238, 234, 214), rng)
    front.text((60, 30), f"COMUNE DI {comune}", 30, bold=True)
    front.text((60, 80), f"CARTA D'IDENTITÀ  N. {number}", 30, bold=True, fill=(150, 30, 30))
    rows = (
        ("Cognome", who.cognome),
        ("Nome", who.nome),
        ("nato il", who.dataNascita.strftime("%d/%m/%Y")),
        ("a", f"{who.luogoNascita} ( {who.provinciaNascita} )"),
        ("Cittadinanza", "ITALIANA"),
        ("Residenza", who.comuneResidenza[0]),
        ("Via", who.indirizzo.removeprefix("VIA ")),
        ("Stato civile", rng.choice(("CELIBE" if who.sesso == "M" else "NUBILE", "CONIUGATO"))),
        ("Professione", rng.choice(("IMPIEGATO", "OPERAIO", "INSEGNANTE", "COMMERCIANTE"))),
    )
    for index, (label, value) in enumerate(rows):
        y = 150 + index * 62
        front.text((60, y + 6), label, 24, fill=(80, 70, 60))
        front.draw.line((330, y + 44, 1040, y + 44), fill=(120, 110, 90), width=1)
        front.text((340, y), value, 32, bold=True)
    back = Sheet(size, (238, 234, 214), rng)
    back.photo((60, 60, 360, 440))
    back.text((420, 80), "Firma del titolare", 22, fill=(80, 70, 60))
    back.text((420, 230), f"{comune} ({sigla})", 30, bold=True)
    back.text((420, 300), "Rilasciata il", 24, fill=(80, 70, 60))
    back.text((640, 294), issued.strftime("%d/%m/%Y"), 32, bold=True)
    back.text((420, 370), "Scadenza", 24, fill=(80, 70, 60))
    back.text((640, 364), expiry.strftime("%d/%m/%Y"), 32, bold=True)
    back.text((420, 470), "IL SINDACO", 26, bold=True)
    return {
        Side.FRONTE: (
            front.image,
            {
                "numeroDocumento": number.replace(" ", ""),
                "comuneRilascio": comune,
                "cognome": who.cognome,
                "nome": who.nome,
                "dataNascita": who.dataNascita,
            },
        ),
        Side.RETRO: (
            back.image,
            {
                "comuneRilascio": comune,
                "provinciaRilascio": sigla,
                "dataRilascio": issued,
                "dataScadenza": expiry,
            },
        ),
    }


def patente(rng: random.Random, who: Person, today: date) -> dict[Side, tuple[Image.Image, Truth]]:
    number = _letters(rng, 2) + _digits(rng, 7) + _letters(rng, 1)
    issued, expiry = _issued(rng, today, 10)
    front = Sheet(CARD, (246, 226, 232), rng)
    front.text((40, 24), "PATENTE DI GUIDA", 30, bold=True, fill=(30, 60, 120))
    front.text((40, 62), "REPUBBLICA ITALIANA", 20, fill=(30, 60, 120))
    front.draw.ellipse((880, 20, 980, 120), outline=(30, 60, 120), width=4)
    front.text((913, 48), "I", 40, bold=True, fill=(30, 60, 120))
    front.photo((40, 140, 290, 470))
    birth = who.dataNascita.strftime("%d/%m/%y")
    rows = (
        ("1.", who.cognome),
        ("2.", who.nome),
        ("3.", f"{birth} {who.luogoNascita} ({who.provinciaNascita})"),
        ("4a.", issued.strftime("%d/%m/%Y")),
        ("4b.", expiry.strftime("%d/%m/%Y")),
        ("4c.", "MIT-UCO"),
        ("5.", number),
    )
    for index, (label, value) in enumerate(rows):
        y = 130 + index * 58
        front.text((320, y + 4), label, 24)
        front.text((385, y), value, 30, bold=True)
    front.text((320, 560), "9.  B", 28, bold=True)
    back = Sheet(CARD, (246, 226, 232), rng)
    back.text((40, 24), "9.        10.           11.           12.", 22, bold=True)
    for index, category in enumerate(("AM", "A1", "A2", "A", "B1", "B", "C1", "C", "D1", "D")):
        y = 70 + index * 50
        back.draw.line((30, y - 6, 980, y - 6), fill=(120, 100, 110), width=1)
        back.text((40, y), category, 24, bold=True)
        if category in ("AM", "B"):
            back.text((160, y), issued.strftime("%d/%m/%y"), 24)
            back.text((400, y), expiry.strftime("%d/%m/%y"), 24)
    return {
        Side.FRONTE: (
            front.image,
            {
                "cognome": who.cognome,
                "nome": who.nome,
                "dataNascita": who.dataNascita,
                "dataRilascio": issued,
                "dataScadenza": expiry,
                "numeroDocumento": number,
            },
        ),
        Side.RETRO: (back.image, {}),
    }


def passaporto(
    rng: random.Random, who: Person, today: date
) -> dict[Side, tuple[Image.Image, Truth]]:
    number = _letters(rng, 2) + _digits(rng, 7)
    issued, expiry = _issued(rng, today, 10)
    comune, _ = rng.choice(COMUNI)

    def bilingual(day: date) -> str:
        return f"{day.day:02d} {MESI[day.month - 1]}/{MONTHS[day.month - 1]} {day.year}"

    page = Sheet(PASSPORT_PAGE, (238, 230, 240), rng)
    page.text((420, 30), "REPUBBLICA ITALIANA", 30, bold=True, fill=(90, 30, 60))
    page.text((420, 72), "PASSAPORTO / PASSPORT", 26, bold=True, fill=(90, 30, 60))
    page.photo((50, 150, 380, 590))
    page.label_value((420, 120), "Tipo / Type", "P", size=28)
    page.label_value((620, 120), "Codice / Code", "ITA", size=28)
    page.label_value((880, 120), "Passaporto N. / Passport No.", number, size=30)
    page.label_value((420, 200), "Cognome / Surname", who.cognome)
    page.label_value((420, 275), "Nome / Given Names", who.nome)
    page.label_value((420, 350), "Cittadinanza / Nationality", "ITALIANA")
    page.label_value((420, 425), "Data di nascita / Date of birth", bilingual(who.dataNascita))
    page.label_value((1000, 425), "Sesso / Sex", who.sesso)
    page.label_value((420, 500), "Luogo di nascita / Place of birth", who.luogoNascita)
    page.label_value((420, 575), "Data di rilascio / Date of issue", bilingual(issued))
    page.label_value((900, 575), "Autorità / Authority", f"QUESTURA DI {comune}", size=26)
    page.label_value((420, 650), "Data di scadenza / Date of expiry", bilingual(expiry))
    page.mrz(td3(number, who, expiry), 830, left=60, size=40)
    return {
        Side.FRONTE: (
            page.image,
            {
                "numeroDocumento": number,
                "cognome": who.cognome,
                "nome": who.nome,
                "dataNascita": who.dataNascita,
                "dataRilascio": issued,
                "dataScadenza": expiry,
            },
        )
    }


def permesso(rng: random.Random, who: Person, today: date) -> dict[Side, tuple[Image.Image, Truth]]:
    number = "I" + _digits(rng, 8)
    issued, expiry = _issued(rng, today, 2)
    comune, _ = rng.choice(COMUNI)
    front = Sheet(CARD, (234, 242, 232), rng)
    front.text((40, 22), "PERMESSO DI SOGGIORNO", 28, bold=True, fill=(30, 90, 60))
    front.text((40, 58), "REPUBBLICA ITALIANA - RESIDENCE PERMIT", 17, fill=(30, 90, 60))
    front.photo((40, 110, 290, 430))
    front.label_value((330, 95), "COGNOME / SURNAME", who.cognome)
    front.label_value((330, 170), "NOME / NAME", who.nome)
    front.label_value((330, 245), "N. DOCUMENTO", number)
    front.label_value((660, 245), "VALIDO FINO AL", expiry.strftime("%d/%m/%Y"))
    front.label_value((330, 320), "TIPO DI PERMESSO", "LAVORO SUBORDINATO", size=26)
    front.label_value((330, 395), "DATA DI NASCITA", who.dataNascita.strftime("%d/%m/%Y"))
    front.label_value((660, 395), "SESSO", who.sesso)
    front.label_value((800, 395), "NAZIONALITÀ", who.nazionalita)
    front.label_value((330, 470), "DATA DI RILASCIO", issued.strftime("%d/%m/%Y"))
    front.label_value((660, 470), "LUOGO DI RILASCIO", f"QUESTURA DI {comune}", size=22)
    back = Sheet(CARD, (236, 242, 234), rng)
    back.label_value((40, 30), "CODICE FISCALE", who.codiceFiscale)
    back.label_value((40, 105), "LUOGO DI NASCITA", who.luogoNascita, size=26)
    back.label_value((40, 175), "INDIRIZZO", f"{who.indirizzo} {who.comuneResidenza[0]}", size=24)
    back.mrz(td1("IR", number, who, expiry), 420)
    return {
        Side.FRONTE: (
            front.image,
            {
                "cognome": who.cognome,
                "nome": who.nome,
                "numeroDocumento": number,
                "dataScadenza": expiry,
                "dataNascita": who.dataNascita,
                "dataRilascio": issued,
            },
        ),
        Side.RETRO: (
            back.image,
            {
                "codiceFiscale": who.codiceFiscale,
                "numeroDocumento": number,
                "cognome": mrz_spelling(who.cognome),
                "nome": mrz_spelling(who.nome),
                "dataNascita": who.dataNascita,
                "dataScadenza": expiry,
            },
        ),
    }


def code39(text: str, height: int) -> Image.Image:
    barcode = zxingcpp.create_barcode(text, zxingcpp.BarcodeFormat.Code39)
    strip = Image.fromarray(np.asarray(barcode.to_image(scale=2, add_quiet_zones=True)))
    return strip.resize((strip.width, height), Image.Resampling.NEAREST).convert("RGB")


def tessera_sanitaria(
    rng: random.Random, who: Person, today: date
) -> dict[Side, tuple[Image.Image, Truth]]:
    _, expiry = _issued(rng, today, 6)
    front = Sheet(CARD, (226, 236, 246), rng)
    front.text((40, 24), "TESSERA SANITARIA", 32, bold=True, fill=(20, 70, 140))
    front.text((40, 66), "Ministero dell'Economia e delle Finanze", 18, fill=(20, 70, 140))
    front.text((40, 130), "Codice fiscale", 20, fill=(70, 70, 90))
    front.text((300, 122), who.codiceFiscale, 34, bold=True)
    rows = (
        ("Cognome", who.cognome),
        ("Nome", who.nome),
        ("Luogo di nascita", who.luogoNascita),
        ("Provincia", who.provinciaNascita),
        ("Data di nascita", who.dataNascita.strftime("%d/%m/%Y")),
        ("Sesso", who.sesso),
        ("Data di scadenza", expiry.strftime("%d/%m/%Y")),
    )
    for index, (label, value) in enumerate(rows):
        y = 185 + index * 44
        front.text((40, y + 4), label, 20, fill=(70, 70, 90))
        front.text((300, y), value, 28, bold=True)
    bars = code39(who.codiceFiscale, 70)
    front.image.paste(bars, (CARD[0] - bars.width - 30, CARD[1] - 100))
    back = Sheet(CARD, (232, 236, 246), rng)
    back.text((40, 20), "TESSERA EUROPEA DI ASSICURAZIONE MALATTIA", 22, bold=True)
    back.draw.rectangle((40, 60, 100, 120), fill=(20, 50, 150))
    back.text((56, 70), "IT", 28, bold=True, fill=(250, 220, 0))
    back.label_value((140, 60), "3. Cognome", who.cognome, size=28)
    back.label_value((140, 125), "4. Nomi", who.nome, size=28)
    back.label_value(
        (140, 190), "5. Data di nascita", who.dataNascita.strftime("%d/%m/%Y"), size=28
    )
    back.label_value(
        (140, 255), "6. Numero di identificazione personale", who.codiceFiscale, size=28
    )
    back.label_value(
        (140, 320),
        "7. Numero di identificazione dell'istituzione",
        "0301 - SSN-MIN SALUTE",
        size=24,
    )
    back.label_value(
        (140, 385),
        "8. Numero di identificazione della tessera",
        "80380" + _digits(rng, 15),
        size=24,
    )
    back.label_value((140, 450), "9. Data di scadenza", expiry.strftime("%d/%m/%Y"), size=28)
    truth: Truth = {
        "codiceFiscale": who.codiceFiscale,
        "cognome": who.cognome,
        "nome": who.nome,
        "dataNascita": who.dataNascita,
        "dataScadenza": expiry,
    }
    return {Side.FRONTE: (front.image, truth), Side.RETRO: (back.image, dict(truth))}


def _euro(cents: int) -> str:
    whole = f"{cents // 100:,}".replace(",", ".")
    return f"{whole},{cents % 100:02d}"


def busta_paga(
    rng: random.Random, who: Person, today: date
) -> dict[Side, tuple[Image.Image, Truth]]:
    employer = rng.choice(EMPLOYERS)
    month = (today.replace(day=1) - timedelta(days=1)).month
    gross = rng.randrange(160_000, 420_000)
    net = int(gross * rng.uniform(0.68, 0.76))
    page = Sheet(A4_150DPI, (252, 252, 250), rng)
    page.text((80, 70), employer, 30, bold=True)
    page.text((80, 112), f"P.IVA {_digits(rng, 11)}", 20)
    page.text((760, 70), "CEDOLINO PAGA", 32, bold=True)
    page.text((760, 115), f"Periodo: {MESI_LUNGHI[month - 1]} {today.year}", 22)
    page.draw.rectangle((70, 180, 1170, 330), outline=(60, 60, 60), width=2)
    page.text((90, 195), "Dipendente", 20, fill=(80, 80, 80))
    page.text((90, 222), f"{who.cognome} {who.nome}", 28, bold=True)
    page.text((620, 195), "Codice fiscale", 20, fill=(80, 80, 80))
    page.text((620, 222), who.codiceFiscale, 28, bold=True)
    page.text((90, 272), "Qualifica: IMPIEGATO   Livello: 4   Matricola: " + _digits(rng, 5), 20)
    lines = (
        ("Retribuzione base", gross * 0.86),
        ("Contingenza", gross * 0.06),
        ("Superminimo", gross * 0.08),
        ("Contributi INPS", -gross * 0.0919),
        ("IRPEF", -(gross - net - gross * 0.0919)),
    )
    page.text((90, 380), "Voce", 22, bold=True)
    page.text((900, 380), "Importo", 22, bold=True)
    for index, (label, amount) in enumerate(lines):
        y = 430 + index * 50
        page.text((90, y), label, 24)
        page.text((900, y), _euro(round(amount)), 24)
    page.text((90, 760), "Totale competenze", 24, bold=True)
    page.text((900, 760), _euro(gross), 24, bold=True)
    page.draw.rectangle((70, 840, 1170, 920), outline=(30, 30, 30), width=3)
    page.text((90, 860), "NETTO IN BUSTA", 30, bold=True)
    page.text((880, 860), f"€ {_euro(net)}", 30, bold=True)
    return {
        Side.FRONTE: (
            page.image,
            {
                "cognome": who.cognome,
                "nome": who.nome,
                "codiceFiscale": who.codiceFiscale,
                "datoreLavoro": employer,
                "nettoInCentesimi": net,
            },
        )
    }


LAYOUTS: Final[
    dict[
        DocumentKind, Callable[[random.Random, Person, date], dict[Side, tuple[Image.Image, Truth]]]
    ]
] = {
    DocumentKind.CIE: cie,
    DocumentKind.CARTA_IDENTITA: carta_identita,
    DocumentKind.PATENTE: patente,
    DocumentKind.PASSAPORTO: passaporto,
    DocumentKind.PERMESSO_SOGGIORNO: permesso,
    DocumentKind.TESSERA_SANITARIA: tessera_sanitaria,
    DocumentKind.BUSTA_PAGA: busta_paga,
}


# --- a phone photo of it -------------------------------------------------------------------------


def phone_photo(card: Image.Image, rng: random.Random) -> Image.Image:
    """The document on a table, photographed: tilted 3–8°, a margin of background around it,
    uneven light, slight blur and sensor noise, then a phone's JPEG at quality 40–70."""
    angle = rng.uniform(3, 8) * rng.choice((-1, 1))
    rotated = card.convert("RGBA").rotate(angle, expand=True, resample=Image.Resampling.BICUBIC)
    margin_x = int(card.width * rng.uniform(0.10, 0.22))
    margin_y = int(card.height * rng.uniform(0.10, 0.22))
    size = (rotated.width + 2 * margin_x, rotated.height + 2 * margin_y)
    table = tuple(rng.randint(60, 150) for _ in range(3))
    photo = Image.new("RGB", size, table)  # type: ignore[arg-type]
    texture = np.random.default_rng(rng.randrange(2**32)).normal(0, 12, (size[1], size[0], 1))
    shadow = Image.new("RGBA", rotated.size, (0, 0, 0, 0))
    shadow.paste((0, 0, 0, 90), mask=rotated.getchannel("A"))
    photo.paste(shadow, (margin_x + 8, margin_y + 10), shadow)
    photo.paste(rotated, (margin_x, margin_y), rotated)
    pixels = np.asarray(photo, dtype=np.float32) + texture
    # Light from one side: a gradient from 60–80 % to 100–105 % across the photo.
    direction = rng.uniform(0, 2 * np.pi)
    ys, xs = np.mgrid[0 : size[1], 0 : size[0]]
    ramp = (xs * np.cos(direction) + ys * np.sin(direction)).astype(np.float32)
    ramp = (ramp - ramp.min()) / max(float(np.ptp(ramp)), 1.0)
    low, high = rng.uniform(0.6, 0.8), rng.uniform(1.0, 1.05)
    pixels *= (low + (high - low) * ramp)[..., None]
    pixels += np.random.default_rng(rng.randrange(2**32)).normal(0, 4, pixels.shape)
    lit = Image.fromarray(np.clip(pixels, 0, 255).astype(np.uint8))
    blurred = lit.filter(ImageFilter.GaussianBlur(rng.uniform(0.5, 1.1)))
    return jpeg_roundtrip(blurred, rng.randint(40, 70))


def jpeg_roundtrip(image: Image.Image, quality: int) -> Image.Image:
    buffer = io.BytesIO()
    image.save(buffer, "JPEG", quality=quality)
    return Image.open(io.BytesIO(buffer.getvalue())).convert("RGB")


def unreadable(card: Image.Image) -> Image.Image:
    """A photo so out of focus that nobody could read it."""
    return jpeg_roundtrip(card.filter(ImageFilter.GaussianBlur(9)), 50)


def samples(kind: DocumentKind, seed: int, *, today: date, phone: bool = False) -> list[Sample]:
    """Every side of one document of `kind` for one made-up person; the same seed, the same
    images. Phone photos take their degradations from the same seed."""
    rng = random.Random(f"{kind.value}-{seed}")
    who = person(rng, today=today, foreign=kind is DocumentKind.PERMESSO_SOGGIORNO)
    sides = LAYOUTS[kind](rng, who, today)
    return [
        Sample(
            kind=kind,
            side=side,
            image=phone_photo(image, rng) if phone else image,
            truth=truth,
            person=who,
            seed=seed,
            phone=phone,
        )
        for side, (image, truth) in sides.items()
    ]
