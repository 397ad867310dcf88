"""Drafts through the API: save with a code, resume by code, link or number + SMS code."""

import re

import httpx

from journey import messages
from runtime.settings import Settings
from store.applications import upsert_application
from store.db import make_engine, session_factory
from store.drafts import draft_link_token
from tests.api.test_applications import start
from tests.utils.applicants import mario_rossi


def outbox(sandbox_url: str, channel: str, to: str) -> list[dict[str, str]]:
    return httpx.get(
        f"{sandbox_url}/operator/api/outbox", params={"channel": channel, "to": to}
    ).json()  # type: ignore[no-any-return]


async def test_save_then_resume_by_code_on_another_device(
    api: httpx.AsyncClient, sandbox_url: str
) -> None:
    started = await start(api, emailAddress="salva.bozza@gmail.com")
    auth = {"b2b-authorization": started["token"]}
    saved = await api.post(
        "/main/api/draft/create", headers=auth, json={"draftId": started["applicationId"]}
    )
    assert saved.status_code == 200, saved.text
    code = saved.json()["code"]
    # Read aloud and typed on a phone: four groups of four, no look-alikes.
    assert re.fullmatch(r"([0-9A-HJKMNP-TV-Z]{4}-){3}[0-9A-HJKMNP-TV-Z]{4}", code), code

    [mail] = [
        m for m in outbox(sandbox_url, "email", "SALVA.BOZZA@GMAIL.COM") if m["kind"] == "BOZZADS"
    ]
    assert code in mail["body"] and f"/main/resume?code={code}" in mail["body"]

    # Typed in lower case, without the dashes and with an O for a zero, it still opens.
    typed = code.replace("-", " ").lower().replace("0", "o")
    resumed = await api.post("/main/api/draft/resume", json={"code": typed})
    assert resumed.status_code == 200, resumed.text
    body = resumed.json()
    assert body["applicationId"] == started["applicationId"]
    # Saved on the offer page, before any SECCI: back to the offer choice, where the person
    # can go on (not to a page that renews a SECCI never made).
    assert body["snapshot"]["route"] == "/offerta"
    assert body["snapshot"]["informazioniBase"]["emailAddress"] == "SALVA.BOZZA@GMAIL.COM"

    # The new device's token works; the old one no longer does.
    new = {"b2b-authorization": body["token"]}
    url = f"/main/api/applications/{started['applicationId']}"
    assert (await api.get(url, headers=new)).status_code == 200
    old = await api.get(url, headers=auth)
    # The first device is told what happened and how to go on there, not "an error".
    assert old.status_code == 401 and old.json()["code"] == "resumed_elsewhere"
    assert old.json()["message"] == messages.RIPRESA_ALTRO_DISPOSITIVO


async def test_resume_by_the_draft_link_of_the_secci_email(
    api: httpx.AsyncClient, sandbox_url: str
) -> None:
    started = await start(api, emailAddress="link.bozza@gmail.com")
    app_id, auth = started["applicationId"], {"b2b-authorization": started["token"]}
    offer = started["snapshot"]["simulation"]["codOfferta"]["prgSimul"]  # type: ignore[index]
    chosen = await api.post(
        f"/main/api/applications/{app_id}/offer", headers=auth, json={"offer": {"prgSimul": offer}}
    )
    assert chosen.status_code == 200, chosen.text

    [mail] = [
        m for m in outbox(sandbox_url, "email", "LINK.BOZZA@GMAIL.COM") if m["kind"] == "SECCIDS"
    ]
    found = re.search(r"/main/resume\?draft=([a-z0-9]+)", mail["body"])
    assert found, mail["body"]
    # The link carries its own secret, never the workflow id support staff and the CRM see.
    assert app_id not in mail["body"] and app_id.removeprefix("loan-") not in found.group(1)

    resumed = await api.post("/main/api/draft/resume", json={"draftId": found.group(1)})
    assert resumed.status_code == 200, resumed.text
    assert resumed.json()["applicationId"] == app_id


async def test_the_workflow_id_alone_resumes_nothing(api: httpx.AsyncClient) -> None:
    started = await start(api)
    app_id, auth = started["applicationId"], {"b2b-authorization": started["token"]}
    response = await api.post("/main/api/draft/resume", json={"draftId": app_id})
    assert response.status_code == 404
    assert "token" not in response.json() and "snapshot" not in response.json()
    # And the applicant is not logged out by someone trying.
    assert (await api.get(f"/main/api/applications/{app_id}", headers=auth)).status_code == 200


