"""The documents step in Chromium (issue 14): real uploads, real text recognition on its own
worker, the sandbox's controlloDocumento, by the labels a person reads."""

import re
from datetime import datetime
from pathlib import Path
from typing import Any
from zoneinfo import ZoneInfo

from playwright.async_api import Browser, BrowserContext, Locator, Page, expect

from journey import messages
from recognition.models import DocumentKind, Side
from tests.browser.conftest import assert_accessible
from tests.browser.journey import STEP_TIMEOUT, ApiJourney, screenshot
from tests.recognition.synthetic import COMUNI, Person
from tests.utils.applicants import personal_info
from tests.utils.documents import (
    big_file,
    foreign_person,
    mario_rossi_person,
    photos,
    text_file,
    truncated_jpeg,
)

PROVINCE_OF = dict(COMUNI)
# Recognition reads a side in about a second; the first page of a fresh worker loads tesseract.
READ_TIMEOUT = 40_000
SIDE_NAMES = {Side.FRONTE: "Fronte", Side.RETRO: "Retro"}


async def at_documents(base: str, page: Page, **form: object) -> ApiJourney:
    """An application walked to /documenti through the API, opened in this tab."""
    journey = await ApiJourney.start(base, **form)
    await journey.choose_offer()
    await journey.confirm_secci()
    await journey.submit_personal_info()
    await journey.open_in(page)
    await page.goto(f"{base}/main/documenti")
    await expect(page.get_by_role("heading", name="Carica i tuoi documenti")).to_be_visible(
        timeout=STEP_TIMEOUT
    )
    return journey


async def skip_identity_check(base: str, page: Page) -> None:
    """§2: this applicant is offered the remote identity check first; they upload instead."""
    await page.goto(f"{base}/main/documenti")
    await expect(page).to_have_url(f"{base}/main/onfido", timeout=STEP_TIMEOUT)
    await page.get_by_role("button", name="Preferisco caricare i documenti").click()
    await expect(page).to_have_url(f"{base}/main/documenti", timeout=STEP_TIMEOUT)
    await expect(page.get_by_text(messages.VERIFICA_REMOTA_ANNULLATA)).to_be_visible()


def card(page: Page, title: str) -> Locator:
    return page.get_by_role("region", name=title, exact=True)


async def upload(page: Page, title: str, side: str, path: Path) -> None:
    """ "Scegli un file" on one side of one card, and the file picked in the browser's dialog."""
    # "Scegli un file", or "Scegli un altro file" on a side already in: either waits for the card.
    name = re.compile(rf"^Scegli un (altro )?file \({side}, {re.escape(title)}\)$")
    button = card(page, title).get_by_role("button", name=name)
    async with page.expect_file_chooser() as chooser:
        await button.click()
    await (await chooser.value).set_files(str(path))


async def label_lines(page: Page) -> list[dict[str, Any]]:
    """Each button of the page (and link drawn as one) with the lines its label takes: where each
    line starts and ends, beside the button's own edges, its line height and its font size."""
    return await page.evaluate(
        """() => [...document.querySelectorAll('main .chakra-button')]
          .filter((button) => button.getClientRects().length > 0)
          .map((button) => {
            const lines = new Map();
            const walker = document.createTreeWalker(button, NodeFilter.SHOW_TEXT);
            for (let text = walker.nextNode(); text; text = walker.nextNode()) {
              const range = document.createRange();
              range.selectNodeContents(text);
              for (const box of range.getClientRects()) {
                if (box.width === 0) continue;
                const top = Math.round(box.top);
                const line = lines.get(top) ?? { left: box.left, right: box.right };
                line.left = Math.min(line.left, box.left);
                line.right = Math.max(line.right, box.right);
                lines.set(top, line);
              }
            }
            const edges = button.getBoundingClientRect();
            const style = getComputedStyle(button);
            return { label: button.textContent.trim(), lines: [...lines.values()],
                     left: edges.left, right: edges.right, height: edges.height,
                     lineHeight: parseFloat(style.lineHeight),
                     fontSize: parseFloat(style.fontSize) };
          })"""
    )


