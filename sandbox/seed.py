"""Provider data present before any call: known customers and simulator data for demonstrations."""

from decimal import Decimal
from typing import Any

from codicefiscale import codicefiscale
from sqlalchemy.orm import Session

from sandbox import pricing
from sandbox.db import Customer, Practice, SimulatorData

# Customers the provider already knows. Fiscal codes are computed, not typed, so they are valid.
KNOWN_CUSTOMERS: tuple[dict[str, Any], ...] = (
    {
        "cluster": 300,
        "nome": "GIULIA",
        "cellulare": "3471234567",
        "cognome": "BIANCHI",
        "sesso": "F",
        "dataNascita": "14/03/1980",
        "luogoNascita": "Torino",
        "cittadinanza": "ITA",
        "email": "GIULIA.BIANCHI@EXAMPLE.COM",
        "localita": "MILANO",
        "provincia": "MI",
        "cap": "20121",
        "indirizzo": "VIA DANTE 12",
        "tipoDocumento": "DIG",
        "numeroDocumento": "CA12345AB",
        "dataRilascioDocumento": "10/05/2019",
        "provinciaRilascioDocumento": "MI",
        "localitaRilascioDocumento": "MILANO",
    },
    {
        "cluster": 200,
        "nome": "MARCO",
        "cellulare": "3331234567",
        "cognome": "ESPOSITO",
        # Net monthly income on file: the engine cuts larger requests (pricing Y).
        "redditoMensile": 1200,
        "sesso": "M",
        "dataNascita": "02/07/1975",
        "luogoNascita": "Napoli",
        "cittadinanza": "ITA",
        "email": "MARCO.ESPOSITO@EXAMPLE.COM",
        "localita": "NAPOLI",
        "provincia": "NA",
        "cap": "80134",
        "indirizzo": "VIA TOLEDO 156",
        "tipoDocumento": "CAR",
        "numeroDocumento": "AX1234567",
        "dataRilascioDocumento": "20/09/2016",
        "provinciaRilascioDocumento": "NA",
        "localitaRilascioDocumento": "NAPOLI",
    },
    {
        "cluster": 150,
        "nome": "ANA",
        "cellulare": "3209876543",
        "cognome": "POPESCU",
        "sesso": "F",
        "dataNascita": "30/11/1988",
        "luogoNascita": "Z129",
        "cittadinanza": "ROU",
        "email": "ANA.POPESCU@EXAMPLE.COM",
        "localita": "ROMA",
        "provincia": "RM",
        "cap": "00185",
        "indirizzo": "VIA NAZIONALE 40",
        "tipoDocumento": "PAS",
        "numeroDocumento": "052345678",
        "dataRilascioDocumento": "15/01/2021",
        "provinciaRilascioDocumento": "RM",
        "localitaRilascioDocumento": "ROMA",
    },
)


def customer_fiscal_code(customer: dict[str, Any]) -> str:
    return str(
        codicefiscale.encode(
            lastname=customer["cognome"],
            firstname=customer["nome"],
            gender=customer["sesso"],
            birthdate=customer["dataNascita"],
            birthplace=customer["luogoNascita"],
        )
    )


def demo_simulator_data() -> dict[str, Any]:
    """What the public simulator hands over for 10,000 euro in 60 instalments (amounts in cents)."""
    amount, months = Decimal(10000), 60
    tan, _ = pricing.grid_tan(amount, months, pricing.Risk("DIP", None, 100))
    offer = pricing.price(amount, months, tan)
    return {
        "CODICE_OFFERTA": "PP-DEMO",
        "SC_TIPO_OFFERTA": "2",
        "MOD_PAGAMENTO": "SDD",
        "SC_BENE": "LIQUIDITA",
        "SC_NUMERO_RATE": months,
        "SC_IMPORTO_TOTALE": int(amount * 100),
        "SC_IMPORTO_RATA": int(offer.instalment * 100),
        "UTM_SOURCE": "sandbox",
        "UTM_MEDIUM": "demo",
        "UTM_CAMPAIGN": "demo",
        "CODICE_APP": "DS",
    }


# An applicant whose earlier request is still being evaluated: the CRM answers "request in
# progress" (spec §4 cliente-con-richiesta-in-corso) when they apply again.
PENDING_REQUEST: dict[str, Any] = {
    "num_pratica": "10000001",
    "codice_anagrafico": "C000000001",
    "codice_fiscale": "VRDLCU79L21L219K",  # Luca Verdi, born in Turin on 21/07/1979
}


def seed(session: Session) -> None:
    """Insert the known customers and the demo simulator data once; later runs keep changes."""
    if session.get(SimulatorData, "DEMO") is None:
        session.add(SimulatorData(code="DEMO", data=demo_simulator_data()))
    for customer in KNOWN_CUSTOMERS:
        code = customer_fiscal_code(customer)
        if session.get(Customer, code) is None:
            data = {
                k: v for k, v in customer.items() if k not in {"cluster", "sesso", "luogoNascita"}
            }
            session.add(Customer(codice_fiscale=code, cluster=customer["cluster"], data=data))
    if session.get(Practice, PENDING_REQUEST["num_pratica"]) is None:
        session.add(Practice(**PENDING_REQUEST, stato="INSERITA", esito="IN_ISTRUTTORIA"))
