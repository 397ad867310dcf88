"""§4/§5 check results: success iff no errors, per address type; employer, residence, phone."""

import pytest

from journey import messages
from journey.models import AddressType, CheckResult, ChecksState, Indirizzo
from journey.rules.checks import (
    check_result,
    employer_check,
    iban_check_message,
    phone_check_route,
    record_address_check,
    residence_check_passes,
)

OK = CheckResult(success=True, errors=[])
KO = CheckResult(success=False, errors=["Indirizzo non trovato"])
ADDRESS = Indirizzo(provincia="RM", comune="ROMA", indirizzo="VIA ROMA", numeroCivico="1")


@pytest.mark.parametrize(
    ("errors", "expected"),
    [
        ([], CheckResult(success=True, errors=[])),
        (None, CheckResult(success=True, errors=[])),
        (["a"], CheckResult(success=False, errors=["a"])),
        (["a", "b"], CheckResult(success=False, errors=["a", "b"])),
    ],
)
def test_spec_5_check_succeeds_iff_error_list_empty(
    errors: list[str] | None, expected: CheckResult
) -> None:
    assert check_result(errors) == expected


@pytest.mark.parametrize(
    ("errors", "expected"),
    [
        ([], CheckResult(success=True, errors=[])),
        (["primo", "secondo"], CheckResult(success=False, errors=["primo"])),
    ],
)
def test_spec_5_employer_check_keeps_only_the_first_message(
    errors: list[str], expected: CheckResult
) -> None:
    assert employer_check(errors) == expected


@pytest.mark.parametrize(
    ("current", "previous", "correspondence", "passes"),
    [
        (OK, None, None, True),
        (KO, None, None, False),
        (OK, KO, None, False),
        (OK, None, KO, False),
        (OK, OK, OK, True),
        (KO, OK, OK, False),
    ],
)
def test_spec_5_residence_check(
    current: CheckResult,
    previous: CheckResult | None,
    correspondence: CheckResult | None,
    passes: bool,
) -> None:
    assert residence_check_passes(current, previous, correspondence) is passes


@pytest.mark.parametrize(
    ("address_type", "slot"),
    [
        (AddressType.RESIDENZA, "residenzaAttuale"),
        (AddressType.PRECEDENTE, "residenzaPrecedente"),
        (AddressType.CORRISPONDENZA, "corrispondenza"),
    ],
)
def test_spec_4_results_are_stored_per_address_type(address_type: AddressType, slot: str) -> None:
    state = record_address_check(ChecksState(), address_type, ADDRESS, ["errore"])
    stored = getattr(state.residenza, slot)
    assert (stored.success, stored.errors, stored.residenza) == (False, ["errore"], ADDRESS)
    cleared = record_address_check(state, address_type, ADDRESS, [])
    assert getattr(cleared.residenza, slot).success is True


def test_spec_4_employer_address_is_stored_as_the_employer_check() -> None:
    state = record_address_check(ChecksState(), AddressType.DATORE_LAVORO, ADDRESS, ["a", "b"])
    assert state.datoreDiLavoro == CheckResult(success=False, errors=["a"])
    assert state.residenza == ChecksState().residenza


@pytest.mark.parametrize(
    ("errors", "route"),
    [(["numero inesistente"], "/typ?esito=errorecellulare"), ([], None), (None, None)],
)
def test_spec_5_phone_error_goes_to_errorecellulare(
    errors: list[str] | None, route: str | None
) -> None:
    assert phone_check_route(errors) == route


@pytest.mark.parametrize(
    ("codice", "message"),
    [
        ("E_IBAN_ABI", messages.IBAN_BANCA_SCONOSCIUTA),
        ("E_IBAN_CAB", messages.IBAN_BANCA_SCONOSCIUTA),
        ("E_IBAN_CIN", messages.IBAN_NON_VALIDO),
        (None, messages.IBAN_NON_VALIDO),
    ],
)
def test_spec_5_an_iban_the_back_office_refuses_is_said_plainly(
    codice: str | None, message: str
) -> None:
    assert iban_check_message(codice) == message
    assert "CIN" not in message and "ABI" not in message
