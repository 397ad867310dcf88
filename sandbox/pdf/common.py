"""What every back-office PDF shares: the creditor, the embedded font, Italian number formats."""

from decimal import Decimal
from pathlib import Path

from fpdf import FPDF

FONTS = Path(__file__).parent / "fonts"

# The simulated creditor (fictional, like everything the sandbox signs).
CREDITOR = {
    "denominazione": "Sandbox Credito S.p.A.",
    "indirizzo": "Via Roma 1, 20121 Milano (MI)",
    "telefono": "800 000 000",
    "email": "assistenza@sandbox-credito.invalid",
    "sito": "https://sandbox-credito.invalid",
    "iscrizione": "Iscritta all'Albo degli Intermediari Finanziari ex art. 106 TUB (simulato)",
}


def euro(value: Decimal | float) -> str:
    """1234.5 -> '1.234,50 €', the Italian way."""
    text = f"{Decimal(str(value)):,.2f}"
    return text.replace(",", "_").replace(".", ",").replace("_", ".") + " €"


def percent(value: Decimal | float) -> str:
    return f"{Decimal(str(value)):.2f}".replace(".", ",") + "%"


class Document(FPDF):
    """An A4 page with DejaVu embedded, so accented Italian text renders and extracts."""

    def __init__(self, title: str) -> None:
        super().__init__(format="A4")
        self.set_auto_page_break(auto=True, margin=15)
        self.add_font("DejaVu", "", str(FONTS / "DejaVuSans-Latin.ttf"))
        self.add_font("DejaVu", "B", str(FONTS / "DejaVuSans-Bold-Latin.ttf"))
        self.set_title(title)
        self.set_author(CREDITOR["denominazione"])
        self.set_creator("Prestito Online sandbox")
        self.set_margins(15, 15, 15)
        self._widths: dict[tuple[str, float, str], float] = {}

    def heading(self, text: str, size: int = 13) -> None:
        self._lines(text, "B", size, 7)
        self.ln(1)

    def paragraph(self, text: str, size: int = 9, bold: bool = False) -> None:
        self._lines(text, "B" if bold else "", size, 4.6)
        self.ln(1)

    def rows(self, pairs: list[tuple[str, str]], size: int = 9) -> None:
        """A two-column table of label and value, as the SECCI form lays its items out."""
        pad, line = 1.0, 4.4
        label_w = self.epw * 0.45
        value_w = self.epw - label_w
        for label, value in pairs:
            labels = self.wrap(label, "B", size, label_w - 2 * pad)
            values = self.wrap(value, "", size, value_w - 2 * pad)
            height = max(len(labels), len(values)) * line + 2 * pad
            # A row is never split across pages.
            if self.y + height > self.page_break_trigger:
                self.add_page()
            x, y = self.l_margin, self.y
            self.rect(x, y, label_w, height)
            self.rect(x + label_w, y, value_w, height)
            for column, (style, texts) in ((x, ("B", labels)), (x + label_w, ("", values))):
                self.set_font("DejaVu", style, size)
                for number, text in enumerate(texts):
                    self.text(column + pad, y + pad + number * line + _baseline(line, size), text)
            self.set_xy(x, y + height)
        self.ln(2)

    def wrap(self, text: str, style: str, size: float, width: float) -> list[str]:
        """Greedy word wrap with cached word widths.

        fpdf2's own line breaking sums every character's width again for each character added,
        which made a SECCI take a quarter of a second; words measured once keep it linear.
        """
        self.set_font("DejaVu", style, size)
        space = self._width(" ", style, size)
        lines: list[str] = []
        for paragraph in text.split("\n"):
            line, used = "", 0.0
            for word in paragraph.split(" "):
                width_of_word = self._width(word, style, size)
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

    def _width(self, word: str, style: str, size: float) -> float:
        key = (style, size, word)
        cached = self._widths.get(key)
        if cached is None:
            cached = self._widths[key] = self.get_string_width(word)
        return cached

    def _lines(self, text: str, style: str, size: float, height: float) -> None:
        # text() places a line as it is: no second line-breaking pass, no cell bookkeeping.
        for text_line in self.wrap(text, style, size, self.epw):
            if self.y + height > self.page_break_trigger:
                self.add_page()
            self.text(self.l_margin, self.y + _baseline(height, size), text_line)
            self.set_xy(self.l_margin, self.y + height)

    def render(self) -> bytes:
        return bytes(self.output())


def _baseline(line_height: float, size: float) -> float:
    """Where text sits in a line of that height: vertically centred, as cell() would put it."""
    return (line_height + size * 0.3528 * 0.7) / 2
