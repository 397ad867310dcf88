"""Short workflows for what the browser asks before an application exists: a quote on the
public simulator, the simulator data behind a code, the partner configuration (§7)."""

from datetime import timedelta

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
    from journey.rules.amounts import cents_to_euro
    from journey.rules.offer_text import representative_example
    from workflows.models import ConfigurationRequest, Quote, QuoteRequest, SimulatorDataRequest

from workflows.calls import required

# A person is waiting on the simulator page: these never outlive the request that started them.
PUBLIC_TIMEOUT = timedelta(seconds=20)


def _anonymous(fiscal_code: str | None = None) -> BackOfficeSession:
    return BackOfficeSession(draftId=workflow.info().workflow_id, fiscalCode=fiscal_code or "")


@workflow.defn
class QuoteWorkflow:
    @workflow.run
    async def run(self, request: QuoteRequest) -> Quote:
        result = await required(
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
        errors = [e.descrizione for e in [*result.elencoErrori, *result.elencoErroriPricing]]
        offer = result.simulation.codOfferta
        if errors or offer is None:
            return Quote(errori=errors)
        return Quote(offerta=offer, esempioRappresentativo=representative_example(offer))


@workflow.defn
class SimulatorDataWorkflow:
    @workflow.run
    async def run(self, request: SimulatorDataRequest) -> SimulatorDataFound:
        lookup = SimulatorDataLookup(
            session=_anonymous(request.fiscalCode), code=request.code, fiscalCode=request.fiscalCode
        )
        return await required(SimulatorActivities.fetch_simulator_data, lookup)


@workflow.defn
class ConfigurationWorkflow:
    @workflow.run
    async def run(self, request: ConfigurationRequest) -> ConfigurationFound:
        lookup = ConfigurationLookup(session=_anonymous(), codiceApp=request.codiceApp)
        return await required(ConfigurationActivities.fetch_configuration, lookup)
