"""Simulator data (§3): the loan's amounts in cents, bounded instalments, campaign fields kept."""

import pytest
from pydantic import ValidationError

from journey.models import SimulatorData

PAYLOAD = {
    "CODICE_OFFERTA": "OFF1",
    "SC_TIPO_OFFERTA": "2",
    "MOD_PAGAMENTO": "RID",
    "SC_BENE": "LIQUIDITA",
    "SC_NUMERO_RATE": "60",
    "SC_IMPORTO_TOTALE": 1000000,
    "SC_IMPORTO_RATA": 19833,
    "UTM_SOURCE": "google",
    "gclid": "abc",
    "EsitoOTP": "S",
}


def test_spec_3_simulator_data_keeps_wire_names_and_cents() -> None:
    data = SimulatorData.model_validate(PAYLOAD)
    assert data.SC_NUMERO_RATE == 60
    assert data.SC_IMPORTO_TOTALE == 1000000
    dumped = data.model_dump(exclude_none=True)
    assert dumped["UTM_SOURCE"] == "google"
    assert dumped["gclid"] == "abc"


def test_spec_3_unknown_simulator_keys_are_dropped_not_stored() -> None:
    data = SimulatorData.model_validate({**PAYLOAD, "SOMETHING_NEW": "x"})
    assert "SOMETHING_NEW" not in data.model_dump()


@pytest.mark.parametrize(
    ("field", "value"),
    [
        ("SC_NUMERO_RATE", 0),
        ("SC_NUMERO_RATE", 121),
        ("SC_IMPORTO_TOTALE", 0),
        ("SC_IMPORTO_TOTALE", -100),
        ("SC_IMPORTO_RATA", 0),
        ("SC_IMPORTO_TOTALE", 1000.5),
        ("SC_IMPORTO_TOTALE", None),
    ],
)
def test_spec_3_simulator_amounts_are_positive_cents_and_instalments_bounded(
    field: str, value: object
) -> None:
    with pytest.raises(ValidationError):
        SimulatorData.model_validate({**PAYLOAD, field: value})
