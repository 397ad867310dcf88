"""The API of steps 2 to 4: offer, SECCI (confirm and download), personal data."""

import httpx
from pypdf import PdfReader

from journey import messages
from tests.api.test_applications import start
from tests.utils.applicants import personal_info
from workflows.models import Snapshot, StepResult

PREFIX = "/main/api/applications"


async def test_offer_secci_and_personal_data_through_the_api(api: httpx.AsyncClient) -> None:
    started = await start(api)
    app_id, auth = started["applicationId"], {"b2b-authorization": started["token"]}
    offer = started["snapshot"]["simulation"]["codOfferta"]  # type: ignore[index]

    chosen = await api.post(
        f"{PREFIX}/{app_id}/offer", headers=auth, json={"offer": {"prgSimul": offer["prgSimul"]}}
    )
    assert chosen.status_code == 200, chosen.text
    assert chosen.json()["snapshot"]["route"] == "/secci"

    pdf = await api.get(f"{PREFIX}/{app_id}/secci.pdf", headers=auth)
    assert pdf.status_code == 200
    assert pdf.headers["content-type"] == "application/pdf"
    from io import BytesIO

    first_page = PdfReader(BytesIO(pdf.content)).pages[0].extract_text()
    assert "TAEG" in first_page and "ROSSI" in first_page.upper()
    # The offer keeps the last instalment the SECCI and the contract name (the summary shows it).
    last = chosen.json()["snapshot"]["offerta"]["importoUltimaRata"]
    assert last is not None and abs(last - offer["importoRata"]) < 100
    euro = f"{last // 100},{last % 100:02d}"  # an instalment under 1.000 euro
    assert euro in first_page.replace("\n", " "), first_page
    assert (await api.get(f"{PREFIX}/{app_id}/secci.pdf")).status_code == 401

    unread = await api.post(
        f"{PREFIX}/{app_id}/secci", headers=auth, json={"confirmation": {"letto": False}}
    )
    assert unread.status_code == 422
    confirmed = await api.post(
        f"{PREFIX}/{app_id}/secci", headers=auth, json={"confirmation": {"letto": True}}
    )
    assert confirmed.json()["snapshot"]["route"] == "/informazioni-personali"

    body = {"informazioniPersonali": personal_info().model_dump(mode="json")}
    done = await api.post(f"{PREFIX}/{app_id}/personal-info", headers=auth, json=body)
    assert done.status_code == 200, done.text
    assert done.json()["snapshot"]["route"] == "/documenti"


async def to_personal_data(api: httpx.AsyncClient) -> tuple[str, dict[str, str]]:
    """A new application walked to the personal-data page: its id and auth header."""
    started = await start(api)
    app_id, auth = started["applicationId"], {"b2b-authorization": started["token"]}
    offer = started["snapshot"]["simulation"]["codOfferta"]  # type: ignore[index]
    for path, body in (
        ("offer", {"offer": {"prgSimul": offer["prgSimul"]}}),
        ("secci", {"confirmation": {"letto": True}}),
    ):
        answer = await api.post(f"{PREFIX}/{app_id}/{path}", headers=auth, json=body)
        assert answer.status_code == 200, answer.text
    return app_id, auth


async def test_personal_data_format_errors_answer_422_per_field(api: httpx.AsyncClient) -> None:
    app_id, auth = await to_personal_data(api)
    # Only one year at the current address: the partner asks for the previous one (2 years).
    info = personal_info(
        residenza={"anniResidenza": 1}, coordinateBancarie={"iban": "DE89370400440532013000"}
    )
    response = await api.post(
        f"{PREFIX}/{app_id}/personal-info",
        headers=auth,
        json={"informazioniPersonali": info.model_dump(mode="json")},
    )
    assert response.status_code == 422
    errors = response.json()["errors"]
    assert errors["residenza.precedente.comune"] == messages.CAMPO_OBBLIGATORIO
    assert errors["coordinateBancarie.iban"] == messages.IBAN_NON_ITALIANO


async def test_personal_data_with_markup_or_a_nul_byte_answers_422_on_those_fields(
    api: httpx.AsyncClient,
) -> None:
    app_id, auth = await to_personal_data(api)
    street = {
        "provincia": "MI",
        "comune": "Milano",
        "indirizzo": "Via Roma\x00",
        "numeroCivico": "10",
    }
    info = personal_info(
        datoreLavoro={"nome": "<script>alert(1)</script>"}, residenza={"attuale": street}
    )
    response = await api.post(
        f"{PREFIX}/{app_id}/personal-info",
        headers=auth,
        json={"informazioniPersonali": info.model_dump(mode="json")},
    )
    assert response.status_code == 422, response.text
    assert response.json()["errors"] == {
        "datoreLavoro.nome": messages.TESTO_NON_VALIDO,
        "residenza.attuale.indirizzo": messages.TESTO_NON_VALIDO,
    }
    # Refused before anything is stored: the page is still the personal-data one.
    snapshot = (await api.get(f"{PREFIX}/{app_id}", headers=auth)).json()
    assert snapshot["route"] == "/informazioni-personali"
    assert snapshot["informazioniPersonali"] is None


async def test_an_address_too_long_is_said_on_its_field(api: httpx.AsyncClient) -> None:
    """Found by a review: 116 characters of address answered 'La richiesta non è valida.
    Ricarica la pagina', advice that loses the page for a field to shorten."""
    app_id, auth = await to_personal_data(api)
    form = personal_info().model_dump(mode="json")
    form["residenza"]["attuale"]["indirizzo"] = "Via " + "Lunghissima " * 10
    response = await api.post(
        f"{PREFIX}/{app_id}/personal-info", headers=auth, json={"informazioniPersonali": form}
    )
    assert response.status_code == 422, response.text
    assert response.json()["message"] == messages.CONTROLLA_CAMPI
    assert response.json()["errors"] == {
        "informazioniPersonali.residenza.attuale.indirizzo": messages.CAMPO_TROPPO_LUNGO.format(
            massimo=100
        )
    }


