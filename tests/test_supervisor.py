"""`make run`'s stack, stopped and started again: a saved draft resumes with nothing lost."""

import asyncio
import io
import os
import re
import signal
import subprocess
import sys
import threading
import time
import uuid
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from datetime import date
from pathlib import Path

import httpx
import pytest
from temporalio.client import Client

from activities.models import DocumentHolder, DocumentRead, DocumentToRead, SideFile
from bench.stack import wait_http
from journey.models.documents import DocumentCode, SideName
from recognition.models import DocumentKind
from recognition.uploads import clean_upload
from tests.conftest import ROOT, free_port
from tests.recognition import synthetic
from tests.utils.applicants import mario_rossi, simulator_data


@dataclass
class Stack:
    api: str
    process: subprocess.Popen[str]
    # The supervisor's and its children's output, read as it comes so the pipe never fills.
    lines: list[str] = field(default_factory=list)

    def log(self) -> str:
        return "".join(self.lines)


@contextmanager
def running_stack(var_dir: Path, ports: dict[str, int]) -> Iterator[Stack]:
    env = {
        **os.environ,
        "PRESTITO_VAR_DIR": str(var_dir),
        "PRESTITO_API_PORT": str(ports["api"]),
        "PRESTITO_SANDBOX_PORT": str(ports["sandbox"]),
        "PRESTITO_TEMPORAL_ADDRESS": f"127.0.0.1:{ports['temporal']}",
        "PRESTITO_TEMPORAL_UI_PORT": str(ports["ui"]),
        "PRESTITO_TASK_QUEUE": "loan-journey",
        "PRESTITO_RATE_LIMIT_SCALE": "1000",  # several applicants from one address
    }
    env.pop("PRESTITO_BACKOFFICE_URL", None)
    process = subprocess.Popen(
        [sys.executable, "-m", "supervisor"],
        cwd=ROOT,
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
    )
    stack = Stack(f"http://127.0.0.1:{ports['api']}/main/api", process)

    def read_output() -> None:
        assert process.stdout is not None
        for line in process.stdout:
            stack.lines.append(line)

    reader = threading.Thread(target=read_output, daemon=True)
    reader.start()
    try:
        deadline = time.monotonic() + 90
        while time.monotonic() < deadline:
            assert process.poll() is None, stack.log()
            try:
                if httpx.get(f"{stack.api}/cache/lookup", timeout=2).status_code == 200:
                    break
            except httpx.TransportError:
                pass
            time.sleep(0.5)
        else:
            raise AssertionError("the stack did not become ready in 90 s")
        yield stack
    finally:
        if process.poll() is None:
            process.send_signal(signal.SIGINT)  # what Ctrl-C does
        returncode = process.wait(timeout=60)
        reader.join(timeout=5)
        print(stack.log()[-20_000:])  # pytest shows it when the test fails
    assert returncode == 0, f"Ctrl-C should stop the supervisor with 0, not {returncode}"


def test_a_saved_draft_survives_a_restart_of_the_whole_stack(tmp_path: Path) -> None:
    ports = {name: free_port() for name in ("api", "sandbox", "temporal", "ui")}
    with running_stack(tmp_path, ports) as stack:
        api = stack.api
        body = {
            "simulator": simulator_data().model_dump(exclude_none=True),
            "form": mario_rossi(emailAddress="riavvio@gmail.com").model_dump(),
        }
        started = httpx.post(f"{api}/applications", json=body, timeout=30).json()
        assert started["ok"], started
        saved = httpx.post(
            f"{api}/draft/create",
            headers={"b2b-authorization": started["token"]},
            json={"draftId": started["applicationId"]},
            timeout=30,
        ).json()
        code = saved["code"]
        time.sleep(1)  # the draft's log line comes from the worker, after the answer
        log = stack.log()
        # The journey's worker runs on uvloop, as the API does under uvicorn (worker.py).
        for child in ("worker", "api"):
            assert "/uvloop/loop." in _mapped_files(_pid_of(log, child)), child

    # One line per step at info, with the application's id and nothing personal: no back-office
    # call, no access log line, no fiscal code, e-mail or phone.
    person = mario_rossi(emailAddress="riavvio@gmail.com")
    assert f"{started['applicationId']} basic_info_submitted" in log
    assert f"{started['applicationId']} draft_saved" in log
    for noise in ("HTTP Request", "POST /", "GET /"):
        assert noise not in log, noise
    for secret in (person.fiscalCode, person.emailAddress.upper(), person.mobilePhone, code):
        assert secret not in log and secret.lower() not in log
    assert re.fullmatch(r"[0-9A-Z]{4}(-[0-9A-Z]{4}){3}", code)
    with running_stack(tmp_path, ports) as stack:
        api = stack.api
        resumed = httpx.post(f"{api}/draft/resume", json={"code": code}, timeout=30)
        assert resumed.status_code == 200, resumed.text
        snapshot = resumed.json()["snapshot"]
        assert snapshot["applicationId"] == started["applicationId"]
        assert snapshot["informazioniBase"]["emailAddress"] == "RIAVVIO@GMAIL.COM"
        assert snapshot["simulation"]["codOfferta"]["prgSimul"]
        reread = httpx.get(
            f"{api}/applications/{started['applicationId']}",
            headers={"b2b-authorization": resumed.json()["token"]},
            timeout=30,
        )
        assert reread.json()["user"]["dataNascita"] == "10/12/1985"