async def assert_one_line_each(page: Page) -> None:
    """Every button of the page (and link drawn as one) shows its label on one line: its text's
    line boxes all share one top, whatever the button's own height."""
    wrapped = [
        {"label": button["label"], "lines": len(button["lines"]), "height": button["height"]}
        for button in await label_lines(page)
        if len(button["lines"]) > 1
    ]
    width = await page.evaluate("() => document.documentElement.clientWidth")
    assert not wrapped, f"labels on more than one line at {width} px: {wrapped}"


async def upload_document(page: Page, title: str, files: dict[Side, Path]) -> None:
    for side, path in files.items():
        name = SIDE_NAMES[side] if len(files) > 1 else "Documento"
        await upload(page, title, name, path)
        # "Caricato", with the file's name where the page knows it (the phone's does not).
        done = card(page, title).get_by_role("group", name=name, exact=True)
        await expect(done.get_by_text(re.compile("^Caricato"))).to_be_visible(timeout=READ_TIMEOUT)


async def confirm_read_fields(page: Page, title: str, who: Person) -> None:
    """The fields recognition filled are the person's; what it left empty is typed."""
    region = card(page, title)
    surname = region.get_by_label("Cognome", exact=True)
    await expect(surname).to_have_value(who.cognome, timeout=READ_TIMEOUT)
    province = region.get_by_label("Provincia di rilascio", exact=True)
    comune = region.get_by_label("Comune di rilascio", exact=True)
    if await comune.count() and not await comune.input_value():
        # A residence permit does not print where it was issued: the person knows (Rome).
        await comune.fill("ROMA")
    if await province.count() and not await province.input_value():
        await province.fill(PROVINCE_OF.get((await comune.input_value()).upper(), "RM"))
    confirm = region.get_by_role("button", name="Conferma i dati")
    await confirm.click()
    # Confirmed: the card shows its recap, or the page moved on to the next step.
    await expect(confirm).to_have_count(0, timeout=STEP_TIMEOUT)


async def test_an_italian_employee_gives_identity_card_health_card_and_payslip(
    page: Page, live_server: str, tmp_path: Path
) -> None:
    await at_documents(live_server, page)
    await assert_accessible(page)
    mario = mario_rossi_person()

    await upload_document(page, "Documento d'identità", photos(tmp_path, DocumentKind.CIE, mario))
    await confirm_read_fields(page, "Documento d'identità", mario)
    # A reload keeps what was uploaded and confirmed.
    await page.reload()
    await expect(
        card(page, "Documento d'identità").get_by_text("Carta d'identità elettronica")
    ).to_be_visible(timeout=STEP_TIMEOUT)
    await upload_document(
        page, "Tessera sanitaria", photos(tmp_path, DocumentKind.TESSERA_SANITARIA, mario)
    )
    await assert_accessible(page)
    await confirm_read_fields(page, "Tessera sanitaria", mario)

    await expect(page).to_have_url(
        f"{live_server}/main/documenti/giustificativo-del-reddito/busta-paga",
        timeout=STEP_TIMEOUT,
    )
    await page.reload()
    await upload_document(page, "Busta paga", photos(tmp_path, DocumentKind.BUSTA_PAGA, mario))
    await assert_accessible(page)
    await confirm_read_fields(page, "Busta paga", mario)

    await expect(page).to_have_url(f"{live_server}/main/documenti/riepilogo", timeout=STEP_TIMEOUT)
    await page.reload()
    # The documents with the rest of the request, to send (tests/browser/test_firma.py sends it).
    documents = page.get_by_role("region", name="I documenti", exact=True)
    for title in ("Documento d'identità", "Tessera sanitaria", "Busta paga"):
        await expect(documents.get_by_role("region", name=title, exact=True)).to_be_visible()
    await expect(page.get_by_role("button", name="Invia la richiesta")).to_be_visible()
    await assert_accessible(page)
    await screenshot(page, "documents-summary")


