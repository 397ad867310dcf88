"""The back-office services; importing a module registers its serviceIds."""

import importlib

MODULES = ("session", "checks", "fiscal_code")


def load() -> None:
    for name in MODULES:
        importlib.import_module(f"sandbox.services.{name}")
