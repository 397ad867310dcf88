"""Text recognition of an uploaded document, on the recognition worker's own task queue.

Reading a side keeps a core busy for up to a second or two, so it runs in a thread while the
activity heartbeats from the event loop: a worker that dies mid-page is noticed within the
heartbeat timeout, not at the end of the activity's whole timeout. A side already read (the
front, when the back arrives) comes from this process's cache.
"""

import asyncio
import logging
from collections import OrderedDict
from collections.abc import Callable
from datetime import date
from typing import Final

from temporalio import activity
from temporalio.exceptions import ApplicationError

from activities.models import DocumentRead, DocumentToRead
from journey.models.documents import DocumentCode, SideName
from journey.rules.required_documents import KINDS
from recognition.cards import recognise
from recognition.checks import Applicant, check_document, side_refusal
from recognition.models import (
    FIELDS,
    KIND_OF_CODE,
    DocumentKind,
    Recognised,
    Side,
    document_fields,
    merge_sides,
)
from recognition.uploads import UploadRefused, stored_image
from store.blobs import BlobStore

log = logging.getLogger(__name__)

# Workflows list this among the non-retryable error types: asking again reads nothing more.
NOT_READ = "DocumentNotRead"

CacheKey = tuple[str, DocumentCode, SideName, date]


class RecognitionActivities:
    HEARTBEAT_SECONDS: Final = 2.0
    CACHE_SIZE: Final = 256

    def __init__(
        self,
        blobs: BlobStore,
        *,
        heartbeat_every: float = HEARTBEAT_SECONDS,
        read: Callable[..., Recognised] = recognise,
        cache_size: int = CACHE_SIZE,
    ) -> None:
        self._blobs = blobs
        self._heartbeat_every = heartbeat_every
        # `recognise` itself; tests slow it down or count its calls.
        self._recognise = read
        # Touched on the event loop only: no lock. A few hundred readings of a few hundred
        # bytes each: every side of the applications a worker reads in a few minutes.
        self._cache: OrderedDict[CacheKey, Recognised] = OrderedDict()
        self._cache_size = cache_size

    @activity.defn
    async def recognise_document(self, request: DocumentToRead) -> DocumentRead:
        """Every side uploaded so far, read; the fields of the document's card filled from them."""
        kind = KIND_OF_CODE.get(request.code)
        if kind is None:
            raise ApplicationError(
                f"{request.code} is not read by recognition", type=NOT_READ, non_retryable=True
            )
        applicant = Applicant.model_validate(request.holder.model_dump())
        reads: dict[Side, Recognised] = {}
        refusals: dict[SideName, str] = {}
        for file in request.files:
            side = Side(file.side.value)
            read = await self._read(file.blob, request.code, file.side, kind, request.today)
            refusal = side_refusal(read, kind=kind, side=side)
            if refusal is not None:
                # Another document's or the other side's fields are not this side's.
                refusals[file.side] = refusal
            else:
                reads[side] = read
        if Side.FRONTE in reads and Side.RETRO in reads:
            document = merge_sides(reads[Side.FRONTE], reads[Side.RETRO])
        else:
            document = next(iter(reads.values()), Recognised())
        errors = (
            check_document(
                document.model_copy(update={"side": None}),
                kind=kind,
                side=Side.FRONTE,
                applicant=applicant,
                today=request.today,
            )
            if reads
            else []
        )
        return DocumentRead(
            values=document_fields(document, KINDS[request.code].fields),
            sideRefusals=refusals,
            errors=errors,
            # Nothing read and nothing to upload again: the applicant types the fields.
            legible=bool(refusals) or any(_has_fields(read) for read in reads.values()),
        )

    async def _read(
        self, blob: str, code: DocumentCode, side: SideName, kind: DocumentKind, today: date
    ) -> Recognised:
        key = (blob, code, side, today)
        cached = self._cache.get(key)
        if cached is not None:
            self._cache.move_to_end(key)
            return cached
        reading = asyncio.ensure_future(
            asyncio.to_thread(self._read_blob, blob, kind, Side(side.value), today)
        )
        # The thread holds a core; the event loop, free, tells Temporal the worker is alive.
        activity.heartbeat(side.value)
        while not reading.done():
            await asyncio.wait({reading}, timeout=self._heartbeat_every)
            activity.heartbeat(side.value)
        read = reading.result()
        self._cache[key] = read
        while len(self._cache) > self._cache_size:
            self._cache.popitem(last=False)
        return read

    def _read_blob(self, blob: str, kind: DocumentKind, side: Side, today: date) -> Recognised:
        data = self._blobs.get(blob)
        try:
            picture = stored_image(data)
        except UploadRefused as refused:
            # The API stored it after cleaning it: a file that no longer decodes is read as
            # nothing, and the applicant types the fields.
            log.warning("stored upload %s does not decode: %s", blob, refused.message)
            return Recognised()
        return self._recognise(picture, kind, side, today=today)


def _has_fields(read: Recognised) -> bool:
    return any(getattr(read, name) is not None for name in FIELDS)
