"""Where the journey goes after the engine, and on the §4 failure transitions."""

from collections.abc import Sequence
from enum import StrEnum

from journey.constants import (
    DRAFT_STATUS_EXPIRED,
    ENGINE_RESULT_GENERIC_ERROR,
    PRICING_FORZO_SDS,
    PRICING_FORZO_SDS_CONFERMA,
)
from journey.models.simulation import Simulation
from journey.routes import Esito, Route
from journey.rules.routes import typ_route


class SimulationOutcome(StrEnum):
    """The engine step's result: continue the online journey, or an outcome page."""

    CONTINUE = "continua"
    ERRORE_GENERICO = Esito.ERRORE_GENERICO.value
    RICHIESTA_IN_CORSO = Esito.RICHIESTA_IN_CORSO.value
    FORZO_SDS = Esito.FORZO_SDS.value
    FORZO_SDS_CONFERMA = Esito.FORZO_SDS_CONFERMA.value
    ESITO_NON_VALIDO = Esito.ESITO_NON_VALIDO.value


def has_offer(simulation: Simulation | None) -> bool:
    """The engine proposed an offer the applicant can choose (the offer asked for, priced)."""
    return (
        simulation is not None
        and simulation.codOfferta is not None
        and bool(simulation.codOfferta.prgSimul)
    )


def simulation_outcome(
    *,
    crm_id: str | None,
    result_code: str | None,
    errors: Sequence[str],
    pricing_failures: Sequence[str],
    simulation: Simulation | None,
) -> SimulationOutcome:
    """§4 simulation outcome, checked in the spec's order.

    1. No CRM id: result code 20000 → generic error; any other code → request in progress.
    2. A non-empty simulation error list, or a pricing failure list → generic error.
    3. Pricing X or Z → forzosods; Y → forzosodsconferma.
    4. Reading of "the continue case": the engine proposed an offer (code and max offer), so the
       journey goes on to the user's choice (prospect step 2).
    5. Any other pricing with no offer → esito-non-valido.
    """
    if not crm_id:
        if (result_code or "").strip() == ENGINE_RESULT_GENERIC_ERROR:
            return SimulationOutcome.ERRORE_GENERICO
        return SimulationOutcome.RICHIESTA_IN_CORSO
    if errors or pricing_failures:
        return SimulationOutcome.ERRORE_GENERICO
    pricing = ((simulation.pricing if simulation else None) or "").strip().upper()
    if pricing in PRICING_FORZO_SDS:
        return SimulationOutcome.FORZO_SDS
    if pricing in PRICING_FORZO_SDS_CONFERMA:
        return SimulationOutcome.FORZO_SDS_CONFERMA
    if has_offer(simulation):
        return SimulationOutcome.CONTINUE
    return SimulationOutcome.ESITO_NON_VALIDO


def outcome_esito(outcome: SimulationOutcome) -> Esito | None:
    """The /typ outcome code of an engine outcome; None for CONTINUE."""
    if outcome is SimulationOutcome.CONTINUE:
        return None
    return Esito(outcome.value)


def outcome_route(outcome: SimulationOutcome) -> str | None:
    """The /typ page of an outcome; None for CONTINUE (the journey stays on its path)."""
    esito = outcome_esito(outcome)
    return typ_route(esito) if esito else None


def entry_route(token: str | None, fiscal_code: str | None) -> str | None:
    """§4: a missing token or fiscal code → the generic error page; None when both are there."""
    if not (token or "").strip() or not (fiscal_code or "").strip():
        return typ_route(Esito.ERRORE_GENERICO)
    return None


def draft_resume_failure_route(http_status: int | None) -> str:
    """§4 draft resume failures: 404 → the public simulator page; any other failure, including
    an expired draft (410), → tracking-pratica-scaduto."""
    if http_status == 404:
        return Route.SIMULATORE
    return typ_route(Esito.TRACKING_SCADUTO)


def is_draft_expired(http_status: int | None, draft_status: str | None) -> bool:
    """A resume answered 410, or a draft whose status is 'expired'."""
    return http_status == 410 or draft_status == DRAFT_STATUS_EXPIRED


def anomaly_retrieval_route(errors: Sequence[str]) -> str | None:
    """§4: anomaly retrieval with errors → the thank-you page; None when there were none."""
    return Route.TYP if errors else None


def typ_page_route(current_route: str, *, signed: bool) -> str:
    """§7 POST /typ answers the page to go to: for a signed request the thank-you page (§4
    Step 6, /typ without an esito), else the page the applicant is on (an outcome page)."""
    return Route.TYP if signed else current_route
