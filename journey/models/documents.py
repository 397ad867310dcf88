"""documenti (§3): the identity, residence-permit, passport, health-card and income documents."""

from enum import StrEnum

from pydantic import Field, field_validator

from journey.models.base import InputModel


class DocumentCategory(StrEnum):
    """Document categories; PER and PAS apply to non-Italians."""

    IDE = "IDE"
    CFR = "CFR"
    RED = "RED"
    RPR = "RPR"
    UTE = "UTE"
    ID2 = "2ID"
    RE2 = "2RE"
    PER = "PER"
    PAS = "PAS"


# The categories text recognition reads: residence permit, identity card, passport, health card,
# income proof.
OCR_CATEGORIES = frozenset(
    {
        DocumentCategory.PER,
        DocumentCategory.IDE,
        DocumentCategory.PAS,
        DocumentCategory.CFR,
        DocumentCategory.RED,
    }
)


class DocumentCode(StrEnum):
    """Document codes of the checklist and of the anomalies."""

    CF = "CF"
    PER = "PER"
    EPER = "EPER"
    CAR = "CAR"
    PAT = "PAT"
    DIG = "DIG"
    PAS = "PAS"
    RPR = "RPR"
    DRED = "DRED"
    MRE2 = "MRE2"
    DRE2 = "DRE2"
    PRED = "PRED"
    PRE2 = "PRE2"
    ARED = "ARED"
    ARE2 = "ARE2"
    UTE = "UTE"
    CRES = "CRES"


class CheckDocumento(InputModel):
    """The identity-document check's result: success iff no errors."""

    success: bool = False
    errors: list[str] = Field(default_factory=list)


class ProvinciaDocumento(InputModel):
    """The issuing province, uppercased (§3)."""

    sigla: str = ""
    nome: str = ""

    @field_validator("sigla", "nome")
    @classmethod
    def _upper(cls, value: str) -> str:
        return value.strip().upper()


class ComuneDocumento(InputModel):
    """The issuing town and its postcode."""

    nome: str = ""
    cap: str = ""


class FronteRetro(InputModel):
    """Whether the front and the back of a document were read as valid."""

    fronte: bool = False
    retro: bool = False


class DocumentoDiRiconoscimento(FronteRetro):
    """The identity document (DOC_TIPO / DOC_TIPO_DETT as text recognition names them)."""

    DOC_TIPO: str = ""
    DOC_TIPO_DETT: str = ""
    numeroDocumento: str = ""
    dataRilascio: str = ""
    provincia: ProvinciaDocumento = ProvinciaDocumento()
    comune: ComuneDocumento = ComuneDocumento()


class Reddito(InputModel):
    """The proof of income's validity."""

    valido: bool = False


class Documenti(InputModel):
    """Everything the documents step has gathered."""

    checkDocumento: CheckDocumento = CheckDocumento()
    documentoDiRiconoscimento: DocumentoDiRiconoscimento = DocumentoDiRiconoscimento()
    permessoDiSoggiorno: FronteRetro = FronteRetro()
    passaporto: FronteRetro = FronteRetro()
    tesseraSanitaria: FronteRetro = FronteRetro()
    reddito: Reddito = Reddito()
