"""Identity proof states (§3): SPID (digital identity) and the remote identity check (onfido)."""

from typing import Any

from pydantic import Field

from journey.models.base import InputModel


class SpidState(InputModel):
    """The digital-identity flow: tokens, the identity info and the error counter."""

    token: str | None = None
    info: dict[str, Any] | None = None
    eidgToken: str | None = None
    spidType: str | None = None
    errorCounter: int = Field(default=0, ge=0)
    # The applicant confirmed the identity data SPID returned (resume rule, §2).
    confirmed: bool = False


class OnfidoState(InputModel):
    """The remote identity check: applicant id, token, reports and confirmation."""

    id: str | None = None
    token: str | None = None
    data: dict[str, Any] | None = None
    check: dict[str, Any] | None = None
    document: dict[str, Any] | None = None
    facial: dict[str, Any] | None = None
    modified: bool = False
    confirmed: bool = False
