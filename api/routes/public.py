"""What the browser asks before an application exists: simulator quotes, §7 /call actions."""

import logging
import uuid
from typing import Annotated, Any, Literal

from fastapi import APIRouter, Depends, Path, Request, Response
from pydantic import Field, ValidationError
from temporalio.client import WorkflowFailureError
from temporalio.service import RPCError

from api.bodies import Body
from api.deps import SettingsDep, TemporalDep
from api.errors import ApiError, responses, simulation_refused, token_refused
from api.quotes import QuoteCache
from api.ratelimit import ARRIVAL, CALL, QUOTE, limited
from journey import constants, messages
from journey.models.arrival import LightFormPrefill
from journey.models.simulator import OfferedSimulatorData, SimulatorData
from workflows.models import (
    Arrival,
    ArrivalCheck,
    ConfigurationRequest,
    Quote,
    QuoteRequest,
    SimulatorDataRequest,
)
from workflows.public import (
    PUBLIC_TIMEOUT,
    ArrivalWorkflow,
    ConfigurationWorkflow,
    QuoteWorkflow,
    SimulatorDataWorkflow,
)

router = APIRouter(tags=["public"])
log = logging.getLogger(__name__)


async def get_quotes(request: Request) -> QuoteCache:
    return request.app.state.quotes  # type: ignore[no-any-return]


QuotesDep = Annotated[QuoteCache, Depends(get_quotes)]


@router.post(
    "/simulator/quote",
    response_model=Quote,
    dependencies=[limited(QUOTE)],
    responses=responses(413, 422, 429, 503),
)
async def create_quote(
    request: QuoteRequest, temporal: TemporalDep, settings: SettingsDep, quotes: QuotesDep
) -> Quote:
    """The engine's instalment, TAN and TAEG for an amount and a duration (kept a minute:
    api/quotes.py)."""

    async def ask(asked: QuoteRequest) -> Quote:
        return await _run(temporal, settings, "quote", QuoteWorkflow.run, asked)  # type: ignore[no-any-return]

    return await quotes.quote(request, ask)


class CallRequest(Body):
    action: Literal["getSimulatorData", "getConfiguration"]
    code: Annotated[str | None, Field(max_length=64)] = None
    codiceApp: Annotated[str | None, Field(max_length=16)] = None
    fiscalCode: Annotated[str | None, Field(max_length=16)] = None


@router.post("/call", dependencies=[limited(CALL)], responses=responses(404, 413, 422, 429, 503))
async def create_call(
    request: CallRequest, temporal: TemporalDep, settings: SettingsDep
) -> dict[str, Any]:
    """Spec §7 /call: simulator data by code, configuration by app code; unknown means empty."""
    if request.action == "getSimulatorData":
        if not request.code:
            raise ApiError(
                422,
                "invalid_request",
                messages.RICHIESTA_NON_VALIDA,
                {"code": messages.CAMPO_OBBLIGATORIO},
            )
        found = await _run(
            temporal,
            settings,
            "simulator-data",
            SimulatorDataWorkflow.run,
            SimulatorDataRequest(code=request.code, fiscalCode=request.fiscalCode),
        )
        if found.data is None:
            raise ApiError(404, "not_found", messages.RISORSA_NON_TROVATA)
        try:
            OfferedSimulatorData.model_validate(found.data)
        except ValidationError as exc:
            # The back office keeps what its simulator stored under the code: data outside what
            # ours offers would only fail at the engine, after the light form was filled in.
            fields = sorted({".".join(map(str, e["loc"])) or "simulator" for e in exc.errors()})
            log.warning("simulator data by code refused on %s", ", ".join(fields))
            raise simulation_refused({"code": messages.SIMULAZIONE_NON_VALIDA}) from exc
        return found.data  # type: ignore[no-any-return]
    configuration = await _run(
        temporal,
        settings,
        "configuration",
        ConfigurationWorkflow.run,
        ConfigurationRequest(codiceApp=request.codiceApp or constants.CODICE_APP),
    )
    return configuration.model_dump(mode="json")  # type: ignore[no-any-return]


Token = Annotated[str, Field(min_length=1, max_length=256)]
# The simulator data are the person's loan and the prefill their personal data: not cached.
PRIVATE = {"Cache-Control": "private, no-store"}


class VerificaTokenRequest(Body):
    scToken: Token
    id_simulator_data: Annotated[str, Field(min_length=1, max_length=40)]


@router.post(
    "/verifica-token",
    response_model=SimulatorData,
    response_model_exclude={"SC_TOKEN", "token"},
    dependencies=[limited(ARRIVAL)],
    responses=responses(403, 413, 422, 429, 503),
)
async def verify_token(
    request: VerificaTokenRequest, response: Response, temporal: TemporalDep, settings: SettingsDep
) -> SimulatorData:
    """§7 verifica-token: the simulator data the simulator's token stands for, checked by the
    back office (not spent: the application's start spends it). The answer holds no token."""
    check = ArrivalCheck(scToken=request.scToken, id_simulator_data=request.id_simulator_data)
    arrival: Arrival = await _run(temporal, settings, "arrival", ArrivalWorkflow.run, check)
    if arrival.refused or arrival.simulator is None:
        raise token_refused()
    response.headers.update(PRIVATE)
    return arrival.simulator


@router.get(
    "/elenco-parametri/{flag}/{token}",
    response_model=LightFormPrefill,
    dependencies=[limited(ARRIVAL)],
    responses=responses(403, 422, 429, 503),
)
async def read_user_parameters(
    flag: Annotated[str, Path(min_length=1, max_length=10, pattern=r"^[A-Za-z0-9_-]+$")],
    token: Annotated[str, Path(min_length=1, max_length=256)],
    response: Response,
    temporal: TemporalDep,
    settings: SettingsDep,
) -> LightFormPrefill:
    """§7 elenco-parametri: the customer area's customer, as far as the light form shows them
    (names, fiscal code, mobile, e-mail, CAP); birth date and document stay server-side."""
    check = ArrivalCheck(flag=flag, token=token)
    arrival: Arrival = await _run(temporal, settings, "arrival", ArrivalWorkflow.run, check)
    if arrival.refused or arrival.prefill is None:
        raise token_refused()
    response.headers.update(PRIVATE)
    return arrival.prefill


async def _run(
    temporal: TemporalDep, settings: SettingsDep, kind: str, run: Any, argument: Any
) -> Any:
    try:
        return await temporal.execute_workflow(
            run,
            argument,
            id=f"{kind}-{uuid.uuid4()}",
            task_queue=settings.task_queue,
            execution_timeout=PUBLIC_TIMEOUT,
        )
    except WorkflowFailureError as exc:
        raise ApiError(503, "backoffice_unavailable", messages.SERVIZIO_NON_DISPONIBILE) from exc
    except RPCError as exc:
        raise ApiError(503, "temporal_unavailable", messages.SERVIZIO_NON_DISPONIBILE) from exc
