"""Italy's calendar day. Imported through the sandbox's pass-through: inside the sandbox a
ZoneInfo is a restricted proxy that `astimezone()` refuses, so the zone is built out here."""

from datetime import date, datetime
from zoneinfo import ZoneInfo

# "Produced today" is the applicant's day, in Italy, wherever the worker runs.
ITALY = ZoneInfo("Europe/Rome")


def italian_date(moment: datetime) -> date:
    """The calendar day in Italy of an aware moment."""
    return moment.astimezone(ITALY).date()
