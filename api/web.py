"""Serves the built web app at /main/: static assets, and index.html for every page route."""

import gzip
import mimetypes
import os
import stat as file_stat
from pathlib import Path

from fastapi import FastAPI, Request
from fastapi.responses import FileResponse, RedirectResponse, Response
from fastapi.staticfiles import StaticFiles
from starlette.concurrency import run_in_threadpool
from starlette.convertors import Convertor, register_url_convertor
from starlette.datastructures import Headers
from starlette.types import Scope

# The app's text files, which compress to a third or less; images other than SVG do not shrink.
TEXT_SUFFIXES = frozenset({".html", ".js", ".css", ".svg", ".json", ".txt", ".webmanifest"})
# As the API's GZipMiddleware: below this, compression saves less than it costs.
MIN_COMPRESSED_BYTES = 1024


class PagePath(Convertor[str]):
    """A path under /main/ outside the API: /main/api and below stay the API's to answer, 404
    for no such route and 405 for a route without that method (not the web app's 404 for a GET)."""

    regex = "(?!api(?:/|$)).*"

    def convert(self, value: str) -> str:
        return value

    def to_string(self, value: str) -> str:
        return value


register_url_convertor("page", PagePath())


class Compressed:
    """The web app's files gzip-compressed once per process, at the highest level, and kept.

    GZipMiddleware compressed the same files again for every visitor: a first visit (index.html
    and the ten scripts it loads) cost the API 35 ms of CPU (docs/benchmarks.md). The built
    files are few and never change under a hashed name; index.html is kept with its
    modification time, so a new build is compressed anew.
    """

    def __init__(self) -> None:
        self._files: dict[Path, tuple[int, bytes]] = {}

    def of(self, path: Path, found: os.stat_result | None = None) -> bytes | None:
        """The gzip of a text file worth compressing; None for any other. Blocking: it reads
        and may compress the file (`found`: its stat, when the caller has it already)."""
        if path.suffix not in TEXT_SUFFIXES:
            return None
        stat = found or path.stat()
        if stat.st_size < MIN_COMPRESSED_BYTES:
            return None
        kept = self._files.get(path)
        if kept is None or kept[0] != stat.st_mtime_ns:
            kept = (stat.st_mtime_ns, gzip.compress(path.read_bytes(), compresslevel=9, mtime=0))
            self._files[path] = kept
        return kept[1]

    async def response(
        self,
        path: Path,
        scope: Scope,
        headers: dict[str, str] | None = None,
        found: os.stat_result | None = None,
    ) -> Response | None:
        """The compressed answer for a browser that accepts gzip, or None to send the file."""
        if "gzip" not in Headers(scope=scope).get("accept-encoding", ""):
            return None
        body = await run_in_threadpool(self.of, path, found)
        if body is None:
            return None
        media_type, _ = mimetypes.guess_type(path.name)
        return Response(
            body,
            media_type=media_type or "application/octet-stream",
            headers={**(headers or {}), "Content-Encoding": "gzip", "Vary": "Accept-Encoding"},
        )


def mount(app: FastAPI, dist: Path) -> None:
    index = dist / "index.html"
    compressed = Compressed()

    @app.get("/", include_in_schema=False)
    def _root() -> RedirectResponse:
        return RedirectResponse("/main/")

    if not index.exists():
        return
    app.mount(
        "/main/assets", _ImmutableStatic(compressed, directory=dist / "assets"), name="assets"
    )

    @app.get("/main/{path:page}", include_in_schema=False)
    async def _page(path: str, request: Request):  # type: ignore[no-untyped-def]
        candidate = (dist / path).resolve()
        if path and candidate.is_file() and dist.resolve() in candidate.parents:
            return await compressed.response(candidate, request.scope) or FileResponse(candidate)
        # Client-side routes (/main/informazioni-personali, /main/typ, ...) all get the app.
        headers = {"Cache-Control": "no-cache"}
        return await compressed.response(index, request.scope, headers) or FileResponse(
            index, headers=headers
        )


class _ImmutableStatic(StaticFiles):
    # Hashed assets never change under the same name, so they may be cached for a year.
    CACHE_CONTROL = "public, max-age=31536000, immutable"

    def __init__(self, compressed: Compressed, directory: Path) -> None:
        super().__init__(directory=directory)
        self._compressed = compressed

    async def get_response(self, path: str, scope: Scope) -> Response:
        if scope["method"] in ("GET", "HEAD"):
            full_path, found = await run_in_threadpool(self.lookup_path, path)
            if found is not None and file_stat.S_ISREG(found.st_mode):
                answer = await self._compressed.response(
                    Path(full_path), scope, {"Cache-Control": self.CACHE_CONTROL}, found
                )
                if answer is not None:
                    return answer
        response = await super().get_response(path, scope)
        if response.status_code == 200:
            response.headers["Cache-Control"] = self.CACHE_CONTROL
        return response
