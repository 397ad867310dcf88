"""py-spy attached to the product's processes while a figure runs, and the hottest frames.

`python -m bench steps --profile var/bench/profile` writes one collapsed-stack file per process
(open it in speedscope or flamegraph.pl) and prints the frames that hold the most samples.
"""

import signal
import subprocess
import sys
from collections import Counter
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from bench.stack import Stack

PY_SPY = Path(sys.executable).parent / "py-spy"


@contextmanager
def profiled(stack: Stack, names: tuple[str, ...], out_dir: Path, label: str) -> Iterator[None]:
    if not PY_SPY.exists():
        raise SystemExit(f"--profile needs py-spy in the venv ({PY_SPY}): make install-dev")
    out_dir.mkdir(parents=True, exist_ok=True)
    recorders: list[tuple[Path, subprocess.Popen[bytes]]] = []
    for name in names:
        output = out_dir / f"{label}-{name}.txt"
        recorders.append(
            (
                output,
                subprocess.Popen(
                    [
                        str(PY_SPY),
                        "record",
                        "--pid",
                        str(stack.pid(name)),
                        "--format",
                        "raw",
                        "--rate",
                        "250",
                        "--nonblocking",
                        "--output",
                        str(output),
                    ],
                    stdout=subprocess.DEVNULL,
                    stderr=subprocess.DEVNULL,
                ),
            )
        )
    try:
        yield
    finally:
        for output, recorder in recorders:
            # py-spy writes its file when interrupted, as on Ctrl-C.
            recorder.send_signal(signal.SIGINT)
            recorder.wait(timeout=30)
            print(f"  profile {output}")
            for line in hottest(output):
                print(f"    {line}")


OWN_CODE = ("journey/", "workflows/", "activities/", "api/", "store/", "runtime/", "sandbox/")


def hottest(collapsed: Path, top: int = 8) -> list[str]:
    """Where the samples are: the leaf frames (self time), then our own frames (inclusive)."""
    if not collapsed.exists():
        return ["no samples written"]
    leaves: Counter[str] = Counter()
    own: Counter[str] = Counter()
    total = 0
    for line in collapsed.read_text().splitlines():
        stack, _, count = line.rpartition(" ")
        if not stack or not count.isdigit():
            continue
        samples = int(count)
        total += samples
        frames = [_short(frame) for frame in stack.split(";")]
        leaves[frames[-1]] += samples
        for frame in {frame for frame in frames if frame.split(" (")[-1].startswith(OWN_CODE)}:
            own[frame] += samples
    if not total:
        return ["no samples written"]
    lines = [f"{total} samples; self time:"]
    lines += [f"  {100 * n / total:5.1f}%  {frame}" for frame, n in leaves.most_common(top)]
    lines.append("our code, inclusive:")
    lines += [f"  {100 * n / total:5.1f}%  {frame}" for frame, n in own.most_common(top)]
    return lines


def _short(frame: str) -> str:
    """`function (path/to/module.py:42)` without the line and the site-packages prefix."""
    name, _, where = frame.partition(" (")
    module = where.split(":")[0].split("site-packages/")[-1].removeprefix(str(Path.cwd()) + "/")
    return f"{name} ({module})"
