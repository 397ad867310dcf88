"""Figure 2: the product's Update step against a plain write, in the same run.

The baseline is what any team could build without a workflow engine: a minimal FastAPI endpoint
with the same request shape as the journey's first step (`POST /main/api/applications` with
`{"simulator": ..., "form": BasicInfoForm}`) that validates the body and does one PostgreSQL
upsert. The product's step is the light form's Update-with-Start: the only Update an applicant
can repeat on fresh applications, so both sides see the same request again and again.
The baseline runs under uvicorn as its own process, like the API.
Latency is measured with the two interleaved request by request, so machine noise hits both
alike; throughput with the same number of concurrent clients against each in turn.
"""

import asyncio
import json
import os
import secrets
import subprocess
import sys
import time
import uuid
from collections.abc import Iterator
from contextlib import contextmanager

import httpx
from fastapi import FastAPI
from pydantic import BaseModel, ConfigDict
from sqlalchemy import create_engine, text

from bench.journey import Applicant, Kind, api_client, steps_of, take_step
from bench.report import Result
from bench.stack import ROOT, Stack, free_port, postgres_available, postgres_database, wait_http
from bench.stats import summarize
from journey.forms import BasicInfoForm
from journey.models.simulator import SimulatorData

FIGURE = "2 vs plain write"
P50_RATIO_BUDGET = 4.0
DSN_VARIABLE = "BENCH_BASELINE_DATABASE_URL"
UPSERT = text(
    "INSERT INTO baseline_application (id, form, updated_at) VALUES (:id, :form, now()) "
    "ON CONFLICT (id) DO UPDATE SET form = excluded.form, updated_at = excluded.updated_at"
)


class StartRequest(BaseModel):
    model_config = ConfigDict(extra="forbid")

    simulator: SimulatorData
    form: BasicInfoForm


def create_app() -> FastAPI:
    """The baseline service; `uvicorn --factory bench.baseline:create_app`."""
    engine = create_engine(os.environ[DSN_VARIABLE], pool_size=20, pool_pre_ping=False)
    with engine.begin() as connection:
        connection.execute(
            text(
                "CREATE TABLE IF NOT EXISTS baseline_application "
                "(id text PRIMARY KEY, form jsonb NOT NULL, updated_at timestamptz NOT NULL)"
            )
        )
    app = FastAPI()

    @app.post("/main/api/applications")
    def create_application(request: StartRequest) -> dict[str, object]:
        """One upsert of the submitted form; the answer has the product's shape."""
        application_id = f"loan-{uuid.uuid4()}"
        form = request.form.model_dump(mode="json")
        with engine.begin() as connection:
            connection.execute(UPSERT, {"id": application_id, "form": json.dumps(form)})
        return {
            "applicationId": application_id,
            "token": secrets.token_urlsafe(32),
            "ok": True,
            "errors": {},
            "snapshot": {"informazioniBase": form},
        }

    return app


@contextmanager
def running_baseline() -> Iterator[str]:
    """The baseline under uvicorn on a fresh PostgreSQL database; its /main/api base URL."""
    port = free_port()
    with postgres_database("prestito_baseline") as url:
        env = {**os.environ, DSN_VARIABLE: url}
        process = subprocess.Popen(
            [
                sys.executable,
                "-m",
                "uvicorn",
                "--factory",
                "bench.baseline:create_app",
                "--port",
                str(port),
                "--log-level",
                "warning",
                "--no-access-log",
            ],
            env=env,
            cwd=ROOT,
        )
        try:
            wait_http(f"http://127.0.0.1:{port}/docs", 30, process)
            yield f"http://127.0.0.1:{port}/main/api"
        finally:
            process.terminate()
            process.wait(timeout=10)


async def _throughput(client: httpx.AsyncClient, clients: int, seconds: float) -> tuple[float, int]:
    """Requests per second with `clients` closed-loop clients, and the failures."""
    (start,) = steps_of(Kind.START)
    done = failed = 0
    deadline = time.perf_counter() + seconds

    async def loop(slot: int) -> None:
        nonlocal done, failed
        number = 0
        while time.perf_counter() < deadline:
            sample = await take_step(client, start, Applicant(30_000 + 1_000 * slot + number))
            number += 1
            done += sample.ok
            failed += not sample.ok

    began = time.perf_counter()
    await asyncio.gather(*(loop(slot) for slot in range(clients)))
    return done / (time.perf_counter() - began), failed


async def run(stack: Stack, smoke: bool) -> list[Result]:
    if not postgres_available():
        return [Result(FIGURE, "p50 ratio", None, "x", note="no PostgreSQL on 127.0.0.1:5432")]
    rounds = 5 if smoke else 200
    concurrency = 4 if smoke else 16
    seconds = 2.0 if smoke else 20.0
    (step,) = steps_of(Kind.START)
    with running_baseline() as baseline_url:
        async with (
            api_client(stack.api_url, connections=concurrency) as product,
            api_client(baseline_url, connections=concurrency) as plain,
        ):
            product_ms: list[float] = []
            plain_ms: list[float] = []
            warm_up = 1 if smoke else 5
            for n in range(warm_up + rounds):
                ours = await take_step(product, step, Applicant(20_000 + n))
                theirs = await take_step(plain, step, Applicant(20_000 + n))
                if n >= warm_up and ours.ok and theirs.ok:
                    product_ms.append(ours.ms)
                    plain_ms.append(theirs.ms)
            product_rate, product_failed = await _throughput(product, concurrency, seconds)
            plain_rate, plain_failed = await _throughput(plain, concurrency, seconds)
    ours_summary, plain_summary = summarize(product_ms), summarize(plain_ms)
    print(f"  product {step.name:20} {ours_summary.line()}")
    print(f"  plain upsert {'':15} {plain_summary.line()}")
    print(
        f"  throughput at {concurrency} clients: product {product_rate:.1f} req/s, "
        f"plain {plain_rate:.1f} req/s"
    )
    return [
        Result(FIGURE, "plain upsert p50", plain_summary.p50, "ms"),
        Result(FIGURE, "plain upsert p95", plain_summary.p95, "ms"),
        Result(FIGURE, f"product {step.name} p50", ours_summary.p50, "ms"),
        Result(FIGURE, "p50 ratio", ours_summary.p50 / plain_summary.p50, "x", P50_RATIO_BUDGET),
        Result(FIGURE, "p95 ratio", ours_summary.p95 / plain_summary.p95, "x"),
        Result(FIGURE, f"plain throughput ({concurrency} clients)", plain_rate, "req/s"),
        Result(FIGURE, f"product throughput ({concurrency} clients)", product_rate, "req/s"),
        Result(
            FIGURE,
            "throughput ratio (plain / product)",
            plain_rate / product_rate if product_rate else None,
            "x",
            note=f"failures: product {product_failed}, plain {plain_failed}",
        ),
    ]
