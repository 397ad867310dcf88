"""crmCreaProspect (create, update) and recuperaClusterCliente (known customers, cluster 100)."""

import httpx

from tests.sandbox.conftest import B2BClient, finalized_practice

PROSPECT = {
    "codiceFiscale": "RSSMRA85T10F205R",
    "cognome": "ROSSI",
    "nome": "MARIO",
    "email": "MARIO.ROSSI@EXAMPLE.COM",
    "consensoPrivacy": "S",
    "consensoPrivacy2": "S",
    "consensoPrivacy3": "N",
    "consensoPrivacy4": "N",
    "datiProdotti": [{"codProdottoCRM": "1;146", "tipoProdotto": "PP"}],
    "professione": "2",
    "recapitoTel": "3331234567",
    "step": "Step 1 – Light form",
    "UTM_SOURCE": "google",
}


async def test_create_then_update_a_prospect(b2b: B2BClient, http: httpx.AsyncClient) -> None:
    created = await b2b.call("crmCreaProspect", PROSPECT)
    assert created["codiceEsito"] == "0"
    product = created["datiProdotti"][0]
    assert product["incidentIdCRM"] == created["idCrm"]
    assert created["idAnagCRM"] and product["opIdCRM"]

    update = {
        **PROSPECT,
        "idAnagCRM": created["idAnagCRM"],
        "datiProdotti": [{**PROSPECT["datiProdotti"][0], "incidentIdCRM": created["idCrm"]}],
        "step": "Step 1.1 – Esito motore",
        "engine_pricing": "X",
    }
    updated = await b2b.call("crmCreaProspect", update)
    assert updated["idCrm"] == created["idCrm"]

    stored = (await http.get("/operator/api/prospects")).json()
    assert len(stored) == 1
    assert stored[0]["step"] == "Step 1.1 – Esito motore"
    assert [s["step"] for s in stored[0]["steps"]] == [
        "Step 1 – Light form",
        "Step 1.1 – Esito motore",
    ]
    assert stored[0]["payload"]["engine_pricing"] == "X"
    assert stored[0]["payload"]["UTM_SOURCE"] == "google"


async def test_update_of_unknown_prospect_is_code_20000(b2b: B2BClient) -> None:
    answer = await b2b.call(
        "crmCreaProspect", {**PROSPECT, "datiProdotti": [{"incidentIdCRM": "I000000000"}]}
    )
    assert (answer["codiceEsito"], answer["idCrm"]) == ("20000", None)


async def test_prospect_without_fiscal_code_is_code_20000(b2b: B2BClient) -> None:
    answer = await b2b.call("crmCreaProspect", {**PROSPECT, "codiceFiscale": None})
    assert answer["codiceEsito"] == "20000"


async def test_customer_with_a_request_in_progress(b2b: B2BClient) -> None:
    await finalized_practice(b2b)
    answer = await b2b.call("crmCreaProspect", PROSPECT)
    assert answer["idCrm"] is None
    assert answer["codiceEsito"] == "20001"


async def test_known_customer_cluster_and_data(b2b: B2BClient) -> None:
    answer = await b2b.call(
        "recuperaClusterCliente",
        {
            "codFiscale": "BNCGLI80C54L219I",
            "procedura": "PP",
            "provenienza": "DS",
            "canale": "MAP",
            "telCellulare": "3331234567",
        },
    )
    assert (answer["cluster"], answer["flagGiaCliente"]) == (300, "S")
    assert answer["cognome"] == "BIANCHI"
    assert answer["numeroDocumento"] == "CA12345AB"
    assert answer["indirizzo"] == "VIA DANTE 12"
    assert answer["dataNascita"] == "14/03/1980"


async def test_foreign_known_customer(b2b: B2BClient) -> None:
    answer = await b2b.call("recuperaClusterCliente", {"codFiscale": "PPSNAA88S70Z129J"})
    assert (answer["cluster"], answer["cittadinanza"], answer["tipoDocumento"]) == (
        150,
        "ROU",
        "PAS",
    )


async def test_everyone_else_is_cluster_100(b2b: B2BClient) -> None:
    answer = await b2b.call("recuperaClusterCliente", {"codFiscale": "RSSMRA85T10F205R"})
    assert (answer["cluster"], answer["flagGiaCliente"]) == (100, "N")
