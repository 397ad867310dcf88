"""One row per measured figure, checked against its budget, printed as a Markdown table."""

import json
from dataclasses import asdict, dataclass
from enum import StrEnum
from pathlib import Path


class Verdict(StrEnum):
    MET = "met"
    MISSED = "MISSED"
    INFO = "-"
    NOT_MEASURED = "not measured"


@dataclass(frozen=True)
class Result:
    """A measured value; `budget` with `at_most` says which side of it is good."""

    figure: str
    metric: str
    value: float | None
    unit: str
    budget: float | None = None
    at_most: bool = True
    # Only a gating budget turns a miss into a failed command (the bundle size in CI).
    gate: bool = False
    note: str = ""

    @property
    def verdict(self) -> Verdict:
        if self.value is None:
            return Verdict.NOT_MEASURED
        if self.budget is None:
            return Verdict.INFO
        within = self.value <= self.budget if self.at_most else self.value >= self.budget
        return Verdict.MET if within else Verdict.MISSED

    @property
    def failed_gate(self) -> bool:
        return self.gate and self.verdict is Verdict.MISSED


def _number(value: float | None, unit: str) -> str:
    if value is None:
        return "-"
    if float(value).is_integer():
        return f"{value:.0f}"
    return f"{value:.2f}" if abs(value) < 10 else f"{value:.1f}"


def render(results: list[Result]) -> str:
    lines = [
        "| figure | metric | measured | budget | verdict | note |",
        "|---|---|---|---|---|---|",
    ]
    for result in results:
        budget = "-"
        if result.budget is not None:
            sign = "≤" if result.at_most else "≥"
            budget = f"{sign} {_number(result.budget, result.unit)} {result.unit}"
            if result.gate:
                budget += " (gate)"
        measured = f"{_number(result.value, result.unit)} {result.unit}".strip()
        if result.value is None:
            measured = "-"
        lines.append(
            f"| {result.figure} | {result.metric} | {measured} | {budget} "
            f"| {result.verdict} | {result.note} |"
        )
    return "\n".join(lines)


def render_docs(results: list[Result], commands: dict[str, str], date: str, machine: str) -> str:
    """The table of docs/benchmarks.md: figure, budget, measured value, date, machine, command."""
    lines = [
        "| figure | metric | budget | measured | verdict | date | machine | command |",
        "|---|---|---|---|---|---|---|---|",
    ]
    for result in results:
        budget = "-"
        if result.budget is not None:
            sign = "≤" if result.at_most else "≥"
            budget = f"{sign} {_number(result.budget, result.unit)} {result.unit}".strip()
        measured = "-" if result.value is None else f"{_number(result.value, result.unit)}"
        measured = f"{measured} {result.unit}".strip() if result.value is not None else measured
        command = commands.get(result.figure, "python -m bench")
        lines.append(
            f"| {result.figure} | {result.metric} | {budget} | {measured} | {result.verdict} "
            f"| {date} | {machine} | `{command}` |"
        )
    return "\n".join(lines)


def save(results: list[Result], path: Path, context: dict[str, object]) -> None:
    rows = [{**asdict(result), "verdict": str(result.verdict)} for result in results]
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps({**context, "results": rows}, indent=2, ensure_ascii=False))
