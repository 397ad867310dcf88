"""informazioniBase (§3): the light form's data as kept in the journey state."""

from pydantic import BaseModel, ConfigDict

from journey.models.base import InputModel


class Agreements(BaseModel):
    """The four consents of the light form; none is pre-ticked.

    questionOne personal data, questionTwo information notice, questionThree third parties,
    questionFour credit bureau.
    """

    model_config = ConfigDict(extra="forbid")

    questionOne: bool = False
    questionTwo: bool = False
    questionThree: bool = False
    questionFour: bool = False


class KnownData(InputModel):
    """What the provider already knows of the applicant (from the cluster, §4 initial flow)."""

    email: str = ""
    firstName: str = ""
    lastName: str = ""
    cap: str = ""


class InformazioniBase(InputModel):
    """informazioniBase with the spec's field names."""

    emailAddress: str = ""
    firstName: str = ""
    lastName: str = ""
    cap: str = ""
    abitazione: str = ""
    token: str | None = None
    knownData: KnownData = KnownData()
    posizioneLavorativa: str = ""
    agreements: Agreements = Agreements()
