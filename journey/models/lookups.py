"""Lookup lists (§3): provinces, towns, coded lists and the country list entry."""

from typing import Literal

from pydantic import Field

from journey.models.base import ServiceModel


class LookupItem(ServiceModel):
    """One entry of a coded list (housing, occupations, sectors, marital status, ...)."""

    codice: str
    descrizione: str


class Provincia(ServiceModel):
    """A province: its two-letter code and its name."""

    sigla: str
    nome: str


class Comune(ServiceModel):
    """A town with its postcode, province code and cadastral code."""

    comune: str
    cap: str
    provincia: str
    codice: str | None = None


class Country(ServiceModel):
    """A country list (or citizenship) entry: S marks a country outside the EU."""

    codice: str = Field(min_length=3, max_length=3)
    descrizione: str
    flagExtracomunitaria: Literal["S", "N"]


class Lookups(ServiceModel):
    """The lists the forms offer, as GET /main/api/cache/lookup returns them."""

    province: list[Provincia] = Field(default_factory=list)
    comuni: list[Comune] = Field(default_factory=list)
    abitazioni: list[LookupItem] = Field(default_factory=list)
    cittadinanza: list[Country] = Field(default_factory=list)
    occupazioni: list[LookupItem] = Field(default_factory=list)
    settori: list[LookupItem] = Field(default_factory=list)
    statoCivile: list[LookupItem] = Field(default_factory=list)
    tipoReddito: list[LookupItem] = Field(default_factory=list)
    tipoAssunzione: list[LookupItem] = Field(default_factory=list)
    longevitaConto: list[LookupItem] = Field(default_factory=list)
