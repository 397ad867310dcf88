"""LoanApplicationWorkflow: one personal-loan application, from the simulator to signing."""

import asyncio
from datetime import timedelta

from temporalio import workflow
from temporalio.common import RetryPolicy
from temporalio.exceptions import ActivityError, ApplicationError

with workflow.unsafe.imports_passed_through():
    from activities.checks import REJECTED, CheckActivities
    from activities.models import (
        BackOfficeSession,
        CheckOutcome,
        EmailCheck,
        FiscalCodeDecodeRequest,
        FiscalCodeDecoding,
        PhoneCheck,
        StepRecord,
    )
    from activities.records import RecordActivities
    from journey import constants, messages
    from journey.forms import BasicInfoForm, normalise_basic_info, validate_basic_info
    from journey.routes import Route
    from journey.rules.checks import phone_check_route
    from journey.steps import STEP_ROUTES, Step
    from runtime.temporal import STATUS, STEP
    from workflows.models import ApplicantView, Snapshot, StartApplication, StepResult

# An applicant is waiting on the other side of every Update: transient faults are retried
# quickly and the whole call is capped, so the page answers "retry later" instead of hanging.
BACKOFFICE_ATTEMPT = timedelta(seconds=12)
BACKOFFICE_DEADLINE = timedelta(seconds=30)
BACKOFFICE_RETRY = RetryPolicy(
    initial_interval=timedelta(milliseconds=300),
    backoff_coefficient=2.0,
    maximum_interval=timedelta(seconds=4),
    maximum_attempts=5,
    non_retryable_error_types=[REJECTED],
)
# The app database is ours: keep retrying, the index must catch up with the workflow.
RECORD_ATTEMPT = timedelta(seconds=10)
RECORD_RETRY = RetryPolicy(maximum_interval=timedelta(seconds=30))

FIELD_OF_DECODE_ERROR = {"cognome": "lastName", "nome": "firstName"}


