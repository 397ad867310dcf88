"""SPID in Chromium (issue 15): the offer on /documenti, the sandbox's eID gateway on its own
origin and back, the identity to confirm on /spid/documenti; failed logins told and counted; a
draft saved there resumed there. By the labels a person reads."""

import re
from typing import Any

from playwright.async_api import Browser, Locator, Page, Route, expect

from journey import messages
from tests.browser.conftest import assert_accessible
from tests.browser.journey import STEP_TIMEOUT, page_snapshot, screenshot
from tests.browser.test_documents import at_documents

SPID_OFFER = re.compile(r"^Entra con SPID")
FROM_SPID = "Dati forniti dalla tua identità SPID: non si possono modificare."
# Every value SPID released, which the server refuses changed (DATO_SPID_NON_MODIFICABILE).
RELEASED = (
    "Cognome",
    "Nome",
    "Data di nascita",
    "Codice fiscale",
    "Numero documento",
    "Comune di rilascio",
    "Data di rilascio",
    "Data di scadenza",
)
DECLINE = "Carica invece i tuoi documenti"
BUSTA_PAGA = "/main/documenti/giustificativo-del-reddito/busta-paga"


async def confirm_refused(page: Page, live_server: str, field: str, message: str) -> Locator:
    """ "Conferma" on /spid/documenti answered with a refusal of one value SPID gave (as the
    document check could answer; stood in for here): the error summary, focused."""
    refusal = {
        "ok": False,
        "errors": {f"values.{field}": message},
        "snapshot": await page_snapshot(page, live_server),
    }

    async def refuse(route: Route) -> None:
        await route.fulfill(json=refusal)

    await page.route("**/spid/confirmation", refuse)
    try:
        await page.get_by_label("Provincia di rilascio", exact=True).fill("MI")
        await page.get_by_role("button", name="Conferma", exact=True).click()
        summary = page.get_by_role("alert").filter(has_text=message)
        await expect(summary).to_be_focused(timeout=STEP_TIMEOUT)
    finally:
        await page.unroute("**/spid/confirmation")
    return summary


async def assert_no_horizontal_scroll(page: Page) -> None:
    """Nothing runs off the side at the page's width."""
    overflow = await page.evaluate(
        "() => document.documentElement.scrollWidth - document.documentElement.clientWidth"
    )
    assert overflow <= 0, f"{overflow}px of horizontal scroll at 320px"


async def choose_spid(page: Page, base: str) -> None:
    """The card on /documenti, then /spid."""
    await page.get_by_role("link", name=SPID_OFFER).click()
    await expect(page).to_have_url(f"{base}/main/spid", timeout=STEP_TIMEOUT)


async def login_on_gateway(page: Page, choice: str) -> None:
    """The button "Entra con SPID" on /spid, then `choice` on the gateway's own page."""
    await page.get_by_role("button", name="Entra con SPID", exact=True).click()
    await page.wait_for_url(re.compile(r"/eidg/authorize\?"), timeout=STEP_TIMEOUT)
    await page.get_by_role("button", name=re.compile(rf"^{re.escape(choice)}")).click()


def slot_statuses(snapshot: dict[str, Any]) -> dict[str, str]:
    return {slot["category"]: slot["status"] for slot in snapshot["documenti"]["slots"]}


