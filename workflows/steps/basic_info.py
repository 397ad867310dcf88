"""Step 1, the light form: checks, cluster, CRM prospect, the engine, and where that leads (§4)."""

import asyncio

from temporalio import workflow

with workflow.unsafe.imports_passed_through():
    from activities.checks import CheckActivities
    from activities.configuration import ConfigurationActivities
    from activities.models import (
        CheckOutcome,
        ClusterLookup,
        ConfigurationLookup,
        EmailCheck,
        EngineRequest,
        EngineResult,
        FiscalCodeDecodeRequest,
        FiscalCodeDecoding,
        LightFormChecks,
        PhoneCheck,
    )
    from activities.offer import OfferActivities
    from activities.prospect import ProspectActivities
    from journey import constants
    from journey.forms import BasicInfoForm
    from journey.rules.amounts import cents_to_euro
    from journey.rules.arrival import esito_otp, with_user_documents
    from journey.rules.checks import phone_check_esito
    from journey.rules.customer import engine_activity, initial_flow
    from journey.rules.dates import to_yyyymmdd
    from journey.rules.outcome import outcome_esito, simulation_outcome
    from journey.steps import ProspectStep
    from workflows.models import ApplicantView

from workflows.calls import CALL_FAILURES, backoffice, is_rejection, session_of
from workflows.errors import BackOfficeUnavailable
from workflows.patches import LIGHT_FORM_CHECKS_IN_ONE_CALL, patched
from workflows.state import ApplicationState
from workflows.steps.arrival import trust_arrival
from workflows.steps.prospect import save_prospect

FIELD_OF_DECODE_ERROR = {"cognome": "lastName", "nome": "firstName"}


async def submit_basic_info(state: ApplicationState, form: BasicInfoForm) -> dict[str, str]:
    """Returns the field errors; on success the state has the engine's outcome and route."""
    # Kept before any call, so a failing back office loses nothing the person typed.
    state.light_form_submitted(form)
    await trust_arrival(state)
    session = session_of(state)
    email_check = EmailCheck(session=session, email=form.emailAddress.upper())
    phone_check = PhoneCheck(
        session=session,
        numTelefono=form.mobilePhone,
        tipoTelefono=constants.TIPO_TELEFONO,
        provincia=constants.PROVINCIA_CONTROLLO_TELEFONO,
    )
    decode = FiscalCodeDecodeRequest(
        session=session, cognome=form.lastName, nome=form.firstName, codFiscale=form.fiscalCode
    )
    try:
        # The partner's configuration does not depend on the checks: asked for alongside them,
        # it costs the applicant no round trip of its own.
        if patched(LIGHT_FORM_CHECKS_IN_ONE_CALL):
            checked, _ = await asyncio.gather(
                backoffice(
                    CheckActivities.check_light_form,
                    LightFormChecks(email=email_check, phone=phone_check, fiscalCode=decode),
                ),
                _load_configuration(state),
            )
            email, phone, decoded = checked.email, checked.phone, checked.decoded
        else:
            (email, phone, decoded), _ = await asyncio.gather(
                asyncio.gather(
                    backoffice(CheckActivities.check_email, email_check),
                    backoffice(CheckActivities.check_phone, phone_check),
                    backoffice(CheckActivities.decode_fiscal_code, decode),
                ),
                _load_configuration(state),
            )
    except CALL_FAILURES as failure:
        workflow.logger.warning("checks of the light form failed: %s", failure)
        raise BackOfficeUnavailable() from failure

    errors = _field_errors(email, phone, decoded)
    state.phone_checked(phone_check_esito([e.descrizione for e in phone.elencoErrori]))
    if errors:
        return errors

    state.applicant_checked(
        ApplicantView(
            fiscalCode=form.fiscalCode,
            mobilePhone=form.mobilePhone,
            dataNascita=decoded.dataNascita,
            firstName=form.firstName,
            lastName=form.lastName,
            email=form.emailAddress,
        )
    )
    await _load_customer(state)

    created = await save_prospect(state, ProspectStep.LIGHT_FORM)
    if created.errors:
        return created.errors
    # Without a CRM id the outcome is already decided (§4); the engine is not asked.
    engine = await _run_engine(state) if state.crm.id else None
    if engine is not None:
        state.simulation = engine.simulation
        resulted = await save_prospect(state, ProspectStep.ESITO_MOTORE)
        if resulted.errors:
            return resulted.errors

    outcome = simulation_outcome(
        crm_id=state.crm.id,
        result_code=created.result_code,
        errors=[e.descrizione for e in engine.elencoErrori] if engine else [],
        pricing_failures=[e.descrizione for e in engine.elencoErroriPricing] if engine else [],
        simulation=state.simulation,
    )
    state.engine_decided(outcome_esito(outcome))
    return {}


