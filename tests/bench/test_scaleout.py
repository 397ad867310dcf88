"""Figure 12's count of which API processes served each application."""

from bench.scaleout import served_by


def test_alternating_processes_serve_every_application_with_two_requests() -> None:
    spread, same = served_by({"a": [0, 1, 0, 1], "b": [1, 0], "only-started": [0]})
    assert spread.value == 100.0
    assert same.value == 0
    assert same.note == "of 4 pairs"
    assert "API 1: 4, API 2: 3" in spread.note


def test_an_application_kept_on_one_process_is_counted() -> None:
    spread, same = served_by({"a": [0, 0, 0], "b": [0, 1, 1]})
    assert spread.value == 50.0
    assert same.value == 3
    assert spread.verdict == "MISSED"
