"""Steps 2 and 3 (§4): the applicant chooses the offer, gets the SECCI, and confirms it."""

import asyncio

from temporalio import workflow

with workflow.unsafe.imports_passed_through():
    from activities.documents import DocumentActivities
    from activities.models import (
        DocumentFetch,
        ProspectSave,
        SecciDelivered,
        SecciDelivery,
        SecciEmail,
        SecciMail,
        SecciProduced,
        SecciRequest,
        StepRecord,
        StoredDocument,
    )
    from activities.offer import OfferActivities
    from journey import constants, messages
    from journey.models.simulation import Offerta, Secci
    from journey.rules.amounts import cents_to_euro
    from journey.rules.customer import engine_activity
    from journey.steps import ProspectStep
    from workflows.italy import italian_date

from workflows.calls import CALL_FAILURES, backoffice, session_of, step_record
from workflows.errors import BackOfficeUnavailable
from workflows.patches import (
    OFFER_CALLS_TOGETHER,
    OFFER_RECORDED_WITH_ITS_CALLS,
    SAME_OFFER_KEEPS_ITS_SECCI,
    SECCI_IN_ONE_CALL,
    SECCI_PER_DAY_CAPPED,
    patched,
)
from workflows.state import ApplicationState
from workflows.steps.prospect import (
    FORM,
    prospect_refused,
    prospect_save,
    prospect_saved,
    save_prospect,
)

# The offer's action in the app database's event log.
OFFER_CHOSEN = "offer_chosen"


def offers_of(state: ApplicationState) -> list[Offerta]:
    """The offers the applicant may choose: the one asked for and, when different, the largest
    the engine would grant."""
    simulation = state.simulation
    if simulation is None:
        return []
    offers: list[Offerta] = []
    for offer in (simulation.codOfferta, simulation.maxOfferta):
        if offer and offer.prgSimul and offer.prgSimul not in {o.prgSimul for o in offers}:
            offers.append(offer)
    return offers


async def choose_offer(state: ApplicationState, prg_simul: str) -> dict[str, str]:
    """Step 2: the chosen offer, then its SECCI."""
    assert state.form is not None and state.applicant is not None
    offer = next(o for o in offers_of(state) if o.prgSimul == prg_simul)
    if _secci_waiting_for(state, offer) and patched(SAME_OFFER_KEEPS_ITS_SECCI):
        # The same offer again while its SECCI of today waits to be read (a second tap, another
        # tab, a script): the back office makes nothing and e-mails nothing again.
        return {}
    if _secci_day_spent(state):
        return {FORM: messages.TROPPI_TENTATIVI}
    if not patched(OFFER_CALLS_TOGETHER):
        chosen = await save_prospect(state, ProspectStep.SCELTA_UTENTE, with_draft_link=True)
        if chosen.errors:
            return chosen.errors
        await produce_secci(state, offer)
        state.offer_chosen(offer)
        return {}
    if not patched(SECCI_IN_ONE_CALL):
        # The CRM's step and the SECCI depend on nothing of each other: asked together, the
        # applicant waits for the slower. A SECCI made for a step the CRM refused is not kept
        # or sent; the retry makes another.
        chosen, produced = await asyncio.gather(
            save_prospect(state, ProspectStep.SCELTA_UTENTE, with_draft_link=True),
            _request_secci(state, offer),
        )
        if chosen.errors:
            return chosen.errors
        await _deliver_secci(state, offer, produced, together=True)
        state.offer_chosen(offer)
        return {}
    # The same calls in one activity (deliver_secci), which sends the SECCI only when the CRM
    # took the step, and then writes the step's record: the offer moves the page and changes
    # nothing the record holds (step, status, request number), so it is known before the calls.
    # record_step checks it against the state after, and writes it again if it differs.
    step = ProspectStep.SCELTA_UTENTE
    record = step_record(state, OFFER_CHOSEN) if patched(OFFER_RECORDED_WITH_ITS_CALLS) else None
    delivered = await _secci_in_one_call(
        state, offer, prospect_save(state, step, with_draft_link=True), record
    )
    if delivered.prospectRefused is not None:
        return prospect_refused(step, delivered.prospectRefused).errors
    assert delivered.prospect is not None
    prospect_saved(state, delivered.prospect)
    _keep_secci(state, delivered.produced, delivered.stored)
    state.offer_chosen(offer)
    if delivered.recorded:
        state.recordedWithCall = record
    return {}


def _secci_waiting_for(state: ApplicationState, offer: Offerta) -> bool:
    """The offer is the one already chosen, and its SECCI, made today in Italy, is unconfirmed."""
    chosen, secci = state.offer, state.secci
    return (
        chosen is not None
        and chosen.prgSimul == offer.prgSimul
        and secci is not None
        and secci.date is not None
        and not state.secciConfirmed
        and italian_date(secci.date) == italian_date(workflow.now())
    )


def _secci_day_spent(state: ApplicationState) -> bool:
    """Today's SECCIs are all made (constants.SECCI_PER_DAY): no other is made or e-mailed."""
    return not state.secci_allowed(italian_date(workflow.now())) and patched(SECCI_PER_DAY_CAPPED)