async def test_a_foreign_national_gives_residence_permit_and_passport(
    page: Page, live_server: str, tmp_path: Path
) -> None:
    andrei = foreign_person()
    journey = await ApiJourney.start(
        live_server, firstName="Andrei", lastName="Popescu", fiscalCode=andrei.codiceFiscale
    )
    await journey.choose_offer()
    await journey.confirm_secci()
    info = personal_info(informazioniDemografiche={"cittadinanza": "ROU"})
    await journey.post("/personal-info", {"informazioniPersonali": info.model_dump(mode="json")})
    await journey.open_in(page)
    await skip_identity_check(live_server, page)
    titles = page.locator("section h2")
    await expect(titles.first).to_have_text("Permesso di soggiorno", timeout=STEP_TIMEOUT)
    await expect(titles.nth(1)).to_have_text("Passaporto")

    await upload_document(
        page, "Permesso di soggiorno", photos(tmp_path, DocumentKind.PERMESSO_SOGGIORNO, andrei)
    )
    await confirm_read_fields(page, "Permesso di soggiorno", andrei)
    await upload_document(page, "Passaporto", photos(tmp_path, DocumentKind.PASSAPORTO, andrei))
    await confirm_read_fields(page, "Passaporto", andrei)
    await assert_accessible(page)


async def test_recognition_failing_on_a_blurred_photo_leads_to_typing_the_data(
    page: Page, live_server: str, tmp_path: Path
) -> None:
    await at_documents(live_server, page)
    mario = mario_rossi_person()
    blurred = photos(tmp_path, DocumentKind.CIE, mario, blurred=True)
    await upload_document(page, "Documento d'identità", blurred)
    await expect(page).to_have_url(
        f"{live_server}/main/documenti/carica-dati", timeout=READ_TIMEOUT
    )
    await assert_accessible(page)
    region = card(page, "Documento d'identità")
    number = region.get_by_label("Numero documento", exact=True)
    await expect(number).to_have_value("")
    typed = {
        "Numero documento": "CA12345BC",
        "Data di rilascio": "10/05/2022",
        "Provincia di rilascio": "MI",
        "Comune di rilascio": "MILANO",
        "Data di scadenza": "10/12/2032",
        "Cognome": "ROSSI",
        "Nome": "MARIO",
        "Data di nascita": "10/12/1985",
    }
    for label, value in typed.items():
        await region.get_by_label(label, exact=True).fill(value)
    await region.get_by_role("button", name="Conferma i dati").click()
    await expect(page).to_have_url(f"{live_server}/main/documenti", timeout=STEP_TIMEOUT)
    await expect(region.get_by_text("CA12345BC")).to_be_visible()


async def test_a_wrong_type_a_huge_file_and_a_truncated_photo_are_refused_on_their_card(
    page: Page, live_server: str, tmp_path: Path
) -> None:
    await at_documents(live_server, page)
    title = "Documento d'identità"
    for path, message in (
        (text_file(tmp_path), messages.DOCUMENTO_FORMATO_NON_SUPPORTATO),
        (big_file(tmp_path), messages.DOCUMENTO_TROPPO_PESANTE),
        (truncated_jpeg(tmp_path), messages.DOCUMENTO_DANNEGGIATO),
    ):
        await upload(page, title, "Fronte", path)
        alert = card(page, title).get_by_role("alert").filter(has_text=message)
        await expect(alert).to_be_visible(timeout=STEP_TIMEOUT)
    await assert_accessible(page)
    # Nothing was kept: the front is still to upload.
    await page.reload()
    await expect(card(page, title).get_by_text("Non ancora caricato").first).to_be_visible(
        timeout=STEP_TIMEOUT
    )


async def hand_off_path(page: Page) -> str:
    """The phone's address the computer's QR code holds, as its link below the code says it."""
    qr = page.get_by_role("img", name=re.compile("QR", re.IGNORECASE))
    await expect(qr).to_be_visible(timeout=STEP_TIMEOUT)
    link = await page.get_by_text(re.compile(r"/main/documenti/mobile\?code=")).first.text_content()
    assert link is not None
    url = re.search(r"https?://\S+", link)
    assert url, link
    return url.group(0).split("/main/", 1)[1]


