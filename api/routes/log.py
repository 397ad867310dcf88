"""Client-side rendering errors (spec §7 POST /main/api/log), written to the server log."""

import logging
import re

from fastapi import APIRouter
from pydantic import BaseModel, Field

from api.errors import responses
from api.ratelimit import CLIENT_LOG, limited

router = APIRouter(tags=["log"])
log = logging.getLogger("web")

# What could end a log line or pass for a new one in what anyone can send without a token.
LINE_BREAKING = re.compile(r"[\x00-\x1f\x7f\x85\u2028\u2029]")


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
    """Logs a rendering error reported by the browser.

    The route takes no token, so what it writes is kept from forging the log: the message and
    the draft's id on one line with their control characters escaped, the component stack
    below them with every line indented, where no line can look like a record of its own.
    """
    stack = "".join(f"\n    | {one_line(line)}" for line in (entry.errorInfo or "").splitlines())
    log.error("client error draft=%s: %s%s", one_line(entry.draft), one_line(entry.message), stack)


def one_line(text: str | None) -> str | None:
    if text is None:
        return None
    return LINE_BREAKING.sub(lambda found: f"\\x{ord(found.group()):02x}", text)
