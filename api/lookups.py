"""The reference lists as the API serves them: read from the app database, kept in memory."""

import time
import unicodedata
from typing import Any

from sqlalchemy.orm import Session, sessionmaker

from store.lookups import read_lookup_lists

REFRESH_SECONDS = 300.0
SUGGESTIONS = 20


def fold(text: str) -> str:
    """Accent- and case-insensitive form: 'forlì' and 'FORLI' are the same comune."""
    decomposed = unicodedata.normalize("NFKD", text)
    return " ".join("".join(c for c in decomposed if not unicodedata.combining(c)).upper().split())


class LookupCache:
    """One copy per API process; it rereads the table every few minutes, after a refresh."""

    def __init__(self, sessions: sessionmaker[Session]) -> None:
        self._sessions = sessions
        self._lists: dict[str, list[dict[str, Any]]] = {}
        self._folded_comuni: list[tuple[str, dict[str, Any]]] = []
        self._loaded_at = 0.0

    def lists(self) -> dict[str, list[dict[str, Any]]]:
        if not self._lists or time.monotonic() - self._loaded_at > REFRESH_SECONDS:
            with self._sessions() as session:
                self._lists = read_lookup_lists(session)
            self._folded_comuni = [(fold(c["comune"]), c) for c in self._lists.get("comuni", [])]
            self._loaded_at = time.monotonic()
        return self._lists

    def comuni(self, text: str, provincia: str | None = None) -> list[dict[str, Any]]:
        """The exact name first, then names starting with the text (shorter first), then names
        containing it."""
        self.lists()
        wanted, sigla = fold(text), (provincia or "").strip().upper()
        if not wanted and not sigla:
            return []
        starting: list[tuple[int, str, dict[str, Any]]] = []
        containing: list[dict[str, Any]] = []
        for name, comune in self._folded_comuni:
            if sigla and comune["provincia"] != sigla:
                continue
            if name.startswith(wanted):
                starting.append((len(name), name, comune))
            elif wanted in name:
                containing.append(comune)
        # Shorter names first while typing; the whole province (no text) by name.
        ranked = [
            c for _, _, c in sorted(starting, key=lambda t: (t[0], t[1]) if wanted else (0, t[1]))
        ]
        return (ranked + containing)[:SUGGESTIONS] if wanted else ranked

    def strade(self, text: str) -> list[str]:
        """Known streets containing the text, and always what the person typed."""
        wanted = fold(text)
        if not wanted:
            return []
        known = [
            s["indirizzo"] for s in self.lists().get("strade", []) if wanted in fold(s["indirizzo"])
        ]
        return (known if wanted in known else [*known, wanted])[:SUGGESTIONS]
