"""Liveness and readiness for the supervisor and the orchestrator."""

from fastapi import APIRouter
from sqlalchemy import text

from api.db import in_transaction
from api.deps import SessionsDep, TemporalDep
from api.errors import ApiError, responses
from journey import messages

router = APIRouter(prefix="/health", tags=["health"])


@router.get("/live")
def read_liveness() -> dict[str, str]:
    """The process answers."""
    return {"status": "ok"}


@router.get("/ready", responses=responses(503))
async def read_readiness(sessions: SessionsDep, temporal: TemporalDep) -> dict[str, str]:
    """The database and Temporal both answer."""
    try:
        await in_transaction(sessions, lambda session: session.execute(text("SELECT 1")))
        await temporal.service_client.check_health()
    except Exception as exc:
        raise ApiError(503, "not_ready", messages.SERVIZIO_NON_DISPONIBILE) from exc
    return {"status": "ok"}
