"""docker-compose.yml can't run here: check that what it names exists in the code."""

import importlib.util
import json
import re
from pathlib import Path

import yaml

from runtime.settings import Settings

ROOT = Path(__file__).resolve().parent.parent
COMPOSE = yaml.safe_load((ROOT / "docker-compose.yml").read_text())
SERVICES = COMPOSE["services"]


def _module_exists(name: str) -> bool:
    return importlib.util.find_spec(name) is not None


def test_the_production_topology_has_every_service() -> None:
    assert {
        "postgres",
        "temporal",
        "temporal-ui",
        "api",
        "worker",
        "recognition-worker",
        "sandbox",
    } <= set(SERVICES)
    assert SERVICES["postgres"]["healthcheck"]["test"]
    assert SERVICES["temporal"]["environment"]["DB"].startswith("postgres")
    assert SERVICES["sandbox"]["profiles"] == ["sandbox"]


def test_every_app_command_exists_in_the_code() -> None:
    for name, service in SERVICES.items():
        command = service.get("command")
        if not isinstance(command, list):
            continue
        if command[0] == "uvicorn":
            module, _, attribute = command[1].partition(":")
            assert _module_exists(module), name
            assert attribute == "app"
        elif command[:2] == ["python", "-m"]:
            assert _module_exists(command[2]), name
        elif command[0] == "python":
            assert (ROOT / command[1]).is_file(), name


def test_every_app_variable_is_a_setting() -> None:
    fields = {f"PRESTITO_{name.upper()}" for name in Settings.model_fields}
    for service in ("api", "worker", "recognition-worker", "migrate"):
        for variable in SERVICES[service]["environment"]:
            assert variable in fields, f"{service}: {variable} is not a Settings field"


def test_recognition_runs_on_its_own_workers_scaled_apart() -> None:
    recognition = SERVICES["recognition-worker"]
    assert recognition["command"] == ["python", "worker.py", "recognition"]
    # Its own count of replicas, not the journey workers'.
    assert recognition["deploy"]["replicas"] == "${RECOGNITION_REPLICAS:-1}"
    assert recognition["restart"] == "unless-stopped"
    # It reads the uploads where the API wrote them.
    assert set(recognition["volumes"]) == set(SERVICES["api"]["volumes"])
    # The workflow sends pages to the queue that the recognition workers poll.
    for service in ("api", "worker", "recognition-worker"):
        environment = SERVICES[service]["environment"]
        assert environment["PRESTITO_RECOGNITION_TASK_QUEUE"] == "loan-recognition", service


def test_the_image_reads_italian_and_english() -> None:
    dockerfile = (ROOT / "Dockerfile").read_text()
    assert "tesseract-ocr-ita" in dockerfile and "tesseract-ocr-eng" in dockerfile
    assert "OMP_THREAD_LIMIT=1" in dockerfile


def test_sandbox_variables_are_sandbox_settings() -> None:
    from sandbox.settings import Settings as SandboxSettings

    fields = {f"SANDBOX_{name.upper()}" for name in SandboxSettings.model_fields}
    assert set(SERVICES["sandbox"]["environment"]) <= fields


def test_required_secrets_are_refused_when_missing() -> None:
    text = (ROOT / "docker-compose.yml").read_text()
    for secret in (
        "POSTGRES_PASSWORD",
        "PRESTITO_TOKEN_SECRET",
        "PRESTITO_ENCRYPTION_KEYS",
        "PRESTITO_LENDER",
    ):
        assert re.search(r"\$\{" + secret + r":\?", text), secret
    assert SERVICES["api"]["environment"]["PRESTITO_MODE"] == "production"


def test_every_long_running_service_is_restarted_when_it_dies() -> None:
    # In production Docker starts a dead process again, as the supervisor does in `make run`.
    for name, service in SERVICES.items():
        if service.get("restart") == "no":  # one-shot setup: migrations, search attributes
            continue
        assert service.get("restart") == "unless-stopped", name


def _server_header(uvicorn_args: list[str]) -> bool:
    """What uvicorn makes of the arguments: does it answer with "server: uvicorn"?"""
    from uvicorn import main as uvicorn_command  # the click command `uvicorn` runs

    context = uvicorn_command.make_context("uvicorn", list(uvicorn_args))
    return bool(context.params["server_header"])


def test_the_api_does_not_name_its_server() -> None:
    command = SERVICES["api"]["command"]
    assert command[0] == "uvicorn" and not _server_header(command[1:])
    [dockerfile_cmd] = re.findall(r"^CMD (.+)$", (ROOT / "Dockerfile").read_text(), re.MULTILINE)
    image_command = json.loads(dockerfile_cmd)
    assert image_command[0] == "uvicorn" and not _server_header(image_command[1:])


def test_the_temporal_ui_is_local_and_read_only() -> None:
    ui = SERVICES["temporal-ui"]
    # Published on the host's loopback only: "8233:8080" would open it on every interface.
    for port in ui["ports"]:
        host_ip, *_ = str(port).rsplit(":", 2)
        assert str(port).count(":") == 2 and host_ip == "127.0.0.1", port
    # Nobody terminates, resets or signals an applicant's workflow from the page.
    assert ui["environment"]["TEMPORAL_DISABLE_WRITE_ACTIONS"] == "true"


def _uvicorn_params(uvicorn_args: list[str], **variables: str) -> dict[str, object]:
    """What uvicorn makes of the arguments, with compose's ${VAR:?...} given these values."""
    from uvicorn import main as uvicorn_command

    def interpolate(arg: str) -> str:
        return re.sub(r"\$\{(\w+):\?[^}]*\}", lambda found: variables[found.group(1)], arg)

    return uvicorn_command.make_context("uvicorn", [interpolate(a) for a in uvicorn_args]).params


def test_the_api_believes_x_forwarded_for_from_its_proxy_alone() -> None:
    api = SERVICES["api"]
    text = (ROOT / "docker-compose.yml").read_text()
    # The proxy must be named: without it every applicant shares the proxy's address (one
    # allowance for everyone, its IP in every signature), or uvicorn's default decides.
    assert re.search(r"\$\{PRESTITO_FORWARDED_ALLOW_IPS:\?", text)
    params = _uvicorn_params(api["command"][1:], PRESTITO_FORWARDED_ALLOW_IPS="172.30.0.1")
    assert params["proxy_headers"] is True
    assert params["forwarded_allow_ips"] == "172.30.0.1"
    # The API's settings see the same value (and refuse "*" or a name).
    assert api["environment"]["PRESTITO_FORWARDED_ALLOW_IPS"].startswith(
        "${PRESTITO_FORWARDED_ALLOW_IPS:?"
    )
    # The image on its own believes no header from anyone.
    [dockerfile_cmd] = re.findall(r"^CMD (.+)$", (ROOT / "Dockerfile").read_text(), re.MULTILINE)
    assert _uvicorn_params(json.loads(dockerfile_cmd)[1:])["proxy_headers"] is False
