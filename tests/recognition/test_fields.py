"""From OCR'd text to a field, or nothing: each value passes its own shape, never a guess."""

from datetime import date

import pytest

from recognition import fields
from recognition.models import DocumentKind, Recognised, Side, identity_card, merge_sides
from recognition.mrz import Glyph, MrzFormat, place_glyphs, reconcile
from recognition.ocr import Box, Word, group_lines

TODAY = date(2026, 11, 23)


@pytest.mark.parametrize(
    ("text", "past", "expected"),
    [
        ("12.03.1985", False, date(1985, 3, 12)),
        ("ROMA (RM) 12.03.1985", True, date(1985, 3, 12)),
        ("12/03/85 MILANO (MI)", True, date(1985, 3, 12)),  # licence: two-digit birth year
        ("01/02/24", True, date(2024, 2, 1)),
        ("01/02/30", True, date(1930, 2, 1)),  # a birth date is in the past
        ("01/02/30", False, date(2030, 2, 1)),  # an expiry is this century
        ("I2.O3.I985", False, date(1985, 3, 12)),  # I and O for 1 and 0
        ("10 GEN/JAN 2025", False, date(2025, 1, 10)),
        ("10 GEN/JAM 2025", False, date(2025, 1, 10)),  # one of the two month names is enough
        ("30 MAG/MAY 1962", True, date(1962, 5, 30)),
        ("31.02.2020", False, None),  # no such day
        ("12.03.2030", True, None),  # a birth in the future is a misread
        ("SESSO M", False, None),
        ("1234567", False, None),
    ],
)
def test_dates_as_italian_documents_write_them(
    text: str, past: bool, expected: date | None
) -> None:
    assert fields.parse_date(text, today=TODAY, past=past) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("ROSSI", "ROSSI"),
        ("De Luca", "DE LUCA"),
        ("D’AMICO", "D'AMICO"),
        ("NICOLÒ", "NICOLO"),
        ("  GIAN  LUCA _", "GIAN LUCA"),
        ("R0SSI", None),  # a digit in a name is a misread: left for the applicant
        ("M", None),
        ("", None),
    ],
)
def test_names_letters_spaces_apostrophes(text: str, expected: str | None) -> None:
    assert fields.parse_name(text) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("RSSMRA85T10F205R", "RSSMRA85T10F205R"),
        ("Codice fiscale RSSMRA85T10F205R", "RSSMRA85T10F205R"),
        ("RSSMRA8STIOF2O5R", "RSSMRA85T10F205R"),  # S, I and O where digits go
        ("RSSMRA85T10F2O5R", "RSSMRA85T10F205R"),
        ("SRRGLC95L12G482/", "SRRGLC95L12G482J"),  # DejaVu's J read as /
        ("RSSMRA 85T10 F205R", "RSSMRA85T10F205R"),  # split in words by OCR
        ("RSSMRA85T10F205X", None),  # wrong check character
        ("80380809348916675064", None),  # a long number holds no fiscal code
        ("XRSSMRA85T10F205R", None),  # not a whole word
    ],
)
def test_fiscal_code_with_check_character(text: str, expected: str | None) -> None:
    assert fields.parse_fiscal_code(text) == expected


@pytest.mark.parametrize(
    ("text", "shapes", "expected"),
    [
        ("CA12345AB", ("AA99999AA",), "CA12345AB"),
        ("CAI2345A8", ("AA99999AA",), "CA12345AB"),  # confusions undone by position
        ("REPUBBLICA ITALIANA SG97431CF", ("AA99999AA",), "SG97431CF"),
        ("REPUBBLICA ITALIANASG97431CF", ("AA99999AA",), None),  # no slice of a longer word
        ("N. AX 1234567", ("AA9999999",), "AX1234567"),
        ("CITTADINA", ("AA99999AA",), None),  # shaping alone does not make a number of a word
        ("I76454272", ("A99999999",), "I76454272"),
    ],
)
def test_document_numbers_by_shape(
    text: str, shapes: tuple[str, ...], expected: str | None
) -> None:
    assert fields.parse_document_number(text, shapes) == expected


@pytest.mark.parametrize(
    ("text", "cents"),
    [("€ 1.537,75", 153775), ("1537,75", 153775), ("2.032,10 EUR", 203210), ("NETTO", None)],
)
def test_amounts_in_cents(text: str, cents: int | None) -> None:
    assert fields.parse_euro_cents(text) == cents


def test_full_name_split_where_the_fiscal_code_says() -> None:
    assert fields.split_full_name("DE LUCA ANNA MARIA", "DLCNMR80A41H501Z") == (
        "DE LUCA",
        "ANNA MARIA",
    )
    assert fields.split_full_name("COPPOLA MARIA", "CPPMRA57E71A662B") == ("COPPOLA", "MARIA")
    assert fields.split_full_name("ROSSI MARIO", "CPPMRA57E71A662B") is None


def test_names_and_birth_date_that_contradict_the_fiscal_code_are_dropped() -> None:
    read = {
        "codiceFiscale": "SNTDVD94C08L736U",
        "cognome": "ANTORO",  # the S was lost: SANTORO's code is SNT
        "nome": "DAVIDE",
        "dataNascita": date(1994, 3, 8),
    }
    kept = fields.agree_with_fiscal_code(read)
    assert kept["cognome"] is None
    assert (kept["nome"], kept["dataNascita"]) == ("DAVIDE", date(1994, 3, 8))
    assert (
        fields.agree_with_fiscal_code({**read, "dataNascita": date(1994, 3, 9)})["dataNascita"]
        is None
    )


