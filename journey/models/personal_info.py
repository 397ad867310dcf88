"""informazioniPersonali (§3): residence, demographics, work, employer and bank details."""

from pydantic import Field

from journey.models.addresses import Indirizzo, IndirizzoConCap
from journey.models.base import (
    Code,
    EmployerName,
    Iban,
    InputModel,
    Place,
    Postcode,
    ShortDate,
    Street,
)


class Residenza(InputModel):
    """Current residence, and the previous and correspondence addresses when given.

    The current residence also carries its CAP (beyond §3, which takes it from the light form):
    empty means the light form's, and a person whose CAP does not match the comune corrects it
    here, the only page where the mismatch is found.
    """

    attuale: IndirizzoConCap = IndirizzoConCap()
    precedente: Indirizzo | None = None
    corrispondenza: IndirizzoConCap | None = None
    anniResidenza: int | None = Field(default=None, ge=0, le=120)


class InformazioniDemografiche(InputModel):
    """Citizenship, family and political-exposure data."""

    cittadinanza: Code = ""
    isExtracomunitario: bool = False
    statoCivile: Code = ""
    membriNucleoFamiliare: int | None = Field(default=None, ge=1, le=30)
    membriConReddito: int | None = Field(default=None, ge=0, le=30)
    politicamenteEsposto: bool = False
    profiloEsposizione: Code | None = None


class InformazioniProfessionali(InputModel):
    """Work and income; income is in cents like every amount."""

    settore: Code = ""
    occupazione: Code = ""
    tipoAssunzione: Code = ""
    tipoReddito: Code = ""
    # Up to 10 million euro a year: a bound, not a judgement.
    redditoInCentesimi: int | None = Field(default=None, ge=0, le=1_000_000_000)
    mensilita: int | None = Field(default=None, ge=1, le=16)
    anniLavorativi: int | None = Field(default=None, ge=0, le=70)


class DatoreLavoro(InputModel):
    """The employer's name and address."""

    nome: EmployerName = ""
    provincia: Place = ""
    comune: Place = ""
    indirizzo: Street = ""
    cap: Postcode = ""


class CoordinateBancarie(InputModel):
    """The IBAN and when the account was opened (account longevity)."""

    iban: Iban = ""
    aperturaConto: ShortDate | None = None


class InformazioniPersonali(InputModel):
    """The personal-information step's data."""

    residenza: Residenza = Residenza()
    informazioniDemografiche: InformazioniDemografiche = InformazioniDemografiche()
    informazioniProfessionali: InformazioniProfessionali = InformazioniProfessionali()
    datoreLavoro: DatoreLavoro = DatoreLavoro()
    coordinateBancarie: CoordinateBancarie = CoordinateBancarie()
