"""Simulator data (§3): the loan's amounts in cents, a loan the simulator offers, campaign kept."""

import re
from pathlib import Path
from typing import Any

import pytest
from pydantic import ValidationError

from journey import constants
from journey.models import (
    BoundedMarketingParams,
    MarketingParams,
    OfferedSimulatorData,
    SimulatorData,
)
from sandbox.seed import demo_simulator_data
from tests.utils.applicants import simulator_data
from tests.utils.arrival import TOKEN_LOAN

ROOT = Path(__file__).resolve().parents[3]

PAYLOAD = {
    "CODICE_OFFERTA": "OFF1",
    "SC_TIPO_OFFERTA": "2",
    "MOD_PAGAMENTO": "RID",
    "SC_BENE": "LIQUIDITA",
    "SC_NUMERO_RATE": 60,
    "SC_IMPORTO_TOTALE": 1000000,
    "SC_IMPORTO_RATA": 19833,
    "UTM_SOURCE": "google",
    "gclid": "abc",
    "EsitoOTP": "S",
}


def test_spec_3_simulator_data_keeps_wire_names_and_cents() -> None:
    data = OfferedSimulatorData.model_validate(PAYLOAD)
    assert data.SC_NUMERO_RATE == 60
    assert data.SC_IMPORTO_TOTALE == 1000000
    dumped = data.model_dump(exclude_none=True)
    assert dumped["UTM_SOURCE"] == "google"
    assert dumped["gclid"] == "abc"


def test_spec_3_unknown_simulator_keys_are_dropped_not_stored() -> None:
    data = OfferedSimulatorData.model_validate({**PAYLOAD, "SOMETHING_NEW": "x"})
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
        OfferedSimulatorData.model_validate({**PAYLOAD, field: value})


@pytest.mark.parametrize(
    ("field", "value"),
    [
        # The amount: the simulator offers 1.000 to 50.000 €, as whole cents.
        ("SC_IMPORTO_TOTALE", 1),
        ("SC_IMPORTO_TOTALE", 100),
        ("SC_IMPORTO_TOTALE", constants.SIMULATOR_MIN_CENTS - 1),
        ("SC_IMPORTO_TOTALE", constants.SIMULATOR_MAX_CENTS + 1),
        ("SC_IMPORTO_TOTALE", 10**15),
        ("SC_IMPORTO_TOTALE", True),
        ("SC_IMPORTO_TOTALE", "1000000"),
        # The duration: one of the simulator's, not any number of months up to ten years.
        ("SC_NUMERO_RATE", 7),
        ("SC_NUMERO_RATE", 6),
        ("SC_NUMERO_RATE", 61),
        ("SC_NUMERO_RATE", True),
        ("SC_NUMERO_RATE", 60.5),
        # The instalment: more than nothing, never more than the amount borrowed.
        ("SC_IMPORTO_RATA", True),
        ("SC_IMPORTO_RATA", -1),
        ("SC_IMPORTO_RATA", 1_000_001),
        # The offer's codes: bounded, and nothing a page could take for markup.
        ("CODICE_OFFERTA", "P" * 500),
        ("CODICE_OFFERTA", "P" * (constants.SIMULATOR_CODE_MAX_LENGTH + 1)),
        ("SC_BENE", "<script>"),
        ("MOD_PAGAMENTO", "RID\n"),
        ("SC_TIPO_OFFERTA", "2 OR 1=1"),
        ("CODICE_APP", "DS\x00"),
        ("id", "SIM 1"),
        # The campaign's free text: bounded, and no control characters (a header's CR LF).
        ("UTM_SOURCE", "google\r\nSet-Cookie: x=1"),
        ("UTM_CAMPAIGN", "x" * (constants.CAMPAIGN_TEXT_MAX_LENGTH + 1)),
        ("UTM_MEDIUM", "email\tnewsletter"),
        ("gclid", "abc\x7f"),
        ("MEDIACODE", "MC\x85"),
        ("SESSION_ID", "s\u2028id"),
        # The landing's tokens.
        ("SC_TOKEN", "t" * (constants.ARRIVAL_TOKEN_MAX_LENGTH + 1)),
        ("token", "t\r\n"),
    ],
)
def test_spec_3_simulator_data_the_simulator_could_not_have_made_are_refused(
    field: str, value: object
) -> None:
    with pytest.raises(ValidationError) as refused:
        OfferedSimulatorData.model_validate({**PAYLOAD, field: value})
    assert [error["loc"] for error in refused.value.errors()] == [(field,)]


