"""The request (pratica) and its signature by SMS code (issue 16).

"Invia la richiesta" on /documenti/riepilogo sends the documents (if not yet sent), then the
request: practice check, add and finalize at the back office. The request number and the
contract to read come back; on /firma/carica the applicant asks for the signing code and types
it; the back office signs and seals the contract; CRM prospect Step 6 follows.
"""

from collections.abc import Callable
from datetime import datetime, timedelta

from temporalio import workflow
from temporalio.exceptions import ActivityError

with workflow.unsafe.imports_passed_through():
    from activities.documents import DocumentActivities
    from activities.models import (
        BackOfficeError,
        ContractSignature,
        DocumentFetch,
        PracticeAddress,
        PracticeFinalization,
        PracticeRequest,
        SigningOtpRequest,
    )
    from activities.practice import PracticeActivities
    from journey import messages
    from journey.models.documents import SlotStatus
    from journey.rules.customer import is_italian
    from journey.steps import ProspectStep
    from workflows.models import OtpRequest, OtpSignature

from workflows.calls import CALL_FAILURES, backoffice, is_rejection, required, session_of
from workflows.errors import BackOfficeUnavailable, OutOfStep
from workflows.patches import AFTER_SALE, patched
from workflows.state import ApplicationState
from workflows.steps import documents
from workflows.steps.prospect import save_prospect

FORM = "form"
OTP = "otp"
# The back office's refusal codes of a signing code, as the applicant is told.
OTP_ERRORS = {
    "E_OTP_SCADUTO": messages.OTP_SCADUTO,
    "E_OTP_BLOCCATO": messages.OTP_BLOCCATO,
    "E_OTP_USATO": messages.OTP_SCADUTO,
}


async def send_request(state: ApplicationState) -> dict[str, str]:
    """The documents, then the request; a refusal (400) lists the back office's errors on the
    summary (§8) and keeps everything for another try."""
    view = state.documents
    assert view is not None and state.form is not None
    if any(s.status is not SlotStatus.CONFERMATO for s in view.slots):
        return {FORM: messages.DOCUMENTI_INCOMPLETI}
    if not view.sent:
        errors = await documents.send(state)
        if errors:
            return errors
    request = _practice_request(state)
    try:
        await backoffice(PracticeActivities.check_practice, request)
        added = await backoffice(PracticeActivities.add_practice, request)
        final = await backoffice(
            PracticeActivities.finalize_practice,
            PracticeFinalization(
                session=request.session,
                draftId=request.draftId,
                numPratica=added.numPratica,
                codiceAnagrafico=added.codiceAnagrafico,
            ),
        )
        if not final.urlContratto:
            raise BackOfficeUnavailable()
        contract = await required(
            DocumentActivities.store_document, DocumentFetch(url=final.urlContratto)
        )
    except CALL_FAILURES as failure:
        if not is_rejection(failure):
            raise BackOfficeUnavailable() from failure
        errors = _by_field(failure)
        state.practice_refused(errors)
        return {FORM: messages.ERRORE_INVIO_PRATICA, **errors}
    state.practice_sent(final.numPratica, final.codiceAnagrafico, final.urlContratto, contract.key)
    return {}


def _practice_request(state: ApplicationState) -> PracticeRequest:
    form, info, applicant = state.form, state.informazioniPersonali, state.applicant
    assert form is not None and info is not None
    home = info.residenza.attuale
    demographics = info.informazioniDemografiche
    return PracticeRequest(
        session=session_of(state),
        draftId=workflow.info().workflow_id,
        codFiscale=form.fiscalCode,
        nome=form.firstName.upper(),
        cognome=form.lastName.upper(),
        dataNascita=applicant.dataNascita if applicant else None,
        email=form.emailAddress.upper(),
        telCellulare=form.mobilePhone,
        iban=info.coordinateBancarie.iban,
        prgSimul=state.offer.prgSimul if state.offer else None,
        posizioneLavorativa=form.posizioneLavorativa,
        cittadinanza=demographics.cittadinanza or None,
        extracomunitario=demographics.isExtracomunitario
        and not is_italian(demographics.cittadinanza),
        residenza=PracticeAddress(
            indirizzo=f"{home.indirizzo} {home.numeroCivico}".strip().upper(),
            localita=home.comune.upper(),
            provincia=home.provincia.upper(),
            cap=home.cap or form.cap,
        ),
    )


def _by_field(failure: Exception) -> dict[str, str]:
    """The back office's error list (the rejection's details) as messages by field."""
    error = failure.cause if isinstance(failure, ActivityError) else failure
    details = getattr(error, "details", None) or ()
    found: dict[str, str] = {}
    for item in details[0] if details and isinstance(details[0], list) else ():
        parsed = BackOfficeError.model_validate(item)
        key = f"pratica.{parsed.campo}" if parsed.campo else "pratica"
        found.setdefault(key, parsed.descrizione or messages.ERRORE_INVIO_PRATICA)
    return found


