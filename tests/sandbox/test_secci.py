"""OCS_BASTCSEC_V3: a real SECCI PDF, its text checked for the mandatory items of CCD2."""

import io
import re

import httpx
from pypdf import PdfReader

from tests.sandbox.conftest import B2BClient

CONSUMER = {"nome": "Mario", "cognome": "Rossi", "codFiscale": "RSSMRA85T10F205R"}


def _it(value: float) -> str:
    """12631.89 -> '12.631,89', as the PDF prints euro and percentages."""
    return f"{value:,.2f}".replace(",", "_").replace(".", ",").replace("_", ".")


async def _pdf(http: httpx.AsyncClient, url: str) -> PdfReader:
    response = await http.get(url.removeprefix("http://sandbox.test"))
    assert response.status_code == 200
    assert response.headers["content-type"] == "application/pdf"
    return PdfReader(io.BytesIO(response.content))


async def test_secci_from_a_simulation(b2b: B2BClient, http: httpx.AsyncClient) -> None:
    simulation = await b2b.call(
        "eseguiMotoreSimulazione", {"importoRichiesto": 10000, "numeroRate": 60}
    )
    offer = simulation["codOfferta"]
    answer = (await b2b.raw("OCS_BASTCSEC_V3", {"prgSimul": offer["prgSimul"], **CONSUMER})).json()[
        "bastcsecv3Response"
    ]
    assert answer["elencoErrori"] == []
    assert re.fullmatch(r"TMPSAP_\d{13}", answer["msfres_NUM_PRATICA_TMP"])
    assert answer["msfologon_SESSION_ID"]
    assert answer["allegati_URL"].startswith("http://sandbox.test/files/")

    reader = await _pdf(http, answer["allegati_URL"])
    first = reader.pages[0].extract_text()
    # Part I on the first page: every key item of the overview.
    for item in (
        "INFORMAZIONI EUROPEE DI BASE SUL CREDITO AI CONSUMATORI",
        "Parte I",
        "Finanziatore",
        "Sandbox Credito S.p.A.",
        "Importo totale del credito 10.000,00 €",
        "Durata del contratto di credito 60 mesi",
        f"(TAN) {_it(offer['tan'])}% fisso",
        f"(TAEG) {_it(offer['taeg'])}%",
        f"Importo totale dovuto dal consumatore {_it(offer['importoTotaleDovuto'])} €",
        f"60 rate mensili da {_it(offer['importoRata'])} €",
        "spese di istruttoria 150,00 €",
        "Esempio rappresentativo",
        "Attenzione! Prendere denaro in prestito costa denaro.",
        "Diritto di recesso",
        "14 giorni",
        "MARIO ROSSI",
        answer["msfres_NUM_PRATICA_TMP"],
    ):
        assert item in first, item
    assert "Parte II" in reader.pages[1].extract_text()


async def test_secci_embeds_its_font(b2b: B2BClient, http: httpx.AsyncClient) -> None:
    response = await b2b.raw(
        "OCS_BASTCSEC_V3", {"importoRichiesto": 5000, "numeroRate": 24, **CONSUMER}
    )
    answer = response.json()["bastcsecv3Response"]
    reader = await _pdf(http, answer["allegati_URL"])
    fonts = [font.get_object() for font in reader.pages[0]["/Resources"]["/Font"].values()]
    # A TrueType subset carries its glyphs in /FontFile2: the PDF needs no installed font.
    assert fonts
    assert all("/FontFile2" in font["/FontDescriptor"].get_object() for font in fonts)
    assert all("DejaVu" in str(font["/BaseFont"]) for font in fonts)


async def test_secci_needs_the_consumer_and_an_offer(b2b: B2BClient) -> None:
    response = await b2b.raw("OCS_BASTCSEC_V3", {"nome": "Mario"})
    answer = response.json()["bastcsecv3Response"]
    assert [e["campo"] for e in answer["elencoErrori"]] == ["cognome", "codFiscale", "prgSimul"]
    assert answer["allegati_URL"] is None


async def test_secci_of_unknown_simulation(b2b: B2BClient) -> None:
    response = await b2b.raw("OCS_BASTCSEC_V3", {"prgSimul": "0000000000", **CONSUMER})
    assert response.json()["bastcsecv3Response"]["elencoErrori"][0]["codice"] == "E_SIMULAZIONE"


async def test_unknown_file_is_404(http: httpx.AsyncClient) -> None:
    response = await http.get("/files/nothing.pdf")
    assert response.status_code == 404


async def test_answer_carries_the_spec_name_and_the_generic_one(b2b: B2BClient) -> None:
    response = await b2b.raw(
        "OCS_BASTCSEC_V3", {"importoRichiesto": 5000, "numeroRate": 24, **CONSUMER}
    )
    body = response.json()
    assert body["bastcsecv3Response"] == body["OCS_BASTCSEC_V3Response"]


async def test_names_print_as_typed_markup_included(
    b2b: B2BClient, http: httpx.AsyncClient
) -> None:
    # The journey never sends markup, but the PDF writes text glyph by glyph (textOut): a tag or
    # an entity sent straight to the service prints as its characters, never as formatting.
    consumer = {**CONSUMER, "nome": "Mario <b>x</b>", "cognome": 'D\'Amico & "Figli" &amp;'}
    response = await b2b.raw(
        "OCS_BASTCSEC_V3", {"importoRichiesto": 5000, "numeroRate": 24, **consumer}
    )
    answer = response.json()["bastcsecv3Response"]
    first = (await _pdf(http, answer["allegati_URL"])).pages[0].extract_text()
    assert 'MARIO <B>X</B> D\'AMICO & "FIGLI" &AMP;' in first
