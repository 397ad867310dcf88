"""Serves the built web app at /main/: static assets, and index.html for every page route."""

from pathlib import Path

from fastapi import FastAPI, Request
from fastapi.responses import FileResponse, RedirectResponse
from fastapi.staticfiles import StaticFiles
from starlette.convertors import Convertor, register_url_convertor


class PagePath(Convertor[str]):
    """A path under /main/ outside the API: /main/api and below stay the API's to answer, 404
    for no such route and 405 for a route without that method (not the web app's 404 for a GET)."""

    regex = "(?!api(?:/|$)).*"

    def convert(self, value: str) -> str:
        return value

    def to_string(self, value: str) -> str:
        return value


register_url_convertor("page", PagePath())


def mount(app: FastAPI, dist: Path) -> None:
    index = dist / "index.html"

    @app.get("/", include_in_schema=False)
    def _root() -> RedirectResponse:
        return RedirectResponse("/main/")

    if not index.exists():
        return
    # Hashed assets never change under the same name, so they may be cached for a year.
    app.mount("/main/assets", _ImmutableStatic(directory=dist / "assets"), name="assets")

    @app.get("/main/{path:page}", include_in_schema=False)
    def _page(path: str, request: Request):  # type: ignore[no-untyped-def]
        candidate = (dist / path).resolve()
        if path and candidate.is_file() and dist.resolve() in candidate.parents:
            return FileResponse(candidate)
        # Client-side routes (/main/informazioni-personali, /main/typ, ...) all get the app.
        return FileResponse(index, headers={"Cache-Control": "no-cache"})


class _ImmutableStatic(StaticFiles):
    async def get_response(self, path: str, scope):  # type: ignore[no-untyped-def]
        response = await super().get_response(path, scope)
        if response.status_code == 200:
            response.headers["Cache-Control"] = "public, max-age=31536000, immutable"
        return response
