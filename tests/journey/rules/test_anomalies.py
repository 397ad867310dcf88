"""§5 anomaly list: filter, CON exclusion, priority order, accented category text."""

import itertools
from datetime import datetime

import pytest
from hypothesis import given
from hypothesis import strategies as st

from journey.models import AnomalyDocument
from journey.rules.anomalies import anomaly_list, anomaly_priority, normalise_category_text

EARLY = datetime(2026, 1, 1, 9, 0)
LATE = datetime(2026, 1, 2, 9, 0)


def doc(
    code: str = "CAR",
    state: str | None = "G",
    upload: datetime | None = None,
    update: datetime | None = None,
    category: str | None = "Documento di identità",
) -> AnomalyDocument:
    return AnomalyDocument(
        codDocumento=code,
        codCategoria="IDE",
        desCategoria=category,
        codStato=state,
        ultimoUpload=upload,
        ultimoAggiornamento=update,
    )


@pytest.mark.parametrize(
    ("document", "kept"),
    [
        (doc(), True),
        (doc(state="N"), True),
        (doc(state="n"), True),
        (doc(state="V"), False),
        (doc(state=None), False),
        (doc(code="CONE"), False),
        (doc(code="CON"), False),
        (doc(code="CONTR"), True),
        (doc(upload=EARLY, update=LATE), True),
        (doc(upload=LATE, update=EARLY), False),
        (doc(upload=EARLY, update=EARLY), False),
        (doc(upload=EARLY, update=None), False),
        (doc(upload=None, update=LATE), True),
    ],
)
def test_spec_5_anomaly_list_filter(document: AnomalyDocument, kept: bool) -> None:
    assert (anomaly_list([document]) != []) is kept


@pytest.mark.parametrize(
    ("codes", "ordered"),
    [
        (["ARED", "DRED", "RPR", "CF", "CAR"], ["CAR", "CF", "RPR", "DRED", "ARED"]),
        (["UTE", "CAR", "PAT"], ["CAR", "UTE", "PAT"]),
        (["PAT", "UTE"], ["PAT", "UTE"]),
        (["CF", "CON", "CONE", "CAR"], ["CAR", "CF"]),
    ],
)
def test_spec_5_anomaly_list_priority_order(codes: list[str], ordered: list[str]) -> None:
    assert [d.codDocumento for d in anomaly_list([doc(code=c) for c in codes])] == ordered


@pytest.mark.parametrize(
    ("text", "normalised"),
    [
        ("Documento di identita", "Documento di identità"),
        ("DOCUMENTO DI IDENTITA'", "Documento di identità"),
        ("documento d'identità", "Documento di identità"),
        ("Documento di identitá - fronte", "Documento di identità - fronte"),
        ("Documento di identità", "Documento di identità"),
        ("Tessera sanitaria", "Tessera sanitaria"),
        ("Il documento di identita", "Il documento di identita"),
        (None, None),
    ],
)
def test_spec_5_identity_category_text_gets_the_accent(
    text: str | None, normalised: str | None
) -> None:
    assert normalise_category_text(text) == normalised
    assert anomaly_list([doc(category=text)])[0].desCategoria == normalised


@pytest.mark.parametrize(
    ("code", "priority"), [("CAR", 1), ("CF", 10), ("RPR", 30), ("DRED", 31), ("ARED", 32)]
)
def test_spec_5_anomaly_priorities(code: str, priority: int) -> None:
    assert anomaly_priority(code) == priority
    assert anomaly_priority("UTE") > priority


CODES = st.sampled_from(["CAR", "CF", "RPR", "DRED", "ARED", "UTE", "PAT", "CON", "CONE"])
DOCS = st.lists(
    st.builds(
        doc,
        code=CODES,
        state=st.sampled_from(["G", "N", "V"]),
        category=st.sampled_from(["Documento di identita", "Altro", None]),
    ),
    max_size=12,
)


@given(DOCS)
def test_spec_5_anomaly_list_is_idempotent_and_ordered(documents: list[AnomalyDocument]) -> None:
    once = anomaly_list(documents)
    assert anomaly_list(once) == once
    priorities = [anomaly_priority(d.codDocumento) for d in once]
    assert priorities == sorted(priorities)


@given(DOCS)
def test_spec_5_anomaly_list_is_stable(documents: list[AnomalyDocument]) -> None:
    # Tag each document with its input position; equal priorities keep that order.
    tagged = [d.model_copy(update={"codCategoria": str(i)}) for i, d in enumerate(documents)]
    result = anomaly_list(tagged)
    for a, b in itertools.pairwise(result):
        if anomaly_priority(a.codDocumento) == anomaly_priority(b.codDocumento):
            assert int(a.codCategoria or 0) < int(b.codCategoria or 0)
