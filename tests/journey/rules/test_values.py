"""§9 amounts in cents ↔ euro, §9 account-longevity bands, §5 town matching, §2 page tracking."""

from decimal import Decimal

import pytest
from hypothesis import given
from hypothesis import strategies as st

from journey.models import Comune
from journey.rules.amounts import cents_to_euro, euro_to_cents, format_euro
from journey.rules.longevity import account_longevity_fallback, fallback_longevity_lookup
from journey.rules.towns import match_town
from journey.rules.tracking import PAGE_ACTION, is_tracked_page


@pytest.mark.parametrize(
    ("cents", "euro"),
    [
        (100, Decimal("1.00")),
        (123456, Decimal("1234.56")),
        (1, Decimal("0.01")),
        (0, Decimal("0.00")),
    ],
)
def test_spec_9_amounts_cents_to_euro(cents: int, euro: Decimal) -> None:
    assert cents_to_euro(cents) == euro
    assert str(cents_to_euro(cents)) == str(euro)
    assert euro_to_cents(euro) == cents


@pytest.mark.parametrize(
    ("euro", "cents"), [("1234.56", 123456), (10, 1000), (Decimal("0.1"), 10), ("0.10", 10)]
)
def test_spec_9_amounts_euro_to_cents(euro: Decimal | int | str, cents: int) -> None:
    assert euro_to_cents(euro) == cents


@pytest.mark.parametrize("bad", [0.1, 10.0, True])
def test_spec_9_floats_are_never_money(bad: object) -> None:
    with pytest.raises(TypeError):
        euro_to_cents(bad)  # type: ignore[arg-type]


def test_spec_9_fractions_of_a_cent_are_refused() -> None:
    with pytest.raises(ValueError):
        euro_to_cents("1.005")
    with pytest.raises(TypeError):
        cents_to_euro(1.5)  # type: ignore[arg-type]


@pytest.mark.parametrize(
    ("cents", "text"), [(123456, "1.234,56 €"), (100, "1,00 €"), (1500000, "15.000,00 €")]
)
def test_amounts_in_italian_format(cents: int, text: str) -> None:
    assert format_euro(cents) == text


@given(st.integers(min_value=0, max_value=10**12))
def test_spec_9_cents_round_trip_exactly(cents: int) -> None:
    assert euro_to_cents(cents_to_euro(cents)) == cents


@pytest.mark.parametrize(
    ("years", "value"),
    [(0, 18), (3, 18), (4, 60), (7, 60), (8, 108), (10, 108), (11, 144), (40, 144)],
)
def test_spec_9_account_longevity_fallback_bands(years: int, value: int) -> None:
    assert account_longevity_fallback(years) == value


def test_spec_9_account_longevity_refuses_negative_years() -> None:
    with pytest.raises(ValueError):
        account_longevity_fallback(-1)


def test_spec_7_fallback_lookup_lists_the_four_bands() -> None:
    assert [(i.codice, i.descrizione) for i in fallback_longevity_lookup()] == [
        ("18", "Da 0 a 3 anni"),
        ("60", "Da 4 a 7 anni"),
        ("108", "Da 8 a 10 anni"),
        ("144", "Oltre 10 anni"),
    ]


ROMA_00118 = Comune(comune="ROMA", cap="00118", provincia="RM", codice="H501")
ROMA_00100 = Comune(comune="ROMA", cap="00100", provincia="RM", codice="H501")
CIAMPINO = Comune(comune="CIAMPINO", cap="00043", provincia="RM", codice="C858")
MARINO = Comune(comune="MARINO", cap="00043", provincia="RM", codice="E958")
TOWNS = [ROMA_00118, ROMA_00100, CIAMPINO, MARINO]


@pytest.mark.parametrize(
    ("name", "cap", "found"),
    [
        ("Roma", "00100", ROMA_00100),
        (" roma ", "00118", ROMA_00118),
        ("MARINO", "00043", MARINO),
        ("Roma", "00043", CIAMPINO),
        ("Ciampin", "00043", CIAMPINO),
        ("Roma", "99999", ROMA_00118),
        ("Roma", "", ROMA_00118),
        ("", "00043", CIAMPINO),
        ("Milano", "20121", None),
        ("", "", None),
        (None, None, None),
    ],
)
def test_spec_5_town_matching(name: str | None, cap: str | None, found: Comune | None) -> None:
    assert match_town(TOWNS, name, cap) == found


@pytest.mark.parametrize(
    ("path", "tracked"),
    [
        ("/main/onfido", False),
        ("/main/onfido/", False),
        ("/main/onfido?x=1", False),
        ("/main/onfido/conferma", True),
        ("/main/documenti/salva-dati", False),
        ("/main/salva-dati-personali", False),
        ("/main/documenti/salva-informazioni", True),
        ("/main/informazioni-personali", True),
        ("/main/", True),
    ],
)
def test_spec_2_page_tracking_exclusions(path: str, tracked: bool) -> None:
    assert is_tracked_page(path) is tracked


def test_spec_2_page_action_name() -> None:
    assert PAGE_ACTION == "User landed on page"
