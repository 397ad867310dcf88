"""A document's file from a multipart upload: bounded as it is read, judged by its bytes,
re-encoded without EXIF, stored under its content hash. The workflow only ever gets the key."""

import asyncio
from weakref import WeakKeyDictionary

from fastapi import UploadFile
from starlette.concurrency import run_in_threadpool

from api.errors import ApiError
from api.limits import MAX_FILE_BYTES
from journey import messages
from journey.models.documents import SideName
from recognition.uploads import UploadRefused, clean_upload, require_content
from store.blobs import BlobStore

CHUNK = 256 * 1024
MAX_NAME = 120
# Files an API process decodes and re-encodes at once. A 40-megapixel image takes a core for
# seconds: a review sent twelve together and another applicant's snapshot took 2.9 s instead of
# 10 ms. One at a time leaves the other core to every other request; the rest wait their turn.
CLEANING_AT_ONCE = 1
_cleaning: WeakKeyDictionary[asyncio.AbstractEventLoop, asyncio.Semaphore] = WeakKeyDictionary()


async def read_bounded(file: UploadFile) -> bytes:
    """The file's bytes, refused (413) past 10 MB whatever the request declared."""
    parts, size = [], 0
    while chunk := await file.read(CHUNK):
        size += len(chunk)
        if size > MAX_FILE_BYTES:
            raise ApiError(
                413,
                "file_too_large",
                messages.DOCUMENTO_TROPPO_PESANTE,
                {"file": messages.DOCUMENTO_TROPPO_PESANTE},
            )
        parts.append(chunk)
    return b"".join(parts)


def _clean_and_store(data: bytes, blobs: BlobStore, page: int) -> str:
    cleaned = clean_upload(data, page=page)
    require_content(cleaned.image)
    return blobs.put(cleaned.jpeg)


async def store_upload(
    file: UploadFile, blobs: BlobStore, side: SideName = SideName.FRONTE
) -> tuple[str, str]:
    """(blob key, the file's name as the applicant knows it); 422 with the reason on refusal,
    and nothing stored.

    A PDF gives its first page for a front and its second, where it has one, for a back: a
    document scanned front and back into one PDF is given as it is, on both sides (a scanner's
    usual output; asking for it to be split was a dead end for a person with no other copy)."""
    data = await read_bounded(file)
    try:
        # Decoding and re-encoding an image is CPU work: off the event loop.
        page = 1 if side is SideName.RETRO else 0
        async with _cleaning_turn():
            key = await run_in_threadpool(_clean_and_store, data, blobs, page)
    except UploadRefused as refused:
        raise ApiError(422, "file_refused", refused.message, {"file": refused.message}) from None
    name = "".join(c for c in (file.filename or "") if c.isprintable())[-MAX_NAME:]
    return key, name


def _cleaning_turn() -> asyncio.Semaphore:
    """This event loop's turn to clean a file (a semaphore per loop: tests run several)."""
    loop = asyncio.get_running_loop()
    turn = _cleaning.get(loop)
    if turn is None:
        turn = _cleaning[loop] = asyncio.Semaphore(CLEANING_AT_ONCE)
    return turn
