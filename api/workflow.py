"""How routes reach an application's workflow: the handle, Updates and Queries, with Temporal's
failures turned into the API's Italian answers in one place (api/errors.py)."""

from typing import Annotated, Any

from fastapi import Depends
from temporalio.client import WorkflowHandle, WorkflowQueryFailedError, WorkflowUpdateFailedError
from temporalio.service import RPCError

from api.deps import CurrentApplication, TemporalDep
from api.errors import not_found_or_unavailable, rejected


async def application_handle(
    application_id: CurrentApplication, temporal: TemporalDep
) -> WorkflowHandle[Any, Any]:
    """The workflow of the application the request's token opens."""
    return temporal.get_workflow_handle(application_id)


ApplicationHandle = Annotated[WorkflowHandle[Any, Any], Depends(application_handle)]


async def update(handle: WorkflowHandle[Any, Any], handler: Any, argument: Any) -> Any:
    """One Update; a rejection becomes its typed answer (422, 409, 410, 503)."""
    try:
        return await handle.execute_update(handler, argument)
    except WorkflowUpdateFailedError as exc:
        raise rejected(exc) from exc
    except RPCError as exc:
        raise not_found_or_unavailable(exc) from exc


async def query(handle: WorkflowHandle[Any, Any], handler: Any) -> Any:
    """One Query; an application Temporal does not know is 404, Temporal down is 503."""
    try:
        return await handle.query(handler)
    except (WorkflowQueryFailedError, RPCError) as exc:
        raise not_found_or_unavailable(exc) from exc
