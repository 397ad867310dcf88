"""Security headers on every answer: a CSP allowing only what the app loads, and the rest."""

import base64
import hashlib
import re

from fastapi import FastAPI, Request
from fastapi.openapi.docs import get_swagger_ui_html
from fastapi.responses import HTMLResponse
from starlette.datastructures import MutableHeaders
from starlette.types import ASGIApp, Message, Receive, Scope, Send

from runtime.settings import Settings

# Google Tag Manager and the Google Analytics 4 tags it loads, as Google's CSP guide lists them.
# Only in the policy when PRESTITO_TAG_MANAGER_ID is set, like the script itself.
TAG_MANAGER_SOURCES = {
    "script-src": ("https://*.googletagmanager.com",),
    "img-src": ("https://*.google-analytics.com", "https://*.googletagmanager.com"),
    "connect-src": (
        "https://*.google-analytics.com",
        "https://*.analytics.google.com",
        "https://*.googletagmanager.com",
    ),
}
# FastAPI's docs page loads Swagger UI from this CDN and its icon from FastAPI's site.
SWAGGER_CDN = "https://cdn.jsdelivr.net"
SWAGGER_ICON = "https://fastapi.tiangolo.com"
HSTS = "max-age=31536000; includeSubDomains"

_INLINE_SCRIPT = re.compile(
    r"<script(?![^>]*\bsrc=)[^>]*>(.*?)</script>", re.DOTALL | re.IGNORECASE
)


def inline_script_hashes(html: str) -> list[str]:
    """CSP sources for the inline scripts of a page we serve, so that only they may run."""
    return [
        f"'sha256-{base64.b64encode(hashlib.sha256(body.encode()).digest()).decode()}'"
        for body in _INLINE_SCRIPT.findall(html)
    ]


def content_security_policy(sources: dict[str, tuple[str, ...]]) -> str:
    return "; ".join(f"{name} {' '.join(values)}" for name, values in sources.items())


def app_policy(settings: Settings) -> str:
    """The web app's policy: its own files, index.html's first-frame script, nothing else."""
    index = settings.web_dist / "index.html"
    first_frame = inline_script_hashes(index.read_text()) if index.exists() else []
    tag_manager = TAG_MANAGER_SOURCES if settings.tag_manager_id else {}
    return content_security_policy(
        {
            "default-src": ("'self'",),
            # The hashes let index.html's first-frame script run (it paints before any module
            # loads); an injected script has another hash and does not run.
            "script-src": ("'self'", *first_frame, *tag_manager.get("script-src", ())),
            # Chakra UI (Emotion) writes its styles into <style> elements at run time and React
            # sets style attributes: both need 'unsafe-inline', and a nonce would mean rewriting
            # index.html per answer. Styles cannot run code, so this is the accepted compromise.
            "style-src": ("'self'", "'unsafe-inline'"),
            "img-src": ("'self'", "data:", *tag_manager.get("img-src", ())),
            "connect-src": ("'self'", *tag_manager.get("connect-src", ())),
            # The SECCI page shows the PDF it fetched with the token in a frame, as an object URL.
            "frame-src": ("blob:",),
            "object-src": ("'none'",),
            "base-uri": ("'self'",),
            "form-action": ("'self'",),
            "frame-ancestors": ("'none'",),
        }
    )


def docs_policy(html: str) -> str:
    """The API docs page only: Swagger UI from its CDN and the page's own start-up script."""
    return content_security_policy(
        {
            "default-src": ("'self'",),
            "script-src": ("'self'", SWAGGER_CDN, *inline_script_hashes(html)),
            # Swagger UI sets style attributes as it draws; this page holds no applicant data.
            "style-src": ("'self'", SWAGGER_CDN, "'unsafe-inline'"),
            "img-src": ("'self'", "data:", SWAGGER_ICON),
            "connect-src": ("'self'",),
            "object-src": ("'none'",),
            "base-uri": ("'self'",),
            "form-action": ("'self'",),
            "frame-ancestors": ("'none'",),
        }
    )


def response_headers(settings: Settings) -> dict[str, str]:
    headers = {
        "content-security-policy": app_policy(settings),
        "x-content-type-options": "nosniff",
        "x-frame-options": "DENY",
        "referrer-policy": "strict-origin-when-cross-origin",
        # The documents step will take photos with the phone's camera; nothing else is used.
        "permissions-policy": "camera=(self), microphone=(), geolocation=(), payment=()",
    }
    # Production runs behind HTTPS; the embedded run is plain http://localhost.
    if settings.mode == "production":
        headers["strict-transport-security"] = HSTS
    return headers


# The API's answers carry applicants' personal data, their tokens and resume codes: no browser,
# proxy or shared cache keeps one unless its route says it is public (the lookups' lists).
API_CACHE_CONTROL = "no-store"


class SecurityHeaders:
    """Adds the headers to every HTTP answer; a route's own policy (the docs page's) wins. An
    answer under `api_prefix` that does not say how it may be cached is not stored at all."""

    def __init__(self, app: ASGIApp, headers: dict[str, str], api_prefix: str = "") -> None:
        self.app, self.headers, self.api_prefix = app, headers, api_prefix.rstrip("/")

    def _under_api(self, path: str) -> bool:
        prefix = self.api_prefix
        return bool(prefix) and (path == prefix or path.startswith(prefix + "/"))

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        api = self._under_api(scope["path"])

        async def send_with_headers(message: Message) -> None:
            if message["type"] == "http.response.start":
                headers = MutableHeaders(scope=message)
                for name, value in self.headers.items():
                    if name not in headers:
                        headers.append(name, value)
                if api and "cache-control" not in headers:
                    headers.append("cache-control", API_CACHE_CONTROL)
            await send(message)

        await self.app(scope, receive, send_with_headers)


def install(app: FastAPI, settings: Settings, docs_url: str, api_prefix: str) -> None:
    """The headers on every answer, and the API docs page with its own, wider policy."""

    @app.get(docs_url, include_in_schema=False)
    async def read_docs(request: Request) -> HTMLResponse:
        root_path = request.scope.get("root_path", "").rstrip("/")
        assert app.openapi_url is not None
        page = get_swagger_ui_html(
            openapi_url=root_path + app.openapi_url, title=f"{app.title} - Swagger UI"
        )
        page.headers["content-security-policy"] = docs_policy(bytes(page.body).decode())
        return page

    app.add_middleware(SecurityHeaders, headers=response_headers(settings), api_prefix=api_prefix)
