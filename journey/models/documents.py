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


# -- the documents step as the workflow keeps it and the screens show it ------------------------


class SideName(StrEnum):
    FRONTE = "fronte"
    RETRO = "retro"


class SlotStatus(StrEnum):
    """Where one requested document stands on its card."""

    DA_CARICARE = "da_caricare"  # a side is still missing (or was refused: see its refusal)
    DA_CONFERMARE = "da_confermare"  # every side is in; the applicant confirms what was read
    DA_COMPILARE = "da_compilare"  # recognition failed: the applicant types the fields
    CONFERMATO = "confermato"


class SideUpload(InputModel):
    """One side of a document on its card: whether a file is in, and why it was refused."""

    side: SideName
    uploaded: bool = False
    fileName: str | None = None
    # The Italian sentence saying what to do; the side is then to upload again.
    refusal: str | None = None


class DocumentFields(InputModel):
    """The fields of a document the applicant confirms or corrects; "" = not read, never guessed.

    Dates are gg/mm/aaaa, as every form of the journey writes them. Which of them a document
    has is its slot's `fields`.
    """

    numeroDocumento: str = Field(default="", max_length=20)
    dataRilascio: str = Field(default="", max_length=10)
    provinciaRilascio: str = Field(default="", max_length=2)
    comuneRilascio: str = Field(default="", max_length=60)
    dataScadenza: str = Field(default="", max_length=10)
    cognome: str = Field(default="", max_length=60)
    nome: str = Field(default="", max_length=60)
    dataNascita: str = Field(default="", max_length=10)
    codiceFiscale: str = Field(default="", max_length=16)


class DocumentSlot(InputModel):
    """One document the applicant must give, as its `card-upload` shows it (§2, §4 order)."""

    id: str  # stable within the application: the category, or the income proof's code
    category: DocumentCategory
    # The document types accepted here (an identity card may be the CIE, the paper card or the
    # driving licence); `code` is the one chosen, or the first.
    codes: list[DocumentCode]
    code: DocumentCode
    route: str  # the page that asks for it
    sides: list[SideUpload]
    # Whether text recognition reads this document, and the fields confirmed on its card.
    read: bool = False
    fields: list[str] = Field(default_factory=list)
    values: DocumentFields = DocumentFields()
    status: SlotStatus = SlotStatus.DA_CARICARE
    # Refusals of the whole document (another person's, expired) and controlloDocumento's
    # errors, as Italian sentences.
    errors: list[str] = Field(default_factory=list)


class DocumentsView(InputModel):
    """The documents step (§3 documenti) as the screens need it."""

    slots: list[DocumentSlot] = Field(default_factory=list)
    documentoDiRiconoscimento: DocumentoDiRiconoscimento = DocumentoDiRiconoscimento()
    checkDocumento: CheckDocumento = CheckDocumento()
    # Work position C with no proof of income: the save-information page was confirmed.
    informazioniSalvate: bool = False
    # Sent to the back office (CRM Step 5 done): 'Documenti inviati con successo'.
    sent: bool = False
    # The last sending failed: 'Si è verificato un errore durante l'invio dei documenti'.
    sendFailed: bool = False
