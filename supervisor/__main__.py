"""Starts Temporal, the sandbox back office, the workers (the journey's and text recognition's)
and the API, and keeps them running.

A child that dies is started again after a delay that doubles while it keeps dying; Ctrl-C
(or SIGTERM, SIGHUP) stops every child in order, the API first and Temporal last, and exits 0.
"""

import asyncio
import logging
import os
import signal
import sys
import time
from pathlib import Path

from runtime.settings import Settings, get_settings
from runtime.temporal import SEARCH_ATTRIBUTES
from store.migrate import upgrade
from supervisor.dev_server import TUNING

BIN = Path(sys.executable).parent
log = logging.getLogger("supervisor")

# After a crash the child waits 0.5 s, then 1, 2, 4, 8 and at most 15 s: back within a second
# after a one-off crash, without a child that dies on start spinning the machine's cores.
FIRST_DELAY = 0.5
MAX_DELAY = 15.0
# A child up this long is healthy again: its next crash starts over from the first delay.
STABLE_AFTER = 30.0
# This many crashes in a row, each soon after starting, is a loop a person should look at.
CRASH_LOOP = 5
# What a child gets to finish its work after SIGTERM before it is killed.
STOP_TIMEOUT = 10.0

Address = tuple[str, int]


class BootFailed(Exception):
    pass


class Child:
    """One process of the product, started again whenever it exits until the supervisor stops."""

    def __init__(
        self, name: str, args: list[str], env: dict[str, str], needs: Address | None = None
    ) -> None:
        self.name, self.args, self.env = name, args, env
        # A server the child cannot start without (Temporal, for the workers and the API).
        self.needs = needs
        self.process: asyncio.subprocess.Process | None = None
        self.started = 0.0
        self.crashes = 0

    async def start(self) -> None:
        self.started = time.monotonic()
        # Its own process group: Ctrl-C in the terminal reaches the supervisor alone, which then
        # stops the children in order rather than all at once.
        self.process = await asyncio.create_subprocess_exec(
            *self.args, env=self.env, process_group=0
        )
        log.info("started %s (pid %d)", self.name, self.process.pid)

    async def keep_running(self) -> None:
        """Starts the child again whenever it exits; the supervisor cancels this to stop."""
        while True:
            code = await self.process.wait() if self.process else None
            uptime = time.monotonic() - self.started
            if uptime >= STABLE_AFTER:
                self.crashes = 0
            delay = min(FIRST_DELAY * 2**self.crashes, MAX_DELAY)
            self.crashes += 1
            log.warning(
                "%s %s after %.1f s; restarting it in %.1f s",
                f"{self.name} (pid {self.process.pid})" if self.process else self.name,
                describe_exit(code),
                uptime,
                delay,
            )
            if self.crashes >= CRASH_LOOP:
                # Never give up: whatever it waits for (a port, a file, a server) may come back.
                log.warning(
                    "%s keeps crashing: %d times in a row, each within %.0f s of starting; "
                    "still retrying every %.0f s at most (its own output above says why)",
                    self.name,
                    self.crashes,
                    STABLE_AFTER,
                    MAX_DELAY,
                )
            await asyncio.sleep(delay)
            if self.needs:
                await wait_for_server(self.name, self.needs)
            try:
                await self.start()
            except OSError as exc:
                self.process = None
                log.error("%s could not start: %s", self.name, exc)

    async def stop(self) -> None:
        process = self.process
        if process is None or process.returncode is not None:
            return
        try:
            process.terminate()
            await asyncio.wait_for(process.wait(), STOP_TIMEOUT)
        except ProcessLookupError:
            pass
        except TimeoutError:
            log.warning("%s did not stop in %.0f s; killing it", self.name, STOP_TIMEOUT)
            process.kill()
            await process.wait()


def describe_exit(code: int | None) -> str:
    if code is None:
        return "did not start"
    if code < 0:
        try:
            return f"was killed by {signal.Signals(-code).name}"
        except ValueError:  # a real-time signal has no name
            return f"was killed by signal {-code}"
    return f"exited with code {code}"


async def stopped_within(stopping: asyncio.Event, seconds: float) -> bool:
    try:
        await asyncio.wait_for(stopping.wait(), seconds)
    except TimeoutError:
        return False
    return True


async def answers(address: Address) -> bool:
    try:
        _, writer = await asyncio.wait_for(asyncio.open_connection(*address), 0.5)
    except (OSError, TimeoutError):
        return False
    writer.close()
    return True


async def wait_for_server(name: str, address: Address) -> None:
    """Until `address` answers: a worker or API started while Temporal is down would only
    crash again and push its own delay up to the cap, slowing the recovery down."""
    if not await answers(address):
        log.info("%s waits for %s:%d to answer", name, *address)
        while not await answers(address):
            await asyncio.sleep(0.2)


async def boot(child: Child, address: Address, timeout: float, stopping: asyncio.Event) -> bool:
    """Starts the child and waits for its port. Failing to start at all is not a crash to retry:
    a person just ran `make run`, and its error (a port in use, say) is theirs to read."""
    await child.start()
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        assert child.process is not None
        if child.process.returncode is not None:
            raise BootFailed(f"{child.name} exited with {child.process.returncode} while starting")
        if await answers(address):
            return True
        if await stopped_within(stopping, 0.2):
            return False
    raise BootFailed(f"nothing answered on {address[0]}:{address[1]} after {timeout:.0f} s")


