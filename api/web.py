"""Serves the built web app at /main/: its files, and index.html for every page route."""

import gzip
import mimetypes
import os
import stat as file_stat
from dataclasses import dataclass
from pathlib import Path, PurePosixPath

from fastapi import FastAPI
from fastapi.responses import FileResponse, RedirectResponse
from starlette.concurrency import run_in_threadpool
from starlette.datastructures import Headers
from starlette.responses import PlainTextResponse
from starlette.types import ASGIApp, Receive, Scope, Send

PREFIX = "/main/"
# The app's text files, which compress to a third or less; images other than SVG do not shrink.
TEXT_SUFFIXES = frozenset({".html", ".js", ".css", ".svg", ".json", ".txt", ".webmanifest"})
# As the API's GZipMiddleware: below this, compression saves less than it costs.
MIN_COMPRESSED_BYTES = 1024
# Kept in memory up to this size; larger files (the source maps) are read at each request.
MAX_KEPT_BYTES = 1024 * 1024
# Hashed assets never change under the same name, so they may be cached for a year.
IMMUTABLE = "public, max-age=31536000, immutable"
# index.html names the current build's assets: always asked again (a 304 when unchanged).
REVALIDATE = "no-cache"


@dataclass(frozen=True)
class BuiltFile:
    """One file of the build as it goes out: its body, and its gzip when that is worth it."""

    version: tuple[int, int]  # modification time and size: a new build replaces it
    media_type: bytes
    etag: str
    body: bytes
    compressed: bytes | None

    @classmethod
    def read(cls, path: Path, found: os.stat_result) -> "BuiltFile":
        """Blocking: reads the file and compresses it at the highest level, once."""
        body = path.read_bytes()
        worth = path.suffix in TEXT_SUFFIXES and len(body) >= MIN_COMPRESSED_BYTES
        media_type, _ = mimetypes.guess_type(path.name)
        media_type = media_type or "application/octet-stream"
        if media_type.startswith("text/") or media_type == "image/svg+xml":
            media_type += "; charset=utf-8"
        return cls(
            version=(found.st_mtime_ns, found.st_size),
            media_type=media_type.encode(),
            etag=f'"{found.st_mtime_ns:x}-{found.st_size:x}"',
            body=body,
            compressed=gzip.compress(body, compresslevel=9, mtime=0) if worth else None,
        )


class WebFiles:
    """The built app's files, answered from memory ahead of the API's routing and middleware.

    Through Starlette's StaticFiles, a page's first visit (index.html, 35 scripts, two images)
    cost the API 1.2 ms of CPU a file, 50 ms a visit, on the 2 cores the visitor's browser and the
    journey share (docs/benchmarks.md). Here a file is looked up with one stat on the event loop
    and sent as kept; it is read and compressed once per build. The security headers are still
    added outside (api/security.py).
    """

    def __init__(self, app: ASGIApp, dist: Path) -> None:
        self.app, self.dist = app, dist
        self._kept: dict[Path, BuiltFile] = {}

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        path = scope["path"] if scope["type"] == "http" else ""
        # The router writes its home, the light form, as /main (no slash) in the address bar: a
        # reload there is the same page as /main/.
        if path == PREFIX.rstrip("/"):
            path = PREFIX
        relative = path[len(PREFIX) :] if path.startswith(PREFIX) else None
        if (
            relative is None
            or relative == "api"
            or relative.startswith("api/")
            or scope["method"] not in ("GET", "HEAD")
        ):
            await self.app(scope, receive, send)
            return
        found = self._file(relative)
        if found is None and relative.startswith("assets/"):
            # A script of another build: a 404 the module loader reports, never index.html.
            await PlainTextResponse("Not Found", status_code=404)(scope, receive, send)
            return
        if found is None:
            # Client-side routes (/main/informazioni-personali, /main/typ, ...) all get the app.
            found = self._file("index.html")
            if found is None:
                await self.app(scope, receive, send)
                return
        file_path, stat = found
        cache_control = IMMUTABLE if relative.startswith("assets/") else REVALIDATE
        if stat.st_size > MAX_KEPT_BYTES:
            await FileResponse(
                file_path, stat_result=stat, headers={"Cache-Control": cache_control}
            )(scope, receive, send)
            return
        built = self._kept.get(file_path)
        if built is None or built.version != (stat.st_mtime_ns, stat.st_size):
            built = await run_in_threadpool(BuiltFile.read, file_path, stat)
            self._kept[file_path] = built
        await self._answer(built, cache_control, scope, send)

    def _file(self, relative: str) -> tuple[Path, os.stat_result] | None:
        """The regular file of the build at this path, if any. One stat, on the loop: the
        build is on a local disk, and a thread pool's hop there and back costs more."""
        parts = PurePosixPath(relative).parts
        if not parts or any(part in ("..", ".") or "\\" in part or "\0" in part for part in parts):
            return None
        path = self.dist.joinpath(*parts)
        try:
            found = path.stat()
        except (OSError, ValueError):
            return None
        return (path, found) if file_stat.S_ISREG(found.st_mode) else None

    async def _answer(self, built: BuiltFile, cache_control: str, scope: Scope, send: Send) -> None:
        request = Headers(scope=scope)
        compressed = built.compressed is not None and "gzip" in request.get("accept-encoding", "")
        # Each encoding is its own representation, with its own tag.
        etag = f'{built.etag[:-1]}-gzip"' if compressed else built.etag
        body = built.compressed if compressed and built.compressed is not None else built.body
        headers = [
            (b"content-type", built.media_type),
            (b"cache-control", cache_control.encode()),
            (b"etag", etag.encode()),
        ]
        if built.compressed is not None:
            headers.append((b"vary", b"Accept-Encoding"))
        if compressed:
            headers.append((b"content-encoding", b"gzip"))
        asked = request.get("if-none-match", "")
        if asked and etag in (tag.strip().removeprefix("W/") for tag in asked.split(",")):
            await send({"type": "http.response.start", "status": 304, "headers": headers})
            await send({"type": "http.response.body", "body": b""})
            return
        headers.append((b"content-length", str(len(body)).encode()))
        await send({"type": "http.response.start", "status": 200, "headers": headers})
        await send(
            {"type": "http.response.body", "body": b"" if scope["method"] == "HEAD" else body}
        )


def mount(app: FastAPI, dist: Path) -> None:
    """The web app's files, when it is built. Called before the security headers are installed,
    so that they wrap its answers too (the middleware added last is the outermost)."""

    @app.get("/", include_in_schema=False)
    def _root() -> RedirectResponse:
        return RedirectResponse(PREFIX)

    if (dist / "index.html").exists():
        app.add_middleware(WebFiles, dist=dist)
