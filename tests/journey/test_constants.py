"""§9 business constants, and the promise that journey/ does no I/O."""

import ast
from pathlib import Path

import pytest

from journey import constants as c

JOURNEY = Path(__file__).resolve().parents[2] / "journey"


@pytest.mark.parametrize(
    ("value", "expected"),
    [
        (c.APPLICATION, "TYPDS"),
        (c.TIPO_PROCEDURA, "PP"),
        (c.TIPO_PRODOTTO, "PP"),
        (c.CODICE_APP, "DS"),
        (c.LEGACY_USER, "WPDSTRA"),
        (c.CRM_PRODUCT_CODE, "1;146"),
        (c.PROFESSIONE, "2"),
        (c.TIPO_OFFERTA, "2"),
        (c.CANALE_ACQUISIZIONE, "MAP"),
        (c.TIPO_CARICAMENTO, "ES"),
        (c.FASE, "SIM"),
        (c.PROCEDURA_FIRMA, "CO"),
        (c.TIPO_MITTENTE, "CV"),
        (c.CODICE_MITTENTE, "12"),
        (c.TIPO_TELEFONO, "TC"),
        (c.ATTIVITA_DIPENDENTE, "DIP"),
        (c.TEMP_KEY_PREFIX, "TMPSAP_"),
        (
            dict(c.SURVEY_DEFAULTS),
            {"finanz": 1, "carte": 1, "acquistiInternet": 3, "homeBanking": 3},
        ),
        (c.OTP_LENGTH, 6),
        (c.REQUEST_NUMBER_DIGITS, 8),
        (c.NEW_CUSTOMER_MAX_CLUSTER, 100),
        (c.SPID_ERROR_LIMIT, 2),
        (c.MOBILE_BREAKPOINT_PX, 900),
        (c.HELPER_DEFAULT_BREAKPOINT_PX, 600),
        (c.QR_CODE_SIZE, 115),
        (c.DEFAULT_LOG_LEVEL, "info"),
        (c.CENTS_PER_EURO, 100),
    ],
)
def test_spec_9_constants(value: object, expected: object) -> None:
    assert value == expected


FORBIDDEN = {
    "temporalio", "fastapi", "sqlalchemy", "httpx", "requests", "socket", "subprocess",
    "aiosmtplib", "psycopg", "starlette", "os", "pathlib", "time", "random", "uuid", "asyncio",
    "io", "shutil", "urllib.request", "zoneinfo",
}  # fmt: skip


def _imports(path: Path) -> set[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    names: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module:
            names.add(node.module)
    return names


@pytest.mark.parametrize(
    "path", sorted(JOURNEY.rglob("*.py")), ids=lambda p: str(p.relative_to(JOURNEY))
)
def test_journey_imports_no_io_clock_or_framework(path: Path) -> None:
    imported = _imports(path)
    bad = {n for n in imported for f in FORBIDDEN if n == f or n.startswith(f + ".")}
    assert not bad, f"{path.name} imports {bad}"
