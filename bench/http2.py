"""The stack's API served again over HTTP/2, as an HTTPS proxy in front of it serves phones.

The embedded stack speaks HTTP/1.1 (uvicorn), where a browser opens six connections to an origin
and a page's files wait their turn on them: on a slow phone network each six of the light form's
files cost a round trip. A deployment reaches phones over HTTPS, and there HTTP/2 carries every
request on one connection. `bench/lighthouse/applied.py --http2` measures the same pages both
ways: this serves the stack's app with hypercorn over TLS (a certificate made for the run, which
only the benchmark's Chrome is told to accept), next to the stack's own API, on the same
Temporal, database and back office.
"""

import datetime
import ipaddress
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import httpx
from cryptography import x509
from cryptography.hazmat.primitives import hashes, serialization
from cryptography.hazmat.primitives.asymmetric import ec
from cryptography.x509.oid import NameOID

from bench.stack import ROOT, free_ports

# hypercorn evaluates what follows the colon in the module: the API's app, built as uvicorn's is.
API_APP = "api.main:create_app(served=True)"
LOCALHOST = "127.0.0.1"


def self_signed(directory: Path, common_name: str = LOCALHOST) -> tuple[Path, Path]:
    """A certificate for 127.0.0.1 valid for a day, and its key, written to `directory`. It is
    its own authority, so a client can be told to trust it (tests/activities/test_transport.py)."""
    key = ec.generate_private_key(ec.SECP256R1())
    name = x509.Name([x509.NameAttribute(NameOID.COMMON_NAME, common_name)])
    now = datetime.datetime.now(datetime.UTC)
    certificate = (
        x509.CertificateBuilder()
        .subject_name(name)
        .issuer_name(name)
        .public_key(key.public_key())
        .serial_number(x509.random_serial_number())
        .not_valid_before(now - datetime.timedelta(minutes=5))
        .not_valid_after(now + datetime.timedelta(days=1))
        .add_extension(
            x509.SubjectAlternativeName([x509.IPAddress(ipaddress.ip_address(LOCALHOST))]),
            critical=False,
        )
        .add_extension(x509.BasicConstraints(ca=True, path_length=None), critical=True)
        .sign(key, hashes.SHA256())
    )
    cert_path, key_path = directory / "cert.pem", directory / "key.pem"
    cert_path.write_bytes(certificate.public_bytes(serialization.Encoding.PEM))
    key_path.write_bytes(
        key.private_bytes(
            serialization.Encoding.PEM,
            serialization.PrivateFormat.PKCS8,
            serialization.NoEncryption(),
        )
    )
    return cert_path, key_path


@contextmanager
def http2_front(
    env: dict[str, str], app: str = API_APP, ready_path: str = "/main/api/env"
) -> Iterator[str]:
    """`app` served by hypercorn over TLS with `env`; yields its base URL once `ready_path`
    answers 2xx over HTTP/2."""
    with tempfile.TemporaryDirectory(prefix="prestito-http2-") as scratch:
        cert, key = self_signed(Path(scratch))
        (port,) = free_ports(1)
        base = f"https://{LOCALHOST}:{port}"
        process = subprocess.Popen(
            [
                sys.executable,
                "-m",
                "hypercorn",
                "--certfile",
                str(cert),
                "--keyfile",
                str(key),
                "--bind",
                f"{LOCALHOST}:{port}",
                "--log-level",
                "warning",
                app,
            ],
            cwd=ROOT,
            env=env,
        )
        try:
            _wait_for(base + ready_path, process)
            yield base
        finally:
            process.terminate()
            process.wait(timeout=15)


def _wait_for(url: str, process: subprocess.Popen[bytes], timeout: float = 60) -> None:
    deadline = time.monotonic() + timeout
    with httpx.Client(http2=True, verify=False, timeout=2) as client:
        while time.monotonic() < deadline:
            if process.poll() is not None:
                raise RuntimeError(f"hypercorn exited with {process.returncode} before {url}")
            try:
                answer = client.get(url)
                if answer.is_success and answer.http_version == "HTTP/2":
                    return
            except httpx.TransportError:
                pass
            time.sleep(0.2)
    raise TimeoutError(f"{url} did not answer over HTTP/2 in {timeout:.0f} s")
