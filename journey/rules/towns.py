"""Town matching (§5): find a town by name and postcode, else postcode, else name."""

from collections.abc import Sequence

from journey.models.lookups import Comune
from journey.rules.text import upper_for_check


def match_town(towns: Sequence[Comune], name: str | None, cap: str | None) -> Comune | None:
    """§5: the first town with both the name and the postcode, else the first with the postcode,
    else the first with the name; None when nothing matches.

    Names compare without regard to case or extra spaces; a blank name or postcode never matches.
    """
    wanted_name = upper_for_check(name or "")
    wanted_cap = (cap or "").strip()

    def same_name(town: Comune) -> bool:
        return bool(wanted_name) and upper_for_check(town.comune) == wanted_name

    def same_cap(town: Comune) -> bool:
        return bool(wanted_cap) and town.cap.strip() == wanted_cap

    for matches in (lambda t: same_name(t) and same_cap(t), same_cap, same_name):
        found = next((town for town in towns if matches(town)), None)
        if found is not None:
            return found
    return None
