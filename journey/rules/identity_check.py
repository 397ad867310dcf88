"""The remote identity check (§2 /onfido, /onfido/conferma): who is sent to it, and which page
of it they are on."""

from typing import Final

from journey.models.documents import DocumentCode
from journey.models.identity import IdentityCheckStatus, OnfidoState
from journey.routes import Route
from journey.rules.fiscal_code import is_foreign_born

# The provider's document types (its document report's `document_type`) as the documents
# step's codes. An identity card read remotely is taken as the electronic one (CIE): the
# provider reads its chip-era layout, and the paper card has no number format of its own.
PROVIDER_DOCUMENT_TYPES: Final = {
    "national_identity_card": DocumentCode.DIG,
    "passport": DocumentCode.PAS,
    "driving_licence": DocumentCode.PAT,
    "residence_permit": DocumentCode.EPER,
}


def identity_check_applies(
    *,
    on_fido: bool,
    gia_cliente: bool,
    italian: bool,
    work_position: str,
    fiscal_code: str,
    spid_exhausted: bool,
) -> bool:
    """§2 resume rules, read as the live journey's too: a new customer who is not Italian, or
    of work position C, or born abroad (fiscal code's 12th character Z), or whose SPID chances
    are used up, proves identity remotely when the configuration's on_fido enables it."""
    if not on_fido or gia_cliente:
        return False
    return (
        not italian
        or work_position.strip().upper() == "C"
        or is_foreign_born(fiscal_code)
        or spid_exhausted
    )


def identity_check_route(state: OnfidoState) -> str | None:
    """The check's page while it is the applicant's way to prove identity; None once it is
    confirmed or over (then the documents step's own pages follow)."""
    if state.confirmed or state.ended:
        return None
    if state.stato is IdentityCheckStatus.DA_CONFERMARE:
        return Route.ONFIDO_CONFERMA
    return Route.ONFIDO


def resumes_where_it_stands(state: OnfidoState) -> bool:
    """§2 resume rules: the documents step of an applicant the check applies to resumes at
    /onfido, as if the check had not begun. One that has begun resumes where it stands instead:
    its confirmation page (the rules' own "ONFIDO gives /onfido/conferma"), the capture or the
    wait on /onfido, or the documents pages once it is over."""
    return state.stato is not IdentityCheckStatus.DA_INIZIARE
