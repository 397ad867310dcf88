"""The operator page: a person reads the OTP and resume link, raises anomalies, sets outcomes."""

import re

import httpx

from tests.sandbox.conftest import B2BClient, finalized_practice


async def test_page_shows_outbox_prospects_and_practices(
    b2b: B2BClient, http: httpx.AsyncClient
) -> None:
    practice = await finalized_practice(b2b)
    await b2b.call(
        "fesInitEnrollSendOTP",
        {
            "codFiscale": "RSSMRA85T10F205R",
            "telefono": "3331234567",
            "numPratica": practice["numPratica"],
            "reinvio": "N",
        },
    )
    await b2b.call(
        "invioEmail",
        {
            "tipo": "SECCIDS",
            "email": "mario@example.com",
            "linkRipresa": "http://x/main/resume?code=R1",
            "urlPdf": "http://x/f.pdf",
        },
    )
    await b2b.call(
        "crmCreaProspect", {"codiceFiscale": "BNCGLI80C54L219I", "step": "Step 1 – Light form"}
    )
    page = await http.get("/")
    assert page.status_code == 200
    html = page.text
    assert re.search(r"è \d{6}\. Valido 5 minuti", html)
    assert "http://x/main/resume?code=R1" in html
    assert "BNCGLI80C54L219I" in html
    assert practice["numPratica"] in html
    assert "Segnala anomalia" in html and "Imposta esito" in html


async def test_forms_raise_an_anomaly_and_set_an_outcome(
    b2b: B2BClient, http: httpx.AsyncClient
) -> None:
    practice = await finalized_practice(b2b)
    number = practice["numPratica"]
    anomaly = await http.post(
        "/operator/anomalies", data={"numPratica": number, "codDocumento": "CF", "codStato": "N"}
    )
    assert anomaly.status_code == 303
    outcome = await http.post("/operator/outcomes", data={"numPratica": number, "esito": "SOSPESA"})
    assert outcome.status_code == 303
    listed = (await http.get("/operator/api/practices")).json()[0]
    assert listed["esito"] == "SOSPESA"
    assert {d["codDocumento"]: d["codStato"] for d in listed["documenti"]}["CF"] == "N"


async def test_page_escapes_what_applicants_typed(b2b: B2BClient, http: httpx.AsyncClient) -> None:
    await b2b.call("invioSms", {"numTelefono": "3331234567", "testo": "<script>alert(1)</script>"})
    # The fiscal code reads only a name's letters: still Mario Rossi's.
    await finalized_practice(b2b, cognome='ROSSI & "FIGLI" D\'AMICO <I>X</I>')
    html = (await http.get("/")).text
    assert "<script>alert(1)" not in html
    assert "&lt;script&gt;" in html
    assert "<I>X</I>" not in html
    assert "MARIO ROSSI &amp; &quot;FIGLI&quot; D&#x27;AMICO &lt;I&gt;X&lt;/I&gt;" in html
