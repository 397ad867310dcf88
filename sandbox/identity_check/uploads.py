"""Document sides and live photos, uploaded by the capture page (SDK token) or by the server.

The bytes decide: an upload is kept only when Pillow reads it as an image within the size
bound, and what is kept is recognition's clean re-encoding, never the file as it came.
"""

import asyncio
import uuid
from typing import Any

from fastapi import APIRouter, Request
from fastapi.responses import JSONResponse
from sqlalchemy import func, select
from sqlalchemy.orm import Session
from starlette.datastructures import FormData, UploadFile

from recognition.uploads import UploadRefused, UploadType, clean_upload
from sandbox.db import IdcheckApplicant, IdcheckImage
from sandbox.identity_check.provider import (
    API,
    database_of,
    invalid,
    is_api_client,
    not_found,
    require_api_client,
    sdk_applicant,
    settings_of,
)

router = APIRouter(prefix=API, tags=["identity check"])

DOCUMENT_TYPES = ("national_identity_card", "passport", "driving_licence", "residence_permit")
SIDES = ("front", "back")
# Room for the multipart framing and the small fields around the file.
FORM_OVERHEAD = 64 * 1024
# Retakes included, far more than a capture ever needs: the database stays bounded.
MAX_IMAGES_PER_APPLICANT = 30


async def _form(request: Request) -> FormData:
    limit = settings_of(request).idcheck_max_upload_bytes
    declared = request.headers.get("content-length", "")
    # Refused before the body is read: a declared 1 GB upload costs nothing.
    if declared.isdigit() and int(declared) > limit + FORM_OVERHEAD:
        raise invalid("The file is too large", {"file": [f"must be at most {limit} bytes"]})
    return await request.form(max_files=1, max_fields=10)


def _applicant(session: Session, request: Request, form: FormData) -> IdcheckApplicant:
    if is_api_client(request):
        applicant = session.get(IdcheckApplicant, str(form.get("applicant_id", "")))
        if applicant is None:
            raise not_found("Applicant")
    else:
        # The SDK token names its applicant: a browser cannot upload for anyone else.
        applicant = sdk_applicant(session, request)
    count = select(func.count()).where(IdcheckImage.applicant_id == applicant.id)
    if (session.scalar(count) or 0) >= MAX_IMAGES_PER_APPLICANT:
        raise invalid("Too many uploads for this applicant", {"file": ["limit reached"]})
    return applicant


async def _image(request: Request, form: FormData, *, documents: bool) -> tuple[str, int, bytes]:
    upload = form.get("file")
    if not isinstance(upload, UploadFile):
        raise invalid("A file is required", {"file": ["can't be blank"]})
    limit = settings_of(request).idcheck_max_upload_bytes
    data = await upload.read(limit + 1)
    if len(data) > limit:
        raise invalid("The file is too large", {"file": [f"must be at most {limit} bytes"]})
    try:
        # Decoding a 10 MB photo takes a while: off the event loop.
        clean = await asyncio.to_thread(clean_upload, data)
    except UploadRefused as refused:
        raise invalid("The file is not a readable image", {"file": [refused.message]}) from None
    if clean.source_type is UploadType.PDF and not documents:
        raise invalid("A live photo must be an image", {"file": ["must be JPEG, PNG or HEIC"]})
    name = (upload.filename or "upload.jpg")[:200]
    return name, len(data), clean.jpeg


def document_json(image: IdcheckImage) -> dict[str, Any]:
    return {
        "id": image.id,
        "applicant_id": image.applicant_id,
        "type": image.document_type,
        "side": image.side,
        "file_name": image.file_name,
        "file_size": image.file_size,
        "file_type": "image/jpeg",
        "href": f"{API}/documents/{image.id}",
    }


def live_photo_json(image: IdcheckImage) -> dict[str, Any]:
    return {
        "id": image.id,
        "applicant_id": image.applicant_id,
        "file_name": image.file_name,
        "file_size": image.file_size,
        "href": f"{API}/live_photos/{image.id}",
    }


@router.post("/documents")
async def upload_document(request: Request) -> JSONResponse:
    """One side of an identity document."""
    form = await _form(request)
    with database_of(request).session() as session:
        applicant_id = _applicant(session, request, form).id
    document_type, side = str(form.get("type", "")), str(form.get("side", "front"))
    if document_type not in DOCUMENT_TYPES:
        raise invalid("Unsupported document type", {"type": [f"must be one of {DOCUMENT_TYPES}"]})
    if side not in SIDES:
        raise invalid("Unsupported side", {"side": ["must be front or back"]})
    name, size, jpeg = await _image(request, form, documents=True)
    image = IdcheckImage(
        id=str(uuid.uuid4()),
        applicant_id=applicant_id,
        kind="document",
        document_type=document_type,
        side=side,
        file_name=name,
        file_size=size,
        content=jpeg,
    )
    with database_of(request).session() as session:
        session.add(image)
    return JSONResponse(document_json(image), status_code=201)


@router.post("/live_photos")
async def upload_live_photo(request: Request) -> JSONResponse:
    """The applicant's selfie."""
    form = await _form(request)
    with database_of(request).session() as session:
        applicant_id = _applicant(session, request, form).id
    name, size, jpeg = await _image(request, form, documents=False)
    image = IdcheckImage(
        id=str(uuid.uuid4()),
        applicant_id=applicant_id,
        kind="live_photo",
        file_name=name,
        file_size=size,
        content=jpeg,
    )
    with database_of(request).session() as session:
        session.add(image)
    return JSONResponse(live_photo_json(image), status_code=201)


def _stored(request: Request, image_id: str, kind: str) -> IdcheckImage:
    require_api_client(request)
    with database_of(request).session() as session:
        image = session.get(IdcheckImage, image_id)
        if image is None or image.kind != kind:
            raise not_found("Document" if kind == "document" else "Live photo")
        return image


@router.get("/documents/{document_id}")
def read_document(request: Request, document_id: str) -> dict[str, Any]:
    """One uploaded document side, without its bytes."""
    return document_json(_stored(request, document_id, "document"))


@router.get("/live_photos/{live_photo_id}")
def read_live_photo(request: Request, live_photo_id: str) -> dict[str, Any]:
    """One uploaded live photo, without its bytes."""
    return live_photo_json(_stored(request, live_photo_id, "live_photo"))
