"""§5 identity document check, done on what recognition read: whose, which side, still valid."""

from datetime import date

import pytest

from journey import messages
from recognition.checks import Applicant, check_document
from recognition.models import DocumentKind, Recognised, Side

TODAY = date(2026, 11, 23)
MARIO = Applicant(codiceFiscale="RSSMRA85T10F205R", cognome="Rossi", nome="Mario")
ANNA = Applicant(codiceFiscale="DNGNNA90A41H501K", cognome="D'Angelo", nome="Anna")
CIE_FRONT = Recognised(
    kind=DocumentKind.CIE,
    side=Side.FRONTE,
    cognome="ROSSI",
    nome="MARIO",
    dataNascita=date(1985, 12, 10),
    dataScadenza=date(2030, 1, 1),
)


@pytest.mark.parametrize(
    ("read", "applicant", "refusals"),
    [
        (CIE_FRONT, MARIO, []),
        # A field not read is empty, and not held against the applicant.
        (Recognised(kind=DocumentKind.CIE, side=Side.FRONTE), MARIO, []),
        (
            CIE_FRONT.model_copy(update={"cognome": "RUSSO"}),
            MARIO,
            [messages.DOCUMENTO_NOME_DIVERSO],
        ),
        (CIE_FRONT.model_copy(update={"nome": "MARIA"}), MARIO, [messages.DOCUMENTO_NOME_DIVERSO]),
        # Every given name is on the document; the applicant may go by the first one.
        (CIE_FRONT.model_copy(update={"nome": "MARIO LUIGI"}), MARIO, []),
        (
            CIE_FRONT.model_copy(
                update={"cognome": "D'ANGELO", "nome": "ANNA", "dataNascita": date(1990, 1, 1)}
            ),
            ANNA,
            [],
        ),
        (
            CIE_FRONT.model_copy(
                update={"cognome": "DANGELO", "nome": "ANNA", "dataNascita": date(1990, 1, 1)}
            ),
            ANNA,
            [],
        ),
        # The birth date is checked against the fiscal code when the journey has no other.
        (
            CIE_FRONT.model_copy(update={"dataNascita": date(1985, 12, 11)}),
            MARIO,
            [messages.DOCUMENTO_DATA_NASCITA_DIVERSA],
        ),
        (
            CIE_FRONT.model_copy(update={"dataNascita": date(1985, 12, 11)}),
            MARIO.model_copy(update={"dataNascita": date(1985, 12, 11)}),
            [],
        ),
        (
            CIE_FRONT.model_copy(update={"codiceFiscale": "RSSMRA85T10F205R"}),
            MARIO.model_copy(update={"codiceFiscale": "rssmra85t10f205r"}),
            [],
        ),
        (
            CIE_FRONT.model_copy(update={"codiceFiscale": "BNCMRA85T10F205X"}),
            MARIO,
            [messages.DOCUMENTO_CODICE_FISCALE_DIVERSO],
        ),
        # Valid through its expiry day.
        (CIE_FRONT.model_copy(update={"dataScadenza": TODAY}), MARIO, []),
        (
            CIE_FRONT.model_copy(update={"dataScadenza": date(2026, 11, 22)}),
            MARIO,
            [messages.DOCUMENTO_SCADUTO],
        ),
        (
            CIE_FRONT.model_copy(update={"cognome": "RUSSO", "dataScadenza": date(2020, 1, 1)}),
            MARIO,
            [messages.DOCUMENTO_NOME_DIVERSO, messages.DOCUMENTO_SCADUTO],
        ),
    ],
)
def test_spec_5_document_of_the_applicant_and_still_valid(
    read: Recognised, applicant: Applicant, refusals: list[str]
) -> None:
    assert (
        check_document(
            read, kind=DocumentKind.CIE, side=Side.FRONTE, applicant=applicant, today=TODAY
        )
        == refusals
    )


@pytest.mark.parametrize(
    ("read", "kind", "side", "refusal"),
    [
        (CIE_FRONT, DocumentKind.CIE, Side.RETRO, messages.DOCUMENTO_RETRO_ATTESO),
        (
            CIE_FRONT.model_copy(update={"side": Side.RETRO}),
            DocumentKind.CIE,
            Side.FRONTE,
            messages.DOCUMENTO_FRONTE_ATTESO,
        ),
        (
            Recognised(kind=DocumentKind.TESSERA_SANITARIA, side=Side.FRONTE),
            DocumentKind.CIE,
            Side.FRONTE,
            messages.DOCUMENTO_TIPO_DIVERSO,
        ),
    ],
)
def test_wrong_document_or_side_is_refused_before_anything_else(
    read: Recognised, kind: DocumentKind, side: Side, refusal: str
) -> None:
    expired = read.model_copy(update={"cognome": "RUSSO", "dataScadenza": date(2020, 1, 1)})
    assert check_document(expired, kind=kind, side=side, applicant=MARIO, today=TODAY) == [refusal]
