"""Figure 8: text recognition of the documents step, seconds per side and fields read right.

Synthetic documents (tests/recognition/synthetic.py), every kind and side, as scans and as phone
photos, from fixed seeds. Each side goes through what the activity will do: the upload's bytes
cleaned (recognition.uploads), then read (recognition.cards). One process, one side at a time,
OMP_THREAD_LIMIT=1: a side uses one core, as in the worker. A field is right when it equals the
ground truth; a wrong field (read, but not what the document says) is counted apart from an
empty one, because the applicant may not notice it.
"""

import io
import os
import time
from collections import defaultdict
from datetime import date
from typing import Final

from bench.report import Result
from bench.stats import percentile
from recognition.cards import recognise
from recognition.models import DocumentKind
from recognition.ocr import reader
from recognition.uploads import clean_upload
from tests.recognition import synthetic

FIGURE: Final = "8 recognition"
TODAY: Final = date(2026, 11, 23)
FULL_SEEDS: Final = 10
MEDIAN_BUDGET_SECONDS: Final = 1.5
ACCURACY_BUDGET_PERCENT: Final = 95.0


def _upload_bytes(sample: synthetic.Sample) -> bytes:
    buffer = io.BytesIO()
    sample.image.save(buffer, "JPEG", quality=90)
    return buffer.getvalue()


def run(smoke: bool) -> list[Result]:
    os.environ.setdefault("OMP_THREAD_LIMIT", "1")
    seeds = range(1) if smoke else range(FULL_SEEDS)
    # The smoke run (part of `make test`) reads one scan of each side: a few seconds.
    photos = (False,) if smoke else (False, True)
    reader()  # loading the models is the worker's start-up, not a side's reading
    seconds: list[float] = []
    by_source: dict[str, list[float]] = defaultdict(list)
    right: dict[DocumentKind, int] = defaultdict(int)
    wrong: dict[DocumentKind, int] = defaultdict(int)
    total: dict[DocumentKind, int] = defaultdict(int)
    for kind in DocumentKind:
        for seed in seeds:
            for phone in photos:
                for sample in synthetic.samples(kind, seed, today=TODAY, phone=phone):
                    data = _upload_bytes(sample)
                    began = time.perf_counter()
                    read = recognise(clean_upload(data).image, kind, sample.side, today=TODAY)
                    seconds.append(time.perf_counter() - began)
                    by_source["phone photos" if phone else "scans"].append(seconds[-1])
                    for name, expected in sample.truth.items():
                        total[kind] += 1
                        found = getattr(read, name)
                        right[kind] += found == expected
                        wrong[kind] += found is not None and found != expected
    sides = len(seconds)
    all_right, all_wrong, all_total = sum(right.values()), sum(wrong.values()), sum(total.values())
    note = (
        f"n={sides} sides ({len(seeds)} seed(s) x {'scan' if smoke else 'scan + phone'}"
        f" x 7 kinds), upload cleaning + reading, 1 core"
    )
    results = [
        Result(
            FIGURE, "seconds per side p50", percentile(seconds, 50), "s", MEDIAN_BUDGET_SECONDS,
            note=note,
        ),
        Result(FIGURE, "seconds per side p95", percentile(seconds, 95), "s"),
        *(
            Result(
                FIGURE,
                f"{source}: p50 / p95",
                percentile(times, 50),
                "s",
                note=f"p95 {percentile(times, 95):.2f} s, n={len(times)}",
            )
            for source, times in by_source.items()
        ),
        Result(
            FIGURE, "fields read right", 100 * all_right / all_total, "%", ACCURACY_BUDGET_PERCENT,
            at_most=False, note=f"{all_right} of {all_total} fields",
        ),
        Result(
            FIGURE, "fields read wrong", 100 * all_wrong / all_total, "%",
            note=f"{all_wrong} read but not what the document says; the rest left empty",
        ),
    ]  # fmt: skip
    for kind in DocumentKind:
        results.append(
            Result(
                FIGURE,
                f"right: {kind.name.lower()}",
                100 * right[kind] / total[kind],
                "%",
                note=f"{right[kind]}/{total[kind]}, {wrong[kind]} wrong",
            )
        )
    return results
