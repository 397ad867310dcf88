"""Where an applicant belongs while moving forward: the route follows from what is done."""

from typing import NamedTuple

from journey.routes import Route
from journey.steps import STEP_ROUTES, Step


class Progress(NamedTuple):
    """What the workflow knows of an application, as far as its current page depends on it."""

    outcome_route: str | None
    applicant_checked: bool
    offer_chosen: bool
    step: Step | None


def current_route(progress: Progress) -> str:
    """The page of the journey an application is on now.

    An outcome page (/typ?esito=...) wins: the back office closed the online path. Before the
    secci is confirmed the saved step is still empty, so the light form, the offer choice and the
    secci page follow from what was done; after it, the §2 step map says where to go, as it does
    on resume.
    """
    if progress.outcome_route:
        return progress.outcome_route
    if progress.step is not None:
        return STEP_ROUTES[progress.step]
    if not progress.applicant_checked:
        return Route.HOME
    if not progress.offer_chosen:
        return Route.OFFERTA
    return Route.SECCI
