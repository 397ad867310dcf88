"""Files (SECCI and contract PDFs, uploads) by content hash, on a local or mounted directory."""

import hashlib
import os
import tempfile
from pathlib import Path


class BlobStore:
    """Content-addressed: the key is the SHA-256 of the bytes, so a retried write is harmless."""

    def __init__(self, root: Path) -> None:
        self._root = root

    def put(self, content: bytes) -> str:
        key = hashlib.sha256(content).hexdigest()
        path = self.path(key)
        if not path.exists():
            path.parent.mkdir(parents=True, exist_ok=True)
            # Write then rename: a reader never sees half a file.
            with tempfile.NamedTemporaryFile(dir=path.parent, delete=False) as handle:
                handle.write(content)
            os.replace(handle.name, path)
        return key

    def path(self, key: str) -> Path:
        if len(key) != 64 or not all(c in "0123456789abcdef" for c in key):
            raise ValueError("not a blob key")
        return self._root / key[:2] / key

    def get(self, key: str) -> bytes:
        return self.path(key).read_bytes()