async def test_spid_login_confirmed_on_its_page_proves_identity(
    page: Page, live_server: str
) -> None:
    await at_documents(live_server, page)
    await expect(page.get_by_role("link", name=SPID_OFFER)).to_be_visible()
    await choose_spid(page, live_server)
    await expect(page.get_by_role("heading", name="Come funziona")).to_be_visible()
    await assert_accessible(page)
    await screenshot(page, "spid")

    await login_on_gateway(page, "Mario Rossi")
    # A full load from the gateway's redirect: the tab's session brings the application back.
    await expect(page).to_have_url(f"{live_server}/main/spid/documenti", timeout=STEP_TIMEOUT)
    await expect(page.get_by_role("heading", name="Controlla i tuoi dati")).to_be_visible(
        timeout=STEP_TIMEOUT
    )
    for shown in ("RSSMRA85T10F205R", "10/12/1985", "CA12345AB", "MILANO", "10/12/2031"):
        await expect(page.get_by_text(shown, exact=True)).to_be_visible()
    # What SPID released is shown, said to be SPID's, and offers nothing to type into: the
    # province of issue is the one field.
    await expect(page.get_by_text(FROM_SPID)).to_have_count(2)
    for label in RELEASED:
        await expect(page.get_by_role("textbox", name=label, exact=True)).to_have_count(0)
    await expect(page.locator("main").get_by_role("textbox")).to_have_count(1)
    await assert_accessible(page)
    await screenshot(page, "spid-documenti-1280")

    # A reload stays on the page, with SPID's data.
    await page.reload()
    await expect(page.get_by_text("CA12345AB", exact=True)).to_be_visible(timeout=STEP_TIMEOUT)
    await expect(page).to_have_url(f"{live_server}/main/spid/documenti")

    # 320 px: nothing runs off the side (the way on at the foot either).
    await page.set_viewport_size({"width": 320, "height": 800})
    await expect(page.get_by_label("Provincia di rilascio", exact=True)).to_be_visible()
    await expect(page.get_by_role("button", name=DECLINE)).to_be_visible()
    await assert_no_horizontal_scroll(page)
    await screenshot(page, "spid-documenti-320")

    # A refusal of the number SPID gave (as controlloDocumento could answer; stood in for here, the
    # sandbox's document passes): still nothing to type it into, said on SPID's value, which the
    # summary's link reaches.
    summary = await confirm_refused(
        page, live_server, "numeroDocumento", messages.NUMERO_DOCUMENTO_NON_VALIDO
    )
    await expect(page.get_by_role("textbox", name="Numero documento", exact=True)).to_have_count(0)
    link = summary.get_by_role("link")
    await link.click()
    number = page.locator(await link.get_attribute("href") or "#missing")
    await expect(number).to_be_focused()
    await expect(number).to_contain_text("CA12345AB")
    await expect(number).to_contain_text(messages.NUMERO_DOCUMENTO_NON_VALIDO)
    await assert_accessible(page)
    await screenshot(page, "spid-documenti-rifiutato-320")
    await page.set_viewport_size({"width": 1280, "height": 900})
    await screenshot(page, "spid-documenti-rifiutato-1280")

    # What SPID does not carry is typed: the province of issue.
    await page.get_by_label("Provincia di rilascio", exact=True).fill("MI")
    await page.get_by_role("button", name="Conferma", exact=True).click()
    await expect(page).to_have_url(f"{live_server}{BUSTA_PAGA}", timeout=STEP_TIMEOUT)
    snapshot = await page_snapshot(page, live_server)
    statuses = slot_statuses(snapshot)
    assert statuses["IDE"] == "confermato" and statuses["CFR"] == "confermato"
    assert snapshot["spid"]["confirmed"] is True
    identity_card = next(s for s in snapshot["documenti"]["slots"] if s["category"] == "IDE")
    assert identity_card["values"]["provinciaRilascio"] == "MI"
    # SPID's own values stand on the confirmed card.
    assert {k: identity_card["values"][k] for k in ("cognome", "nome", "numeroDocumento")} == {
        "cognome": "ROSSI",
        "nome": "MARIO",
        "numeroDocumento": "CA12345AB",
    }


async def test_spid_of_another_person_is_refused_and_can_be_tried_again(
    page: Page, live_server: str
) -> None:
    await at_documents(live_server, page)
    await choose_spid(page, live_server)
    await login_on_gateway(page, "Giulia Bianchi")
    await expect(page).to_have_url(
        f"{live_server}/main/spid?errore=codice-fiscale", timeout=STEP_TIMEOUT
    )
    alert = page.get_by_role("alert").filter(has_text=messages.SPID_CODICE_FISCALE_DIVERSO)
    await expect(alert).to_be_visible(timeout=STEP_TIMEOUT)
    await expect(alert).to_contain_text("Puoi riprovare ancora una volta")
    assert (await page_snapshot(page, live_server))["spid"]["errorCounter"] == 1
    await assert_accessible(page)
    await screenshot(page, "spid-errore")

    # A reload keeps /spid and what went wrong.
    await page.reload()
    await expect(alert).to_be_visible(timeout=STEP_TIMEOUT)
    await expect(page).to_have_url(f"{live_server}/main/spid?errore=codice-fiscale")

    # Back to the documents: SPID is still offered there, and a second try goes through.
    await page.get_by_role("link", name="Torna ai documenti").click()
    await expect(page).to_have_url(f"{live_server}/main/documenti", timeout=STEP_TIMEOUT)
    await choose_spid(page, live_server)
    await login_on_gateway(page, "Mario Rossi")
    await expect(page).to_have_url(f"{live_server}/main/spid/documenti", timeout=STEP_TIMEOUT)
    await expect(page.get_by_text("RSSMRA85T10F205R", exact=True)).to_be_visible(
        timeout=STEP_TIMEOUT
    )


