"""The journey as the benchmarks walk it: one declarative entry per step of the implemented API.

A new step of the journey is one more `JourneyStep` in `JOURNEY` (name, method, path, body
builder); every figure that walks the journey picks it up.
"""

import asyncio
import math
import random
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any

import httpx

from activities.transport import AiohttpTransport

# The tests' applicants, so the bodies follow the forms as the journey grows.
from tests.utils.applicants import mario_rossi, personal_info, simulator_data

Body = dict[str, Any]


class Kind(StrEnum):
    START = "update-with-start"
    UPDATE = "update"
    QUERY = "query"
    # A file the API serves from the blob store (the SECCI PDF), not JSON.
    DOWNLOAD = "download"


@dataclass
class Applicant:
    """One simulated person; the API's answers fill in the application id and its token."""

    number: int
    application_id: str = ""
    token: str = ""
    answers: dict[str, Body] = field(default_factory=dict)

    @property
    def email(self) -> str:
        return f"mario.rossi.{self.number}@gmail.com"


def simulator_body(applicant: Applicant) -> Body:
    return simulator_data(UTM_SOURCE="bench").model_dump(mode="json", exclude_none=True)


def basic_info_form(applicant: Applicant) -> Body:
    """A light form every back-office check accepts (fiscal code consistent with the name)."""
    return mario_rossi(emailAddress=applicant.email).model_dump(mode="json")


def first_offer(applicant: Applicant) -> Body:
    """The engine's offer that the light form's answer proposed."""
    snapshot = applicant.answers[START_STEP]["snapshot"]
    return {"offer": {"prgSimul": snapshot["simulation"]["codOfferta"]["prgSimul"]}}


@dataclass(frozen=True)
class JourneyStep:
    name: str
    method: str
    # Relative to /main/api; `{id}` is the applicant's application id.
    path: str
    body: Callable[[Applicant], Body] | None
    kind: Kind


START_STEP = "light form"
JOURNEY: tuple[JourneyStep, ...] = (
    JourneyStep(
        START_STEP,
        "POST",
        "/applications",
        lambda a: {"simulator": simulator_body(a), "form": basic_info_form(a)},
        Kind.START,
    ),
    JourneyStep("offer", "POST", "/applications/{id}/offer", first_offer, Kind.UPDATE),
    JourneyStep("SECCI download", "GET", "/applications/{id}/secci.pdf", None, Kind.DOWNLOAD),
    JourneyStep(
        "SECCI confirmed",
        "POST",
        "/applications/{id}/secci",
        lambda a: {"confirmation": {"letto": True}},
        Kind.UPDATE,
    ),
    JourneyStep(
        "personal data",
        "POST",
        "/applications/{id}/personal-info",
        lambda a: {"informazioniPersonali": personal_info().model_dump(mode="json")},
        Kind.UPDATE,
    ),
    JourneyStep("snapshot", "GET", "/applications/{id}", None, Kind.QUERY),
)


# Issue 16, after the documents (bench/signing.py brings each applicant to the summary first,
# untimed): the request sent, its contract read, the signing code asked for and typed.
SIGNING: tuple[JourneyStep, ...] = (
    JourneyStep("request sent", "POST", "/applications/{id}/request", lambda a: {}, Kind.UPDATE),
    JourneyStep(
        "contract download", "GET", "/applications/{id}/contratto.pdf", None, Kind.DOWNLOAD
    ),
    JourneyStep(
        "signing code sent",
        "POST",
        "/applications/{id}/signing-code",
        lambda a: {"contrattoLetto": True, "condizioniAccettate": True},
        Kind.UPDATE,
    ),
    JourneyStep(
        "contract signed",
        "POST",
        "/applications/{id}/signature",
        lambda a: {"otp": a.answers["sms"]["otp"]},
        Kind.UPDATE,
    ),
)


def steps_of(kind: Kind) -> tuple[JourneyStep, ...]:
    return tuple(step for step in JOURNEY if step.kind is kind)


@dataclass(frozen=True)
class Sample:
    step: str
    kind: Kind
    ms: float
    ok: bool
    # Seconds since the harness started, to cut warm-up or compute rates.
    at: float
    error: str = ""


class StepFailed(Exception):
    pass


async def take_step(
    client: httpx.AsyncClient, step: JourneyStep, applicant: Applicant, origin: float = 0.0
) -> Sample:
    """One round trip; a non-2xx answer, a refusal (`ok: false`) or a transport error fails it."""
    headers = {"b2b-authorization": applicant.token} if applicant.token else {}
    path = step.path.format(id=applicant.application_id)
    body = step.body(applicant) if step.body else None
    began = time.perf_counter()
    error = ""
    try:
        response = await client.request(step.method, path, json=body, headers=headers)
        ms = (time.perf_counter() - began) * 1000
        if response.status_code >= 300:
            error = f"HTTP {response.status_code} {_error_code(response)}".rstrip()
        elif step.kind is not Kind.DOWNLOAD:
            answer = response.json()
            applicant.answers[step.name] = answer
            if step.kind is Kind.START:
                applicant.application_id = answer["applicationId"]
                applicant.token = answer["token"]
            if answer.get("ok") is False:
                error = f"refused: {sorted(answer.get('errors') or {})}"
    except httpx.HTTPError as exc:
        ms = (time.perf_counter() - began) * 1000
        error = type(exc).__name__
    return Sample(step.name, step.kind, ms, not error, began - origin, error)


def _error_code(response: httpx.Response) -> str:
    """The API's `code` of an error answer (which 404: an unknown route, an unknown
    application), or nothing when the answer is not the API's."""
    try:
        code = response.json().get("code")
    except (ValueError, AttributeError):
        return ""
    return code if isinstance(code, str) else ""


async def walk(
    client: httpx.AsyncClient,
    applicant: Applicant,
    record: Callable[[Sample], None],
    think: Callable[[], float] = lambda: 0.0,
    steps: tuple[JourneyStep, ...] = JOURNEY,
    origin: float = 0.0,
    deadline: float = math.inf,
) -> bool:
    """The applicant walks the journey from the start; stops at the first failed step.

    Past `deadline` (a `time.perf_counter()` value) no further step is started.
    """
    for index, step in enumerate(steps):
        if index:
            await asyncio.sleep(think())
        if time.perf_counter() > deadline:
            return False
        sample = await take_step(client, step, applicant, origin)
        record(sample)
        if not sample.ok:
            return False
    return True


def api_client(api_url: str, connections: int = 10, timeout: float = 30.0) -> httpx.AsyncClient:
    """The walker's client, on the worker's own transport: httpcore's pure-Python HTTP/1.1
    spent 3-5 ms of every step in the benchmark's process, counted against the product while
    the floor's Updates come from the Temporal client (docs/benchmarks.md, issue 17)."""
    limits = httpx.Limits(max_connections=connections, max_keepalive_connections=connections)
    return httpx.AsyncClient(
        base_url=api_url, limits=limits, timeout=timeout, transport=AiohttpTransport(limits)
    )


def think_time(low: float, high: float, rng: random.Random) -> Callable[[], float]:
    return lambda: rng.uniform(low, high)
