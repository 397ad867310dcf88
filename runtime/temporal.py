"""One way to reach Temporal: the same data converter for the API, the worker and the tests."""

import dataclasses

from temporalio.client import Client
from temporalio.common import SearchAttributeKey
from temporalio.contrib.pydantic import pydantic_data_converter
from temporalio.converter import DataConverter

from runtime.codec import EncryptionCodec, parse_keys
from runtime.settings import Settings

# Registered on the server (see supervisor and docker-compose): support staff filter on these
# in the Temporal UI. Never personal data here: search attributes are stored in clear.
# The page the applicant is on, in words (journey/rules/support.py).
STEP = SearchAttributeKey.for_keyword("Step")
# Not "Status": the Temporal UI has a Status of its own (Running, Completed...) and its filter
# took ours for it.
STATUS = SearchAttributeKey.for_keyword("ApplicationStatus")
NUM_PRATICA = SearchAttributeKey.for_keyword("NumPratica")
CHANNEL = SearchAttributeKey.for_keyword("Channel")
# Which way the applicant proves identity once it is not plain documents: SPID or ONFIDO (the
# remote check); the why is in the memo.
IDENTITY_PATH = SearchAttributeKey.for_keyword("IdentityPath")
SEARCH_ATTRIBUTES = (STEP, STATUS, NUM_PRATICA, CHANNEL, IDENTITY_PATH)


def data_converter(settings: Settings) -> DataConverter:
    assert settings.encryption_keys is not None
    codec = EncryptionCodec(parse_keys(settings.encryption_keys.get_secret_value()))
    return dataclasses.replace(pydantic_data_converter, payload_codec=codec)


async def connect(settings: Settings) -> Client:
    return await Client.connect(
        settings.temporal_address,
        namespace=settings.temporal_namespace,
        data_converter=data_converter(settings),
    )
