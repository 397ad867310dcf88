"""The partner configuration and the simulator data (§7 getConfiguration, getSimulatorData).

For both, 404 means none, not a failure."""

from temporalio import activity

from activities.base import BackOfficeActivities
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
        # §8 "Configuration not found: returns empty" — the journey goes on without one.
        answer = await self._call_or_none("getConfiguration", request, lookup.session)
        return ConfigurationFound.model_validate(answer or {})


class SimulatorActivities(BackOfficeActivities):
    @activity.defn
    async def fetch_simulator_data(self, lookup: SimulatorDataLookup) -> SimulatorDataFound:
        request = {"code": lookup.code, "fiscalCode": lookup.fiscalCode}
        answer = await self._call_or_none("getSimulatorData", request, lookup.session)
        return SimulatorDataFound(data=answer)
