"""The partner configuration and the simulator data (§7 getConfiguration, getSimulatorData).

For both, 404 means none, not a failure."""

from temporalio import activity
from temporalio.exceptions import ApplicationError

from activities.backoffice import BackOfficeRejected
from activities.base import REJECTED, BackOfficeActivities
from activities.models import (
    ConfigurationFound,
    ConfigurationLookup,
    SimulatorDataFound,
    SimulatorDataLookup,
)


class ConfigurationActivities(BackOfficeActivities):
    @activity.defn
    async def fetch_configuration(self, lookup: ConfigurationLookup) -> ConfigurationFound:
        request = {"codiceApp": lookup.codiceApp, "fiscalCode": lookup.session.fiscalCode}
        try:
            answer = await self._client.execute("getConfiguration", request, lookup.session)
        except BackOfficeRejected as rejected:
            if rejected.status == 404:
                # §8 "Configuration not found: returns empty" — the journey goes on without one.
                return ConfigurationFound()
            raise ApplicationError(
                str(rejected), rejected.errors, type=REJECTED, non_retryable=True
            ) from rejected
        return ConfigurationFound.model_validate(answer)


class SimulatorActivities(BackOfficeActivities):
    @activity.defn
    async def fetch_simulator_data(self, lookup: SimulatorDataLookup) -> SimulatorDataFound:
        request = {"code": lookup.code, "fiscalCode": lookup.fiscalCode}
        try:
            answer = await self._client.execute("getSimulatorData", request, lookup.session)
        except BackOfficeRejected as rejected:
            if rejected.status == 404:
                return SimulatorDataFound()
            raise ApplicationError(
                str(rejected), rejected.errors, type=REJECTED, non_retryable=True
            ) from rejected
        return SimulatorDataFound(data=answer)
