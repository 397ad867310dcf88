"""Practices: check / add / finalize, practice info, checklist, anomalies and outcomes."""

import httpx

from tests.sandbox.conftest import APPLICANT, B2BClient, finalized_practice


async def test_check_add_finalize(b2b: B2BClient) -> None:
    request = {**APPLICANT, "draftId": "loan-42", "importoRichiesto": 8000, "numeroRate": 48}
    checked = await b2b.call("practiceCheck", request)
    assert checked["messaggio"] == "Check pratica inviato con successo"
    assert len(checked["numPratica"]) == 8 and checked["numPratica"].isdigit()
    assert checked["codiceAnagrafico"]

    added = await b2b.call("practiceAdd", request)
    assert added["numPratica"] == checked["numPratica"]  # one practice per draft
    assert added["messaggio"] == "Pratica inviata con successo"

    done = await b2b.call(
        "practiceFinalize",
        {"numPratica": added["numPratica"], "codiceAnagrafico": added["codiceAnagrafico"]},
    )
    assert done["stato"] == "FINALIZZATA"
    info = (await b2b.call("recuperoInfoPraticaB2C", {"numPratica": added["numPratica"]}))[
        "pratica"
    ]
    assert (info["stato"], info["esito"], info["codFiscale"]) == (
        "FINALIZZATA",
        "IN_ISTRUTTORIA",
        "RSSMRA85T10F205R",
    )


async def test_a_retried_add_creates_one_practice(b2b: B2BClient, http: httpx.AsyncClient) -> None:
    request = {**APPLICANT, "draftId": "loan-7", "importoRichiesto": 8000, "numeroRate": 48}
    # A retry after a timeout, with the activity's idempotency key: the first answer again.
    first = await b2b.call("practiceAdd", request, idempotency_key="loan-7/practiceAdd")
    replayed = await b2b.call("practiceAdd", request, idempotency_key="loan-7/practiceAdd")
    assert replayed == first
    # A retry without the key (or after the key's answer was lost) finds the draft's practice.
    again = await b2b.call("practiceAdd", request)
    assert (again["numPratica"], again["codiceAnagrafico"]) == (
        first["numPratica"],
        first["codiceAnagrafico"],
    )
    practices = (await http.get("/operator/api/practices")).json()
    assert [p["numPratica"] for p in practices if p["draftId"] == "loan-7"] == [first["numPratica"]]


async def test_invalid_practice_data_is_400_with_the_error_list(b2b: B2BClient) -> None:
    bad = {
        **APPLICANT,
        "iban": "IT61X0542811101000000123456",
        "telCellulare": "0212345678",
        "nome": "LUIGI",
        "importoRichiesto": 8000,
        "numeroRate": 48,
        "residenza": {
            "indirizzo": "VIA ROMA 1",
            "localita": "MILANO",
            "provincia": "MI",
            "cap": "00185",
        },
    }
    response = await b2b.raw("practiceAdd", bad)
    assert response.status_code == 400
    errors = response.json()["practiceAddResponse"]["elencoErrori"]
    assert {(e["codice"], e["campo"]) for e in errors} == {
        ("E_CF_NOME", "nome"),
        ("E_TELEFONO_NON_CELLULARE", "telCellulare"),
        ("E_IBAN_CONTROLLO", "iban"),
        ("E_CAP", "residenza.cap"),
    }


async def test_the_operator_has_the_next_practice_refused_once(
    b2b: B2BClient, http: httpx.AsyncClient
) -> None:
    refusal = {"codFiscale": "rssmra85t10f205r", "campo": "iban", "descrizione": "IBAN estinto"}
    assert (await http.post("/operator/api/practice-refusals", json=refusal)).status_code == 200
    request = {**APPLICANT, "draftId": "loan-refused", "importoRichiesto": 8000, "numeroRate": 48}
    refused = await b2b.raw("practiceCheck", request)
    assert refused.status_code == 400
    [error] = refused.json()["practiceCheckResponse"]["elencoErrori"]
    assert (error["codice"], error["campo"], error["descrizione"]) == (
        "E_PRATICA_RIFIUTATA",
        "iban",
        "IBAN estinto",
    )
    # Spent: the same practice goes through the next time.
    assert (await b2b.raw("practiceCheck", request)).status_code == 200


async def test_finalize_of_unknown_practice_is_400(b2b: B2BClient) -> None:
    response = await b2b.raw(
        "practiceFinalize", {"numPratica": "12345678", "codiceAnagrafico": "1"}
    )
    assert response.status_code == 400
    assert response.json()["practiceFinalizeResponse"]["elencoErrori"][0]["codice"] == "E_PRATICA"


async def test_finalized_practice_cannot_be_changed(b2b: B2BClient) -> None:
    added = await finalized_practice(b2b)
    response = await b2b.raw(
        "practiceAdd",
        {
            **APPLICANT,
            "numPratica": added["numPratica"],
            "importoRichiesto": 9000,
            "numeroRate": 48,
        },
    )
    assert response.status_code == 400


async def test_checklist_per_dossier(b2b: B2BClient) -> None:
    added = await finalized_practice(b2b, extracomunitario=True)
    answer = await b2b.call(
        "recuperaChecklistDocumentaleQinetic",
        {"dossierId": added["numPratica"], "dossierType": "PP"},
    )
    assert [d["codDocumento"] for d in answer["documenti"]] == ["PER", "CAR", "CF", "DRED"]
    assert {d["codStato"] for d in answer["documenti"]} == {"C"}
    assert all(d["ultimoUpload"] for d in answer["documenti"])


