"""Figure 6a: gzip size of the initial JavaScript and of every lazy chunk after `vite build`.

The initial JavaScript is what `index.html` loads before the first page can render: the entry
module and the chunks Vite lists as `modulepreload`. Every other chunk is fetched by a lazy route.
This is the one gating budget: a miss fails `make bench-smoke`, hence `make test`.
"""

import gzip
import re
import subprocess
import tempfile
from dataclasses import dataclass
from pathlib import Path

from bench.report import Result
from bench.stack import ROOT

FIGURE = "6 bundle"
INITIAL_BUDGET_KB = 150.0
CHUNK_BUDGET_KB = 30.0
WEB = ROOT / "web"
NPM_EXEC_VITE = ("npm", "exec", "--no", "--", "vite")
_REFERENCE = re.compile(
    r"""<script[^>]*\btype="module"[^>]*\bsrc="([^"]+\.js)"|"""
    r"""<link[^>]*\brel="modulepreload"[^>]*\bhref="([^"]+\.js)\""""
)


def gzip_kb(path: Path) -> float:
    """Gzip size in kB (1000 bytes, as Vite reports it), at gzip's default level 6."""
    return len(gzip.compress(path.read_bytes(), compresslevel=6)) / 1000


@dataclass(frozen=True)
class Bundle:
    initial: dict[str, float]
    lazy: dict[str, float]

    @property
    def initial_kb(self) -> float:
        return sum(self.initial.values())


def measure(dist: Path) -> Bundle:
    """Sizes of the built app in `dist`; names relative to `dist`."""
    html = (dist / "index.html").read_text()
    initial_names = {
        (script or preload).rsplit("/assets/", 1)[-1]
        for script, preload in _REFERENCE.findall(html)
    }
    if not initial_names:
        raise ValueError(f"{dist / 'index.html'} loads no JavaScript module")
    chunks = {path.name: gzip_kb(path) for path in sorted((dist / "assets").glob("*.js"))}
    missing = initial_names - chunks.keys()
    if missing:
        raise ValueError(f"index.html loads chunks that are not in assets/: {sorted(missing)}")
    return Bundle(
        initial={name: chunks[name] for name in sorted(initial_names)},
        lazy={name: size for name, size in chunks.items() if name not in initial_names},
    )


def check(bundle: Bundle) -> list[Result]:
    """The budgets as gating results: the initial total, then each lazy chunk."""
    results = [
        Result(
            FIGURE,
            "initial JS (gzip)",
            round(bundle.initial_kb, 2),
            "kB",
            INITIAL_BUDGET_KB,
            gate=True,
            note=" + ".join(f"{_chunk(name)} {size:.1f}" for name, size in bundle.initial.items()),
        )
    ]
    for name, size in bundle.lazy.items():
        results.append(
            Result(
                FIGURE,
                f"lazy chunk {_chunk(name)} (gzip)",
                round(size, 2),
                "kB",
                CHUNK_BUDGET_KB,
                gate=True,
            )
        )
    return results


def _chunk(name: str) -> str:
    """The chunk's name without Vite's content hash."""
    return re.sub(r"-[\w-]{8}\.js$", "", name)


def build(out_dir: Path) -> None:
    """`vite build` of the current sources into `out_dir`, leaving web/dist alone."""
    subprocess.run(
        # `npm exec` finds vite wherever the workspace install put it, and never downloads it.
        [*NPM_EXEC_VITE, "build", "--outDir", str(out_dir), "--emptyOutDir", "--logLevel", "warn"],
        cwd=WEB,
        check=True,
    )


def run(smoke: bool, dist: Path | None = None) -> list[Result]:
    # The smoke check reads the web/dist that `make test` has just built; the full run builds
    # the current sources itself, so the figure never comes from a stale build.
    if dist is None and smoke and (WEB / "dist" / "index.html").exists():
        dist = WEB / "dist"
    if dist is not None:
        return _report(measure(dist), dist)
    with tempfile.TemporaryDirectory(prefix="prestito-bench-dist-") as scratch:
        build(Path(scratch))
        return _report(measure(Path(scratch)), Path("vite build of the working tree"))


def _report(bundle: Bundle, source: Path) -> list[Result]:
    print(f"  {source}: initial {bundle.initial_kb:.1f} kB gzip, {len(bundle.lazy)} lazy chunks")
    return check(bundle)
