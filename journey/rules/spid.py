"""The digital-identity (SPID) error counter (§4, §9)."""

from journey.constants import SPID_ERROR_LIMIT
from journey.models.identity import SpidState
from journey.routes import Route


def spid_error(state: SpidState, *, fatal: bool = False) -> SpidState:
    """§4: an error increments errorCounter and clears token, info and type; a fatal error sets
    the counter to 2.

    Reading: "sets to 2" never lowers a counter already above 2, since the counter only
    records how many chances are used up.
    """
    counter = state.errorCounter + 1
    if fatal:
        counter = max(state.errorCounter, SPID_ERROR_LIMIT)
    return state.model_copy(
        update={"errorCounter": counter, "token": None, "info": None, "spidType": None}
    )


def spid_exhausted(state: SpidState) -> bool:
    """§9: the digital-identity path is closed once the counter reaches the limit (2)."""
    return state.errorCounter >= SPID_ERROR_LIMIT


def spid_route(state: SpidState, *, on_fido: bool) -> str | None:
    """The page the SPID path decides inside the documents step, if any: the identity data to
    confirm (/spid/documenti), or, with the chances used up, the remote check or the personal
    documents, exactly as the resume rules route (§2)."""
    if spid_exhausted(state):
        return Route.ONFIDO if on_fido else Route.DOCUMENTI_PERSONALI
    if state.info and not state.confirmed:
        return Route.SPID_DOCUMENTI
    return None
