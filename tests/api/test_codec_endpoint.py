"""The codec endpoint lets the Temporal UI show support staff decrypted payloads."""

import base64

import httpx
from google.protobuf import json_format
from temporalio.api.common.v1 import Payload, Payloads

from runtime.codec import EncryptionCodec, parse_keys
from runtime.settings import Settings


async def test_the_ui_reads_what_the_workflow_stored(
    api: httpx.AsyncClient, settings: Settings
) -> None:
    assert settings.encryption_keys is not None
    codec = EncryptionCodec(parse_keys(settings.encryption_keys.get_secret_value()))
    plain = Payload(metadata={"encoding": b"json/plain"}, data=b'{"firstName":"Mario"}')
    sealed = await codec.encode([plain])
    body = json_format.MessageToJson(Payloads(payloads=sealed))

    response = await api.post(
        "/main/api/codec/decode",
        content=body,
        headers={"content-type": "application/json", "origin": "http://localhost:8233"},
    )
    assert response.status_code == 200
    assert response.headers["access-control-allow-origin"] == "http://localhost:8233"
    [decoded] = response.json()["payloads"]
    assert base64.b64decode(decoded["data"]) == b'{"firstName":"Mario"}'
