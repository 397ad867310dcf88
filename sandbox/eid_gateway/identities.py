"""The test identities the eID gateway's login page offers, with the attributes SPID releases."""

from dataclasses import dataclass, field
from typing import Any


@dataclass(frozen=True)
class TestIdentity:
    key: str
    label: str
    description: str
    # SPID attribute names (AgID's attribute table): what userinfo returns for the profile scope.
    attributes: dict[str, Any] = field(default_factory=dict)

    @property
    def fiscal_number(self) -> str:
        value: str = self.attributes["fiscalNumber"]
        return value


# idCard follows SPID's form "<type> <number> <issuer> <issue date> <expiry date>"; the numbers
# pass the sandbox's controlloDocumento (CIE format, expiry on the birthday after ten years).
IDENTITIES: dict[str, TestIdentity] = {
    identity.key: identity
    for identity in (
        TestIdentity(
            key="mario-rossi",
            label="Mario Rossi",
            description="Il richiedente: codice fiscale RSSMRA85T10F205R, nato il 10/12/1985.",
            attributes={
                "spidCode": "SPID-SBX-0000000001",
                "fiscalNumber": "TINIT-RSSMRA85T10F205R",
                "name": "Mario",
                "familyName": "Rossi",
                "gender": "M",
                "dateOfBirth": "1985-12-10",
                "placeOfBirth": "F205",
                "countyOfBirth": "MI",
                "email": "mario.rossi@example.com",
                "mobilePhone": "+393331234567",
                "address": "Via Roma 1 20121 Milano MI",
                "idCard": "CartaIdentita CA12345AB ComuneMilano 2021-03-15 2031-12-10",
            },
        ),
        TestIdentity(
            key="giulia-bianchi",
            label="Giulia Bianchi",
            description="Un'altra persona: il codice fiscale non è quello del richiedente.",
            attributes={
                "spidCode": "SPID-SBX-0000000002",
                "fiscalNumber": "TINIT-BNCGLI80C54L219I",
                "name": "Giulia",
                "familyName": "Bianchi",
                "gender": "F",
                "dateOfBirth": "1980-03-14",
                "placeOfBirth": "L219",
                "countyOfBirth": "TO",
                "email": "giulia.bianchi@example.com",
                "mobilePhone": "+393471234567",
                "address": "Via Po 10 10124 Torino TO",
                "idCard": "CartaIdentita CA54321CD ComuneTorino 2019-05-20 2030-03-14",
            },
        ),
    )
}

# The login page's two other choices: each sends the browser back with an OAuth error.
CANCELLED = "annulla"
GATEWAY_FAILURE = "errore-gateway"
OUTCOME_ERRORS = {
    CANCELLED: ("access_denied", "L'utente ha annullato l'accesso"),
    GATEWAY_FAILURE: ("server_error", "Il gateway di identità non è disponibile"),
}
