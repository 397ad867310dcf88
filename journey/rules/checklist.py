"""The document checklist of the after-sale area (§4): items start not completed."""

from collections.abc import Iterable, Sequence

from journey.models.firma import ChecklistItem


def new_checklist(items: Iterable[tuple[str, str]]) -> list[ChecklistItem]:
    """§4: the checklist from (code, description) pairs, every item not completed."""
    return [ChecklistItem(codice=code, descrizione=text, completato=False) for code, text in items]


def set_completed(
    items: Sequence[ChecklistItem], codice: str, completed: bool
) -> list[ChecklistItem]:
    """§4: mark one item completed or not completed; the others are unchanged.

    An unknown code raises KeyError: marking a document the checklist does not hold is a bug.
    """
    if not any(item.codice == codice for item in items):
        raise KeyError(codice)
    return [
        item.model_copy(update={"completato": completed}) if item.codice == codice else item
        for item in items
    ]


def all_completed(items: Sequence[ChecklistItem]) -> bool:
    """Whether every item of the checklist is completed (an empty checklist is)."""
    return all(item.completato for item in items)
