"""Percentiles and latency summaries: the only statistics the figures need."""

import math
from collections.abc import Sequence
from dataclasses import dataclass


def percentile(samples: Sequence[float], q: float) -> float:
    """The q-th percentile (0..100) with linear interpolation between ranks, as numpy's default.

    Interpolating keeps p99 of 200 samples meaningful: nearest-rank would report one sample.
    """
    if not samples:
        raise ValueError("percentile of no samples")
    if not 0 <= q <= 100:
        raise ValueError(f"percentile {q} is outside 0..100")
    ordered = sorted(samples)
    rank = (len(ordered) - 1) * q / 100
    low = math.floor(rank)
    high = math.ceil(rank)
    return ordered[low] + (ordered[high] - ordered[low]) * (rank - low)


@dataclass(frozen=True)
class Summary:
    """Latencies in milliseconds."""

    count: int
    p50: float
    p95: float
    p99: float
    mean: float
    max: float

    def line(self) -> str:
        return (
            f"n={self.count} p50={self.p50:.1f} p95={self.p95:.1f} "
            f"p99={self.p99:.1f} max={self.max:.1f} ms"
        )


def summarize(samples_ms: Sequence[float]) -> Summary:
    return Summary(
        count=len(samples_ms),
        p50=percentile(samples_ms, 50),
        p95=percentile(samples_ms, 95),
        p99=percentile(samples_ms, 99),
        mean=sum(samples_ms) / len(samples_ms),
        max=max(samples_ms),
    )
