"""Why the workflow turned a submission down: typed errors the API maps to its answers.

As in the samples, a rejection is an `ApplicationError` with a `type`; the caller reads
`WorkflowUpdateFailedError.cause.type` (and the field errors from `cause.details`), so the API
never guesses from a message. The messages are the catalogue's, for whoever reads a failure in
the Temporal UI as well.
"""

from enum import StrEnum

from temporalio.exceptions import ApplicationError

from journey import messages


class Rejection(StrEnum):
    """The `type` of every ApplicationError the workflow raises on purpose."""

    # The input breaks a rule of the form: field errors in details[0].
    INVALID_INPUT = "InvalidInput"
    # The submission does not belong to the point of the journey the application is at.
    OUT_OF_STEP = "OutOfStep"
    # The application expired or was completed: nothing more is accepted.
    CLOSED = "ApplicationClosed"
    # The back office could not be reached (after retries): try again later, nothing is lost.
    BACKOFFICE_UNAVAILABLE = "BackOfficeUnavailable"
    # The input is larger than any form can honestly need (the size in details[0]).
    TOO_LARGE = "InputTooLarge"
    # The token the applicant arrived with is expired, forged or spent (the reason code in
    # details[0]): they go on as a new applicant from the public simulator.
    TOKEN_REFUSED = "TokenRefused"


class InvalidInput(ApplicationError):
    def __init__(self, errors: dict[str, str]) -> None:
        super().__init__(
            messages.CONTROLLA_CAMPI, errors, type=Rejection.INVALID_INPUT, non_retryable=True
        )


class InputTooLarge(ApplicationError):
    def __init__(self, size: int, limit: int) -> None:
        super().__init__(
            messages.RICHIESTA_TROPPO_GRANDE,
            size,
            limit,
            type=Rejection.TOO_LARGE,
            non_retryable=True,
        )


class OutOfStep(ApplicationError):
    def __init__(self, reason: str) -> None:
        # The reason is for support staff and tests; the applicant is told to reload.
        super().__init__(reason, type=Rejection.OUT_OF_STEP, non_retryable=True)


class ApplicationClosed(ApplicationError):
    def __init__(self, status: str) -> None:
        super().__init__(f"the application is {status}", status, type=Rejection.CLOSED)


class BackOfficeUnavailable(ApplicationError):
    """Fails the Update (not the workflow): the API answers 503 and the applicant retries."""

    def __init__(self) -> None:
        super().__init__(messages.SERVIZIO_NON_DISPONIBILE, type=Rejection.BACKOFFICE_UNAVAILABLE)


class TokenRefused(ApplicationError):
    def __init__(self, reason: str) -> None:
        super().__init__(
            messages.TOKEN_NON_VALIDO, reason, type=Rejection.TOKEN_REFUSED, non_retryable=True
        )
