"""Starts the product as a deployment runs it, on free ports in a scratch var dir, and stops it.

The same processes as `python -m supervisor` (Temporal dev server with `--db-filename`, sandbox,
the journey's and text recognition's workers, API under uvicorn), so a figure is what a client
of the deployed product sees. The
PostgreSQL variant gives the app database a fresh PostgreSQL database, dropped afterwards.
"""

import os
import re
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import time
import uuid
from collections.abc import Iterator
from contextlib import ExitStack, contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import IO

import httpx
import psycopg

from runtime.settings import Settings
from runtime.temporal import SEARCH_ATTRIBUTES
from supervisor.dev_server import TUNING

ROOT = Path(__file__).resolve().parent.parent
BIN = Path(sys.executable).parent
POSTGRES_ADMIN = "host=127.0.0.1 port=5432 user=postgres dbname=postgres"
API = "/main/api"
# bench/balancer.py's upstreams, comma-separated base URLs.
UPSTREAMS = "BENCH_BALANCER_UPSTREAMS"


def free_port() -> int:
    return free_ports(1)[0]


def free_ports(count: int) -> list[int]:
    """`count` different ports free now: each socket stays bound until all are chosen, so the
    system cannot hand the same port out twice."""
    with ExitStack() as sockets:
        ports = []
        for _ in range(count):
            sock = sockets.enter_context(socket.socket())
            sock.bind(("127.0.0.1", 0))
            ports.append(int(sock.getsockname()[1]))
        return ports


def postgres_available() -> bool:
    try:
        psycopg.connect(POSTGRES_ADMIN, connect_timeout=2).close()
    except psycopg.OperationalError:
        return False
    return True


@contextmanager
def postgres_database(prefix: str = "prestito_bench") -> Iterator[str]:
    """A fresh PostgreSQL database for one stack; its SQLAlchemy URL. Dropped on exit."""
    name = f"{prefix}_{uuid.uuid4().hex[:10]}"
    with psycopg.connect(POSTGRES_ADMIN, autocommit=True) as admin:
        admin.execute(f'CREATE DATABASE "{name}"')
    try:
        yield f"postgresql+psycopg://postgres@127.0.0.1:5432/{name}"
    finally:
        with psycopg.connect(POSTGRES_ADMIN, autocommit=True) as admin:
            admin.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')


def wait_http(url: str, timeout: float, process: subprocess.Popen[bytes] | None = None) -> None:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if process is not None and process.poll() is not None:
            raise RuntimeError(f"{url}: the process exited with {process.returncode}")
        try:
            # Only a success: another server on the port (it once took the API's, and every
            # request of a run answered its 404) is not the one started.
            if httpx.get(url, timeout=1.0).is_success:
                return
        except httpx.TransportError:
            pass
        time.sleep(0.1)
    raise RuntimeError(f"{url} did not answer in {timeout:.0f} s")


def wait_port(port: int, timeout: float, process: subprocess.Popen[bytes]) -> None:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if process.poll() is not None:
            raise RuntimeError(f"port {port}: the process exited with {process.returncode}")
        with socket.socket() as probe:
            probe.settimeout(0.5)
            if probe.connect_ex(("127.0.0.1", port)) == 0:
                return
        time.sleep(0.1)
    raise RuntimeError(f"nothing answered on port {port} after {timeout:.0f} s")


def rss_mib(pid: int) -> float:
    """Resident set size of a process, from /proc (Linux)."""
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    raise RuntimeError(f"no VmRSS for pid {pid}")


def cpu_seconds(pid: int) -> float:
    """User + system CPU time a process has used, from /proc (Linux)."""
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


