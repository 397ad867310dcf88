"""Write web/src/catalogue.ts from journey/messages.py, so the web app shows the same strings.

Also web/src/catalogueFrame.ts: the few strings the first load of the app needs (the API client's
"service unavailable"), so that the whole catalogue stays out of the first download.
"""

import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
# Runnable as a plain script from any directory, installed package or not.
sys.path.insert(0, str(ROOT))

from journey.messages import CATALOGUE  # noqa: E402

TARGET = ROOT / "web" / "src" / "catalogue.ts"
FRAME_TARGET = ROOT / "web" / "src" / "catalogueFrame.ts"
FRAME_KEYS = ("SERVIZIO_NON_DISPONIBILE", "RISORSA_NON_TROVATA")
HEADER = "// generated from journey/messages.py — do not edit; run scripts/export_messages.py\n"


def _constant(name: str) -> str:
    return f"export const {name} = {json.dumps(CATALOGUE[name], ensure_ascii=False)} as const;\n"


def render_frame() -> str:
    """The first load's strings, one const each."""
    return HEADER + "\n" + "".join(_constant(name) for name in FRAME_KEYS)


def render() -> str:
    """The TypeScript module: one const per string and the catalogue object made of them
    (tuples become readonly arrays); the first load's strings come from catalogueFrame.ts."""
    frame = ", ".join(FRAME_KEYS)
    constants = "".join(_constant(name) for name in CATALOGUE if name not in FRAME_KEYS)
    names = "".join(f"  {name},\n" for name in CATALOGUE)
    return (
        f'{HEADER}\nimport {{ {frame} }} from "./catalogueFrame";\n\nexport {{ {frame} }};\n'
        f"{constants}\nexport const CATALOGUE = {{\n{names}}} as const;\n\n"
        "export type CatalogueKey = keyof typeof CATALOGUE;\n"
    )


def main() -> int:
    TARGET.parent.mkdir(parents=True, exist_ok=True)
    TARGET.write_text(render(), encoding="utf-8")
    FRAME_TARGET.write_text(render_frame(), encoding="utf-8")
    print(f"wrote {TARGET.relative_to(ROOT)} and {FRAME_TARGET.relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