async def open_phone(
    browser: Browser, base: str, path: str, width: int = 390
) -> tuple[BrowserContext, Page]:
    """The hand-off page on a phone of this width, opened at the computer's address."""
    context = await browser.new_context(
        locale="it-IT", viewport={"width": width, "height": 844}, has_touch=True, is_mobile=True
    )
    phone = await context.new_page()
    await phone.goto(f"{base}/main/{path}")
    await expect(phone.get_by_role("heading", name="Carica i tuoi documenti")).to_be_visible(
        timeout=STEP_TIMEOUT
    )
    return context, phone


async def test_the_phone_uploads_and_the_desktop_moves_on_by_itself(
    page: Page, browser: Browser, live_server: str, tmp_path: Path
) -> None:
    await at_documents(live_server, page)
    path = await hand_off_path(page)
    phone_context, phone = await open_phone(browser, live_server, path)
    await assert_accessible(phone)
    mario = mario_rossi_person()
    await upload_document(phone, "Documento d'identità", photos(tmp_path, DocumentKind.CIE, mario))

    # The desktop, untouched, shows what the phone sent and what was read.
    surname = card(page, "Documento d'identità").get_by_label("Cognome", exact=True)
    await expect(surname).to_have_value("ROSSI", timeout=READ_TIMEOUT)

    # The same code on a third device is turned away.
    third = await browser.new_context(locale="it-IT")
    other = await third.new_page()
    await other.goto(f"{live_server}/main/{path}")
    await expect(other.get_by_text(messages.CODICE_TELEFONO_NON_VALIDO)).to_be_visible(
        timeout=STEP_TIMEOUT
    )
    await third.close()
    await phone_context.close()
    # Opened in the tab that holds the application, the phone's page stays the phone's page.
    await page.goto(f"{live_server}/main/{path}")
    await expect(page.get_by_text(messages.CODICE_TELEFONO_NON_VALIDO)).to_be_visible(
        timeout=STEP_TIMEOUT
    )
    await expect(page).to_have_url(f"{live_server}/main/{path}")


async def test_the_phone_code_says_its_hour_in_italy_on_a_computer_set_elsewhere(
    browser: Browser, live_server: str
) -> None:
    """Found by a review: "Il codice vale fino alle" took the computer's zone, while the signing
    code's "Vale fino alle" said Italy's; every hour is Italy's now."""
    context = await browser.new_context(
        locale="it-IT", timezone_id="America/New_York", viewport={"width": 1280, "height": 900}
    )
    page = await context.new_page()
    async with page.expect_response(re.compile(r"/mobile-link$")) as answer:
        await at_documents(live_server, page)
    expires = datetime.fromisoformat((await (await answer.value).json())["expiresAt"])
    until = expires.astimezone(ZoneInfo("Europe/Rome")).strftime("%H:%M")
    await expect(page.get_by_text(f"Il codice vale fino alle {until} ")).to_be_visible()
    await context.close()


