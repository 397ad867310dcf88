"""The first submission of an application that arrived with a token: the back office vouches for
the simulator's loan and the customer area's customer, and the tokens are spent (§3, §4, §7)."""

from collections.abc import Awaitable, Callable
from typing import Any, TypeVar

from temporalio import workflow

with workflow.unsafe.imports_passed_through():
    from activities.arrival import ArrivalActivities
    from activities.models import SimulatorTokenCheck, TokenChecked, UserTokenCheck
    from journey.rules.arrival import from_token, untrusted

from workflows.calls import CALL_FAILURES, backoffice, session_of
from workflows.errors import BackOfficeUnavailable, TokenRefused
from workflows.patches import ARRIVAL_TOKEN, patched
from workflows.state import ApplicationState

CheckT = TypeVar("CheckT", SimulatorTokenCheck, UserTokenCheck)


def needs_check(state: ApplicationState) -> bool:
    """Anything in the landing that only the back office can vouch for."""
    landing = state.start.simulator
    return bool(landing.SC_TOKEN or landing.token or landing.EsitoOTP)


async def trust_arrival(state: ApplicationState) -> None:
    """Replaces the start's simulator data with what the back office vouched for, or refuses.

    Runs once: afterwards the start holds no token and no unvouched OTP outcome. Histories from
    before it never had tokens checked, so it is behind a patch for them.
    """
    if not needs_check(state) or not patched(ARRIVAL_TOKEN):
        return
    start, session = state.start, session_of(state)
    landing = start.simulator
    simulator, user = untrusted(landing), None
    if landing.SC_TOKEN:
        checked = await _vouch(
            ArrivalActivities.verify_simulator_token,
            SimulatorTokenCheck(
                session=session,
                scToken=landing.SC_TOKEN,
                id_simulator_data=landing.id or "",
                consume=True,
            ),
        )
        if checked.simulatorData is None:
            raise TokenRefused(checked.refusal or "KO")
        simulator = from_token(landing, checked.simulatorData)
    if landing.token:
        checked = await _vouch(
            ArrivalActivities.fetch_user_parameters,
            UserTokenCheck(
                session=session, flag=start.userTokenFlag or "", token=landing.token, consume=True
            ),
        )
        if checked.user is None:
            raise TokenRefused(checked.refusal or "KO")
        user = checked.user
    state.start = start.model_copy(
        update={"simulator": simulator, "userTokenFlag": None, "knownUser": user}
    )


async def _vouch(
    activity: Callable[[Any, CheckT], Awaitable[TokenChecked]], check: CheckT
) -> TokenChecked:
    try:
        checked = await backoffice(activity, check)
    except CALL_FAILURES as failure:
        raise BackOfficeUnavailable() from failure
    if checked.refusal:
        # The reason code only: the token itself never reaches a log or a failure.
        raise TokenRefused(checked.refusal)
    return checked
