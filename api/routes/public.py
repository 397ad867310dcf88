"""What the browser asks before an application exists: simulator quotes, §7 /call actions."""

import uuid
from typing import Annotated, Any, Literal

from fastapi import APIRouter
from pydantic import Field
from temporalio.client import WorkflowFailureError
from temporalio.service import RPCError

from api.bodies import Body
from api.deps import SettingsDep, TemporalDep
from api.errors import ApiError, responses
from api.ratelimit import CALL, QUOTE, limited
from journey import constants, messages
from workflows.models import ConfigurationRequest, Quote, QuoteRequest, SimulatorDataRequest
from workflows.public import (
    PUBLIC_TIMEOUT,
    ConfigurationWorkflow,
    QuoteWorkflow,
    SimulatorDataWorkflow,
)

router = APIRouter(tags=["public"])


@router.post(
    "/simulator/quote",
    response_model=Quote,
    dependencies=[limited(QUOTE)],
    responses=responses(413, 422, 429, 503),
)
async def create_quote(
    request: QuoteRequest, temporal: TemporalDep, settings: SettingsDep
) -> Quote:
    """The engine's instalment, TAN and TAEG for an amount and a duration."""
    return await _run(temporal, settings, "quote", QuoteWorkflow.run, request)  # type: ignore[no-any-return]


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
        return found.data  # type: ignore[no-any-return]
    configuration = await _run(
        temporal,
        settings,
        "configuration",
        ConfigurationWorkflow.run,
        ConfigurationRequest(codiceApp=request.codiceApp or constants.CODICE_APP),
    )
    return configuration.model_dump(mode="json")  # type: ignore[no-any-return]


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
