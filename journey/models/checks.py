"""The checks state (§3, §4): back-office check results per address type, e-mail, IBAN, phone."""

from enum import StrEnum

from pydantic import Field

from journey.models.addresses import Indirizzo
from journey.models.base import InputModel


class CheckStatus(StrEnum):
    """A check starts idle and ends in success or error."""

    IDLE = "idle"
    SUCCESS = "success"
    ERROR = "error"


class CheckAction(StrEnum):
    """The check actions of §4."""

    EMAIL = "checkEmail"
    DATORE_DI_LAVORO = "checkDatoreDiLavoro"
    IBAN = "checkIban"
    TELEFONO = "checkTelefono"
    RESIDENZA = "checkResidenza"
    LOCALITA_DATORE_LAVORO = "checkLocalitaDatoreLavoro"


class CheckResult(InputModel):
    """A check's outcome: success is true exactly when errors is empty (see rules.checks)."""

    success: bool = False
    errors: list[str] = Field(default_factory=list)


class AddressCheck(CheckResult):
    """The outcome of one address's check, with the address that was checked."""

    residenza: Indirizzo | None = None


class ResidenzaChecks(InputModel):
    """Results of the current, previous and correspondence address checks."""

    residenzaAttuale: AddressCheck = AddressCheck()
    residenzaPrecedente: AddressCheck = AddressCheck()
    corrispondenza: AddressCheck = AddressCheck()


class ErroriCheck(InputModel):
    """E-mail and IBAN results hold only their error list (errori)."""

    errori: list[str] = Field(default_factory=list)


class ChecksState(InputModel):
    """The checks area of the journey state."""

    residenza: ResidenzaChecks = ResidenzaChecks()
    datoreDiLavoro: CheckResult = CheckResult()
    email: ErroriCheck = ErroriCheck()
    iban: ErroriCheck = ErroriCheck()
    status: CheckStatus = CheckStatus.IDLE
    action: CheckAction | None = None
    message: str | None = None
