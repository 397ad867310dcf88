"""Check activities: each calls one back-office control service and returns its error list."""

from typing import Any

from temporalio import activity
from temporalio.exceptions import ApplicationError

from activities.backoffice import BackOfficeClient, BackOfficeRejected
from activities.models import (
    CheckOutcome,
    EmailCheck,
    FiscalCodeDecodeRequest,
    FiscalCodeDecoding,
    PhoneCheck,
)

# Workflows list this type among the non-retryable ones: a refused request stays refused.
REJECTED = "BackOfficeRejected"


class CheckActivities:
    def __init__(self, client: BackOfficeClient) -> None:
        self._client = client

    async def _call(self, service_id: str, request: dict[str, Any], session: Any) -> dict[str, Any]:
        info = activity.info()
        key = f"{info.workflow_id}:{info.activity_id}"
        try:
            return await self._client.execute(service_id, request, session, idempotency_key=key)
        except BackOfficeRejected as rejected:
            raise ApplicationError(
                str(rejected), rejected.errors, type=REJECTED, non_retryable=True
            ) from rejected

    @activity.defn
    async def check_email(self, check: EmailCheck) -> CheckOutcome:
        answer = await self._call("controlloEmail", {"email": check.email}, check.session)
        return CheckOutcome.model_validate(answer)

    @activity.defn
    async def check_phone(self, check: PhoneCheck) -> CheckOutcome:
        request = check.model_dump(exclude={"session"})
        answer = await self._call("controlloTelefono", request, check.session)
        return CheckOutcome.model_validate(answer)

    @activity.defn
    async def decode_fiscal_code(self, request: FiscalCodeDecodeRequest) -> FiscalCodeDecoding:
        body = request.model_dump(exclude={"session"})
        answer = await self._call("decodificaCodFiscale", body, request.session)
        return FiscalCodeDecoding.model_validate(answer)
