"""The partner channel's configuration and the partner/intermediary data (§3)."""

from pydantic import field_validator

from journey.models.base import ServiceModel


class Configuration(ServiceModel):
    """getConfiguration: procedure, product, partner code, identity-check provider switch."""

    tipo_procedura: str | None = None
    tipo_prodotto: str | None = None
    codice_partner: str | None = None
    on_fido: bool = False

    @field_validator("on_fido", mode="before")
    @classmethod
    def _flag(cls, value: object) -> object:
        # The back office writes flags as S/N; accept them as well as booleans.
        if isinstance(value, str) and value.upper() in {"S", "N"}:
            return value.upper() == "S"
        return value


class Intermediario(ServiceModel):
    """The intermediary a request comes through (agents and dealers appear only as this data)."""

    codIntermediario: str | None = None
    tipoIntermediario: str | None = None
    codAgente: str | None = None
    codConvenzionato: str | None = None
    codPuntoVendita: str | None = None
    codSubagente: str | None = None


class Partner(ServiceModel):
    """The partner channel's loading parameters."""

    # Years at the current address below which the previous address is asked (§3 partner).
    anzianitaIndirizzoCorrente: int | None = None
    canale: str | None = None
    tipoCaricamento: str | None = None
    intermediario: Intermediario = Intermediario()