def _pid_of(log: str, child: str) -> int:
    found = re.search(rf"started {child} \(pid (\d+)\)", log)
    assert found, f"no {child} in the supervisor's log"
    return int(found.group(1))


def _mapped_files(pid: int) -> str:
    """The shared objects a process has loaded: worker.py and uvicorn import uvloop only to run
    their loop on it."""
    return Path(f"/proc/{pid}/maps").read_text()


def test_the_api_it_starts_does_not_name_its_server(tmp_path: Path) -> None:
    from uvicorn import main as uvicorn_command  # the click command `uvicorn` runs

    from runtime.settings import Settings
    from supervisor.__main__ import uvicorn_args

    args = uvicorn_args(Settings(var_dir=tmp_path))
    assert args[0] == "api.main:app"
    assert uvicorn_command.make_context("uvicorn", args).params["server_header"] is False


def test_the_api_it_starts_believes_only_the_configured_proxy(tmp_path: Path) -> None:
    from uvicorn import main as uvicorn_command

    from runtime.settings import Settings
    from supervisor.__main__ import uvicorn_args

    default = uvicorn_command.make_context("uvicorn", uvicorn_args(Settings(var_dir=tmp_path)))
    assert default.params["proxy_headers"] is False
    behind = Settings(var_dir=tmp_path, forwarded_allow_ips="172.30.0.1")
    proxied = uvicorn_command.make_context("uvicorn", uvicorn_args(behind))
    assert proxied.params["proxy_headers"] is True
    assert proxied.params["forwarded_allow_ips"] == "172.30.0.1"


def test_it_starts_the_recognition_workers_apart_from_the_journeys(tmp_path: Path) -> None:
    from runtime.settings import Settings
    from supervisor.__main__ import worker_children

    settings = Settings(var_dir=tmp_path, worker_processes=2, recognition_processes=2)
    children = worker_children(settings, {}, ("127.0.0.1", 7233))
    assert [(c.name, c.args[1:]) for c in children] == [
        ("worker", ["worker.py"]),
        ("worker-2", ["worker.py"]),
        ("recognition", ["worker.py", "recognition"]),
        ("recognition-2", ["worker.py", "recognition"]),
    ]
    # Each waits for Temporal before a restart, as the journey's workers do.
    assert all(c.needs == ("127.0.0.1", 7233) for c in children)


def _recognition_pids(stack: Stack) -> list[int]:
    return [int(pid) for pid in re.findall(r"started recognition \(pid (\d+)\)", stack.log())]


async def _read_a_cie_front(var_dir: Path, temporal_port: int) -> DocumentRead:
    """One page read by the stack's recognition process, through its task queue."""
    from temporalio.worker import Worker

    from runtime.settings import Settings
    from runtime.temporal import connect
    from store.blobs import BlobStore
    from tests.activities.run_activity import ActivityCall, RunActivity

    settings = Settings(var_dir=var_dir, temporal_address=f"127.0.0.1:{temporal_port}")
    front = synthetic.samples(DocumentKind.CIE, 1, today=date(2026, 11, 23))[0]
    buffer = io.BytesIO()
    front.image.save(buffer, "JPEG", quality=90)
    assert settings.blob_dir is not None
    blob = BlobStore(settings.blob_dir).put(clean_upload(buffer.getvalue()).jpeg)
    request = DocumentToRead(
        code=DocumentCode.DIG,
        files=[SideFile(side=SideName.FRONTE, blob=blob)],
        holder=DocumentHolder(
            codiceFiscale=front.person.codiceFiscale,
            cognome=front.person.cognome,
            nome=front.person.nome,
        ),
        today=date(2026, 11, 23),
    )
    client = await connect(settings)
    queue = f"run-activity-{uuid.uuid4()}"
    call = ActivityCall(
        "recognise_document",
        settings.recognition_task_queue,
        request.model_dump(mode="json"),
        heartbeat_seconds=10,
        attempts=3,
    )
    async with Worker(client, task_queue=queue, workflows=[RunActivity]):
        answer = await client.execute_workflow(
            RunActivity.run, call, id=f"read-{uuid.uuid4()}", task_queue=queue
        )
    return DocumentRead.model_validate(answer)