async def test_the_phone_cannot_replace_a_card_the_computer_confirmed(
    page: Page, browser: Browser, live_server: str, tmp_path: Path
) -> None:
    """Found by a review: the phone offered "Scegli un altro file" on cards the computer had
    confirmed, while its own text says files can be replaced until then."""
    await at_documents(live_server, page)
    phone_context, phone = await open_phone(browser, live_server, await hand_off_path(page), 320)
    mario = mario_rossi_person()
    identity = photos(tmp_path, DocumentKind.CIE, mario)
    await upload_document(phone, "Documento d'identità", identity)
    # Read, not yet confirmed: the phone says where the confirmation happens.
    waiting = card(phone, "Documento d'identità").get_by_text(
        re.compile("^Caricato. Ora controlla e conferma i dati letti sul computer")
    )
    await expect(waiting).to_be_visible(timeout=READ_TIMEOUT)
    await assert_accessible(phone)
    await screenshot(phone, "documenti-mobile-da-confermare-320")
    await confirm_read_fields(page, "Documento d'identità", mario)

    # The phone read the card before the computer confirmed it: a replacement is turned away on
    # the card, which offers none any more.
    await upload(phone, "Documento d'identità", "Fronte", identity[Side.FRONTE])
    on_phone = card(phone, "Documento d'identità")
    await expect(on_phone.get_by_role("alert")).to_have_text(
        messages.DOCUMENTO_CONFERMATO_SUL_COMPUTER, timeout=READ_TIMEOUT
    )
    await expect(on_phone.get_by_role("button")).to_have_count(0)

    # Opened again, the card is confirmed from the start; the health card is still to give.
    await phone.reload()
    await expect(on_phone.get_by_text("Confermato", exact=True)).to_be_visible(timeout=STEP_TIMEOUT)
    await expect(on_phone.get_by_text(messages.DOCUMENTO_CONFERMATO_SUL_COMPUTER)).to_be_visible()
    await expect(on_phone.get_by_role("button")).to_have_count(0)
    await expect(
        card(phone, "Tessera sanitaria").get_by_role("button", name=re.compile("^Scegli un file"))
    ).to_have_count(2)
    await assert_fits(phone)
    await screenshot(phone, "documenti-mobile-confermato-320")
    await phone_context.close()


async def test_resume_in_the_middle_of_the_step_on_another_device(
    page: Page, browser: Browser, live_server: str, tmp_path: Path
) -> None:
    await at_documents(live_server, page)
    mario = mario_rossi_person()
    await upload_document(page, "Documento d'identità", photos(tmp_path, DocumentKind.CIE, mario))
    await confirm_read_fields(page, "Documento d'identità", mario)
    await page.get_by_role("button", name="Salva e continua più tardi").click()
    code = (await page.get_by_test_id("draft-code").text_content() or "").strip()

    other_device = await browser.new_context(locale="it-IT", viewport={"width": 390, "height": 844})
    phone = await other_device.new_page()
    await phone.goto(f"{live_server}/main/resume?code={code}")
    await expect(phone).to_have_url(f"{live_server}/main/documenti", timeout=STEP_TIMEOUT)
    # The identity card stays confirmed; the health card is what remains.
    await expect(
        card(phone, "Documento d'identità").get_by_text("Carta d'identità elettronica")
    ).to_be_visible(timeout=STEP_TIMEOUT)
    await upload_document(
        phone, "Tessera sanitaria", photos(tmp_path, DocumentKind.TESSERA_SANITARIA, mario)
    )
    await confirm_read_fields(phone, "Tessera sanitaria", mario)
    await expect(phone).to_have_url(
        f"{live_server}/main/documenti/giustificativo-del-reddito/busta-paga",
        timeout=STEP_TIMEOUT,
    )
    await assert_accessible(phone)
    await other_device.close()
    # The first device, still on /documenti, tries an upload: it is told where the request went.
    await upload(
        page, "Tessera sanitaria", "Fronte", photos(tmp_path, DocumentKind.CIE, mario)[Side.FRONTE]
    )
    await expect(page).to_have_url(
        f"{live_server}/main/resume?ripresa=altro-dispositivo", timeout=STEP_TIMEOUT
    )


async def test_a_known_customer_confirms_the_identity_document_on_file(
    page: Page, live_server: str, sandbox_url: str
) -> None:
    from sandbox.seed import KNOWN_CUSTOMERS, customer_fiscal_code
    from tests.utils.arrival import user_token

    giulia = KNOWN_CUSTOMERS[0]
    # Sent by the customer area, where she logged in: the provider looks her up (§4). An
    # EsitoOTP in the address bar alone no longer counts.
    issued = await user_token(sandbox_url)
    journey = await ApiJourney.start(
        live_server,
        simulator={"token": issued["token"]},
        user_token_flag=issued["flag"],
        firstName="Giulia",
        lastName="Bianchi",
        fiscalCode=customer_fiscal_code(giulia),
        emailAddress="giulia.bianchi@example.com",
    )
    await journey.choose_offer()
    await journey.confirm_secci()
    await journey.submit_personal_info()
    await journey.open_in(page)
    await page.goto(f"{live_server}/main/documenti")
    await expect(page).to_have_url(f"{live_server}/main/documenti/review", timeout=STEP_TIMEOUT)
    await expect(page.get_by_text(giulia["numeroDocumento"])).to_be_visible()
    # The document the provider holds, shown as coming from her data.
    await expect(page.get_by_text("preso dai tuoi dati")).to_be_visible()
    await assert_accessible(page)
    await page.get_by_role("button", name="Confermo i dati").click()
    # On file and confirmed: no health card either, the proof of income is what remains.
    await expect(page).to_have_url(
        f"{live_server}/main/documenti/giustificativo-del-reddito/busta-paga",
        timeout=STEP_TIMEOUT,
    )