def test_merge_sides_keeps_what_one_side_read_and_trusts_the_mrz() -> None:
    front = Recognised(
        kind=DocumentKind.CIE, side=Side.FRONTE, numeroDocumento="SG97431OF", cognome="SERRA"
    )
    back = Recognised(
        kind=DocumentKind.CIE,
        side=Side.RETRO,
        numeroDocumento="SG97431CF",
        codiceFiscale="SRRGLC95L12G482J",
        mrzVerificato=True,
    )
    merged = merge_sides(front, back)
    assert merged.numeroDocumento == "SG97431CF"
    assert (merged.cognome, merged.codiceFiscale) == ("SERRA", "SRRGLC95L12G482J")
    # Two unverified readings that disagree: neither is kept.
    unsure = merge_sides(front, back.model_copy(update={"mrzVerificato": False}))
    assert unsure.numeroDocumento is None


def _glyphs(text: str, *, pitch: int = 28, small: str = "<") -> list[Glyph]:
    return [
        Glyph(c, 10 + i * pitch, 10 + i * pitch + 19, 24 if c in small else 29)
        for i, c in enumerate(text)
        if c != " "
    ]


def test_mrz_glyphs_placed_by_pitch_fillers_by_height() -> None:
    line1 = _glyphs("P<ITAROSSI<<MARIO" + "<" * 27)
    # OCR called four fillers K, C, Q and S; they are still filler-sized.
    misread = [
        Glyph(
            "K" if i == 20 else "C" if i == 21 else "Q" if i == 30 else g.text,
            g.left,
            g.right,
            g.height,
        )
        for i, g in enumerate(line1)
    ]
    # ... dropped two fillers at the end, and merged two into one wide glyph.
    misread = misread[:-2]
    wide = misread[25]
    misread[25] = Glyph("S", wide.left, wide.left + 47, 24)
    del misread[26]
    line2 = _glyphs("YA12345676ITA7901014M3306150<<<<<<<<<<<<<<02")
    rebuilt = place_glyphs([misread, line2], 44)
    assert rebuilt == [
        "P<ITAROSSI<<MARIO" + "<" * 27,
        "YA12345676ITA7901014M3306150<<<<<<<<<<<<<<02",
    ]


def test_reconcile_takes_the_reading_whose_check_digit_passes() -> None:
    good = ["C<ITACA12345AB8<<<<<<<<<<<<<<<", "8503127F3104150ITA<<<<<<<<<<<4", "X" * 30]
    bad = ["C<ITACA12845AB8<<<<<<<<<<<<<<<", "8503127F3104150ITA<<<<<<<<<<<4", "X" * 30]
    assert reconcile(bad, good, MrzFormat.TD1, today=TODAY)[0] == good[0]
    assert reconcile(good, bad, MrzFormat.TD1, today=TODAY)[0] == good[0]
    # A reading that found fewer lines than the format has is no help, and no harm.
    assert reconcile(bad, good[:2], MrzFormat.TD1, today=TODAY) == bad
    assert reconcile([], [], MrzFormat.TD1, today=TODAY) == []


def test_reconcile_takes_a_composite_digit_that_makes_the_zone_whole() -> None:
    good = ["C<ITACA12345AB8<<<<<<<<<<<<<<<", "8503127F3104150ITA<<<<<<<<<<<4", "X" * 30]
    lost = [good[0], good[1][:-1] + "<", good[2]]
    assert reconcile(lost, good, MrzFormat.TD1, today=TODAY) == good
    assert reconcile(good, lost, MrzFormat.TD1, today=TODAY) == good


def test_words_grouped_into_rows_without_bridging_by_a_tall_speck() -> None:
    words = [
        Word("COGNOME", Box(10, 10, 100, 30), 90),
        Word("ROSSI", Box(200, 12, 280, 31), 90),
        Word("|", Box(300, 5, 304, 80), 10),  # a speck as tall as two rows
        Word("NOME", Box(10, 60, 70, 80), 90),
    ]
    # Rows in order of their top edge; the speck stands alone.
    assert [line.text for line in group_lines(words)] == ["|", "COGNOME ROSSI", "NOME"]


def test_identity_card_filled_from_what_was_read() -> None:
    read = Recognised(
        kind=DocumentKind.CARTA_IDENTITA,
        numeroDocumento="AX1234567",
        dataRilascio=date(2020, 3, 12),
        provinciaRilascio="MI",
        comuneRilascio="MILANO",
    )
    card = identity_card(read)
    assert (card.DOC_TIPO, card.DOC_TIPO_DETT) == ("CAR", "Carta d'identità")
    assert (card.numeroDocumento, card.dataRilascio) == ("AX1234567", "12/03/2020")
    assert (card.provincia.sigla, card.comune.nome) == ("MI", "MILANO")
    # Nothing read, nothing filled; a health card is no identity document.
    empty = identity_card(Recognised(kind=DocumentKind.TESSERA_SANITARIA))
    assert (empty.DOC_TIPO, empty.numeroDocumento, empty.dataRilascio) == ("", "", "")
