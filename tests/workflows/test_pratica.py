"""The request and its signature in the workflow (issue 16): "Invia la richiesta" through
practice check, add and finalize, a refusal listed by field, the signing code sent and resent
(counter, alias rule, the wait between sends), wrong codes counted to the lock, the code's five
minutes on the time-skipping server, and the signature with CRM Step 6. The back office's own
rules run against the sandbox in tests/api/test_pratica.py."""

import inspect
import uuid
from collections.abc import AsyncIterator, Awaitable, Callable
from contextlib import asynccontextmanager
from dataclasses import dataclass, field
from datetime import timedelta

import pytest
from temporalio import activity
from temporalio.client import Client, WorkflowHandle, WorkflowUpdateFailedError
from temporalio.exceptions import ApplicationError
from temporalio.testing import WorkflowEnvironment
from temporalio.worker import Worker

from activities.base import REJECTED
from activities.models import (
    BackOfficeError,
    ContractSignature,
    ContractSigned,
    PracticeFinalization,
    PracticeFollowed,
    PracticeFollowUp,
    PracticeRequest,
    PracticeSaved,
    SigningOtpRequest,
    SigningOtpSent,
)
from journey import messages
from journey.models.documents import DocumentCode
from runtime.temporal import NUM_PRATICA
from tests.utils.applicants import personal_info, simulator_data
from tests.utils.histories import record_history
from tests.workflows.fakes import FakeBackOffice
from tests.workflows.test_documents import (
    FakeRecognition,
    both_sides,
    confirm,
    to_documents,
    upload,
)
from tests.workflows.test_draft_timers import skipping_env  # noqa: F401
from workflows.loan_application import LoanApplicationWorkflow
from workflows.models import (
    OtpRequest,
    OtpSignature,
    PersonalInfoChange,
    RequestSubmission,
    StartApplication,
    StepResult,
)

NUMBER = "12345678"
RIGHT = "right-code-reference"
ACCEPTED = OtpRequest(contrattoLetto=True, condizioniAccettate=True)


@dataclass
class FakePractices:
    """The back office's practice and signing answers, chosen per test; calls recorded."""

    refusal: list[BackOfficeError] = field(default_factory=list)
    alias: str = "FES_RSSMRA85T10F205R"
    attempts: int = 5
    max_sends: int = 5
    # The back office's clock ran out on the code before the workflow's did.
    expired: bool = False
    added: list[PracticeRequest] = field(default_factory=list)
    sends: list[SigningOtpRequest] = field(default_factory=list)
    signatures: list[ContractSignature] = field(default_factory=list)
    # After the signature: what recuperoInfoPraticaB2C and the checklist answer, when asked.
    followed: Callable[[], PracticeFollowed | Awaitable[PracticeFollowed]] = lambda: (
        PracticeFollowed(stato="FIRMATA", esito="IN_ISTRUTTORIA")
    )
    follows: int = 0

    def activities(self) -> list[Callable[..., object]]:
        fake = self

        def saved(stato: str, url: str | None = None) -> PracticeSaved:
            return PracticeSaved(
                numPratica=NUMBER, codiceAnagrafico="7654321", stato=stato, urlContratto=url
            )

        @activity.defn(name="check_practice")
        async def check_practice(request: PracticeRequest) -> PracticeSaved:
            if fake.refusal:
                errors = [e.model_dump() for e in fake.refusal]
                raise ApplicationError("refused", errors, type=REJECTED, non_retryable=True)
            return saved("VERIFICATA")

        @activity.defn(name="add_practice")
        async def add_practice(request: PracticeRequest) -> PracticeSaved:
            fake.added.append(request)
            return saved("INSERITA")

        @activity.defn(name="finalize_practice")
        async def finalize_practice(request: PracticeFinalization) -> PracticeSaved:
            return saved("FINALIZZATA", "http://backoffice/files/contratto.pdf")

        @activity.defn(name="send_signing_otp")
        async def send_signing_otp(request: SigningOtpRequest) -> SigningOtpSent:
            fake.sends.append(request)
            if len(fake.sends) > fake.max_sends:
                error = BackOfficeError(codice="E_OTP_REINVII", campo="reinvio", descrizione="x")
                return SigningOtpSent(errors=[error])
            return SigningOtpSent(otpId="otp-1", alias=fake.alias, invii=len(fake.sends))

        @activity.defn(name="sign_contract")
        async def sign_contract(request: ContractSignature) -> ContractSigned:
            fake.signatures.append(request)
            if fake.expired:
                error = BackOfficeError(codice="E_OTP_SCADUTO", campo="otp", descrizione="x")
                return ContractSigned(signed=False, errors=[error], attemptsLeft=fake.attempts)
            if request.codeRef != RIGHT:
                fake.attempts -= 1
                error = BackOfficeError(codice="E_OTP_ERRATO", campo="otp", descrizione="x")
                return ContractSigned(signed=False, errors=[error], attemptsLeft=fake.attempts)
            return ContractSigned(
                signed=True, blob="b" * 64, transactionId="tx-1", signedAt="2026-11-23T10:00"
            )

        @activity.defn(name="follow_practice")
        async def follow_practice(request: PracticeFollowUp) -> PracticeFollowed:
            fake.follows += 1
            answer = fake.followed()
            # A test may make the read take its time (a coroutine), without blocking the loop.
            return await answer if inspect.isawaitable(answer) else answer

        return [
            check_practice,
            add_practice,
            finalize_practice,
            send_signing_otp,
            sign_contract,
            follow_practice,
        ]


