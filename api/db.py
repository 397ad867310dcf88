"""Short database transactions for async routes: a connection is held for the work, not the request.

A session opened per request kept its connection checked out while the route awaited Temporal,
which can take a second; 200 applicants at once emptied the pool and waited 30 s for a
connection (docs/benchmarks.md, figure 3). And database calls made on the event loop stalled
every other request while SQLite waited on a lock. So each piece of database work runs in the
thread pool, in its own transaction, and gives its connection back before anything is awaited.
The one exception is the token's read on SQLite, which waits on no writer (api/deps.py).
"""

from collections.abc import Callable
from typing import TypeVar

from sqlalchemy.orm import Session, sessionmaker
from starlette.concurrency import run_in_threadpool

ResultT = TypeVar("ResultT")


async def in_transaction(
    sessions: sessionmaker[Session], work: Callable[[Session], ResultT]
) -> ResultT:
    """`work(session)` in one transaction, committed when it returns, rolled back if it raises."""
    return await run_in_threadpool(transaction, sessions, work)


def transaction(sessions: sessionmaker[Session], work: Callable[[Session], ResultT]) -> ResultT:
    with sessions.begin() as session:
        return work(session)
