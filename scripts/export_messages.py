"""Write web/src/catalogue.ts from journey/messages.py, so the web app shows the same strings."""

import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
# Runnable as a plain script from any directory, installed package or not.
sys.path.insert(0, str(ROOT))

from journey.messages import CATALOGUE  # noqa: E402

TARGET = ROOT / "web" / "src" / "catalogue.ts"
HEADER = "// generated from journey/messages.py — do not edit; run scripts/export_messages.py\n"


def render() -> str:
    """The TypeScript module: the catalogue as a const object (tuples become readonly arrays)."""
    body = json.dumps(CATALOGUE, ensure_ascii=False, indent=2)
    return (
        f"{HEADER}\nexport const CATALOGUE = {body} as const;\n\n"
        "export type CatalogueKey = keyof typeof CATALOGUE;\n"
    )


def main() -> int:
    TARGET.parent.mkdir(parents=True, exist_ok=True)
    TARGET.write_text(render(), encoding="utf-8")
    print(f"wrote {TARGET.relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