@dataclass
class Signing:
    client: Client
    task_queue: str
    recognition_queue: str
    backoffice: FakeBackOffice
    practices: FakePractices
    recognition: FakeRecognition

    async def start(self) -> WorkflowHandle:
        return await self.client.start_workflow(
            LoanApplicationWorkflow.run,
            StartApplication(
                simulator=simulator_data(),
                channel="MAP",
                recognitionTaskQueue=self.recognition_queue,
            ),
            id=f"loan-{uuid.uuid4()}",
            task_queue=self.task_queue,
        )


@asynccontextmanager
async def signing(client: Client) -> AsyncIterator[Signing]:
    backoffice, practices, recognition = FakeBackOffice(), FakePractices(), FakeRecognition()
    queue, recognition_queue = f"pratica-{uuid.uuid4()}", f"recognition-{uuid.uuid4()}"
    async with (
        Worker(
            client,
            task_queue=queue,
            workflows=[LoanApplicationWorkflow],
            activities=[*backoffice.activities(), *practices.activities()],
        ),
        Worker(client, task_queue=recognition_queue, activities=[recognition.activity()]),
    ):
        yield Signing(client, queue, recognition_queue, backoffice, practices, recognition)


@pytest.fixture
async def requests(temporal_client: Client) -> AsyncIterator[Signing]:
    async with signing(temporal_client) as built:
        yield built


async def to_summary(handle: WorkflowHandle) -> StepResult:
    """An employee with every document confirmed: on /documenti/riepilogo."""
    await to_documents(handle)
    await both_sides(handle, "IDE", DocumentCode.DIG)
    await confirm(handle, "IDE")
    await both_sides(handle, "CFR", DocumentCode.CF)
    await confirm(handle, "CFR")
    await upload(handle, "DRED", DocumentCode.DRED)
    done = await confirm(handle, "DRED")
    assert done.snapshot.route == "/documenti/riepilogo"
    return done


async def send_request(handle: WorkflowHandle) -> StepResult:
    return await handle.execute_update(LoanApplicationWorkflow.send_request, RequestSubmission())


async def sign(handle: WorkflowHandle, ref: str) -> StepResult:
    return await handle.execute_update(
        LoanApplicationWorkflow.sign_contract,
        OtpSignature(codeRef=ref, ipAddress="203.0.113.7", userAgent="Chromium"),
    )


async def code(handle: WorkflowHandle, request: OtpRequest = ACCEPTED) -> StepResult:
    return await handle.execute_update(LoanApplicationWorkflow.send_signing_code, request)


