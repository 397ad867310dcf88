"""Document order (§4): the order documents are asked for and shown."""

from collections.abc import Callable, Sequence
from typing import Final, TypeVar

from journey.models.documents import DocumentCategory as C

T = TypeVar("T")

CATEGORY_PRIORITY: Final = (C.IDE, C.CFR, C.RED, C.RPR, C.UTE, C.ID2, C.RE2)
NON_ITALIAN_FIRST: Final = (C.PER, C.PAS)


def category_rank(category: str, *, italian: bool) -> int:
    """The position of a category: PER and PAS first for non-Italians, then IDE, CFR, RED, RPR,
    UTE, 2ID, 2RE; unknown categories after all of them.

    Reading: for Italians PER and PAS are not expected, so they rank as unknown (last).
    """
    order = CATEGORY_PRIORITY if italian else NON_ITALIAN_FIRST + CATEGORY_PRIORITY
    code = category.strip().upper()
    return next((i for i, known in enumerate(order) if known == code), len(order))


def sort_documents(
    documents: Sequence[T], category: Callable[[T], str], *, italian: bool
) -> list[T]:
    """§4 document order; stable, so documents of one category keep their given order."""
    return sorted(documents, key=lambda d: category_rank(category(d), italian=italian))
