"""The page names support staff read in the Temporal UI's Step column."""

import pytest

from journey.routes import Route
from journey.rules.support import support_step
from journey.steps import STEP_ROUTES


@pytest.mark.parametrize(
    ("route", "name"),
    [
        ("/offerta", "Scelta offerta"),
        ("/typ?esito=errorecellulare", "Esito errorecellulare"),
        ("/firma/riepilogo", "Firmata"),
        ("/anomalie", "Firmata, area anomalie"),
    ],
)
def test_a_page_in_words(route: str, name: str) -> None:
    assert support_step(route) == name


def test_every_page_a_step_leads_to_has_a_name() -> None:
    """A path shown raw in the Step column is a page added without its name."""
    pages = {*STEP_ROUTES.values(), Route.FIRMA_RIEPILOGO, Route.SECCI, Route.OFFERTA}
    assert [p for p in pages if support_step(p) == p] == []
