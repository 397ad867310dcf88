"""The engine's simulation, the pre-contract document (secci) and the loan request (pratica), §3."""

from datetime import datetime
from decimal import Decimal

from pydantic import AliasChoices, Field

from journey.models.base import InputModel, ServiceModel


class Offerta(ServiceModel):
    """One offer of the engine; prgSimul identifies it when the applicant chooses it."""

    codice: str | None = Field(default=None, description="The offer code of the simulator.")
    prgSimul: str | None = None
    importoTotale: int | None = Field(default=None, description="In cents.")
    importoRata: int | None = Field(default=None, description="In cents.")
    # The plan's rounding lands on the last instalment: the contract names it when it differs.
    importoUltimaRata: int | None = Field(default=None, description="In cents.")
    numeroRate: int | None = None
    tan: Decimal | None = None
    taeg: Decimal | None = None
    # What the SECCI and the offer page show: costs in cents, like every amount of the journey.
    speseIstruttoria: int | None = None
    speseIncassoRata: int | None = None
    impostaBollo: int | None = None
    interessiTotali: int | None = None
    importoTotaleDovuto: int | None = None


class Simulation(ServiceModel):
    """eseguiMotoreSimulazione's result as the journey keeps it."""

    indirizzamento: str | None = Field(default=None, description="The engine channel.")
    pricing: str | None = None
    tabellaFinanziariaOrigine: str | None = None
    # §3 "codOfferta, maxOfferta, minOfferta (each with prgSimul)": the offer at the terms asked,
    # the largest and the smallest the engine would grant.
    codOfferta: Offerta | None = None
    maxOfferta: Offerta | None = None
    minOfferta: Offerta | None = None


class Secci(InputModel):
    """The pre-contract information document, stamped with the time it was produced."""

    url: str | None = None
    file: str | None = None
    sessionId: str | None = None
    numPratica: str | None = None
    date: datetime | None = None

    def for_draft(self) -> "Secci":
        """The copy a draft stores: §3 says the draft keeps the secci without the file."""
        return self.model_copy(update={"file": None})


class Pratica(InputModel):
    """The loan request: its number (numPratica on the back office's wire), customer code, sent."""

    numero: str | None = Field(default=None, validation_alias=AliasChoices("numero", "numPratica"))
    codiceAnagrafico: str | None = None
    sent: bool = False
