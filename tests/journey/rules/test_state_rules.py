"""§4 state rules: SPID error counter, OTP counter and alias, checklist items, draft auth."""

from datetime import datetime

import pytest

from journey import messages
from journey.models import ChecklistItem, DraftAuth, OtpSent, OtpState, SpidState
from journey.rules.checklist import all_completed, new_checklist, set_completed
from journey.rules.draft import DraftAuthState, draft_auth
from journey.rules.otp import is_well_formed_otp, otp_error, otp_sent
from journey.rules.spid import spid_error, spid_exhausted
from journey.steps import Step

LOGGED_IN = SpidState(token="t", info={"nome": "Mario"}, eidgToken="e", spidType="L2")


@pytest.mark.parametrize(
    ("counter", "fatal", "after"),
    [(0, False, 1), (1, False, 2), (2, False, 3), (0, True, 2), (1, True, 2), (3, True, 3)],
)
def test_spec_4_spid_error_counter(counter: int, fatal: bool, after: int) -> None:
    state = spid_error(LOGGED_IN.model_copy(update={"errorCounter": counter}), fatal=fatal)
    assert state.errorCounter == after
    # Every error clears token, info and type; the gateway token is not the login's.
    assert (state.token, state.info, state.spidType) == (None, None, None)
    assert state.eidgToken == "e"


@pytest.mark.parametrize(("counter", "exhausted"), [(0, False), (1, False), (2, True), (5, True)])
def test_spec_9_spid_error_limit_is_two(counter: int, exhausted: bool) -> None:
    assert spid_exhausted(SpidState(errorCounter=counter)) is exhausted


@pytest.mark.parametrize(
    ("before", "alias", "otp_id", "after"),
    [
        (OtpSent(), "ALIAS1", "ID1", OtpSent(alias="ALIAS1", otpId="ID1")),
        (OtpSent(alias="ALIAS1", otpId="ID1"), "", "", OtpSent(alias="ALIAS1", otpId="ID1")),
        (OtpSent(alias="ALIAS1", otpId="ID1"), "ALIAS2", "", OtpSent(alias="ALIAS2", otpId="ID1")),
        (OtpSent(alias="ALIAS1", otpId="ID1"), "", "ID2", OtpSent(alias="ALIAS1", otpId="ID2")),
    ],
)
def test_spec_4_otp_send_counts_and_keeps_the_alias_on_empty_resend(
    before: OtpSent, alias: str, otp_id: str, after: OtpSent
) -> None:
    state = otp_sent(OtpState(counter=1, sent=before), alias=alias, otp_id=otp_id)
    assert state.counter == 2
    assert state.sent == after


@pytest.mark.parametrize(
    ("code", "esito", "error"),
    [
        ("123456", "OK", None),
        ("123456", "ok", None),
        ("ABC123", "OK", None),
        ("12345", "OK", messages.OTP_NON_VALIDO),
        ("1234567", "OK", messages.OTP_NON_VALIDO),
        (" 12345", "OK", None),
        ("", "OK", messages.OTP_NON_VALIDO),
        ("123456", "KO", messages.OTP_NON_VALIDO),
        ("123456", None, messages.OTP_NON_VALIDO),
    ],
)
def test_spec_5_otp_exactly_six_characters_and_esito_ok(
    code: str, esito: str | None, error: str | None
) -> None:
    assert otp_error(code, esito) == error
    assert is_well_formed_otp(code) is (len(code) == 6)


def test_spec_4_checklist_items_start_not_completed_and_can_be_toggled() -> None:
    items = new_checklist([("CAR", "Carta d'identità"), ("DRED", "Busta paga")])
    assert [i.completato for i in items] == [False, False]
    assert not all_completed(items)
    done = set_completed(items, "CAR", True)
    assert done[0] == ChecklistItem(codice="CAR", descrizione="Carta d'identità", completato=True)
    assert done[1] == items[1]
    assert set_completed(done, "CAR", False) == items
    assert all_completed(set_completed(done, "DRED", True))
    with pytest.raises(KeyError):
        set_completed(items, "UTE", True)


T0 = datetime(2026, 3, 1, 10, 0)
T1 = datetime(2026, 3, 2, 10, 0)
NONE = DraftAuthState(None, None)
SPID = DraftAuthState(DraftAuth.SPID, T0)


@pytest.mark.parametrize(
    ("step", "previous", "expected"),
    [
        (Step.SPID, NONE, DraftAuthState(DraftAuth.SPID, T1)),
        (Step.ONFIDO, NONE, DraftAuthState(DraftAuth.ONFIDO, T1)),
        (Step.ONFIDO, SPID, DraftAuthState(DraftAuth.ONFIDO, T1)),
        (Step.SPID, SPID, SPID),
        (Step.DOCUMENTI, SPID, SPID),
        (Step.PERSONAL_INFO, NONE, NONE),
        (None, SPID, SPID),
        (Step.DOCUMENTI, DraftAuthState(DraftAuth.GIA, T0), DraftAuthState(DraftAuth.GIA, T0)),
    ],
)
def test_spec_4_draft_auth_rule(
    step: Step | None, previous: DraftAuthState, expected: DraftAuthState
) -> None:
    assert draft_auth(step, previous, T1) == expected
