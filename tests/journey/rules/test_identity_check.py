"""The remote identity check's rules (§2 /onfido, /onfido/conferma; §3 remote identity check)."""

import pytest

from journey.models.identity import IdentityCheckStatus, OnfidoState
from journey.routes import Route
from journey.rules.identity_check import identity_check_route, resumes_where_it_stands

S = IdentityCheckStatus


@pytest.mark.parametrize(
    ("stato", "resumes_there", "route"),
    [
        (S.DA_INIZIARE, False, Route.ONFIDO),
        (S.IN_ACQUISIZIONE, True, Route.ONFIDO),
        (S.IN_VERIFICA, True, Route.ONFIDO),
        (S.DA_CONFERMARE, True, Route.ONFIDO_CONFERMA),
        (S.NON_SUPERATA, True, None),
        (S.SCADUTA, True, None),
        (S.RINUNCIATA, True, None),
    ],
)
def test_spec_2_resume_a_check_that_has_begun_where_it_stands(
    stato: IdentityCheckStatus, resumes_there: bool, route: str | None
) -> None:
    """A draft saved on /onfido/conferma resumes there, not on /onfido to start again; a check
    that is over resumes on the documents pages (route None: the documents step's own)."""
    state = OnfidoState(stato=stato)
    assert resumes_where_it_stands(state) is resumes_there
    assert identity_check_route(state) == route
