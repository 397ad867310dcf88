"""Account longevity (§7, §9): the fallback bands when genericRecuperaDati fails."""

from journey.constants import ACCOUNT_LONGEVITY_FALLBACK
from journey.models.lookups import LookupItem


def account_longevity_fallback(years: int) -> int:
    """§9: 0–3 years → 18, 4–7 → 60, 8–10 → 108, over 10 → 144 (each a band's value in months)."""
    if years < 0:
        raise ValueError("an account cannot be open for a negative number of years")
    for low, high, value in ACCOUNT_LONGEVITY_FALLBACK:
        if low <= years and (high is None or years <= high):
            return value
    raise AssertionError("the bands cover every non-negative number of years")


def fallback_longevity_lookup() -> list[LookupItem]:
    """The longevitaConto list the form offers when the service fails: one entry per band."""
    items = []
    for low, high, value in ACCOUNT_LONGEVITY_FALLBACK:
        label = f"Da {low} a {high} anni" if high is not None else f"Oltre {low - 1} anni"
        items.append(LookupItem(codice=str(value), descrizione=label))
    return items
