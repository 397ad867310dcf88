"""The plain offer step of figure 11 does what the product's does: against the real sandbox and a
real PostgreSQL row, or the ratio would compare the product with less work."""

import uuid
from pathlib import Path

import httpx
import pytest
from sqlalchemy import create_engine, text

from activities.offer import offer_in_cents
from bench.plain_offer import BackOffice, running_plain_offer
from bench.stack import postgres_available
from journey.models.simulation import Simulation
from journey.steps import ProspectStep
from tests.utils.applicants import mario_rossi, simulator_data

pytestmark = pytest.mark.skipif(not postgres_available(), reason="no PostgreSQL on 5432")


async def engine_simulation(sandbox_url: str, email: str) -> Simulation:
    """The sandbox engine's offers for Mario Rossi, as the light form would have them."""
    backoffice = BackOffice(sandbox_url)
    try:
        token = await backoffice.token(mario_rossi(emailAddress=email))
        answer = await backoffice.call(
            "eseguiMotoreSimulazione",
            {"importoRichiesto": "10000", "numeroRate": 60, "codFiscale": "RSSMRA85T10F205R"},
            token,
        )
    finally:
        await backoffice.http.aclose()
    return Simulation(
        codOfferta=offer_in_cents(answer.get("codOfferta")),
        maxOfferta=offer_in_cents(answer.get("maxOfferta")),
    )


async def test_the_offer_step_calls_the_back_office_and_writes_the_row(
    sandbox_url: str, tmp_path: Path
) -> None:
    email = f"plain.{uuid.uuid4().hex[:8]}@gmail.com"
    simulation = await engine_simulation(sandbox_url, email)
    assert simulation.codOfferta is not None
    prg_simul = simulation.codOfferta.prgSimul
    snapshot = {
        "informazioniBase": mario_rossi(emailAddress=email).model_dump(mode="json"),
        "simulator": simulator_data().model_dump(mode="json", exclude_none=True),
        "simulation": simulation.model_dump(mode="json"),
    }
    with running_plain_offer(sandbox_url, tmp_path) as service:
        async with httpx.AsyncClient(base_url=service.url, timeout=30) as client:
            seeded = (await client.post("/plain/applications", json=snapshot)).json()
            path = f"/plain/applications/{seeded['applicationId']}/offer"
            body = {"offer": {"prgSimul": prg_simul}}
            wrong = await client.post(path, json=body, headers={"b2b-authorization": "x"})
            assert wrong.status_code == 401
            headers = {"b2b-authorization": seeded["token"]}
            answer = (await client.post(path, json=body, headers=headers)).json()
            assert answer["ok"], answer
            assert answer["snapshot"]["secci"]["numPratica"].startswith("TMPSAP_")
            again = await client.post(path, json=body, headers=headers)
            assert again.status_code == 409
        engine = create_engine(service.database_url)
        try:
            with engine.connect() as connection:
                version, state = connection.execute(
                    text("SELECT version, state FROM plain_application WHERE id = :id"),
                    {"id": seeded["applicationId"]},
                ).one()
                events = connection.execute(
                    text("SELECT action FROM plain_event WHERE application_id = :id"),
                    {"id": seeded["applicationId"]},
                ).scalars()
                assert list(events) == ["offer_chosen"]
        finally:
            engine.dispose()
        assert version == 2
        assert state["offer"]["prgSimul"] == prg_simul
        assert state["crm"]["id"]
        stored = service.blob_dir / state["secci"]["file"][:2] / state["secci"]["file"]
        assert stored.read_bytes().startswith(b"%PDF-")
    outbox = httpx.get(
        f"{sandbox_url}/operator/api/outbox", params={"channel": "email", "to": email}
    ).json()
    assert [m["kind"] for m in outbox] == ["SECCIDS"]
    prospects = httpx.get(f"{sandbox_url}/operator/api/prospects").json()
    (prospect,) = [p for p in prospects if p["idAnagCRM"] == state["crm"]["id"]]
    assert prospect["step"] == ProspectStep.SCELTA_UTENTE.value