async def test_the_request_is_sent_then_signed_with_the_right_code(requests: Signing) -> None:
    handle = await requests.start()
    await to_summary(handle)
    # Not before the request exists.
    with pytest.raises(WorkflowUpdateFailedError):
        await code(handle)

    sent = await send_request(handle)
    assert sent.ok, sent.errors
    firma = sent.snapshot.firma
    assert firma is not None and firma.pratica is not None
    assert firma.pratica.numero == NUMBER and firma.pratica.sent and firma.contratto
    assert sent.snapshot.step == "TYP" and sent.snapshot.route == "/firma/carica"
    assert sent.snapshot.documenti is not None and sent.snapshot.documenti.sent
    added = requests.practices.added[0]
    assert added.codFiscale == "RSSMRA85T10F205R" and added.iban and added.prgSimul
    description = await handle.describe()
    assert description.typed_search_attributes.get(NUM_PRATICA) == NUMBER
    # Sent once: the button does not send it twice.
    with pytest.raises(WorkflowUpdateFailedError):
        await send_request(handle)

    asked = await code(handle)
    assert asked.ok and asked.snapshot.firma is not None
    assert asked.snapshot.firma.otp.counter == 1 and asked.snapshot.firma.otp.expiresAt
    assert requests.practices.sends[0].reinvio is False

    wrong = await sign(handle, "wrong-code-reference")
    assert not wrong.ok and wrong.errors == {"otp": messages.OTP_NON_VALIDO}
    assert wrong.snapshot.firma is not None and wrong.snapshot.firma.otp.attemptsLeft == 4
    assert requests.backoffice.calls["otp_non_valido"] == 1  # the funnel event

    prospects = requests.backoffice.calls["prospect"]
    signed = await sign(handle, RIGHT)
    assert signed.ok, signed.errors
    assert signed.snapshot.route == "/firma/riepilogo"
    # Signed, and followed after sale (the anomaly area) until a month of silence.
    assert signed.snapshot.status == "signed" and signed.snapshot.step == "FIRMA"
    assert signed.snapshot.firma is not None and signed.snapshot.firma.firmato
    assert signed.snapshot.firma.transactionId == "tx-1"
    assert requests.backoffice.calls["prospect"] == prospects + 1  # CRM Step 6
    evidence = requests.practices.signatures[-1]
    assert evidence.ipAddress == "203.0.113.7" and evidence.userAgent == "Chromium"
    assert evidence.urlPdf.endswith("contratto.pdf") and evidence.alias.startswith("FES_")
    record_history(await handle.fetch_history(), "request_signed")


async def test_a_refused_request_lists_the_errors_and_can_be_sent_again(
    requests: Signing,
) -> None:
    requests.practices.refusal = [
        BackOfficeError(codice="E_IBAN", campo="iban", descrizione="IBAN non valido")
    ]
    handle = await requests.start()
    await to_summary(handle)
    refused = await send_request(handle)
    assert not refused.ok
    assert refused.errors == {
        "form": messages.ERRORE_INVIO_PRATICA,
        "pratica.iban": "IBAN non valido",
    }
    assert refused.snapshot.route == "/documenti/riepilogo"
    assert refused.snapshot.firma is not None
    assert refused.snapshot.firma.erroriPratica == {"pratica.iban": "IBAN non valido"}
    requests.practices.refusal = []
    again = await send_request(handle)
    assert again.ok and again.snapshot.route == "/firma/carica"
    assert again.snapshot.firma is not None and again.snapshot.firma.erroriPratica == {}


async def test_a_refused_iban_is_corrected_on_the_personal_data_page_and_sent_again(
    requests: Signing,
) -> None:
    requests.practices.refusal = [
        BackOfficeError(codice="E_IBAN", campo="iban", descrizione="IBAN non valido")
    ]
    handle = await requests.start()
    await to_summary(handle)
    assert not (await send_request(handle)).ok
    requests.practices.refusal = []

    reopened = await handle.execute_update(
        LoanApplicationWorkflow.change_personal_info, PersonalInfoChange()
    )
    assert reopened.ok and reopened.snapshot.route == "/informazioni-personali"
    iban = "IT25O0306909606100000012345"
    corrected = await handle.execute_update(
        LoanApplicationWorkflow.submit_personal_info,
        personal_info(coordinateBancarie={"iban": iban, "aperturaConto": "03/2015"}),
    )
    assert corrected.ok, corrected.errors
    # Back on the summary, the documents sent and confirmed as they were.
    assert corrected.snapshot.route == "/documenti/riepilogo"
    assert corrected.snapshot.step == "DOCUMENTI"
    sent = await send_request(handle)
    assert sent.ok and sent.snapshot.route == "/firma/carica"
    assert requests.practices.added[-1].iban == iban
    # Once the request is sent, its data stay as they were signed.
    with pytest.raises(WorkflowUpdateFailedError):
        await handle.execute_update(
            LoanApplicationWorkflow.change_personal_info, PersonalInfoChange()
        )


async def test_a_document_changed_after_a_refusal_is_confirmed_and_sent_again(
    requests: Signing,
) -> None:
    requests.practices.refusal = [
        BackOfficeError(codice="E_RED", campo="reddito", descrizione="Busta paga non leggibile")
    ]
    handle = await requests.start()
    await to_summary(handle)
    assert not (await send_request(handle)).ok
    delivered = requests.backoffice.calls["delivery"]
    requests.practices.refusal = []

    again = await upload(handle, "DRED", DocumentCode.DRED)
    assert again.snapshot.route == "/documenti/giustificativo-del-reddito/busta-paga"
    assert again.snapshot.documenti is not None and not again.snapshot.documenti.sent
    assert (await confirm(handle, "DRED")).snapshot.route == "/documenti/riepilogo"
    sent = await send_request(handle)
    assert sent.ok and sent.snapshot.route == "/firma/carica"
    assert requests.backoffice.calls["delivery"] == delivered + 1
    # The request sent: its documents are the ones signed for.
    with pytest.raises(WorkflowUpdateFailedError):
        await upload(handle, "IDE", DocumentCode.DIG)


