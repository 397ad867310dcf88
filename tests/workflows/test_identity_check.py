"""The remote identity check in the workflow (issue 15): who is sent to it, every way out of it
(clear and confirmed, consider, no result in time, the applicant's choice), the webhook's Signal
taken once and only for its own check, resume in the middle, and the timer on the time-skipping
server. The provider's own behaviour runs in tests/api/test_identity_check.py and
tests/sandbox/test_identity_check.py."""

import asyncio
import uuid
from collections.abc import AsyncIterator, Callable
from contextlib import asynccontextmanager
from dataclasses import dataclass, field
from datetime import timedelta

import pytest
from temporalio import activity
from temporalio.client import Client, WorkflowHandle, WorkflowUpdateFailedError
from temporalio.testing import WorkflowEnvironment
from temporalio.worker import Worker

from activities.models import (
    ConfigurationFound,
    IdentityCheckApplicant,
    IdentityCheckApplicantCreated,
    IdentityCheckCreated,
    IdentityCheckOutcome,
    IdentityCheckRef,
    SdkToken,
)
from journey import messages
from journey.models.configuration import Configuration
from journey.models.documents import DocumentCode, DocumentFields
from runtime.temporal import IDENTITY_PATH
from tests.utils.applicants import personal_info, simulator_data
from tests.utils.histories import record_history
from tests.workflows.fakes import FakeBackOffice
from tests.workflows.test_documents import MARIO, to_documents, to_personal_data_as
from tests.workflows.test_draft_timers import skipping_env  # noqa: F401
from workflows.loan_application import LoanApplicationWorkflow
from workflows.models import (
    DraftSave,
    IdentityCheckConfirmation,
    IdentityCheckEvent,
    IdentityCheckStart,
    IdentityCheckSubmission,
    ResumeStart,
    StartApplication,
    StepResult,
)

READ = MARIO.model_copy(update={"provinciaRilascio": "", "codiceFiscale": ""})
CLEAR = IdentityCheckOutcome(
    complete=True,
    result="clear",
    document={"id": "rep-1", "result": "clear", "sub_result": "clear"},
    facial={"id": "rep-2", "result": "clear", "sub_result": None},
    code=DocumentCode.DIG,
    values=READ,
)
CONSIDER = IdentityCheckOutcome(
    complete=True,
    result="consider",
    document={"id": "rep-1", "result": "consider", "sub_result": "rejected"},
    facial={"id": "rep-2", "result": "clear", "sub_result": None},
)
PENDING = IdentityCheckOutcome(complete=False)


@dataclass
class FakeProvider:
    """The provider's answers, chosen per test; its calls counted."""

    outcome: IdentityCheckOutcome = field(default_factory=lambda: CLEAR)
    applicants: list[IdentityCheckApplicant] = field(default_factory=list)
    checks: int = 0
    reads: int = 0

    def activities(self) -> list[Callable[..., object]]:
        fake = self

        @activity.defn(name="create_check_applicant")
        async def create_check_applicant(
            applicant: IdentityCheckApplicant,
        ) -> IdentityCheckApplicantCreated:
            fake.applicants.append(applicant)
            return IdentityCheckApplicantCreated(applicantId="app-1")

        @activity.defn(name="issue_sdk_token")
        async def issue_sdk_token(applicant: IdentityCheckRef) -> SdkToken:
            return SdkToken(token=f"sdk-{uuid.uuid4()}")

        @activity.defn(name="create_check")
        async def create_check(applicant: IdentityCheckRef) -> IdentityCheckCreated:
            fake.checks += 1
            return IdentityCheckCreated(checkId=f"chk-{fake.checks}")

        @activity.defn(name="read_check")
        async def read_check(check: IdentityCheckRef) -> IdentityCheckOutcome:
            fake.reads += 1
            return fake.outcome

        return [create_check_applicant, issue_sdk_token, create_check, read_check]


