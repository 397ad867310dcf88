"""The draft's auth rule (§4): which identity path a saved draft remembers."""

from datetime import datetime
from typing import NamedTuple

from journey.models.draft import DraftAuth
from journey.steps import Step


class DraftAuthState(NamedTuple):
    """The draft's auth and when it was set."""

    auth: DraftAuth | None
    auth_created_at: datetime | None


_AUTH_STEPS = {Step.ONFIDO: DraftAuth.ONFIDO, Step.SPID: DraftAuth.SPID}


def draft_auth(
    current_step: Step | None, previous: DraftAuthState, now: datetime
) -> DraftAuthState:
    """§4: the auth is ONFIDO or SPID when that step is current, else it keeps the earlier value.

    Reading: auth_created_at is the moment the auth took its current value, so it changes only
    when the auth does (saving twice on the SPID step keeps the first time).
    """
    auth = _AUTH_STEPS.get(current_step) if current_step is not None else None
    if auth is None or auth is previous.auth:
        return previous
    return DraftAuthState(auth, now)