async def test_its_recognition_worker_reads_pages_and_comes_back_when_killed(
    tmp_path: Path,
) -> None:
    ports = {name: free_port() for name in ("api", "sandbox", "temporal", "ui")}
    with running_stack(tmp_path, ports) as stack:
        [pid] = _recognition_pids(stack)
        read = await _read_a_cie_front(tmp_path, ports["temporal"])
        assert read.values.numeroDocumento and read.errors == []
        os.kill(pid, signal.SIGKILL)
        deadline = time.monotonic() + 30
        while len(_recognition_pids(stack)) < 2 and time.monotonic() < deadline:
            await asyncio.sleep(0.2)
        assert len(_recognition_pids(stack)) == 2, "the supervisor did not start it again"
        assert "recognition (pid" in stack.log() and "was killed by SIGKILL" in stack.log()
        again = await _read_a_cie_front(tmp_path, ports["temporal"])
        assert again.values == read.values


@contextmanager
def _api_as_the_supervisor_starts_it(
    tmp_path: Path, temporal_address: str, forwarded_allow_ips: str = ""
) -> Iterator[str]:
    """`python -m uvicorn` with the supervisor's arguments for these settings, on its own app
    database, with the limits people get."""
    from runtime.settings import Settings
    from store.migrate import upgrade
    from supervisor.__main__ import uvicorn_args
    from tests.conftest import TEST_ENCRYPTION_KEYS

    port = free_port()
    env = {
        **os.environ,
        "PRESTITO_VAR_DIR": str(tmp_path),
        "PRESTITO_DATABASE_URL": f"sqlite:///{tmp_path / 'app.db'}",
        "PRESTITO_TEMPORAL_ADDRESS": temporal_address,
        "PRESTITO_ENCRYPTION_KEYS": TEST_ENCRYPTION_KEYS,
        "PRESTITO_API_PORT": str(port),
        "PRESTITO_RATE_LIMIT_SCALE": "1",
        "PRESTITO_FORWARDED_ALLOW_IPS": forwarded_allow_ips,
    }
    env.pop("FORWARDED_ALLOW_IPS", None)  # uvicorn's own variable: the settings alone decide
    upgrade(env["PRESTITO_DATABASE_URL"])
    args = uvicorn_args(
        Settings(var_dir=tmp_path, api_port=port, forwarded_allow_ips=forwarded_allow_ips)
    )
    process = subprocess.Popen([sys.executable, "-m", "uvicorn", *args], cwd=ROOT, env=env)
    try:
        wait_http(f"http://127.0.0.1:{port}/main/api/health/live", 60, process)
        yield f"http://127.0.0.1:{port}/main/api"
    finally:
        process.terminate()
        process.wait(timeout=10)


def _lookups_from(api: str, addresses: list[str]) -> list[int]:
    """The request number's look-up (five per client address in ten minutes), each claiming
    to be forwarded for another address."""
    ask = {"request_number": "12345678", "fiscal_code": "RSSMRA85T10F205R"}
    return [
        httpx.post(
            f"{api}/draft/number", json=ask, headers={"x-forwarded-for": address}, timeout=10
        ).status_code
        for address in addresses
    ]


def test_its_api_takes_no_client_address_from_a_header(
    tmp_path: Path, temporal_client: Client
) -> None:
    from api.ratelimit import REQUEST_NUMBER

    temporal = temporal_client.service_client.config.target_host
    spoofed = [f"10.0.0.{n}" for n in range(REQUEST_NUMBER.per_client + 2)]
    with _api_as_the_supervisor_starts_it(tmp_path, temporal) as api:
        statuses = _lookups_from(api, spoofed)
    # One client however many addresses it names: its five, then 429.
    assert statuses[: REQUEST_NUMBER.per_client] == [202] * REQUEST_NUMBER.per_client
    assert set(statuses[REQUEST_NUMBER.per_client :]) == {429}


def test_its_api_takes_the_client_address_from_the_configured_proxy(
    tmp_path: Path, temporal_client: Client
) -> None:
    from api.ratelimit import REQUEST_NUMBER

    temporal = temporal_client.service_client.config.target_host
    applicants = [f"10.0.0.{n}" for n in range(REQUEST_NUMBER.per_client + 2)]
    # The test is the proxy, on 127.0.0.1: each applicant it forwards has an allowance.
    with _api_as_the_supervisor_starts_it(
        tmp_path, temporal, forwarded_allow_ips="127.0.0.1"
    ) as api:
        statuses = _lookups_from(api, applicants)
        one_applicant = _lookups_from(api, ["10.0.0.99"] * (REQUEST_NUMBER.per_client + 1))
    assert statuses == [202] * len(applicants)
    assert one_applicant[-1] == 429


def test_the_proxy_setting_takes_addresses_and_networks_only(tmp_path: Path) -> None:
    from pydantic import ValidationError

    from runtime.settings import Settings

    allowed = Settings(var_dir=tmp_path, forwarded_allow_ips=" 10.1.2.3, 172.30.0.0/24 ,::1")
    assert allowed.forwarded_allow_ips == "10.1.2.3,172.30.0.0/24,::1"
    for wrong in ("*", "proxy.internal", "10.1.2.300"):
        with pytest.raises(ValidationError):
            Settings(var_dir=tmp_path, forwarded_allow_ips=wrong)
