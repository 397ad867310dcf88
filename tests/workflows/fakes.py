"""A back office re-declared by activity name: answers chosen by the test, calls counted.

It answers every call of part 1 of the journey (light form, offer, SECCI, drafts, personal
data), each check passing."""

from collections import Counter

from temporalio import activity
from temporalio.exceptions import ApplicationError

from activities.models import (
    BackOfficeError,
    CheckOutcome,
    ConfigurationFound,
    DocumentChecked,
    EngineResult,
    FiscalCodeDecoding,
    LightFormChecked,
    PersonalDataChecked,
    PersonalDataChecks,
    ProspectSaved,
    ResumeCode,
    SecciDelivered,
    SecciDelivery,
    SecciProduced,
    StepRecord,
    StoredDocument,
)
from journey.models.simulation import Offerta, Simulation

OFFER = Offerta(prgSimul="1", importoTotale=1_000_000, numeroRate=60)


def engine(
    pricing: str = "A", offer: bool = True, errors: int = 0, pricing_errors: int = 0
) -> EngineResult:
    """An engine answer: a pricing class, with or without an offer and error lists."""
    failure = [BackOfficeError(codice="E", descrizione="errore")]
    return EngineResult(
        simulation=Simulation(pricing=pricing, codOfferta=OFFER if offer else None),
        elencoErrori=failure * errors,
        elencoErroriPricing=failure * pricing_errors,
    )


class FakeBackOffice:
    """Every back-office answer the light form needs, and a count of what was called."""

    def __init__(
        self,
        engine_answer: EngineResult | None = None,
        prospect: ProspectSaved | None = None,
        refuse_email: bool = False,
    ) -> None:
        # The documents step: controlloDocumento's errors, and whether delivery fails.
        self.document_errors: list[str] = []
        self.delivery_fails = False
        # The partner configuration (§3): on_fido sends some applicants to the remote check.
        self.configuration = ConfigurationFound()
        self.calls: Counter[str] = Counter()
        # The e-mail check refuses the address: the light form stays refused.
        self.refuse_email = refuse_email
        self.engine_answer = engine_answer or engine()
        self.prospect = prospect or ProspectSaved(codiceEsito="0", idCrm="INC1", idAnagCRM="ANA1")

    def activities(self) -> list[object]:
        calls, fake = self.calls, self

        @activity.defn(name="check_email")
        async def check_email(_: object) -> CheckOutcome:
            if fake.refuse_email:
                return CheckOutcome(
                    elencoErrori=[BackOfficeError(codice="E", descrizione="e-mail non valida")]
                )
            return CheckOutcome()

        @activity.defn(name="check_phone")
        async def check_phone(_: object) -> CheckOutcome:
            return CheckOutcome()

        @activity.defn(name="check_light_form")
        async def check_light_form(checks: object) -> LightFormChecked:
            return LightFormChecked(
                email=await check_email(checks),
                phone=await check_phone(checks),
                decoded=await decode_fiscal_code(checks),
            )

        @activity.defn(name="decode_fiscal_code")
        async def decode_fiscal_code(_: object) -> FiscalCodeDecoding:
            return FiscalCodeDecoding(dataNascita="10/12/1985")

        @activity.defn(name="fetch_configuration")
        async def fetch_configuration(_: object) -> ConfigurationFound:
            return fake.configuration

        @activity.defn(name="save_prospect")
        async def save_prospect(_: object) -> ProspectSaved:
            calls["prospect"] += 1
            return fake.prospect

        @activity.defn(name="run_simulation")
        async def run_simulation(_: object) -> EngineResult:
            calls["engine"] += 1
            return fake.engine_answer

        @activity.defn(name="send_reminder")
        async def send_reminder(_: object) -> None:
            calls["reminder"] += 1

        @activity.defn(name="produce_secci")
        async def produce_secci(_: object) -> SecciProduced:
            calls["secci"] += 1
            return SecciProduced(
                url="http://backoffice/secci.pdf", sessionId="S1", numPraticaTmp="TMPSAP_1"
            )

        @activity.defn(name="store_document")
        async def store_document(_: object) -> StoredDocument:
            return StoredDocument(key="secci-key", size=1)

        @activity.defn(name="send_secci_email")
        async def send_secci_email(_: object) -> None:
            pass

        @activity.defn(name="deliver_secci")
        async def deliver_secci(delivery: SecciDelivery) -> SecciDelivered:
            calls["deliver_secci"] += 1
            prospect = None
            if delivery.prospect is not None:
                prospect = await save_prospect(delivery.prospect)
            if delivery.record is not None:
                # The step's record, written as record_step would write it.
                calls[delivery.record.action] += 1
            return SecciDelivered(
                produced=await produce_secci(delivery.secci),
                stored=await store_document(delivery),
                prospect=prospect,
                recorded=delivery.record is not None,
            )

        @activity.defn(name="issue_resume_code")
        async def issue_resume_code(_: object) -> ResumeCode:
            calls["resume_code"] += 1
            return ResumeCode(code="CODE", link="http://localhost/riprendi")

        @activity.defn(name="send_resume_otp")
        async def send_resume_otp(_: object) -> None:
            calls["resume_otp"] += 1

        @activity.defn(name="check_address")
        async def check_address(_: object) -> CheckOutcome:
            return CheckOutcome()

        @activity.defn(name="check_employer")
        async def check_employer(_: object) -> CheckOutcome:
            return CheckOutcome()

        @activity.defn(name="check_iban")
        async def check_iban(_: object) -> CheckOutcome:
            return CheckOutcome()

        @activity.defn(name="check_personal_data")
        async def check_personal_data(checks: PersonalDataChecks) -> PersonalDataChecked:
            calls["personal_data_checks"] += 1
            return PersonalDataChecked(
                addresses=[CheckOutcome() for _ in checks.addresses],
                employer=CheckOutcome(),
                iban=CheckOutcome(),
            )

        @activity.defn(name="check_document_fields")
        async def check_document_fields(_: object) -> DocumentChecked:
            calls["document_check"] += 1
            return DocumentChecked(errors=fake.document_errors)

        @activity.defn(name="deliver_documents")
        async def deliver_documents(_: object) -> None:
            calls["delivery"] += 1
            if fake.delivery_fails:
                raise ApplicationError("the back office is down", non_retryable=True)

        @activity.defn(name="record_step")
        async def record_step(record: StepRecord) -> None:
            calls[record.action] += 1

        return [
            check_email,
            check_phone,
            check_light_form,
            decode_fiscal_code,
            fetch_configuration,
            save_prospect,
            run_simulation,
            send_reminder,
            produce_secci,
            store_document,
            send_secci_email,
            deliver_secci,
            issue_resume_code,
            send_resume_otp,
            check_address,
            check_employer,
            check_iban,
            check_personal_data,
            check_document_fields,
            deliver_documents,
            record_step,
        ]
