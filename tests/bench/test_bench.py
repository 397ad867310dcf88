"""The benchmarks' own arithmetic: percentiles, budgets and the bundle-size gate."""

import gzip
import random
from pathlib import Path

import pytest

from bench import bundle
from bench.__main__ import main
from bench.report import Result, Verdict
from bench.stats import percentile, summarize


@pytest.mark.parametrize(
    ("samples", "q", "expected"),
    [
        ([5.0], 99, 5.0),
        ([1.0, 2.0, 3.0, 4.0], 50, 2.5),
        ([1.0, 2.0, 3.0, 4.0, 5.0], 0, 1.0),
        ([1.0, 2.0, 3.0, 4.0, 5.0], 100, 5.0),
        ([10.0, 20.0, 30.0, 40.0, 50.0], 95, 48.0),
        ([50.0, 10.0, 40.0, 20.0, 30.0], 25, 20.0),
    ],
)
def test_percentile_interpolates_between_ranks(
    samples: list[float], q: float, expected: float
) -> None:
    assert percentile(samples, q) == pytest.approx(expected)


def test_percentile_of_nothing_or_out_of_range_is_refused() -> None:
    with pytest.raises(ValueError):
        percentile([], 50)
    with pytest.raises(ValueError):
        percentile([1.0], 101)


def test_summary_of_a_hundred_latencies() -> None:
    summary = summarize([float(ms) for ms in range(1, 101)])
    assert (summary.count, summary.max, summary.mean) == (100, 100.0, 50.5)
    assert summary.p50 == pytest.approx(50.5)
    assert summary.p95 == pytest.approx(95.05)
    assert summary.p99 == pytest.approx(99.01)


def test_a_budget_is_met_missed_or_absent() -> None:
    assert Result("f", "p50", 25.0, "ms", 25.0).verdict is Verdict.MET
    assert Result("f", "p50", 25.1, "ms", 25.0).verdict is Verdict.MISSED
    assert Result("f", "score", 94.0, "", 95.0, at_most=False).verdict is Verdict.MISSED
    assert Result("f", "p99", 80.0, "ms").verdict is Verdict.INFO
    assert Result("f", "p95", None, "ms", 50.0).verdict is Verdict.NOT_MEASURED
    assert not Result("f", "p50", 99.0, "ms", 25.0).failed_gate
    assert Result("f", "size", 151.0, "kB", 150.0, gate=True).failed_gate


def _incompressible(size: int, seed: int) -> bytes:
    """JavaScript-looking bytes that gzip cannot shrink much, so sizes are predictable."""
    rng = random.Random(seed)
    return (
        "//" + "".join(rng.choice("abcdefghijklmnopqrstuvwxyz0123456789") for _ in range(size))
    ).encode()


def fake_dist(root: Path, initial_bytes: int, route_bytes: int) -> Path:
    assets = root / "assets"
    assets.mkdir(parents=True)
    (assets / "index-AbCd1234.js").write_bytes(_incompressible(initial_bytes, 1))
    (assets / "vendor-EfGh5678.js").write_bytes(_incompressible(10_000, 2))
    (assets / "LightFormPage-IjKl9012.js").write_bytes(_incompressible(route_bytes, 3))
    (assets / "index-MnOp3456.css").write_text("body{}")
    (root / "index.html").write_text(
        "<!doctype html><html><head>"
        '<script type="module" crossorigin src="/main/assets/index-AbCd1234.js"></script>'
        '<link rel="modulepreload" crossorigin href="/main/assets/vendor-EfGh5678.js">'
        '<link rel="stylesheet" crossorigin href="/main/assets/index-MnOp3456.css">'
        "</head><body></body></html>"
    )
    return root


def test_the_initial_js_is_the_entry_and_its_preloads(tmp_path: Path) -> None:
    dist = fake_dist(tmp_path, initial_bytes=50_000, route_bytes=5_000)
    measured = bundle.measure(dist)
    assert set(measured.initial) == {"index-AbCd1234.js", "vendor-EfGh5678.js"}
    assert set(measured.lazy) == {"LightFormPage-IjKl9012.js"}
    entry = len(gzip.compress((dist / "assets" / "index-AbCd1234.js").read_bytes()))
    assert measured.initial["index-AbCd1234.js"] == pytest.approx(entry / 1000)


def test_a_bundle_within_budget_passes_the_gate(tmp_path: Path) -> None:
    dist = fake_dist(tmp_path, initial_bytes=60_000, route_bytes=10_000)
    results = bundle.check(bundle.measure(dist))
    assert [r.verdict for r in results] == [Verdict.MET, Verdict.MET]
    assert main(["bundle", "--dist", str(dist), "--json", str(tmp_path / "out.json")]) == 0


@pytest.mark.parametrize(
    ("initial_bytes", "route_bytes", "missed"),
    [(300_000, 10_000, "initial JS (gzip)"), (60_000, 60_000, "lazy chunk LightFormPage (gzip)")],
)
def test_a_bundle_over_budget_fails_the_gate(
    tmp_path: Path, initial_bytes: int, route_bytes: int, missed: str
) -> None:
    dist = fake_dist(tmp_path, initial_bytes, route_bytes)
    results = bundle.check(bundle.measure(dist))
    failed = [r.metric for r in results if r.failed_gate]
    assert failed == [missed]
    # `python -m bench bundle` exits 1, which fails `make bench-smoke` and so `make test`.
    assert main(["bundle", "--dist", str(dist), "--json", str(tmp_path / "out.json")]) == 1