async def _load_configuration(state: ApplicationState) -> None:
    """The partner channel's configuration, once per application."""
    if state.configuration is not None:
        return
    found = await backoffice(
        ConfigurationActivities.fetch_configuration,
        ConfigurationLookup(
            session=session_of(state),
            codiceApp=state.start.simulator.CODICE_APP or constants.CODICE_APP,
        ),
    )
    state.configuration, state.partner = found.configuration, found.partner


async def _load_customer(state: ApplicationState) -> None:
    """The known customer, only when EsitoOTP is S (its lookup names the partner's broker)."""
    assert state.form is not None
    session = session_of(state)
    esito = esito_otp(state.start.simulator, state.start.knownUser, state.form.fiscalCode)
    try:
        cluster = None
        if esito.upper() == constants.FLAG_SI:
            cluster = await backoffice(
                ProspectActivities.fetch_cluster,
                ClusterLookup(
                    session=session,
                    codFiscale=state.form.fiscalCode,
                    procedura=constants.TIPO_PROCEDURA,
                    provenienza=constants.CODICE_APP,
                    canale=state.channel,
                    telCellulare=state.form.mobilePhone,
                    codIntermediario=state.partner.intermediario.codIntermediario
                    if state.partner
                    else None,
                ),
            )
    except CALL_FAILURES as failure:
        raise BackOfficeUnavailable() from failure
    flow = initial_flow(esito, cluster)
    # Only for the customer the token stood for: esito_otp is S for that fiscal code alone.
    vouched = state.start.knownUser if esito.upper() == constants.FLAG_SI else None
    state.cluster = with_user_documents(flow.cluster, vouched)
    state.knownData = flow.knownData


async def _run_engine(state: ApplicationState) -> EngineResult | None:
    """The pricing engine. A refused request is only logged (§8) and leaves no offer."""
    assert state.form is not None and state.applicant is not None
    simulator, form = state.start.simulator, state.form
    request = EngineRequest(
        session=session_of(state),
        importoRichiesto=cents_to_euro(simulator.SC_IMPORTO_TOTALE),
        numeroRate=simulator.SC_NUMERO_RATE,
        tipoAttivita=engine_activity(form.posizioneLavorativa),
        dataNascita=to_yyyymmdd(state.applicant.dataNascita)
        if state.applicant.dataNascita
        else None,
        codFiscale=form.fiscalCode,
        capResidenza=form.cap,
        cluster=state.cluster.cluster or constants.NEW_CUSTOMER_MAX_CLUSTER,
        codOfferta=simulator.CODICE_OFFERTA,
        tipoOfferta=simulator.SC_TIPO_OFFERTA or constants.TIPO_OFFERTA,
        importoRata=cents_to_euro(simulator.SC_IMPORTO_RATA),
        finalita=simulator.SC_BENE,
        modalitaPagamento=simulator.MOD_PAGAMENTO,
        email=form.emailAddress.upper(),
        telefono=form.mobilePhone,
        tipoAbitazione=form.abitazione,
        questionario=dict(constants.SURVEY_DEFAULTS),
    )
    try:
        return await backoffice(OfferActivities.run_simulation, request)
    except CALL_FAILURES as failure:
        if is_rejection(failure):
            workflow.logger.error("the engine refused the simulation request: %s", failure)
            return None
        raise BackOfficeUnavailable() from failure


def _field_errors(
    email: CheckOutcome, phone: CheckOutcome, decoded: FiscalCodeDecoding
) -> dict[str, str]:
    """Back-office error lists onto the form's fields; the first message of each field wins."""
    errors: dict[str, str] = {}
    if email.elencoErrori:
        errors["emailAddress"] = email.elencoErrori[0].descrizione
    if phone.elencoErrori:
        errors["mobilePhone"] = phone.elencoErrori[0].descrizione
    for item in decoded.elencoErrori:
        errors.setdefault(
            FIELD_OF_DECODE_ERROR.get(item.campo or "", "fiscalCode"), item.descrizione
        )
    return errors
