"""Short workflows for what the browser asks before an application exists: a quote on the
public simulator, the simulator data behind a code, the partner configuration (§7)."""

from datetime import timedelta

from pydantic import BaseModel, Field
from temporalio import workflow

with workflow.unsafe.imports_passed_through():
    from activities.configuration import ConfigurationActivities, SimulatorActivities
    from activities.models import (
        BackOfficeSession,
        ConfigurationFound,
        ConfigurationLookup,
        EngineRequest,
        SimulatorDataFound,
        SimulatorDataLookup,
    )
    from activities.offer import OfferActivities
    from journey import constants
    from journey.models.simulation import Offerta
    from journey.rules.amounts import cents_to_euro
    from journey.rules.offer_text import representative_example

from workflows.calls import CALL_FAILURES, backoffice
from workflows.errors import BackOfficeUnavailable

# A person is waiting on the simulator page: these never outlive the request that started them.
PUBLIC_TIMEOUT = timedelta(seconds=20)


def _anonymous() -> BackOfficeSession:
    return BackOfficeSession(draftId=workflow.info().workflow_id)


class QuoteRequest(BaseModel):
    importo: int = Field(ge=100_000, le=5_000_000, description="In cents: 1.000 to 50.000 €.")
    numeroRate: int = Field(ge=6, le=120)
    finalita: str | None = Field(default=None, max_length=40)


class Quote(BaseModel):
    """The engine's price for the amount and duration asked, or why there is none."""

    offerta: Offerta | None = None
    esempioRappresentativo: str | None = None
    errori: list[str] = Field(default_factory=list)


@workflow.defn
class QuoteWorkflow:
    @workflow.run
    async def run(self, request: QuoteRequest) -> Quote:
        try:
            result = await backoffice(
                OfferActivities.run_simulation,
                EngineRequest(
                    session=_anonymous(),
                    importoRichiesto=cents_to_euro(request.importo),
                    numeroRate=request.numeroRate,
                    tipoAttivita=constants.ATTIVITA_DIPENDENTE,
                    cluster=constants.NEW_CUSTOMER_MAX_CLUSTER,
                    tipoOfferta=constants.TIPO_OFFERTA,
                    finalita=request.finalita,
                    questionario=dict(constants.SURVEY_DEFAULTS),
                ),
            )
        except CALL_FAILURES as failure:
            raise BackOfficeUnavailable() from failure
        errors = [e.descrizione for e in [*result.elencoErrori, *result.elencoErroriPricing]]
        offer = result.simulation.codOfferta
        if errors or offer is None:
            return Quote(errori=errors)
        return Quote(offerta=offer, esempioRappresentativo=representative_example(offer))


@workflow.defn
class SimulatorDataWorkflow:
    @workflow.run
    async def run(self, lookup: SimulatorDataLookup) -> SimulatorDataFound:
        try:
            return await backoffice(SimulatorActivities.fetch_simulator_data, lookup)
        except CALL_FAILURES as failure:
            raise BackOfficeUnavailable() from failure


@workflow.defn
class ConfigurationWorkflow:
    @workflow.run
    async def run(self, lookup: ConfigurationLookup) -> ConfigurationFound:
        try:
            return await backoffice(ConfigurationActivities.fetch_configuration, lookup)
        except CALL_FAILURES as failure:
            raise BackOfficeUnavailable() from failure
