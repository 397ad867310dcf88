"""Back-office check results (§4, §5): success iff no errors, residence, employer and phone."""

from collections.abc import Sequence
from typing import Final

from journey import messages
from journey.models.addresses import AddressType, Indirizzo
from journey.models.checks import AddressCheck, CheckResult, ChecksState
from journey.routes import Esito
from journey.rules.routes import typ_route


def check_result(errors: Sequence[str] | None) -> CheckResult:
    """§5: a check succeeds exactly when its error list (elencoErrori) is empty or absent."""
    found = list(errors or [])
    return CheckResult(success=not found, errors=found)


def employer_check(errors: Sequence[str] | None) -> CheckResult:
    """§5 employer check: an error if the list is non-empty, and only the first message is kept."""
    found = list(errors or [])
    return CheckResult(success=not found, errors=found[:1])


def residence_check_passes(
    current: CheckResult,
    previous: CheckResult | None = None,
    correspondence: CheckResult | None = None,
) -> bool:
    """§5 residence check: it fails if the current residence fails, or the correspondence address
    (when given) fails, or the previous address (when given) fails."""
    given = [r for r in (current, previous, correspondence) if r is not None]
    return all(r.success for r in given)


_RESIDENCE_SLOTS = {
    AddressType.RESIDENZA: "residenzaAttuale",
    AddressType.PRECEDENTE: "residenzaPrecedente",
    AddressType.CORRISPONDENZA: "corrispondenza",
}


def record_address_check(
    state: ChecksState, address_type: AddressType, address: Indirizzo, errors: Sequence[str] | None
) -> ChecksState:
    """§4: store an address check's result under its address type (success iff no errors).

    The employer address (DAT) is stored as the employer check, keeping only the first message.
    """
    if address_type is AddressType.DATORE_LAVORO:
        return state.model_copy(update={"datoreDiLavoro": employer_check(errors)})
    result = check_result(errors)
    slot = AddressCheck(residenza=address, success=result.success, errors=result.errors)
    residenza = state.residenza.model_copy(update={_RESIDENCE_SLOTS[address_type]: slot})
    return state.model_copy(update={"residenza": residenza})


def phone_check_esito(errors: Sequence[str] | None) -> Esito | None:
    """§5: any phone-check error is the errorecellulare outcome."""
    return Esito.ERRORE_CELLULARE if errors else None


def phone_check_route(errors: Sequence[str] | None) -> str | None:
    """§5: any phone-check error sends the applicant to /typ?esito=errorecellulare."""
    esito = phone_check_esito(errors)
    return typ_route(esito) if esito else None


# The back office names an IBAN's faults in a banker's words ("CIN dell'IBAN errato", "Codice
# ABI inesistente"); the applicant reads what to do instead.
_BANK_UNKNOWN: Final = frozenset({"E_IBAN_ABI", "E_IBAN_CAB"})


def iban_check_message(codice: str | None) -> str:
    """The Italian message for an IBAN the back office refused, by its error code."""
    if (codice or "").strip().upper() in _BANK_UNKNOWN:
        return messages.IBAN_BANCA_SCONOSCIUTA
    return messages.IBAN_NON_VALIDO
