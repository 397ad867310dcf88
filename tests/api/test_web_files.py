"""The web app's files go out compressed once per process, not once per visitor (api/web.py)."""

import gzip
import os
from pathlib import Path

import pytest

from api import web
from tests.api.test_security_headers import client, settings

SCRIPT = "export const greeting = " + repr("Buongiorno, " * 400) + ";\n"
INDEX = (
    '<!doctype html><html lang="it"><head>'
    '<script type="module" src="/main/assets/index-abc.js"></script></head>'
    '<body><div id="root">' + "<p>Richiesta di prestito</p>" * 100 + "</div></body></html>"
)
GZIP = {"Accept-Encoding": "gzip, deflate, br"}


@pytest.fixture
def dist(tmp_path: Path) -> Path:
    built = tmp_path / "dist"
    (built / "assets").mkdir(parents=True)
    (built / "images").mkdir()
    (built / "index.html").write_text(INDEX)
    (built / "assets" / "index-abc.js").write_text(SCRIPT)
    (built / "assets" / "tiny-abc.js").write_text("export {};\n")
    (built / "images" / "logo.png").write_bytes(b"\x89PNG" + bytes(4096))
    return built


async def test_a_script_goes_out_compressed_to_a_browser_that_accepts_gzip(
    tmp_path: Path, dist: Path
) -> None:
    async with client(settings(tmp_path, dist)) as api:
        answer = await api.get("/main/assets/index-abc.js", headers=GZIP)
        plain = await api.get("/main/assets/index-abc.js", headers={"Accept-Encoding": "identity"})
    assert answer.status_code == 200
    assert answer.headers["content-encoding"] == "gzip"
    assert answer.headers["vary"] == "Accept-Encoding"
    assert answer.headers["content-type"].startswith("text/javascript")
    assert answer.headers["cache-control"] == "public, max-age=31536000, immutable"
    assert int(answer.headers["content-length"]) < len(SCRIPT) / 10
    assert answer.text == SCRIPT  # httpx decodes it, as a browser does
    assert answer.headers["content-security-policy"]  # still behind the security headers
    assert "content-encoding" not in plain.headers
    assert plain.text == SCRIPT
    assert plain.headers["cache-control"] == "public, max-age=31536000, immutable"


async def test_every_page_route_gets_index_html_compressed_and_never_cached(
    tmp_path: Path, dist: Path
) -> None:
    async with client(settings(tmp_path, dist)) as api:
        for path in (
            "/main/",
            "/main",
            "/main?SC_IMPORTO_TOTALE=1000000",
            "/main/informazioni-personali",
        ):
            answer = await api.get(path, headers=GZIP)
            assert answer.headers["content-encoding"] == "gzip"
            assert answer.headers["content-type"].startswith("text/html")
            assert answer.headers["cache-control"] == "no-cache"
            assert answer.text == INDEX


async def test_small_files_and_images_go_out_as_they_are(tmp_path: Path, dist: Path) -> None:
    async with client(settings(tmp_path, dist)) as api:
        tiny = await api.get("/main/assets/tiny-abc.js", headers=GZIP)
        image = await api.get("/main/images/logo.png", headers=GZIP)
        missing = await api.get("/main/assets/missing-abc.js", headers=GZIP)
    assert "content-encoding" not in tiny.headers and tiny.text == "export {};\n"
    assert "content-encoding" not in image.headers and image.content.startswith(b"\x89PNG")
    assert missing.status_code == 404