async def test_operator_raises_an_anomaly(b2b: B2BClient, http: httpx.AsyncClient) -> None:
    added = await finalized_practice(b2b)
    response = await http.post(
        "/operator/api/anomalies",
        json={"numPratica": added["numPratica"], "codDocumento": "CAR", "codStato": "G"},
    )
    assert response.status_code == 200
    documents = (
        await b2b.call(
            "recuperaChecklistDocumentaleQinetic",
            {"dossierId": added["numPratica"], "dossierType": "PP"},
        )
    )["documenti"]
    car = next(d for d in documents if d["codDocumento"] == "CAR")
    assert car["codStato"] == "G"
    # An open anomaly for the journey: updated after the last upload.
    assert car["ultimoAggiornamento"] > car["ultimoUpload"]


async def test_anomaly_on_a_missing_document_is_404(
    b2b: B2BClient, http: httpx.AsyncClient
) -> None:
    added = await finalized_practice(b2b)
    response = await http.post(
        "/operator/api/anomalies",
        json={"numPratica": added["numPratica"], "codDocumento": "UTE", "codStato": "N"},
    )
    assert response.status_code == 404


async def test_no_anomaly_on_a_decided_request_or_on_the_signed_contract(
    b2b: B2BClient, http: httpx.AsyncClient
) -> None:
    """Found by a review: the customer was e-mailed to send a document again, and the area the
    link opened rightly said there was nothing to correct."""
    added = await finalized_practice(b2b)
    number = added["numPratica"]
    contract = {"numPratica": number, "codDocumento": "CON", "codStato": "G"}
    assert (await http.post("/operator/api/anomalies", json=contract)).status_code == 409
    await http.post("/operator/api/outcomes", json={"numPratica": number, "esito": "APPROVATA"})
    card = {"numPratica": number, "codDocumento": "CAR", "codStato": "G"}
    assert (await http.post("/operator/api/anomalies", json=card)).status_code == 409
    # A request suspended still asks for documents.
    await http.post("/operator/api/outcomes", json={"numPratica": number, "esito": "SOSPESA"})
    assert (await http.post("/operator/api/anomalies", json=card)).status_code == 200


async def test_operator_sets_an_outcome(b2b: B2BClient, http: httpx.AsyncClient) -> None:
    added = await finalized_practice(b2b)
    response = await http.post(
        "/operator/api/outcomes", json={"numPratica": added["numPratica"], "esito": "APPROVATA"}
    )
    assert response.json()["esito"] == "APPROVATA"
    info = (await b2b.call("recuperoInfoPraticaB2C", {"numPratica": added["numPratica"]}))[
        "pratica"
    ]
    assert info["esito"] == "APPROVATA"
    practices = (await http.get("/operator/api/practices")).json()
    assert practices[0]["numPratica"] == added["numPratica"]
    assert {d["codStato"] for d in practices[0]["documenti"]} == {"V"}


async def test_info_of_unknown_practice(b2b: B2BClient) -> None:
    answer = await b2b.call("recuperoInfoPraticaB2C", {"numPratica": "00000000"})
    assert answer["elencoErrori"][0]["codice"] == "E_PRATICA"


async def test_an_anomaly_is_e_mailed_with_the_link_of_its_own_request(
    b2b: B2BClient, http: httpx.AsyncClient
) -> None:
    """Found by a review: the e-mail took the person's newest prospect, whose link opened their
    newer, unsigned application instead of the signed request the anomaly is on."""
    prospect = {
        "codiceFiscale": APPLICANT["codFiscale"],
        "cognome": "ROSSI",
        "nome": "MARIO",
        "email": "MARIO.ROSSI@EXAMPLE.COM",
        "step": "Step 1 – Light form",
        "datiProdotti": [{"tipoProdotto": "PP"}],
    }
    created = await b2b.call("crmCreaProspect", prospect)
    added = await finalized_practice(b2b)
    number = added["numPratica"]
    await b2b.call(
        "crmCreaProspect",
        {
            **prospect,
            "step": "Step 6",
            "idAnagCRM": created["idAnagCRM"],
            "linkBozza": "http://localhost:8000/main/resume?draft=signed",
            "datiProdotti": [
                {"codOcsPratica": number, "incidentIdCRM": created["idCrm"], "tipoProdotto": "PP"}
            ],
        },
    )
    # Decided, so the same person can start again: a newer application, a newer prospect.
    await http.post("/operator/api/outcomes", json={"numPratica": number, "esito": "SOSPESA"})
    await b2b.call(
        "crmCreaProspect",
        {**prospect, "linkBozza": "http://localhost:8000/main/resume?draft=newer"},
    )
    raised = await http.post(
        "/operator/api/anomalies",
        json={"numPratica": number, "codDocumento": "CF", "codStato": "G"},
    )
    assert raised.status_code == 200
    mails = (
        await http.get(
            "/operator/api/outbox", params={"channel": "email", "to": "mario.rossi@example.com"}
        )
    ).json()
    [mail] = [m for m in mails if number in m["subject"]]
    assert "draft=signed" in mail["body"] and "draft=newer" not in mail["body"]
