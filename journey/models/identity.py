"""Identity proof states (§3): SPID (digital identity) and the remote identity check (onfido)."""

from datetime import datetime
from enum import StrEnum
from typing import Any

from pydantic import Field

from journey.models.base import InputModel
from journey.models.documents import DocumentCode, DocumentFields


class SpidState(InputModel):
    """The digital-identity flow: tokens, the identity info and the error counter."""

    token: str | None = None
    info: dict[str, Any] | None = None
    eidgToken: str | None = None
    spidType: str | None = None
    errorCounter: int = Field(default=0, ge=0)
    # The applicant confirmed the identity data SPID returned (resume rule, §2).
    confirmed: bool = False


class IdentityCheckStatus(StrEnum):
    """Where the remote identity check stands."""

    DA_INIZIARE = "da_iniziare"
    # The applicant exists at the provider and the capture page was opened.
    IN_ACQUISIZIONE = "in_acquisizione"
    # The check runs at the provider; its webhook (or the workflow's timer) ends the wait.
    IN_VERIFICA = "in_verifica"
    # Clear: the document data it read wait for the applicant on /onfido/conferma.
    DA_CONFERMARE = "da_confermare"
    # Consider: the documents are uploaded instead.
    NON_SUPERATA = "non_superata"
    # No result in time: the documents are uploaded instead.
    SCADUTA = "scaduta"
    # The applicant chose to upload the documents instead.
    RINUNCIATA = "rinunciata"


class OnfidoState(InputModel):
    """The remote identity check (§3): the provider's applicant id, the check, its reports'
    outcomes, the document data read, and the applicant's confirmation.

    `token` stays None: the capture page's SDK token is short-lived and goes only to the
    browser that asked for it; `data` is the document as read, the confirmed one is its card.
    """

    id: str | None = None
    token: str | None = None
    data: DocumentFields | None = None
    check: dict[str, Any] | None = None
    document: dict[str, Any] | None = None
    facial: dict[str, Any] | None = None
    modified: bool = False
    confirmed: bool = False
    stato: IdentityCheckStatus = IdentityCheckStatus.DA_INIZIARE
    # The document type the provider read, as the documents step names it.
    documento: DocumentCode | None = None
    # When the check was created: the workflow's timer counts from here.
    startedAt: datetime | None = None

    @property
    def ended(self) -> bool:
        """Over without a confirmed identity: the documents path takes over."""
        return self.stato in ENDED


ENDED = frozenset(
    {IdentityCheckStatus.NON_SUPERATA, IdentityCheckStatus.SCADUTA, IdentityCheckStatus.RINUNCIATA}
)
