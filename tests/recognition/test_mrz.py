"""ICAO 9303 machine-readable zones: check digits, TD1 and TD3, OCR's confusions (§3 documents)."""

from datetime import date

import pytest

from recognition.mrz import (
    MrzFormat,
    apply_shape,
    check_digit,
    find_mrz,
    parse_td1,
    parse_td3,
    repair_number,
)

TODAY = date(2026, 11, 23)

# Lines written for these tests from ICAO 9303 part 5 (TD1) and part 4 (TD3).
CIE = [
    "C<ITACA12345AB8<<<<<<<<<<<<<<<",
    "8503127F3104150ITA<<<<<<<<<<<4",
    "BIANCHI<<MARIA<LUISA<<<<<<<<<<",
]
PERMESSO = [
    "IRITAI123456780<<<<<<<<<<<<<<<",
    "9202298M2701013MAR<<<<<<<<<<<2",
    "EL<AMRANI<<YOUSSEF<<<<<<<<<<<<",
]
PASSAPORTO = [
    "P<ITAD<ANGELO<<GIUSEPPE<<<<<<<<<<<<<<<<<<<<<",
    "YA12345676ITA7901014M3306150<<<<<<<<<<<<<<02",
]


@pytest.mark.parametrize(
    ("field", "digit"),
    [
        # 5·7 + 2·3 + 0·1 + 7·7 + 2·3 + 7·1 = 103 → 3
        ("520727", "3"),
        # C=12 A=10: 84 + 30 + 1 + 14 + 9 + 4 + 35 + 30 + 11 = 218 → 8
        ("CA12345AB", "8"),
        ("<<<<<<<<<", "0"),
        ("", "0"),
    ],
)
def test_check_digit_icao_9303_weights_7_3_1(field: str, digit: str) -> None:
    assert check_digit(field) == digit


def test_td1_cie_fields_and_checks() -> None:
    mrz = parse_td1(CIE, today=TODAY)
    assert mrz is not None
    assert mrz.format is MrzFormat.TD1
    assert (mrz.document_code, mrz.issuing_state, mrz.nationality) == ("C", "ITA", "ITA")
    assert mrz.document_number == "CA12345AB"
    assert mrz.birth_date == date(1985, 3, 12)
    assert mrz.expiry_date == date(2031, 4, 15)
    assert mrz.sex == "F"
    assert (mrz.surname, mrz.given_names) == ("BIANCHI", "MARIA LUISA")
    assert mrz.checks.all_passed


def test_td1_residence_permit_compound_surname() -> None:
    mrz = parse_td1(PERMESSO, today=TODAY)
    assert mrz is not None
    assert (mrz.document_code, mrz.nationality) == ("IR", "MAR")
    assert (mrz.surname, mrz.given_names) == ("EL AMRANI", "YOUSSEF")
    assert mrz.birth_date == date(1992, 2, 29)
    assert mrz.checks.all_passed


def test_td3_passport_fields_and_checks() -> None:
    mrz = parse_td3(PASSAPORTO, today=TODAY)
    assert mrz is not None
    assert mrz.document_number == "YA1234567"
    assert (mrz.surname, mrz.given_names) == ("D ANGELO", "GIUSEPPE")
    assert mrz.birth_date == date(1979, 1, 1)
    assert mrz.expiry_date == date(2033, 6, 15)
    assert mrz.sex == "M"
    assert mrz.checks.all_passed


@pytest.mark.parametrize(
    ("line2", "composite", "reading"),
    [
        ("85O3127F31O415OITA<<<<<<<<<<<4", True, "O for 0 in the dates and check digits"),
        ("8SO3I27F3IO4ISOITA<<<<<<<<<<<4", True, "S, I and O for 5, 1 and 0"),
        ("8503127F3104I5OITA<<<<<<<<<<<4", True, "O in a check digit, inside the composite"),
        ("8503127F3104150ITA<<<<<<<<<<<4<<", True, "filler added at the end"),
        # The composite's own digit was among the characters lost.
        ("8503127F3104150ITA<<<<<<<<<", False, "filler lost at the end"),
    ],
)
def test_td1_numeric_fields_tolerate_ocr_confusions(
    line2: str, composite: bool, reading: str
) -> None:
    mrz = parse_td1([CIE[0], line2, CIE[2]], today=TODAY)
    assert mrz is not None
    assert mrz.birth_date == date(1985, 3, 12), reading
    assert mrz.checks.birth_date and mrz.checks.expiry_date, reading
    assert mrz.checks.composite is composite, reading