async def test_a_step_out_of_order_is_refused(api: httpx.AsyncClient) -> None:
    started = await start(api)
    app_id, auth = started["applicationId"], {"b2b-authorization": started["token"]}
    response = await api.post(
        f"{PREFIX}/{app_id}/secci", headers=auth, json={"confirmation": {"letto": True}}
    )
    # Not a field error: the page is out of date, and reloading it shows where the journey is.
    assert response.status_code == 409
    assert response.json()["message"] == messages.PASSO_NON_DISPONIBILE
    missing = await api.get(f"{PREFIX}/{app_id}/secci.pdf", headers=auth)
    assert missing.status_code == 404


async def test_a_back_office_outage_on_the_offer_says_unavailable_and_loses_nothing(
    api: httpx.AsyncClient, sandbox_url: str
) -> None:
    started = await start(api)
    app_id, auth = started["applicationId"], {"b2b-authorization": started["token"]}
    offer = {"offer": {"prgSimul": started["snapshot"]["simulation"]["codOfferta"]["prgSimul"]}}  # type: ignore[index]
    faults = f"{sandbox_url}/operator/api/faults"
    httpx.put(faults, json={"error_rate": 1.0})
    try:
        down = await api.post(f"{PREFIX}/{app_id}/offer", headers=auth, json=offer)
    finally:
        httpx.put(faults, json={"error_rate": 0.0})
    # Not "errore durante l'aggiornamento del prospect": the CRM refused nothing.
    assert down.status_code == 503
    assert down.json()["message"] == messages.SERVIZIO_NON_DISPONIBILE
    snapshot = (await api.get(f"{PREFIX}/{app_id}", headers=auth)).json()
    assert snapshot["route"] == "/offerta" and snapshot["informazioniBase"] is not None

    again = await api.post(f"{PREFIX}/{app_id}/offer", headers=auth, json=offer)
    assert again.status_code == 200 and again.json()["snapshot"]["route"] == "/secci"


async def test_the_back_offices_refusals_of_personal_data_come_back_on_their_own_fields(
    api: httpx.AsyncClient,
) -> None:
    # Four addresses, the employer and the IBAN checked in one go: each refusal on its field.
    app_id, auth = await to_personal_data(api)
    residence = {
        "attuale": {
            "provincia": "MI",
            "comune": "Milano",
            "indirizzo": "Via Roma",
            "numeroCivico": "10",
        },
        "precedente": {
            "provincia": "RM",
            "comune": "Roma",
            "indirizzo": "Via Appia",
            "numeroCivico": "1",
        },
        "corrispondenza": {
            "provincia": "TO",
            "comune": "Torino",
            "indirizzo": "Via Po",
            "numeroCivico": "2",
            "cap": "20123",
        },
        "anniResidenza": 1,
    }
    refused = personal_info(residenza=residence, datoreLavoro={"cap": "00118"})
    answer = await api.post(
        f"{PREFIX}/{app_id}/personal-info",
        headers=auth,
        json={"informazioniPersonali": refused.model_dump(mode="json")},
    )
    assert answer.status_code == 200, answer.text
    result = answer.json()
    assert not result["ok"] and result["snapshot"]["route"] == "/informazioni-personali"
    assert set(result["errors"]) == {"residenza.corrispondenza.cap", "datoreLavoro.cap"}

    residence["corrispondenza"]["cap"] = "10123"
    corrected = personal_info(residenza=residence)
    answer = await api.post(
        f"{PREFIX}/{app_id}/personal-info",
        headers=auth,
        json={"informazioniPersonali": corrected.model_dump(mode="json")},
    )
    assert answer.json()["ok"] and answer.json()["snapshot"]["route"] == "/documenti"


async def test_the_workflows_answers_pass_through_as_the_models_would_write_them(
    api: httpx.AsyncClient,
) -> None:
    """Steps and the snapshot go back as the workflow wrote them (api/workflow.py): each answer
    is what the API's own response model would have written, field for field, and a client of
    the OpenAPI schema reads it as the schema says."""
    app_id, auth = await to_personal_data(api)
    body = {"informazioniPersonali": personal_info().model_dump(mode="json")}
    answers = {
        StepResult: await api.post(f"{PREFIX}/{app_id}/personal-info", headers=auth, json=body),
        Snapshot: await api.get(f"{PREFIX}/{app_id}", headers=auth),
    }
    for model, answer in answers.items():
        assert answer.status_code == 200, answer.text
        assert answer.headers["content-type"] == "application/json"
        written = model.model_validate_json(answer.content).model_dump(mode="json", by_alias=True)
        assert answer.json() == written
    step = answers[StepResult].json()
    assert step["ok"] is True and step["snapshot"]["route"] == "/documenti"
    assert answers[Snapshot].json() == step["snapshot"]


async def test_years_beyond_the_applicants_age_are_refused_on_their_fields(
    api: httpx.AsyncClient,
) -> None:
    """Mario Rossi (RSSMRA85T10F205R, born in 1985) cannot have lived 99 years at his address."""
    app_id, auth = await to_personal_data(api)
    body = {"informazioniPersonali": personal_info().model_dump(mode="json")}
    body["informazioniPersonali"]["residenza"]["anniResidenza"] = 99
    refused = await api.post(f"{PREFIX}/{app_id}/personal-info", headers=auth, json=body)
    assert refused.status_code == 422, refused.text
    assert refused.json()["errors"] == {"residenza.anniResidenza": messages.ANNI_OLTRE_ETA}
