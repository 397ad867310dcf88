"""The payload codec: encrypted at rest, readable with the right key, rotation keeps old data."""

import base64
import os

import pytest
from temporalio.api.common.v1 import Payload

from runtime.codec import EncryptionCodec, PayloadDecryptionError, parse_keys


def key() -> str:
    return base64.urlsafe_b64encode(os.urandom(32)).decode()


PAYLOAD = Payload(metadata={"encoding": b"json/plain"}, data=b'{"fiscalCode":"RSSMRA85T10F205R"}')


async def test_round_trip_hides_the_data() -> None:
    codec = EncryptionCodec(parse_keys(f"k1:{key()}"))
    [sealed] = await codec.encode([PAYLOAD])
    assert b"RSSMRA" not in sealed.SerializeToString()
    assert sealed.metadata["encryption-key-id"] == b"k1"
    assert await codec.decode([sealed]) == [PAYLOAD]


async def test_rotation_new_key_encrypts_old_key_still_decrypts() -> None:
    old, new = key(), key()
    [sealed_before] = await EncryptionCodec(parse_keys(f"old:{old}")).encode([PAYLOAD])
    rotated = EncryptionCodec(parse_keys(f"new:{new},old:{old}"))
    [sealed_after] = await rotated.encode([PAYLOAD])
    assert sealed_after.metadata["encryption-key-id"] == b"new"
    assert await rotated.decode([sealed_before, sealed_after]) == [PAYLOAD, PAYLOAD]


async def test_a_wrong_key_or_tampered_data_is_refused() -> None:
    [sealed] = await EncryptionCodec(parse_keys(f"k1:{key()}")).encode([PAYLOAD])
    with pytest.raises(PayloadDecryptionError, match="altered"):
        await EncryptionCodec(parse_keys(f"k1:{key()}")).decode([sealed])
    with pytest.raises(PayloadDecryptionError, match="unknown encryption key"):
        await EncryptionCodec(parse_keys(f"k2:{key()}")).decode([sealed])


# Named ids: the random key would make the test's id differ between pytest-xdist's workers.
@pytest.mark.parametrize(
    "spec", ["", "k1:c2hvcnQ=", ":" + key()], ids=["empty", "short key", "no key id"]
)
def test_malformed_key_specs_are_refused(spec: str) -> None:
    with pytest.raises(ValueError):
        parse_keys(spec)
