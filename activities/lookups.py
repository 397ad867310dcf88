"""Copies the back office's reference lists into the app database (spec §7 lookups)."""

import asyncio
from typing import Any

from sqlalchemy.orm import Session, sessionmaker
from temporalio import activity

from activities.backoffice import BackOfficeClient
from activities.base import BackOfficeActivities
from activities.models import BackOfficeSession, LookupsRefreshed
from journey.constants import LOOKUP_LISTS
from store.lookups import save_lookup_lists

PARALLEL_CALLS = 8


class LookupActivities(BackOfficeActivities):
    def __init__(self, client: BackOfficeClient, sessions: sessionmaker[Session]) -> None:
        super().__init__(client)
        self._sessions = sessions

    @activity.defn
    async def refresh_lookups(self) -> LookupsRefreshed:
        """All lists at once, then every province's comuni; written in one transaction."""
        session = BackOfficeSession(draftId="lookup-refresh")
        answer = await self._call("recuperaLookup", {}, session)
        lists: dict[str, list[dict[str, Any]]] = {
            name: answer[name] for name in LOOKUP_LISTS if name in answer
        }
        provinces = (await self._call("recuperaProvince", {}, session))["item"]
        lists["province"] = provinces
        lists["strade"] = (await self._call("recuperaStrade", {"testo": ""}, session))["item"]
        limit = asyncio.Semaphore(PARALLEL_CALLS)

        async def comuni_of(sigla: str) -> list[dict[str, Any]]:
            async with limit:
                activity.heartbeat(sigla)
                found = await self._call("recuperaComuni", {"provincia": sigla}, session)
                return list(found["item"])

        per_province = await asyncio.gather(*(comuni_of(p["sigla"]) for p in provinces))
        lists["comuni"] = [comune for group in per_province for comune in group]
        await asyncio.to_thread(self._save, lists)
        return LookupsRefreshed(counts={name: len(items) for name, items in lists.items()})

    def _save(self, lists: dict[str, list[dict[str, Any]]]) -> None:
        with self._sessions.begin() as db:
            save_lookup_lists(db, lists)