async def send_otp(state: ApplicationState, request: OtpRequest) -> dict[str, str]:
    """A signing code by SMS to the phone on file; a resend no sooner than the start's wait (30 s)
    after the last and with the same otpId (the back office replaces the code)."""
    firma, form = state.firma, state.form
    assert firma.pratica is not None and firma.pratica.numero and form is not None
    wait = timedelta(seconds=state.start.otpResendAfterSeconds)
    if firma.sentAt and workflow.now() - firma.sentAt < wait:
        return {OTP: messages.OTP_ATTENDI}
    try:
        sent = await backoffice(
            PracticeActivities.send_signing_otp,
            SigningOtpRequest(
                session=session_of(state),
                codFiscale=form.fiscalCode,
                telefono=form.mobilePhone,
                nome=form.firstName.upper(),
                cognome=form.lastName.upper(),
                email=form.emailAddress.upper(),
                numPratica=firma.pratica.numero,
                reinvio=firma.otp.counter > 0 and bool(firma.otp.sent.otpId),
                otpId=firma.otp.sent.otpId or None,
            ),
        )
    except CALL_FAILURES as failure:
        workflow.logger.warning("sending the signing code failed: %s", failure)
        return {OTP: messages.OTP_NON_INVIATO}
    if any(e.codice == "E_OTP_REINVII" for e in sent.errors):
        # The back office's own limit of sends for one code: no retry gets past it.
        return {OTP: messages.OTP_TROPPI_INVII}
    if sent.errors or not sent.otpId:
        return {OTP: messages.OTP_NON_INVIATO}
    state.otp_sent(sent.alias, sent.otpId, workflow.now())
    return {}


async def sign(state: ApplicationState, signature: OtpSignature) -> dict[str, str]:
    """The code (by reference) to the back office, which signs and seals the contract; then
    CRM prospect Step 6. A wrong code says 'OTP non valido' (§5) and counts."""
    firma, form = state.firma, state.form
    assert firma.pratica is not None and firma.pratica.numero and form is not None
    if firma.otp.counter == 0:
        return {OTP: messages.OTP_DA_RICHIEDERE}
    if firma.expired or (firma.expiresAt and workflow.now() >= firma.expiresAt):
        return {OTP: messages.OTP_SCADUTO}
    if firma.attemptsLeft <= 0:
        return {OTP: messages.OTP_BLOCCATO}
    try:
        signed = await backoffice(
            PracticeActivities.sign_contract,
            ContractSignature(
                session=session_of(state),
                numPratica=firma.pratica.numero,
                nome=form.firstName.upper(),
                cognome=form.lastName.upper(),
                email=form.emailAddress.upper(),
                alias=firma.otp.sent.alias,
                otpId=firma.otp.sent.otpId,
                urlPdf=firma.contractUrl or "",
                codeRef=signature.codeRef,
                ipAddress=signature.ipAddress,
                userAgent=signature.userAgent,
            ),
        )
    except CALL_FAILURES as failure:
        if is_rejection(failure):
            # The code waited past its two minutes: typed again, it goes.
            return {OTP: messages.OTP_NON_VALIDO}
        raise BackOfficeUnavailable() from failure
    if not signed.signed or signed.blob is None:
        codes = {e.codice for e in signed.errors}
        message = next((OTP_ERRORS[c] for c in codes if c in OTP_ERRORS), messages.OTP_NON_VALIDO)
        if "E_OTP_BLOCCATO" in codes:
            state.otp_refused(0)
        elif "E_OTP_SCADUTO" in codes:
            # The back office's clock said it first: the page offers a new code, as after the
            # workflow's own timer. Not a wrong try.
            state.otp_expired()
        elif signed.attemptsLeft is not None:
            state.otp_refused(signed.attemptsLeft)
        else:
            state.otp_refused(firma.attemptsLeft - 1)
        return {OTP: message}
    state.contract_signed(
        signed.blob, signed.signedAt, signed.transactionId, after_sale=patched(AFTER_SALE)
    )
    try:
        await save_prospect(state, ProspectStep.THANK_YOU_PAGE)
    except (*CALL_FAILURES, BackOfficeUnavailable) as failure:
        # Signed is signed: the CRM step is a record for the provider, not the applicant's.
        workflow.logger.error("CRM Step 6 not recorded: %s", failure)
    return {}


def code_replaced_or_used(state: ApplicationState, expires: datetime) -> Callable[[], bool]:
    """While the code that expires at `expires` waits: a new one sent, or the contract signed."""
    return lambda: state.firma.expiresAt != expires or state.firma.signed


def require_practice(state: ApplicationState) -> None:
    """The request is sent and not yet signed: /firma/carica's Updates."""
    firma = state.firma
    if firma.pratica is None or not firma.pratica.sent or firma.signed:
        raise OutOfStep("there is no request to sign")
