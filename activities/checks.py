"""Check activities: each calls one back-office control service and returns its error list."""

from temporalio import activity

from activities.base import REJECTED, BackOfficeActivities
from activities.models import (
    AddressCheck,
    CheckOutcome,
    EmailCheck,
    EmployerCheck,
    FiscalCodeDecodeRequest,
    FiscalCodeDecoding,
    IbanCheck,
    PhoneCheck,
)

__all__ = ["REJECTED", "CheckActivities"]


class CheckActivities(BackOfficeActivities):
    @activity.defn
    async def check_email(self, check: EmailCheck) -> CheckOutcome:
        answer = await self._call("controlloEmail", {"email": check.email}, check.session)
        return CheckOutcome.model_validate(answer)

    @activity.defn
    async def check_phone(self, check: PhoneCheck) -> CheckOutcome:
        request = check.model_dump(mode="json", exclude={"session"})
        answer = await self._call("controlloTelefono", request, check.session)
        return CheckOutcome.model_validate(answer)

    @activity.defn
    async def decode_fiscal_code(self, request: FiscalCodeDecodeRequest) -> FiscalCodeDecoding:
        body = request.model_dump(mode="json", exclude={"session"})
        answer = await self._call("decodificaCodFiscale", body, request.session)
        return FiscalCodeDecoding.model_validate(answer)

    @activity.defn
    async def check_address(self, check: AddressCheck) -> CheckOutcome:
        answer = await self._ask("controlloLocalita", check)
        return CheckOutcome.model_validate(answer)

    @activity.defn
    async def check_employer(self, check: EmployerCheck) -> CheckOutcome:
        answer = await self._ask("controlloDatoreLavoro", check)
        return CheckOutcome.model_validate(answer)

    @activity.defn
    async def check_iban(self, check: IbanCheck) -> CheckOutcome:
        answer = await self._call("controlloIBAN", {"iban": check.iban}, check.session)
        return CheckOutcome.model_validate(answer)
