"""Every answer carries the security headers; the CSP lets through only what the app loads."""

import base64
import hashlib
from pathlib import Path
from typing import Any

import httpx
import pytest

from runtime.settings import Settings
from tests.conftest import TEST_ENCRYPTION_KEYS

FIRST_FRAME = "document.documentElement.dataset.frame = 'shell';"
INDEX = f"""<!doctype html>
<html lang="it"><head><script type="module" src="/main/assets/index.js"></script></head>
<body><div id="root"></div><script>{FIRST_FRAME}</script></body></html>"""


def csp_hash(script: str) -> str:
    return f"'sha256-{base64.b64encode(hashlib.sha256(script.encode()).digest()).decode()}'"


PAGES = [
    "/main/",
    "/main/informazioni-personali",
    "/main/assets/index.js",
    "/main/api/env",
    "/main/api/non-esiste",
    "/main/api/codec/decode",
]


@pytest.fixture
def dist(tmp_path: Path) -> Path:
    built = tmp_path / "dist"
    (built / "assets").mkdir(parents=True)
    (built / "index.html").write_text(INDEX)
    (built / "assets" / "index.js").write_text("export {};\n")
    return built


def settings(tmp_path: Path, dist: Path, **overrides: Any) -> Settings:
    if overrides.get("mode") == "production":
        overrides = {
            "token_secret": "x" * 40,
            "eidg_client_secret": "y" * 40,
            "idcheck_webhook_token": "w" * 40,
            "idcheck_api_token": "t" * 40,
            "backoffice_webhook_token": "b" * 40,
            "lender": "Credito Esempio S.p.A., Via Verdi 2, 10121 Torino (TO)",
            "database_url": "postgresql+psycopg://prestito@127.0.0.1:9/prestito",
            **overrides,
        }
    return Settings(
        var_dir=tmp_path,
        web_dist=dist,
        encryption_keys=TEST_ENCRYPTION_KEYS,  # type: ignore[arg-type]
        **overrides,
    )


def client(settings: Settings) -> httpx.AsyncClient:
    from api.main import create_app

    app = create_app(settings, temporal=object())  # type: ignore[arg-type]
    transport = httpx.ASGITransport(app=app, raise_app_exceptions=False)
    return httpx.AsyncClient(transport=transport, base_url="http://testserver")


def directives(policy: str) -> dict[str, list[str]]:
    parsed: dict[str, list[str]] = {}
    for part in filter(None, (p.strip() for p in policy.split(";"))):
        name, *values = part.split()
        parsed[name] = values
    return parsed


@pytest.mark.parametrize("path", PAGES)
async def test_every_answer_carries_the_security_headers(
    tmp_path: Path, dist: Path, path: str
) -> None:
    async with client(settings(tmp_path, dist)) as api:
        response = await api.get(path)
    assert response.headers["x-content-type-options"] == "nosniff"
    assert response.headers["x-frame-options"] == "DENY"
    assert response.headers["referrer-policy"] == "strict-origin-when-cross-origin"
    permissions = response.headers["permissions-policy"]
    assert "camera=(self)" in permissions and "microphone=()" in permissions
    assert "geolocation=()" in permissions and "payment=()" in permissions
    policy = directives(response.headers["content-security-policy"])
    assert policy["frame-ancestors"] == ["'none'"]
    assert policy["object-src"] == ["'none'"]
    # Plain http://localhost in the embedded run: no HSTS, which would stick to localhost.
    assert "strict-transport-security" not in response.headers


async def test_only_the_first_frame_script_runs_inline(tmp_path: Path, dist: Path) -> None:
    async with client(settings(tmp_path, dist)) as api:
        response = await api.get("/main/")
    policy = directives(response.headers["content-security-policy"])
    assert policy["default-src"] == ["'self'"]
    assert policy["script-src"] == ["'self'", csp_hash(FIRST_FRAME)]
    assert policy["connect-src"] == ["'self'"]
    assert policy["img-src"] == ["'self'", "data:"]
    assert policy["base-uri"] == ["'self'"] and policy["form-action"] == ["'self'"]
    assert "'unsafe-eval'" not in response.headers["content-security-policy"]


async def test_the_tag_manager_is_allowed_only_when_configured(tmp_path: Path, dist: Path) -> None:
    async with client(settings(tmp_path, dist, tag_manager_id="GTM-TEST1")) as api:
        response = await api.get("/main/")
    policy = directives(response.headers["content-security-policy"])
    assert "https://*.googletagmanager.com" in policy["script-src"]
    assert "https://*.google-analytics.com" in policy["connect-src"]
    assert "'unsafe-inline'" not in policy["script-src"]


async def test_production_adds_hsts(tmp_path: Path, dist: Path) -> None:
    async with client(settings(tmp_path, dist, mode="production")) as api:
        page = await api.get("/main/")
        answer = await api.get("/main/api/env")
    for response in (page, answer):
        assert response.headers["strict-transport-security"].startswith("max-age=31536000")


async def test_the_api_docs_may_load_swagger_ui_from_its_cdn(tmp_path: Path, dist: Path) -> None:
    async with client(settings(tmp_path, dist)) as api:
        response = await api.get("/main/api/docs")
    assert response.status_code == 200
    assert "/main/api/openapi.json" in response.text
    policy = directives(response.headers["content-security-policy"])
    assert "https://cdn.jsdelivr.net" in policy["script-src"]
    [start] = [v for v in policy["script-src"] if v.startswith("'sha256-")]
    inline = response.text.split("<script>", 1)[1].split("</script>", 1)[0]
    assert start == csp_hash(inline)
    assert response.headers["x-frame-options"] == "DENY"


async def test_api_answers_are_not_stored_unless_they_say_so(tmp_path: Path, dist: Path) -> None:
    async with client(settings(tmp_path, dist)) as api:
        answers = [await api.get(path) for path in PAGES]
    for path, response in zip(PAGES, answers, strict=True):
        if path.startswith("/main/api"):
            assert response.headers["cache-control"] == "no-store", path
        else:  # the web app's files keep their own: revalidated, or immutable assets
            assert "no-store" not in response.headers["cache-control"], path


async def test_personal_data_tokens_and_resume_codes_are_not_stored(
    api: httpx.AsyncClient,
) -> None:
    from tests.api.test_applications import PREFIX, start_body

    started = await api.post(PREFIX, json=start_body())
    app_id, auth = started.json()["applicationId"], {"b2b-authorization": started.json()["token"]}
    read = await api.get(f"{PREFIX}/{app_id}", headers=auth)
    saved = await api.post("/main/api/draft/create", headers=auth, json={"draftId": app_id})
    resumed = await api.post("/main/api/draft/resume", json={"code": saved.json()["code"]})
    refused = await api.get(f"{PREFIX}/{app_id}", headers=auth)
    for response in (started, read, saved, resumed, refused):
        assert response.headers["cache-control"] == "no-store", response.request.url
    assert resumed.status_code == 200 and refused.status_code == 401
    # A public list, the same for everyone, keeps the caching its route chose.
    lookups = await api.get("/main/api/cache/lookup")
    assert lookups.headers["cache-control"] == "public, max-age=3600"
