"""Applicants for the tests: real fiscal codes, consistent with their names."""

from journey.forms import Agreements, BasicInfoForm
from journey.models.personal_info import InformazioniPersonali
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
        "abitazione": "PRO",
        "posizioneLavorativa": "D",
        "agreements": Agreements(
            questionOne=True, questionTwo=True, questionThree=False, questionFour=True
        ),
    }
    values.update(overrides)
    return BasicInfoForm.model_validate(values)


def personal_info(**sections: dict[str, object]) -> InformazioniPersonali:
    """Mario Rossi's step 4: Milan resident for 5 years, employee of a Milan company."""
    values: dict[str, dict[str, object]] = {
        "residenza": {
            "attuale": {
                "provincia": "MI",
                "comune": "Milano",
                "indirizzo": "Via Roma",
                "numeroCivico": "10",
            },
            "anniResidenza": 5,
        },
        "informazioniDemografiche": {
            "cittadinanza": "ITA",
            "statoCivile": "CON",
            "membriNucleoFamiliare": 3,
            "membriConReddito": 2,
            "politicamenteEsposto": False,
        },
        "informazioniProfessionali": {
            "settore": "PRI",
            "occupazione": "01",
            "tipoAssunzione": "IND",
            "tipoReddito": "BP",
            "redditoInCentesimi": 250_000,
            "mensilita": 13,
            "anniLavorativi": 8,
        },
        "datoreLavoro": {
            "nome": "Acme Italia S.p.A.",
            "provincia": "MI",
            "comune": "Milano",
            "indirizzo": "Via Torino 5",
            "cap": "20123",
        },
        "coordinateBancarie": {
            "iban": "IT60 X054 2811 1010 0000 0123 456",
            "aperturaConto": "03/2015",
        },
    }
    for name, override in sections.items():
        values[name] = {**values[name], **override}
    return InformazioniPersonali.model_validate(values)
