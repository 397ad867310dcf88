"""Write web/src/api/types.ts from the API's OpenAPI, so the browser's types are the server's.

One TypeScript declaration per schema in `components.schemas`: objects become interfaces, string
enums unions of literals. The rules, kept to what our schemas use:

- `$ref` → the schema's name; `anyOf` → a union (`{"type": "null"}` → `null`); `enum`/`const` →
  literals; `array` → `T[]`; `additionalProperties: T` → `Record<string, T>`; an object with no
  properties, or a schema with no type, → `Record<string, unknown>` / `unknown`.
- A property is optional (`?`) only when the schema neither requires it nor gives it a default:
  a field with a default is always in the server's answers, and the browser sends whole forms.
- An open object (`additionalProperties: true`) keeps only its named properties: the browser
  reads none of the others.

Then `StepUpdate`, from the paths: every POST /applications/{application_id}/<endpoint> (fixed
segments, like `onfido/check`; a path with a parameter is not one) that answers a StepResult is
a step's Update, and the web app sends it as {endpoint, body}, so a new step's API route needs
nothing written by hand in the browser's client or journey machine.
"""

import json
import re
import sys
import tempfile
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
# Runnable as a plain script from any directory, installed package or not.
sys.path.insert(0, str(ROOT))

TARGET = ROOT / "web" / "src" / "api" / "types.ts"
HEADER = "// generated from the API's OpenAPI — do not edit; run scripts/export_api_types.py\n"
_UPDATE_PATH = re.compile(r"/applications/\{application_id\}/([a-z-]+(?:/[a-z-]+)*)$")
_STEP_RESULT = {"$ref": "#/components/schemas/StepResult"}
_SCALARS = {"string": "string", "integer": "number", "number": "number", "boolean": "boolean"}

Schema = dict[str, Any]


def openapi() -> Schema:
    """The OpenAPI of the app `api.main:create_app` builds; nothing is started or written."""
    from api.main import create_app
    from runtime.settings import Settings

    with tempfile.TemporaryDirectory() as scratch:
        # Explicit secrets and an in-memory database: building the app must not touch var/.
        settings = Settings(
            mode="development",
            var_dir=Path(scratch),
            database_url="sqlite:///:memory:",
            web_dist=Path(scratch),
            token_secret="openapi-export-" + "x" * 32,
            encryption_keys="export:" + "A" * 43 + "=",
        )
        return create_app(settings).openapi()


def type_of(schema: Schema) -> str:
    """The TypeScript type for one (sub)schema."""
    if "$ref" in schema:
        return str(schema["$ref"]).rsplit("/", 1)[-1]
    if "anyOf" in schema:
        return " | ".join(dict.fromkeys(type_of(member) for member in schema["anyOf"]))
    if "const" in schema:
        return json.dumps(schema["const"])
    if "enum" in schema:
        return " | ".join(json.dumps(value) for value in schema["enum"])
    kind = schema.get("type")
    if kind in _SCALARS:
        return _SCALARS[kind]
    if kind == "null":
        return "null"
    if kind == "array":
        item = type_of(schema.get("items", {}))
        return f"({item})[]" if " | " in item else f"{item}[]"
    if kind == "object":
        extra = schema.get("additionalProperties")
        return f"Record<string, {type_of(extra) if isinstance(extra, dict) else 'unknown'}>"
    return "unknown"


def _doc(text: str | None, indent: str = "") -> str:
    if not text:
        return ""
    lines = text.strip().replace("*/", "*\\/").splitlines()
    if len(lines) == 1:
        return f"{indent}/** {lines[0]} */\n"
    body = "".join(f"{indent} *{' ' + line if line else ''}\n" for line in lines)
    return f"{indent}/**\n{body}{indent} */\n"


def _key(name: str) -> str:
    return name if name.isidentifier() else json.dumps(name)


def declaration(name: str, schema: Schema) -> str:
    """`export interface` for an object with properties, `export type` for anything else."""
    doc = _doc(schema.get("description"))
    properties: dict[str, Schema] = schema.get("properties", {})
    if not properties:
        return f"{doc}export type {name} = {type_of(schema)};\n"
    required = set(schema.get("required", []))
    members = "".join(
        _doc(prop.get("description"), "  ")
        + f"  {_key(key)}{'' if key in required or 'default' in prop else '?'}: {type_of(prop)};\n"
        for key, prop in properties.items()
    )
    return f"{doc}export interface {name} {{\n{members}}}\n"


def _json_schema(content: Schema | None) -> Schema | None:
    return (content or {}).get("content", {}).get("application/json", {}).get("schema")


def step_updates(paths: dict[str, Schema]) -> str:
    """`StepUpdate`: the endpoint and body of each POST that answers a StepResult, by endpoint."""
    members = {}
    for path, operations in paths.items():
        match = _UPDATE_PATH.search(path)
        post = operations.get("post")
        if match and post and _json_schema(post["responses"].get("200")) == _STEP_RESULT:
            body = _json_schema(post.get("requestBody"))
            body_type = type_of(body) if body else "Record<string, never>"
            members[match[1]] = f'  | {{ endpoint: "{match[1]}"; body: {body_type} }}'
    union = "\n".join(members[endpoint] for endpoint in sorted(members))
    return (
        "\n/** An Update of an application: POST /applications/{application_id}/<endpoint>. */\n"
        f"export type StepUpdate =\n{union};\n"
    )


def render(spec: Schema | None = None) -> str:
    """The TypeScript module: a declaration per schema, in the OpenAPI's order; StepUpdate."""
    spec = spec or openapi()
    schemas: dict[str, Schema] = spec["components"]["schemas"]
    declarations = "".join(f"\n{declaration(name, s)}" for name, s in schemas.items())
    return HEADER + declarations + step_updates(spec["paths"])


def main() -> int:
    TARGET.write_text(render(), encoding="utf-8")
    print(f"wrote {TARGET.relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
