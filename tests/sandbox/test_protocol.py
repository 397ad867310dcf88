"""The B2B protocol (DESIGN.md §4): envelope, token, and errors always in the protocol's shape."""

import asyncio

import httpx

from sandbox.settings import Settings
from tests.sandbox.conftest import COMPANY, B2BClient


async def test_generaToken_issues_a_token_with_expiry(http: httpx.AsyncClient) -> None:
    client = B2BClient(http)
    answer = await client.call(
        "generaToken",
        {
            "fiscalCode": "RSSMRA85T10A562S",
            "lastName": "ROSSI",
            "firstName": "MARIO",
            "email": "MARIO.ROSSI@EXAMPLE.COM",
            "mobilePhone": "3331234567",
            "application": "TYPDS",
            "codiceApp": "DS",
        },
    )
    assert len(answer["token"]) >= 32
    assert answer["scadenza"].startswith("20")


async def test_missing_token_is_401_in_protocol_shape(http: httpx.AsyncClient) -> None:
    response = await B2BClient(http).raw("controlloEmail", {"email": "A@B.IT"})
    assert response.status_code == 401
    body = response.json()["controlloEmailResponse"]
    assert body["esito"] == "KO"
    assert body["elencoErrori"][0]["codice"] == "E_TOKEN_MANCANTE"


async def test_unknown_token_is_401(http: httpx.AsyncClient) -> None:
    client = B2BClient(http)
    client.token = "not-a-token"
    response = await client.raw("controlloEmail", {"email": "A@B.IT"})
    assert response.status_code == 401
    assert (
        response.json()["controlloEmailResponse"]["elencoErrori"][0]["codice"]
        == "E_TOKEN_NON_VALIDO"
    )


async def test_expired_token_is_401(settings: Settings) -> None:
    from sandbox.app import create_app

    app = create_app(settings.model_copy(update={"token_ttl_seconds": -1}))
    async with httpx.AsyncClient(
        transport=httpx.ASGITransport(app=app), base_url="http://t"
    ) as http:
        client = B2BClient(http)
        await client.login()
        response = await client.raw("controlloEmail", {"email": "A@B.IT"})
    assert response.status_code == 401
    assert (
        response.json()["controlloEmailResponse"]["elencoErrori"][0]["codice"] == "E_TOKEN_SCADUTO"
    )


async def test_unknown_service_is_404_in_protocol_shape(b2b: B2BClient) -> None:
    response = await b2b.raw("servizioInventato", {})
    assert response.status_code == 404
    body = response.json()["servizioInventatoResponse"]
    assert body["elencoErrori"][0]["codice"] == "E_SERVIZIO_SCONOSCIUTO"


async def test_malformed_json_is_422_never_500(http: httpx.AsyncClient) -> None:
    response = await http.post(
        "/b2b/execute", content=b"{not json", headers={"content-type": "application/json"}
    )
    assert response.status_code == 422
    assert response.json()["b2bResponse"]["elencoErrori"][0]["codice"] == "E_JSON_NON_VALIDO"


async def test_envelope_without_companyType_is_422(http: httpx.AsyncClient) -> None:
    response = await http.post("/b2b/execute", json={"serviceId": "generaToken", "request": {}})
    assert response.status_code == 422
    assert "detail" not in response.json()
    assert response.json()["b2bResponse"]["esito"] == "KO"


async def test_request_of_wrong_type_is_422(b2b: B2BClient) -> None:
    response = await b2b.raw("controlloEmail", {"email": {"nested": True}})
    assert response.status_code == 422
    assert response.json()["controlloEmailResponse"]["elencoErrori"][0]["campo"] == "email"


async def test_unknown_route_answers_in_protocol_shape(http: httpx.AsyncClient) -> None:
    response = await http.get("/nowhere")
    assert response.status_code == 404
    assert response.json()["b2bResponse"]["esito"] == "KO"


