"""The cluster: what the provider already knows of the applicant (§3, recuperaClusterCliente)."""

from journey.models.base import ServiceModel


class Cluster(ServiceModel):
    """The customer class and known data; `documentiConfermati` is the documents-confirmed flag."""

    cluster: int | None = None
    flagGiaCliente: str | None = None
    localita: str | None = None
    cap: str | None = None
    indirizzo: str | None = None
    cittadinanza: str | None = None
    email: str | None = None
    nome: str | None = None
    cognome: str | None = None
    tipoDocumento: str | None = None
    numeroDocumento: str | None = None
    dataRilascioDocumento: str | None = None
    provinciaRilascioDocumento: str | None = None
    localitaRilascioDocumento: str | None = None
    dataNascita: str | None = None
    documentiConfermati: bool = False

    @property
    def gia_cliente(self) -> bool:
        """flagGiaCliente = S: an existing customer of the provider."""
        return (self.flagGiaCliente or "").upper() == "S"
