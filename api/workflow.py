"""How routes reach an application's workflow: the handle, Updates and Queries, with Temporal's
failures turned into the API's Italian answers in one place (api/errors.py)."""

from typing import Annotated, Any

from fastapi import Depends, Response
from temporalio.client import WorkflowHandle, WorkflowQueryFailedError, WorkflowUpdateFailedError
from temporalio.common import RawValue
from temporalio.service import RPCError

from api.deps import CurrentApplication, TemporalDep, WatchedApplication
from api.errors import not_found_or_unavailable, rejected


async def application_handle(
    application_id: CurrentApplication, temporal: TemporalDep
) -> WorkflowHandle[Any, Any]:
    """The workflow of the application the request's token opens."""
    return temporal.get_workflow_handle(application_id)


ApplicationHandle = Annotated[WorkflowHandle[Any, Any], Depends(application_handle)]


async def watched_handle(
    application_id: WatchedApplication, temporal: TemporalDep
) -> WorkflowHandle[Any, Any]:
    """`application_handle` for a request that only watches the application."""
    return temporal.get_workflow_handle(application_id)


WatchedHandle = Annotated[WorkflowHandle[Any, Any], Depends(watched_handle)]


async def update(
    handle: WorkflowHandle[Any, Any], handler: Any, argument: Any, result_type: type | None = None
) -> Any:
    """One Update; a rejection becomes its typed answer (422, 409, 410, 503)."""
    try:
        return await handle.execute_update(handler, argument, result_type=result_type)
    except WorkflowUpdateFailedError as exc:
        raise rejected(exc) from exc
    except RPCError as exc:
        raise not_found_or_unavailable(exc) from exc


async def query(
    handle: WorkflowHandle[Any, Any], handler: Any, result_type: type | None = None
) -> Any:
    """One Query; an application Temporal does not know is 404, Temporal down is 503."""
    try:
        return await handle.query(handler, result_type=result_type)
    except (WorkflowQueryFailedError, RPCError) as exc:
        raise not_found_or_unavailable(exc) from exc


class WorkflowAnswer(Response):
    """JSON the workflow wrote, sent on as it came (after the codec opened it).

    A step's answer and the snapshot are models the API would only parse and write again, field
    by field, into the same JSON: both sides serialise them with pydantic in JSON mode, without
    aliases. Passed through, the answer costs the API its decryption alone.
    """

    media_type = "application/json"


async def step(handle: WorkflowHandle[Any, Any], handler: Any, argument: Any) -> WorkflowAnswer:
    """`update` for an Update whose result is the answer as it stands (a StepResult)."""
    raw: RawValue = await update(handle, handler, argument, RawValue)
    return WorkflowAnswer(raw.payload.data)


async def snapshot(handle: WorkflowHandle[Any, Any], handler: Any) -> WorkflowAnswer:
    """`query` for a Query whose result is the answer as it stands (the snapshot)."""
    # By name: given the method, the client takes its declared result type instead.
    raw: RawValue = await query(handle, handler.__name__, RawValue)
    return WorkflowAnswer(raw.payload.data)