@pytest.mark.parametrize(
    ("field", "value"),
    [
        ("SC_IMPORTO_TOTALE", constants.SIMULATOR_MIN_CENTS),
        ("SC_IMPORTO_TOTALE", constants.SIMULATOR_MAX_CENTS),
        *[("SC_NUMERO_RATE", months) for months in constants.SIMULATOR_DURATIONS],
        ("SC_IMPORTO_RATA", PAYLOAD["SC_IMPORTO_TOTALE"]),
        ("CODICE_OFFERTA", "PP-STD.2_a"),
        ("UTM_CAMPAIGN", "Estate 2026 | prestiti «casa» & più — 50% (x)"),
        ("UTM_CAMPAIGN", "x" * constants.CAMPAIGN_TEXT_MAX_LENGTH),
        ("SC_TOKEN", "eyJhbGciOi.J9-_~+/="),
    ],
)
def test_spec_3_the_simulators_own_loans_and_campaign_text_pass(field: str, value: object) -> None:
    data = OfferedSimulatorData.model_validate({**PAYLOAD, field: value})
    assert getattr(data, field) == value


@pytest.mark.parametrize(
    "source",
    [
        pytest.param(simulator_data().model_dump(exclude_none=True), id="tests' applicant"),
        pytest.param(TOKEN_LOAN, id="tests' arrival token"),
        pytest.param(demo_simulator_data(), id="sandbox's demo code"),
    ],
)
def test_spec_3_simulator_data_our_own_sources_send_are_accepted(source: dict[str, Any]) -> None:
    OfferedSimulatorData.model_validate(source)


@pytest.mark.parametrize(
    "params",
    [
        {"msclkid": "m" * (constants.CAMPAIGN_TEXT_MAX_LENGTH + 1)},
        {"gclid_unknown": "x"},
        {"source": "newsletter\r\nSet-Cookie: x=1"},
        {"c_id": "c\x00"},
    ],
)
def test_spec_3_marketing_parameters_are_bounded_printable_text(params: dict[str, str]) -> None:
    with pytest.raises(ValidationError):
        BoundedMarketingParams.model_validate(params)
    BoundedMarketingParams.model_validate({"msclkid": "ms-9", "timestamp": "2026-11-22T10:00:00Z"})


def test_spec_3_the_web_app_checks_the_same_loans_the_server_does() -> None:
    """The light form refuses out-of-range simulator data on arrival with the same figures."""
    lib = ROOT / "web" / "src" / "lib"
    source = "".join(
        (lib / name).read_text(encoding="utf-8") for name in ("simulator.ts", "marketing.ts")
    )

    def constant(name: str) -> str:
        found = re.search(rf"export const {name} = (.+?);", source, re.DOTALL)
        assert found, name
        return found.group(1).replace("_", "")

    assert int(constant("MIN_CENTS")) == constants.SIMULATOR_MIN_CENTS
    assert int(constant("MAX_CENTS")) == constants.SIMULATOR_MAX_CENTS
    durations = constant("DURATIONS").removesuffix(" as const")
    assert tuple(int(n) for n in re.findall(r"\d+", durations)) == constants.SIMULATOR_DURATIONS
    assert int(constant("CODE_MAX_LENGTH")) == constants.SIMULATOR_CODE_MAX_LENGTH
    assert int(constant("CAMPAIGN_TEXT_MAX_LENGTH")) == constants.CAMPAIGN_TEXT_MAX_LENGTH


def test_what_an_application_keeps_reads_back_whatever_it_was_started_with() -> None:
    """A running application's start, history and snapshot hold the simulator data it was
    started with, under the rules of its day: they must read back under today's, or the worker
    could never resume it. Only the way in (OfferedSimulatorData) refuses them now."""
    started_before = {
        **PAYLOAD,
        "SC_NUMERO_RATE": 7,
        "SC_IMPORTO_TOTALE": 100,
        "SC_IMPORTO_RATA": 101,
        "CODICE_OFFERTA": "X" * 500,
        "SC_BENE": "<script>",
        "UTM_SOURCE": "a\r\nSet-Cookie: x=1",
    }
    kept = SimulatorData.model_validate(started_before)
    assert kept.SC_NUMERO_RATE == 7 and kept.UTM_SOURCE == "a\r\nSet-Cookie: x=1"
    with pytest.raises(ValidationError):
        OfferedSimulatorData.model_validate(started_before)
    marketing = {"msclkid": "a\r\nb", "source": "s" * 500}
    assert MarketingParams.model_validate(marketing).msclkid == "a\r\nb"
    with pytest.raises(ValidationError):
        BoundedMarketingParams.model_validate(marketing)
