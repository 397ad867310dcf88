"""The benchmarks' stack: ports that cannot collide, and a service is up only when it answers.

A PostgreSQL load run once answered every request HTTP 404: the dev server, left to pick its own
HTTP port after start, had taken the one set aside for the API, whose process then could not bind
it, while the wait for the API took the dev server's 404 for an answer.
"""

import http.server
import subprocess
import sys
import threading
from collections.abc import Iterator

import pytest

from bench.stack import free_ports, wait_http


class NotFound(http.server.BaseHTTPRequestHandler):
    def do_GET(self) -> None:
        self.send_response(404)
        self.end_headers()

    def log_message(self, format: str, *args: object) -> None:
        pass


@pytest.fixture
def stranger() -> Iterator[int]:
    """Another server, answering 404 to everything, on a port of its own."""
    server = http.server.HTTPServer(("127.0.0.1", 0), NotFound)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    yield server.server_address[1]
    server.shutdown()


def test_the_ports_of_one_stack_are_all_different() -> None:
    for _ in range(50):
        ports = free_ports(6)
        assert len(set(ports)) == 6


def test_a_404_from_another_server_is_not_the_service_up(stranger: int) -> None:
    with pytest.raises(RuntimeError, match="did not answer"):
        wait_http(f"http://127.0.0.1:{stranger}/main/api/health/ready", 1.5)


def test_a_service_whose_process_exited_is_reported(stranger: int) -> None:
    exited = subprocess.Popen([sys.executable, "-c", "raise SystemExit(3)"])
    exited.wait()
    with pytest.raises(RuntimeError, match="exited with 3"):
        wait_http(f"http://127.0.0.1:{stranger}/health", 5, exited)
