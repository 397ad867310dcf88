"""The tokens people arrive with (§7 verifica-token, elenco-parametri): the back office says
whether a token holds and what it stands for. Neither the token nor the answer is logged."""

from typing import Any

from pydantic import ValidationError
from temporalio import activity

from activities.base import BackOfficeActivities
from activities.models import SimulatorTokenCheck, TokenChecked, UserTokenCheck
from journey.models.arrival import KnownUser
from journey.models.simulator import OfferedSimulatorData

MISSING_FISCAL_CODE = "E_CODICE_FISCALE_MANCANTE"
# The token holds, but its simulator data are no loan the product's simulator offers.
INVALID_SIMULATION = "E_SIMULAZIONE_NON_VALIDA"


def _refusal(answer: dict[str, Any]) -> str | None:
    """The back office's reason code when it refused the token (esito KO)."""
    errors = answer.get("elencoErrori") or []
    if answer.get("esito") == "OK" and not errors:
        return None
    return str(errors[0].get("codice") or "KO") if errors else "KO"


class ArrivalActivities(BackOfficeActivities):
    @activity.defn
    async def verify_simulator_token(self, check: SimulatorTokenCheck) -> TokenChecked:
        answer = await self._call(
            "verificaToken",
            {
                "scToken": check.scToken,
                "id_simulator_data": check.id_simulator_data,
                "consuma": "S" if check.consume else "N",
            },
            check.session,
        )
        refusal = _refusal(answer)
        data = answer.get("simulatorData")
        if refusal or not isinstance(data, dict):
            return TokenChecked(refusal=refusal or "KO")
        try:
            OfferedSimulatorData.model_validate(data)
        except ValidationError:
            # Checked here, not where the workflows read them: a validation error there fails
            # the workflow's task over and over, and the person waits for a timeout. A refused
            # token sends them on from the simulator, where the loan is calculated again.
            return TokenChecked(refusal=INVALID_SIMULATION)
        return TokenChecked(simulatorData=data)

    @activity.defn
    async def fetch_user_parameters(self, check: UserTokenCheck) -> TokenChecked:
        answer = await self._call(
            "elencoParametri",
            {"flag": check.flag, "token": check.token, "consuma": "S" if check.consume else "N"},
            check.session,
        )
        refusal = _refusal(answer)
        user = answer.get("user")
        if refusal or not isinstance(user, dict):
            return TokenChecked(refusal=refusal or "KO")
        if not user.get("fiscalCode"):
            # §4 "missing fiscal code": the token names nobody the journey can use.
            return TokenChecked(refusal=MISSING_FISCAL_CODE)
        return TokenChecked(user=KnownUser.model_validate(user))
