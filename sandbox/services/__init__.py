"""The back-office services; importing a module registers its serviceIds."""

import importlib

MODULES = (
    "session",
    "checks",
    "fiscal_code",
    "places",
    "employment",
    "identity_documents",
    "document_files",
    "lookups",
    "simulation",
    "secci",
    "crm",
    "practices",
    "signing",
    "notifications",
    "arrival",
)


def load() -> None:
    for name in MODULES:
        importlib.import_module(f"sandbox.services.{name}")