async def test_unknown_code_or_draft_is_bozza_non_trovata(api: httpx.AsyncClient) -> None:
    for body in ({"code": "nope"}, {"draftId": "loan-unknown"}):
        response = await api.post("/main/api/draft/resume", json=body)
        assert response.status_code == 404
        assert response.json()["message"] == messages.BOZZA_NON_TROVATA
    assert (await api.post("/main/api/draft/resume", json={})).status_code == 422


async def test_an_expired_draft_answers_410_with_the_tracking_page(
    api: httpx.AsyncClient, settings: Settings
) -> None:
    started = await start(api)
    with session_factory(make_engine(settings.database_url)).begin() as session:
        upsert_application(session, started["applicationId"], status="expired")
    assert settings.token_secret is not None
    link = draft_link_token(settings.token_secret.get_secret_value(), started["applicationId"])
    response = await api.post("/main/api/draft/resume", json={"draftId": link})
    assert response.status_code == 410
    body = response.json()
    assert body["error"] == {"status": 410}
    assert body["data"]["url"] == "/main/typ?esito=tracking-pratica-scaduto"


async def test_resume_by_request_number_needs_the_sms_code(
    api: httpx.AsyncClient, settings: Settings, sandbox_url: str
) -> None:
    started = await start(api, mobilePhone="3479876543")
    with session_factory(make_engine(settings.database_url)).begin() as session:
        # The request number arrives when the pratica is created (a later step of the journey).
        upsert_application(session, started["applicationId"], request_number="87654321")
    ask = {"request_number": "87654321", "fiscal_code": mario_rossi().fiscalCode}

    wrong_person = await api.post(
        "/main/api/draft/number", json={**ask, "fiscal_code": "BNCGLI92D43H501T"}
    )
    sent = await api.post("/main/api/draft/number", json=ask)
    # Unknown and known pairs get the same answer: the lookup tells nobody which exist.
    assert (sent.status_code, sent.json()) == (wrong_person.status_code, wrong_person.json())
    assert sent.status_code == 202
    [sms] = outbox(sandbox_url, "sms", "+393479876543")[:1]
    unknown = await api.post(
        "/main/api/draft/number/verify",
        json={**ask, "fiscal_code": "BNCGLI92D43H501T", "otp": "123456"},
    )
    assert unknown.status_code == 422 and unknown.json()["message"] == messages.OTP_NON_VALIDO
    otp = re.search(r"\b(\d{6})\b", sms["body"]).group(1)  # type: ignore[union-attr]

    wrong = await api.post(
        "/main/api/draft/number/verify",
        json={**ask, "otp": "000000" if otp != "000000" else "111111"},
    )
    assert wrong.status_code == 422 and wrong.json()["message"] == messages.OTP_NON_VALIDO
    right = await api.post("/main/api/draft/number/verify", json={**ask, "otp": otp})
    assert right.status_code == 200, right.text
    assert right.json()["snapshot"]["route"] == "/firma/carica"  # §2 rule 1: an 8-digit number


async def test_a_secci_not_of_today_is_renewed_then_confirmed(api: httpx.AsyncClient) -> None:
    from tests.api.test_journey_part1 import PREFIX

    started = await start(api)
    app_id, auth = started["applicationId"], {"b2b-authorization": started["token"]}
    offer = started["snapshot"]["simulation"]["codOfferta"]
    await api.post(
        f"{PREFIX}/{app_id}/offer", headers=auth, json={"offer": {"prgSimul": offer["prgSimul"]}}
    )
    first = (await api.get(f"{PREFIX}/{app_id}", headers=auth)).json()["secci"]

    renewed = await api.post(f"{PREFIX}/{app_id}/secci-renewal", headers=auth, json={})
    assert renewed.status_code == 200, renewed.text
    snapshot = renewed.json()["snapshot"]
    assert snapshot["route"] == "/secci"
    assert snapshot["secci"]["date"] > first["date"]
    confirmed = await api.post(
        f"{PREFIX}/{app_id}/secci", headers=auth, json={"confirmation": {"letto": True}}
    )
    assert confirmed.json()["snapshot"]["route"] == "/informazioni-personali"


