"""An uploaded document's bytes made safe: type by magic bytes, size limits, one clean image.

Nothing the applicant sends is stored or read as it came: the bytes decide the type (never the
name or the browser's content type), a decompression bomb is an error before any pixel is
decoded, and the image that comes out has its EXIF orientation applied and every metadata block
(EXIF with its GPS position, ICC, XMP, comments) left behind by re-encoding it.
"""

import io
import warnings
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from enum import StrEnum
from typing import Final

import pillow_heif
import pypdfium2
from PIL import Image, ImageOps

from journey import messages

MAX_UPLOAD_BYTES: Final = 10 * 1024 * 1024
MAX_PIXELS: Final = 40_000_000
# No side longer than this: a document photographed whole is never a strip, and JPEG, which a
# clean upload is stored as, cannot hold a side over 65,535 pixels (that upload was a 500).
MAX_SIDE: Final = 10_000
# A PDF's page is rendered at 200 dpi, the resolution OCR reads best, and never with a
# side longer than this (an A0 poster must not become a 40-megapixel bitmap).
PDF_DPI: Final = 200
PDF_MAX_SIDE: Final = 3000
STORED_JPEG_QUALITY: Final = 90
# A page shows nothing when all but the lightest and darkest thousandth of its pixels (on a copy
# at most 512 pixels a side) lie within this many grey levels: a blank sheet, a covered lens, a
# black frame. A flat page's JPEG noise is a few levels; one line of print on an A4 page is a few
# thousandths of it, a card scanned on A4 several hundredths.
BLANK_PERCENTILE: Final = 0.001
BLANK_SPREAD: Final = 24

pillow_heif.register_heif_opener()


class UploadType(StrEnum):
    JPEG = "image/jpeg"
    PNG = "image/png"
    PDF = "application/pdf"
    HEIC = "image/heic"


# ISO base media "ftyp" brands of HEIF images as phones write them.
_HEIF_BRANDS: Final = frozenset({b"heic", b"heix", b"hevc", b"hevx", b"heim", b"heis", b"mif1"})
_PILLOW_FORMAT: Final = {UploadType.JPEG: "JPEG", UploadType.PNG: "PNG", UploadType.HEIC: "HEIF"}


class UploadRefused(Exception):
    """An upload that is not kept; `message` is the catalogue's Italian sentence to show."""

    def __init__(self, message: str) -> None:
        super().__init__(message)
        self.message = message


@dataclass(frozen=True)
class CleanUpload:
    """What is kept of an upload: the image to read and its re-encoded JPEG to store."""

    source_type: UploadType
    image: Image.Image
    jpeg: bytes


def sniff(data: bytes) -> UploadType | None:
    """The type the first bytes prove, or None."""
    if data.startswith(b"\xff\xd8\xff"):
        return UploadType.JPEG
    if data.startswith(b"\x89PNG\r\n\x1a\n"):
        return UploadType.PNG
    if data.startswith(b"%PDF-"):
        return UploadType.PDF
    if data[4:8] == b"ftyp" and data[8:12] in _HEIF_BRANDS:
        return UploadType.HEIC
    return None


def clean_upload(data: bytes, *, page: int = 0) -> CleanUpload:
    """The upload as a clean RGB image and its JPEG; raises UploadRefused with the reason.

    `page` is the PDF page to read when the PDF has it (else its last): a document scanned
    front and back into one PDF gives its back as page 1 (api/uploads.py)."""
    if not data:
        raise UploadRefused(messages.DOCUMENTO_FILE_VUOTO)
    if len(data) > MAX_UPLOAD_BYTES:
        raise UploadRefused(messages.DOCUMENTO_TROPPO_PESANTE)
    kind = sniff(data)
    if kind is None:
        raise UploadRefused(messages.DOCUMENTO_FORMATO_NON_SUPPORTATO)
    image = _render_pdf(data, page) if kind is UploadType.PDF else _decode_image(data, kind)
    buffer = io.BytesIO()
    # No exif=, icc_profile= or comment= arguments: the stored file carries pixels only.
    image.save(buffer, "JPEG", quality=STORED_JPEG_QUALITY, optimize=True)
    return CleanUpload(source_type=kind, image=image, jpeg=buffer.getvalue())


def require_content(image: Image.Image) -> None:
    """Refuses a page that shows nothing (UploadRefused): no reading could tell it is not a
    document, so on an anomaly it would reach the back office, and on the documents step it
    would carry whatever the applicant typed as if it were their card."""
    grey = image.convert("L")
    grey.thumbnail((512, 512))
    histogram = grey.histogram()
    cut = sum(histogram) * BLANK_PERCENTILE
    darkest = _level_past(histogram, cut)
    lightest = 255 - _level_past(histogram[::-1], cut)
    if lightest - darkest <= BLANK_SPREAD:
        raise UploadRefused(messages.DOCUMENTO_SENZA_CONTENUTO)


