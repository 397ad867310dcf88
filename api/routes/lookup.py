"""Lookup lists and place searches for the forms (spec §7 /cache/lookup and /external)."""

from typing import Annotated, Any
from urllib.parse import parse_qs, urlsplit

from fastapi import APIRouter, Depends, Query, Request, Response
from pydantic import BaseModel

from api.errors import ApiError, responses
from api.lookups import LookupCache
from journey import messages
from journey.constants import LOOKUP_LISTS
from journey.forms import WORK_POSITIONS

router = APIRouter(tags=["lookup"])

# The lists the forms need; each comes from the back office through the worker's copy.
FORM_LISTS = (*LOOKUP_LISTS, "province")


async def get_lookups(request: Request) -> LookupCache:
    return request.app.state.lookups  # type: ignore[no-any-return]


LookupsDep = Annotated[LookupCache, Depends(get_lookups)]


def _ready(lookups: LookupCache) -> dict[str, list[dict[str, Any]]]:
    lists = lookups.lists()
    if "abitazioni" not in lists:
        # The worker has not copied the back office's lists yet (first seconds of a new install).
        raise ApiError(503, "lookups_not_ready", messages.SERVIZIO_NON_DISPONIBILE)
    return lists


@router.get("/cache/lookup", responses=responses(503))
def read_lookups(response: Response, lookups: LookupsDep) -> dict[str, list[dict[str, Any]]]:
    """Every select's options; they change rarely, so browsers may keep them for an hour."""
    lists = _ready(lookups)
    response.headers["Cache-Control"] = "public, max-age=3600"
    chosen = {name: lists.get(name, []) for name in FORM_LISTS}
    # The work positions are the journey's own classes (D, A, P, C), not a back-office list.
    chosen["posizioniLavorative"] = [
        {"codice": w.codice, "descrizione": w.descrizione} for w in WORK_POSITIONS
    ]
    return chosen


@router.get("/lookup/comuni", responses=responses(422, 503))
def read_comuni(
    lookups: LookupsDep,
    q: Annotated[str, Query(max_length=60)] = "",
    provincia: Annotated[str | None, Query(max_length=2)] = None,
) -> list[dict[str, Any]]:
    """Comuni whose name matches what was typed, accents ignored; a province narrows them."""
    _ready(lookups)
    return lookups.comuni(q, provincia)


@router.get("/lookup/strade", responses=responses(422, 503))
def read_strade(lookups: LookupsDep, q: Annotated[str, Query(max_length=80)] = "") -> list[str]:
    """Street suggestions; what the person typed is always accepted."""
    _ready(lookups)
    return lookups.strade(q)


class ExternalRequest(BaseModel):
    token: str | None = None
    path: str


@router.post("/external", responses=responses(413, 422))
def read_external(body: ExternalRequest, lookups: LookupsDep) -> dict[str, Any]:
    """Spec §7: /province, /comuni?in=&prov=, /strade?in=&loc= — an empty list on failure."""
    url = urlsplit(body.path)
    query = {k: v[0] for k, v in parse_qs(url.query).items()}
    try:
        lists = _ready(lookups)
    except ApiError:
        return {"item": []}
    if url.path == "/province":
        return {"item": lists.get("province", [])}
    if url.path == "/comuni":
        return {"item": lookups.comuni(query.get("in", ""), query.get("prov"))}
    if url.path == "/strade":
        return {"item": [{"indirizzo": s} for s in lookups.strade(query.get("in", ""))]}
    return {"item": []}