async def test_two_spid_errors_close_spid(page: Page, live_server: str) -> None:
    await at_documents(live_server, page)
    await choose_spid(page, live_server)
    await login_on_gateway(page, "Annulla")
    await expect(page).to_have_url(f"{live_server}/main/spid?errore=accesso", timeout=STEP_TIMEOUT)
    await expect(page.get_by_role("alert").filter(has_text=messages.SPID_ERRORE)).to_be_visible(
        timeout=STEP_TIMEOUT
    )

    # The gateway's failure is fatal (§4): the SPID path closes at once.
    await login_on_gateway(page, "Errore del gateway")
    snapshot_route = "/main/onfido"
    # The sandbox's partner configuration has on_fido on: the remote identity check (§2), whose
    # page is not built yet; with it off the route is /documenti/documenti-personali, which says
    # why SPID is gone (web unit tests).
    await expect(page).to_have_url(f"{live_server}{snapshot_route}", timeout=STEP_TIMEOUT)
    snapshot = await page_snapshot(page, live_server)
    assert snapshot["spid"]["errorCounter"] == 2 and snapshot["route"] == "/onfido"

    # /spid is no longer open: the guard sends the applicant back to the server's route.
    await page.goto(f"{live_server}/main/spid")
    await expect(page).to_have_url(f"{live_server}{snapshot_route}", timeout=STEP_TIMEOUT)


async def test_a_draft_saved_on_spid_documenti_resumes_there(
    page: Page, browser: Browser, live_server: str
) -> None:
    await at_documents(live_server, page)
    await choose_spid(page, live_server)
    await login_on_gateway(page, "Mario Rossi")
    await expect(page).to_have_url(f"{live_server}/main/spid/documenti", timeout=STEP_TIMEOUT)
    await page.get_by_role("button", name="Salva e continua più tardi").click()
    code = (await page.get_by_test_id("draft-code").text_content() or "").strip()
    assert code

    other_device = await browser.new_context(locale="it-IT", viewport={"width": 390, "height": 844})
    phone = await other_device.new_page()
    await phone.goto(f"{live_server}/main/resume?code={code}")
    await expect(phone).to_have_url(f"{live_server}/main/spid/documenti", timeout=STEP_TIMEOUT)
    for shown in ("RSSMRA85T10F205R", "CA12345AB", "MILANO"):
        await expect(phone.get_by_text(shown, exact=True)).to_be_visible(timeout=STEP_TIMEOUT)
    await assert_accessible(phone)

    # Confirmed on the other device: the identity cards are done there too.
    await phone.get_by_label("Provincia di rilascio", exact=True).fill("MI")
    await phone.get_by_role("button", name="Conferma", exact=True).click()
    await expect(phone).to_have_url(f"{live_server}{BUSTA_PAGA}", timeout=STEP_TIMEOUT)
    await other_device.close()


async def test_spid_data_that_cannot_be_confirmed_give_way_to_the_documents(
    page: Page, live_server: str
) -> None:
    await at_documents(live_server, page)
    await choose_spid(page, live_server)
    await login_on_gateway(page, "Mario Rossi")
    await expect(page).to_have_url(f"{live_server}/main/spid/documenti", timeout=STEP_TIMEOUT)
    await expect(page.get_by_text("CA12345AB", exact=True)).to_be_visible(timeout=STEP_TIMEOUT)

    # The document check refuses the expiry SPID released (stood in for here: the sandbox's card
    # is valid), which cannot be changed: the way on comes right after the summary.
    await confirm_refused(page, live_server, "dataScadenza", messages.DOCUMENTO_SCADUTO)
    await expect(page.get_by_role("textbox", name="Data di scadenza", exact=True)).to_have_count(0)
    way_on = page.get_by_role("region", name="Non puoi correggere i dati forniti da SPID")
    await expect(way_on).to_be_visible()
    await expect(way_on.get_by_role("button", name=DECLINE)).to_be_visible()
    await assert_accessible(page)
    await screenshot(page, "spid-documenti-scaduto-1280")
    await page.set_viewport_size({"width": 320, "height": 800})
    await expect(way_on.get_by_role("button", name=DECLINE)).to_be_visible()
    await assert_no_horizontal_scroll(page)
    await screenshot(page, "spid-documenti-scaduto-320")

    # SPID put aside for good: the sandbox's partner offers the remote check, the way on.
    await way_on.get_by_role("button", name=DECLINE).click()
    await expect(page).to_have_url(f"{live_server}/main/onfido", timeout=STEP_TIMEOUT)
    await expect(page.get_by_role("heading", name="Verifica la tua identità online")).to_be_visible(
        timeout=STEP_TIMEOUT
    )
    await assert_accessible(page)
    snapshot = await page_snapshot(page, live_server)
    assert snapshot["route"] == "/onfido" and snapshot["spid"]["confirmed"] is False
    assert snapshot["spid"]["errorCounter"] >= 2

    # /spid/documenti is no longer open: back to the server's route.
    await page.goto(f"{live_server}/main/spid/documenti")
    await expect(page).to_have_url(f"{live_server}/main/onfido", timeout=STEP_TIMEOUT)
