"""After the signature in Chromium (spec §2 /anomalie): the signed request followed in its
anomaly area, an anomaly the back office's operator raises, resumed on another device and
corrected there with new photos of the document; the area opened without the request (resumed,
back on the anomaly page first opened), at an address of no page, and on a document no longer to
correct; by the labels a person reads."""

import re
from pathlib import Path

import httpx
from playwright.async_api import Browser, Locator, Page, expect

from journey import messages
from recognition.models import DocumentKind, Side
from tests.browser.conftest import assert_accessible
from tests.browser.journey import STEP_TIMEOUT, screenshot
from tests.browser.test_320px import NARROW, assert_fits
from tests.browser.test_documents import assert_one_line_each, label_lines
from tests.browser.test_firma import (
    FISCAL_CODE,
    at_summary,
    codes_sent,
    decided,  # noqa: F401 (fixture)
    read_accept_and_ask_for_the_code,
    send_request,
    signed,
    type_code,
)
from tests.utils.documents import mario_rossi_person, photos

DESKTOP = {"width": 1280, "height": 900}
PHONE = {"width": 390, "height": 844}
SIDEWAYS = {"width": 600, "height": 360}  # a phone held sideways
HEALTH_CARD = "Tessera sanitaria"  # the checklist's name of the document (desCategoria)
SEND = "Invia il documento"
SIGNED_CONTRACT = "Scarica il contratto firmato (PDF)"


def raise_anomaly(sandbox_url: str, number: str, state: str = "G") -> None:
    """The provider's operator refuses the health card of the request (§5: G or N)."""
    anomaly = {"numPratica": number, "codDocumento": "CF", "codStato": state}
    raised = httpx.post(f"{sandbox_url}/operator/api/anomalies", json=anomaly)
    assert raised.is_success, raised.text


def anomaly_card(page: Page) -> Locator:
    return page.get_by_role("link", name=re.compile(f"^{HEALTH_CARD}"))


def signed_contract(page: Page) -> Locator:
    """The signed contract's download link, once its PDF has come (a busy button before)."""
    return page.get_by_role("link", name=SIGNED_CONTRACT, exact=True)


async def choose(page: Page, side: str, path: Path) -> None:
    """ "Scegli un file" (or "Scegli un altro file") of one side, and the file in the dialog."""
    name = re.compile(rf"^Scegli un (altro )?file \({side}, {HEALTH_CARD}\)$")
    async with page.expect_file_chooser() as chooser:
        await page.get_by_role("button", name=name).click()
    await (await chooser.value).set_files(str(path))
    group = page.get_by_role("group", name=side, exact=True)
    await expect(group.get_by_text(f"File scelto: {path.name}")).to_be_visible()


async def assert_two_even_lines(page: Page, label: str) -> None:
    """A label too long for one line at this width ("Scarica il contratto firmato (PDF)" needs
    348 px, a card at 320 px leaves 248): two lines, each centred in its button, neither a word
    left alone (the shorter at least half the longer), set close together."""
    [button] = [button for button in await label_lines(page) if button["label"] == label]
    lines = button["lines"]
    assert len(lines) == 2, f"{label}: {len(lines)} lines"
    for line in lines:
        before, after = line["left"] - button["left"], button["right"] - line["right"]
        assert abs(before - after) <= 6, f"{label}: a line not centred ({before:.0f}, {after:.0f})"
    widths = sorted(line["right"] - line["left"] for line in lines)
    assert widths[0] >= widths[1] / 2, f"{label}: uneven lines {widths}"
    assert button["lineHeight"] <= 1.4 * button["fontSize"], f"{label}: lines set apart"


async def signed_request(
    page: Page, live_server: str, sandbox_url: str, tmp_path: Path, decisions: list[str]
) -> str:
    """A request sent and signed, on its signed summary: its number."""
    await at_summary(live_server, page, tmp_path)
    number = await send_request(page, live_server, decisions)
    await read_accept_and_ask_for_the_code(page)
    await type_code(page, codes_sent(sandbox_url)[0])
    await signed(page, live_server)
    return number