@dataclass
class Remote:
    client: Client
    task_queue: str
    backoffice: FakeBackOffice
    provider: FakeProvider

    async def start(self, minutes: int = 15) -> WorkflowHandle:
        return await self.client.start_workflow(
            LoanApplicationWorkflow.run,
            StartApplication(
                simulator=simulator_data(), channel="MAP", identityCheckMinutes=minutes
            ),
            id=f"loan-{uuid.uuid4()}",
            task_queue=self.task_queue,
        )


@asynccontextmanager
async def remote(client: Client, on_fido: bool = True) -> AsyncIterator[Remote]:
    backoffice, provider = FakeBackOffice(), FakeProvider()
    backoffice.configuration = ConfigurationFound(
        configuration=Configuration(codice_partner="DS0001", on_fido=on_fido)
    )
    queue = f"identity-check-{uuid.uuid4()}"
    async with Worker(
        client,
        task_queue=queue,
        workflows=[LoanApplicationWorkflow],
        activities=[*backoffice.activities(), *provider.activities()],
    ):
        yield Remote(client, queue, backoffice, provider)


@pytest.fixture
async def checks(temporal_client: Client) -> AsyncIterator[Remote]:
    async with remote(temporal_client) as built:
        yield built


async def to_remote_check(handle: WorkflowHandle) -> StepResult:
    """Mario Rossi with work position C: the §2 rules send him to the remote check."""
    await to_personal_data_as(handle, "C")
    done = await handle.execute_update(
        LoanApplicationWorkflow.submit_personal_info,
        personal_info(informazioniProfessionali={"occupazione": "STG"}),
    )
    assert done.ok, done.errors
    return done


async def captured(handle: WorkflowHandle) -> str:
    """ "Inizia la verifica", the capture page, back: the check's id."""
    started = await handle.execute_update(
        LoanApplicationWorkflow.start_identity_check, IdentityCheckStart()
    )
    assert started.sdkToken.startswith("sdk-")
    requested = await handle.execute_update(
        LoanApplicationWorkflow.submit_identity_check, IdentityCheckSubmission()
    )
    assert requested.result.snapshot.onfido is not None
    assert requested.result.snapshot.onfido.stato == "in_verifica"
    return requested.checkId


async def signalled(handle: WorkflowHandle, check_id: str) -> None:
    await handle.signal(
        LoanApplicationWorkflow.identity_check_completed, IdentityCheckEvent(checkId=check_id)
    )


async def snapshot_when(handle: WorkflowHandle, ready: Callable[[object], bool]) -> object:
    for _ in range(100):
        snapshot = await handle.query(LoanApplicationWorkflow.snapshot)
        if ready(snapshot):
            return snapshot
        await asyncio.sleep(0.05)
    raise AssertionError("the workflow did not move")


async def test_clear_goes_to_confirmation_then_the_documents_go_on(checks: Remote) -> None:
    handle = await checks.start()
    done = await to_remote_check(handle)
    assert done.snapshot.route == "/onfido"
    assert done.snapshot.onfido is not None and done.snapshot.onfido.stato == "da_iniziare"
    assert done.snapshot.auth == "ONFIDO"
    check_id = await captured(handle)
    assert checks.provider.applicants[0].lastName == "Rossi"
    await signalled(handle, check_id)
    snapshot = await snapshot_when(handle, lambda s: s.route == "/onfido/conferma")  # type: ignore[attr-defined]
    assert snapshot.onfido.data == READ and snapshot.onfido.documento == "DIG"  # type: ignore[attr-defined]
    # The SDK token went to the browser alone.
    assert snapshot.onfido.token is None  # type: ignore[attr-defined]

    confirmed = await handle.execute_update(
        LoanApplicationWorkflow.confirm_identity_check,
        IdentityCheckConfirmation(values=DocumentFields(provinciaRilascio="MI")),
    )
    assert confirmed.ok, confirmed.errors
    view, onfido = confirmed.snapshot.documenti, confirmed.snapshot.onfido
    assert view is not None and onfido is not None
    assert view.slots[0].id == "IDE" and view.slots[0].status == "confermato"
    assert view.documentoDiRiconoscimento.numeroDocumento == READ.numeroDocumento
    assert onfido.confirmed and onfido.modified  # the province was added
    assert confirmed.snapshot.route == "/documenti"  # the health card is still to give
    assert confirmed.snapshot.auth == "ONFIDO"
    # Support staff see the path it took, and why, without personal data.
    description = await handle.describe()
    assert description.typed_search_attributes.get(IDENTITY_PATH) == "ONFIDO"
    memo = await description.memo()
    assert memo["identityPath"] == "ONFIDO"
    assert memo["identityPathReason"].startswith("posizione lavorativa C")
    record_history(await handle.fetch_history(), "identity_check_clear")


