"""Codec endpoint for the Temporal UI: support staff read decrypted payloads in the browser."""

from typing import Any

from fastapi import APIRouter, Request
from google.protobuf import json_format
from temporalio.api.common.v1 import Payload, Payloads

from api.deps import SettingsDep
from api.errors import ApiError
from journey import messages

router = APIRouter(prefix="/codec", tags=["codec"])


@router.post("/decode")
async def decode_payloads(request: Request, settings: SettingsDep) -> dict[str, Any]:
    """Decrypts the payloads the UI sends; production puts this behind staff authentication."""
    if settings.mode == "production":
        raise ApiError(403, "forbidden", messages.SESSIONE_NON_VALIDA)
    payloads = json_format.Parse(await request.body(), Payloads())
    codec = request.app.state.codec
    decoded: list[Payload] = await codec.decode(list(payloads.payloads))
    return json_format.MessageToDict(Payloads(payloads=decoded))
