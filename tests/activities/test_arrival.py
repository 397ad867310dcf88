"""The token activities read the back office's answers: a vouched token, a refusal, a user
without a fiscal code."""

from typing import Any

from temporalio.testing import ActivityEnvironment

from activities.arrival import INVALID_SIMULATION, MISSING_FISCAL_CODE, ArrivalActivities
from activities.models import BackOfficeSession, SimulatorTokenCheck, UserTokenCheck
from tests.utils.arrival import TOKEN_LOAN

SESSION = BackOfficeSession(draftId="arrival-test", fiscalCode="")


class FakeBackOffice:
    """Answers each service with a fixed answer, and keeps the requests it got."""

    def __init__(self, answers: dict[str, dict[str, Any]]) -> None:
        self.answers = answers
        self.requests: list[tuple[str, dict[str, Any]]] = []

    async def execute(
        self, service_id: str, request: dict[str, Any], session: object, idempotency_key: str
    ) -> dict[str, Any]:
        self.requests.append((service_id, request))
        return self.answers[service_id]


async def test_a_vouched_simulator_token_and_its_spend() -> None:
    backoffice = FakeBackOffice({"verificaToken": {"esito": "OK", "simulatorData": TOKEN_LOAN}})
    activities = ArrivalActivities(backoffice)  # type: ignore[arg-type]
    check = SimulatorTokenCheck(session=SESSION, scToken="t", id_simulator_data="S", consume=True)
    checked = await ActivityEnvironment().run(activities.verify_simulator_token, check)
    assert checked.simulatorData == TOKEN_LOAN and checked.refusal is None
    assert backoffice.requests == [
        ("verificaToken", {"scToken": "t", "id_simulator_data": "S", "consuma": "S"})
    ]


async def test_a_token_for_a_loan_the_simulator_does_not_offer_is_refused() -> None:
    # 1 € in 7 months: the back office vouches for data our simulator could not have made.
    impossible = {**TOKEN_LOAN, "SC_IMPORTO_TOTALE": 100, "SC_NUMERO_RATE": 7}
    answer = {"esito": "OK", "simulatorData": impossible}
    activities = ArrivalActivities(FakeBackOffice({"verificaToken": answer}))  # type: ignore[arg-type]
    check = SimulatorTokenCheck(session=SESSION, scToken="t", id_simulator_data="S")
    checked = await ActivityEnvironment().run(activities.verify_simulator_token, check)
    assert checked.refusal == INVALID_SIMULATION and checked.simulatorData is None


async def test_a_refusal_keeps_the_back_offices_reason() -> None:
    refused = {"esito": "KO", "elencoErrori": [{"codice": "E_TOKEN_SCADUTO", "descrizione": "x"}]}
    activities = ArrivalActivities(FakeBackOffice({"elencoParametri": refused}))  # type: ignore[arg-type]
    check = UserTokenCheck(session=SESSION, flag="AC", token="t")
    checked = await ActivityEnvironment().run(activities.fetch_user_parameters, check)
    assert checked.refusal == "E_TOKEN_SCADUTO" and checked.user is None


async def test_a_user_without_fiscal_code_is_refused() -> None:
    answer = {"esito": "OK", "user": {"fiscalCode": "", "firstName": "GIULIA"}}
    activities = ArrivalActivities(FakeBackOffice({"elencoParametri": answer}))  # type: ignore[arg-type]
    check = UserTokenCheck(session=SESSION, flag="AC", token="t")
    checked = await ActivityEnvironment().run(activities.fetch_user_parameters, check)
    assert checked.refusal == MISSING_FISCAL_CODE and checked.user is None
