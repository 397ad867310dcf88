"""Official reference data: comuni, provinces and CAPs from the files in `sandbox/data/`."""

import csv
import re
import unicodedata
from collections.abc import Iterable
from dataclasses import dataclass
from functools import cache
from pathlib import Path

DATA_DIR = Path(__file__).parent / "data"
ISTAT_FILE = DATA_DIR / "istat_elenco_comuni_italiani.csv"
CAP_FILE = DATA_DIR / "gi_cap.csv"
# Sardinia's comuni were renumbered by ISTAT in 2025 into these province codes; the CAP list
# already uses the new numbers while the ISTAT list we ship still has the old ones (see README).
SARDINIA_NEW_PROVINCE_CODES = ("112", "113", "114", "115", "116", "117", "118", "119")
SARDINIA_REGION_CODE = "20"


@dataclass(frozen=True)
class Comune:
    istat: str
    belfiore: str
    nome: str
    nome_altra_lingua: str
    sigla: str
    provincia: str
    regione: str
    ripartizione: str
    capoluogo: bool
    caps: tuple[str, ...]
    # True when the CAP list cannot name this comune's CAPs (the Sardinian renumbering).
    cap_incerto: bool


@dataclass(frozen=True)
class Provincia:
    sigla: str
    nome: str
    regione: str
    ripartizione: str


def normalize(text: str) -> str:
    """A key for comparing place names: no accents, no punctuation, no spaces, upper case.

    Users type 'AGLIE'' or 'Agliè', 'SANT ANGELO' or "Sant'Angelo"; all meet on one key.
    """
    plain = unicodedata.normalize("NFKD", text).encode("ascii", "ignore").decode("ascii")
    return re.sub(r"[^A-Z0-9]", "", plain.upper())


def _read_caps() -> tuple[dict[str, tuple[str, ...]], frozenset[str]]:
    caps: dict[str, set[str]] = {}
    sardinian: set[str] = set()
    with CAP_FILE.open(encoding="utf-8", newline="") as handle:
        for row in csv.reader(handle, delimiter=";"):
            if len(row) < 2 or not row[0].isdigit() or not re.fullmatch(r"\d{5}", row[1]):
                continue
            caps.setdefault(row[0], set()).add(row[1])
            if row[0][:3] in SARDINIA_NEW_PROVINCE_CODES:
                sardinian.add(row[1])
    return {code: tuple(sorted(values)) for code, values in caps.items()}, frozenset(sardinian)


@cache
def comuni() -> tuple[Comune, ...]:
    """Every comune of the ISTAT list, with its CAPs."""
    caps, sardinian_caps = _read_caps()
    result = []
    # ISTAT publishes the file in Windows-1252 with ';' separators and a two-line header cell.
    with ISTAT_FILE.open(encoding="cp1252", newline="") as handle:
        rows = csv.reader(handle, delimiter=";")
        next(rows)
        for row in rows:
            istat = row[4]
            own_caps = caps.get(istat, ())
            uncertain = not own_caps and row[0] == SARDINIA_REGION_CODE
            result.append(
                Comune(
                    istat=istat,
                    belfiore=row[19],
                    nome=row[6],
                    nome_altra_lingua=row[7],
                    sigla=row[14],
                    provincia=row[11],
                    regione=row[10],
                    ripartizione=row[9],
                    capoluogo=row[13] == "1",
                    caps=tuple(sorted(sardinian_caps)) if uncertain else own_caps,
                    cap_incerto=uncertain,
                )
            )
    return tuple(result)


@cache
def province() -> tuple[Provincia, ...]:
    """The 107 provinces (and equivalent units), sorted by sigla."""
    seen: dict[str, Provincia] = {}
    for comune in comuni():
        seen.setdefault(
            comune.sigla,
            Provincia(comune.sigla, comune.provincia, comune.regione, comune.ripartizione),
        )
    return tuple(sorted(seen.values(), key=lambda p: p.sigla))


@cache
def _by_name() -> dict[str, tuple[Comune, ...]]:
    index: dict[str, list[Comune]] = {}
    for comune in comuni():
        names = {comune.nome, comune.nome_altra_lingua, *comune.nome.split("/")}
        for name in filter(None, names):
            index.setdefault(normalize(name), []).append(comune)
    return {key: tuple(values) for key, values in index.items()}


@cache
def _by_belfiore() -> dict[str, Comune]:
    return {comune.belfiore: comune for comune in comuni()}


def provincia(sigla: str) -> Provincia | None:
    wanted = sigla.strip().upper()
    return next((p for p in province() if p.sigla == wanted), None)


def find_comune(nome: str, sigla: str | None = None) -> Comune | None:
    """The comune called `nome` (in province `sigla` when given)."""
    matches = _by_name().get(normalize(nome), ())
    if sigla:
        matches = tuple(c for c in matches if c.sigla == sigla.strip().upper())
    return matches[0] if len(matches) == 1 else None


def comuni_named(nome: str) -> tuple[Comune, ...]:
    return _by_name().get(normalize(nome), ())


def comune_by_belfiore(code: str) -> Comune | None:
    return _by_belfiore().get(code.upper())


def comuni_with_cap(cap: str) -> tuple[Comune, ...]:
    return tuple(c for c in comuni() if cap in c.caps and not c.cap_incerto)


def search_comuni(text: str, sigla: str | None = None, limit: int = 50) -> list[Comune]:
    """Comuni whose name starts with `text`, then those containing it."""
    key = normalize(text)
    pool: Iterable[Comune] = comuni()
    if sigla:
        pool = [c for c in pool if c.sigla == sigla.upper()]
    starts = [c for c in pool if normalize(c.nome).startswith(key)]
    inside = [c for c in pool if key in normalize(c.nome) and c not in starts]
    return (starts + inside)[:limit]


@cache
def all_caps() -> frozenset[str]:
    return frozenset(cap for comune in comuni() for cap in comune.caps)


def comuni_of_province(sigla: str) -> list[Comune]:
    """Every comune of a province, by name."""
    wanted = sigla.strip().upper()
    return sorted((c for c in comuni() if c.sigla == wanted), key=lambda c: c.nome)
