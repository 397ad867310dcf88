"""Applies the Alembic migrations; the same scripts serve SQLite and PostgreSQL."""

import sys
from pathlib import Path

from alembic import command
from alembic.config import Config

_MIGRATIONS = Path(__file__).parent / "migrations"


def alembic_config(url: str) -> Config:
    config = Config()
    config.set_main_option("script_location", str(_MIGRATIONS))
    config.set_main_option("sqlalchemy.url", url)
    return config


def upgrade(url: str) -> None:
    if url.startswith("sqlite"):
        path = url.split("///", 1)[-1]
        Path(path).parent.mkdir(parents=True, exist_ok=True)
    command.upgrade(alembic_config(url), "head")


if __name__ == "__main__":
    from runtime.settings import get_settings

    upgrade(sys.argv[1] if len(sys.argv) > 1 else get_settings().database_url)