async def test_no_proof_of_income_to_give_goes_through_the_save_information_page(
    page: Page, live_server: str, tmp_path: Path
) -> None:
    journey = await ApiJourney.start(live_server, posizioneLavorativa="C")
    await journey.choose_offer()
    await journey.confirm_secci()
    await journey.submit_personal_info()
    await journey.open_in(page)
    await skip_identity_check(live_server, page)
    mario = mario_rossi_person()
    for title, kind in (
        ("Documento d'identità", DocumentKind.CIE),
        ("Tessera sanitaria", DocumentKind.TESSERA_SANITARIA),
    ):
        await upload_document(page, title, photos(tmp_path, kind, mario))
        await confirm_read_fields(page, title, mario)
    await expect(page).to_have_url(
        f"{live_server}/main/documenti/salva-informazioni", timeout=STEP_TIMEOUT
    )
    await assert_accessible(page)
    await page.get_by_role("button", name="Continua al riepilogo").click()
    await expect(page).to_have_url(f"{live_server}/main/documenti/riepilogo", timeout=STEP_TIMEOUT)


async def test_the_documents_pages_fit_a_320_px_phone(
    browser: Browser, live_server: str, tmp_path: Path
) -> None:
    context = await browser.new_context(locale="it-IT", viewport={"width": 320, "height": 640})
    page = await context.new_page()
    await at_documents(live_server, page)
    mario = mario_rossi_person()
    for title, kind in (
        ("Documento d'identità", DocumentKind.CIE),
        ("Tessera sanitaria", DocumentKind.TESSERA_SANITARIA),
    ):
        await upload_document(page, title, photos(tmp_path, kind, mario))
        await assert_fits(page)
        if kind == DocumentKind.CIE:
            await assert_sides_one_line_each(page)
        await confirm_read_fields(page, title, mario)
    await expect(page).to_have_url(re.compile("busta-paga$"), timeout=STEP_TIMEOUT)
    await assert_fits(page)
    await screenshot(page, "documenti-busta-paga-320")
    await context.close()


# A phone, held sideways (from 480 px the sides stood side by side, their labels on three lines),
# and the desktop layout, where the card has 3/5 of the page (two lines until 1200 px).
SIDE_WIDTHS = (320, 480, 600, 767, 899, 900, 1024, 1199, 1280)


async def assert_sides_one_line_each(page: Page) -> None:
    """With one card's sides in ("Scatta un'altra foto", "Scegli un altro file") and the other's
    to give, every action's label on one line, at each width; then back to 320 px."""
    camera = page.get_by_role("button", name=re.compile("^Scatta (una|un'altra) foto"))
    for width in SIDE_WIDTHS:
        await page.set_viewport_size({"width": width, "height": 640})
        # The camera is offered below 900 px (and on a touch screen): 2 sides of 2 cards.
        await expect(camera).to_have_count(4 if width < 900 else 0)
        await assert_one_line_each(page)
        if width in (320, 600):
            await screenshot(page, f"documenti-lati-{width}")
    await page.set_viewport_size({"width": 320, "height": 640})


async def assert_fits(page: Page) -> None:
    """Nothing wider than the screen: no sideways scrolling at 320 px (WCAG 1.4.10)."""
    width = await page.evaluate("() => document.documentElement.scrollWidth")
    assert width <= 320, width
    await assert_accessible(page)
