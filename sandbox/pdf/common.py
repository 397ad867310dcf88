"""What every back-office PDF shares: the creditor, the embedded font, Italian number formats."""

from decimal import Decimal
from io import BytesIO
from pathlib import Path

from reportlab.lib.pagesizes import A4
from reportlab.lib.units import mm
from reportlab.pdfbase import pdfmetrics
from reportlab.pdfbase.ttfonts import TTFont
from reportlab.pdfgen.canvas import Canvas

FONTS = Path(__file__).parent / "fonts"

# Parsed once per process: reportlab keeps a registered font's metrics and glyphs and subsets
# them per document by copying glyph data. fpdf2, used before, parsed both fonts for every
# document and re-compiled the subset with fontTools at every output: 25 of a SECCI's 32 ms.
REGULAR, BOLD = "DejaVuSans-Latin", "DejaVuSans-Bold-Latin"
for _name in (REGULAR, BOLD):
    pdfmetrics.registerFont(TTFont(_name, str(FONTS / f"{_name}.ttf")))

# The simulated creditor (fictional, like everything the sandbox signs).
CREDITOR = {
    "denominazione": "Sandbox Credito S.p.A.",
    "indirizzo": "Via Roma 1, 20121 Milano (MI)",
    "telefono": "800 000 000",
    "email": "assistenza@sandbox-credito.invalid",
    "sito": "https://sandbox-credito.invalid",
    "iscrizione": "Iscritta all'Albo degli Intermediari Finanziari ex art. 106 TUB (simulato)",
}

MARGIN = 15.0  # mm, on every side
PAGE_WIDTH, PAGE_HEIGHT = A4[0] / mm, A4[1] / mm


def euro(value: Decimal | float) -> str:
    """1234.5 -> '1.234,50 €', the Italian way."""
    text = f"{Decimal(str(value)):,.2f}"
    return text.replace(",", "_").replace(".", ",").replace("_", ".") + " €"


def percent(value: Decimal | float) -> str:
    return f"{Decimal(str(value)):.2f}".replace(".", ",") + "%"


class Document:
    """A4 pages with DejaVu embedded, so accented Italian text renders and extracts.

    Positions are in millimetres from the top-left corner, as a form is read; the canvas
    underneath counts points from the bottom-left.
    """

    def __init__(self, title: str) -> None:
        self._buffer = BytesIO()
        # The initial font too, or the canvas would reference a non-embedded Helvetica.
        self._canvas = Canvas(self._buffer, pagesize=A4, pageCompression=1, initialFontName=REGULAR)
        self._canvas.setTitle(title)
        self._canvas.setAuthor(CREDITOR["denominazione"])
        self._canvas.setCreator("Prestito Online sandbox")
        self._pages = 0
        self.y = MARGIN
        self.epw = PAGE_WIDTH - 2 * MARGIN  # the effective page width
        self._widths: dict[tuple[str, float, str], float] = {}

    def add_page(self) -> None:
        if self._pages:
            self._canvas.showPage()
        self._pages += 1
        self.y = MARGIN

    def heading(self, text: str, size: int = 13) -> None:
        self._lines(text, BOLD, size, 7)
        self.y += 1

    def paragraph(self, text: str, size: int = 9, bold: bool = False) -> None:
        self._lines(text, BOLD if bold else REGULAR, size, 4.6)
        self.y += 1

    def rows(self, pairs: list[tuple[str, str]], size: int = 9) -> None:
        """A two-column table of label and value, as the SECCI form lays its items out."""
        pad, line = 1.0, 4.4
        label_w = self.epw * 0.45
        value_w = self.epw - label_w
        for label, value in pairs:
            labels = self.wrap(label, BOLD, size, label_w - 2 * pad)
            values = self.wrap(value, REGULAR, size, value_w - 2 * pad)
            height = max(len(labels), len(values)) * line + 2 * pad
            # A row is never split across pages.
            if self.y + height > PAGE_HEIGHT - MARGIN:
                self.add_page()
            x, y = MARGIN, self.y
            self._rect(x, y, label_w, height)
            self._rect(x + label_w, y, value_w, height)
            # Line by line, the label's then the value's, so text extraction (and a screen
            # reader's PDF mode) reads each row as "label value".
            for number in range(max(len(labels), len(values))):
                baseline = y + pad + number * line + _baseline(line, size)
                for column, font, texts in ((x, BOLD, labels), (x + label_w, REGULAR, values)):
                    if number < len(texts):
                        self._text(column + pad, baseline, texts[number], font, size)
            self.y = y + height
        self.y += 2

    def wrap(self, text: str, font: str, size: float, width: float) -> list[str]:
        """Greedy word wrap, each word measured once."""
        space = self._width(" ", font, size)
        lines: list[str] = []
        for paragraph in text.split("\n"):
            line, used = "", 0.0
            for word in paragraph.split(" "):
                width_of_word = self._width(word, font, size)
                if line and used + space + width_of_word > width:
                    lines.append(line)
                    line, used = word, width_of_word
                else:
                    line, used = (
                        (f"{line} {word}", used + space + width_of_word)
                        if line
                        else (word, width_of_word)
                    )
            lines.append(line)
        return lines

    def render(self) -> bytes:
        self._canvas.showPage()
        self._canvas.save()
        return self._buffer.getvalue()

    def _width(self, word: str, font: str, size: float) -> float:
        key = (font, size, word)
        cached = self._widths.get(key)
        if cached is None:
            cached = self._widths[key] = pdfmetrics.stringWidth(word, font, size) / mm
        return cached

    def _lines(self, text: str, font: str, size: float, height: float) -> None:
        for text_line in self.wrap(text, font, size, self.epw):
            if self.y + height > PAGE_HEIGHT - MARGIN:
                self.add_page()
            self._text(MARGIN, self.y + _baseline(height, size), text_line, font, size)
            self.y += height

    def _text(self, x: float, baseline: float, text: str, font: str, size: float) -> None:
        # textOut, not drawString: drawString ends with a line feed (T*) that text extraction
        # reads as a new line, splitting a row's label from its value.
        line = self._canvas.beginText(x * mm, (PAGE_HEIGHT - baseline) * mm)
        line.setFont(font, size)
        line.textOut(text)
        self._canvas.drawText(line)

    def _rect(self, x: float, y: float, width: float, height: float) -> None:
        self._canvas.rect(x * mm, (PAGE_HEIGHT - y - height) * mm, width * mm, height * mm)


def _baseline(line_height: float, size: float) -> float:
    """Where text sits in a line of that height (mm from its top): vertically centred."""
    return (line_height + size * 0.3528 * 0.7) / 2
