"""The step identifiers, the §2 step-to-route map and the §4 prospect labels."""

import pytest

from journey.steps import STEP_ROUTES, ProspectStep, Step


@pytest.mark.parametrize(
    ("step", "route"),
    [
        (Step.BASIC_INFO, "/informazioni-personali"),
        (Step.PERSONAL_INFO, "/documenti"),
        (Step.ONFIDO, "/onfido"),
        (Step.SPID, "/spid"),
        (Step.ARED, "/ared"),
        (Step.DOCUMENTI, "/documenti/riepilogo"),
        (Step.TYP, "/firma/carica"),
        (Step.FIRMA, "/anomalie"),
    ],
)
def test_spec_2_step_to_route_map(step: Step, route: str) -> None:
    assert STEP_ROUTES[step] == route


def test_spec_2_every_step_has_a_route() -> None:
    assert set(STEP_ROUTES) == set(Step)


def test_step_wire_values_are_fixed() -> None:
    assert [s.value for s in Step] == [
        "INFORMAZIONI_BASE",
        "INFORMAZIONI_PERSONALI",
        "ONFIDO",
        "SPID",
        "ARED",
        "DOCUMENTI",
        "TYP",
        "FIRMA",
    ]


def test_spec_4_prospect_step_labels_use_the_en_dash() -> None:
    assert ProspectStep.LIGHT_FORM == "Step 1 \u2013 Light form"
    assert ProspectStep.ESITO_MOTORE == "Step 1.1 \u2013 Esito motore"
    for label in ProspectStep:
        assert label.startswith("Step ") and " \u2013 " in label
    assert len(ProspectStep) == 7
