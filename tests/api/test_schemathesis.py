"""The API answers as its OpenAPI says (issue 12): schemathesis runs every phase (examples,
coverage, fuzzing, stateful) against the app, with the real worker and sandbox behind it.

No answer is a server error, every status is one the operation documents, and every body and
content type matches the schema. Routes behind a token run twice: as the applicant, each on an
application at the step the route belongs to, and as a stranger without a valid token."""

import asyncio
import uuid
from collections import Counter
from collections.abc import AsyncIterator
from dataclasses import dataclass, field
from typing import Any

import httpx
import pytest
import schemathesis
from fastapi import FastAPI
from schemathesis import BaseSchema
from schemathesis.engine import StopReason, events, from_schema
from temporalio.client import Client

from runtime.settings import Settings
from store.applications import upsert_application
from store.db import make_engine, session_factory
from tests.api.test_applications import start_body
from tests.api.test_journey_part1 import PREFIX
from tests.utils.applicants import mario_rossi

CHECKS = (
    "not_a_server_error",
    "status_code_conformance",
    "content_type_conformance",
    "response_schema_conformance",
    "unsupported_method",
)
# Fuzzed examples per operation; every operation still runs every phase, and the coverage
# phase's boundary cases are not counted in these. 20 and 10 answered the same pairs of
# operation and status as 50 and 15 did (211 against 213, the odd ones differing from run to
# run), in about half the fuzzing time on two cores. The stateful phase keeps its 50
# scenarios: they cost seconds and are its only walks along the links.
APPLICANT_EXAMPLES = 20
STRANGER_EXAMPLES = 10
STATEFUL_EXAMPLES = 50
# The same examples every run: a failure reproduces and CI's time is steady. Another seed
# explores other examples.
SEED = 20261123
# The operations a token opens: their paths name the application, or they read the header.
WITH_TOKEN = r"^/main/api/(applications/\{application_id\}|draft/create$|typ$)"


@dataclass
class Tally:
    """What a run did: requests per operation and status, checks, failures and errors."""

    statuses: Counter[tuple[str, int]] = field(default_factory=Counter)
    checks: int = 0
    failures: list[str] = field(default_factory=list)
    errors: list[str] = field(default_factory=list)
    phases: set[str] = field(default_factory=set)

    @property
    def requests(self) -> int:
        return sum(self.statuses.values())

    def add(self, event: events.EngineEvent) -> None:
        if isinstance(event, events.ScenarioFinished):
            self.phases.add(event.phase.value)
            recorder = event.recorder
            for interaction in recorder.interactions.values():
                if interaction.response is not None:
                    self.statuses[(recorder.label, interaction.response.status_code)] += 1
            for case_id, checks in recorder.checks.items():
                self.checks += len(checks)
                for check in checks:
                    if check.failure_info is not None:
                        failure = check.failure_info.failure
                        request = recorder.interactions[case_id].request
                        self.failures.append(
                            f"{event.phase.value} {request.method} {request.uri}: {check.name}: "
                            f"{failure.title}: {failure.message}"
                        )
        elif isinstance(event, events.NonFatalError):
            self.errors.append(f"{event.label}: {event.info.format()}")
        elif isinstance(event, events.FatalError):
            self.errors.append(repr(event.exception))
        elif isinstance(event, events.EngineFinished) and event.stop_reason != StopReason.COMPLETED:
            self.errors.append(f"stopped: {event.stop_reason}")

    def summary(self) -> str:
        return f"{self.requests} requests, {self.checks} checks, phases {sorted(self.phases)}"

    def answered(self, operation: str) -> set[int]:
        return {status for (label, status) in self.statuses if label == operation}


def bound(application: dict[str, Any]) -> dict[str, str]:
    """Requests on this application, with its token."""
    return {
        "path.application_id": application["applicationId"],
        "header.b2b-authorization": application["token"],
    }


async def run(app: FastAPI, config: dict[str, Any], only: str | None = None) -> Tally:
    checks = {"enabled": False, **{name: {"enabled": True} for name in CHECKS}}
    # Deadlines are off by default; a busy CI machine must not fail the run for slow generation.
    options = {"checks": checks, "suppress-health-check": ["too_slow"], "seed": SEED}
    loaded = schemathesis.Config.from_dict({**config, **options})
    schema: BaseSchema = schemathesis.openapi.from_asgi(app.openapi_url or "", app, config=loaded)
    if only:
        schema = schema.include(path_regex=only)
    tally = Tally()

    def execute() -> None:
        for event in from_schema(schema).execute():
            tally.add(event)

    # Its own thread: this loop keeps running the worker that answers the app's Updates.
    await asyncio.to_thread(execute)
    return tally


@pytest.fixture
async def app(
    temporal_client: Client, settings: Settings, worker: None, monkeypatch: pytest.MonkeyPatch
) -> FastAPI:
    from api.main import create_app
    from api.routes import documents

    # The event stream lasts minutes for a browser; the in-process client reads each whole: one
    # snapshot or two, then the end, rather than a second and a half of polling each time.
    monkeypatch.setattr(documents, "STREAM_SECONDS", 0.1)
    monkeypatch.setattr(documents, "POLL_SECONDS", 0.05)

    return create_app(settings, temporal_client)


