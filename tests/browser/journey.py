"""What a person does on each page of the journey, shared by the browser tests."""

import json
from pathlib import Path
from typing import Any

import httpx
from playwright.async_api import Page, expect

ARTIFACTS = Path(__file__).resolve().parent.parent / "artifacts"
# The offer choice produces the SECCI and the back-office checks run in turn: a few seconds.
STEP_TIMEOUT = 20_000

VALID_IBAN = "IT60X0542811101000000123456"
# Right check digits, wrong CIN letter: the form itself refuses it.
WRONG_CIN_IBAN = "IT64Y0542811101000000123456"
# Right check digits and CIN, an ABI no bank has: only the back office can refuse it.
UNKNOWN_BANK_IBAN = "IT62Q9999911101000000123456"


async def screenshot(page: Page, name: str) -> None:
    ARTIFACTS.mkdir(exist_ok=True)
    await page.screenshot(path=str(ARTIFACTS / f"{name}.png"), full_page=True)


async def fill_light_form(
    page: Page,
    fiscal_code: str = "RSSMRA85T10F205R",
    mobile: str = "3401234567",
    first_name: str = "Mario",
    last_name: str = "Rossi",
    email: str = "mario.rossi@gmail.com",
    cap: str = "20121",
) -> None:
    await page.locator('[name="firstName"]').fill(first_name)
    await page.locator('[name="lastName"]').fill(last_name)
    await page.locator('[name="fiscalCode"]').fill(fiscal_code)
    await page.locator('[name="emailAddress"]').fill(email)
    await page.locator('[name="mobilePhone"]').fill(mobile)
    await page.locator('[name="cap"]').fill(cap)
    await page.locator('[name="abitazione"]').select_option("PRO")
    await page.locator('[name="posizioneLavorativa"]').select_option("D")
    for agreement in ("questionOne", "questionTwo", "questionFour"):
        await page.locator(f'[name="agreements.{agreement}"]').check(force=True)


async def submit_light_form(page: Page) -> None:
    await page.get_by_role("button", name="Continua", exact=True).click()


async def next_frames(page: Page) -> None:
    """Two animation frames: what an action left for later (React's effects, the combobox's
    deferred focus and caret) has run by then."""
    await page.evaluate(
        "() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)))"
    )


async def choose_from(page: Page, name: str, typed: str, option: str) -> None:
    """A combobox (comune, provincia, CAP): type, then pick the option from the list.

    As a person does it: the field brought to the middle of the screen, so that its list opens
    below it and an option stays where it is while the list grows or shrinks (opened above a
    field low on the screen, the list moved as it filtered, and a click pressed on one option
    and let go elsewhere); and each step waits for what the page shows, so that none lands in
    the same frame as the combobox's deferred work (the focus it gives back after a choice, the
    caret it moves after a change of text), which appended the typed text to the old one.
    """
    field = page.locator(f'input[name="{name}"]')
    await field.evaluate("(input) => input.scrollIntoView({ block: 'center' })")
    await field.click()
    await expect(field).to_have_attribute("aria-expanded", "true")
    await next_frames(page)
    await field.fill(typed)
    await expect(field).to_have_value(typed)
    # From this field's own list: the list of the field chosen just before may still be
    # closing, and "Milano" is also in its "Milano (MI)".
    own_list = page.locator(f'[id="{await field.get_attribute("aria-controls")}"]')
    await own_list.get_by_role("option", name=option, exact=False).first.click()
    await expect(own_list).to_be_hidden()
    await next_frames(page)


async def choose_offer_and_confirm_secci(page: Page, base: str) -> bytes:
    """Steps 2 and 3: the offer asked for, the SECCI downloaded and confirmed. Returns the PDF."""
    await expect(page).to_have_url(f"{base}/main/offerta", timeout=STEP_TIMEOUT)
    await page.get_by_role("button", name="Scegli questa offerta").click()
    await expect(page).to_have_url(f"{base}/main/secci", timeout=STEP_TIMEOUT)
    async with page.expect_download() as download_info:
        await page.get_by_test_id("secci-download").click()
    download = await download_info.value
    assert download.suggested_filename == "SECCI.pdf"
    pdf = Path(await download.path()).read_bytes()
    assert pdf.startswith(b"%PDF")
    await page.get_by_label("Ho letto il documento SECCI").check()
    await page.get_by_role("button", name="Conferma e continua").click()
    await expect(page).to_have_url(f"{base}/main/informazioni-personali", timeout=STEP_TIMEOUT)
    return pdf


