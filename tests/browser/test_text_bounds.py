"""Text fields in the browser: none takes more than the server does (journey/models/base.py),
and a text the server still finds too long is said on its field (CAMPO_TROPPO_LUNGO)."""

import json
from typing import Any, get_args

from playwright.async_api import Page, Route, expect
from pydantic import BaseModel

from journey import messages
from journey.forms import BasicInfoForm
from journey.models.personal_info import InformazioniPersonali
from tests.browser.conftest import assert_accessible
from tests.browser.journey import STEP_TIMEOUT, ApiJourney, fill_personal_data

# What a review typed into the residence's address: 116 characters, 16 past the bound.
LONG_STREET = "Via " + "Lunghissima " * 10 + "dei Mille"
STREET_BOUND = 100


def server_bound(model: type[BaseModel], path: str) -> int | None:
    """The max_length the server's model puts on the field at this dotted path; None for a
    field without one (a number)."""
    *sections, name = path.split(".")
    for section in sections:
        annotation = model.model_fields[section].annotation
        model = next(
            kind
            for kind in (*get_args(annotation), annotation)
            if isinstance(kind, type) and issubclass(kind, BaseModel)
        )
    lengths = [getattr(m, "max_length", None) for m in model.model_fields[name].metadata]
    return next((length for length in lengths if length is not None), None)


async def text_inputs(page: Page) -> dict[str, int]:
    """Every text input of the page by its name (the API's field path), with its maxlength
    (-1 where it has none)."""
    inputs: dict[str, int] = await page.evaluate(
        """() => Object.fromEntries([...document.querySelectorAll('main input[name]')]
          .filter((input) => ['text', 'email', 'tel'].includes(input.type) && !input.readOnly)
          .map((input) => [input.name, input.maxLength]))"""
    )
    return inputs


def beyond_the_server(model: type[BaseModel], inputs: dict[str, int]) -> dict[str, Any]:
    """The inputs that take more than the server, or take text without a bound at all."""
    return {
        name: {"input": length, "server": bound}
        for name, length in inputs.items()
        if (bound := server_bound(model, name)) is not None and not 0 < length <= bound
    }


async def at_personal_data(base: str, page: Page) -> None:
    journey = await ApiJourney.start(base)
    await journey.choose_offer()
    await journey.confirm_secci()
    await journey.open_in(page)
    await page.goto(f"{base}/main/informazioni-personali")
    settori = page.locator('[name="informazioniProfessionali.settore"] option')
    await expect(settori).not_to_have_count(1, timeout=STEP_TIMEOUT)


async def test_no_text_field_takes_more_than_the_server(page: Page, live_server: str) -> None:
    await page.goto(f"{live_server}/main/")
    await expect(page.locator('[name="firstName"]')).to_be_visible(timeout=STEP_TIMEOUT)
    light_form = await text_inputs(page)
    assert {"firstName", "lastName", "emailAddress", "mobilePhone"} <= light_form.keys()
    assert beyond_the_server(BasicInfoForm, light_form) == {}

    await at_personal_data(live_server, page)
    # Every address shown: a previous one (a year at this one), the correspondence address, and
    # the public office the politically exposed say.
    await page.locator('[name="residenza.anniResidenza"]').fill("1")
    await page.get_by_label("Voglio ricevere la corrispondenza a un indirizzo diverso").check(
        force=True
    )
    await page.locator('[name="informazioniDemografiche.politicamenteEsposto"][value="S"]').check()
    await expect(page.locator('[name="residenza.precedente.indirizzo"]')).to_be_visible()
    personal = await text_inputs(page)
    for prefix in ("residenza.attuale", "residenza.precedente", "residenza.corrispondenza"):
        assert {f"{prefix}.{field}" for field in ("provincia", "comune", "indirizzo")} <= (
            personal.keys()
        )
    assert {"datoreLavoro.nome", "informazioniDemografiche.profiloEsposizione"} <= personal.keys()
    assert beyond_the_server(InformazioniPersonali, personal) == {}

    # The review's 116 characters: the field keeps what the server takes.
    street = page.locator('[name="residenza.attuale.indirizzo"]')
    await street.fill(LONG_STREET)
    await expect(street).to_have_value(LONG_STREET[:STREET_BOUND])


async def test_an_address_the_server_finds_too_long_is_said_on_its_field(
    page: Page, live_server: str
) -> None:
    """The server's 422 names the field by its path in the body
    (informazioniPersonali.residenza.attuale.indirizzo): the page shows it on the field."""
    await at_personal_data(live_server, page)
    await fill_personal_data(page)

    # A text longer than the field takes reaches the server all the same (a page from before
    # the bound, a script): the request is lengthened on its way.
    async def lengthen(route: Route) -> None:
        body = json.loads(route.request.post_data or "{}")
        body["informazioniPersonali"]["residenza"]["attuale"]["indirizzo"] = LONG_STREET
        await route.continue_(post_data=json.dumps(body))

    await page.route("**/api/applications/*/personal-info", lengthen)
    await page.get_by_role("button", name="Continua", exact=True).click()

    too_long = messages.CAMPO_TROPPO_LUNGO.format(massimo=STREET_BOUND)
    street = page.locator('[name="residenza.attuale.indirizzo"]')
    await expect(street).to_have_attribute("aria-invalid", "true", timeout=STEP_TIMEOUT)
    error_id = await street.get_attribute("aria-describedby")
    assert error_id is not None
    await expect(page.locator(f"[id='{error_id.split()[0]}']")).to_have_text(too_long)
    summary = page.get_by_role("alert").filter(has_text=messages.CONTROLLA_CAMPI)
    await expect(summary.get_by_role("link", name="Indirizzo (Residenza)")).to_be_visible()
    await expect(page.get_by_text(messages.RICHIESTA_NON_VALIDA)).to_have_count(0)
    await assert_accessible(page)