def test_td1_wrong_digit_fails_its_check_and_the_composite() -> None:
    mrz = parse_td1([CIE[0], "8503137F3104150ITA<<<<<<<<<<<4", CIE[2]], today=TODAY)
    assert mrz is not None
    assert not mrz.checks.birth_date
    assert not mrz.checks.composite
    assert mrz.checks.document_number and mrz.checks.expiry_date


def test_document_number_shape_undoes_letter_digit_confusions() -> None:
    # OCR read the CIE number's 1 as I and its B as 8: the CIE shape AA99999AA puts them back.
    misread = ["C<ITACAI234SA88<<<<<<<<<<<<<<<", CIE[1], CIE[2]]
    assert not parse_td1(misread, today=TODAY).checks.document_number  # type: ignore[union-attr]
    mrz = parse_td1(misread, today=TODAY, number_shape="AA99999AA")
    assert mrz is not None
    assert mrz.document_number == "CA12345AB"
    assert mrz.checks.all_passed
    assert apply_shape("CAI234", "AA99999AA") == "CAI234"  # wrong length: left as read


def test_filler_read_as_k_is_not_part_of_the_name() -> None:
    mrz = parse_td1([CIE[0], CIE[1], "BIANCHI<<MARIA<LUISA<<<KK<K<<K"], today=TODAY)
    assert mrz is not None
    assert mrz.given_names == "MARIA LUISA"
    mrz = parse_td1([CIE[0], CIE[1], "FRANK<<MARK<<<<<<<<<<<<<<<<<<<"], today=TODAY)
    assert mrz is not None
    assert (mrz.surname, mrz.given_names) == ("FRANK", "MARK")


def test_find_mrz_among_ocr_lines() -> None:
    lines = ["CODICE FISCALE", "BNCMLS85C52H501X", "", *CIE[:2], " ".join(CIE[2]), "ROMA"]
    mrz = find_mrz(lines, today=TODAY)
    assert mrz is not None and mrz.format is MrzFormat.TD1
    assert mrz.checks.all_passed
    mrz = find_mrz(["PASSAPORTO", *PASSAPORTO], today=TODAY)
    assert mrz is not None and mrz.format is MrzFormat.TD3
    assert find_mrz(["CARTA DI IDENTITÀ", "COGNOME", "ROSSI"], today=TODAY) is None


def test_impossible_date_is_none_not_guessed() -> None:
    mrz = parse_td1([CIE[0], "8513327F3104150ITA<<<<<<<<<<<4", CIE[2]], today=TODAY)
    assert mrz is not None
    assert mrz.birth_date is None


def _td1_lines(number: str) -> list[str]:
    line1 = f"C<ITA{number}{check_digit(number)}".ljust(30, "<")
    line2 = "8503127F3104150ITA<<<<<<<<<<<"
    line2 += check_digit(line1[5:30] + line2[0:7] + line2[8:15] + line2[18:29])
    return [line1, line2, CIE[2]]


@pytest.mark.parametrize("lookalike", ["I", "N", ")", "/"])
def test_a_j_read_as_its_lookalike_is_put_back_when_both_checks_agree(lookalike: str) -> None:
    lines = _td1_lines("RY35322JP")
    misread = [lines[0].replace("J", lookalike), *lines[1:]]
    repaired = repair_number(misread, MrzFormat.TD1, today=TODAY, number_shape="AA99999AA")
    mrz = parse_td1(repaired, today=TODAY, number_shape="AA99999AA")
    # ) and / are no letters: the number's shape alone puts the J back; I and N are letters,
    # and only the two check digits can tell.
    assert mrz is not None and mrz.document_number == "RY35322JP"
    assert mrz.checks.all_passed


def test_no_repair_without_a_lookalike_or_with_the_checks_failing() -> None:
    lines = _td1_lines("RY35322KP")
    misread = [lines[0].replace("K", "X"), *lines[1:]]
    assert repair_number(misread, MrzFormat.TD1, today=TODAY, number_shape="AA99999AA") == misread
    # A J lookalike, but the zone's other digits are wrong too: both checks must pass.
    broken = [
        _td1_lines("RY35322JP")[0].replace("J", "I"),
        "8503137F3104150ITA<<<<<<<<<<<0",
        CIE[2],
    ]
    assert repair_number(broken, MrzFormat.TD1, today=TODAY, number_shape="AA99999AA") == broken
