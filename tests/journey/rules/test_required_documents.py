"""Which documents an applicant gives, in which order and on which page (issue 14)."""

from datetime import date

import pytest

from journey import messages
from journey.models.cluster import Cluster
from journey.models.documents import DocumentFields, DocumentSlot, SlotStatus
from journey.rules.document_fields import normalise_fields, unprintable_fields, validate_fields
from journey.rules.required_documents import (
    documents_on_file,
    documents_route,
    required_documents,
    with_code,
)

INCOME = "/documenti/giustificativo-del-reddito/"


@pytest.mark.parametrize(
    ("italian", "position", "reason", "expected"),
    [
        (True, "D", None, ["IDE", "CFR", "DRED"]),
        (False, "D", None, ["PER", "PAS", "CFR", "DRED"]),
        (True, "A", None, ["IDE", "CFR", "MRE2", "ARED"]),
        (True, "P", None, ["IDE", "CFR", "PRED"]),
        (True, "C", "STG", ["IDE", "CFR", "DRED"]),
        (True, "C", "XYZ", ["IDE", "CFR"]),
    ],
)
def test_the_cards_follow_citizenship_and_work_position(
    italian: bool, position: str, reason: str | None, expected: list[str]
) -> None:
    slots = required_documents(italian=italian, work_position=position, reason=reason)
    assert [s.id for s in slots] == expected


def confirmed(slot_ids: set[str]) -> list[DocumentSlot]:
    """An A applicant's cards, those named confirmed."""
    slots = required_documents(italian=True, work_position="A")
    return [
        s.model_copy(update={"status": SlotStatus.CONFERMATO}) if s.id in slot_ids else s
        for s in slots
    ]


def test_the_route_goes_through_identity_income_pages_then_the_summary() -> None:
    assert documents_route(confirmed(set()), saved_information=False) == "/documenti"
    assert (
        documents_route(confirmed({"IDE", "CFR"}), saved_information=False)
        == INCOME + "modello-unico"
    )
    assert (
        documents_route(confirmed({"IDE", "CFR", "MRE2"}), saved_information=False)
        == INCOME + "ricevuta-modello-unico"
    )
    done = confirmed({"IDE", "CFR", "MRE2", "ARED"})
    assert documents_route(done, saved_information=False) == "/documenti/riepilogo"


def test_a_card_recognition_could_not_read_is_typed_on_carica_dati() -> None:
    slots = confirmed(set())
    slots[0] = slots[0].model_copy(update={"status": SlotStatus.DA_COMPILARE})
    assert documents_route(slots, saved_information=False) == "/documenti/carica-dati"


def test_with_no_income_proof_the_save_information_page_comes_before_the_summary() -> None:
    slots = [
        s.model_copy(update={"status": SlotStatus.CONFERMATO})
        for s in required_documents(italian=True, work_position="C", reason="XYZ")
    ]
    assert documents_route(slots, saved_information=False) == "/documenti/salva-informazioni"
    assert documents_route(slots, saved_information=True) == "/documenti/riepilogo"


def test_a_known_customer_confirms_the_document_on_file_and_gives_no_health_card() -> None:
    cluster = Cluster(
        cluster=300,
        flagGiaCliente="S",
        tipoDocumento="CAR",
        numeroDocumento="AX1234567",
        dataRilascioDocumento="20/09/2016",
        provinciaRilascioDocumento="NA",
        localitaRilascioDocumento="NAPOLI",
    )
    on_file = documents_on_file(cluster)
    slots = required_documents(italian=True, work_position="D", on_file=on_file)
    assert [s.id for s in slots] == ["IDE", "DRED"]
    assert slots[0].route == "/documenti/review" and slots[0].sides == []
    assert slots[0].values.numeroDocumento == "AX1234567"
    assert documents_route(slots, saved_information=False) == "/documenti/review"
    # A new document instead: an ordinary card on /documenti.
    replaced = with_code(slots[0], slots[0].codes[1])
    assert replaced.route == "/documenti" and len(replaced.sides) == 2
    assert documents_on_file(cluster.model_copy(update={"flagGiaCliente": "N"})) is None


def test_confirmed_fields_are_each_checked_for_their_shape() -> None:
    fields = ["numeroDocumento", "dataRilascio", "provinciaRilascio", "dataScadenza"]
    values = normalise_fields(
        DocumentFields(
            numeroDocumento=" ca 12345 ab ",
            dataRilascio="31/02/2020",
            provinciaRilascio="m1",
            dataScadenza="",
        )
    )
    assert values.numeroDocumento == "CA12345AB"
    assert validate_fields(values, fields, date(2026, 11, 23)) == {
        "values.dataRilascio": messages.DATA_NON_VALIDA,
        "values.provinciaRilascio": messages.PROVINCIA_SIGLA_NON_VALIDA,
        "values.dataScadenza": messages.CAMPO_OBBLIGATORIO,
    }
    later = DocumentFields(dataRilascio="01/01/2027", dataScadenza="01/01/2020")
    assert validate_fields(later, ["dataRilascio", "dataScadenza"], date(2026, 11, 23)) == {
        "values.dataRilascio": messages.DATA_RILASCIO_FUTURA,
        "values.dataScadenza": messages.DATA_SCADENZA_PRIMA_DEL_RILASCIO,
    }


def test_no_field_of_a_document_carries_what_no_document_prints() -> None:
    """Found by a review: a NUL, a bidi override or markup in the comune of issue went to
    controlloDocumento and stayed in the application, past the rule every other form keeps."""
    values = DocumentFields(
        comuneRilascio="TRIESTE\u202e\u0000<img src=x onerror=alert(1)>",
        nome="MARIO\r\nX: y",
        cognome="ROSSI\u200b",
        # Not one of this document's fields, and refused all the same.
        codiceFiscale="RSSMRA85T10F20<",
        numeroDocumento="CA12345AB",
    )
    expected = {
        f"values.{name}": messages.TESTO_NON_VALIDO
        for name in ("comuneRilascio", "nome", "cognome", "codiceFiscale")
    }
    assert unprintable_fields(values) == expected
    fields = ["numeroDocumento", "comuneRilascio", "nome", "cognome"]
    assert validate_fields(values, fields, date(2026, 11, 23)) == expected
    # What documents print passes: apostrophes, accents, hyphens, dots.
    printed = DocumentFields(
        comuneRilascio="SANT'ANGELO D'ALIFE", nome="JOSÉ-MARIA", cognome="D'ANNUNZIO JR."
    )
    assert unprintable_fields(printed) == {}