async def resume_by_number(page: Page, base: str, sandbox_url: str, number: str) -> None:
    """Another device: the resume page, then its form."""
    await page.goto(f"{base}/main/resume")
    await resume_on_this_page(page, sandbox_url, number)


async def resume_on_this_page(page: Page, sandbox_url: str, number: str) -> None:
    """The resume page's form: the request number, the fiscal code and the code sent by SMS."""
    await page.get_by_label("Numero pratica").fill(number)
    await page.get_by_label("Codice fiscale").fill(FISCAL_CODE)
    await page.get_by_role("button", name="Inviami il codice").click()
    await expect(page.get_by_label("Codice SMS")).to_be_visible(timeout=STEP_TIMEOUT)
    await page.get_by_label("Codice SMS").fill(codes_sent(sandbox_url)[0])
    await page.get_by_role("button", name="Verifica e riprendi").click()


async def test_a_signed_request_is_followed_and_its_anomaly_corrected_on_another_device(
    page: Page,
    browser: Browser,
    live_server: str,
    sandbox_url: str,
    tmp_path: Path,
    decided: list[str],  # noqa: F811
) -> None:
    number = await signed_request(page, live_server, sandbox_url, tmp_path, decided)

    # From the signed summary to the anomaly area: nothing to correct, the documents in review.
    await page.set_viewport_size(NARROW)
    await expect(signed_contract(page)).to_be_visible(timeout=STEP_TIMEOUT)
    await assert_fits(page, "firma-riepilogo-segui")
    await assert_two_even_lines(page, SIGNED_CONTRACT)
    await page.set_viewport_size(DESKTOP)
    await page.get_by_role("link", name=re.compile("^Segui la tua richiesta")).click()
    await expect(page).to_have_url(f"{live_server}/main/anomalie", timeout=STEP_TIMEOUT)
    await expect(page.get_by_role("heading", level=1)).to_have_text("La tua richiesta")
    await expect(page.get_by_text(messages.RICHIESTA_IN_VALUTAZIONE)).to_be_visible()
    await expect(page.get_by_text("Nessun documento da correggere")).to_be_visible()
    await expect(page.get_by_text(number, exact=True)).to_be_visible()
    await expect(page.get_by_text("Ultimo aggiornamento")).to_be_visible()
    await expect(page.get_by_test_id("in-verifica")).to_contain_text(HEALTH_CARD)
    await assert_accessible(page)
    await expect(signed_contract(page)).to_be_visible(timeout=STEP_TIMEOUT)
    await assert_one_line_each(page)
    await screenshot(page, "anomalie-nessuna-1280")

    raise_anomaly(sandbox_url, number)

    other = await browser.new_context(locale="it-IT", viewport=NARROW)
    try:
        phone = await other.new_page()
        await resume_by_number(phone, live_server, sandbox_url, number)
        # A signed request resumes in its anomaly area, the new anomaly on its card.
        await expect(phone).to_have_url(f"{live_server}/main/anomalie", timeout=STEP_TIMEOUT)
        card = anomaly_card(phone)
        await expect(card).to_contain_text(messages.ANOMALIA_DOCUMENTO_NON_VALIDO)
        await expect(phone.get_by_text("Nessun documento da correggere")).to_have_count(0)
        await assert_accessible(phone)
        await expect(signed_contract(phone)).to_be_visible(timeout=STEP_TIMEOUT)
        await assert_fits(phone, "anomalie")
        # The signed contract's link cannot have one line on a phone: two even ones (at 390 px
        # "(PDF)" was left alone on the second); on a phone held sideways, one.
        await assert_two_even_lines(phone, SIGNED_CONTRACT)
        await phone.set_viewport_size(PHONE)
        await assert_two_even_lines(phone, SIGNED_CONTRACT)
        await phone.set_viewport_size(SIDEWAYS)
        await assert_one_line_each(phone)
        await screenshot(phone, "anomalie-600")
        await phone.set_viewport_size(NARROW)
        await phone.reload()
        await expect(card).to_be_visible(timeout=STEP_TIMEOUT)

        await card.click()
        page_url = f"{live_server}/main/anomalie/tessera-sanitaria"
        await expect(phone).to_have_url(page_url, timeout=STEP_TIMEOUT)
        heading = phone.get_by_role("heading", level=1)
        await expect(heading).to_have_text("Carica di nuovo la tessera sanitaria")
        await phone.reload()
        await expect(heading).to_have_text(
            "Carica di nuovo la tessera sanitaria", timeout=STEP_TIMEOUT
        )
        await expect(phone).to_have_url(page_url)
        await expect(phone.get_by_text(messages.ANOMALIA_DOCUMENTO_NON_VALIDO)).to_be_visible()

        # Sent with no file: said on each side, in a summary that takes the focus.
        await phone.get_by_role("button", name=SEND).click()
        summary = phone.get_by_role("alert").filter(has_text="Non è stato possibile inviare")
        await expect(summary).to_be_focused()
        await expect(summary.get_by_role("link")).to_have_count(2)
        await assert_accessible(phone)
        await assert_fits(phone, "anomalia-senza-file")

        mario = mario_rossi_person()
        (tmp_path / "prima").mkdir()
        (tmp_path / "seconda").mkdir()
        first = photos(tmp_path / "prima", DocumentKind.TESSERA_SANITARIA, mario, seed=3)
        await choose(phone, "Fronte", first[Side.FRONTE])
        await choose(phone, "Retro", first[Side.RETRO])
        await assert_accessible(phone)
        await assert_fits(phone, "anomalia-tessera-sanitaria")
        # "Scatta un'altra foto", "Scegli un altro file": each on one line at 320 px.
        await expect(
            phone.get_by_role("button", name=re.compile("^Scatta un'altra foto"))
        ).to_have_count(2)
        await assert_one_line_each(phone)
        await phone.set_viewport_size(DESKTOP)
        await screenshot(phone, "anomalia-tessera-sanitaria-1280")
        await phone.get_by_role("button", name=SEND).click()

        # Back in the area: received, being checked, no longer to correct.
        await expect(phone).to_have_url(f"{live_server}/main/anomalie", timeout=STEP_TIMEOUT)
        notice = phone.get_by_role("status").filter(has_text="Documento inviato")
        await expect(notice).to_contain_text(HEALTH_CARD)
        await expect(notice).to_be_focused()
        await expect(card).to_have_count(0)
        await expect(phone.get_by_text("Nessun documento da correggere")).to_be_visible()
        await expect(phone.get_by_test_id("in-verifica")).to_contain_text(HEALTH_CARD)
        await assert_accessible(phone)
        await screenshot(phone, "anomalie-inviata-1280")

        # Refused again: the very file already sent is not a correction.
        raise_anomaly(sandbox_url, number, "N")
        await phone.reload()
        await expect(card).to_contain_text(
            messages.ANOMALIA_DOCUMENTO_NON_CONFORME, timeout=STEP_TIMEOUT
        )
        # What was said of the last document is not said again.
        await expect(notice).to_have_count(0)
        await screenshot(phone, "anomalie-1280")
        await card.click()
        await expect(phone).to_have_url(page_url, timeout=STEP_TIMEOUT)
        await choose(phone, "Fronte", first[Side.FRONTE])
        second = photos(tmp_path / "seconda", DocumentKind.TESSERA_SANITARIA, mario, seed=4)
        await choose(phone, "Retro", second[Side.RETRO])
        await phone.get_by_role("button", name=SEND).click()
        front = phone.get_by_role("group", name="Fronte", exact=True)
        await expect(front.get_by_text(messages.ANOMALIA_STESSO_FILE)).to_be_visible(
            timeout=STEP_TIMEOUT
        )
        await expect(summary).to_be_focused()
        await expect(phone).to_have_url(page_url)
        await assert_accessible(phone)
        await screenshot(phone, "anomalia-stesso-file-1280")

        await choose(phone, "Fronte", second[Side.FRONTE])
        await phone.get_by_role("button", name=SEND).click()
        await expect(phone).to_have_url(f"{live_server}/main/anomalie", timeout=STEP_TIMEOUT)
        await expect(notice).to_contain_text(HEALTH_CARD)
        await expect(card).to_have_count(0)
    finally:
        await other.close()


