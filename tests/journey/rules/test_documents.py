"""§4 document order by category priority; PER and PAS first for non-Italians."""

import itertools

import pytest
from hypothesis import given
from hypothesis import strategies as st

from journey.rules.documents import category_rank, sort_documents

ALL = ["2RE", "UTE", "XYZ", "PAS", "RED", "2ID", "CFR", "PER", "RPR", "IDE"]


@pytest.mark.parametrize(
    ("categories", "italian", "ordered"),
    [
        (ALL, True, ["IDE", "CFR", "RED", "RPR", "UTE", "2ID", "2RE", "XYZ", "PAS", "PER"]),
        (ALL, False, ["PER", "PAS", "IDE", "CFR", "RED", "RPR", "UTE", "2ID", "2RE", "XYZ"]),
        (["UTE", "ide"], True, ["ide", "UTE"]),
        ([], True, []),
    ],
)
def test_spec_4_document_order(categories: list[str], italian: bool, ordered: list[str]) -> None:
    assert sort_documents(categories, lambda c: c, italian=italian) == ordered


def test_spec_4_unknown_categories_come_last() -> None:
    assert category_rank("ZZZ", italian=True) > category_rank("2RE", italian=True)
    assert category_rank("ZZZ", italian=False) > category_rank("2RE", italian=False)


CATEGORIES = st.lists(st.sampled_from([*ALL, "ABC"]).map(lambda c: (c, 0)), max_size=15)


@given(CATEGORIES, st.booleans())
def test_spec_4_document_order_is_stable_total_and_idempotent(
    items: list[tuple[str, int]], italian: bool
) -> None:
    tagged = [(c, i) for i, (c, _) in enumerate(items)]
    once = sort_documents(tagged, lambda d: d[0], italian=italian)
    assert sorted(once) == sorted(tagged)  # a permutation: nothing lost or added
    assert sort_documents(once, lambda d: d[0], italian=italian) == once
    ranks = [category_rank(c, italian=italian) for c, _ in once]
    assert ranks == sorted(ranks)
    for (ca, ia), (cb, ib) in itertools.pairwise(once):
        if category_rank(ca, italian=italian) == category_rank(cb, italian=italian):
            assert ia < ib