async def test_each_file_is_compressed_once_for_every_visitor(
    tmp_path: Path, dist: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    compressed: list[int] = []
    compress = gzip.compress

    def counting(data: bytes, compresslevel: int, mtime: int) -> bytes:
        compressed.append(len(data))
        return compress(data, compresslevel=compresslevel, mtime=mtime)

    monkeypatch.setattr(web.gzip, "compress", counting)
    async with client(settings(tmp_path, dist)) as api:
        for _ in range(5):
            assert (await api.get("/main/assets/index-abc.js", headers=GZIP)).text == SCRIPT
            assert (await api.get("/main/offerta", headers=GZIP)).text == INDEX
    assert sorted(compressed) == sorted([len(SCRIPT), len(INDEX)])


async def test_a_new_build_of_index_html_is_compressed_anew(tmp_path: Path, dist: Path) -> None:
    async with client(settings(tmp_path, dist)) as api:
        first = await api.get("/main/", headers=GZIP)
        rebuilt = INDEX.replace("Richiesta", "Domanda")
        (dist / "index.html").write_text(rebuilt)
        stat = (dist / "index.html").stat()
        os.utime(dist / "index.html", ns=(stat.st_atime_ns, stat.st_mtime_ns + 1_000_000))
        second = await api.get("/main/", headers=GZIP)
    assert first.text == INDEX
    assert second.text == rebuilt


async def test_an_unchanged_file_is_not_sent_again(tmp_path: Path, dist: Path) -> None:
    async with client(settings(tmp_path, dist)) as api:
        page = await api.get("/main/offerta", headers=GZIP)
        again = await api.get(
            "/main/offerta", headers={**GZIP, "If-None-Match": page.headers["etag"]}
        )
        plain = await api.get(
            "/main/offerta",
            headers={"Accept-Encoding": "identity", "If-None-Match": page.headers["etag"]},
        )
        script = await api.get("/main/assets/index-abc.js")
        cached = await api.get(
            "/main/assets/index-abc.js",
            headers={"If-None-Match": f'W/"x", {script.headers["etag"]}'},
        )
    assert again.status_code == 304 and again.content == b""
    assert again.headers["etag"] == page.headers["etag"]
    assert again.headers["cache-control"] == "no-cache"
    assert again.headers["content-security-policy"]
    # The gzip and the plain file are two representations, each with its own tag.
    assert plain.status_code == 200 and plain.text == INDEX
    assert cached.status_code == 304


async def test_head_answers_the_headers_alone(tmp_path: Path, dist: Path) -> None:
    async with client(settings(tmp_path, dist)) as api:
        answer = await api.head("/main/assets/index-abc.js", headers=GZIP)
    assert answer.status_code == 200
    assert answer.headers["content-encoding"] == "gzip"
    assert int(answer.headers["content-length"]) > 0
    assert answer.content == b""


async def test_nothing_outside_the_build_is_served(tmp_path: Path, dist: Path) -> None:
    (tmp_path / "secret.txt").write_text("non per te")
    async with client(settings(tmp_path, dist)) as api:
        for path in (
            "/main/../secret.txt",
            "/main/%2E%2E/secret.txt",
            "/main/assets/../../secret.txt",
        ):
            answer = await api.get(path)
            assert "non per te" not in answer.text
        outside = await api.get("/main/images/..%2F..%2Fsecret.txt")
    assert "non per te" not in outside.text


async def test_the_api_stays_the_apis(tmp_path: Path, dist: Path) -> None:
    (dist / "api").mkdir()
    (dist / "api" / "env").write_text("{}")
    async with client(settings(tmp_path, dist)) as api:
        missing = await api.get("/main/api/non-esiste")
        sent = await api.post("/main/offerta", json={})
    assert missing.status_code == 404 and missing.json()["code"] == "not_found"
    assert sent.status_code in (404, 405) and "Richiesta di prestito" not in sent.text


async def test_a_large_file_is_sent_from_the_disk(tmp_path: Path, dist: Path) -> None:
    large = b"//# map\n" + bytes(web.MAX_KEPT_BYTES)
    (dist / "assets" / "index-abc.js.map").write_bytes(large)
    async with client(settings(tmp_path, dist)) as api:
        answer = await api.get("/main/assets/index-abc.js.map", headers=GZIP)
    assert answer.status_code == 200 and answer.content == large
    assert answer.headers["cache-control"] == "public, max-age=31536000, immutable"
