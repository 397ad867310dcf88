"""caricaDocumento: the back office keeps one copy of each side of a document, and shows it."""

import base64
import hashlib
import io
from typing import Any

import httpx
import pytest
from PIL import Image

from tests.sandbox.conftest import B2BClient


def _jpeg(colour: str = "white") -> bytes:
    buffer = io.BytesIO()
    Image.new("RGB", (64, 40), colour).save(buffer, "JPEG")
    return buffer.getvalue()


def _file(content: bytes, **change: Any) -> dict[str, Any]:
    return {
        "draftId": "loan-1",
        "codDocumento": "DIG",
        "lato": "fronte",
        "tipoContenuto": "image/jpeg",
        "contenuto": base64.b64encode(content).decode(),
        "sha256": hashlib.sha256(content).hexdigest(),
        **change,
    }


async def _received(http: httpx.AsyncClient, draft_id: str = "loan-1") -> list[dict[str, Any]]:
    answer = await http.get("/operator/api/files", params={"draftId": draft_id})
    files: list[dict[str, Any]] = answer.json()
    return files


async def test_a_side_is_stored_once_however_often_it_comes(
    b2b: B2BClient, http: httpx.AsyncClient
) -> None:
    content = _jpeg()
    first = await b2b.call("caricaDocumento", _file(content))
    again = await b2b.call("caricaDocumento", _file(content))
    assert (first["nuovo"], again["nuovo"]) == (True, False)
    assert first["idDocumento"] == again["idDocumento"]
    [stored] = await _received(http)
    assert (stored["codDocumento"], stored["lato"], stored["versione"]) == ("DIG", "fronte", 1)
    served = await http.get(f"/operator/files/{stored['id']}")
    assert served.content == content
    assert served.headers["content-type"] == "image/jpeg"


async def test_a_new_file_for_the_same_side_replaces_it(
    b2b: B2BClient, http: httpx.AsyncClient
) -> None:
    await b2b.call("caricaDocumento", _file(_jpeg("white")))
    await b2b.call("caricaDocumento", _file(_jpeg("black"), lato="retro"))
    replaced = await b2b.call("caricaDocumento", _file(_jpeg("grey")))
    assert replaced["versione"] == 2
    by_side = {f["lato"]: f for f in await _received(http)}
    assert set(by_side) == {"fronte", "retro"}
    assert by_side["fronte"]["sha256"] == hashlib.sha256(_jpeg("grey")).hexdigest()


async def test_files_of_other_applications_are_apart(
    b2b: B2BClient, http: httpx.AsyncClient
) -> None:
    await b2b.call("caricaDocumento", _file(_jpeg(), draftId="loan-a"))
    await b2b.call("caricaDocumento", _file(_jpeg(), draftId="loan-b"))
    assert [f["draftId"] for f in await _received(http, "loan-a")] == ["loan-a"]


@pytest.mark.parametrize(
    ("change", "code"),
    [
        ({"codDocumento": "XYZ"}, "E_COD_DOCUMENTO"),
        ({"lato": "sopra"}, "E_LATO"),
        ({"tipoContenuto": "text/html"}, "E_TIPO_CONTENUTO"),
        ({"tipoContenuto": "application/pdf"}, "E_CONTENUTO"),  # JPEG bytes declared as PDF
        ({"contenuto": "non è base64!"}, "E_CONTENUTO"),
        ({"contenuto": "", "sha256": None}, "E_CONTENUTO"),
        ({"sha256": "0" * 64}, "E_SHA256"),
    ],
)
async def test_a_file_that_is_not_what_it_says_is_refused(
    b2b: B2BClient, http: httpx.AsyncClient, change: dict[str, Any], code: str
) -> None:
    response = await b2b.raw("caricaDocumento", _file(_jpeg(), **change))
    assert response.status_code == 422
    errors = response.json()["caricaDocumentoResponse"]["elencoErrori"]
    assert code in [e["codice"] for e in errors]
    assert await _received(http) == []


async def test_the_operator_page_lists_the_files_received(
    b2b: B2BClient, http: httpx.AsyncClient
) -> None:
    stored = await b2b.call("caricaDocumento", _file(_jpeg(), draftId="loan-operatore"))
    html = (await http.get("/")).text
    assert "Documenti ricevuti" in html and "loan-operatore" in html
    assert f'href="/operator/files/{stored["idDocumento"]}"' in html
