"""An automated refusal can be reviewed by a person on request (CCD2), seen by the operator."""

import httpx

from tests.api.test_applications import start


async def test_a_refused_applicant_asks_for_a_human_review(
    api: httpx.AsyncClient, sandbox_url: str
) -> None:
    # Born in 1944: over the engine's age limit, so the offer is refused automatically.
    started = await start(api, firstName="Anna", lastName="Neri", fiscalCode="NRENNA44C42F205Z")
    assert started["ok"] is True, started["errors"]
    assert started["snapshot"]["route"] == "/typ?esito=esito-non-valido"
    app_id, auth = started["applicationId"], {"b2b-authorization": started["token"]}

    asked = await api.post(
        f"/main/api/applications/{app_id}/review",
        headers=auth,
        json={"review": {"motivo": "Ho un reddito da pensione stabile."}},
    )
    assert asked.status_code == 200, asked.text
    assert asked.json()["snapshot"]["reviewRequested"] is True

    reviews = httpx.get(f"{sandbox_url}/operator/api/reviews").json()
    mine = [r for r in reviews if r["draftId"] == app_id]
    assert mine and mine[0]["motivo"] == "Ho un reddito da pensione stabile."

    again = await api.post(
        f"/main/api/applications/{app_id}/review", headers=auth, json={"review": {}}
    )
    assert again.status_code == 409  # once is enough: it is already with a person


async def test_no_review_without_a_refusal(api: httpx.AsyncClient) -> None:
    started = await start(api)
    response = await api.post(
        f"/main/api/applications/{started['applicationId']}/review",
        headers={"b2b-authorization": started["token"]},
        json={"review": {}},
    )
    assert response.status_code == 409


async def test_an_outcome_page_is_logged_and_answers_its_url(
    api: httpx.AsyncClient, settings: object
) -> None:
    from store.applications import events_for
    from store.db import make_engine, session_factory

    started = await start(api, mobilePhone="3001234567")
    answer = await api.post(
        "/main/api/typ", headers={"b2b-authorization": started["token"]}, json={"token": None}
    )
    assert answer.json() == {"url": "/main/typ?esito=errorecellulare"}
    sessions = session_factory(make_engine(settings.database_url))  # type: ignore[attr-defined]
    with sessions() as session:
        [event] = [e for e in events_for(session, started["applicationId"]) if e.action == "typ"]
    assert event.data["esito"] == "errorecellulare"
    assert "3001234567" not in str(event.data)  # only hashes of identifiers
    assert (await api.post("/main/api/typ", json={})).status_code == 401
