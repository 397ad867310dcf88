"""§4 simulation outcome (with the continue case) and the other outcome transitions."""

import pytest

from journey.models import Offerta, Simulation
from journey.rules.outcome import (
    SimulationOutcome,
    anomaly_retrieval_route,
    draft_resume_failure_route,
    entry_route,
    is_draft_expired,
    outcome_route,
    simulation_outcome,
    typ_page_route,
)

OFFER = Simulation(codOfferta=Offerta(prgSimul="1", codice="OFF1"), pricing="A")
NO_OFFER = Simulation(pricing="A")
Out = SimulationOutcome


def sim(pricing: str | None, offer: bool = True) -> Simulation:
    return (OFFER if offer else NO_OFFER).model_copy(update={"pricing": pricing})


@pytest.mark.parametrize(
    ("crm_id", "code", "errors", "failures", "simulation", "outcome"),
    [
        (None, "20000", [], [], OFFER, Out.ERRORE_GENERICO),
        ("", "20000", [], [], OFFER, Out.ERRORE_GENERICO),
        (None, "10001", [], [], OFFER, Out.RICHIESTA_IN_CORSO),
        (None, None, [], [], OFFER, Out.RICHIESTA_IN_CORSO),
        ("CRM1", "0", ["errore"], [], OFFER, Out.ERRORE_GENERICO),
        ("CRM1", "0", [], ["pricing ko"], OFFER, Out.ERRORE_GENERICO),
        ("CRM1", "0", [], [], sim("X"), Out.FORZO_SDS),
        ("CRM1", "0", [], [], sim("Z"), Out.FORZO_SDS),
        ("CRM1", "0", [], [], sim("z", offer=False), Out.FORZO_SDS),
        ("CRM1", "0", [], [], sim("Y"), Out.FORZO_SDS_CONFERMA),
        ("CRM1", "0", [], [], sim("A"), Out.CONTINUE),
        ("CRM1", "0", [], [], sim(None), Out.CONTINUE),
        ("CRM1", "0", [], [], sim("A", offer=False), Out.ESITO_NON_VALIDO),
        ("CRM1", "0", [], [], sim(None, offer=False), Out.ESITO_NON_VALIDO),
        ("CRM1", "0", [], [], None, Out.ESITO_NON_VALIDO),
        (
            "CRM1",
            "0",
            [],
            [],
            Simulation(codOfferta=Offerta(codice="OFF1"), pricing="A"),
            Out.ESITO_NON_VALIDO,
        ),
    ],
)
def test_spec_4_simulation_outcome(
    crm_id: str | None,
    code: str | None,
    errors: list[str],
    failures: list[str],
    simulation: Simulation | None,
    outcome: SimulationOutcome,
) -> None:
    assert (
        simulation_outcome(
            crm_id=crm_id,
            result_code=code,
            errors=errors,
            pricing_failures=failures,
            simulation=simulation,
        )
        is outcome
    )


@pytest.mark.parametrize(
    ("outcome", "route"),
    [
        (Out.CONTINUE, None),
        (Out.ERRORE_GENERICO, "/typ?esito=erroregenerico"),
        (Out.RICHIESTA_IN_CORSO, "/typ?esito=cliente-con-richiesta-in-corso"),
        (Out.FORZO_SDS, "/typ?esito=forzosods"),
        (Out.FORZO_SDS_CONFERMA, "/typ?esito=forzosodsconferma"),
        (Out.ESITO_NON_VALIDO, "/typ?esito=esito-non-valido"),
    ],
)
def test_spec_4_simulation_outcome_route(outcome: SimulationOutcome, route: str | None) -> None:
    assert outcome_route(outcome) == route


@pytest.mark.parametrize(
    ("token", "fiscal_code", "route"),
    [
        ("t", "RSSMRA85T10H501O", None),
        (None, "RSSMRA85T10H501O", "/typ?esito=erroregenerico"),
        ("t", None, "/typ?esito=erroregenerico"),
        (" ", "RSSMRA85T10H501O", "/typ?esito=erroregenerico"),
        ("t", "", "/typ?esito=erroregenerico"),
    ],
)
def test_spec_4_missing_token_or_fiscal_code(
    token: str | None, fiscal_code: str | None, route: str | None
) -> None:
    assert entry_route(token, fiscal_code) == route


@pytest.mark.parametrize(
    ("status", "route"),
    [
        (404, "/simulatore"),
        (410, "/typ?esito=tracking-pratica-scaduto"),
        (500, "/typ?esito=tracking-pratica-scaduto"),
        (None, "/typ?esito=tracking-pratica-scaduto"),
    ],
)
def test_spec_4_draft_resume_failures(status: int | None, route: str) -> None:
    assert draft_resume_failure_route(status) == route


@pytest.mark.parametrize(
    ("status", "draft_status", "expired"),
    [(410, None, True), (200, "expired", True), (200, "created", False), (500, None, False)],
)
def test_spec_4_draft_expiry(status: int, draft_status: str | None, expired: bool) -> None:
    assert is_draft_expired(status, draft_status) is expired


@pytest.mark.parametrize(("errors", "route"), [(["ko"], "/typ"), ([], None)])
def test_spec_4_anomaly_retrieval_with_errors_goes_to_thank_you(
    errors: list[str], route: str | None
) -> None:
    assert anomaly_retrieval_route(errors) == route


@pytest.mark.parametrize(
    ("route", "signed", "page"),
    [
        ("/firma/riepilogo", True, "/typ"),
        ("/typ?esito=errorecellulare", False, "/typ?esito=errorecellulare"),
        ("/firma/carica", False, "/firma/carica"),
    ],
)
def test_spec_7_typ_sends_a_signed_request_to_the_thank_you_page(
    route: str, signed: bool, page: str
) -> None:
    assert typ_page_route(route, signed=signed) == page
