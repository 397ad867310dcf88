"""caricaDocumento: the back office receives one side of an applicant's document.

The file comes base64-encoded in the request, with its SHA-256. One copy is kept per
application, document code and side: the same file again changes nothing (a retried delivery),
a different one replaces it and counts a new version. The operator page lists what came in.
"""

import base64
import binascii
import hashlib
from typing import Any, Final

from pydantic import Field
from sqlalchemy import select

from sandbox.db import ChecklistDocument, Practice, ReceivedFile, utcnow
from sandbox.protocol import B2BError, Context, ServiceRequest, errore, service
from sandbox.services.practices import STATO_DA_VERIFICARE

MAX_BYTES: Final = 10 * 1024 * 1024
# What the journey sends: its uploads re-encoded as JPEG, and PNG or PDF as they were.
MAGIC: Final = {
    "image/jpeg": b"\xff\xd8\xff",
    "image/png": b"\x89PNG\r\n\x1a\n",
    "application/pdf": b"%PDF-",
}
DOCUMENT_CODES: Final = frozenset(
    {"CF", "PER", "EPER", "CAR", "PAT", "DIG", "PAS", "RPR", "DRED", "MRE2", "DRE2", "PRED"}
    | {"PRE2", "ARED", "ARE2", "UTE", "CRES"}
)
SIDES: Final = frozenset({"fronte", "retro"})


class CaricaDocumentoRequest(ServiceRequest):
    draftId: str = Field(min_length=1, max_length=80)
    codDocumento: str
    lato: str
    tipoContenuto: str
    # 10 MB as base64, with room for its padding.
    contenuto: str = Field(max_length=4 * (MAX_BYTES // 3 + 1))
    sha256: str | None = None


def _content(request: CaricaDocumentoRequest) -> bytes:
    """The file's bytes, or a 422 saying what is wrong with them."""
    errors = []
    if request.codDocumento.upper() not in DOCUMENT_CODES:
        errors.append(errore("E_COD_DOCUMENTO", "Codice documento sconosciuto", "codDocumento"))
    if request.lato.lower() not in SIDES:
        errors.append(errore("E_LATO", "Il lato deve essere fronte o retro", "lato"))
    magic = MAGIC.get(request.tipoContenuto.lower())
    if magic is None:
        errors.append(errore("E_TIPO_CONTENUTO", "Tipo di file non accettato", "tipoContenuto"))
    try:
        content = base64.b64decode(request.contenuto, validate=True)
    except (binascii.Error, ValueError):
        errors.append(errore("E_CONTENUTO", "Il contenuto non è base64 valido", "contenuto"))
        raise B2BError(422, errors) from None
    if not content:
        errors.append(errore("E_CONTENUTO", "Il file è vuoto", "contenuto"))
    elif len(content) > MAX_BYTES:
        errors.append(errore("E_CONTENUTO", "Il file supera i 10 MB", "contenuto"))
    elif magic is not None and not content.startswith(magic):
        errors.append(
            errore("E_CONTENUTO", "Il contenuto non è del tipo dichiarato", "tipoContenuto")
        )
    if request.sha256 and hashlib.sha256(content).hexdigest() != request.sha256.lower():
        errors.append(
            errore("E_SHA256", "L'impronta SHA-256 non corrisponde al contenuto", "sha256")
        )
    if errors:
        raise B2BError(422, errors)
    return content


@service("caricaDocumento", CaricaDocumentoRequest)
async def carica_documento(ctx: Context, request: CaricaDocumentoRequest) -> dict[str, Any]:
    content = _content(request)
    digest = hashlib.sha256(content).hexdigest()
    code, side = request.codDocumento.upper(), request.lato.lower()
    stored = ctx.session.scalar(
        select(ReceivedFile).where(
            ReceivedFile.draft_id == request.draftId,
            ReceivedFile.cod_documento == code,
            ReceivedFile.lato == side,
        )
    )
    changed = stored is None or stored.sha256 != digest
    if stored is None:
        stored = ReceivedFile(
            draft_id=request.draftId,
            cod_documento=code,
            lato=side,
            content_type=request.tipoContenuto.lower(),
            content=content,
            sha256=digest,
            size=len(content),
        )
        ctx.session.add(stored)
        ctx.session.flush()
    elif changed:
        stored.content, stored.sha256, stored.size = content, digest, len(content)
        stored.content_type = request.tipoContenuto.lower()
        stored.version += 1
        stored.updated_at = utcnow()
    if changed:
        _received_for_checklist(ctx, request.draftId, code)
    return {
        "esito": "OK",
        "idDocumento": stored.id,
        "sha256": digest,
        "versione": stored.version,
        # False for a file the back office already had: nothing was stored again.
        "nuovo": changed,
        "elencoErrori": [],
    }


def _received_for_checklist(ctx: Context, draft_id: str, code: str) -> None:
    """A new file for a document on the checklist of the application's request (sent after the
    signature, for an anomaly): uploaded now and to be checked again, so no longer an anomaly
    (spec §5: an anomaly is a document updated after its last upload). Before the request
    exists there is no checklist, and nothing to do."""
    practice = ctx.session.scalar(select(Practice).where(Practice.draft_id == draft_id))
    if practice is None:
        return
    now = utcnow()
    for document in ctx.session.scalars(
        select(ChecklistDocument).where(
            ChecklistDocument.num_pratica == practice.num_pratica,
            ChecklistDocument.cod_documento == code,
        )
    ):
        document.cod_stato = STATO_DA_VERIFICARE
        document.ultimo_upload = now
