"""The forward route from what an application has done (§2 step map, §4 steps 1 to 4)."""

import pytest

from journey.routes import Route
from journey.rules.progress import Progress, current_route
from journey.steps import Step


@pytest.mark.parametrize(
    ("progress", "route"),
    [
        (Progress(None, False, False, None), Route.HOME),
        (Progress(None, True, False, None), Route.OFFERTA),
        (Progress(None, True, True, None), Route.SECCI),
        (Progress(None, True, True, Step.BASIC_INFO), Route.INFORMAZIONI_PERSONALI),
        (Progress(None, True, True, Step.PERSONAL_INFO), Route.DOCUMENTI),
        (Progress("/typ?esito=forzosods", True, False, None), "/typ?esito=forzosods"),
        (Progress("/typ?esito=errorecellulare", False, False, None), "/typ?esito=errorecellulare"),
    ],
)
def test_spec_2_4_current_route_follows_progress(progress: Progress, route: str) -> None:
    assert current_route(progress) == route
