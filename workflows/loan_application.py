"""LoanApplicationWorkflow: one personal-loan application, from the simulator to signing."""

import asyncio
from collections.abc import Awaitable
from datetime import timedelta
from typing import NoReturn

from pydantic import BaseModel
from temporalio import workflow

with workflow.unsafe.imports_passed_through():
    from journey import messages
    from journey.forms import BasicInfoForm, normalise_basic_info, validate_basic_info
    from journey.models.documents import DocumentCategory, SlotStatus
    from journey.models.firma import FirmaView
    from journey.models.identity import IdentityCheckStatus
    from journey.models.personal_info import InformazioniPersonali
    from journey.personal_form import validate_personal_info
    from journey.rules.document_fields import (
        normalise_fields,
        unprintable_fields,
        validate_fields,
    )
    from journey.rules.fiscal_code import age_on
    from journey.rules.required_documents import KINDS
    from journey.rules.spid import spid_exhausted
    from journey.steps import ApplicationStatus, Step
    from workflows.italy import italian_date
    from workflows.models import (
        AnomalyCorrection,
        DocumentConfirmation,
        DocumentsSubmission,
        DocumentUpload,
        DraftSave,
        DraftSaved,
        FollowRequest,
        IdentityCheckConfirmation,
        IdentityCheckEvent,
        IdentityCheckRequested,
        IdentityCheckStart,
        IdentityCheckStarted,
        IdentityCheckSubmission,
        OfferChoice,
        OtpRequest,
        OtpSignature,
        PersonalInfoChange,
        PracticeEvent,
        RequestSubmission,
        ResumeStart,
        ReviewRequest,
        SecciConfirmation,
        SecciView,
        Snapshot,
        SpidConfirmation,
        SpidDecline,
        SpidIdentity,
        StartApplication,
        StepResult,
    )

from workflows.calls import CALL_FAILURES, mark_identity_path, record_step
from workflows.errors import (
    ApplicationClosed,
    BackOfficeUnavailable,
    InputTooLarge,
    InvalidInput,
    OutOfStep,
)
from workflows.patches import CONTINUE_AS_NEW, decide_generation, patched
from workflows.state import ApplicationState
from workflows.steps import (
    after_sale,
    basic_info,
    documents,
    drafts,
    identity_check,
    offer,
    personal_info,
    pratica,
    review,
    spid,
)


