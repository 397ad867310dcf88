"""Drafts (issue 6): save on a step, resume on another device by link, code or request number."""

import re

from playwright.async_api import Browser, Page, expect

from journey import messages
from runtime.settings import Settings
from store.applications import upsert_application
from store.db import make_engine, session_factory
from store.drafts import draft_link_token
from tests.browser.conftest import assert_accessible
from tests.browser.journey import (
    STEP_TIMEOUT,
    WRONG_CIN_IBAN,
    ApiJourney,
    choose_offer_and_confirm_secci,
    fill_light_form,
    fill_personal_data,
    outbox,
    screenshot,
    submit_light_form,
)


def set_index(settings: Settings, application_id: str, **values: str) -> None:
    with session_factory(make_engine(settings.database_url)).begin() as session:
        upsert_application(session, application_id, **values)


async def test_save_on_personal_data_and_resume_on_another_device(
    page: Page, browser: Browser, live_server: str, sandbox_url: str
) -> None:
    await page.goto(f"{live_server}/main/")
    await fill_light_form(page, email="bozza.browser@gmail.com")
    await submit_light_form(page)
    await choose_offer_and_confirm_secci(page, live_server)
    # What the back office has already checked is kept with the draft, mistakes included.
    await fill_personal_data(page, iban=WRONG_CIN_IBAN)
    await page.get_by_role("button", name="Continua", exact=True).click()
    iban = page.locator('[name="coordinateBancarie.iban"]')
    await expect(iban).to_have_attribute("aria-invalid", "true", timeout=STEP_TIMEOUT)

    await page.get_by_role("button", name="Salva e continua più tardi").click()
    code = (await page.get_by_test_id("draft-code").text_content() or "").strip()
    assert len(code.replace("-", "")) == 16
    await assert_accessible(page)
    [mail] = [
        m for m in outbox(sandbox_url, "email", "BOZZA.BROWSER@GMAIL.COM") if m["kind"] == "BOZZADS"
    ]
    link = re.search(r"https?://\S+/main/resume\?code=[\w-]+", mail["body"])
    assert link and code in link.group(0)
    path = link.group(0).split("/main/", 1)[1]

    other_device = await browser.new_context(locale="it-IT", viewport={"width": 390, "height": 844})
    phone = await other_device.new_page()
    await phone.goto(f"{live_server}/main/{path}")
    await expect(phone).to_have_url(
        f"{live_server}/main/informazioni-personali", timeout=STEP_TIMEOUT
    )
    restored = {
        "residenza.attuale.provincia": "Milano (MI)",
        "residenza.attuale.comune": "Milano",
        "residenza.attuale.indirizzo": "Via Roma",
        "residenza.attuale.numeroCivico": "10",
        "residenza.anniResidenza": "5",
        "informazioniDemografiche.cittadinanza": "ITA",
        "informazioniDemografiche.statoCivile": "CON",
        "informazioniDemografiche.membriNucleoFamiliare": "3",
        "informazioniDemografiche.membriConReddito": "2",
        "informazioniProfessionali.settore": "PRI",
        "informazioniProfessionali.occupazione": "01",
        "informazioniProfessionali.tipoAssunzione": "IND",
        "informazioniProfessionali.tipoReddito": "BP",
        "informazioniProfessionali.redditoInCentesimi": "2.500",
        "informazioniProfessionali.mensilita": "13",
        "informazioniProfessionali.anniLavorativi": "8",
        "datoreLavoro.nome": "Acme Italia S.p.A.",
        "datoreLavoro.comune": "Milano",
        "datoreLavoro.indirizzo": "Via Torino 5",
        "datoreLavoro.cap": "20123",
        "coordinateBancarie.iban": "IT64 Y054 2811 1010 0000 0123 456",
        "coordinateBancarie.aperturaConto": "03/2015",
    }
    for name, value in restored.items():
        await expect(phone.locator(f'[name="{name}"]')).to_have_value(value)
    await expect(
        phone.locator('[name="informazioniDemografiche.politicamenteEsposto"][value="N"]')
    ).to_be_checked()
    await assert_accessible(phone)
    await screenshot(phone, "bozza-ripresa-390")
    await other_device.close()

    # The first device's token stopped working when the draft was opened elsewhere: it says so.
    await page.reload()
    await expect(page).to_have_url(
        f"{live_server}/main/resume?ripresa=altro-dispositivo", timeout=STEP_TIMEOUT
    )
    await expect(page.get_by_text(messages.RIPRESA_ALTRO_DISPOSITIVO)).to_be_visible()