async def test_the_identity_the_provider_read_is_kept_on_confirming(checks: Remote) -> None:
    """Whom the document is of stays as read: another name is refused on its field, nothing is
    checked or confirmed; the reading with a field it lacked is confirmed."""
    handle = await checks.start()
    await to_remote_check(handle)
    await signalled(handle, await captured(handle))
    await snapshot_when(handle, lambda s: s.route == "/onfido/conferma")  # type: ignore[attr-defined]
    other = DocumentFields(provinciaRilascio="MI", nome="LUIGI", cognome=READ.cognome.lower())
    refused = await handle.execute_update(
        LoanApplicationWorkflow.confirm_identity_check, IdentityCheckConfirmation(values=other)
    )
    assert not refused.ok and refused.errors == {"nome": messages.DATO_LETTO_NON_MODIFICABILE}
    assert refused.snapshot.route == "/onfido/conferma"
    confirmed = await handle.execute_update(
        LoanApplicationWorkflow.confirm_identity_check,
        IdentityCheckConfirmation(values=DocumentFields(provinciaRilascio="MI")),
    )
    assert confirmed.ok, confirmed.errors
    record_history(await handle.fetch_history(), "identity_check_reading_kept")


async def test_consider_sends_to_the_documents(checks: Remote) -> None:
    checks.provider.outcome = CONSIDER
    handle = await checks.start()
    await to_remote_check(handle)
    await signalled(handle, await captured(handle))
    snapshot = await snapshot_when(handle, lambda s: s.onfido.stato != "in_verifica")  # type: ignore[attr-defined]
    assert snapshot.onfido.stato == "non_superata" and snapshot.onfido.data is None  # type: ignore[attr-defined]
    assert snapshot.route == "/documenti"  # type: ignore[attr-defined]
    with pytest.raises(WorkflowUpdateFailedError):
        await handle.execute_update(
            LoanApplicationWorkflow.start_identity_check, IdentityCheckStart()
        )


async def test_a_signal_for_another_check_or_a_pending_one_changes_nothing(
    checks: Remote,
) -> None:
    handle = await checks.start()
    await to_remote_check(handle)
    check_id = await captured(handle)
    await signalled(handle, "chk-someone-else")
    checks.provider.outcome = PENDING
    await signalled(handle, check_id)
    snapshot = await handle.query(LoanApplicationWorkflow.snapshot)
    assert snapshot.onfido.stato == "in_verifica" and snapshot.route == "/onfido"
    assert checks.provider.reads == 1  # only its own check is read
    # The webhook again, once it is done: taken.
    checks.provider.outcome = CLEAR
    await signalled(handle, check_id)
    await snapshot_when(handle, lambda s: s.route == "/onfido/conferma")  # type: ignore[attr-defined]
    # And again (the provider retried): the check is no longer awaited, nothing is read.
    await signalled(handle, check_id)
    await handle.query(LoanApplicationWorkflow.snapshot)
    assert checks.provider.reads == 2