@dataclass
class Stack:
    """A running product: its API base URL, its processes and where their logs go."""

    name: str
    var_dir: Path
    env: dict[str, str]
    # Where clients go: the API, or the round-robin in front of several (bench/balancer.py).
    api_port: int
    # Each API process's own port; one entry unless the stack scales the API out.
    api_ports: list[int] = field(default_factory=list)
    processes: dict[str, subprocess.Popen[bytes]] = field(default_factory=dict)
    _logs: list[IO[bytes]] = field(default_factory=list)

    @property
    def base_url(self) -> str:
        return f"http://127.0.0.1:{self.api_port}"

    @property
    def api_url(self) -> str:
        return f"{self.base_url}{API}"

    def pid(self, name: str) -> int:
        return self.processes[name].pid

    def cpu(self) -> dict[str, float]:
        return {name: cpu_seconds(process.pid) for name, process in self.processes.items()}

    def log_path(self, name: str) -> Path:
        return self.var_dir / f"{name}.log"

    def spawn(
        self, name: str, args: list[str], env: dict[str, str] | None = None
    ) -> subprocess.Popen[bytes]:
        log = self.log_path(name).open("ab")
        self._logs.append(log)
        process = subprocess.Popen(
            args, env={**self.env, **(env or {})}, cwd=ROOT, stdout=log, stderr=log
        )
        self.processes[name] = process
        return process

    def start_worker(self, name: str = "worker") -> subprocess.Popen[bytes]:
        return self.spawn(name, [sys.executable, "worker.py"])

    def start_recognition_worker(self, name: str = "recognition") -> subprocess.Popen[bytes]:
        return self.spawn(name, [sys.executable, "worker.py", "recognition"])

    def stop_process(self, name: str, timeout: float = 15.0) -> None:
        process = self.processes.pop(name)
        if process.poll() is None:
            process.send_signal(signal.SIGTERM)
        try:
            process.wait(timeout=timeout)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait()

    def count_in_log(self, name: str, pattern: str) -> int:
        path = self.log_path(name)
        if not path.exists():
            return 0
        regex = re.compile(pattern, re.IGNORECASE)
        return sum(
            1 for line in path.read_text(errors="replace").splitlines() if regex.search(line)
        )

    def stop(self) -> None:
        # The reverse of the start: the API and the workers first, Temporal last, as the
        # supervisor does.
        for name in reversed(list(self.processes)):
            self.stop_process(name)
        for log in self._logs:
            log.close()