@workflow.defn
class LoanApplicationWorkflow:
    @workflow.init
    def __init__(self, start: StartApplication) -> None:
        # Before anything else, so a replayed first task answers as it was recorded.
        decide_generation()
        # A run continued as new goes on from the state the run before carried over.
        self._state = ApplicationState.restored(start)
        # Updates run concurrently; one submission at a time keeps the state coherent.
        self._lock = asyncio.Lock()
        # The back office's events received, and how many of them the last read covers.
        self._practice_events = self._practice_events_read = 0

    @workflow.run
    async def run(self, start: StartApplication) -> Snapshot:
        # Waits on a condition only (no command) until a remote identity check is under way.
        identity_checks = asyncio.create_task(self._watch_identity_check())
        signing_codes = asyncio.create_task(self._watch_signing_code())
        await drafts.watch_inactivity(self._state, until=self._history_is_long)
        identity_checks.cancel()
        signing_codes.cancel()
        # Accepted Updates finish in this run. One the server has not handed over yet when this
        # run continues as new is not lost: its caller retries it on the next run.
        await workflow.wait_condition(workflow.all_handlers_finished)
        if not self._state.status.closed:
            self._continue_as_new()
        return self.snapshot()

    def _history_is_long(self) -> bool:
        """Time to continue as new: the server suggests it, or the history passed our bounds.

        Only behind the patch: a run that passed them under the code before (a history being
        replayed) went on in the same run and must replay so; one that passes them now moves on.
        """
        info, limits = workflow.info(), self._state.start.limits
        long = (
            info.is_continue_as_new_suggested()
            or info.get_current_history_length() >= limits.historyEvents
            or info.get_current_history_size() >= limits.historyBytes
        )
        return long and patched(CONTINUE_AS_NEW)

    def _continue_as_new(self) -> NoReturn:
        """The same application in a new run, with a fresh history: same workflow id, state and
        search attributes (the server copies them), timers going on from the last activity."""
        state = self._state
        workflow.logger.info(
            "continuing as new after %d events", workflow.info().get_current_history_length()
        )
        carried = state.carried(last_activity=drafts.quiet_since(state))
        workflow.continue_as_new(state.start.model_copy(update={"carried": carried}))

    @workflow.query
    def snapshot(self) -> Snapshot:
        state = self._state
        secci = state.secci
        return Snapshot(
            applicationId=workflow.info().workflow_id,
            step=state.step,
            status=state.status,
            esito=state.outcome,
            route=state.route,
            # The simulator's session tokens stay in the workflow: a snapshot carries no secrets.
            simulator=state.start.simulator.model_copy(update={"SC_TOKEN": None, "token": None}),
            informazioniBase=state.form,
            knownData=state.knownData,
            user=state.applicant,
            simulation=state.simulation,
            offerta=state.offer,
            secci=SecciView(
                numPratica=secci.numPratica,
                date=secci.date.isoformat() if secci.date else None,
                available=bool(secci.file),
            )
            if secci
            else None,
            informazioniPersonali=state.informazioniPersonali,
            previousAddressYears=state.partner.anzianitaIndirizzoCorrente
            if state.partner
            else None,
            reviewRequested=state.reviewRequested,
            documenti=state.documents,
            # Only the login's result the applicant confirms; SPID's tokens never reach here.
            spid=state.spid if state.documents is not None else None,
            onfido=state.onfido
            if state.documents is not None and state.identity_check_applies
            else None,
            auth=state.auth,
            firma=FirmaView.of(state.firma, state.start.otpResendAfterSeconds)
            if state.firma.pratica or state.firma.erroriPratica
            else None,
            tracking=state.tracking,
        )

    @workflow.query
    def secci_file(self) -> str | None:
        """The blob key of the SECCI PDF, for the API to serve; not part of the snapshot."""
        return self._state.secci.file if self._state.secci else None

    @workflow.query
    def contract_file(self, signed: bool) -> str | None:
        """The blob key of the contract to sign, or of the signed one; not in the snapshot."""
        firma = self._state.firma
        return firma.signedBlob if signed else firma.contractBlob

    def _touch(self) -> None:
        """The applicant did something: the inactivity timers start again."""
        state = self._state
        state.lastActivity, state.reminderSent = workflow.now(), False
        state.activityCount += 1

    async def _run_step(self, action: str, step: Awaitable[dict[str, str]]) -> StepResult:
        async with self._lock:
            self._touch()
            before = (self._state.step, self._state.route)
            errors = await step
            if not errors:
                self._state.moved_on()
            await self._moved(action, before if not errors else None)
            return StepResult(ok=not errors, errors=errors, snapshot=self.snapshot())

    async def _moved(self, action: str, before: tuple[object, str] | None) -> None:
        """After an event: the draft's auth, the identity path for support, and the step
        recorded when the page changed (`before` is None when nothing moved)."""
        state = self._state
        if state.identity_path_anywhere is not None:
            # Only reached on the identity paths, which histories before them never took.
            state.follow_auth(workflow.now())
            mark_identity_path(state)
        if before is not None and (state.step, state.route) != before:
            await record_step(state, action)

    def _admit(self, value: BaseModel, *, after_sale: bool = False) -> None:
        """Where every Update validator starts: an input larger than any form makes, or any
        input to a closed application, is turned down before it enters history.

        The size is the input's as the data converter writes it, which is what our clients send
        (the API, after its field bounds and body cap). With the continue-as-new of `run`, no
        number of saves can grow a history to the server's limit, where it would be terminated.
        """
        size = len(workflow.payload_converter().to_payload(value).data)
        limit = self._state.start.limits.inputBytes
        if size > limit:
            raise InputTooLarge(size, limit)
        status = self._state.status
        if status.closed or (status is ApplicationStatus.SIGNED and not after_sale):
            # Signed, only the after-sale area and its way back in (resume) are open.
            raise ApplicationClosed(status)

    @workflow.update
    async def submit_basic_info(self, form: BasicInfoForm) -> StepResult:
        """Step 1, the light form (§4): checks, CRM prospect, engine, outcome."""
        normalised = normalise_basic_info(form)
        return await self._run_step(
            "basic_info_submitted", basic_info.submit_basic_info(self._state, normalised)
        )

    @submit_basic_info.validator
    def _validate_basic_info(self, form: BasicInfoForm) -> None:
        # In an Update validator you raise any exception to reject the Update: malformed
        # input never enters history. The API runs the same rule first to answer 422.
        self._admit(form)
        if self._state.step is not None:
            raise OutOfStep("the light form is already confirmed")
        errors = validate_basic_info(normalise_basic_info(form))
        if errors:
            raise InvalidInput(errors)

    @workflow.update
    async def choose_offer(self, choice: OfferChoice) -> StepResult:
        """Step 2: the applicant's choice among the engine's offers; the SECCI follows."""
        return await self._run_step(
            offer.OFFER_CHOSEN, offer.choose_offer(self._state, choice.prgSimul)
        )

    @choose_offer.validator
    def _validate_offer(self, choice: OfferChoice) -> None:
        self._admit(choice)
        if self._state.applicant is None or self._state.outcome or self._state.step is not None:
            raise OutOfStep("no offer can be chosen at this point of the journey")
        if choice.prgSimul not in {o.prgSimul for o in offer.offers_of(self._state)}:
            raise InvalidInput({"prgSimul": messages.OFFERTA_NON_VALIDA})

    @workflow.update
    async def confirm_secci(self, confirmation: SecciConfirmation) -> StepResult:
        """Step 3: the SECCI read and confirmed."""
        return await self._run_step("secci_confirmed", offer.confirm_secci(self._state))

    @confirm_secci.validator
    def _validate_secci(self, confirmation: SecciConfirmation) -> None:
        self._admit(confirmation)
        if self._state.secci is None or self._state.secciConfirmed:
            raise OutOfStep("there is no SECCI to confirm")

    @workflow.update
    async def submit_personal_info(self, info: InformazioniPersonali) -> StepResult:
        """Step 4: residence, demographics, work, employer and IBAN, all checked (§5)."""
        return await self._run_step(
            "personal_info_submitted", personal_info.submit_personal_info(self._state, info)
        )

    @submit_personal_info.validator
    def _validate_personal_info(self, info: InformazioniPersonali) -> None:
        self._admit(info)
        state = self._state
        if not state.personal_info_open or state.form is None:
            raise OutOfStep("personal data come after the SECCI")
        today = italian_date(workflow.now())
        errors = validate_personal_info(
            info,
            work_position=state.form.posizioneLavorativa,
            partner_years=state.partner.anzianitaIndirizzoCorrente if state.partner else None,
            today=today,
            # A validator: refusing more here changes no history (a rejected Update leaves none).
            age=age_on(state.form.fiscalCode, today),
        )
        if errors:
            raise InvalidInput(errors)

    @workflow.update
    async def upload_document(self, file: DocumentUpload) -> StepResult:
        """Step 5: one side of a document, stored by the API; text recognition reads it."""
        return await self._run_step("document_uploaded", documents.upload(self._state, file))

    @upload_document.validator
    def _validate_upload(self, file: DocumentUpload) -> None:
        self._admit(file)
        document = documents.slot_of(self._state, file.slotId)
        if file.code not in document.codes:
            raise InvalidInput({"code": messages.DOCUMENTO_TIPO_DIVERSO})
        if file.side not in KINDS[file.code].sides:
            raise InvalidInput({"side": messages.DOCUMENTO_FRONTE_ATTESO})
        if file.fromPhone and document.status is SlotStatus.CONFERMATO:
            # The phone replaces a side until the computer confirms the card (its page says
            # so); after, a replacement from the phone would undo, unseen, what the computer
            # shows as confirmed and ready to send.
            raise InvalidInput({"file": messages.DOCUMENTO_CONFERMATO_SUL_COMPUTER})

    @workflow.update
    async def confirm_document(self, confirmation: DocumentConfirmation) -> StepResult:
        """Step 5: the fields of a document confirmed or corrected, then checked (§5)."""
        return await self._run_step(
            "document_confirmed", documents.confirm(self._state, confirmation)
        )

    @confirm_document.validator
    def _validate_confirmation(self, confirmation: DocumentConfirmation) -> None:
        self._admit(confirmation)
        document = documents.slot_of(self._state, confirmation.slotId)
        if document.status is SlotStatus.DA_CARICARE or not document.fields:
            raise InvalidInput({"form": messages.DOCUMENTO_DA_CARICARE})
        errors = validate_fields(
            normalise_fields(confirmation.values),
            document.fields,
            italian_date(workflow.now()),
        )
        if errors:
            raise InvalidInput(errors)

    @workflow.update
    async def spid_identity(self, identity: SpidIdentity) -> StepResult:
        """SPID's answer from the eID gateway's callback (the API ran the login)."""
        return await self._run_step("spid_identity", spid.identity(self._state, identity))

    @spid_identity.validator
    def _validate_spid_identity(self, identity: SpidIdentity) -> None:
        self._admit(identity)
        self._spid_open()

    @workflow.update
    async def confirm_spid(self, confirmation: SpidConfirmation) -> StepResult:
        """/spid/documenti: the identity document data from SPID confirmed."""
        return await self._run_step("spid_confirmed", spid.confirm(self._state, confirmation))

    @confirm_spid.validator
    def _validate_confirm_spid(self, confirmation: SpidConfirmation) -> None:
        self._admit(confirmation)
        self._spid_open()
        if not self._state.spid.info:
            raise OutOfStep("there is no SPID identity to confirm")
        # A validator: refusing more here changes no history (a rejected Update leaves none).
        if errors := unprintable_fields(confirmation.values):
            raise InvalidInput(errors)

    @workflow.update
    async def decline_spid(self, request: SpidDecline) -> StepResult:
        """/spid/documenti: the data SPID gave cannot be confirmed (not the applicant's own any
        more, or a document the check refuses, which SPID's values cannot be changed to
        pass): the applicant proves identity with the documents instead."""
        return await self._run_step("spid_declined", spid.decline(self._state))

    @decline_spid.validator
    def _validate_decline_spid(self, request: SpidDecline) -> None:
        self._admit(request)
        self._spid_open()
        if not self._state.spid.info or self._state.spid.confirmed:
            raise OutOfStep("there is no SPID identity waiting to be confirmed")

    def _spid_open(self) -> None:
        """SPID proves an Italian's identity during the documents step, until it is done or
        its chances are used up (§9)."""
        view, state = self._state.documents, self._state
        if view is None or view.sent or state.spid.confirmed or spid_exhausted(state.spid):
            raise OutOfStep("SPID is not open at this point")
        if not any(s.category is DocumentCategory.IDE for s in view.slots):
            raise OutOfStep("SPID proves an Italian identity card")

    @workflow.update
    async def start_identity_check(self, request: IdentityCheckStart) -> IdentityCheckStarted:
        """/onfido: the capture page's SDK token (the applicant created at the provider once)."""
        async with self._lock:
            self._touch()
            before = (self._state.step, self._state.route)
            token = await identity_check.open_capture(self._state)
            await self._moved("identity_check_opened", before)
            return IdentityCheckStarted(sdkToken=token, snapshot=self.snapshot())

    @start_identity_check.validator
    def _validate_start_identity_check(self, request: IdentityCheckStart) -> None:
        self._admit(request)
        self._identity_check_in(
            IdentityCheckStatus.DA_INIZIARE, IdentityCheckStatus.IN_ACQUISIZIONE
        )

    @workflow.update
    async def submit_identity_check(
        self, submission: IdentityCheckSubmission
    ) -> IdentityCheckRequested:
        """Back from the capture page: the provider checks the photos; its webhook follows."""
        async with self._lock:
            self._touch()
            before = (self._state.step, self._state.route)
            check_id = await identity_check.start_check(self._state)
            await self._moved("identity_check_started", before)
            return IdentityCheckRequested(
                checkId=check_id, result=StepResult(ok=True, snapshot=self.snapshot())
            )

    @submit_identity_check.validator
    def _validate_submit_identity_check(self, submission: IdentityCheckSubmission) -> None:
        self._admit(submission)
        self._identity_check_in(IdentityCheckStatus.IN_ACQUISIZIONE)

    @workflow.update
    async def confirm_identity_check(self, confirmation: IdentityCheckConfirmation) -> StepResult:
        """/onfido/conferma: the document data the provider read, confirmed."""
        return await self._run_step(
            "identity_check_confirmed", identity_check.confirm(self._state, confirmation)
        )

    @confirm_identity_check.validator
    def _validate_confirm_identity_check(self, confirmation: IdentityCheckConfirmation) -> None:
        self._admit(confirmation)
        self._identity_check_in(IdentityCheckStatus.DA_CONFERMARE)
        if errors := unprintable_fields(confirmation.values):
            raise InvalidInput(errors)

    @workflow.update
    async def skip_identity_check(self, request: IdentityCheckStart) -> StepResult:
        """The applicant uploads the documents instead of the remote check."""

        async def skipped() -> dict[str, str]:
            return identity_check.skip(self._state)

        return await self._run_step("identity_check_skipped", skipped())

    @skip_identity_check.validator
    def _validate_skip_identity_check(self, request: IdentityCheckStart) -> None:
        self._admit(request)
        self._identity_check_in(
            IdentityCheckStatus.DA_INIZIARE,
            IdentityCheckStatus.IN_ACQUISIZIONE,
            IdentityCheckStatus.IN_VERIFICA,
            IdentityCheckStatus.DA_CONFERMARE,
        )

    def _identity_check_in(self, *stati: IdentityCheckStatus) -> None:
        """The remote check is this applicant's way to prove identity and stands at one of
        `stati` (a confirmed one is done)."""
        state, view = self._state, self._state.documents
        if view is None or view.sent or not state.identity_check_applies:
            raise OutOfStep("the remote identity check is not open at this point")
        if state.onfido.confirmed or state.onfido.stato not in stati:
            raise OutOfStep(f"the remote identity check is {state.onfido.stato}")

    @workflow.signal
    async def identity_check_completed(self, event: IdentityCheckEvent) -> None:
        """The provider's webhook (signature and replay checked by the API): the result is
        read from the provider. A failure to read it leaves the check waiting; the timer reads
        it once more before giving up on it."""
        async with self._lock:
            await self._settle_identity_check(event.checkId, "identity_check_completed")

    async def _settle_identity_check(self, check_id: str, action: str) -> bool:
        before = (self._state.step, self._state.route)
        try:
            moved = await identity_check.check_completed(self._state, check_id)
        except (*CALL_FAILURES, BackOfficeUnavailable) as failure:
            workflow.logger.warning("reading the remote identity check failed: %s", failure)
            return False
        if moved:
            await self._moved(action, before)
        return moved

    async def _watch_identity_check(self) -> None:
        """While a check is at the provider, its result is awaited for the start data's
        `identityCheckMinutes`; then it is read once more (a webhook may be lost), and without a
        result the documents are asked for instead: never a wait without end."""
        state = self._state
        deadline = timedelta(minutes=state.start.identityCheckMinutes)
        while True:
            await workflow.wait_condition(
                lambda: state.onfido.stato is IdentityCheckStatus.IN_VERIFICA
            )
            started = state.onfido.startedAt or workflow.now()
            try:
                await workflow.wait_condition(
                    lambda: state.onfido.stato is not IdentityCheckStatus.IN_VERIFICA,
                    timeout=max(started + deadline - workflow.now(), timedelta(0)),
                )
                continue
            except TimeoutError:
                pass
            async with self._lock:
                check_id = str((state.onfido.check or {}).get("id", ""))
                if state.onfido.stato is not IdentityCheckStatus.IN_VERIFICA:
                    continue
                if not await self._settle_identity_check(check_id, "identity_check_completed"):
                    before = (state.step, state.route)
                    state.identity_check_ended(IdentityCheckStatus.SCADUTA)
                    await self._moved("identity_check_expired", before)

    @workflow.update
    async def save_information(self, submission: DocumentsSubmission) -> StepResult:
        """Work position C with no proof of income: /documenti/salva-informazioni confirmed."""
        return await self._run_step("information_saved", documents.save_information(self._state))

    @save_information.validator
    def _validate_save_information(self, submission: DocumentsSubmission) -> None:
        self._admit(submission)
        view = self._state.documents
        if view is None or view.sent or view.informazioniSalvate:
            raise OutOfStep("no information to save at this point")

    @workflow.update
    async def submit_documents(self, submission: DocumentsSubmission) -> StepResult:
        """Step 5 done: the documents to the back office and CRM prospect Step 5."""
        return await self._run_step("documents_sent", documents.send(self._state))

    @submit_documents.validator
    def _validate_submit_documents(self, submission: DocumentsSubmission) -> None:
        self._admit(submission)
        view = self._state.documents
        if view is None or view.sent:
            raise OutOfStep("the documents step is not open")
        if any(s.status is not SlotStatus.CONFERMATO for s in view.slots):
            raise InvalidInput({"form": messages.DOCUMENTI_INCOMPLETI})

    @workflow.update
    async def send_request(self, submission: RequestSubmission) -> StepResult:
        """/documenti/riepilogo "Invia la richiesta": documents, then practice check, add and
        finalize; the request number and the contract to sign come back."""
        return await self._run_step("request_sent", pratica.send_request(self._state))

    @send_request.validator
    def _validate_send_request(self, submission: RequestSubmission) -> None:
        self._admit(submission)
        view, firma = self._state.documents, self._state.firma
        if view is None or (firma.pratica is not None and firma.pratica.sent):
            raise OutOfStep("there is no request to send at this point")
        if any(s.status is not SlotStatus.CONFERMATO for s in view.slots):
            raise InvalidInput({"form": messages.DOCUMENTI_INCOMPLETI})

    @workflow.update
    async def change_personal_info(self, request: PersonalInfoChange) -> StepResult:
        """/documenti/riepilogo "Modifica i tuoi dati": the personal data page again, until the
        data are sent again. Not a step done: the page it opens is where the applicant goes."""
        async with self._lock:
            self._touch()
            before = (self._state.step, self._state.route)
            self._state.personal_info_reopened()
            await self._moved("personal_info_reopened", before)
            return StepResult(ok=True, errors={}, snapshot=self.snapshot())

    @change_personal_info.validator
    def _validate_change_personal_info(self, request: PersonalInfoChange) -> None:
        self._admit(request)
        state, firma = self._state, self._state.firma
        if state.documents is None or (firma.pratica is not None and firma.pratica.sent):
            raise OutOfStep("the personal data are changed from the summary, before sending")

    @workflow.update
    async def send_signing_code(self, request: OtpRequest) -> StepResult:
        """/firma/carica: a signing code by SMS ("Invia di nuovo" for another)."""
        return await self._run_step("otp_sent", pratica.send_otp(self._state, request))

    @send_signing_code.validator
    def _validate_send_signing_code(self, request: OtpRequest) -> None:
        self._admit(request)
        pratica.require_practice(self._state)

    @workflow.update
    async def sign_contract(self, signature: OtpSignature) -> StepResult:
        """/firma/carica: the code typed; signed, the request is complete (Step 6)."""
        result = await self._run_step("contract_signed", pratica.sign(self._state, signature))
        if result.errors.get(pratica.OTP) == messages.OTP_NON_VALIDO:
            # §8: a wrong code is logged for the funnel too.
            await record_step(self._state, "otp_non_valido")
        return result

    @sign_contract.validator
    def _validate_sign_contract(self, signature: OtpSignature) -> None:
        self._admit(signature)
        pratica.require_practice(self._state)

    async def _watch_signing_code(self) -> None:
        """Mirrors the back office's five minutes: once a code is sent, the page says it has
        expired when it has, without asking the back office. No command until a code is sent."""
        state = self._state
        while True:
            await workflow.wait_condition(
                lambda: state.firma.expiresAt is not None and not state.firma.expired
            )
            expires = state.firma.expiresAt
            assert expires is not None
            try:
                await workflow.wait_condition(
                    pratica.code_replaced_or_used(state, expires),
                    timeout=max(expires - workflow.now(), timedelta(0)),
                )
            except TimeoutError:
                state.otp_expired()
            if state.firma.signed:
                return

    @workflow.update
    async def follow_request(self, request: FollowRequest) -> StepResult:
        """/anomalie: where the signed request stands and what to correct, read again."""
        return await self._run_step("request_followed", after_sale.follow(self._state))

    @follow_request.validator
    def _validate_follow_request(self, request: FollowRequest) -> None:
        self._admit(request, after_sale=True)
        after_sale.require_signed(self._state)

    @workflow.update
    async def correct_anomaly(self, correction: AnomalyCorrection) -> StepResult:
        """/anomalie/...: a document the back office asked for again, sent."""
        return await self._run_step(
            "anomaly_corrected", after_sale.correct(self._state, correction)
        )

    @correct_anomaly.validator
    def _validate_correct_anomaly(self, correction: AnomalyCorrection) -> None:
        self._admit(correction, after_sale=True)
        after_sale.require_signed(self._state)

    @workflow.signal
    async def practice_changed(self, event: PracticeEvent) -> None:
        """The back office raised an anomaly or set the outcome (its webhook, signature checked
        by the API): the request is read at once, so the area shows it when the customer opens
        the e-mail, and support sees it in this history. Events that arrive while a read is
        under way are covered by one more read, however many they are."""
        self._practice_events += 1
        ticket = self._practice_events
        # Events handed over together count themselves before any of them reads: one read
        # covers them all (a condition already true waits, with no command, for the others).
        await workflow.wait_condition(lambda: True)
        async with self._lock:
            state = self._state
            if ticket <= self._practice_events_read or not after_sale.event_applies(state, event):
                return
            self._practice_events_read = self._practice_events
            # The customer is asked to act: the area stays open a month from now.
            self._touch()
            before = (state.step, state.route)
            errors = await after_sale.follow(state, fresh=True)
            await self._moved("practice_changed", before if not errors else None)

    @workflow.update
    async def request_review(self, request: ReviewRequest) -> StepResult:
        """After an automated refusal, the applicant asks for a person to review it."""
        return await self._run_step("review_requested", review.request_review(self._state, request))

    @request_review.validator
    def _validate_review(self, request: ReviewRequest) -> None:
        self._admit(request)
        if not review.reviewable(self._state):
            raise OutOfStep("there is no automated refusal to review")

    @workflow.update
    async def save_draft(self, request: DraftSave) -> DraftSaved:
        """ "Salva e continua più tardi": a resume code, shown now and e-mailed with its link."""
        async with self._lock:
            self._touch()
            if request.informazioniPersonali is not None and self._state.step == Step.BASIC_INFO:
                # Half a personal-data form is kept as typed; the checks run on submission.
                self._state.informazioniPersonali = request.informazioniPersonali
            code = await drafts.save_draft(self._state)
            await record_step(self._state, "draft_saved")
            return DraftSaved(code=code.code, link=code.link, snapshot=self.snapshot())

    @save_draft.validator
    def _validate_save_draft(self, request: DraftSave) -> None:
        self._admit(request)
        if self._state.form is None:
            raise OutOfStep("nothing to save before the light form")

    @workflow.update
    async def resume(self, request: ResumeStart) -> Snapshot:
        """A draft opened again: the §2 resume rules say where it lands."""
        async with self._lock:
            self._touch()
            drafts.resume(self._state, request.requestNumber)
            await record_step(self._state, "draft_resumed")
            return self.snapshot()

    @resume.validator
    def _validate_resume(self, request: ResumeStart) -> None:
        self._admit(request, after_sale=True)

    @workflow.update
    async def renew_secci(self, request: ResumeStart) -> StepResult:
        """On /resume/secci: a new SECCI for the chosen offer, dated today."""
        return await self._run_step("secci_renewed", offer.renew_secci(self._state))

    @renew_secci.validator
    def _validate_renew_secci(self, request: ResumeStart) -> None:
        self._admit(request)
        if self._state.offer is None or self._state.outcome:
            raise OutOfStep("there is no offer to issue a SECCI for")

    @workflow.update
    async def send_resume_otp(self, request: ResumeStart) -> None:
        """Resume by request number: a one-time code to the phone on file (DESIGN §7)."""
        await drafts.send_resume_otp(self._state)

    @send_resume_otp.validator
    def _validate_send_resume_otp(self, request: ResumeStart) -> None:
        self._admit(request, after_sale=True)
        if self._state.form is None:
            raise OutOfStep("no phone on file")
