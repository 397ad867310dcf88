"""Starts Temporal, the sandbox back office, the worker and the API; Ctrl-C stops them all."""

import os
import signal
import socket
import subprocess
import sys
import time
from pathlib import Path

from runtime.settings import get_settings
from runtime.temporal import SEARCH_ATTRIBUTES
from store.migrate import upgrade
from supervisor.dev_server import TUNING

BIN = Path(sys.executable).parent


def wait_for_port(
    name: str, host: str, port: int, timeout: float, process: subprocess.Popen[bytes]
) -> None:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if process.poll() is not None:
            raise SystemExit(f"{name} exited with {process.returncode} while starting")
        with socket.socket() as probe:
            probe.settimeout(0.5)
            if probe.connect_ex((host, port)) == 0:
                return
        time.sleep(0.2)
    raise SystemExit(f"nothing answered on {host}:{port} after {timeout:.0f} s")


def main() -> int:
    settings = get_settings()
    settings.var_dir.mkdir(parents=True, exist_ok=True)
    host, _, port = settings.temporal_address.partition(":")
    env = {
        **os.environ,
        "PRESTITO_VAR_DIR": str(settings.var_dir),
        "SANDBOX_PORT": str(settings.sandbox_port),
        "SANDBOX_DATABASE_URL": f"sqlite:///{settings.var_dir / 'sandbox.db'}",
        "SANDBOX_PUBLIC_URL": f"http://127.0.0.1:{settings.sandbox_port}",
    }
    # The embedded run's back office is the sandbox it starts, unless told otherwise.
    env.setdefault("PRESTITO_BACKOFFICE_URL", f"http://127.0.0.1:{settings.sandbox_port}")
    children: list[tuple[str, subprocess.Popen[bytes]]] = []

    def start(name: str, args: list[str]) -> subprocess.Popen[bytes]:
        process = subprocess.Popen(args, env=env)
        children.append((name, process))
        return process

    try:
        temporal = start(
            "temporal",
            [
                str(BIN / "temporal"),
                "server",
                "start-dev",
                "--db-filename",
                str(settings.var_dir / "temporal.db"),
                "--ip",
                host,
                "--port",
                port,
                "--ui-port",
                str(settings.temporal_ui_port),
                "--namespace",
                settings.temporal_namespace,
                "--ui-codec-endpoint",
                f"http://localhost:{settings.api_port}/main/api/codec",
                "--log-level",
                "error",
                *TUNING,
                *[
                    arg
                    for key in SEARCH_ATTRIBUTES
                    for arg in ("--search-attribute", f"{key.name}=Keyword")
                ],
            ],
        )
        wait_for_port("temporal", host, int(port), 60, temporal)
        upgrade(settings.database_url)
        sandbox = start("sandbox", [sys.executable, "-m", "sandbox"])
        wait_for_port("sandbox", "127.0.0.1", settings.sandbox_port, 30, sandbox)
        for number in range(1, settings.worker_processes + 1):
            start("worker" if number == 1 else f"worker-{number}", [sys.executable, "worker.py"])
        api = start(
            "api",
            [
                sys.executable,
                "-m",
                "uvicorn",
                "api.main:app",
                "--host",
                settings.api_host,
                "--port",
                str(settings.api_port),
                "--log-level",
                settings.log_level,
                "--no-access-log",
            ],
        )
        wait_for_port("api", settings.api_host, settings.api_port, 30, api)
        print(
            "\nPrestito Online is running:\n"
            f"  journey        http://localhost:{settings.api_port}/main/\n"
            f"  API docs       http://localhost:{settings.api_port}/main/api/docs\n"
            f"  Temporal UI    http://localhost:{settings.temporal_ui_port}/\n"
            f"  back office    http://localhost:{settings.sandbox_port}/ (sandbox operator page)\n"
            "Press Ctrl-C to stop.\n",
            flush=True,
        )
        while True:
            for name, process in children:
                if process.poll() is not None:
                    print(f"{name} stopped with exit code {process.returncode}; stopping all")
                    return 1
            time.sleep(0.5)
    except KeyboardInterrupt:
        print("\nstopping...")
        return 0
    finally:
        stop(children)


def stop(children: list[tuple[str, subprocess.Popen[bytes]]]) -> None:
    # A second Ctrl-C (or one forwarded by a wrapper) must not leave children orphaned.
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    # The API and the worker first, Temporal last, so nothing loses its server mid-call.
    for _, process in reversed(children):
        if process.poll() is None:
            process.send_signal(signal.SIGTERM)
    deadline = time.monotonic() + 15
    for _, process in reversed(children):
        try:
            process.wait(timeout=max(0.1, deadline - time.monotonic()))
        except subprocess.TimeoutExpired:
            process.kill()


if __name__ == "__main__":
    sys.exit(main())
