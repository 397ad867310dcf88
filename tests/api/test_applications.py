"""The applications API: start with the light form, read back, correct; errors in Italian."""

import httpx

from journey import messages
from tests.utils.applicants import mario_rossi, simulator_data

PREFIX = "/main/api/applications"


def start_body(**form_overrides: object) -> dict[str, object]:
    return {
        "simulator": simulator_data().model_dump(exclude_none=True),
        "form": mario_rossi(**form_overrides).model_dump(),
    }


async def start(api: httpx.AsyncClient, **form_overrides: object) -> dict[str, object]:
    response = await api.post(PREFIX, json=start_body(**form_overrides))
    assert response.status_code == 200, response.text
    return response.json()  # type: ignore[no-any-return]


async def test_a_light_form_starts_the_application_and_reads_back(api: httpx.AsyncClient) -> None:
    started = await start(api)
    assert started["ok"] is True
    assert started["snapshot"]["route"] == "/offerta"
    assert str(started["applicationId"]).startswith("loan-")

    response = await api.get(
        f"{PREFIX}/{started['applicationId']}", headers={"b2b-authorization": started["token"]}
    )
    assert response.status_code == 200
    snapshot = response.json()
    assert snapshot["step"] is None and snapshot["simulation"]["pricing"] == "A"
    assert snapshot["user"]["dataNascita"] == "10/12/1985"
    assert snapshot["simulator"]["SC_IMPORTO_TOTALE"] == 1_000_000


async def test_format_errors_answer_422_per_field_and_start_nothing(api: httpx.AsyncClient) -> None:
    response = await api.post(
        PREFIX,
        json=start_body(fiscalCode="RSSMRA85T10F205X", mobilePhone="0212345678", firstName=""),
    )
    assert response.status_code == 422
    body = response.json()
    assert body["code"] == "validation_error"
    assert body["message"] == messages.CONTROLLA_CAMPI
    assert body["errors"]["fiscalCode"] == messages.CODICE_FISCALE_NON_VALIDO
    assert body["errors"]["mobilePhone"] == messages.CELLULARE_NON_VALIDO
    assert body["errors"]["firstName"] == messages.CAMPO_OBBLIGATORIO
    assert "token" not in body


async def test_unticked_mandatory_consent_is_a_field_error(api: httpx.AsyncClient) -> None:
    body = start_body()
    body["form"]["agreements"]["questionFour"] = False  # type: ignore[index]
    response = await api.post(PREFIX, json=body)
    assert response.status_code == 422
    assert response.json()["errors"] == {"agreements.questionFour": messages.CONSENSO_OBBLIGATORIO}


async def test_back_office_refusals_come_back_on_the_fields(api: httpx.AsyncClient) -> None:
    started = await start(api, lastName="Bianchi")
    assert started["ok"] is False
    assert set(started["errors"]) & {"lastName", "fiscalCode"}  # type: ignore[arg-type]
    assert started["snapshot"]["route"] == "/"

    corrected = await api.post(
        f"{PREFIX}/{started['applicationId']}/basic-info",
        headers={"b2b-authorization": started["token"]},
        json={"form": mario_rossi().model_dump()},
    )
    assert corrected.status_code == 200
    assert corrected.json()["snapshot"]["route"] == "/offerta"


async def test_a_refused_mobile_goes_to_the_phone_error_page(api: httpx.AsyncClient) -> None:
    started = await start(api, mobilePhone="3001234567")
    assert started["ok"] is False
    assert started["snapshot"]["route"] == "/typ?esito=errorecellulare"


async def test_no_token_wrong_token_and_other_applications(api: httpx.AsyncClient) -> None:
    mine, other = await start(api), await start(api)
    url = f"{PREFIX}/{mine['applicationId']}"

    missing = await api.get(url)
    assert missing.status_code == 401
    assert missing.json() == {
        "code": "missing_token",
        "message": messages.SESSIONE_NON_VALIDA,
        "errors": {},
    }

    wrong = await api.get(url, headers={"b2b-authorization": "not-a-token"})
    assert wrong.status_code == 401

    foreign = await api.get(url, headers={"b2b-authorization": other["token"]})
    assert foreign.status_code == 404
    assert foreign.json()["message"] == messages.RICHIESTA_NON_TROVATA

    unknown = await api.get(f"{PREFIX}/loan-unknown", headers={"b2b-authorization": mine["token"]})
    assert unknown.status_code == 404


async def test_malformed_requests_answer_4xx_in_italian(api: httpx.AsyncClient) -> None:
    broken_json = await api.post(
        PREFIX, content=b'{"simulator": ', headers={"content-type": "application/json"}
    )
    assert broken_json.status_code == 422
    assert broken_json.json()["message"] == messages.RICHIESTA_NON_VALIDA

    # Bytes that are not UTF-8 get the same answer (FastAPI's own would be a bare 400).
    not_utf8 = await api.post(PREFIX, content=b"\xc5", headers={"content-type": "application/json"})
    assert not_utf8.status_code == 422
    assert not_utf8.json()["errors"] == {"body": messages.RICHIESTA_NON_VALIDA}

    missing_simulator = await api.post(PREFIX, json={"form": mario_rossi().model_dump()})
    assert missing_simulator.status_code == 422
    assert "simulator" in missing_simulator.json()["errors"]

    unknown_field = await api.post(PREFIX, json={**start_body(), "serviceId": "crmCreaProspect"})
    assert unknown_field.status_code == 422

    negative_amount = start_body()
    negative_amount["simulator"]["SC_IMPORTO_TOTALE"] = -5  # type: ignore[index]
    assert (await api.post(PREFIX, json=negative_amount)).status_code == 422

    for path in ("/main/api/nothing-here", "/main/api/"):
        not_a_route = await api.get(path)
        assert not_a_route.status_code == 404
        assert not_a_route.json()["message"] == messages.RISORSA_NON_TROVATA

    wrong_verb = await api.delete(PREFIX)
    assert wrong_verb.status_code == 405
    assert wrong_verb.headers["allow"] == "POST"
    # A GET too: the web app's pages (every other GET under /main/) leave the API's paths alone.
    read_a_post = await api.get(PREFIX)
    assert (read_a_post.status_code, read_a_post.headers["allow"]) == (405, "POST")


async def test_env_lookups_and_health(api: httpx.AsyncClient) -> None:
    env = (await api.get("/main/api/env")).json()
    assert env == {
        "qrCodeUrl": "http://localhost:8000",
        "tagManagerId": None,
        "environment": "development",
        # The sandbox's lender, as its contract prints it.
        "finanziatore": "Sandbox Credito S.p.A., Via Roma 1, 20121 Milano (MI)",
    }

    lookups = (await api.get("/main/api/cache/lookup")).json()
    assert {o["codice"] for o in lookups["posizioniLavorative"]} >= {"D", "A", "P"}
    assert lookups["abitazioni"]

    assert (await api.get("/main/api/health/live")).json() == {"status": "ok"}
    assert (await api.get("/main/api/health/ready")).json() == {"status": "ok"}
