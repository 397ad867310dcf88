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
    # The secci was produced (again) and not yet confirmed as read.
    secci_pending: bool = False
    # Where the §2 resume rules sent a resumed draft, until its next step is done.
    resume_route: str | None = None
    # Inside the documents step: the page of the step the applicant has reached.
    documents_route: str | None = None
    # The request was just signed: its summary, with the signed contract (issue 16).
    signed: bool = False
    # Signed, and its anomaly area opened: that is where the applicant follows it.
    after_sale: bool = False


def current_route(progress: Progress) -> str:
    """The page of the journey an application is on now.

    An outcome page (/typ?esito=...) wins: the back office closed the online path. A resumed
    draft stays where the resume rules sent it until it moves on. A secci waiting for its
    confirmation is shown before anything else. Inside the documents step, the page of it the
    applicant has reached (journey/rules/required_documents.py). Otherwise the §2 step map says
    where to go once a step is saved; before that the light form, then the offer choice.
    """
    if progress.outcome_route:
        return progress.outcome_route
    if progress.resume_route:
        return progress.resume_route
    if progress.secci_pending:
        return Route.SECCI
    if progress.step is Step.PERSONAL_INFO and progress.documents_route:
        return progress.documents_route
    if progress.step is Step.FIRMA and progress.signed:
        return STEP_ROUTES[Step.FIRMA] if progress.after_sale else Route.FIRMA_RIEPILOGO
    if progress.step is not None:
        return STEP_ROUTES[progress.step]
    if not progress.applicant_checked:
        return Route.HOME
    if not progress.offer_chosen:
        return Route.OFFERTA
    return Route.SECCI