async def test_no_renewal_without_an_offer(api: httpx.AsyncClient) -> None:
    started = await start(api)
    response = await api.post(
        f"/main/api/applications/{started['applicationId']}/secci-renewal",
        headers={"b2b-authorization": started["token"]},
        json={},
    )
    assert response.status_code == 409


async def test_a_half_filled_personal_data_form_is_kept_in_the_draft(
    api: httpx.AsyncClient,
) -> None:
    from tests.api.test_journey_part1 import PREFIX

    started = await start(api)
    app_id, auth = started["applicationId"], {"b2b-authorization": started["token"]}
    offer = started["snapshot"]["simulation"]["codOfferta"]
    await api.post(
        f"{PREFIX}/{app_id}/offer", headers=auth, json={"offer": {"prgSimul": offer["prgSimul"]}}
    )
    await api.post(f"{PREFIX}/{app_id}/secci", headers=auth, json={"confirmation": {"letto": True}})

    half = {"residenza": {"attuale": {"provincia": "MI", "comune": "Milano"}}}
    saved = await api.post(
        "/main/api/draft/create",
        headers=auth,
        json={"draftId": app_id, "informazioniPersonali": half},
    )
    assert saved.status_code == 200, saved.text
    resumed = (await api.post("/main/api/draft/resume", json={"code": saved.json()["code"]})).json()
    attuale = resumed["snapshot"]["informazioniPersonali"]["residenza"]["attuale"]
    assert (attuale["provincia"], attuale["comune"], attuale["indirizzo"]) == ("MI", "Milano", "")


async def test_marketing_parameters_travel_with_the_application(api: httpx.AsyncClient) -> None:
    from tests.api.test_applications import start_body

    body = {**start_body(), "marketing": {"gclid_unknown": "x"}}
    assert (await api.post("/main/api/applications", json=body)).status_code == 422
    body = {**start_body(), "marketing": {"msclkid": "abc", "timestamp": "2026-11-22T10:00:00Z"}}
    response = await api.post("/main/api/applications", json=body)
    assert response.status_code == 200


async def test_resuming_elsewhere_shuts_out_the_phone_of_the_documents_step(
    api: httpx.AsyncClient,
) -> None:
    """The applicant resumes on another device to shut out one left behind: the phone that
    device handed the documents to, and the codes of its QRs not yet opened, stop too."""
    from tests.api.test_documents import PREFIX, jpeg, to_documents

    app_id, auth = await to_documents(api)
    link = (await api.post(f"{PREFIX}/{app_id}/mobile-link", headers=auth, json={})).json()
    phone = await api.post("/main/api/mobile/session", json={"code": link["code"]})
    phone_token = {"b2b-authorization": phone.json()["token"]}
    assert (await api.get("/main/api/mobile/documents", headers=phone_token)).status_code == 200
    unopened = (await api.post(f"{PREFIX}/{app_id}/mobile-link", headers=auth, json={})).json()

    saved = await api.post("/main/api/draft/create", headers=auth, json={"draftId": app_id})
    resumed = await api.post("/main/api/draft/resume", json={"code": saved.json()["code"]})
    assert resumed.status_code == 200, resumed.text
    left_behind = await api.get(f"{PREFIX}/{app_id}", headers=auth)
    assert left_behind.json()["code"] == "resumed_elsewhere"

    cards = await api.get("/main/api/mobile/documents", headers=phone_token)
    assert cards.status_code == 401
    upload = await api.post(
        "/main/api/mobile/documents/IDE/fronte",
        headers=phone_token,
        data={"code": "DIG"},
        files={"file": ("documento.jpg", jpeg(), "image/jpeg")},
    )
    assert upload.status_code == 401
    late = await api.post("/main/api/mobile/session", json={"code": unopened["code"]})
    assert late.status_code == 410
    # The device that resumed hands off to a phone of its own as before.
    here = {"b2b-authorization": resumed.json()["token"]}
    new_link = (await api.post(f"{PREFIX}/{app_id}/mobile-link", headers=here, json={})).json()
    new_phone = await api.post("/main/api/mobile/session", json={"code": new_link["code"]})
    new_token = {"b2b-authorization": new_phone.json()["token"]}
    assert (await api.get("/main/api/mobile/documents", headers=new_token)).status_code == 200