def _level_past(histogram: list[int], cut: float) -> int:
    seen = 0
    for level, count in enumerate(histogram):
        seen += count
        if seen > cut:
            return level
    return len(histogram) - 1


def stored_image(data: bytes) -> Image.Image:
    """A stored upload (clean_upload's JPEG) as the image to read, without encoding it again.

    The same limits hold as on upload: the store is ours, but a file that did not come through
    clean_upload must not reach the decoders unchecked either.
    """
    kind = sniff(data)
    if kind is None:
        raise UploadRefused(messages.DOCUMENTO_FORMATO_NON_SUPPORTATO)
    return _image_of(data, kind)


def _image_of(data: bytes, kind: UploadType) -> Image.Image:
    return _render_pdf(data) if kind is UploadType.PDF else _decode_image(data, kind)


@contextmanager
def _bombs_are_errors() -> Iterator[None]:
    # Pillow only warns between MAX_IMAGE_PIXELS and twice that; here a warning is a refusal.
    with warnings.catch_warnings():
        warnings.simplefilter("error", Image.DecompressionBombWarning)
        try:
            yield
        except (Image.DecompressionBombWarning, Image.DecompressionBombError) as error:
            raise UploadRefused(messages.DOCUMENTO_TROPPO_GRANDE) from error


def _decode_image(data: bytes, kind: UploadType) -> Image.Image:
    with _bombs_are_errors():
        try:
            # Only the decoder the magic bytes named: a PNG renamed .jpg is read as PNG, and a
            # file that merely starts like a JPEG cannot reach another decoder.
            opened = Image.open(io.BytesIO(data), formats=[_PILLOW_FORMAT[kind]])
        except (OSError, SyntaxError, ValueError) as error:
            raise UploadRefused(messages.DOCUMENTO_DANNEGGIATO) from error
        # The header's size is checked before a single pixel is decoded.
        if opened.width * opened.height > MAX_PIXELS:
            raise UploadRefused(messages.DOCUMENTO_TROPPO_GRANDE)
        if max(opened.size) > MAX_SIDE:
            raise UploadRefused(messages.DOCUMENTO_LATO_TROPPO_LUNGO)
        try:
            opened.load()
        except (OSError, SyntaxError, ValueError) as error:
            # Truncated files included: Image.LOAD_TRUNCATED_IMAGES stays False.
            raise UploadRefused(messages.DOCUMENTO_DANNEGGIATO) from error
    upright = ImageOps.exif_transpose(opened)
    return _as_rgb(upright)


def _as_rgb(image: Image.Image) -> Image.Image:
    if image.mode in ("RGBA", "LA", "PA") or (image.mode == "P" and "transparency" in image.info):
        # A transparent background is paper-white, as on the document itself.
        rgba = image.convert("RGBA")
        flat = Image.new("RGB", rgba.size, "white")
        flat.paste(rgba, mask=rgba.getchannel("A"))
        return flat
    if image.mode in ("I", "I;16", "I;16B", "I;16L"):
        # 16-bit greyscale (scanners' PNGs): scaled to 8 bits, not clipped to white.
        image = image.convert("I").point(lambda value: value * (1 / 256)).convert("L")
    rgb = image.convert("RGB")
    # convert() copies the source's info (EXIF, ICC, XMP, comments): none of it is kept.
    rgb.info.clear()
    return rgb


def _render_pdf(data: bytes, wanted: int = 0) -> Image.Image:
    try:
        pdf = pypdfium2.PdfDocument(data)
    except pypdfium2.PdfiumError as error:
        message = str(error).lower()
        protected = "password" in message or "security" in message
        raise UploadRefused(
            messages.DOCUMENTO_PDF_PROTETTO if protected else messages.DOCUMENTO_DANNEGGIATO
        ) from error
    try:
        if len(pdf) == 0:
            raise UploadRefused(messages.DOCUMENTO_DANNEGGIATO)
        page = pdf[min(wanted, len(pdf) - 1)]
        width, height = page.get_size()
        if width <= 0 or height <= 0:
            raise UploadRefused(messages.DOCUMENTO_DANNEGGIATO)
        scale = min(PDF_DPI / 72, PDF_MAX_SIDE / max(width, height))
        bitmap = page.render(scale=scale)
        return _as_rgb(bitmap.to_pil())
    finally:
        pdf.close()
