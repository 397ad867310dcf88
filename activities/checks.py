"""Check activities: each calls one back-office control service and returns its error list;
the personal data page's checks, which always go together, also in one activity."""

import asyncio

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
    LightFormChecked,
    LightFormChecks,
    PersonalDataChecked,
    PersonalDataChecks,
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

    @activity.defn
    async def check_light_form(self, checks: LightFormChecks) -> LightFormChecked:
        """The light form's three checks at once, in one activity (see check_personal_data)."""
        email, phone, decoded = await asyncio.gather(
            self._call(
                "controlloEmail", {"email": checks.email.email}, checks.email.session, "/email"
            ),
            self._ask("controlloTelefono", checks.phone, key_suffix="/telefono"),
            self._ask("decodificaCodFiscale", checks.fiscalCode, key_suffix="/codice-fiscale"),
        )
        return LightFormChecked(
            email=CheckOutcome.model_validate(email),
            phone=CheckOutcome.model_validate(phone),
            decoded=FiscalCodeDecoding.model_validate(decoded),
        )

    @activity.defn
    async def check_personal_data(self, checks: PersonalDataChecks) -> PersonalDataChecked:
        """Every check of the personal data page at once: one marker in the history instead of
        up to six, each costing the step a round of the worker. A retry asks them all again,
        which is harmless: a check changes nothing."""
        answers = await asyncio.gather(
            *(
                self._ask("controlloLocalita", check, key_suffix=f"/indirizzo-{number}")
                for number, check in enumerate(checks.addresses)
            ),
            self._ask("controlloDatoreLavoro", checks.employer, key_suffix="/datore"),
            self._call(
                "controlloIBAN", {"iban": checks.iban.iban}, checks.iban.session, key_suffix="/iban"
            ),
        )
        *addresses, employer, iban = (CheckOutcome.model_validate(a) for a in answers)
        return PersonalDataChecked(addresses=addresses, employer=employer, iban=iban)
