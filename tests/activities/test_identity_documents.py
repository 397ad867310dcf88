"""check_document_fields on the journey's worker, against the sandbox's controlloDocumento (§5)."""

from datetime import date, timedelta
from typing import Any

import pytest

from activities.identity_documents import _sentence
from activities.models import BackOfficeSession, DocumentCheck, DocumentChecked, DocumentHolder
from journey import messages
from journey.models.documents import DocumentCode, DocumentFields
from runtime.settings import Settings
from tests.activities.conftest import RunActivityFn

TODAY = date.today()  # the sandbox judges validity by its own today
MARIO_ROSSI = DocumentHolder(
    codiceFiscale="RSSMRA85T10F205R", cognome="ROSSI", nome="MARIO", dataNascita=date(1985, 12, 10)
)
SESSION = BackOfficeSession(
    draftId="loan-documents-test",
    fiscalCode="RSSMRA85T10F205R",
    firstName="MARIO",
    lastName="ROSSI",
    email="mario.rossi@gmail.com",
    mobilePhone="3401234567",
)


def _day(days_from_today: int) -> str:
    return (TODAY + timedelta(days=days_from_today)).strftime("%d/%m/%Y")


CIE = DocumentFields(
    numeroDocumento="CA12345AB",
    dataRilascio=_day(-700),
    provinciaRilascio="MI",
    comuneRilascio="Milano",
    dataScadenza=_day(3000),
    cognome="Rossi",
    nome="Mario",
    dataNascita="10/12/1985",
)


async def _check(
    run_activity: RunActivityFn,
    settings: Settings,
    values: DocumentFields,
    code: DocumentCode = DocumentCode.DIG,
    **change: Any,
) -> list[str]:
    request = DocumentCheck(
        session=SESSION,
        code=code,
        values=values,
        holder=MARIO_ROSSI,
        today=TODAY,
        residenceComune="MILANO",
        residenceProvincia="MI",
        **change,
    )
    answer = await run_activity(
        "check_document_fields", request, task_queue=settings.task_queue, attempts=3
    )
    return DocumentChecked.model_validate(answer).errors


@pytest.mark.usefixtures("worker")
@pytest.mark.parametrize(
    ("code", "change", "errors"),
    [
        (DocumentCode.DIG, {}, []),
        (DocumentCode.CAR, {"numeroDocumento": "AX 1234567"}, []),
        (DocumentCode.PAT, {"numeroDocumento": "MI1234567A"}, []),
        # The sandbox's own Italian sentence, as the back office wrote it.
        (
            DocumentCode.DIG,
            {"numeroDocumento": "AX1234567"},
            ["Numero non valido per carta d'identità elettronica"],
        ),
        (
            DocumentCode.CAR,
            {"numeroDocumento": "CA12345AB"},
            ["Numero non valido per carta d'identità"],
        ),
        (
            DocumentCode.DIG,
            {"comuneRilascio": "Paperopoli"},
            ["Comune inesistente (luogo di rilascio)"],
        ),
        (
            DocumentCode.DIG,
            {"comuneRilascio": "Roma"},
            ["Il comune non appartiene alla provincia indicata (luogo di rilascio)"],
        ),
        (DocumentCode.DIG, {"dataScadenza": _day(-1)}, [messages.DOCUMENTO_SCADUTO]),
        (DocumentCode.DIG, {"cognome": "Russo"}, [messages.DOCUMENTO_NOME_DIVERSO]),
        (
            DocumentCode.DIG,
            {"dataNascita": "11/12/1985"},
            [messages.DOCUMENTO_DATA_NASCITA_DIVERSA],
        ),
        # Left empty: said once, in our words, not again in the back office's.
        (
            DocumentCode.DIG,
            {"comuneRilascio": ""},
            [messages.DOCUMENTO_CAMPO_MANCANTE["comuneRilascio"]],
        ),
        (
            DocumentCode.DIG,
            {"numeroDocumento": "", "dataRilascio": "31/02/2024"},
            [
                messages.DOCUMENTO_CAMPO_MANCANTE["numeroDocumento"],
                messages.DOCUMENTO_DATA_NON_VALIDA["dataRilascio"],
            ],
        ),
    ],
    ids=lambda value: str(value)[:30],
)
async def test_5_identity_document_check(
    run_activity: RunActivityFn,
    settings: Settings,
    code: DocumentCode,
    change: dict[str, str],
    errors: list[str],
) -> None:
    values = CIE.model_copy(update=change)
    assert await _check(run_activity, settings, values, code) == errors


@pytest.mark.usefixtures("worker")
async def test_a_health_card_is_checked_against_the_applicant_only(
    run_activity: RunActivityFn, settings: Settings
) -> None:
    card = DocumentFields(
        codiceFiscale="rssmra85t10f205r",
        cognome="ROSSI",
        nome="MARIO",
        dataNascita="10/12/1985",
        dataScadenza=_day(400),
    )
    assert await _check(run_activity, settings, card, DocumentCode.CF) == []
    other = card.model_copy(update={"codiceFiscale": "BNCGLI80C54L219I"})
    assert await _check(run_activity, settings, other, DocumentCode.CF) == [
        messages.DOCUMENTO_CODICE_FISCALE_DIVERSO
    ]
    # Its fields only: no document number is asked of a health card.
    nameless = card.model_copy(update={"nome": ""})
    assert await _check(run_activity, settings, nameless, DocumentCode.CF) == [
        messages.DOCUMENTO_CAMPO_MANCANTE["nome"]
    ]


@pytest.mark.parametrize(
    ("error", "sentence"),
    [
        (
            {"campo": "dataRilascio", "descrizione": "La data di rilascio è nel futuro"},
            "La data di rilascio è nel futuro",
        ),
        ({"campo": "numeroDocumento", "descrizione": "numero non valido"}, "Numero non valido"),
        # Not Italian, or no sentence at all: ours for its field, or the general one.
        (
            {"campo": "numeroDocumento", "descrizione": "Invalid document number"},
            messages.DOCUMENTO_CONTROLLO["numeroDocumento"],
        ),
        (
            {"campo": "localitaRilascio", "descrizione": "ERR_LOC_042"},
            messages.DOCUMENTO_CONTROLLO["localitaRilascio"],
        ),
        (
            {"campo": "serialNumber", "descrizione": "Invalid data in field"},
            messages.DOCUMENTO_CONTROLLO_NON_SUPERATO,
        ),
        ({"campo": None, "descrizione": ""}, messages.DOCUMENTO_CONTROLLO_NON_SUPERATO),
    ],
)
def test_5_back_office_errors_read_as_italian_sentences(
    error: dict[str, Any], sentence: str
) -> None:
    assert _sentence(error) == sentence