@dataclass
class Applicants:
    """The API in process, for the applications the run needs; their answers are checked
    against the OpenAPI too (no run of schemathesis starts an application: its bodies are not a
    real person's)."""

    api: httpx.AsyncClient
    contract: BaseSchema

    async def start(self, **form: object) -> dict[str, Any]:
        response = await self.api.post(PREFIX, json=start_body(**form))
        assert response.status_code == 200, response.text
        self.contract[PREFIX]["POST"].validate_response(response)
        return response.json()  # type: ignore[no-any-return]

    async def walk(self, *steps: str) -> dict[str, Any]:
        """A new application taken through the offer and the SECCI, as far as `steps` say."""
        started = await self.start()
        auth = {"b2b-authorization": started["token"]}
        prg = started["snapshot"]["simulation"]["codOfferta"]["prgSimul"]
        bodies = {"offer": {"offer": {"prgSimul": prg}}, "secci": {"confirmation": {"letto": True}}}
        for step in steps:
            path = f"{PREFIX}/{started['applicationId']}/{step}"
            answer = await self.api.post(path, headers=auth, json=bodies[step])
            assert answer.status_code == 200, answer.text
        return started


@pytest.fixture
async def applicants(app: FastAPI) -> AsyncIterator[Applicants]:
    transport = httpx.ASGITransport(app=app)
    async with httpx.AsyncClient(transport=transport, base_url="http://testserver") as client:
        yield Applicants(client, schemathesis.openapi.from_dict(app.openapi()))


async def test_every_answer_is_one_the_openapi_documents(
    app: FastAPI, applicants: Applicants, settings: Settings
) -> None:
    paths = app.openapi()["paths"]
    # The codec is its own app, the web pages are not the API: neither is in the schema.
    assert all(p.startswith("/main/api/") and "/codec" not in p for p in paths)
    # FastAPI's own 422 schema ({detail}, nothing required) would pass any body: ours replaces it.
    error_body = {"$ref": "#/components/schemas/ErrorBody"}
    for item in paths.values():
        for operation in item.values():
            for status, answer in operation["responses"].items():
                if int(status) >= 400:
                    assert answer["content"]["application/json"]["schema"] == error_body

    at_offer = await applicants.start()
    at_secci = await applicants.walk("offer")
    at_personal_info = await applicants.walk("offer", "secci")
    # Born in 1944: refused by the engine, so a review can be asked for.
    refused = await applicants.start(
        firstName="Anna", lastName="Neri", fiscalCode="NRENNA44C42F205Z"
    )
    saved = await applicants.start()
    draft = await applicants.api.post(
        "/main/api/draft/create", headers={"b2b-authorization": saved["token"]}, json={}
    )
    assert draft.status_code == 200, draft.text
    expired = await applicants.start()
    request_number = f"{uuid.uuid4().int % 10**8:08d}"
    with session_factory(make_engine(settings.database_url)).begin() as session:
        upsert_application(
            session, expired["applicationId"], status="expired", request_number=request_number
        )

    applicant = await run(
        app,
        {
            "generation": {"max-examples": APPLICANT_EXAMPLES},
            "phases": {"stateful": {"generation": {"max-examples": STATEFUL_EXAMPLES}}},
            # Any other route with a token: the application at the offer.
            "parameters": bound(at_offer),
            "operations": [
                {"include-path-regex": r"/secci(-renewal|\.pdf)?$", "parameters": bound(at_secci)},
                {"include-path-regex": r"/personal-info$", "parameters": bound(at_personal_info)},
                {"include-path-regex": r"/review$", "parameters": bound(refused)},
                {
                    "include-path-regex": r"/draft/resume$",
                    "parameters": {"body.code": draft.json()["code"]},
                },
                {
                    "include-path-regex": r"/draft/number",
                    "parameters": {
                        "body.request_number": request_number,
                        "body.fiscal_code": mario_rossi().fiscalCode,
                    },
                },
            ],
        },
    )
    stranger = await run(app, {"generation": {"max-examples": STRANGER_EXAMPLES}}, WITH_TOKEN)

    for tally in (applicant, stranger):
        assert not tally.errors, "\n".join(tally.errors)
        assert not tally.failures, "\n".join([tally.summary(), *tally.failures])
    operations = {f"{method.upper()} {path}" for path, item in paths.items() for method in item}
    assert {label for label, _ in applicant.statuses} >= operations
    assert applicant.phases >= {"coverage", "fuzzing", "stateful"}
    # Not every answer a refusal: the token opens each application's own routes.
    for operation in (
        f"GET {PREFIX}/{{application_id}}",
        f"GET {PREFIX}/{{application_id}}/secci.pdf",
        f"POST {PREFIX}/{{application_id}}/secci",
        f"POST {PREFIX}/{{application_id}}/review",
        "POST /main/api/draft/create",
        "POST /main/api/draft/resume",
        "POST /main/api/typ",
    ):
        assert 200 in applicant.answered(operation), operation
    assert 410 in applicant.answered("POST /main/api/draft/number")
    assert 401 in stranger.answered(f"GET {PREFIX}/{{application_id}}")
