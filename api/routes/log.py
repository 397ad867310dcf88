"""Client-side rendering errors (spec §7 POST /main/api/log), written to the server log."""

import logging

from fastapi import APIRouter
from pydantic import BaseModel, Field

from api.errors import responses
from api.ratelimit import CLIENT_LOG, limited

router = APIRouter(tags=["log"])
log = logging.getLogger("web")


class ClientError(BaseModel):
    message: str = Field(max_length=2000)
    draft: str | None = Field(default=None, max_length=64)
    errorInfo: str | None = Field(default=None, max_length=8000)


@router.post(
    "/log",
    status_code=204,
    dependencies=[limited(CLIENT_LOG)],
    responses=responses(413, 422, 429),
)
def create_log_entry(entry: ClientError) -> None:
    """Logs a rendering error reported by the browser."""
    log.error("client error draft=%s: %s\n%s", entry.draft, entry.message, entry.errorInfo or "")
