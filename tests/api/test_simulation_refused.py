"""Simulator data the product's simulator could not have made (§3): refused before anything
starts, in Italian, wherever they come from (the light form's start, a simulator code, a token)."""

import uuid
from typing import Any

import httpx
import pytest
from sqlalchemy import func, select

from journey import constants, messages
from runtime.settings import Settings
from store.db import make_engine, session_factory
from store.models import Application
from tests.api.test_applications import PREFIX, start_body
from tests.utils.arrival import TOKEN_LOAN, simulator_token

# The black-box review's link: 1,00 € in 48 instalments of 0,01 €.
REVIEWED = {"SC_NUMERO_RATE": 48, "SC_IMPORTO_TOTALE": 100, "SC_IMPORTO_RATA": 1}

REFUSED_SIMULATOR_DATA = [
    pytest.param({"SC_IMPORTO_TOTALE": 1}, "SC_IMPORTO_TOTALE", id="1 cent"),
    pytest.param(
        {"SC_IMPORTO_TOTALE": constants.SIMULATOR_MIN_CENTS - 1},
        "SC_IMPORTO_TOTALE",
        id="below 1.000 €",
    ),
    pytest.param(
        {"SC_IMPORTO_TOTALE": constants.SIMULATOR_MAX_CENTS + 1},
        "SC_IMPORTO_TOTALE",
        id="above 50.000 €",
    ),
    pytest.param({"SC_IMPORTO_TOTALE": 10**15}, "SC_IMPORTO_TOTALE", id="10^15 cents"),
    pytest.param({"SC_IMPORTO_TOTALE": True}, "SC_IMPORTO_TOTALE", id="a boolean amount"),
    pytest.param({"SC_NUMERO_RATE": 7}, "SC_NUMERO_RATE", id="7 months"),
    pytest.param({"SC_IMPORTO_RATA": 1_000_001}, "SC_IMPORTO_RATA", id="instalment over total"),
    pytest.param({"SC_IMPORTO_RATA": True}, "SC_IMPORTO_RATA", id="a boolean instalment"),
    pytest.param({"CODICE_OFFERTA": "P" * 500}, "CODICE_OFFERTA", id="a 500-character code"),
    pytest.param({"SC_BENE": "<script>"}, "SC_BENE", id="markup as the purpose"),
    pytest.param(
        {"UTM_SOURCE": "google\r\nSet-Cookie: x=1"}, "UTM_SOURCE", id="a header in a UTM value"
    ),
    pytest.param({"UTM_CAMPAIGN": "x" * 201}, "UTM_CAMPAIGN", id="a 201-character UTM value"),
]


def _with_simulator(overrides: dict[str, object]) -> dict[str, Any]:
    body = start_body()
    body["simulator"] = {**body["simulator"], **overrides}  # type: ignore[dict-item]
    return body


@pytest.mark.parametrize(("overrides", "field"), REFUSED_SIMULATOR_DATA)
async def test_spec_3_a_start_with_impossible_simulator_data_is_refused_in_italian(
    api: httpx.AsyncClient, overrides: dict[str, object], field: str
) -> None:
    response = await api.post(PREFIX, json=_with_simulator(overrides))
    assert response.status_code == 422, response.text
    assert response.json() == {
        "code": "invalid_simulation",
        "message": messages.SIMULAZIONE_NON_VALIDA,
        "errors": {f"simulator.{field}": messages.SIMULAZIONE_NON_VALIDA},
    }


async def test_spec_3_the_simulator_data_say_what_stops_a_start_with_a_bad_form_too(
    api: httpx.AsyncClient,
) -> None:
    body = _with_simulator(REVIEWED)
    body["form"]["agreements"] = "yes"
    response = await api.post(PREFIX, json=body)
    assert response.status_code == 422
    answer = response.json()
    assert (answer["code"], answer["message"]) == (
        "invalid_simulation",
        messages.SIMULAZIONE_NON_VALIDA,
    )
    assert answer["errors"]["simulator.SC_IMPORTO_TOTALE"] == messages.SIMULAZIONE_NON_VALIDA
    assert answer["errors"]["agreements"] == messages.RICHIESTA_NON_VALIDA


class Untouchable:
    """Stands for Temporal where nothing may reach it: any use is recorded and fails."""

    def __init__(self) -> None:
        self.used: list[str] = []

    def __getattr__(self, name: str) -> Any:
        self.used.append(name)
        raise AssertionError(f"Temporal was used: {name}")


def _applications(settings: Settings) -> int:
    with session_factory(make_engine(settings.database_url))() as session:
        return session.scalar(select(func.count()).select_from(Application)) or 0


async def test_spec_3_a_refused_start_creates_no_workflow_and_no_application(
    settings: Settings,
) -> None:
    from api.main import create_app

    temporal = Untouchable()
    app = create_app(settings, temporal=temporal)  # type: ignore[arg-type]
    transport = httpx.ASGITransport(app=app, raise_app_exceptions=False)
    before = _applications(settings)
    async with httpx.AsyncClient(transport=transport, base_url="http://testserver") as api:
        response = await api.post(PREFIX, json=_with_simulator(REVIEWED))
    assert response.status_code == 422
    assert response.json()["message"] == messages.SIMULAZIONE_NON_VALIDA
    assert "applicationId" not in response.json() and "token" not in response.json()
    assert temporal.used == []
    assert _applications(settings) == before


async def test_spec_7_simulator_data_by_code_that_no_simulator_of_ours_made_are_refused(
    api: httpx.AsyncClient, sandbox_url: str
) -> None:
    # What the back office keeps under a code is its own: it can hold any figures.
    code = f"BAD-{uuid.uuid4().hex[:8]}"
    async with httpx.AsyncClient(base_url=sandbox_url) as sandbox:
        stored = await sandbox.post(
            "/operator/api/simulator-data", json={"code": code, "data": {**TOKEN_LOAN, **REVIEWED}}
        )
        assert stored.status_code == 200
    response = await api.post("/main/api/call", json={"action": "getSimulatorData", "code": code})
    assert response.status_code == 422, response.text
    assert response.json() == {
        "code": "invalid_simulation",
        "message": messages.SIMULAZIONE_NON_VALIDA,
        "errors": {"code": messages.SIMULAZIONE_NON_VALIDA},
    }


async def test_spec_7_a_token_for_simulator_data_no_simulator_of_ours_made_is_refused(
    api: httpx.AsyncClient, sandbox_url: str
) -> None:
    """Not a task failing over and over in the workflow until a timeout's 503: the token is
    refused at once, and the person goes on from the simulator."""
    issued = await simulator_token(sandbox_url, {**TOKEN_LOAN, "SC_NUMERO_RATE": 7})
    landing = {"scToken": issued["SC_TOKEN"], "id_simulator_data": issued["id"]}
    verified = await api.post("/main/api/verifica-token", json=landing, timeout=10)
    assert verified.status_code == 403, verified.text
    assert verified.json()["message"] == messages.TOKEN_NON_VALIDO