async def test_a_resend_waits_and_keeps_the_alias_when_the_new_one_is_empty(
    skipping_env: WorkflowEnvironment,  # noqa: F811
) -> None:
    async with signing(skipping_env.client) as built:
        handle = await built.start()
        await to_summary(handle)
        await send_request(handle)
        await code(handle)
        too_soon = await code(handle, ACCEPTED.model_copy(update={"reinvio": True}))
        assert too_soon.errors == {"otp": messages.OTP_ATTENDI}
        # The page counts down the same 30 s the workflow enforces.
        assert too_soon.snapshot.firma is not None
        assert too_soon.snapshot.firma.otp.resendAfterSeconds == 30
        await skipping_env.sleep(timedelta(seconds=31))
        built.practices.alias = ""
        resent = await code(handle, ACCEPTED.model_copy(update={"reinvio": True}))
        assert resent.ok, resent.errors
        assert resent.snapshot.firma is not None and resent.snapshot.firma.otp.counter == 2
        assert built.practices.sends[-1].reinvio and built.practices.sends[-1].otpId == "otp-1"
        # §4: the previous alias is kept; signing uses it.
        await sign(handle, RIGHT)
        assert built.practices.signatures[-1].alias == "FES_RSSMRA85T10F205R"


async def test_the_code_expires_after_five_minutes_by_the_workflows_timer(
    skipping_env: WorkflowEnvironment,  # noqa: F811
) -> None:
    async with signing(skipping_env.client) as built:
        handle = await built.start()
        await to_summary(handle)
        await send_request(handle)
        await code(handle)
        await skipping_env.sleep(timedelta(minutes=5, seconds=1))
        snapshot = await handle.query(LoanApplicationWorkflow.snapshot)
        assert snapshot.firma is not None and snapshot.firma.otp.expired
        late = await sign(handle, RIGHT)
        assert late.errors == {"otp": messages.OTP_SCADUTO}
        assert built.practices.signatures == []  # refused without asking the back office
        await skipping_env.sleep(timedelta(seconds=31))
        fresh = await code(handle, ACCEPTED.model_copy(update={"reinvio": True}))
        assert fresh.snapshot.firma is not None and not fresh.snapshot.firma.otp.expired
        assert (await sign(handle, RIGHT)).ok


async def test_a_code_the_back_office_says_expired_is_expired_on_the_page(
    requests: Signing,
) -> None:
    handle = await requests.start()
    await to_summary(handle)
    await send_request(handle)
    await code(handle)
    requests.practices.expired = True
    late = await sign(handle, RIGHT)
    assert late.errors == {"otp": messages.OTP_SCADUTO}
    firma = late.snapshot.firma
    assert firma is not None and firma.otp.expired and firma.otp.attemptsLeft == 5


async def test_five_wrong_codes_lock_until_a_new_code(
    skipping_env: WorkflowEnvironment,  # noqa: F811
) -> None:
    async with signing(skipping_env.client) as built:
        handle = await built.start()
        await to_summary(handle)
        await send_request(handle)
        await code(handle)
        for _ in range(5):
            await sign(handle, "wrong-code-reference")
        locked = await sign(handle, RIGHT)
        assert locked.errors == {"otp": messages.OTP_BLOCCATO}
        assert locked.snapshot.firma is not None and locked.snapshot.firma.otp.locked
        assert len(built.practices.signatures) == 5
        await skipping_env.sleep(timedelta(seconds=31))
        built.practices.attempts = 5
        await code(handle, ACCEPTED.model_copy(update={"reinvio": True}))
        assert (await sign(handle, RIGHT)).ok


async def test_past_the_back_offices_sends_the_applicant_is_told_what_to_do(
    skipping_env: WorkflowEnvironment,  # noqa: F811
) -> None:
    async with signing(skipping_env.client) as built:
        built.practices.max_sends = 1
        handle = await built.start()
        await to_summary(handle)
        await send_request(handle)
        await code(handle)
        await skipping_env.sleep(timedelta(seconds=31))
        refused = await code(handle, ACCEPTED.model_copy(update={"reinvio": True}))
        assert refused.errors == {"otp": messages.OTP_TROPPI_INVII}
        # The code sent before still signs.
        assert refused.snapshot.firma is not None and refused.snapshot.firma.otp.counter == 1
        assert (await sign(handle, RIGHT)).ok
