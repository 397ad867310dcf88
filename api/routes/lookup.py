"""Lookup lists for the selects of the forms (spec §7 GET /main/api/cache/lookup)."""

from fastapi import APIRouter, Response
from pydantic import BaseModel

from journey.forms import HOUSING_TYPES, WORK_POSITIONS

router = APIRouter(prefix="/cache", tags=["lookup"])


class Option(BaseModel):
    codice: str
    descrizione: str


class Lookups(BaseModel):
    abitazioni: list[Option]
    posizioniLavorative: list[Option]


@router.get("/lookup", response_model=Lookups)
def read_lookups(response: Response) -> Lookups:
    """Reference lists; they change with a release, so browsers may cache them for an hour."""
    response.headers["Cache-Control"] = "public, max-age=3600"
    return Lookups(
        abitazioni=[Option(codice=h.codice, descrizione=h.descrizione) for h in HOUSING_TYPES],
        posizioniLavorative=[
            Option(codice=w.codice, descrizione=w.descrizione) for w in WORK_POSITIONS
        ],
    )
