"""§2 anomaly pages by document type, income-document pages, outcome and link URLs."""

import pytest

from journey import messages
from journey.routes import Esito
from journey.rules.routes import (
    AnomaliaNonGestita,
    anomaly_page,
    draft_resume_link,
    income_document_page,
    mobile_upload_link,
    resume_link,
    resume_secci_route,
    typ_route,
)

ANOMALIE = "/anomalie"
REDDITO = "/anomalie/giustificativo-del-reddito"


@pytest.mark.parametrize(
    ("code", "italian", "page"),
    [
        ("CAR", True, f"{ANOMALIE}/documento-di-riconoscimento"),
        ("PAT", True, f"{ANOMALIE}/documento-di-riconoscimento"),
        ("DIG", True, f"{ANOMALIE}/documento-di-riconoscimento"),
        ("CAR", False, f"{ANOMALIE}/non-it/documento-di-riconoscimento"),
        ("DIG", False, f"{ANOMALIE}/non-it/documento-di-riconoscimento"),
        ("PAS", False, f"{ANOMALIE}/non-it/passaporto/scatta"),
        ("PAS", True, f"{ANOMALIE}/documento-di-riconoscimento"),
        ("CF", True, f"{ANOMALIE}/tessera-sanitaria"),
        ("CF", False, f"{ANOMALIE}/tessera-sanitaria"),
        ("UTE", True, f"{ANOMALIE}/utenza"),
        ("PER", False, f"{ANOMALIE}/non-it/permesso-di-soggiorno"),
        ("EPER", False, f"{ANOMALIE}/non-it/permesso-di-soggiorno"),
        ("RPR", False, f"{ANOMALIE}/non-it/permesso-di-soggiorno"),
        ("DRED", True, f"{REDDITO}/busta-paga"),
        ("DRE2", True, f"{REDDITO}/busta-paga"),
        ("PRED", True, f"{REDDITO}/certificato-di-pensione"),
        ("PRE2", True, f"{REDDITO}/certificato-di-pensione"),
        ("ARED", True, f"{REDDITO}/modello-unico"),
        ("MRE2", True, f"{REDDITO}/modello-unico"),
        ("ARE2", True, f"{REDDITO}/ricevuta-agenzia-entrate"),
        ("CRES", True, f"{ANOMALIE}/salva"),
        (" car ", True, f"{ANOMALIE}/documento-di-riconoscimento"),
    ],
)
def test_spec_2_anomaly_page_by_document_type(code: str, italian: bool, page: str) -> None:
    assert anomaly_page(code, italian=italian) == page


@pytest.mark.parametrize("code", ["", "XYZ", "CONE", "CON"])
def test_spec_2_unhandled_anomaly_type_raises_anomalia_non_gestita(code: str) -> None:
    with pytest.raises(AnomaliaNonGestita) as raised:
        anomaly_page(code, italian=True)
    assert str(raised.value) == messages.ANOMALIA_NON_GESTITA == "Anomalia non gestita"
    assert raised.value.code == code


DOC = "/documenti/giustificativo-del-reddito"


@pytest.mark.parametrize(
    ("letter", "reason", "page"),
    [
        ("D", None, f"{DOC}/busta-paga"),
        ("A", None, f"{DOC}/modello-unico"),
        ("P", None, f"{DOC}/certificato-di-pensione"),
        ("C", "STG", f"{DOC}/busta-paga"),
        ("C", "RED", f"{DOC}/busta-paga"),
        ("c", " stg ", f"{DOC}/busta-paga"),
        ("C", "DIS", "/documenti/salva-informazioni"),
        ("C", None, "/documenti/salva-informazioni"),
        ("D", "DIS", f"{DOC}/busta-paga"),
        ("X", None, "/documenti"),
        ("", None, "/documenti"),
    ],
)
def test_spec_2_income_document_page_by_letter(letter: str, reason: str | None, page: str) -> None:
    assert income_document_page(letter, reason) == page


@pytest.mark.parametrize(
    ("esito", "url"),
    [
        (Esito.ERRORE_GENERICO, "/typ?esito=erroregenerico"),
        (Esito.ERRORE_CELLULARE, "/typ?esito=errorecellulare"),
        (Esito.RICHIESTA_IN_CORSO, "/typ?esito=cliente-con-richiesta-in-corso"),
        (Esito.TRACKING_SCADUTO, "/typ?esito=tracking-pratica-scaduto"),
        (Esito.FORZO_SDS, "/typ?esito=forzosods"),
        (Esito.FORZO_SDS_CONFERMA, "/typ?esito=forzosodsconferma"),
        (Esito.ESITO_NON_VALIDO, "/typ?esito=esito-non-valido"),
    ],
)
def test_spec_2_outcome_pages(esito: Esito, url: str) -> None:
    assert typ_route(esito) == url


@pytest.mark.parametrize(
    ("built", "url"),
    [
        (resume_secci_route("ONFIDO"), "/resume/secci?step=ONFIDO"),
        (resume_secci_route(None), "/resume/secci?step="),
        (resume_link("AB12CD"), "/resume?code=AB12CD"),
        (resume_link("a b&c"), "/resume?code=a+b%26c"),
        (
            draft_resume_link("https://prestiti.example.it/", "loan-42"),
            "https://prestiti.example.it/main/resume?draft=loan-42",
        ),
        (
            mobile_upload_link("https://prestiti.example.it", "loan-42"),
            "https://prestiti.example.it/main/documenti/mobile?code=loan-42",
        ),
    ],
)
def test_spec_2_links(built: str, url: str) -> None:
    assert built == url
