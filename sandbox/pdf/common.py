"""What every back-office PDF shares: the creditor, the embedded font, Italian number formats."""

from decimal import Decimal
from pathlib import Path

from fpdf import FPDF
from fpdf.fonts import FontFace

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
        self.add_font("DejaVu", "", str(FONTS / "DejaVuSans.ttf"))
        self.add_font("DejaVu", "B", str(FONTS / "DejaVuSans-Bold.ttf"))
        self.set_title(title)
        self.set_author(CREDITOR["denominazione"])
        self.set_creator("Prestito Online sandbox")
        self.set_margins(15, 15, 15)

    def heading(self, text: str, size: int = 13) -> None:
        self.set_font("DejaVu", "B", size)
        self.multi_cell(0, 7, text, align="L", new_x="LMARGIN", new_y="NEXT")
        self.ln(1)

    def paragraph(self, text: str, size: int = 9, bold: bool = False) -> None:
        self.set_font("DejaVu", "B" if bold else "", size)
        self.multi_cell(0, 4.6, text, align="L", new_x="LMARGIN", new_y="NEXT")
        self.ln(1)

    def rows(self, pairs: list[tuple[str, str]], size: int = 9) -> None:
        """A two-column table of label and value, as the SECCI form lays its items out."""
        self.set_font("DejaVu", "", size)
        bold = FontFace(emphasis="BOLD")
        with self.table(
            col_widths=(45, 55), text_align=("LEFT", "LEFT"), first_row_as_headings=False
        ) as table:
            for label, value in pairs:
                row = table.row()
                row.cell(label, style=bold)
                row.cell(value)
        self.ln(2)

    def render(self) -> bytes:
        return bytes(self.output())