async def test_the_applicant_may_upload_the_documents_instead(checks: Remote) -> None:
    handle = await checks.start()
    await to_remote_check(handle)
    skipped = await handle.execute_update(
        LoanApplicationWorkflow.skip_identity_check, IdentityCheckStart()
    )
    assert skipped.snapshot.onfido is not None and skipped.snapshot.onfido.stato == "rinunciata"
    assert skipped.snapshot.route == "/documenti"
    assert checks.provider.applicants == []


async def test_a_foreign_national_is_sent_to_the_remote_check(checks: Remote) -> None:
    handle = await checks.start()
    done = await to_documents(handle, informazioniDemografiche={"cittadinanza": "ROU"})
    assert done.snapshot.route == "/onfido"


async def test_without_on_fido_nobody_is_sent_there(temporal_client: Client) -> None:
    async with remote(temporal_client, on_fido=False) as built:
        handle = await built.start()
        done = await to_remote_check(handle)
        assert done.snapshot.route == "/documenti" and done.snapshot.onfido is None
        with pytest.raises(WorkflowUpdateFailedError):
            await handle.execute_update(
                LoanApplicationWorkflow.start_identity_check, IdentityCheckStart()
            )


async def test_resume_in_the_middle_lands_where_the_path_stands(checks: Remote) -> None:
    handle = await checks.start()
    await to_remote_check(handle)
    await signalled(handle, await captured(handle))
    await snapshot_when(handle, lambda s: s.route == "/onfido/conferma")  # type: ignore[attr-defined]
    saved = await handle.execute_update(LoanApplicationWorkflow.save_draft, DraftSave())
    assert saved.snapshot.auth == "ONFIDO"
    resumed = await handle.execute_update(LoanApplicationWorkflow.resume, ResumeStart())
    assert resumed.route == "/onfido/conferma"


@asynccontextmanager
async def skipping(env: WorkflowEnvironment) -> AsyncIterator[Remote]:
    async with remote(env.client) as built:
        yield built


@pytest.mark.parametrize(
    ("at_deadline", "route", "stato"),
    [(PENDING, "/documenti", "scaduta"), (CLEAR, "/onfido/conferma", "da_confermare")],
)
async def test_no_result_in_time_reads_once_more_then_asks_for_the_documents(
    skipping_env: WorkflowEnvironment,  # noqa: F811
    at_deadline: IdentityCheckOutcome,
    route: str,
    stato: str,
) -> None:
    """The webhook never comes: at the deadline the check is read once more (a lost webhook
    still ends well), and without a result the documents are asked for."""
    async with skipping(skipping_env) as built:
        handle = await built.start(minutes=15)
        await to_remote_check(handle)
        await captured(handle)
        built.provider.outcome = at_deadline
        await skipping_env.sleep(timedelta(minutes=10))
        snapshot = await handle.query(LoanApplicationWorkflow.snapshot)
        assert snapshot.onfido.stato == "in_verifica"
        await skipping_env.sleep(timedelta(minutes=6))
        snapshot = await handle.query(LoanApplicationWorkflow.snapshot)
        assert snapshot.onfido.stato == stato and snapshot.route == route
        assert built.provider.reads == 1


async def test_the_identity_path_is_marked_from_the_documents_step_only(checks: Remote) -> None:
    """Work position C decides the remote check from the light form on, but support sees the
    path only once the documents step began (the first version marked it earlier)."""
    handle = await checks.start()
    await to_personal_data_as(handle, "C")
    description = await handle.describe()
    assert description.typed_search_attributes.get(IDENTITY_PATH) is None
    assert "identityPath" not in await description.memo()
    await handle.execute_update(
        LoanApplicationWorkflow.submit_personal_info,
        personal_info(informazioniProfessionali={"occupazione": "STG"}),
    )
    description = await handle.describe()
    assert description.typed_search_attributes.get(IDENTITY_PATH) == "ONFIDO"
