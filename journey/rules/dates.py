"""Date formats of §5: dd/mm/yyyy from forms, yyyymmdd and year+month for the services."""

import re
from datetime import date
from typing import Final

_DAY_FIRST: Final = re.compile(r"([0-9]{1,2})/([0-9]{1,2})/([0-9]{4})")
_MONTH_YEAR: Final = re.compile(r"([0-9]{1,2})/([0-9]{4})")


def parse_italian_date(text: str) -> date:
    """dd/mm/yyyy (one-digit day or month accepted) → a date; ValueError if not a real date."""
    match = _DAY_FIRST.fullmatch(text.strip())
    if match is None:
        raise ValueError(f"not a dd/mm/yyyy date: {text!r}")
    day, month, year = (int(part) for part in match.groups())
    return date(year, month, day)


def to_yyyymmdd(text: str) -> str:
    """§5: dd/mm/yyyy → yyyymmdd. The date must exist (31/02 is refused)."""
    return parse_italian_date(text).strftime("%Y%m%d")


def format_italian_date(value: date) -> str:
    """A date as the applicant reads it: dd/mm/yyyy."""
    return value.strftime("%d/%m/%Y")


def employment_start(text: str) -> str:
    """§5: the employment-start date is sent as year plus month, yyyymm.

    Reading: the form may give a full date (dd/mm/yyyy) or only month and year (mm/yyyy); the
    day is dropped either way.
    """
    stripped = text.strip()
    month_year = _MONTH_YEAR.fullmatch(stripped)
    if month_year is not None:
        month, year = int(month_year.group(1)), int(month_year.group(2))
        return date(year, month, 1).strftime("%Y%m")
    return parse_italian_date(stripped).strftime("%Y%m")


def is_same_day(moment: date, today: date) -> bool:
    """Whether a date (or a datetime's calendar day) is `today`; e.g. a secci produced today."""
    return date(moment.year, moment.month, moment.day) == today
