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
        # A renewed secci waits for its confirmation even after the step was saved.
        (Progress(None, True, True, Step.BASIC_INFO, secci_pending=True), Route.SECCI),
        # A resumed draft stays on the resume destination until it moves on...
        (
            Progress(None, True, True, Step.BASIC_INFO, resume_route="/resume/secci?step=X"),
            "/resume/secci?step=X",
        ),
        # ...but an outcome page still wins.
        (
            Progress("/typ?esito=forzosods", True, True, None, resume_route="/x"),
            "/typ?esito=forzosods",
        ),
    ],
)
def test_spec_2_4_current_route_follows_progress(progress: Progress, route: str) -> None:
    assert current_route(progress) == route
