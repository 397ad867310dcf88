"""The HTTP/2 front of the slow-network figure (bench/http2.py): the same app over TLS and HTTP/2,
with a certificate of its own that nothing but the benchmark's browser is told to accept."""

import os
from pathlib import Path

import httpx
import pytest
from cryptography import x509

from bench.http2 import LOCALHOST, http2_front, self_signed

APP = "tests.bench.http2_app:app"


def test_the_app_answers_over_http2_and_tls() -> None:
    with http2_front(dict(os.environ), app=APP, ready_path="/") as base:
        assert base.startswith(f"https://{LOCALHOST}:")
        with httpx.Client(http2=True, verify=False) as client:
            answer = client.get(base + "/")
    assert answer.http_version == "HTTP/2"
    # What the app itself saw: the request came to it over HTTP/2, on https.
    assert answer.text == "HTTP/2 https"


def test_its_certificate_is_trusted_by_no_one_else() -> None:
    with (
        http2_front(dict(os.environ), app=APP, ready_path="/") as base,
        httpx.Client(http2=True) as client,
        pytest.raises(httpx.ConnectError) as refused,
    ):
        client.get(base + "/")
    assert "CERTIFICATE_VERIFY_FAILED" in str(refused.value)


def test_the_certificate_names_the_loopback_address_for_a_day(tmp_path: Path) -> None:
    cert_path, key_path = self_signed(tmp_path)
    certificate = x509.load_pem_x509_certificate(cert_path.read_bytes())
    names = certificate.extensions.get_extension_for_class(x509.SubjectAlternativeName).value
    assert [str(ip) for ip in names.get_values_for_type(x509.IPAddress)] == [LOCALHOST]
    lifetime = certificate.not_valid_after_utc - certificate.not_valid_before_utc
    assert lifetime.days == 1
    assert b"PRIVATE KEY" in key_path.read_bytes()


def test_a_front_that_cannot_start_says_so() -> None:
    with (
        pytest.raises(RuntimeError, match="hypercorn exited"),
        http2_front(dict(os.environ), app="tests.bench.no_such_module:app", ready_path="/"),
    ):
        pass
