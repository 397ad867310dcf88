"""Write web/src/lib/routeTable.ts from journey/routes.py, so the web app has the server's routes.

One const per route (`Route.INFORMAZIONI_PERSONALI` → `informazioniPersonali`), so that the bundle
keeps only the ones the app uses; the step pages and those that need an application as sets of
paths; the /typ outcome codes as a type.
"""

import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
# Runnable as a plain script from any directory, installed package or not.
sys.path.insert(0, str(ROOT))

from journey.routes import NEEDS_APPLICATION, STEP_PAGES, Esito, Route  # noqa: E402

TARGET = ROOT / "web" / "src" / "lib" / "routeTable.ts"
HEADER = "// generated from journey/routes.py — do not edit; run scripts/export_routes.py\n"


def const_name(route: Route) -> str:
    """INFORMAZIONI_PERSONALI → informazioniPersonali."""
    first, *rest = route.name.lower().split("_")
    return first + "".join(word.capitalize() for word in rest)


def _path_set(name: str, doc: str, routes: frozenset[Route]) -> str:
    # In the enum's order, so that the file does not change with set iteration order.
    members = ", ".join(const_name(route) for route in Route if route in routes)
    return f"\n/** {doc} */\nexport const {name}: ReadonlySet<string> = new Set([{members}]);\n"


def render() -> str:
    """The TypeScript module: the paths, the two sets of step pages, the outcome codes."""
    paths = "".join(f"export const {const_name(r)} = {json.dumps(r.value)};\n" for r in Route)
    esiti = " | ".join(json.dumps(esito.value) for esito in Esito)
    return (
        f"{HEADER}\n/** {Route.__doc__} */\n{paths}"
        + _path_set(
            "STEP_PAGES", "Step pages: only the server's route may be shown there.", STEP_PAGES
        )
        + _path_set(
            "NEEDS_APPLICATION",
            "Step pages reached without an application: §4's generic error.",
            NEEDS_APPLICATION,
        )
        + f"\n/** {Esito.__doc__} */\nexport type Esito = {esiti};\n"
    )


def main() -> int:
    TARGET.write_text(render(), encoding="utf-8")
    print(f"wrote {TARGET.relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
