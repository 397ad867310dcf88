"""Alembic environment: runs migrations online against the configured URL."""

from alembic import context
from sqlalchemy import create_engine

from store.models import Base

config = context.config


def run() -> None:
    engine = create_engine(config.get_main_option("sqlalchemy.url") or "")
    with engine.connect() as connection:
        # render_as_batch lets ALTER TABLE migrations work on SQLite too.
        context.configure(
            connection=connection, target_metadata=Base.metadata, render_as_batch=True
        )
        with context.begin_transaction():
            context.run_migrations()
    engine.dispose()


run()
