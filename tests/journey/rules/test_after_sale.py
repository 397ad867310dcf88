"""The anomaly area's view of the back office's checklist (after the signature)."""

from datetime import UTC, datetime, timedelta

import pytest

from journey import messages
from journey.models.firma import AnomalyDocument, Tracking
from journey.rules.after_sale import document_name, open_anomaly, outcome_text, tracking_view

UPLOADED = datetime(2026, 11, 23, 10, tzinfo=UTC)
LATER = UPLOADED + timedelta(hours=2)


def document(code: str, state: str, *, category: str = "", updated: datetime = LATER):
    return AnomalyDocument(
        codDocumento=code,
        desCategoria=category or None,
        codStato=state,
        ultimoUpload=UPLOADED,
        ultimoAggiornamento=updated,
    )


def test_open_anomalies_in_priority_order_with_their_pages_and_reasons() -> None:
    tracking = Tracking(
        stato="FIRMATA",
        esito="SOSPESA",
        documenti=[
            document("DRED", "N", category="BUSTA PAGA"),
            document("CON", "G"),  # the contract is never an anomaly
            document("CF", "V"),  # validated
            document("CAR", "G", category="DOCUMENTO DI IDENTITA'"),
            document("UTE", "G", updated=UPLOADED - timedelta(days=1)),  # uploaded since
            document("PRED", "C", category="CERTIFICATO DI PENSIONE"),
        ],
    )
    view = tracking_view(tracking, "12345678", italian=True)
    assert view.numero == "12345678" and view.descrizione == messages.RICHIESTA_SOSPESA
    assert [(a.codDocumento, a.pagina, a.retro) for a in view.anomalie] == [
        ("CAR", "/anomalie/documento-di-riconoscimento", True),
        ("DRED", "/anomalie/giustificativo-del-reddito/busta-paga", False),
    ]
    assert view.anomalie[0].descrizione == "Documento di identità"
    assert view.anomalie[0].motivo == messages.ANOMALIA_DOCUMENTO_NON_VALIDO
    assert view.anomalie[1].motivo == messages.ANOMALIA_DOCUMENTO_NON_CONFORME
    assert view.inVerifica == ["Certificato di pensione"]


def test_a_document_type_with_no_page_is_shown_as_not_handled() -> None:
    tracking = Tracking(documenti=[document("XYZ", "G")])
    [anomaly] = tracking_view(tracking, "12345678", italian=True).anomalie
    assert anomaly.pagina is None and anomaly.motivo == messages.ANOMALIA_NON_GESTITA
    assert anomaly.descrizione == "XYZ"


def test_a_non_italians_identity_document_has_the_non_it_page() -> None:
    tracking = Tracking(documenti=[document("CAR", "G"), document("PAS", "N")])
    pages = [a.pagina for a in tracking_view(tracking, "1", italian=False).anomalie]
    assert pages == [
        "/anomalie/non-it/documento-di-riconoscimento",
        "/anomalie/non-it/passaporto/scatta",
    ]


@pytest.mark.parametrize(
    ("esito", "text"),
    [
        ("IN_ISTRUTTORIA", messages.RICHIESTA_IN_VALUTAZIONE),
        ("approvata", messages.RICHIESTA_APPROVATA),
        ("RESPINTA", messages.RICHIESTA_NON_ACCOLTA),
        ("ANNULLATA", messages.RICHIESTA_ANNULLATA),
        ("", messages.RICHIESTA_IN_VALUTAZIONE),
        ("SCONOSCIUTO", messages.RICHIESTA_IN_VALUTAZIONE),
    ],
)
def test_the_outcome_in_words(esito: str, text: str) -> None:
    assert outcome_text(esito) == text


def test_names_and_the_open_anomaly_by_code() -> None:
    assert document_name(document("CF", "G", category="CODICE FISCALE")) == "Tessera sanitaria"
    assert document_name(document("DRED", "G", category="BUSTA PAGA")) == "Busta paga"
    assert document_name(document("UTE", "G", category="Bolletta luce")) == "Bolletta luce"
    tracking = Tracking(documenti=[document("CF", "G"), document("CAR", "V")])
    assert open_anomaly(tracking, "cf") is not None
    assert open_anomaly(tracking, "CAR") is None and open_anomaly(None, "CF") is None


@pytest.mark.parametrize("esito", ["APPROVATA", "RESPINTA", "ANNULLATA"])
def test_a_decided_request_asks_for_nothing_more(esito: str) -> None:
    """Found by a review: a refused or cancelled request still listed documents to correct."""
    tracking = Tracking(esito=esito, documenti=[document("CF", "G"), document("DRED", "C")])
    view = tracking_view(tracking, "12345678", italian=True)
    assert view.anomalie == [] and view.inVerifica == []
    assert open_anomaly(tracking, "CF") is None


def test_a_suspended_request_still_asks_for_its_documents() -> None:
    tracking = Tracking(esito="SOSPESA", documenti=[document("CF", "G")])
    assert [a.codDocumento for a in tracking_view(tracking, "1", italian=True).anomalie] == ["CF"]
