"""§5 dates: dd/mm/yyyy → yyyymmdd, and employment start as year plus month."""

from datetime import date, datetime

import pytest
from hypothesis import given
from hypothesis import strategies as st

from journey.rules.dates import (
    employment_start,
    format_italian_date,
    is_same_day,
    parse_italian_date,
    to_yyyymmdd,
)


@pytest.mark.parametrize(
    ("text", "converted"),
    [
        ("10/12/1985", "19851210"),
        ("01/01/2000", "20000101"),
        ("1/2/2000", "20000201"),
        (" 29/02/2024 ", "20240229"),
    ],
)
def test_spec_5_dates_become_yyyymmdd(text: str, converted: str) -> None:
    assert to_yyyymmdd(text) == converted


@pytest.mark.parametrize(
    "text", ["31/02/2024", "29/02/2023", "1985-12-10", "10/12/85", "", "aa/bb/cccc"]
)
def test_spec_5_not_a_date_is_refused(text: str) -> None:
    with pytest.raises(ValueError):
        to_yyyymmdd(text)


@pytest.mark.parametrize(
    ("text", "year_month"),
    [
        ("15/03/2019", "201903"),
        ("03/2019", "201903"),
        ("3/2019", "201903"),
        ("01/12/2001", "200112"),
    ],
)
def test_spec_5_employment_start_is_year_plus_month(text: str, year_month: str) -> None:
    assert employment_start(text) == year_month


@pytest.mark.parametrize("text", ["13/2019", "2019", "32/01/2019"])
def test_spec_5_employment_start_refuses_what_is_not_a_date(text: str) -> None:
    with pytest.raises(ValueError):
        employment_start(text)


@pytest.mark.parametrize(
    ("moment", "same"),
    [
        (datetime(2026, 3, 10, 0, 0), True),
        (datetime(2026, 3, 10, 23, 59), True),
        (datetime(2026, 3, 9, 23, 59), False),
        (date(2026, 3, 10), True),
    ],
)
def test_spec_2_secci_produced_today(moment: date, same: bool) -> None:
    assert is_same_day(moment, date(2026, 3, 10)) is same


DATES = st.dates(min_value=date(1000, 1, 1))


@given(DATES)
def test_spec_5_date_round_trip(value: date) -> None:
    text = format_italian_date(value)
    assert parse_italian_date(text) == value
    assert to_yyyymmdd(text) == f"{value.year:04d}{value.month:02d}{value.day:02d}"
    assert employment_start(text) == to_yyyymmdd(text)[:6]


@given(DATES, DATES)
def test_spec_5_yyyymmdd_sorts_like_the_dates(a: date, b: date) -> None:
    ya, yb = to_yyyymmdd(format_italian_date(a)), to_yyyymmdd(format_italian_date(b))
    assert (ya < yb) == (a < b)