def uvicorn_args(settings: Settings) -> list[str]:
    return [
        "api.main:app",
        "--host",
        settings.api_host,
        "--port",
        str(settings.api_port),
        "--log-level",
        settings.log_level,
        "--no-access-log",
        # "server: uvicorn" tells a scanner which server, and which of its flaws, to try.
        "--no-server-header",
        # uvicorn believes X-Forwarded-For from 127.0.0.1 unless told otherwise: on the
        # embedded run every client is 127.0.0.1, and would name its own address. Only the
        # configured proxy's header is believed, and none without one.
        *(
            ["--proxy-headers", "--forwarded-allow-ips", settings.forwarded_allow_ips]
            if settings.forwarded_allow_ips
            else ["--no-proxy-headers"]
        ),
    ]


def worker_children(settings: Settings, env: dict[str, str], temporal: Address) -> list[Child]:
    """The journey's workers, then text recognition's, each process one more core's worth."""

    def numbered(name: str, number: int) -> str:
        return name if number == 1 else f"{name}-{number}"

    return [
        *(
            Child(numbered("worker", n), [sys.executable, "worker.py"], env, needs=temporal)
            for n in range(1, settings.worker_processes + 1)
        ),
        *(
            Child(
                numbered("recognition", n),
                [sys.executable, "worker.py", "recognition"],
                env,
                needs=temporal,
            )
            for n in range(1, settings.recognition_processes + 1)
        ),
    ]


async def run() -> int:
    settings = get_settings()
    settings.var_dir.mkdir(parents=True, exist_ok=True)
    host, _, port = settings.temporal_address.partition(":")
    temporal_address = (host, int(port))
    env = {
        **os.environ,
        "PRESTITO_VAR_DIR": str(settings.var_dir),
        "SANDBOX_PORT": str(settings.sandbox_port),
        "SANDBOX_DATABASE_URL": f"sqlite:///{settings.var_dir / 'sandbox.db'}",
        "SANDBOX_PUBLIC_URL": f"http://127.0.0.1:{settings.sandbox_port}",
    }
    # The embedded run's back office is the sandbox it starts, unless told otherwise.
    env.setdefault("PRESTITO_BACKOFFICE_URL", f"http://127.0.0.1:{settings.sandbox_port}")
    # Its webhooks go to this run's API, signed with the secrets the API checks.
    api_base = f"http://127.0.0.1:{settings.api_port}/main/api"
    env.setdefault("SANDBOX_IDCHECK_WEBHOOK_URL", f"{api_base}/onfido/webhook")
    env.setdefault("SANDBOX_PRACTICE_WEBHOOK_URL", f"{api_base}/pratiche/eventi")
    env.setdefault(
        "SANDBOX_IDCHECK_WEBHOOK_TOKEN", settings.idcheck_webhook_token.get_secret_value()
    )
    env.setdefault(
        "SANDBOX_PRACTICE_WEBHOOK_TOKEN", settings.backoffice_webhook_token.get_secret_value()
    )

    stopping = asyncio.Event()
    loop = asyncio.get_running_loop()
    for signum in (signal.SIGINT, signal.SIGTERM, signal.SIGHUP):
        loop.add_signal_handler(signum, stopping.set)
    watchers: list[asyncio.Task[None]] = []

    def supervise(child: Child) -> None:
        watchers.append(asyncio.create_task(child.keep_running()))

    temporal = Child(
        "temporal",
        [
            str(BIN / "temporal"),
            "server",
            "start-dev",
            # The same file on every start: a restarted server finds every workflow in it (and
            # the search attributes below, which it registers again without complaint).
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
        env,
    )
    sandbox = Child("sandbox", [sys.executable, "-m", "sandbox"], env)
    workers = worker_children(settings, env, temporal_address)
    api = Child(
        "api",
        [sys.executable, "-m", "uvicorn", *uvicorn_args(settings)],
        env,
        needs=temporal_address,
    )
    try:
        try:
            if not await boot(temporal, temporal_address, 60, stopping):
                return 0
            supervise(temporal)
            await asyncio.to_thread(upgrade, settings.database_url)
            if not await boot(sandbox, ("127.0.0.1", settings.sandbox_port), 30, stopping):
                return 0
            supervise(sandbox)
            for worker in workers:
                await worker.start()
                supervise(worker)
            if not await boot(api, (settings.api_host, settings.api_port), 30, stopping):
                return 0
            supervise(api)
        except BootFailed as exc:
            log.error("%s; stopping", exc)
            return 1
        print(
            "\nPrestito Online is running:\n"
            f"  journey        http://localhost:{settings.api_port}/main/\n"
            f"  API docs       http://localhost:{settings.api_port}/main/api/docs\n"
            f"  Temporal UI    http://localhost:{settings.temporal_ui_port}/\n"
            f"  back office    http://localhost:{settings.sandbox_port}/ (sandbox operator page)\n"
            "Press Ctrl-C to stop.\n",
            flush=True,
        )
        await stopping.wait()
        return 0
    finally:
        log.info("stopping...")
        # No restart from here on, not even of a child caught between two starts.
        for watcher in watchers:
            watcher.cancel()
        await asyncio.gather(*watchers, return_exceptions=True)
        # The reverse of the start order: the API first, Temporal last, so nothing loses its
        # server mid-call. One at a time, each given STOP_TIMEOUT to finish.
        for child in reversed([temporal, sandbox, *workers, api]):
            await child.stop()


def main() -> int:
    handler = logging.StreamHandler()
    handler.setFormatter(logging.Formatter("supervisor %(levelname)s: %(message)s"))
    log.addHandler(handler)
    log.setLevel(logging.INFO)
    log.propagate = False
    return asyncio.run(run())


if __name__ == "__main__":
    sys.exit(main())