async def test_the_area_without_its_request_at_unknown_and_closed_pages(
    page: Page,
    browser: Browser,
    live_server: str,
    sandbox_url: str,
    tmp_path: Path,
    decided: list[str],  # noqa: F811
) -> None:
    number = await signed_request(page, live_server, sandbox_url, tmp_path, decided)

    # "Concludi": the thank-you page, which a reload keeps.
    await page.get_by_role("button", name="Concludi").click()
    await expect(page).to_have_url(f"{live_server}/main/typ", timeout=STEP_TIMEOUT)
    thanks = page.get_by_role("heading", level=1)
    await expect(thanks).to_have_text("Grazie, la tua richiesta è firmata")
    await page.reload()
    await expect(thanks).to_have_text("Grazie, la tua richiesta è firmata", timeout=STEP_TIMEOUT)
    await expect(page).to_have_url(f"{live_server}/main/typ")

    # The back office does not answer: the thank-you page says so, and offers to try again (§4).
    faults = f"{sandbox_url}/operator/api/faults"
    assert httpx.put(faults, json={"error_rate": 1.0}).is_success
    try:
        await page.get_by_role("link", name=re.compile("^Segui la tua richiesta")).click()
        await expect(page).to_have_url(f"{live_server}/main/typ", timeout=STEP_TIMEOUT)
        alert = page.get_by_role("alert").filter(has_text=messages.ERRORE_RECUPERO_RICHIESTA)
        await expect(alert).to_be_visible()
        await expect(thanks).to_have_text("Grazie, la tua richiesta è firmata")
        await assert_accessible(page)
        await page.set_viewport_size(NARROW)
        await assert_fits(page, "typ-anomalie-non-lette")
        await page.set_viewport_size(DESKTOP)
    finally:
        assert httpx.put(faults, json={"error_rate": 0.0}).is_success
    await page.get_by_role("link", name="Riprova a seguire la richiesta").click()
    await expect(page).to_have_url(f"{live_server}/main/anomalie", timeout=STEP_TIMEOUT)
    await expect(page.get_by_text("Nessun documento da correggere")).to_be_visible()
    # Being checked, for a customer whose identity SPID proved too: nothing says "received".
    await expect(page.get_by_text("Li stiamo controllando:")).to_be_visible()

    # An address under the area that is none of its pages: the app's not-found page, whose way
    # back is the area ('Anomalia non gestita' is said only of a document type with no page).
    for unknown in ("documento-sconosciuto", "busta-paga", "tessera-sanitaria/extra"):
        await page.goto(f"{live_server}/main/anomalie/{unknown}")
        await expect(page.get_by_role("heading", level=1)).to_have_text(
            "Pagina non trovata", timeout=STEP_TIMEOUT
        )
        await expect(page.get_by_text(messages.ANOMALIA_NON_GESTITA)).to_have_count(0)
    await assert_accessible(page)
    await page.get_by_role("link", name="Torna alla tua richiesta").click()
    await expect(page).to_have_url(f"{live_server}/main/anomalie", timeout=STEP_TIMEOUT)

    # A page whose anomaly is not open goes back to the area, which says so.
    await page.goto(f"{live_server}/main/anomalie/tessera-sanitaria")
    await expect(page).to_have_url(f"{live_server}/main/anomalie", timeout=STEP_TIMEOUT)
    notice = page.get_by_role("status").filter(has_text=messages.ANOMALIA_GIA_CORRETTA)
    await expect(notice).to_contain_text(HEALTH_CARD)
    await expect(notice).to_be_focused()
    await expect(page.get_by_text("Nessun documento da correggere")).to_be_visible()
    await assert_accessible(page)
    await screenshot(page, "anomalie-gia-corretta-1280")
    # Said once: a reload does not say it again.
    await page.reload()
    await expect(page.get_by_text("Nessun documento da correggere")).to_be_visible(
        timeout=STEP_TIMEOUT
    )
    await expect(notice).to_have_count(0)

    # The anomaly page's link (the e-mail's) opened on another computer, with no request in its
    # tab: not an error, but the resume page, which says how to follow the request from there;
    # resumed, back on the page first opened, with the anomaly raised since the area was read.
    raise_anomaly(sandbox_url, number)
    other = await browser.new_context(locale="it-IT", viewport=NARROW)
    try:
        elsewhere = await other.new_page()
        await elsewhere.goto(f"{live_server}/main/anomalie/tessera-sanitaria")
        follow_url = f"{live_server}/main/resume?segui=richiesta&pagina=/anomalie/tessera-sanitaria"
        await expect(elsewhere).to_have_url(follow_url, timeout=STEP_TIMEOUT)
        await expect(elsewhere.get_by_text("la tua richiesta non è aperta")).to_be_visible()
        await expect(elsewhere.get_by_text("problema tecnico")).to_have_count(0)
        await assert_accessible(elsewhere)
        await assert_fits(elsewhere, "resume-segui-richiesta")
        await elsewhere.reload()
        await expect(elsewhere.get_by_text("la tua richiesta non è aperta")).to_be_visible(
            timeout=STEP_TIMEOUT
        )
        await expect(elsewhere).to_have_url(follow_url)
        await elsewhere.set_viewport_size(DESKTOP)
        await screenshot(elsewhere, "resume-segui-richiesta-1280")
        await resume_on_this_page(elsewhere, sandbox_url, number)
        page_url = f"{live_server}/main/anomalie/tessera-sanitaria"
        await expect(elsewhere).to_have_url(page_url, timeout=STEP_TIMEOUT)
        heading = elsewhere.get_by_role("heading", level=1)
        await expect(heading).to_have_text("Carica di nuovo la tessera sanitaria")
        await expect(elsewhere.get_by_text(messages.ANOMALIA_DOCUMENTO_NON_VALIDO)).to_be_visible()
        await elsewhere.reload()
        await expect(heading).to_have_text(
            "Carica di nuovo la tessera sanitaria", timeout=STEP_TIMEOUT
        )
        await expect(elsewhere).to_have_url(page_url)

        # At 320 px every action on one line, before a file and once both sides have one.
        await elsewhere.set_viewport_size(NARROW)
        await expect(
            elsewhere.get_by_role("button", name=re.compile("^Scatta una foto"))
        ).to_have_count(2)
        await assert_one_line_each(elsewhere)
        (tmp_path / "ripresa").mkdir()
        shots = photos(
            tmp_path / "ripresa", DocumentKind.TESSERA_SANITARIA, mario_rossi_person(), seed=5
        )
        await choose(elsewhere, "Fronte", shots[Side.FRONTE])
        await choose(elsewhere, "Retro", shots[Side.RETRO])
        await expect(
            elsewhere.get_by_role("button", name=re.compile("^Scatta un'altra foto"))
        ).to_have_count(2)
        await assert_one_line_each(elsewhere)
        await assert_accessible(elsewhere)
        await assert_fits(elsewhere, "anomalia-ripresa")

        # Decided: once the area has read the outcome, the thank-you page says it, not "we will
        # write with the outcome" (a review found the two pages contradicting each other).
        decided_now = {"numPratica": number, "esito": "APPROVATA"}
        assert httpx.post(f"{sandbox_url}/operator/api/outcomes", json=decided_now).is_success
        await elsewhere.goto(f"{live_server}/main/anomalie")
        await expect(elsewhere.get_by_text(messages.RICHIESTA_APPROVATA)).to_be_visible(
            timeout=STEP_TIMEOUT
        )
        await elsewhere.goto(f"{live_server}/main/typ")
        await expect(elsewhere.get_by_text(messages.RICHIESTA_APPROVATA)).to_be_visible(
            timeout=STEP_TIMEOUT
        )
        await expect(elsewhere.get_by_text("Ti scriveremo via e-mail con l'esito")).to_have_count(0)
    finally:
        await other.close()