async def renew_secci(state: ApplicationState) -> dict[str, str]:
    """A resumed draft whose SECCI is not of today gets a new one, to be read and confirmed."""
    assert state.offer is not None
    if _secci_day_spent(state):
        return {FORM: messages.TROPPI_TENTATIVI}
    await produce_secci(state, state.offer)
    state.moved_on()
    return {}


async def produce_secci(state: ApplicationState, offer: Offerta) -> None:
    """The SECCI produced (OCS_BASTCSEC_V3), copied to our store, e-mailed (§7 SECCIDS)."""
    if patched(SECCI_IN_ONE_CALL):
        delivered = await _secci_in_one_call(state, offer)
        _keep_secci(state, delivered.produced, delivered.stored)
        return
    produced = await _request_secci(state, offer)
    await _deliver_secci(state, offer, produced, together=patched(OFFER_CALLS_TOGETHER))


async def _secci_in_one_call(
    state: ApplicationState,
    offer: Offerta,
    prospect: ProspectSave | None = None,
    record: StepRecord | None = None,
) -> SecciDelivered:
    """deliver_secci: the SECCI made, copied and e-mailed, and the CRM's step and the step's
    record when given."""
    assert state.form is not None
    form = state.form
    mail = SecciMail(
        tipo=constants.TIPO_EMAIL_SECCI,
        email=form.emailAddress.upper(),
        nome=form.firstName,
        cognome=form.lastName,
        publicUrl=state.start.publicUrl,
    )
    delivery = SecciDelivery(
        secci=_secci_request(state, offer), mail=mail, prospect=prospect, record=record
    )
    try:
        return await backoffice(OfferActivities.deliver_secci, delivery)
    except CALL_FAILURES as failure:
        # §8 says secci failures are only logged; the applicant still needs to know to retry.
        workflow.logger.error("SECCI for %s failed: %s", offer.prgSimul, failure)
        raise BackOfficeUnavailable() from failure


def _keep_secci(
    state: ApplicationState, produced: SecciProduced, stored: StoredDocument | None
) -> None:
    """The SECCI the applicant reads next; without its address or copy, a retry is asked."""
    if not produced.url or stored is None:
        raise BackOfficeUnavailable()
    state.secci_counted(italian_date(workflow.now()))
    state.secci_produced(
        Secci(
            url=produced.url,
            file=stored.key,
            sessionId=produced.sessionId,
            numPratica=produced.numPraticaTmp,
            date=workflow.now(),
        )
    )


def _secci_request(state: ApplicationState, offer: Offerta) -> SecciRequest:
    assert state.form is not None and offer.prgSimul is not None
    form = state.form
    return SecciRequest(
        session=session_of(state),
        prgSimul=offer.prgSimul,
        importoRichiesto=cents_to_euro(offer.importoTotale or 0),
        numeroRate=offer.numeroRate or state.start.simulator.SC_NUMERO_RATE,
        tipoAttivita=engine_activity(form.posizioneLavorativa),
        cluster=state.cluster.cluster or constants.NEW_CUSTOMER_MAX_CLUSTER,
        nome=form.firstName.upper(),
        cognome=form.lastName.upper(),
        codFiscale=form.fiscalCode,
        email=form.emailAddress.upper(),
    )


async def _request_secci(state: ApplicationState, offer: Offerta) -> SecciProduced:
    try:
        produced = await backoffice(OfferActivities.produce_secci, _secci_request(state, offer))
    except CALL_FAILURES as failure:
        # §8 says secci failures are only logged; the applicant still needs to know to retry.
        workflow.logger.error("SECCI for %s failed: %s", offer.prgSimul, failure)
        raise BackOfficeUnavailable() from failure
    if not produced.url:
        raise BackOfficeUnavailable()
    return produced


async def _deliver_secci(
    state: ApplicationState, offer: Offerta, produced: SecciProduced, together: bool
) -> None:
    """The SECCI copied to our store and e-mailed: two calls that need only its address, made
    together unless an older history made them one after the other."""
    assert state.form is not None and produced.url is not None
    form = state.form
    email = SecciEmail(
        session=session_of(state),
        tipo=constants.TIPO_EMAIL_SECCI,
        email=form.emailAddress.upper(),
        nome=form.firstName,
        cognome=form.lastName,
        publicUrl=state.start.publicUrl,
        urlPdf=produced.url,
    )
    copy = DocumentFetch(url=produced.url)
    try:
        if together:
            stored, _ = await asyncio.gather(
                backoffice(DocumentActivities.store_document, copy),
                backoffice(OfferActivities.send_secci_email, email),
            )
        else:
            stored = await backoffice(DocumentActivities.store_document, copy)
            await backoffice(OfferActivities.send_secci_email, email)
    except CALL_FAILURES as failure:
        workflow.logger.error("SECCI for %s failed: %s", offer.prgSimul, failure)
        raise BackOfficeUnavailable() from failure
    _keep_secci(state, produced, stored)


async def confirm_secci(state: ApplicationState) -> dict[str, str]:
    """Step 3: the applicant confirms having read the SECCI; personal data come next."""
    confirmed = await save_prospect(state, ProspectStep.CONFERMA_SECCI, with_draft_link=True)
    if confirmed.errors:
        return confirmed.errors
    state.secci_confirmed()
    return {}