@workflow.defn
class LoanApplicationWorkflow:
    @workflow.init
    def __init__(self, start: StartApplication) -> None:
        self._start = start
        self._form: BasicInfoForm | None = None
        self._applicant: ApplicantView | None = None
        self._step: Step | None = None
        self._status = "created"
        self._outcome_route: str | None = None
        # Updates run concurrently; one submission at a time keeps the state coherent.
        self._lock = asyncio.Lock()

    @workflow.run
    async def run(self, start: StartApplication) -> Snapshot:
        await workflow.wait_condition(lambda: self._status in ("completed", "expired"))
        await workflow.wait_condition(workflow.all_handlers_finished)
        return self.snapshot()

    @workflow.query
    def snapshot(self) -> Snapshot:
        return Snapshot(
            applicationId=workflow.info().workflow_id,
            step=self._step,
            status=self._status,
            route=self._route(),
            # The simulator's session tokens stay in the workflow: a snapshot carries no secrets.
            simulator=self._start.simulator.model_copy(update={"SC_TOKEN": None, "token": None}),
            informazioniBase=self._form,
            user=self._applicant,
        )

    @workflow.update
    async def submit_basic_info(self, form: BasicInfoForm) -> StepResult:
        """The light form (step 1): e-mail, phone and fiscal-code checks by the back office."""
        async with self._lock:
            form = normalise_basic_info(form)
            # Kept before any check, so a failing back office loses nothing the person typed.
            self._form = form
            session = self._backoffice_session(form)
            try:
                email, phone, decoded = await asyncio.gather(
                    self._check_email(session, form),
                    self._check_phone(session, form),
                    self._decode_fiscal_code(session, form),
                )
            except ActivityError as failure:
                workflow.logger.warning("back office unavailable on basic info: %s", failure)
                raise ApplicationError(
                    messages.SERVIZIO_NON_DISPONIBILE, type="BackOfficeUnavailable"
                ) from failure

            errors = _field_errors(email, phone, decoded)
            self._outcome_route = phone_check_route([e.descrizione for e in phone.elencoErrori])
            if errors:
                return StepResult(ok=False, errors=errors, snapshot=self.snapshot())

            self._applicant = ApplicantView(
                fiscalCode=form.fiscalCode,
                mobilePhone=form.mobilePhone,
                dataNascita=decoded.dataNascita,
                firstName=form.firstName,
                lastName=form.lastName,
                email=form.emailAddress,
            )
            await self._complete_step(Step.BASIC_INFO, "basic_info_submitted")
            return StepResult(ok=True, snapshot=self.snapshot())

    @submit_basic_info.validator
    def _validate_basic_info(self, form: BasicInfoForm) -> None:
        # In an Update validator you raise any exception to reject the Update: malformed
        # input never enters history. The API runs the same rule first to answer 422.
        errors = validate_basic_info(normalise_basic_info(form))
        if errors:
            raise ValueError(f"invalid basic info: {sorted(errors)}")

    def _route(self) -> str:
        if self._outcome_route:
            return self._outcome_route
        if self._step is None:
            return Route.HOME
        return STEP_ROUTES[self._step]

    def _backoffice_session(self, form: BasicInfoForm) -> BackOfficeSession:
        return BackOfficeSession(
            draftId=workflow.info().workflow_id,
            fiscalCode=form.fiscalCode,
            firstName=form.firstName,
            lastName=form.lastName,
            email=form.emailAddress,
            mobilePhone=form.mobilePhone,
        )

    async def _check_email(self, session: BackOfficeSession, form: BasicInfoForm) -> CheckOutcome:
        return await workflow.execute_activity_method(
            CheckActivities.check_email,
            EmailCheck(session=session, email=form.emailAddress.upper()),
            start_to_close_timeout=BACKOFFICE_ATTEMPT,
            schedule_to_close_timeout=BACKOFFICE_DEADLINE,
            retry_policy=BACKOFFICE_RETRY,
        )

    async def _check_phone(self, session: BackOfficeSession, form: BasicInfoForm) -> CheckOutcome:
        return await workflow.execute_activity_method(
            CheckActivities.check_phone,
            PhoneCheck(
                session=session,
                numTelefono=form.mobilePhone,
                tipoTelefono=constants.TIPO_TELEFONO,
                provincia=constants.PROVINCIA_CONTROLLO_TELEFONO,
            ),
            start_to_close_timeout=BACKOFFICE_ATTEMPT,
            schedule_to_close_timeout=BACKOFFICE_DEADLINE,
            retry_policy=BACKOFFICE_RETRY,
        )

    async def _decode_fiscal_code(
        self, session: BackOfficeSession, form: BasicInfoForm
    ) -> FiscalCodeDecoding:
        return await workflow.execute_activity_method(
            CheckActivities.decode_fiscal_code,
            FiscalCodeDecodeRequest(
                session=session,
                cognome=form.lastName,
                nome=form.firstName,
                codFiscale=form.fiscalCode,
            ),
            start_to_close_timeout=BACKOFFICE_ATTEMPT,
            schedule_to_close_timeout=BACKOFFICE_DEADLINE,
            retry_policy=BACKOFFICE_RETRY,
        )

    async def _complete_step(self, step: Step, action: str) -> None:
        self._step = step
        workflow.upsert_search_attributes(
            [STEP.value_set(step.value), STATUS.value_set(self._status)]
        )
        await workflow.execute_activity_method(
            RecordActivities.record_step,
            StepRecord(
                draftId=workflow.info().workflow_id,
                eventKey=f"{workflow.info().workflow_id}:{action}:{workflow.uuid4()}",
                action=action,
                step=step.value,
                status=self._status,
                channel=self._start.channel,
                fiscalCode=self._form.fiscalCode if self._form else None,
            ),
            start_to_close_timeout=RECORD_ATTEMPT,
            retry_policy=RECORD_RETRY,
        )


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
