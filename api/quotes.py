"""The engine's public quotes, kept a minute per API process.

The light form opened without simulator data shows every visitor the price of the same default
loan, and the simulator's sliders ask the same few amounts again and again: each ask was a
workflow, a back-office call and their history (60-80 ms of CPU across Temporal, the worker and
the back office, docs/benchmarks.md). A quote is public, the same for everyone on a day, and
only indicative: the offer step prices the applicant's own loan again. So the same question is
asked of the engine once a minute at most, however many visitors ask it at once; a refusal or a
failure is never kept.
"""

import asyncio
import time
from collections import OrderedDict
from collections.abc import Awaitable, Callable, Hashable
from datetime import datetime
from functools import partial
from zoneinfo import ZoneInfo

from workflows.models import Quote, QuoteRequest

# The engine's rates change by the Italian calendar day at most.
ROME = ZoneInfo("Europe/Rome")
# Distinct quotes kept: the simulator's amounts and durations people actually choose.
KEPT_QUOTES = 512


class QuoteCache:
    def __init__(
        self,
        seconds: float,
        kept: int = KEPT_QUOTES,
        clock: Callable[[], float] = time.monotonic,
        today: Callable[[], object] = lambda: datetime.now(ROME).date(),
    ) -> None:
        self._seconds, self._size, self._clock, self._today = seconds, kept, clock, today
        self._kept: OrderedDict[Hashable, tuple[float, Quote]] = OrderedDict()
        self._asked: dict[Hashable, asyncio.Future[Quote]] = {}

    async def quote(
        self, request: QuoteRequest, ask: Callable[[QuoteRequest], Awaitable[Quote]]
    ) -> Quote:
        """The kept answer to this request, or the engine's (`ask`), shared with every caller
        asking the same meanwhile."""
        if self._seconds <= 0:
            return await ask(request)
        key = (request.importo, request.numeroRate, request.finalita, self._today())
        kept = self._kept.get(key)
        if kept is not None and kept[0] > self._clock():
            self._kept.move_to_end(key)
            return kept[1]
        asked = self._asked.get(key)
        if asked is None:
            asked = asyncio.ensure_future(ask(request))
            self._asked[key] = asked
            asked.add_done_callback(partial(self._answered, key))
        # Shielded: a visitor who goes away does not cancel the answer others are waiting for.
        return await asyncio.shield(asked)

    def _answered(self, key: Hashable, asked: asyncio.Future[Quote]) -> None:
        del self._asked[key]
        if asked.cancelled() or asked.exception() is not None:
            return
        quote = asked.result()
        if quote.offerta is None:
            return  # the engine's refusal may be a passing one: asked again next time
        self._kept[key] = (self._clock() + self._seconds, quote)
        self._kept.move_to_end(key)
        while len(self._kept) > self._size:
            self._kept.popitem(last=False)
