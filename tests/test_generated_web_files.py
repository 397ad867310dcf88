"""The web app's files generated from the server are what their scripts write today."""

import importlib.util
from pathlib import Path
from types import ModuleType

import pytest

ROOT = Path(__file__).resolve().parent.parent


def _script(name: str) -> ModuleType:
    spec = importlib.util.spec_from_file_location(name, ROOT / "scripts" / f"{name}.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.mark.parametrize(
    ("script", "target", "render"),
    [
        ("export_api_types", "web/src/api/types.ts", "render"),
        ("export_routes", "web/src/lib/routeTable.ts", "render"),
        ("export_messages", "web/src/catalogue.ts", "render"),
        ("export_messages", "web/src/catalogueFrame.ts", "render_frame"),
    ],
)
def test_committed_file_equals_the_generated_one(script: str, target: str, render: str) -> None:
    generated = getattr(_script(script), render)()
    committed = (ROOT / target).read_text(encoding="utf-8")
    assert committed == generated, f"{target} is stale: run python scripts/{script}.py"