def draft_link(settings: Settings, application_id: str) -> str:
    """The secret the e-mails' draft link carries (/resume?draft=...)."""
    assert settings.token_secret is not None
    return draft_link_token(settings.token_secret.get_secret_value(), application_id)


async def test_a_draft_saved_on_the_secci_page_resumes_on_that_secci(
    page: Page, live_server: str, settings: Settings
) -> None:
    journey = await ApiJourney.start(live_server)
    await journey.choose_offer()
    saved = await journey.save_draft()
    link = draft_link(settings, journey.application_id)
    await page.goto(f"{live_server}/main/resume?draft={link}")
    # The SECCI is of today: nothing to renew, the person reads and confirms it (issue 13.1).
    await expect(page).to_have_url(f"{live_server}/main/secci", timeout=STEP_TIMEOUT)
    await assert_accessible(page)
    await page.get_by_label("Ho letto il documento SECCI").check()
    await page.get_by_role("button", name="Conferma e continua").click()
    await expect(page).to_have_url(
        f"{live_server}/main/informazioni-personali", timeout=STEP_TIMEOUT
    )
    assert saved["code"]


async def test_a_draft_saved_on_the_offer_page_resumes_on_the_offer(
    page: Page, live_server: str, settings: Settings
) -> None:
    journey = await ApiJourney.start(live_server)
    await journey.save_draft()
    await page.goto(
        f"{live_server}/main/resume?draft={draft_link(settings, journey.application_id)}"
    )
    await expect(page).to_have_url(f"{live_server}/main/offerta", timeout=STEP_TIMEOUT)
    await page.get_by_role("button", name="Scegli questa offerta").first.click()
    await expect(page).to_have_url(f"{live_server}/main/secci", timeout=STEP_TIMEOUT)


async def test_resume_by_request_number_after_the_sms_code(
    page: Page, live_server: str, sandbox_url: str, settings: Settings
) -> None:
    journey = await ApiJourney.start(live_server, mobilePhone="3471112233")
    # The request number arrives with the pratica, a later step: set in the index here.
    set_index(settings, journey.application_id, request_number="12345678")

    await page.goto(f"{live_server}/main/resume")
    await assert_accessible(page)
    await page.get_by_label("Numero pratica").fill("12345678")
    await page.get_by_label("Codice fiscale").fill("rssmra85t10f205r")
    await page.get_by_role("button", name="Inviami il codice").click()
    otp_field = page.get_by_label("Codice SMS")
    await expect(otp_field).to_be_visible(timeout=STEP_TIMEOUT)
    [sms] = outbox(sandbox_url, "sms", "+393471112233")[:1]
    otp = re.search(r"\b(\d{6})\b", sms["body"]).group(1)  # type: ignore[union-attr]

    await otp_field.fill("000000" if otp != "000000" else "111111")
    await page.get_by_role("button", name="Verifica e riprendi").click()
    await expect(page.get_by_text("OTP non valido").first).to_be_visible(timeout=STEP_TIMEOUT)
    await assert_accessible(page)

    await otp_field.fill(otp)
    await page.get_by_role("button", name="Verifica e riprendi").click()
    # §2 rule 1: a request number of 8 digits resumes at the signing page.
    await expect(page).to_have_url(f"{live_server}/main/firma/carica", timeout=STEP_TIMEOUT)
    await assert_accessible(page)


async def test_unknown_expired_and_missing_drafts_land_where_the_spec_says(
    page: Page, live_server: str, settings: Settings
) -> None:
    await page.goto(f"{live_server}/main/resume?code=codice-sconosciuto")
    await expect(page).to_have_url(
        f"{live_server}/main/simulatore?bozza=non-trovata", timeout=STEP_TIMEOUT
    )
    await expect(page.get_by_role("alert")).to_contain_text("Bozza non trovata")
    await assert_accessible(page)

    await page.goto(f"{live_server}/main/resume?draft=loan-sconosciuto")
    await expect(page).to_have_url(
        f"{live_server}/main/simulatore?bozza=non-trovata", timeout=STEP_TIMEOUT
    )

    journey = await ApiJourney.start(live_server)
    set_index(settings, journey.application_id, status="expired")
    await page.goto(
        f"{live_server}/main/resume?draft={draft_link(settings, journey.application_id)}"
    )
    await expect(page).to_have_url(
        f"{live_server}/main/typ?esito=tracking-pratica-scaduto", timeout=STEP_TIMEOUT
    )
    await assert_accessible(page)
