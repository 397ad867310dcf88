"""Serves the built web app at /main/: static assets, and index.html for every page route."""

from pathlib import Path

from fastapi import FastAPI, Request
from fastapi.responses import FileResponse, JSONResponse, RedirectResponse
from fastapi.staticfiles import StaticFiles

from api.errors import body
from journey import messages


def mount(app: FastAPI, dist: Path) -> None:
    index = dist / "index.html"

    @app.get("/", include_in_schema=False)
    def _root() -> RedirectResponse:
        return RedirectResponse("/main/")

    if not index.exists():
        return
    # Hashed assets never change under the same name, so they may be cached for a year.
    app.mount("/main/assets", _ImmutableStatic(directory=dist / "assets"), name="assets")

    @app.get("/main/{path:path}", include_in_schema=False)
    def _page(path: str, request: Request):  # type: ignore[no-untyped-def]
        if path.startswith("api/"):
            return JSONResponse(body("not_found", messages.RISORSA_NON_TROVATA), 404)
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
