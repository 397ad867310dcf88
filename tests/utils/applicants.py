"""Applicants for the tests: real fiscal codes, consistent with their names."""

from journey.forms import Agreements, BasicInfoForm
from journey.models.simulator import SimulatorData


def simulator_data(**overrides: object) -> SimulatorData:
    values: dict[str, object] = {
        "CODICE_OFFERTA": "PP-STD",
        "SC_TIPO_OFFERTA": "2",
        "MOD_PAGAMENTO": "RID",
        "SC_BENE": "LIQUIDITA",
        "SC_NUMERO_RATE": 60,
        "SC_IMPORTO_TOTALE": 1_000_000,
        "SC_IMPORTO_RATA": 19_300,
        "UTM_SOURCE": "google",
    }
    values.update(overrides)
    return SimulatorData.model_validate(values)


def mario_rossi(**overrides: object) -> BasicInfoForm:
    """Born in Milan on 10/12/1985; every back-office check passes."""
    values: dict[str, object] = {
        "firstName": "Mario",
        "lastName": "Rossi",
        "fiscalCode": "RSSMRA85T10F205R",
        "emailAddress": "mario.rossi@gmail.com",
        "mobilePhone": "3401234567",
        "cap": "20121",
        "abitazione": "PR",
        "posizioneLavorativa": "D",
        "agreements": Agreements(
            questionOne=True, questionTwo=True, questionThree=False, questionFour=True
        ),
    }
    values.update(overrides)
    return BasicInfoForm.model_validate(values)
