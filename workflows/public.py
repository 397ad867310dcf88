"""Short workflows for what the browser asks before an application exists: a quote on the
public simulator, the simulator data behind a code, the partner configuration, the token a
person lands with (§7)."""

from datetime import timedelta

from temporalio import workflow

with workflow.unsafe.imports_passed_through():
    from activities.arrival import ArrivalActivities
    from activities.configuration import ConfigurationActivities, SimulatorActivities
    from activities.models import (
        BackOfficeSession,
        ConfigurationFound,
        ConfigurationLookup,
        EngineRequest,
        SimulatorDataFound,
        SimulatorDataLookup,
        SimulatorTokenCheck,
        TokenChecked,
        UserTokenCheck,
    )
    from activities.offer import OfferActivities
    from journey import constants
    from journey.models.arrival import LightFormPrefill
    from journey.models.simulator import SimulatorData
    from journey.rules.amounts import cents_to_euro
    from journey.rules.offer_text import representative_example
    from workflows.models import (
        Arrival,
        ArrivalCheck,
        ConfigurationRequest,
        Quote,
        QuoteRequest,
        SimulatorDataRequest,
    )

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


@workflow.defn
class ArrivalWorkflow:
    """§7 verifica-token and elenco-parametri: what a landing token stands for, without spending
    it (the application's start does). The answer holds no token."""

    @workflow.run
    async def run(self, check: ArrivalCheck) -> Arrival:
        simulator, prefill = None, None
        if check.scToken:
            vouched = await required(
                ArrivalActivities.verify_simulator_token,
                SimulatorTokenCheck(
                    session=_anonymous(),
                    scToken=check.scToken,
                    id_simulator_data=check.id_simulator_data or "",
                ),
            )
            if _refused(vouched) or vouched.simulatorData is None:
                return Arrival(refused=True)
            simulator = SimulatorData.model_validate(vouched.simulatorData).model_copy(
                update={"SC_TOKEN": None, "token": None, "id": check.id_simulator_data}
            )
        if check.token:
            known = await required(
                ArrivalActivities.fetch_user_parameters,
                UserTokenCheck(session=_anonymous(), flag=check.flag or "", token=check.token),
            )
            if _refused(known) or known.user is None:
                return Arrival(refused=True)
            prefill = LightFormPrefill.of(known.user)
        return Arrival(simulator=simulator, prefill=prefill)


def _refused(checked: TokenChecked) -> bool:
    if checked.refusal:
        # The reason code is for support staff; the token is not logged.
        workflow.logger.info("arrival token refused: %s", checked.refusal)
    return checked.refusal is not None
