"""The embedded Latin subset of DejaVu covers the names a foreign-born applicant may have."""

from datetime import datetime
from decimal import Decimal
from io import BytesIO

import pytest
from pypdf import PdfReader

from sandbox import pricing
from sandbox.pdf.secci import Consumer, render_secci


@pytest.mark.parametrize(
    ("nome", "cognome"),
    [("Łukasz", "Wiśniewski"), ("Ștefan", "Țurcanu"), ("Gábor", "Kőszegi"), ("José", "Muñoz")],
)
def test_foreign_names_print_in_the_secci(nome: str, cognome: str) -> None:
    offer = pricing.price(Decimal(10000), 60, Decimal("7.5"))
    content = render_secci(
        offer,
        Consumer(nome, cognome, "RSSMRA85T10F205R"),
        "TMPSAP_1",
        datetime(2026, 11, 22, 10, 0),
    )
    text = PdfReader(BytesIO(content)).pages[0].extract_text()
    assert f"{nome} {cognome}" in text
    assert "Attenzione! Prendere denaro in prestito costa denaro." in text