async def test_health(http: httpx.AsyncClient) -> None:
    response = await http.get("/health")
    assert response.json() == {"status": "ok"}


async def test_company_type_is_required_shape(http: httpx.AsyncClient) -> None:
    body = {"serviceId": "generaToken", "companyType": COMPANY, "request": {}}
    response = await http.post("/b2b/execute", json=body)
    assert response.status_code == 200


async def test_idempotency_key_replays_the_first_answer(
    b2b: B2BClient, http: httpx.AsyncClient
) -> None:
    request = {"codiceFiscale": "RSSMRA85T10F205R", "step": "Step 1 – Light form"}
    headers = {"b2b-authorization": b2b.token or "", "Idempotency-Key": "loan-1/prospect-1"}
    body = {"serviceId": "crmCreaProspect", "companyType": COMPANY, "request": request}
    first = await http.post("/b2b/execute", json=body, headers=headers)
    again = await http.post("/b2b/execute", json=body, headers=headers)
    assert first.json() == again.json()
    assert len((await http.get("/operator/api/prospects")).json()) == 1
    changed = {**body, "request": {**request, "step": "Step 2"}}
    other = await http.post("/b2b/execute", json=changed, headers=headers)
    assert other.json() != first.json()
    assert len((await http.get("/operator/api/prospects")).json()) == 2
    # The key now stands for the newer request: its retry is answered as it was, run no more.
    retried = await http.post("/b2b/execute", json=changed, headers=headers)
    assert retried.json() == other.json()
    assert len((await http.get("/operator/api/prospects")).json()) == 2


async def test_wrong_company_type_is_422(http: httpx.AsyncClient) -> None:
    body = {
        "serviceId": "generaToken",
        "companyType": {"name": "companyType", "value": "9"},
        "request": {},
    }
    response = await http.post("/b2b/execute", json=body)
    assert response.status_code == 422
    assert response.json()["generaTokenResponse"]["elencoErrori"][0]["codice"] == "E_COMPANY_TYPE"


async def test_a_token_known_from_an_earlier_call_is_refused_once_expired(
    settings: Settings,
) -> None:
    from sandbox.app import create_app

    app = create_app(settings.model_copy(update={"token_ttl_seconds": 1}))
    async with httpx.AsyncClient(
        transport=httpx.ASGITransport(app=app), base_url="http://t"
    ) as http:
        client = B2BClient(http)
        await client.login()
        assert (await client.raw("controlloEmail", {"email": "A@B.IT"})).status_code == 200
        await asyncio.sleep(1.1)
        response = await client.raw("controlloEmail", {"email": "A@B.IT"})
    assert response.status_code == 401
    assert (
        response.json()["controlloEmailResponse"]["elencoErrori"][0]["codice"] == "E_TOKEN_SCADUTO"
    )


async def test_a_check_is_answered_again_while_a_prospect_keeps_its_first_answer(
    settings: Settings,
) -> None:
    from sandbox.app import create_app
    from sandbox.db import IdempotentAnswer

    app = create_app(settings)
    async with httpx.AsyncClient(
        transport=httpx.ASGITransport(app=app), base_url="http://t"
    ) as http:
        client = B2BClient(http)
        await client.login()
        headers = {"b2b-authorization": client.token or "", "Idempotency-Key": "loan-2/call-1"}
        for service_id, request in (
            ("controlloEmail", {"email": "A@B.IT"}),
            ("crmCreaProspect", {"codiceFiscale": "RSSMRA85T10F205R", "step": "Step 1"}),
        ):
            body = {"serviceId": service_id, "companyType": COMPANY, "request": request}
            assert (await http.post("/b2b/execute", json=body, headers=headers)).is_success
    with app.state.database.session() as session:
        stored = {answer.service_id for answer in session.query(IdempotentAnswer)}
    # A check changes nothing: a retry runs it again, and its answer is not kept under the key.
    assert stored == {"crmCreaProspect"}
