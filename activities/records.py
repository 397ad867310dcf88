"""App-database activities: the application index and the event log, written by the worker."""

import logging

from sqlalchemy import Engine
from sqlalchemy.orm import Session, sessionmaker
from temporalio import activity

from activities.models import StepRecord
from store.applications import record_event, upsert_application
from store.drafts import draft_link_token
from store.hashing import keyed_hash

log = logging.getLogger("journey")


class RecordActivities:
    def __init__(self, sessions: sessionmaker[Session], secret: str) -> None:
        self._engine: Engine = sessions.kw["bind"]
        self._secret = secret

    @activity.defn
    def record_step(self, record: StepRecord) -> None:
        self.write(record)

    def write(self, record: StepRecord) -> None:
        """Idempotent: the index row is an upsert, the event is keyed by workflow and step.
        Also written by an activity whose calls make the step (the offer's deliver_secci)."""
        fiscal_hash = keyed_hash(self._secret, record.fiscalCode) if record.fiscalCode else None
        index = {
            "step": record.step,
            "status": record.status,
            "channel": record.channel,
            # The draft's link works from the first step on (it is the same on every write).
            "link_hash": keyed_hash(self._secret, draft_link_token(self._secret, record.draftId)),
        }
        if fiscal_hash:
            index["fiscal_code_hash"] = fiscal_hash
        if record.numPratica:
            index["request_number"] = record.numPratica
        # The one line per step at info: the application's id and where it is, nothing personal.
        log.info(
            "%s %s: step %s, status %s",
            record.draftId,
            record.action,
            record.step or "-",
            record.status,
        )
        # On the engine's connection: a session's bookkeeping was half the write's CPU.
        with self._engine.begin() as connection:
            upsert_application(connection, record.draftId, **index)
            record_event(
                connection,
                event_key=record.eventKey,
                action=record.action,
                session_id=record.draftId,
                fiscal_code_hash=fiscal_hash,
                num_pratica=record.numPratica,
                data=record.data,
            )