@contextmanager
def running_stack(
    name: str = "embedded",
    database_url: str | None = None,
    server_args: tuple[str, ...] = (),
    sandbox_latency_ms: int = 0,
    keep_var_dir: bool = False,
    worker_processes: int | None = None,
    api_processes: int = 1,
) -> Iterator[Stack]:
    """Temporal dev server, sandbox, worker and API; `database_url` None means SQLite in var/.

    With `api_processes` > 1, that many uvicorn processes on ports of their own, and
    bench/balancer.py in front of them on `api_port`.
    """
    from store.migrate import upgrade

    var_dir = Path(tempfile.mkdtemp(prefix=f"prestito-bench-{name}-"))
    # The dev server's HTTP and metrics ports too: left to it, it picks random free ports once
    # it runs, and one of them can be the port set aside for the API, which starts later.
    temporal_port, temporal_http_port, metrics_port = free_ports(3)
    database_url = database_url or f"sqlite:///{var_dir / 'app.db'}"
    env = {
        **os.environ,
        "PRESTITO_VAR_DIR": str(var_dir),
        "PRESTITO_LOG_LEVEL": "warning",
        # Hundreds of simulated applicants come from one address: the limits are for people.
        "PRESTITO_RATE_LIMIT_SCALE": "1000",
        "PRESTITO_TEMPORAL_ADDRESS": f"127.0.0.1:{temporal_port}",
        "PRESTITO_TASK_QUEUE": f"loan-journey-bench-{uuid.uuid4().hex[:8]}",
        "PRESTITO_DATABASE_URL": database_url,
        "PRESTITO_WEB_DIST": str(ROOT / "web" / "dist"),
        "SANDBOX_DATABASE_URL": f"sqlite:///{var_dir / 'sandbox.db'}",
        "SANDBOX_LATENCY_MS": str(sandbox_latency_ms),
    }
    stack = Stack(name=name, var_dir=var_dir, env=env, api_port=0)
    try:
        temporal = stack.spawn(
            "temporal",
            [
                str(BIN / "temporal"),
                "server",
                "start-dev",
                "--db-filename",
                str(var_dir / "temporal.db"),
                "--ip",
                "127.0.0.1",
                "--port",
                str(temporal_port),
                "--http-port",
                str(temporal_http_port),
                "--metrics-port",
                str(metrics_port),
                "--headless",
                "--log-level",
                "error",
                *TUNING,
                *server_args,
                *[
                    arg
                    for key in SEARCH_ATTRIBUTES
                    for arg in ("--search-attribute", f"{key.name}=Keyword")
                ],
            ],
        )
        wait_port(temporal_port, 60, temporal)
        # Chosen once the dev server is up: its own services bind ports of their choosing as
        # it starts, and a sandbox once found its port taken (uvicorn's exit 3, a lost run).
        # All in one call, so that none of them is handed out twice.
        stack.api_port, sandbox_port, *upstreams = free_ports(2 + api_processes)
        env |= {
            "PRESTITO_BACKOFFICE_URL": f"http://127.0.0.1:{sandbox_port}",
            "PRESTITO_API_PORT": str(stack.api_port),
            "PRESTITO_SANDBOX_PORT": str(sandbox_port),
            "SANDBOX_PORT": str(sandbox_port),
            "SANDBOX_PUBLIC_URL": f"http://127.0.0.1:{sandbox_port}",
            # Its webhooks to this stack's API, never to whatever listens on 8000.
            "SANDBOX_IDCHECK_WEBHOOK_URL": f"{stack.api_url}/onfido/webhook",
            "SANDBOX_PRACTICE_WEBHOOK_URL": f"{stack.api_url}/pratiche/eventi",
        }
        upgrade(database_url)
        # The embedded mode's secrets are made by the first process that needs them
        # (runtime/settings.py), not atomically: made here, before the workers and the APIs start
        # together, none of them can make a second one. `python -m supervisor` does the same.
        Settings(var_dir=var_dir)
        sandbox = stack.spawn("sandbox", [sys.executable, "-m", "sandbox"])
        wait_http(f"http://127.0.0.1:{sandbox_port}/health", 30, sandbox)
        # As many as `python -m supervisor` starts, unless the figure wants its own count.
        workers = worker_processes or Settings().worker_processes
        for number in range(1, workers + 1):
            stack.start_worker("worker" if number == 1 else f"worker-{number}")
        for number in range(1, Settings().recognition_processes + 1):
            stack.start_recognition_worker(
                "recognition" if number == 1 else f"recognition-{number}"
            )
        stack.api_ports = [stack.api_port] if api_processes == 1 else upstreams
        for number, port in enumerate(stack.api_ports, start=1):
            api = stack.spawn(
                "api" if number == 1 else f"api-{number}",
                [
                    sys.executable,
                    "-m",
                    "uvicorn",
                    "api.main:app",
                    "--host",
                    "127.0.0.1",
                    "--port",
                    str(port),
                    "--log-level",
                    "warning",
                    "--no-access-log",
                ],
            )
            wait_http(f"http://127.0.0.1:{port}{API}/health/ready", 60, api)
        if api_processes > 1:
            balancer = stack.spawn(
                "balancer",
                [
                    sys.executable,
                    "-m",
                    "uvicorn",
                    "--factory",
                    "bench.balancer:create_app",
                    "--host",
                    "127.0.0.1",
                    "--port",
                    str(stack.api_port),
                    "--log-level",
                    "warning",
                    "--no-access-log",
                ],
                env={UPSTREAMS: ",".join(f"http://127.0.0.1:{p}" for p in stack.api_ports)},
            )
            wait_http(f"{stack.api_url}/health/ready", 30, balancer)
        yield stack
    finally:
        stack.stop()
        if not keep_var_dir:
            shutil.rmtree(var_dir, ignore_errors=True)


@contextmanager
def running_postgres_stack(
    name: str = "postgresql",
    server_args: tuple[str, ...] = (),
    worker_processes: int | None = None,
    api_processes: int = 1,
) -> Iterator[Stack]:
    with (
        postgres_database() as url,
        running_stack(
            name,
            database_url=url,
            server_args=server_args,
            worker_processes=worker_processes,
            api_processes=api_processes,
        ) as stack,
    ):
        yield stack