async def fill_personal_data(
    page: Page,
    iban: str = VALID_IBAN,
    employer_cap: str = "20123",
    province: tuple[str, str] = ("milano", "Milano (MI)"),
    opened: str = "032015",
    town: str = "Milano",
) -> None:
    """Step 4 as Mario Rossi fills it: Milan, five years at the address, employee of Acme.

    A town of another province is typed, not chosen (the list offers that province's towns).
    """
    await choose_from(page, "residenza.attuale.provincia", *province)
    if town in province[1]:
        await choose_from(page, "residenza.attuale.comune", town, town)
    else:
        await page.locator('input[name="residenza.attuale.comune"]').fill(town)
        await page.keyboard.press("Escape")
    await page.locator('[name="residenza.attuale.indirizzo"]').fill("Via Roma")
    await page.locator('[name="residenza.attuale.numeroCivico"]').fill("10")
    await page.locator('[name="residenza.anniResidenza"]').fill("5")
    await page.locator('[name="informazioniDemografiche.cittadinanza"]').select_option("ITA")
    await page.locator('[name="informazioniDemografiche.statoCivile"]').select_option("CON")
    await page.locator('[name="informazioniDemografiche.membriNucleoFamiliare"]').fill("3")
    await page.locator('[name="informazioniDemografiche.membriConReddito"]').fill("2")
    await page.locator('[name="informazioniDemografiche.politicamenteEsposto"][value="N"]').check()
    await page.locator('[name="informazioniProfessionali.settore"]').select_option("PRI")
    await page.locator('[name="informazioniProfessionali.occupazione"]').select_option("01")
    await page.locator('[name="informazioniProfessionali.tipoAssunzione"]').select_option("IND")
    await page.locator('[name="informazioniProfessionali.tipoReddito"]').select_option("BP")
    await page.locator('[name="informazioniProfessionali.redditoInCentesimi"]').fill("2.500")
    await page.locator('[name="informazioniProfessionali.mensilita"]').select_option("13")
    await page.locator('[name="informazioniProfessionali.anniLavorativi"]').fill("8")
    await page.locator('[name="datoreLavoro.nome"]').fill("Acme Italia S.p.A.")
    await choose_from(page, "datoreLavoro.provincia", "MI", "Milano (MI)")
    await choose_from(page, "datoreLavoro.comune", "milano", "Milano")
    await page.locator('[name="datoreLavoro.indirizzo"]').fill("Via Torino 5")
    await page.locator('[name="datoreLavoro.cap"]').fill(employer_cap)
    await page.locator('[name="coordinateBancarie.iban"]').fill(iban)
    await page.locator('[name="coordinateBancarie.aperturaConto"]').fill(opened)


class ApiJourney:
    """The same journey through the API, for tests about a later page than the first."""

    def __init__(self, base: str, application_id: str, token: str) -> None:
        self.base, self.application_id, self.token = base, application_id, token

    @property
    def url(self) -> str:
        return f"{self.base}/main/api/applications/{self.application_id}"

    @classmethod
    async def start(
        cls,
        base: str,
        simulator: dict[str, object] | None = None,
        user_token_flag: str | None = None,
        **form: object,
    ) -> "ApiJourney":
        from tests.utils.applicants import mario_rossi, simulator_data

        body = {
            "simulator": simulator_data(**(simulator or {})).model_dump(
                mode="json", exclude_none=True
            ),
            "form": mario_rossi(**form).model_dump(mode="json"),
            "userTokenFlag": user_token_flag,
        }
        async with httpx.AsyncClient(timeout=30) as client:
            started = (await client.post(f"{base}/main/api/applications", json=body)).json()
        return cls(base, started["applicationId"], started["token"])

    async def post(self, path: str, body: object) -> dict[str, Any]:
        async with httpx.AsyncClient(timeout=30) as client:
            answer = await client.post(
                f"{self.url}{path}", json=body, headers={"b2b-authorization": self.token}
            )
        assert answer.status_code == 200, answer.text
        return answer.json()  # type: ignore[no-any-return]

    async def snapshot(self) -> dict[str, Any]:
        async with httpx.AsyncClient(timeout=30) as client:
            answer = await client.get(self.url, headers={"b2b-authorization": self.token})
        return answer.json()  # type: ignore[no-any-return]

    async def choose_offer(self) -> None:
        offer = (await self.snapshot())["simulation"]["codOfferta"]
        await self.post("/offer", {"offer": {"prgSimul": offer["prgSimul"]}})

    async def confirm_secci(self) -> None:
        await self.post("/secci", {"confirmation": {"letto": True}})

    async def submit_personal_info(self) -> None:
        from tests.utils.applicants import personal_info

        info = personal_info().model_dump(mode="json")
        await self.post("/personal-info", {"informazioniPersonali": info})

    async def save_draft(self) -> dict[str, Any]:
        async with httpx.AsyncClient(timeout=30) as client:
            answer = await client.post(
                f"{self.base}/main/api/draft/create",
                json={"draftId": self.application_id},
                headers={"b2b-authorization": self.token},
            )
        return answer.json()  # type: ignore[no-any-return]

    async def open_in(self, page: Page) -> None:
        """This tab holds the application, as after its own first submission."""
        await page.goto(f"{self.base}/main/check")
        session = json.dumps({"applicationId": self.application_id, "token": self.token})
        await page.evaluate(
            "(value) => sessionStorage.setItem('prestito-online.session', value)", session
        )


def outbox(sandbox_url: str, channel: str, to: str) -> list[dict[str, str]]:
    """The sandbox operator's outbox: e-mail addresses uppercased, phones as +39..."""
    answer = httpx.get(f"{sandbox_url}/operator/api/outbox", params={"channel": channel, "to": to})
    return answer.json()  # type: ignore[no-any-return]


async def page_snapshot(page: Page, base: str) -> dict[str, Any]:
    """The application this tab holds, as the API gives it to the tab's own token."""
    stored = await page.evaluate("() => sessionStorage.getItem('prestito-online.session')")
    session = json.loads(stored)
    async with httpx.AsyncClient(timeout=30) as client:
        answer = await client.get(
            f"{base}/main/api/applications/{session['applicationId']}",
            headers={"b2b-authorization": session["token"]},
        )
    return answer.json()  # type: ignore[no-any-return]
