"""The signing one-time code (§4, §5): the send counter, the kept alias and the code's check."""

from journey import messages
from journey.constants import OTP_LENGTH
from journey.models.firma import OtpSent, OtpState

SIGNING_OK = "OK"


def otp_sent(state: OtpState, *, alias: str, otp_id: str = "") -> OtpState:
    """§4: each send increments the counter; a resend keeps the previous alias if the new one is
    empty. Reading: the OTP id follows the same rule, so a resend never loses the id to sign with.
    """
    sent = OtpSent(
        alias=alias or state.sent.alias,
        otpId=otp_id or state.sent.otpId,
    )
    return state.model_copy(update={"counter": state.counter + 1, "sent": sent})


def is_well_formed_otp(code: str) -> bool:
    """§5: the code must be exactly 6 characters (as typed; no trimming)."""
    return len(code) == OTP_LENGTH


def otp_error(code: str, signing_esito: str | None) -> str | None:
    """§5: 'OTP non valido' unless the code has exactly 6 characters and the signing service
    answered esito OK; None when the signature went through."""
    if is_well_formed_otp(code) and (signing_esito or "").strip().upper() == SIGNING_OK:
        return None
    return messages.OTP_NON_VALIDO
